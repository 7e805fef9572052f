/**
 * Which aspect an opinion word speaks of: the nearest aspect term of its
 * segment, a modifier's fallback aspect, or none.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import type { Cue, CueHit } from "./cues.ts";
import type { SentenceView } from "./sentence_view.ts";
import type { Match } from "./text_patterns.ts";
import { startsWithDigit } from "./text_nlp.ts";

/**
 * Gives each general opinion word to the nearest aspect cue of its segment
 * ("great price, polite tech": "great" is about the price); on a tie, the
 * cue after the word wins (adjectives come first in English).
 */
export function generalOwners(
  sv: SentenceView,
  hits: readonly CueHit[],
): Map<CueHit, AspectId> {
  const owners = new Map<CueHit, AspectId>();
  for (const general of hits) {
    if (general.cue.kind !== "general") continue;
    const best = nearestTerm(sv, hits, general, () => true);
    if (best) owners.set(general, best.cue.aspect!);
  }
  return owners;
}

/**
 * The aspect term of an opinion word's segment that it describes: the
 * nearest one (on a tie, the one after the word), except that a term in a
 * prepositional phrase before the word gives way to the head it attaches
 * to ("communication with the office was okay": the communication).
 */
export function nearestTerm(
  sv: SentenceView,
  hits: readonly CueHit[],
  word: CueHit,
  accept: (aspect: AspectId) => boolean,
): CueHit | null {
  const at = word.literals[0];
  let best: CueHit | null = null;
  let bestDistance = Infinity;
  const candidates = hits.filter((hit) =>
    hit.cue.kind === "aspect" && hit.segment === word.segment &&
    accept(hit.cue.aspect!)
  );
  for (const hit of candidates) {
    for (const position of hit.literals) {
      const distance = Math.abs(position - at) - (position > at ? 0.5 : 0);
      if (distance < bestDistance) {
        best = hit;
        bestDistance = distance;
      }
    }
  }
  while (best && best.literals[best.literals.length - 1] < at) {
    const first = best.literals[0];
    let head: CueHit | null = null;
    for (const hit of candidates) {
      const last = hit.literals[hit.literals.length - 1];
      if (last >= first || hit.cue.aspect === best.cue.aspect) continue;
      if (!head || last > head.literals[head.literals.length - 1]) head = hit;
    }
    if (!head || !attachesTo(sv, head, first)) break;
    best = head;
  }
  return best;
}

/** Whether the words from a term up to `to` are a prepositional phrase. */
function attachesTo(sv: SentenceView, head: CueHit, to: number): boolean {
  const from = head.literals[head.literals.length - 1] + 1;
  if (from >= to || sv.tokens[sv.view[from]].pos !== "ADP") return false;
  for (let p = from + 1; p < to; p++) {
    const token = sv.tokens[sv.view[p]];
    if (token.punct || token.pos === "VERB" || token.pos === "AUX") {
      return false;
    }
  }
  return true;
}

/**
 * A modifier with a fallback aspect and no term of its aspects in its
 * segment speaks of the fallback ("they were fair": the price).
 */
export function addFallbacks(hits: CueHit[]): void {
  const count = hits.length;
  for (let i = 0; i < count; i++) {
    const hit = hits[i];
    const fallback = hit.cue.fallback;
    if (hit.cue.kind !== "modifier" || fallback === null) continue;
    const mods = hit.cue.mods!;
    const covered = hits.some((other) =>
      other.cue.kind === "aspect" && other.segment === hit.segment &&
      other.cue.aspect! in mods
    );
    if (covered) continue;
    const value = mods[fallback] ?? 1;
    hits.push({
      ...hit,
      pol: value * (hit.negated ? -1 : 1),
      cue: { ...hit.cue, kind: "aspect", aspect: fallback, mods: null },
    });
  }
}

/** Whether the aspect owns an explicitly lukewarm word ("okay", "average"). */
export function saysNeutral(
  hits: readonly CueHit[],
  owners: ReadonlyMap<CueHit, AspectId>,
  aspect: AspectId,
): boolean {
  return hits.some((hit) =>
    hit.cue.kind === "general" && hit.cue.pol === 0 && !hit.cue.fixed &&
    owners.get(hit) === aspect
  );
}

/** Whether a segment holds an aspect cue. */
export function hasAspectCue(
  hits: readonly CueHit[],
  segment: number,
): boolean {
  return hits.some((hit) =>
    hit.cue.kind === "aspect" && hit.segment === segment
  );
}

/**
 * Whether a punctuality word is said of the reviewer ("I was running late",
 * "we'd be 15 minutes late"): "I" or "we", then only a copula and a
 * measure before "late", "early" or "behind". Only the business's timing is
 * an aspect; "we waited all day" stays the business's.
 */
export function isReviewersTiming(
  sv: SentenceView,
  clause: { start: number },
  match: Match<Cue>,
): boolean {
  if (match.pattern.data.aspect !== "punctuality") return false;
  const words = match.literals.map((p) => sv.tokens[sv.view[p]].norm);
  if (!words.some((word) => TIMING_WORDS.has(word))) return false;
  for (let p = match.literals[0] - 1; p >= clause.start; p--) {
    const token = sv.tokens[sv.view[p]];
    if (token.norm === "i" || token.norm === "we") return true;
    if (!startsWithDigit(token) && !COPULA_AND_MEASURE.has(token.norm)) {
      return false;
    }
  }
  return false;
}

/** Words of timing a person can be. */
const TIMING_WORDS = new Set(["late", "early", "behind"]);

/** Words between "I" or "we" and how late they were. */
const COPULA_AND_MEASURE = new Set([
  "was",
  "were",
  "am",
  "m",
  "'m",
  "be",
  "been",
  "would",
  "d",
  "'d",
  "will",
  "running",
  "a",
  "an",
  "bit",
  "little",
  "few",
  "half",
  "min",
  "mins",
  "minute",
  "minutes",
  "hour",
  "hours",
  "so",
  "very",
  "really",
]);
