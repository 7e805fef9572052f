/**
 * The phrase tables compiled once into pools of templates.
 *
 * @module
 */
import type { AspectId } from "../../lib/schemas/mod.ts";
import { SERVICES } from "./catalogue.ts";
import { ASPECT_CLAUSES } from "./phrases_aspects.ts";
import type { Polarity } from "./phrases_aspects.ts";
import {
  REPLY_GREETING,
  REPLY_INVITE,
  REPLY_POS_END,
  REPLY_RATING_ONLY_NEG,
  REPLY_RATING_ONLY_POS,
  REPLY_SORRY,
  REPLY_TECH,
  REPLY_THANKS,
  REPLY_THANKS_MIXED,
} from "./phrases_reply.ts";
import {
  AREA_NEGATIVE,
  AREA_NEUTRAL,
  AREA_POSITIVE,
  AREA_PREFIX,
  CLOSINGS,
  GENERIC_STORIES,
  OPENINGS,
  PROCESS,
  SECOND_SERVICE,
  TITLES,
} from "./phrases_review.ts";
import { compile } from "./template.ts";
import type { Compiled, Entry } from "./template.ts";

interface Pools {
  clauses: Record<AspectId, Record<Polarity, Compiled[]>>;
  openings: Record<number, Compiled[]>;
  closings: Record<number, Compiled[]>;
  titles: Record<number, Compiled[]>;
  stories: Map<string, Compiled[]>;
  genericStories: Compiled[];
  secondService: Compiled[];
  process: Compiled[];
  areaNeutral: Compiled[];
  areaPositive: Compiled[];
  areaNegative: Compiled[];
  areaPrefix: Compiled;
  reply: {
    greeting: Compiled[];
    thanks: Compiled[];
    tech: Compiled[];
    posEnd: Compiled[];
    sorry: Compiled[];
    thanksMixed: Compiled[];
    invite: Compiled[];
    ratingOnlyPos: Compiled[];
    ratingOnlyNeg: Compiled[];
  };
}

let poolsCache: Pools | null = null;

/** Compiles every pool once. */
export function pools(): Pools {
  if (poolsCache) return poolsCache;
  const clauses = {} as Record<AspectId, Record<Polarity, Compiled[]>>;
  for (const aspect of Object.keys(ASPECT_CLAUSES) as AspectId[]) {
    const c = ASPECT_CLAUSES[aspect];
    clauses[aspect] = {
      pos: compile(c.pos),
      neg: compile(c.neg),
      mild: compile(c.mild),
    };
  }
  const byRating = (src: Record<number, Entry[]>) => {
    const out: Record<number, Compiled[]> = {};
    for (const r of [1, 2, 3, 4, 5]) out[r] = compile(src[r]);
    return out;
  };
  poolsCache = {
    clauses,
    openings: byRating(OPENINGS),
    closings: byRating(CLOSINGS),
    titles: byRating(TITLES),
    stories: new Map(SERVICES.map((s) => [s.id, compile(s.stories)])),
    genericStories: compile(GENERIC_STORIES),
    secondService: compile(SECOND_SERVICE),
    process: compile(PROCESS),
    areaNeutral: compile(AREA_NEUTRAL),
    areaPositive: compile(AREA_POSITIVE),
    areaNegative: compile(AREA_NEGATIVE),
    areaPrefix: compile([AREA_PREFIX])[0],
    reply: {
      greeting: compile(REPLY_GREETING),
      thanks: compile(REPLY_THANKS),
      tech: compile(REPLY_TECH),
      posEnd: compile(REPLY_POS_END),
      sorry: compile(REPLY_SORRY),
      thanksMixed: compile(REPLY_THANKS_MIXED),
      invite: compile(REPLY_INVITE),
      ratingOnlyPos: compile(REPLY_RATING_ONLY_POS),
      ratingOnlyNeg: compile(REPLY_RATING_ONLY_NEG),
    },
  };
  return poolsCache;
}
