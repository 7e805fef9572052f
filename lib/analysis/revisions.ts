/**
 * Edited reviews: "Tom was two hours late and didn't call. UPDATE: the
 * office called the next day to apologise." What the reviewer says after
 * an update mark is the verdict they land on (docs/aspects.md, rule 3),
 * so on an aspect both speak of, the later revision decides. So does, for
 * quality, the work told as lasting since a call-back ("it failed again;
 * the second trip was free, and it has held since Easter").
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

/**
 * Words of a result told as lasting since the visit ("it has held since
 * Easter", "steady for three months", "clear ever since").
 */
const LASTING_WORDS = new Set([
  "since",
  "weeks",
  "months",
  "years",
]);

/**
 * Whether a statement praises the work as lasting since ("it has held
 * since Easter"): after "it failed again" and a call-back, that is the
 * verdict the reviewer lands on, as after an update mark, so it decides
 * the quality of the review (labelled so over batches 826-840).
 *
 * @param sv The sentence.
 * @param statement Its aspect, score and evidence positions.
 * @returns Whether the statement is quality praised as lasting.
 */
export function praisesLasting(
  sv: SentenceView,
  statement: { aspect: string; score: number; from: number; to: number },
): boolean {
  if (statement.aspect !== "quality" || !(statement.score > 0)) return false;
  let lasting = false;
  for (let p = statement.from; p <= statement.to; p++) {
    const norm = sv.tokens[sv.view[p]].norm;
    // "The repair lasted about two weeks" tells how soon it failed.
    if (norm === "lasted" || norm === "lasting") return false;
    if (LASTING_WORDS.has(norm)) lasting = true;
  }
  return lasting;
}

/**
 * "It flickered again. He came back, and it's been steady for three
 * months.": quality praised as lasting (marked `lasting` from
 * `praisesLasting`) decides over the quality faults told before it.
 *
 * @param mentions A text's aspect mentions, in text order.
 * @returns The mentions without those faults, and without the marks.
 */
export function lastingDecides<
  M extends {
    aspect: string;
    sentiment: string;
    order: number;
    lasting?: true;
  },
>(mentions: readonly M[]): M[] {
  const lasting = mentions.filter((m) =>
    m.aspect === "quality" && m.lasting === true
  );
  if (lasting.length === 0) return [...mentions];
  const at = lasting[lasting.length - 1].order;
  return mentions.filter((m) =>
    m.aspect !== "quality" || m.sentiment !== "negative" || m.order > at
  ).map(({ lasting: _, ...m }) => m as M);
}
