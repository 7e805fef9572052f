/**
 * Then and now: "they used to call ahead", "the office used to be so
 * friendly, now …", "used to be the reasonably priced option" say that the
 * business no longer is so; a review judges the business as it is (rule 3
 * of docs/aspects.md: the verdict the reviewer lands on counts). So an
 * opinion inside a habit of the past is read as negated.
 *
 * Only "used to" with the business (or its people, prices, work) as its
 * subject counts: the word itself says that things changed. A time opened
 * by "last summer" or "the first time" does not: it as often starts the
 * story of an earlier visit that went just as well.
 *
 * @module
 */
import type { SentenceView } from "./sentence_view.ts";
import type { Token } from "./text_nlp.ts";
import { OTHER_PARTY_MARKS } from "./lexicon.ts";

/** "I'm used to", "got used to": accustomed, not a past habit. */
const ACCUSTOMED_BEFORE = new Set([
  "be",
  "am",
  "is",
  "are",
  "was",
  "were",
  "been",
  "being",
  "m",
  "re",
  "get",
  "gets",
  "got",
  "getting",
  "become",
  "became",
]);

/** Adverbs between a subject and "used to" ("they always used to"). */
const ADVERBS = new Set(["always", "never", "just", "really", "all", "also"]);

/**
 * Subjects whose habits speak of the business: its people, and what it
 * offers. Not "I" or "we" (the reviewer's own habits: "we used to use
 * another company").
 */
const BUSINESS_SUBJECTS = new Set([
  "they",
  "he",
  "she",
  "you",
  "it",
  "office",
  "staff",
  "crew",
  "company",
  "team",
  "tech",
  "techs",
  "technician",
  "technicians",
  "guys",
  "owner",
  "price",
  "prices",
  "rates",
  "service",
  "work",
  "quality",
  "plan",
  "receptionist",
  "dispatcher",
]);

/** Words before a subject noun that keep it the business's ("the office"). */
const DETERMINERS = new Set(["the", "their", "our", "that", "this"]);

/** Words before a subject noun that make it another party ("our old plumber"). */
const OTHER_PARTY = new Set(OTHER_PARTY_MARKS);

/** Words that end a habit's clause. */
const CLAUSE_END = new Set([
  "but",
  "whereas",
  "though",
  "although",
  "which",
  "because",
  "now",
  "nowadays",
]);

/** Words of the rest of the review that say nothing changed. */
const CONTINUITY = new Set(["still", "again"]);

/** Whether a token ends a clause: punctuation, except an apostrophe or a sign. */
function endsClause(token: Token): boolean {
  if (token.punct) return !["'", "$", "&", "+", "%"].includes(token.text);
  return CLAUSE_END.has(token.norm);
}

/**
 * Whether the words before "used" (at `used`) make it a habit of the
 * business: its subject is one, at the start of a clause, or the clause
 * starts with "used to" ("Used to get a reminder call.").
 */
function isBusinessHabit(sv: SentenceView, used: number): boolean {
  const { tokens, view } = sv;
  const at = (p: number): Token | null =>
    p >= 0 && p < view.length ? tokens[view[p]] : null;
  if (at(used + 1)?.norm !== "to") return false;
  let p = used - 1;
  while (ADVERBS.has(at(p)?.norm ?? "")) p--;
  const subject = at(p);
  if (subject === null || endsClause(subject)) return true;
  if (ACCUSTOMED_BEFORE.has(subject.norm)) return false;
  if (subject.tag !== "@person" && !BUSINESS_SUBJECTS.has(subject.norm)) {
    return false;
  }
  // "the parts they used to fix it": a purpose, said inside a noun phrase.
  let q = p - 1;
  for (let word = at(q); subject.pos === "NOUN" && word; word = at(--q)) {
    if (endsClause(word) || word.pos === "VERB") break;
    if (OTHER_PARTY.has(word.norm)) return false;
    const modifier = word.pos === "ADJ" || word.pos === "NOUN" ||
      word.pos === "PROPN";
    if (!DETERMINERS.has(word.norm) && !modifier) return false;
  }
  const before = at(q);
  return before === null || endsClause(before) ||
    before.norm === "and" || before.norm === "when";
}

/** Whether view positions from `from` on, or the next sentence, say nothing changed. */
function saysUnchanged(
  sv: SentenceView,
  from: number,
  next: SentenceView | undefined,
): boolean {
  const unchanged = (view: SentenceView, start: number) => {
    for (let p = start; p < view.view.length; p++) {
      if (CONTINUITY.has(view.tokens[view.view[p]].norm)) return true;
    }
    return false;
  };
  return unchanged(sv, from) || (next !== undefined && unchanged(next, 0));
}

/**
 * Per sentence of a text, the view positions of a habit of the business
 * in the past ("used to …" up to the end of its clause), unless the
 * review goes on to say it still holds ("and they still are").
 *
 * @param sentences The text's sentences, in order.
 * @returns One mask per sentence (1: the position speaks of the past).
 */
export function pastPositions(
  sentences: readonly SentenceView[],
): Uint8Array[] {
  return sentences.map((sv, s) => {
    const mask = new Uint8Array(sv.view.length);
    const { tokens, view } = sv;
    for (let p = 0; p < view.length; p++) {
      if (tokens[view[p]].norm !== "used" || !isBusinessHabit(sv, p)) continue;
      if (saysUnchanged(sv, p + 2, sentences[s + 1])) continue;
      let end = p + 2;
      while (end < view.length && !endsClause(tokens[view[end]])) end++;
      mask.fill(1, p, end);
    }
    return mask;
  });
}
