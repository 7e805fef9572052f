/**
 * Times of day in a sentence: an arrival time compared with the window
 * given before it ("between 8 and 12 ... showed up at 2": late).
 *
 * @module
 */
import type { Token } from "./text_nlp.ts";
import type { AgreedTime, SentenceView } from "./sentence_view.ts";

const TIME = /^(\d{1,2})(?::(\d{2}))?(am|pm)?$/;
const ARRIVAL_VERBS = new Set([
  "arrive",
  "arrived",
  "show",
  "showed",
  "shown",
  "come",
  "came",
  "get",
  "got",
  "turn",
  "turned",
  "rock",
  "rocked",
  "roll",
  "rolled",
  "pull",
  "pulled",
  "knock",
  "knocked",
  "here",
  "there",
]);
const TIME_PREPOSITIONS = new Set(["at", "around", "about", "after", "past"]);
/** Words before a time that make it the agreed one ("said 10", "booked for 9"). */
const AGREED_BEFORE = new Set([
  "said",
  "say",
  "says",
  "told",
  "promised",
  "booked",
  "scheduled",
  "confirmed",
  "for",
]);
/** What an agreed time after an arrival names ("at 11 for an 8 o'clock start"). */
const AGREED_AFTER = new Set([
  "start",
  "slot",
  "appointment",
  "appt",
  "booking",
  "visit",
  "call",
  "time",
]);
/** Units after a number that make it a duration. */
const DURATIONS = new Set(
  ("hour hours hr hrs minute minutes min mins day days week weeks month " +
    "months year years").split(" "),
);
/** Minutes past an agreed time that still count as on time. */
const GRACE_HOURS = 0.25;

/** The agreed single time named after an arrival, at `p` ("for an 8am slot"). */
function agreedAfter(
  tokens: readonly Token[],
  view: number[],
  p: number,
): number | null {
  if (p >= view.length || tokens[view[p]].norm !== "for") return null;
  let q = p + 1;
  if (
    q < view.length &&
    ["a", "an", "the", "my", "our"].includes(tokens[view[q]].norm)
  ) q++;
  if (q >= view.length) return null;
  const time = timeOf(tokens, view, q);
  if (time === null) return null;
  for (let r = q + 1; r < Math.min(view.length, q + 5); r++) {
    if (AGREED_AFTER.has(tokens[view[r]].norm)) return time;
  }
  return null;
}

/** An hour of the day (in hours) from a token and the one after it. */
function timeOf(tokens: readonly Token[], view: number[], p: number) {
  const text = tokens[view[p]].norm;
  if (text === "noon") return 12;
  const match = TIME.exec(text);
  if (!match) return null;
  let hour = Number(match[1]);
  if (hour > 23) return null;
  const next = p + 1 < view.length ? tokens[view[p + 1]].norm : "";
  const suffix = match[3] ?? (next === "am" || next === "pm" ? next : null);
  if (suffix === "pm" && hour < 12) hour += 12;
  else if (suffix === "am" && hour === 12) hour = 0;
  else if (suffix === null && hour < 7) hour += 12;
  return hour + Number(match[2] ?? 0) / 60;
}

/**
 * Compares an arrival time with the window given before it ("between 8
 * and 12 ... showed up at 2"), or with a single agreed time ("said 10,
 * turned up at 1:30", "showed up at 11 for an 8 o'clock start", where a
 * quarter of an hour late is still on time): +1 within or before it, -1
 * after it, 0 when the sentence states no such pair. A sentence that
 * states no agreed time of its own compares with the one the sentence
 * before it stated (`SentenceView.agreedBefore`: "They said between 8
 * and 10. Angie pulled in at 8:04.").
 */
export function compareTimes(sv: SentenceView): number {
  return scanTimes(sv, sv.agreedBefore ?? null).score;
}

/**
 * The window or time a sentence agrees without an arrival to compare
 * with it ("They said between 8 and 10."), or null.
 *
 * @param sv The sentence.
 * @returns What it agrees, for the sentence after it.
 */
export function agreedTimeOf(sv: SentenceView): AgreedTime | null {
  const scanned = scanTimes(sv, null);
  return scanned.score === 0 ? scanned.agreed : null;
}

/** The comparison of a sentence, and what it left agreed. */
function scanTimes(
  sv: SentenceView,
  before: AgreedTime | null,
): { score: number; agreed: AgreedTime | null } {
  const { tokens, view } = sv;
  let window: [number, number] | null = before !== null && "window" in before
    ? before.window
    : null;
  let windowEnd = -1;
  let sawArrival = false;
  let agreed: number | null = before !== null && "at" in before
    ? before.at
    : null;
  const result = (score: number) => ({
    score,
    agreed: window !== null
      ? { window }
      : agreed !== null
      ? { at: agreed }
      : null,
  });
  for (let p = 0; p < view.length; p++) {
    const token = tokens[view[p]];
    if (window === null && agreed === null && !sawArrival && p > 0) {
      const next = p + 1 < view.length ? tokens[view[p + 1]].norm : "";
      // "waited for 2 hours" is a duration, not a time.
      const time = AGREED_BEFORE.has(tokens[view[p - 1]].norm) &&
          !DURATIONS.has(next)
        ? timeOf(tokens, view, p)
        : null;
      if (time !== null) {
        agreed = time;
        continue;
      }
    }
    if (window === null && agreed === null) {
      if (ARRIVAL_VERBS.has(token.norm)) sawArrival = true;
      if (sawArrival && TIME_PREPOSITIONS.has(token.norm)) {
        const at = p + 1 < view.length ? timeOf(tokens, view, p + 1) : null;
        const link = p + 2 < view.length &&
            (tokens[view[p + 2]].norm === "am" ||
              tokens[view[p + 2]].norm === "pm")
          ? p + 3
          : p + 2;
        const promised = at === null ? null : agreedAfter(tokens, view, link);
        if (at !== null && promised !== null) {
          return result(at > promised + GRACE_HOURS ? -1 : 1);
        }
      }
    }
    if (agreed !== null) {
      if (ARRIVAL_VERBS.has(token.norm)) sawArrival = true;
      if (!sawArrival || !TIME_PREPOSITIONS.has(token.norm)) continue;
      const at = p + 1 < view.length ? timeOf(tokens, view, p + 1) : null;
      if (at === null) continue;
      return result(at > agreed + GRACE_HOURS ? -1 : 1);
    }
    if (window === null) {
      const range = /^(\d{1,2}(?::\d{2})?)[-–](\d{1,2}(?::\d{2})?(?:am|pm)?)$/
        .exec(token.norm);
      if (range) {
        const to = timeOf([{ ...token, norm: range[2] }], [0], 0);
        let from = timeOf([{ ...token, norm: range[1] }], [0], 0);
        if (from !== null && to !== null) {
          if (from > to) from -= 12;
          window = [from, to];
          windowEnd = p;
        }
        continue;
      }
      const from = timeOf(tokens, view, p);
      if (from === null || p + 2 >= view.length) continue;
      const link = tokens[view[p + 1]].norm === "am" ||
          tokens[view[p + 1]].norm === "pm"
        ? p + 2
        : p + 1;
      if (
        link + 1 >= view.length ||
        !["and", "to", "-", "–", "until", "till"].includes(
          tokens[view[link]].norm,
        )
      ) continue;
      const to = timeOf(tokens, view, link + 1);
      if (to === null) continue;
      window = [from > to ? from - 12 : from, to];
      windowEnd = link + 1;
      continue;
    }
    if (p <= windowEnd) continue;
    if (ARRIVAL_VERBS.has(token.norm)) sawArrival = true;
    if (!sawArrival || !TIME_PREPOSITIONS.has(token.norm)) continue;
    if (p + 1 >= view.length) break;
    const at = timeOf(tokens, view, p + 1);
    if (at === null) continue;
    return result(at > window[1] ? -1 : 1);
  }
  return result(0);
}
