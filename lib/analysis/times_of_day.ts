/**
 * Times of day as reviews write them: "11", "11:30", "11am", "11 pm",
 * "noon", the French "11h", "11h30", "11 h", halves said in words ("8 and
 * half", "a las 8 y media", "8h et demie"), and the times said wholly in
 * words that `clock_words.ts` reads ("half eight", "quarter to nine").
 * `arrival_times.ts` compares them.
 *
 * @module
 */
import type { Token } from "./text_nlp.ts";
import { spokenTimeAt } from "./clock_words.ts";

const TIME = /^(\d{1,2})(?:[:h](\d{2})?)?(am|pm)?$/;

/** Units after a number that make it a duration. */
const DURATIONS = new Set(
  ("hour hours hr hrs minute minutes min mins day days week weeks month " +
    "months year years horas minutos heures").split(" "),
);

/** "am" and "pm" as a word after the hour, with or without stops. */
const MERIDIEM: ReadonlyMap<string, "am" | "pm"> = new Map([
  ["am", "am"],
  ["pm", "pm"],
  ["a.m.", "am"],
  ["p.m.", "pm"],
  ["a.m", "am"],
  ["p.m", "pm"],
]);

/** Words for midday. */
const MIDDAY_WORDS = new Set(["noon", "midday", "lunchtime", "lunch"]);

/** Minutes said in words after an hour ("8 and half", "y media"). */
const HALF_HOURS = new Map([
  ["and half", 30],
  ["y media", 30],
  ["y cuarto", 15],
  ["et demie", 30],
  ["et quart", 15],
]);

/** French hour marks after a number: "11 h", "9 h.", "11 h30". */
const FRENCH_HOUR = /^h(\d{2})?\.?$/;

/**
 * An hour of the day (in hours) from a token and the one after it: "11",
 * "11:30", "11am", "11 pm", "noon" (or "midday", "lunch"), and the French
 * "11h", "11h30", "11 h".
 * An hour from 1 to 6 without "am" is read as the afternoon.
 *
 * @param tokens The text's tokens.
 * @param view The sentence's view positions.
 * @param p The view position of the time's first token.
 * @returns The hour (minutes as its fraction), or null if none is there.
 */
export function timeOf(
  tokens: readonly Token[],
  view: readonly number[],
  p: number,
): number | null {
  const text = tokens[view[p]].norm;
  // "Rocked up at lunch instead of 8am": the meal is midday.
  if (MIDDAY_WORDS.has(text)) return 12;
  const match = TIME.exec(text);
  if (!match) return spokenTimeAt(tokens, view, p)?.hour ?? null;
  let hour = Number(match[1]);
  if (hour > 23) return null;
  const next = p + 1 < view.length ? tokens[view[p + 1]].norm : "";
  // "waited for 2 hours" is a duration, not a time.
  if (DURATIONS.has(next)) return null;
  const suffix = match[3] ?? MERIDIEM.get(next) ?? null;
  const french = FRENCH_HOUR.exec(next);
  let minutes = Number(match[2] ?? 0);
  if (french?.[1] !== undefined && match[2] === undefined) {
    minutes = Number(french[1]);
  }
  // "8 and half", "a las 8 y media", "8h et demie" (the "h" a token of
  // its own, the half after it).
  const half = french !== null && french[1] === undefined ? p + 2 : p + 1;
  const fraction = half + 1 < view.length
    ? HALF_HOURS.get(
      `${tokens[view[half]].norm} ${tokens[view[half + 1]].norm}`,
    )
    : undefined;
  if (fraction !== undefined && match[2] === undefined) minutes = fraction;
  if (suffix === "pm" && hour < 12) hour += 12;
  else if (suffix === "am" && hour === 12) hour = 0;
  else if (suffix === null && hour < 7) hour += 12;
  return hour + minutes / 60;
}

/**
 * The view position after a time's last token ("11 am", "9 h", "half past
 * eight").
 *
 * @param tokens The text's tokens.
 * @param view The sentence's view positions.
 * @param p The view position of the time's first token.
 * @returns The position just after the time.
 */
export function afterTime(
  tokens: readonly Token[],
  view: readonly number[],
  p: number,
): number {
  if (!TIME.test(tokens[view[p]].norm)) {
    const spoken = spokenTimeAt(tokens, view, p);
    if (spoken !== null) return spoken.last + 1;
  }
  const next = p + 1 < view.length ? tokens[view[p + 1]].norm : "";
  return MERIDIEM.has(next) || FRENCH_HOUR.test(next) ? p + 2 : p + 1;
}
