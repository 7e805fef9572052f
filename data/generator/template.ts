/**
 * Templates of the phrase tables: `[a|b|c]` picks one alternative (nestable),
 * `{slot}` is filled from the review being composed. Parsing and compiling.
 *
 * @module
 */
import type { AspectId, Sentiment } from "../../lib/schemas/mod.ts";

/** A parsed template node: text, a slot, or a choice of alternatives. */
export type TplNode = string | { slot: string } | { options: TplNode[][] };

/** A pool entry: a template, optionally with the aspects it states. */
export type Entry = string | {
  t: string;
  a?: Array<[AspectId, Sentiment]>;
  /** Not to be used in a review that mentions Will Chen. */
  noWill?: boolean;
};

/** Flag: the template names the technician. */
export const NEEDS_TECH = 1;
/** Flag: the template needs a service noun ("{N}"). */
export const NEEDS_NOUN = 2;
/** Flag: the template needs a job name ("{J}"). */
export const NEEDS_JOB = 4;
/** Flag: the template names the service area ("{A}"). */
export const NEEDS_AREA = 8;
/** Flag: the template names a second service ("{N2}"). */
export const NEEDS_SERVICE2 = 16;
/** Flag: the template must not be used with Will Chen. */
export const NEEDS_NO_WILL = 32;

/** A compiled template: its nodes, what it needs, the aspects it states. */
export interface Compiled {
  nodes: TplNode[];
  needs: number;
  aspects: Array<[AspectId, Sentiment]>;
}

/** Parses a template into nodes. */
function parseTemplate(src: string): TplNode[] {
  let pos = 0;
  function sequence(inChoice: boolean): TplNode[] {
    const out: TplNode[] = [];
    let text = "";
    while (pos < src.length) {
      const c = src[pos];
      if (inChoice && (c === "|" || c === "]")) break;
      if (c === "[") {
        if (text) out.push(text);
        text = "";
        pos++;
        const options: TplNode[][] = [];
        for (;;) {
          options.push(sequence(true));
          const end = src[pos++];
          if (end === "]") break;
          if (end !== "|") throw new Error(`unclosed [ in template: ${src}`);
        }
        out.push({ options });
      } else if (c === "{") {
        const close = src.indexOf("}", pos);
        if (close < 0) throw new Error(`unclosed { in template: ${src}`);
        if (text) out.push(text);
        text = "";
        out.push({ slot: src.slice(pos + 1, close) });
        pos = close + 1;
      } else {
        text += c;
        pos++;
      }
    }
    if (text) out.push(text);
    return out;
  }
  const nodes = sequence(false);
  if (pos !== src.length) throw new Error(`stray | or ] in template: ${src}`);
  return nodes;
}

const SLOTS = new Set([
  "T",
  "Tobj",
  "Tname",
  "he",
  "his",
  "him",
  "N",
  "N2",
  "J",
  "A",
  "co",
  "pro",
  "first",
  "Tfirst",
]);

/** Collects the slots a template uses, in order. */
function slotsOf(nodes: TplNode[], out: string[]): string[] {
  for (const n of nodes) {
    if (typeof n === "string") continue;
    if ("slot" in n) out.push(n.slot);
    else for (const o of n.options) slotsOf(o, out);
  }
  return out;
}

/** Compiles a pool of entries. */
export function compile(entries: readonly Entry[]): Compiled[] {
  return entries.map((e) => {
    const src = typeof e === "string" ? e : e.t;
    const nodes = parseTemplate(src);
    const slots = slotsOf(nodes, []);
    let needs = 0;
    let introduced = false;
    for (const s of slots) {
      if (!SLOTS.has(s)) throw new Error(`unknown slot {${s}} in: ${src}`);
      if (s === "T" || s === "Tobj" || s === "Tname") introduced = true;
      if ((s === "he" || s === "his" || s === "him") && !introduced) {
        throw new Error(`pronoun before the technician in: ${src}`);
      }
      if (s === "Tname" || s === "Tfirst") needs |= NEEDS_TECH;
      if (s === "N") needs |= NEEDS_NOUN;
      if (s === "J") needs |= NEEDS_JOB;
      if (s === "A") needs |= NEEDS_AREA;
      if (s === "N2") needs |= NEEDS_SERVICE2;
    }
    if (typeof e !== "string" && e.noWill) needs |= NEEDS_NO_WILL;
    return {
      nodes,
      needs,
      aspects: typeof e === "string" ? [] : (e.a ?? []),
    };
  });
}
