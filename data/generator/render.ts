/**
 * Rendering templates in the context of the review being composed: choosing
 * a usable template and filling its slots.
 *
 * @module
 */
import { COMPANY } from "./business.ts";
import type { ServiceDef, TechDef, Trade } from "./catalogue.ts";
import type { Rng } from "./rng.ts";
import {
  NEEDS_AREA,
  NEEDS_JOB,
  NEEDS_NO_WILL,
  NEEDS_NOUN,
  NEEDS_SERVICE2,
  NEEDS_TECH,
} from "./template.ts";
import type { Compiled, TplNode } from "./template.ts";

/** The review being composed: who and what it talks about, and what it named. */
export interface Ctx {
  rng: Rng;
  tech: TechDef | null;
  /** How the technician is first named in this review. */
  techFirstForm: string;
  /** How the technician is named after that. */
  techShortForm: string;
  /** Generic reference when no technician is named ("the plumber"). */
  genericRef: string;
  gender: "m" | "f";
  referenced: boolean;
  techNamed: boolean;
  service: ServiceDef | null;
  service2: ServiceDef | null;
  servicesNamed: Set<string>;
  area: { id: string; name: string } | null;
  areaNamed: boolean;
  authorFirst: string;
}

const PRO_WORDS: Record<Trade | "any", string[]> = {
  plumbing: ["plumber", "plumbing company"],
  hvac: ["HVAC company", "heating and cooling company"],
  electrical: ["electrician", "electrical contractor"],
  any: ["contractor", "home services company", "service company"],
};

/** How a review refers to an unnamed technician, per trade. */
export const GENERIC_REFS: Record<Trade | "any", string[]> = {
  plumbing: ["the plumber", "the tech", "the technician"],
  hvac: ["the HVAC tech", "the tech", "the technician"],
  electrical: ["the electrician", "the tech", "the technician"],
  any: ["the tech", "the technician"],
};

/** Whether a compiled template can be used in this context. */
function usable(c: Compiled, ctx: Ctx): boolean {
  const n = c.needs;
  if (n === 0) return true;
  if (n & NEEDS_TECH && !ctx.tech) return false;
  if (n & NEEDS_NOUN && !(ctx.service && ctx.service.nouns.length)) {
    return false;
  }
  if (n & NEEDS_JOB && !ctx.service) return false;
  if (n & NEEDS_AREA && !ctx.area) return false;
  if (n & NEEDS_SERVICE2 && !ctx.service2) return false;
  if (n & NEEDS_NO_WILL && ctx.tech?.id === "will-chen") return false;
  return true;
}

/** Picks a usable (and acceptable) template from a pool. */
export function choose(
  pool: readonly Compiled[],
  ctx: Ctx,
  accept?: (c: Compiled) => boolean,
): Compiled {
  const ok = (c: Compiled) => usable(c, ctx) && (!accept || accept(c));
  for (let i = 0; i < 12; i++) {
    const c = ctx.rng.pick(pool);
    if (ok(c)) return c;
  }
  const fallback = pool.find(ok);
  if (!fallback) throw new Error("no usable template in pool");
  return fallback;
}

/** Renders compiled nodes. */
export function render(nodes: readonly TplNode[], ctx: Ctx): string {
  let out = "";
  for (const n of nodes) {
    if (typeof n === "string") out += n;
    else if ("slot" in n) out += fill(n.slot, ctx);
    else out += render(ctx.rng.pick(n.options), ctx);
  }
  return out;
}

/** Fills one slot and records what it named. */
function fill(slot: string, ctx: Ctx): string {
  const { rng } = ctx;
  const t = ctx.tech;
  const m = ctx.gender === "m";
  switch (slot) {
    case "T":
    case "Tobj": {
      if (!ctx.referenced) {
        ctx.referenced = true;
        if (t) {
          ctx.techNamed = true;
          return ctx.techFirstForm;
        }
        return ctx.genericRef;
      }
      if (t) {
        if (rng.chance(0.55)) return ctx.techShortForm;
      } else if (rng.chance(0.35)) {
        return ctx.genericRef.replace(" they sent", "");
      }
      if (slot === "T") return m ? "he" : "she";
      return m ? "him" : "her";
    }
    case "Tname":
      ctx.techNamed = true;
      if (!ctx.referenced) {
        ctx.referenced = true;
        return ctx.techFirstForm;
      }
      return ctx.techShortForm;
    case "Tfirst":
      return t ? t.first : "";
    case "he":
      return m ? "he" : "she";
    case "his":
      return m ? "his" : "her";
    case "him":
      return m ? "him" : "her";
    case "N": {
      const s = ctx.service!;
      ctx.servicesNamed.add(s.id);
      return rng.pick(s.nouns);
    }
    case "N2": {
      const s = ctx.service2!;
      ctx.servicesNamed.add(s.id);
      return rng.pick(s.nouns);
    }
    case "J": {
      const s = ctx.service!;
      ctx.servicesNamed.add(s.id);
      return rng.pick(s.jobs);
    }
    case "A":
      ctx.areaNamed = true;
      return ctx.area!.name;
    case "co":
      return COMPANY;
    case "pro":
      return rng.pick(PRO_WORDS[ctx.service ? ctx.service.trade : "any"]);
    case "first":
      return ctx.authorFirst;
    default:
      throw new Error(`unknown slot ${slot}`);
  }
}

/** Upper-cases the first letter. */
export function capitalize(s: string): string {
  return s.length === 0 ? s : s[0].toUpperCase() + s.slice(1);
}
