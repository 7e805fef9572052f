/**
 * Long sentences cut at a concession ("…, although …", "…, and yet …").
 *
 * A reviewer who tells the whole story in one sentence ("Chuy was in our
 * driveway before dinner, although the capacitor he put in failed again
 * eight days later") judges one thing on each side of the concession. Read
 * as one sentence, the words of either side weigh on the model's reading of
 * the other, and the weaker verdict is lost; read as two parts, each is
 * judged as it would be on its own, by the rules and the model alike. The
 * cut is made only where both sides are long enough to say something of
 * their own.
 *
 * @module
 */
import type { TokenizedText } from "./text_nlp.ts";

/** Words that open a concession after a comma, alone or after "and"/"but". */
const CONCESSIONS = new Set(["although", "though", "yet"]);

/**
 * Words between the comma and a concession, at most two ("and yet",
 * "and even though").
 */
const BEFORE_CONCESSION = new Set(["and", "but", "even"]);

/** Words each side of a cut must have, punctuation aside. */
const MIN_WORDS = 8;

/**
 * The parts of one sentence: its token span cut at every comma that
 * opens a concession with enough words on both sides, or the whole span.
 *
 * @param text The tokenised text.
 * @param sentence The sentence's first and last token.
 * @returns The parts' first and last tokens, in text order.
 */
export function splitAtConcessions(
  text: TokenizedText,
  sentence: readonly [number, number],
): Array<[number, number]> {
  const { tokens } = text;
  const [first, last] = sentence;
  const cuts: number[] = [];
  let wordsBefore = 0;
  for (let at = first; at <= last; at++) {
    const token = tokens[at];
    if (!token.punct) {
      wordsBefore++;
      continue;
    }
    if (token.norm !== "," || wordsBefore < MIN_WORDS) continue;
    let next = at + 1;
    let even = false;
    while (
      next <= last && next - at <= 2 && BEFORE_CONCESSION.has(tokens[next].norm)
    ) {
      even ||= tokens[next].norm === "even";
      next++;
    }
    if (next > last || !CONCESSIONS.has(tokens[next].norm)) continue;
    // "even" goes only with "though"; "and"/"but" with any concession.
    if (even && tokens[next].norm !== "though") continue;
    let wordsAfter = 0;
    for (let k = at + 1; k <= last && wordsAfter < MIN_WORDS; k++) {
      if (!tokens[k].punct) wordsAfter++;
    }
    if (wordsAfter < MIN_WORDS) continue;
    cuts.push(at);
    wordsBefore = 0;
  }
  if (cuts.length === 0) return [[first, last]];
  const spans: Array<[number, number]> = [];
  let from = first;
  for (const cut of cuts) {
    spans.push([from, cut]);
    from = cut + 1;
  }
  spans.push([from, last]);
  return spans;
}
