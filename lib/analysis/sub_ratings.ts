/**
 * Sub-ratings written in a review ("Timeliness 2/5", "Value: 3 out of 5",
 * "Cleanliness ★★★★☆", "Knowledge 9/10", "👍 puntualidad, 👎 precio"): a
 * score the reviewer gives one aspect by name, before or after the name,
 * in any language whose names `sub_rating_names.ts` lists; an explicit
 * evaluation of it (docs/aspects.md, rule 2).
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import type { SentenceView } from "./sentence_view.ts";
import { LABELS, NAME_ENDS, SEPARATORS, wordAt } from "./sub_rating_names.ts";
import {
  EMOJI_MARKS,
  GRADE_ENDS,
  LETTER_GRADES,
  NUMBER_WORDS,
  numberOf,
  outOfLength,
  scoreAt,
  verdict,
} from "./sub_rating_scores.ts";

/** Verbs between a name and its grade ("Communication gets a B+"). */
const GRADE_VERBS = new Set([
  "gets",
  "get",
  "got",
  "earns",
  "earned",
  "is",
  "was",
]);

/** A bare number given an aspect ("Timeliness 5", "3 for the price"). */
interface BareScore {
  aspect: AspectId;
  value: number;
  from: number;
  to: number;
  /** After a separator ("Courtesy: 5."): a score even on its own. */
  alone: boolean;
}

/** One aspect rated by name. */
export interface SubRating {
  /** The aspect the name stands for. */
  aspect: AspectId;
  /** +1 for a high score, 0 for a middling one, -1 for a low one. */
  score: number;
  /** View positions of the name and the last mark of the score. */
  from: number;
  to: number;
}

/**
 * A bare whole number at view position `at` that ends its list item
 * ("Timeliness 5, courtesy 4"), or null: not "Price 3 visits", "work
 * 5/10" or "Timeliness: 7:55".
 */
function bareNumberAt(sv: SentenceView, at: number): number | null {
  const word = wordAt(sv, at);
  if (!/^\d{1,2}$/.test(word) || Number(word) > 10) return null;
  const next = wordAt(sv, at + 1);
  return next === "" || next === "and" || (GRADE_ENDS.has(next) && next !== "/")
    ? Number(word)
    : null;
}

/** Whether the sentence gives a score out of ten ("out of 10", "9/10"). */
function saysOutOfTen(sv: SentenceView): boolean {
  for (let p = 0; p < sv.view.length; p++) {
    const word = wordAt(sv, p);
    if (/^\d+(\.\d+)?\/10$/.test(word)) return true;
    const of = outOfLength(sv, p);
    const scale = of > 0 ? wordAt(sv, p + of) : "";
    if (scale === "10" || scale === "ten") return true;
  }
  return false;
}

/**
 * Words between a score and what it is given for ("5 stars for the work",
 * "10/10 pou konesans", "5/5 pour la propreté", "2/5 para el precio").
 */
const FOR_WORDS = new Set([
  "for",
  "on",
  "in",
  "pour",
  "pou",
  "para",
  "por",
  "per",
  "für",
  "voor",
]);

/** Words between "for" and the name ("for the work", "pour la propreté"). */
const DETERMINERS = new Set([
  "the",
  "their",
  "his",
  "her",
  "its",
  "my",
  "our",
  "la",
  "le",
  "les",
  "el",
  "los",
  "las",
  "lo",
  "il",
  "o",
  "os",
  "die",
  "den",
  "het",
]);

/**
 * The aspect named after a score that ends at view position `end` ("…
 * for the work", "a 6 on price") and the name's position, or null.
 */
function nameAfter(
  sv: SentenceView,
  end: number,
): { aspect: AspectId; at: number } | null {
  if (!FOR_WORDS.has(wordAt(sv, end + 1))) return null;
  let at = end + 2;
  if (DETERMINERS.has(wordAt(sv, at))) at++;
  const aspect = LABELS.get(wordAt(sv, at));
  return aspect === undefined ? null : { aspect, at };
}

/** Whether a word may start a score: a digit, a number word, a star, an emoji mark or a letter grade. */
function startsScore(word: string): boolean {
  return /^[\d★☆]/u.test(word) || NUMBER_WORDS.has(word) ||
    LETTER_GRADES.has(word) || EMOJI_MARKS.has(word);
}

/**
 * A letter grade at view position `at` given for what follows it ("a B
 * on communication", "C+ for cleanup", "A+ communication"), or null.
 * Only a signed grade names its aspect right after it: "a communication"
 * is an article.
 */
function letterBefore(
  sv: SentenceView,
  at: number,
): {
  score: number;
  end: number;
  named?: { aspect: AspectId; at: number };
} | null {
  const score = LETTER_GRADES.get(wordAt(sv, at));
  if (score === undefined) return null;
  const sign = wordAt(sv, at + 1);
  const end = (sign === "+" || sign === "-") && sv.tokens[sv.view[at + 1]].glued
    ? at + 1
    : at;
  if (FOR_WORDS.has(wordAt(sv, end + 1))) return { score, end };
  // "Punctuality: A+ Communication: C": the grade is the name's before it.
  const before = SEPARATORS.has(wordAt(sv, at - 1)) ? at - 2 : at - 1;
  const aspect = LABELS.get(wordAt(sv, end + 1));
  return end > at && aspect !== undefined && !LABELS.has(wordAt(sv, before))
    ? { score, end, named: { aspect, at: end + 1 } }
    : null;
}

/** Marks after which a list item starts ("Northwind: 👍 puntualidad, 👎 precio"). */
const ITEM_STARTS = new Set([
  ":",
  ",",
  ";",
  ".",
  "!",
  "/",
  "(",
  "|",
  "-",
  "–",
  "—",
]);

/** Marks that close an item whose name follows its mark ("👍 precio, …"). */
const ITEM_ENDS = new Set([",", ".", ";", "!", "/", ")"]);

/**
 * The name that ends its list item right after a mark that ends at view
 * position `end` ("👍 puntualidad," "✅ limpieza ❌", "5/5 work."): its
 * aspect and the positions of its first and last words, or null.
 */
function nameEndingItem(
  sv: SentenceView,
  end: number,
): { aspect: AspectId; at: number; last: number } | null {
  const at = end + 1;
  const aspect = LABELS.get(wordAt(sv, at));
  if (aspect === undefined) return null;
  let last = at;
  const rest = NAME_ENDS.get(wordAt(sv, at));
  if (rest && rest.every((word, k) => wordAt(sv, at + 1 + k) === word)) {
    last += rest.length;
  }
  const next = wordAt(sv, last + 1);
  return next === "" || ITEM_ENDS.has(next) ||
      scoreAt(sv, last + 1, { grades: false })
    ? { aspect, at, last }
    : null;
}

/**
 * Whether a mark (`scoreAt` without grades) may start with `word`: a
 * digit, a number word, a star or an emoji mark.
 */
export function mayStartMark(word: string): boolean {
  return startsScore(word) || word === "⭐";
}

/**
 * Marks written before the names they rate ("👍 puntualidad, 👎 precio,
 * 😐 limpieza", "✅ Pünktlichkeit ❌ Preis", "5/5 punctuality, 2/5
 * cleanliness"). A mark counts where a list item starts, or anywhere once
 * one such mark has led with words ("✅ on time ✅ shoe covers ❌ price"):
 * in "Late 👎 price, though, was fair" the thumb is the lateness's.
 */
function marksBefore(sv: SentenceView): SubRating[] {
  const found: SubRating[] = [];
  let leading = false;
  for (let p = 0; p < sv.view.length; p++) {
    // Speed: a mark starts only with a word a score may start with, or an
    // emoji star; most words are neither, and `scoreAt` is dear per word
    // (sub_ratings_test.ts holds this to reading every word).
    if (!mayStartMark(wordAt(sv, p))) continue;
    const mark = scoreAt(sv, p, { grades: false });
    if (mark === null) continue;
    const starts = p === 0 || ITEM_STARTS.has(wordAt(sv, p - 1));
    const next = wordAt(sv, mark.end + 1);
    if (
      starts && /\p{L}/u.test(next) && scoreAt(sv, mark.end + 1) === null
    ) {
      leading = true;
    }
    const named = starts || leading ? nameEndingItem(sv, mark.end) : null;
    if (named === null) continue;
    found.push({
      aspect: named.aspect,
      score: mark.score,
      from: p,
      to: named.last,
    });
    p = named.at - 1;
  }
  return found;
}

/**
 * The ratings of a sentence read both ways, names first (`after`, marks
 * after them) and marks first (`before`): where the two read the same
 * marks, the reading that rates more names with them wins ("✅ limpieza ❌ precio"
 * is not "limpieza ❌"; "Punctuality 👍 Price 😐 Cleanliness 👎" not "👍
 * Price"), on a tie the names first.
 */
function eitherWay(after: SubRating[], before: SubRating[]): SubRating[] {
  const overlaps = (a: SubRating, b: SubRating) =>
    a.from <= b.to && b.from <= a.to;
  const clashing = after.filter((a) => before.some((b) => overlaps(a, b)));
  // Count only the marks-first ratings the names-first ones clash with: a
  // rating elsewhere in the sentence ("✅ punctuality, Price 👍
  // Cleanliness") is kept either way and decides nothing.
  const rival = before.filter((b) => after.some((a) => overlaps(a, b)));
  return rival.length > clashing.length
    ? [...before, ...after.filter((a) => !clashing.includes(a))]
    : [...after, ...before.filter((b) => !after.some((a) => overlaps(a, b)))];
}

/**
 * The aspects a sentence rates by name, in text order.
 *
 * @param sv The sentence.
 * @returns One entry per name followed by a score on a scale of 5 or 10,
 * or by a bare number in a list of them ("Timeliness 5, courtesy 4,
 * value 2": a scale of 5, or of 10 when a score is above 5 or the
 * sentence says so) or after a separator ("Courtesy: 5.").
 */
export function subRatings(sv: SentenceView): SubRating[] {
  const { tokens, view } = sv;
  const found: SubRating[] = [];
  const bare: BareScore[] = [];
  for (let p = 0; p < view.length; p++) {
    const aspect = LABELS.get(tokens[view[p]].norm);
    if (aspect === undefined) {
      // "Five stars for the work, 3 for the price", "a D on scheduling":
      // the score first.
      if (!startsScore(wordAt(sv, p))) continue;
      const written: ReturnType<typeof letterBefore> = letterBefore(sv, p) ??
        scoreAt(sv, p);
      const value = written === null ? numberOf(wordAt(sv, p)) : null;
      const named = written?.named ?? nameAfter(sv, written?.end ?? p);
      if (named === null) continue;
      if (written !== null) {
        found.push({ ...named, score: written.score, from: p, to: named.at });
      } else if (value !== null && value <= 10) {
        bare.push({ ...named, value, from: p, to: named.at, alone: false });
      }
      p = named.at;
      continue;
    }
    let at = p + 1;
    // "The work itself 5/5", "Value for money: C", "Work product: 4/5".
    if (at < view.length && tokens[view[at]].norm === "itself") at++;
    const rest = NAME_ENDS.get(tokens[view[p]].norm);
    if (rest && rest.every((word, k) => wordAt(sv, at + k) === word)) {
      at += rest.length;
    }
    const separated = at < view.length &&
      SEPARATORS.has(tokens[view[at]].norm);
    if (separated) at++;
    // "Communication gets a B+".
    if (at < view.length && GRADE_VERBS.has(tokens[view[at]].norm)) {
      at++;
      const article = at < view.length ? tokens[view[at]].norm : "";
      if (article === "a" || article === "an") at++;
    }
    const written = scoreAt(sv, at);
    if (written !== null) {
      found.push({ aspect, score: written.score, from: p, to: written.end });
      p = written.end;
      continue;
    }
    const value = bareNumberAt(sv, at);
    if (value !== null) {
      bare.push({ aspect, value, from: p, to: at, alone: separated });
      p = at;
    }
  }
  // A bare number is a score in a list of them, next to a written score,
  // or alone after a separator ("Courtesy: 5.").
  if (bare.length >= 2 || found.length > 0 || bare.some((b) => b.alone)) {
    const scale = saysOutOfTen(sv) || bare.some((entry) => entry.value > 5)
      ? 10
      : 5;
    for (const { aspect, value, from, to } of bare) {
      found.push({ aspect, score: verdict(value, scale), from, to });
    }
  }
  return eitherWay(found, marksBefore(sv)).sort((a, b) => a.from - b.from);
}

/**
 * Whether a list item ends before view position `at`: at the end, a mark
 * or a capital ("👍 Showing up on time"), not "✅ on time" or "3/5 fir de
 * Präis", where the score is the words' after it.
 */
function endsItem(sv: SentenceView, at: number): boolean {
  if (at >= sv.view.length) return true;
  const token = sv.tokens[sv.view[at]];
  return token.cap || !/\p{L}/u.test(token.text);
}

/** A score given to words that are no aspect's name ("Showing up on time: 👎"). */
export interface RatedPhrase {
  /** +1 for a high score, 0 for a middling one, -1 for a low one. */
  score: number;
  /** View position of the phrase's first word. */
  from: number;
  /** View position of the phrase's last word. */
  to: number;
  /** Whether the phrase names a service ("Generator interlock: 👍"). */
  service: boolean;
  /** The aspect a name in the phrase stands for ("Price for the panel: 👎"). */
  named?: AspectId;
}

/** Marks between a phrase and its score ("Easy to book? A."). */
const PHRASE_SEPARATORS = new Set([...SEPARATORS, "?"]);

/** The longest phrase read as a list item's name. */
const MAX_PHRASE_WORDS = 6;

/**
 * Scores given to a list item of a few words rather than a name
 * ("Generator interlock: 👍 Showing up on time: 👎", "Duct cleaning: A+",
 * "Arrives on time: A"): the phrase runs back from the separator to the
 * last punctuation or mark, and holds no person, company or rated name.
 *
 * @param sv The sentence.
 * @param named The sentence's sub-ratings of named aspects (`subRatings`).
 * @returns One entry per such phrase, in text order.
 */
export function ratedPhrases(
  sv: SentenceView,
  named: readonly SubRating[],
): RatedPhrase[] {
  const found: RatedPhrase[] = [];
  // Just after the last score read: "Arrives on time: A. Gentle with …".
  let start = 0;
  for (let s = 1; s < sv.view.length; s++) {
    if (!PHRASE_SEPARATORS.has(wordAt(sv, s))) continue;
    const written = scoreAt(sv, s + 1);
    if (written === null || !endsItem(sv, written.end + 1)) continue;
    // "Gutters: 3 stars": the site's stars rate the whole visit.
    const marks = sv.view.slice(s + 1, written.end + 1)
      .map((i) => sv.tokens[i].norm).join(" ");
    if (/star|[★☆⭐]/u.test(marks)) continue;
    let from = s;
    while (from > start && /[\p{L}\d]/u.test(wordAt(sv, from - 1))) from--;
    // "Punctuality: A Showing up on time: F": after the rated name.
    for (const rating of named) {
      if (rating.to < s && rating.to >= from) from = rating.to + 1;
    }
    const tokens = sv.view.slice(from, s).map((i) => sv.tokens[i]);
    if (
      tokens.length === 0 || tokens.length > MAX_PHRASE_WORDS ||
      tokens.some((t) => t.tag !== undefined && t.tag !== "@service") ||
      named.some((rating) => rating.from <= written.end && rating.to >= from)
    ) continue;
    const label = tokens.map((t) => LABELS.get(t.norm)).find((a) => a);
    found.push({
      score: written.score,
      from,
      to: s - 1,
      service: tokens.some((t) => t.tag === "@service"),
      ...(label ? { named: label } : {}),
    });
    s = written.end;
    start = s + 1;
  }
  return found;
}
