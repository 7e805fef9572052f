/**
 * The home-services lexicon compiled into cues, and the records the
 * sentence analysis builds from them: cue hits and aspect statements.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import { ASPECT_IDS } from "../schemas/mod.ts";
import {
  ASPECT_CUES,
  GENERAL_CUES,
  MODIFIER_CUES,
  NEUTRALIZERS,
  SARCASM_CUES,
} from "./lexicon.ts";
import { compact } from "./lexicon_spellings.ts";
import { compilePatterns, type PatternSet } from "./text_patterns.ts";

/** What a lexicon pattern stands for. */
export interface Cue {
  kind: "aspect" | "general" | "modifier" | "sarcasm";
  aspect: AspectId | null;
  pol: number;
  negPol: number | null;
  term: "S" | "W" | null;
  fixed: boolean;
  mods: Partial<Record<AspectId, number>> | null;
  ironic: "always" | "praise" | "conditional" | null;
  /** A second aspect the cue speaks of ("upfront pricing": price too). */
  also: AspectId | null;
  /** Modifiers: the aspect when no term of theirs is in the segment. */
  fallback: AspectId | null;
  /** A factual statement: reported as neutral without an opinion (`R`). */
  report: boolean;
}

function parseCue(
  spec: string,
  kind: Cue["kind"],
  aspect: AspectId | null,
): { pattern: string; data: Cue } {
  const [pattern, flags = ""] = compact(spec).split(" ~ ");
  const cue: Cue = {
    kind,
    aspect,
    pol: 0,
    negPol: null,
    term: null,
    fixed: false,
    mods: null,
    ironic: null,
    also: null,
    fallback: null,
    report: false,
  };
  for (const flag of flags.trim().split(/\s+/)) {
    if (flag === "") continue;
    if (flag === "S" || flag === "W") cue.term = flag;
    else if (flag === "F") cue.fixed = true;
    else if (flag === "R") cue.report = true;
    else if (flag.startsWith("N")) cue.negPol = Number(flag.slice(1));
    else if (flag.startsWith("also:")) cue.also = flag.slice(5) as AspectId;
    else cue.pol = Number(flag);
  }
  return { pattern: pattern.trim(), data: cue };
}

let lexiconSet: PatternSet<Cue> | null = null;

/** The compiled lexicon, built once. */
export function lexicon(): PatternSet<Cue> {
  if (lexiconSet) return lexiconSet;
  const entries: Array<{ pattern: string; data: Cue }> = [];
  for (const spec of SARCASM_CUES) {
    const [pattern, mode] = spec.split(" ~ ");
    const entry = parseCue(pattern, "sarcasm", null);
    const ironic = mode.trim();
    entry.data.ironic = ironic === "always" || ironic === "praise"
      ? ironic
      : "conditional";
    entries.push(entry);
  }
  for (const aspect of ASPECT_IDS) {
    for (const spec of ASPECT_CUES[aspect]) {
      entries.push(parseCue(spec, "aspect", aspect));
    }
  }
  for (const spec of GENERAL_CUES) {
    entries.push(parseCue(spec, "general", null));
  }
  for (const [spec, mods] of MODIFIER_CUES) {
    const [pattern, fallback] = spec.split(" ~ ");
    const entry = parseCue(pattern, "modifier", null);
    entry.data.mods = mods;
    entry.data.fallback = (fallback?.trim() || null) as AspectId | null;
    entries.push(entry);
  }
  for (const pattern of NEUTRALIZERS) {
    const entry = parseCue(pattern, "modifier", null);
    entry.data.mods = {};
    entries.push(entry);
  }
  lexiconSet = compilePatterns(entries);
  return lexiconSet;
}

/** One cue occurrence after negation and intensity. */
export interface CueHit {
  cue: Cue;
  /** Effective polarity. */
  pol: number;
  /** View positions of its literal tokens. */
  literals: number[];
  /** Segment of its first literal. */
  segment: number;
  /** Whether it was negated. */
  negated: boolean;
}

/** An aspect statement before it is turned into output. */
export interface Statement {
  aspect: AspectId;
  score: number;
  /** Whether the score came from an aspect-specific polar cue. */
  specific: boolean;
  /**
   * Set when the score came from two amounts or times compared (a bill
   * against its quote, an arrival against the agreed time), not from
   * words.
   */
  compared?: true;
  /**
   * Set when the reviewer rated the aspect by name ("Timeliness 2/5"): the
   * score is theirs, and the model does not overrule it.
   */
  rated?: true;
  /** View positions of the evidence (first and last, inclusive). */
  from: number;
  to: number;
  /** View position where the statement starts (for text order). */
  order: number;
}
