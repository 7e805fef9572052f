/**
 * What takes the edge off an opinion: a hedge ("fine, I guess"), a fixed
 * lukewarm verdict ("nothing special", "understandable") and, after "but",
 * an excuse that takes a complaint back ("steep, but I get it";
 * docs/aspects.md, rule 7).
 *
 * @module
 */
import type { CueHit } from "./cues.ts";
import type { Clause, SentenceView } from "./sentence_view.ts";

/**
 * Words of an excuse that takes a complaint back when they follow "but"
 * ("steep, but I get it", "the trip fee stung, but that one's on me",
 * "but I'll live with it"). Only there: elsewhere "I understand" or "on
 * me" ("kept an eye on me") excuse nothing.
 */
const EXCUSES: readonly (readonly string[])[] = [
  ["i", "get", "it"],
  ["i", "get", "that"],
  ["i", "understand"],
  ["on", "me"],
  ["my", "fault"],
  ["my", "own", "fault"],
  ["my", "bad"],
  ["live", "with"],
];

/** Whether a clause holds the words of an excuse. */
export function isExcuse(sv: SentenceView, clause: Clause): boolean {
  const norms: string[] = [];
  for (let p = clause.start; p < clause.end; p++) {
    norms.push(sv.tokens[sv.view[p]].norm);
  }
  return EXCUSES.some((words) =>
    norms.some((_, at) => words.every((word, k) => norms[at + k] === word))
  );
}

/** Hedges that take the edge off a mild opinion ("fine, I guess"). */
export function isHedged(sv: SentenceView, clause: Clause): boolean {
  for (let p = clause.start; p + 1 < clause.end; p++) {
    const token = sv.tokens[sv.view[p]];
    const next = sv.tokens[sv.view[p + 1]].norm;
    if (token.norm === "i" && (next === "guess" || next === "suppose")) {
      return true;
    }
  }
  return false;
}

/** A fixed lukewarm phrase ("nothing special", "understandable"). */
export function isLukewarmVerdict(hit: CueHit): boolean {
  return hit.cue.kind === "general" && hit.cue.pol === 0 && hit.cue.fixed;
}
