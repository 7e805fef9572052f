/**
 * Sub-ratings written in a review ("Timeliness 2/5", "Value: 3 out of 5",
 * "Cleanliness ★★★★☆", "Knowledge 9/10"): a score the reviewer gives one
 * aspect by name, an explicit evaluation of it (docs/aspects.md, rule 2).
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import type { SentenceView } from "./sentence_view.ts";
import { LANGUAGE_SUB_RATING_LABELS } from "./lexicon_languages.ts";

/** Names a reviewer gives an aspect when rating it. */
const LABELS: ReadonlyMap<string, AspectId> = new Map([
  ["punctuality", "punctuality"],
  ["timeliness", "punctuality"],
  ["promptness", "punctuality"],
  ["arrival", "punctuality"],
  ["timekeeping", "punctuality"],
  ["scheduling", "scheduling"],
  ["availability", "scheduling"],
  ["responsiveness", "scheduling"],
  ["response", "scheduling"],
  ["booking", "scheduling"],
  ["communication", "communication"],
  ["professionalism", "professionalism"],
  ["courtesy", "professionalism"],
  ["friendliness", "professionalism"],
  ["manners", "professionalism"],
  ["attitude", "professionalism"],
  ["cleanliness", "cleanliness"],
  ["tidiness", "cleanliness"],
  ["cleanup", "cleanliness"],
  // The adjective as a name: "clean 2/5", "on time 5/5, clean 2/5".
  ["clean", "cleanliness"],
  ["quality", "quality"],
  ["workmanship", "quality"],
  ["work", "quality"],
  ["expertise", "expertise"],
  ["knowledge", "expertise"],
  ["skill", "expertise"],
  ["price", "price"],
  ["pricing", "price"],
  ["value", "price"],
  ["cost", "price"],
  ["honesty", "honesty"],
  ["transparency", "honesty"],
  // Emoji that name an aspect in a row of marks ("⏰✅ 🧼❌ 💸👍").
  ["⏰", "punctuality"],
  ["🧼", "cleanliness"],
  ["🧹", "cleanliness"],
  ["💸", "price"],
  ["💰", "price"],
  ["💵", "price"],
  ...LANGUAGE_SUB_RATING_LABELS,
]);

/** Words that may end an aspect's name ("value for money", "work product"). */
const NAME_ENDS: ReadonlyMap<string, readonly string[]> = new Map([
  ["value", ["for", "money"]],
  ["work", ["product"]],
  ["response", ["time"]],
  ["clean", ["up"]],
]);

/** Marks allowed between a name and its score ("Value: 4/5", "Value — 4/5"). */
const SEPARATORS = new Set([":", "-", "–", "—", "=", "|"]);

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

/** Letter grades as a report card gives them: A and B high, C middling. */
const LETTER_GRADES: ReadonlyMap<string, number> = new Map([
  ["a", 1],
  ["b", 1],
  ["c", 0],
  ["d", -1],
  ["f", -1],
]);

/**
 * Emoji marks a reviewer gives a named aspect ("price 👍", "cleanup 👎",
 * "⏰✅"): thumbs, ticks and crosses, a shrug or a straight face for
 * middling, a grimace or a clown for bad, a snail for slow.
 */
const EMOJI_MARKS: ReadonlyMap<string, number> = new Map([
  ["✅", 1],
  ["✔️", 1],
  ["✔", 1],
  ["☑️", 1],
  ["👍", 1],
  ["👌", 1],
  ["💯", 1],
  ["⭐", 1],
  ["❌", -1],
  ["✖️", -1],
  ["👎", -1],
  ["😬", -1],
  ["🤡", -1],
  ["💀", -1],
  ["🐌", -1],
  ["🙄", -1],
  ["😐", 0],
  ["🤷", 0],
  ["🤷‍♀️", 0],
  ["🤷‍♂️", 0],
  ["😑", 0],
]);

/** A report card's words ("Communication: needs improvement"). */
const GRADE_PHRASES: ReadonlyArray<[string[], number]> = [
  [["needs", "improvement"], -1],
  [["needs", "work"], -1],
  [["meets", "expectations"], 0],
  [["exceeds", "expectations"], 1],
];

/** Marks that may close a grade ("Cleanup B-, price C."). */
const GRADE_ENDS = new Set([",", ".", ";", "/", ")", "!", "—", "–", "|"]);

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
 * The verdict of a score `value` out of `scale`: high from three quarters
 * of the scale (4 of 5, 8 of 10), low below half (2 of 5, 4 of 10),
 * middling between.
 */
function verdict(value: number, scale: number): number {
  const share = value / scale;
  return share >= 0.75 ? 1 : share >= 0.5 ? 0 : -1;
}

/** The normal form of the word at view position `p`, or "" past the end. */
function wordAt(sv: SentenceView, p: number): string {
  return p >= 0 && p < sv.view.length ? sv.tokens[sv.view[p]].norm : "";
}

/** Numbers spelt out ("five out of five", dictated or written so). */
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
  ]
    .map((name, value) => [name, value]),
);

/** "Out of" in the languages of the sub-rating labels ("4 sur 5", "4 de 5"). */
const OUT_OF_WORDS = new Set(["sur", "de", "sobre"]);

/** The number of words of an "out of" at view position `at`: 0 when none. */
function outOfLength(sv: SentenceView, at: number): number {
  if (wordAt(sv, at) === "out" && wordAt(sv, at + 1) === "of") return 2;
  return OUT_OF_WORDS.has(wordAt(sv, at)) ? 1 : 0;
}

/** The number a word writes, in digits or spelt out, or null. */
function numberOf(word: string): number | null {
  if (/^\d+(\.\d+)?$/.test(word)) return Number(word);
  return NUMBER_WORDS.get(word) ?? null;
}

/**
 * The score written from view position `at` on: its verdict and the
 * position of its last mark, or null when none is written there.
 */
function scoreAt(
  sv: SentenceView,
  at: number,
): { score: number; end: number } | null {
  const { view } = sv;
  const word = (p: number) => wordAt(sv, p);
  const fraction = /^(\d+(?:\.\d+)?)\/(5|10)$/.exec(word(at));
  if (fraction) {
    const value = Number(fraction[1]);
    const scale = Number(fraction[2]);
    return value <= scale ? { score: verdict(value, scale), end: at } : null;
  }
  const value = numberOf(word(at));
  if (value !== null) {
    const of = outOfLength(sv, at + 1);
    if (of > 0) {
      const scale = numberOf(word(at + 1 + of));
      return (scale === 5 || scale === 10) && value <= scale
        ? { score: verdict(value, scale), end: at + 1 + of }
        : null;
    }
    if ((word(at + 1) === "stars" || word(at + 1) === "star") && value <= 5) {
      return { score: verdict(value, 5), end: at + 1 };
    }
    return null;
  }
  const grade = gradeAt(sv, at);
  if (grade !== null) return grade;
  const mark = EMOJI_MARKS.get(word(at));
  if (mark !== undefined) return { score: mark, end: at };
  let full = 0;
  let marks = 0;
  let end = at;
  while (end < view.length && /^[★☆]+$/u.test(word(end))) {
    for (const mark of word(end)) {
      marks++;
      if (mark === "★") full++;
    }
    end++;
  }
  // Five marks, full and empty ("★★★☆☆"), or full stars alone out of five
  // ("Price ★★").
  return marks === 5 || (marks > 0 && marks < 5 && full === marks)
    ? { score: verdict(full, 5), end: end - 1 }
    : null;
}

/**
 * A letter grade ("B-", "A+") or a report card's words ("needs
 * improvement") written from view position `at` on. A letter is a grade
 * only where the sentence or the list item ends after it, or where the
 * next name follows (a signed letter, or one before "Name:"): "Price a bit
 * high" grades nothing.
 */
function gradeAt(
  sv: SentenceView,
  at: number,
): { score: number; end: number } | null {
  const { tokens, view } = sv;
  const word = (p: number) => wordAt(sv, p);
  for (const [phrase, score] of GRADE_PHRASES) {
    if (phrase.every((part, k) => word(at + k) === part)) {
      return { score, end: at + phrase.length - 1 };
    }
  }
  const letter = word(at);
  // The tokeniser keeps "D." of "cleanup D." whole, its full stop closing it.
  if (letter.length === 2 && letter.endsWith(".")) {
    const dotted = LETTER_GRADES.get(letter[0]);
    return dotted === undefined ? null : { score: dotted, end: at };
  }
  const score = LETTER_GRADES.get(letter);
  if (score === undefined) return null;
  let end = at;
  const sign = word(at + 1);
  if ((sign === "+" || sign === "-") && tokens[view[at + 1]].glued) end++;
  const next = end + 1;
  // The next name also closes it: "Punctuality: A+ Communication: C
  // Cleanup: F".
  return next === view.length || GRADE_ENDS.has(word(next)) ||
      (LABELS.has(word(next)) &&
        (end > at || SEPARATORS.has(word(next + 1))))
    ? { score, end }
    : null;
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

/** Words between a score and what it is given for ("5 stars for the work"). */
const FOR_WORDS = new Set(["for", "on", "in"]);

/** Words between "for" and the name ("for the work", "for his manners"). */
const DETERMINERS = new Set(["the", "their", "his", "her", "its", "my", "our"]);

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

/** Whether a word may start a score: a digit, a number word, a star or a letter grade. */
function startsScore(word: string): boolean {
  return /^[\d★☆]/u.test(word) || NUMBER_WORDS.has(word) ||
    LETTER_GRADES.has(word);
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
  return found.sort((a, b) => a.from - b.from);
}
