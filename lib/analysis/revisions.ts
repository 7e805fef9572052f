/**
 * Edited reviews: "Tom was two hours late and didn't call. UPDATE: the
 * office called the next day to apologise." What the reviewer says after
 * an update mark is the verdict they land on (docs/aspects.md, rule 3),
 * so on an aspect both speak of, the later revision decides.
 *
 * @module
 */
import type { SentenceView } from "./sentence_view.ts";

/** Words that open an edit of a review. */
const REVISION_WORDS = new Set([
  "update",
  "updated",
  "edit",
  "edited",
  // Spanish and French ("ACTUALIZACIÓN:", "MàJ :", "Mise à jour :").
  "actualización",
  "actualizacion",
  "maj",
  "màj",
]);

/** Marks before the word ("**UPDATE**", "[Edit]", "(update)"). */
const OPENING_MARKS = new Set(["*", "**", "[", "(", "-", "#"]);

/**
 * Whether a sentence opens an edit of the review: it starts with "Update"
 * or "Edit" followed by a mark, a number, a date or a time ("UPDATE:",
 * "Edit 2:", "Update - a fortnight on", "EDIT (3 weeks later):", "Update
 * a year later:", "Edited to add:"), not a sentence that merely starts
 * with the word ("Updated the thermostat software for us").
 *
 * @param sv The sentence.
 * @returns Whether it opens a revision.
 */
export function opensRevision(sv: SentenceView): boolean {
  const { tokens, view } = sv;
  let at = 0;
  while (at < view.length && OPENING_MARKS.has(tokens[view[at]].text)) at++;
  // "Mise à jour :" is one word of three.
  if (
    tokens[view[at]]?.norm === "mise" &&
    (tokens[view[at + 1]]?.norm === "à" ||
      tokens[view[at + 1]]?.norm === "a") &&
    tokens[view[at + 2]]?.norm === "jour"
  ) at += 2;
  else if (at >= view.length || !REVISION_WORDS.has(tokens[view[at]].norm)) {
    return false;
  }
  const next = at + 1 < view.length ? tokens[view[at + 1]] : null;
  if (next === null) return false;
  if (next.punct) return next.text !== "'";
  // "Edit 2:", "Update 3/2025:", "Update, Jan 2026:", "Edited to add:".
  if (/^\d/.test(next.text) || next.norm === "to") return true;
  // "Update a year later:", "UPDATE after 14 months:", "Update in March:":
  // the words up to a colon or dash.
  for (let p = at + 1; p < view.length && p <= at + 6; p++) {
    const token = tokens[view[p]];
    if (token.text === ":" || token.text === "-" || token.text === "—") {
      return true;
    }
    if (token.punct) return false;
  }
  return false;
}

/**
 * The revision of each sentence of a text: 0 before any update mark, 1
 * from the first one on, 2 from the second, and so on.
 *
 * @param sentences The text's sentences, in order.
 * @returns One revision number per sentence.
 */
export function revisionsOf(sentences: readonly SentenceView[]): number[] {
  let revision = 0;
  return sentences.map((sv) => opensRevision(sv) ? ++revision : revision);
}
