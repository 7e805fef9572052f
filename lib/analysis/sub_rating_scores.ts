/**
 * How a sub-rating's score is written ("2/5", "3 out of 5", "★★★★☆",
 * "B+", "needs improvement", "👍", "meh") and what it says: high, middling
 * or low, for the sub-rating reader (`sub_ratings.ts`).
 *
 * @module
 */
import type { SentenceView } from "./sentence_view.ts";
import { LABELS, SEPARATORS, wordAt } from "./sub_rating_names.ts";

/** Letter grades as a report card gives them: A and B high, C middling. */
export const LETTER_GRADES: ReadonlyMap<string, number> = new Map([
  ["a", 1],
  ["b", 1],
  ["c", 0],
  ["d", -1],
  ["f", -1],
]);

/**
 * Emoji marks a reviewer gives a named aspect ("price 👍", "cleanup 👎",
 * "⏰✅"): thumbs, ticks and crosses, a shrug, a straight face or a "meh"
 * for middling, a grimace or a clown for bad, a snail for slow.
 */
export const EMOJI_MARKS: ReadonlyMap<string, number> = new Map([
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
  ["😑", 0],
  ["meh", 0],
]);

/** Tokens that only dress an emoji: skin tones, joiners, signs of gender. */
const EMOJI_DRESS = /^[\u{1F3FB}-\u{1F3FF}\u200D\uFE0F\u2640\u2642]+$/u;

/**
 * The emoji mark at view position `at` with its dress and repeats ("👍🏽",
 * "🤷‍♀️", "✅✅"), or a row of two to five stars ("⭐⭐⭐", out of five).
 */
function emojiMarkAt(
  sv: SentenceView,
  at: number,
): { score: number; end: number } | null {
  const word = (p: number) => wordAt(sv, p);
  // Stars are typed with a variation selector ("⭐️⭐️"), a token of its
  // own between them.
  let stars = 0;
  let last = at - 1;
  for (
    let p = at;
    word(p) === "⭐" || (p > at && EMOJI_DRESS.test(word(p)));
    p++
  ) {
    if (word(p) === "⭐") stars++;
    last = p;
  }
  if (stars >= 2 && stars <= 5) {
    return { score: verdict(stars, 5), end: last };
  }
  const score = EMOJI_MARKS.get(word(at));
  if (score === undefined) return null;
  let end = at;
  while (EMOJI_DRESS.test(word(end + 1)) || word(end + 1) === word(at)) end++;
  return { score, end };
}

/** A report card's words ("Communication: needs improvement"). */
const GRADE_PHRASES: ReadonlyArray<[string[], number]> = [
  [["needs", "improvement"], -1],
  [["needs", "work"], -1],
  [["meets", "expectations"], 0],
  [["exceeds", "expectations"], 1],
];

/** Marks that may close a grade ("Cleanup B-, price C."). */
export const GRADE_ENDS = new Set([
  ",",
  ".",
  ";",
  "/",
  ")",
  "!",
  "—",
  "–",
  "|",
]);

/**
 * The verdict of a score `value` out of `scale`: high from three quarters
 * of the scale (4 of 5, 8 of 10), low below half (2 of 5, 4 of 10),
 * middling between.
 */
export function verdict(value: number, scale: number): number {
  const share = value / scale;
  return share >= 0.75 ? 1 : share >= 0.5 ? 0 : -1;
}

/** Numbers spelt out ("five out of five", dictated or written so). */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
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
export function outOfLength(sv: SentenceView, at: number): number {
  if (wordAt(sv, at) === "out" && wordAt(sv, at + 1) === "of") return 2;
  return OUT_OF_WORDS.has(wordAt(sv, at)) ? 1 : 0;
}

/** The number a word writes, in digits or spelt out, or null. */
export function numberOf(word: string): number | null {
  if (/^\d+(\.\d+)?$/.test(word)) return Number(word);
  return NUMBER_WORDS.get(word) ?? null;
}

/**
 * The score written from view position `at` on: its verdict and the
 * position of its last mark, or null when none is written there. With
 * `grades` false, no letter grade or report card's words (default true).
 */
export function scoreAt(
  sv: SentenceView,
  at: number,
  options: { grades?: boolean } = {},
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
  const grade = options.grades === false ? null : gradeAt(sv, at);
  if (grade !== null) return grade;
  const mark = emojiMarkAt(sv, at);
  if (mark !== null) return mark;
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
