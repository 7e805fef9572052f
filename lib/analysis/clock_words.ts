/**
 * Times of day said in words: "eight", "half eight" (British for 8:30),
 * "half past eight", "quarter to nine", "eight o'clock". Digits ("8:30",
 * "8am") are read in `times_of_day.ts`, which asks here first.
 *
 * A number word is an hour only where nothing after it makes it a count
 * ("eight hundred", "two days", "three quotes").
 *
 * @module
 */
import type { Token } from "./text_nlp.ts";

/** Hours in words. */
const HOUR_WORDS = new Map(
  "one two three four five six seven eight nine ten eleven twelve".split(" ")
    .map((word, index) => [word, index + 1]),
);

/** Minutes before "past"/"to" an hour. */
const FRACTIONS = new Map([["half", 30], ["quarter", 15]]);

/** Words after an hour that keep it a time of day. */
const CLOCK_MARKS = new Set(["o'clock", "oclock", "o’clock", "sharp", "ish"]);

/** Parts of speech after a number word that make it a count. */
const COUNTED = new Set(["NOUN", "NUM", "PROPN", "ADJ"]);

/** A time of day in words and the view position of its last token. */
export interface SpokenTime {
  /** Hour of the day, fraction for minutes, 1–6 read as afternoon. */
  hour: number;
  /** View position of the time's last token. */
  last: number;
}

/**
 * The time of day said in words at view position `p`, or null.
 *
 * @param tokens The text's tokens.
 * @param view The sentence's view (token indexes).
 * @param p The position of the time's first word.
 * @returns The hour and the time's last position, or null.
 */
export function spokenTimeAt(
  tokens: readonly Token[],
  view: readonly number[],
  p: number,
): SpokenTime | null {
  const norm = (q: number) => q < view.length ? tokens[view[q]].norm : "";
  const minutes = FRACTIONS.get(norm(p));
  if (minutes !== undefined) {
    // "half past eight", "quarter to nine"; British "half eight" only
    // with "half" (a "quarter eight" is not said).
    const link = norm(p + 1);
    const at = link === "past" || link === "to" ? p + 2 : p + 1;
    if (at === p + 1 && minutes !== 30) return null;
    const hour = hourAt(tokens, view, at);
    if (hour === null) return null;
    const offset = link === "to" ? -minutes : minutes;
    return { hour: afternoon(hour) + offset / 60, last: at };
  }
  const hour = hourAt(tokens, view, p);
  return hour === null ? null : { hour: afternoon(hour), last: p };
}

/** An hour word at `p` that is no count ("eight", "eight o'clock"). */
function hourAt(
  tokens: readonly Token[],
  view: readonly number[],
  p: number,
): number | null {
  if (p >= view.length) return null;
  const hour = HOUR_WORDS.get(tokens[view[p]].norm);
  if (hour === undefined) return null;
  const next = p + 1 < view.length ? tokens[view[p + 1]] : undefined;
  if (
    next !== undefined && !CLOCK_MARKS.has(next.norm) && COUNTED.has(next.pos)
  ) {
    return null;
  }
  return hour;
}

/** Without am or pm, 1 to 6 is the afternoon (as with digits). */
function afternoon(hour: number): number {
  return hour < 7 ? hour + 12 : hour;
}
