/**
 * Times of day in a sentence: an arrival time compared with the window
 * given before it ("between 8 and 12 ... showed up at 2": late).
 *
 * @module
 */
import type { Token } from "./text_nlp.ts";
import type { AgreedTime, SentenceView } from "./sentence_view.ts";
import { afterTime, timeOf } from "./times_of_day.ts";
import {
  AGREED_AFTER,
  AGREED_BEFORE,
  AGREED_MARKERS,
  ARRIVAL_VERBS,
  CONCEDING,
  DAY_PERIODS,
  MESSAGES,
  NOT_ARRIVING_AFTER_GET,
  RANGE_WORDS,
  TIME_ARTICLES,
  TIME_PREPOSITIONS,
  WINDOW_LINKS,
} from "./arrival_words.ts";

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
  let time = timeOf(tokens, view, q);
  if (time === null) return null;
  // "For an 8 to 10 window": its end, when it is read.
  if (isWindowStart(tokens, view, q)) {
    const end = windowEndAt(tokens, view, q);
    if (end === null) return null;
    time = end.to;
  }
  for (let r = q + 1; r < Math.min(view.length, q + 5); r++) {
    if (AGREED_AFTER.has(tokens[view[r]].norm)) return time;
  }
  return null;
}

/**
 * The time after a preposition at `p`, past an article ("a las 11"), and
 * the position of its number, or null.
 */
function timeAfter(tokens: readonly Token[], view: number[], p: number) {
  let q = p + 1;
  if (q < view.length && TIME_ARTICLES.has(tokens[view[q]].norm)) q++;
  const hour = q < view.length ? timeOf(tokens, view, q) : null;
  return hour === null ? null : { hour, at: q };
}

/** Whether the time at `p` opens a window ("8 and 10", "8h à 10h"). */
function isWindowStart(tokens: readonly Token[], view: number[], p: number) {
  // "Noon to four": a window even when its end is not read.
  const link = afterTime(tokens, view, p);
  if (link >= view.length) return false;
  const norm = tokens[view[link]].norm;
  if (RANGE_WORDS.has(norm) || norm.startsWith("to-")) return true;
  return windowEndAt(tokens, view, p) !== null;
}

/** The other end of a window opened at `p`, and its position, or null. */
function windowEndAt(tokens: readonly Token[], view: number[], p: number) {
  const link = afterTime(tokens, view, p);
  if (link >= view.length) return null;
  // "1-to-5": the end joined to its "to" (the dash is no view word).
  const joined = /^to-(.+)$/.exec(tokens[view[link]].norm);
  if (joined) {
    const to = timeOf([{ ...tokens[view[link]], norm: joined[1] }], [0], 0);
    return to === null ? null : { to, at: link };
  }
  let second = link + 1;
  if (second < view.length && TIME_ARTICLES.has(tokens[view[second]].norm)) {
    second++;
  }
  if (second >= view.length || !WINDOW_LINKS.has(tokens[view[link]].norm)) {
    return null;
  }
  const to = timeOf(tokens, view, second);
  return to === null ? null : { to, at: second };
}

/**
 * Whether the word at `p` comes before an arrival's time: "at", "around",
 * Spanish "a" only before an article ("a las 11"; English "a" is one).
 */
function isTimePreposition(
  tokens: readonly Token[],
  view: number[],
  p: number,
): boolean {
  const norm = tokens[view[p]].norm;
  if (norm === "a") {
    return p + 1 < view.length && TIME_ARTICLES.has(tokens[view[p + 1]].norm);
  }
  return TIME_PREPOSITIONS.has(norm);
}

/** A clock time ("12:15", "8:05am", "9am"), never a bare number. */
const CLOCK_TIME = /^\d{1,2}(?::\d{2}(?:am|pm)?|am|pm)$/;

/**
 * The time an arrival names from `p`, and the position of its number:
 * after a preposition ("showed up at 8:05", "a las 11") or, as a clock
 * time, right after the arrival word ("Tech came 12:15", "was at my door
 * 8:05"); a bare number there is no time ("came 3 times").
 */
function arrivalTimeAt(tokens: readonly Token[], view: number[], p: number) {
  if (isTimePreposition(tokens, view, p)) return timeAfter(tokens, view, p);
  if (
    p + 1 >= view.length || !CLOCK_TIME.test(tokens[view[p + 1]].norm) ||
    !isArrival(tokens, view, p)
  ) return null;
  const hour = timeOf(tokens, view, p + 1);
  return hour === null ? null : { hour, at: p + 1 };
}

/** Whether the word at `p` tells an arrival ("showed", not "be there at"). */
function isArrival(tokens: readonly Token[], view: number[], p: number) {
  const norm = tokens[view[p]].norm;
  if (!ARRIVAL_VERBS.has(norm)) return false;
  // "Her 'on my way' text came at 8:01": a message arrived, not she; "got
  // the on-my-way text at 5:40": one was received.
  if (p > 0 && MESSAGES.has(tokens[view[p - 1]].norm)) return false;
  if (
    (norm === "get" || norm === "got") &&
    view.slice(p + 1, p + 7).some((index) => MESSAGES.has(tokens[index].norm))
  ) return false;
  // "When you get off at 7am", "got up at 6": the customer's day.
  if (
    (norm === "get" || norm === "got") && p + 1 < view.length &&
    NOT_ARRIVING_AFTER_GET.has(tokens[view[p + 1]].norm)
  ) return false;
  // "The cam shows him parked out front at 8:50": only "shows up" arrives.
  if (
    norm === "shows" &&
    (p + 1 >= view.length || tokens[view[p + 1]].norm !== "up")
  ) return false;
  // "She'd be there at 9:30" is a promise, not an arrival.
  return (norm !== "here" && norm !== "there") || p === 0 ||
    tokens[view[p - 1]].norm !== "be" || p + 1 >= view.length ||
    !isTimePreposition(tokens, view, p + 1);
}

/**
 * The window a part of the day names at `p` when it is what was agreed
 * ("for a morning appointment", "said morning"), or null ("came in the
 * morning" agrees nothing).
 */
function periodWindowAt(
  tokens: readonly Token[],
  view: number[],
  p: number,
): [number, number] | null {
  const period = DAY_PERIODS.get(tokens[view[p]].norm);
  if (period === undefined) return null;
  const agreed = (p > 0 && AGREED_BEFORE.has(tokens[view[p - 1]].norm)) ||
    markedAgreed(tokens, view, p);
  return agreed ? period : null;
}

/**
 * Whether an agreement word is among the four words before the time at
 * `p`, or a booking word right after it.
 */
function markedAgreed(tokens: readonly Token[], view: number[], p: number) {
  for (let q = Math.max(0, p - 4); q < p; q++) {
    if (AGREED_MARKERS.has(tokens[view[q]].norm)) return true;
  }
  // "for a 7-9 window", "for an 8am appointment".
  const end = afterTime(tokens, view, p);
  return end < view.length && AGREED_AFTER.has(tokens[view[end]].norm);
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
  // "Arrived at 11:58 for a window until 12, so technically on time": the
  // reviewer's own lukewarm verdict stands.
  if (concedesTime(sv)) return 0;
  const before = sv.agreedBefore ?? null;
  // With nothing agreed before, the scan is the one `agreedTimeOf` made
  // of this sentence for the next: it is read again, not made again.
  if (before === null) return scanAlone(sv).score;
  return scanTimes(sv, before).score;
}

/**
 * Whether a sentence grants an arrival on time only in the letter
 * ("Technically on time."), a lukewarm verdict.
 *
 * @param sv The sentence.
 * @returns Whether it says "technically" or the like.
 */
export function concedesTime(sv: SentenceView): boolean {
  return sv.view.some((p) => CONCEDING.has(sv.tokens[p].norm));
}

/**
 * The window or time a sentence agrees without an arrival to compare
 * with it ("They said between 8 and 10."), or null.
 *
 * @param sv The sentence.
 * @returns What it agrees, for the sentence after it.
 */
export function agreedTimeOf(sv: SentenceView): AgreedTime | null {
  const scanned = scanAlone(sv);
  return scanned.score === 0 ? scanned.agreed : null;
}

/** A sentence's comparison, and what it left agreed (`scanTimes`). */
interface Scanned {
  score: number;
  agreed: AgreedTime | null;
}

/**
 * The scans of sentences with no time agreed before them (`scanAlone`):
 * a scan reads only the sentence's tokens, which no longer change once
 * the sentence is cut out.
 */
const SCANNED = new WeakMap<SentenceView, Scanned>();

/** `scanTimes(sv, null)`, made once per sentence. */
function scanAlone(sv: SentenceView): Scanned {
  let scanned = SCANNED.get(sv);
  if (scanned === undefined) {
    scanned = scanTimes(sv, null);
    SCANNED.set(sv, scanned);
  }
  return scanned;
}

/**
 * An arrival's hour read as the afternoon for want of "am" (`timeOf` takes
 * "6:55" for 18:55) is taken back to the morning when that puts it within
 * two hours of the agreed time ("6:55 for a 7:00 appointment"): half a day
 * off is a misreading, not a late arrival.
 */
function nearAgreed(at: number, agreed: number): number {
  return at >= 13 && at < 19 && Math.abs(at - 12 - agreed) <= 2 ? at - 12 : at;
}

/** The comparison of a sentence, and what it left agreed. */
function scanTimes(
  sv: SentenceView,
  before: AgreedTime | null,
): Scanned {
  const { tokens, view } = sv;
  let window: [number, number] | null = before !== null && "window" in before
    ? before.window
    : null;
  let windowEnd = -1;
  let sawArrival = false;
  let agreed: number | null = before !== null && "at" in before
    ? before.at
    : null;
  // An arrival told before what was agreed ("arrived at 11 and the
  // appointment was at 9").
  let arrivedAt: number | null = null;
  const result = (score: number) => ({
    score,
    agreed: window !== null
      ? { window }
      : agreed !== null
      ? { at: agreed }
      : null,
  });
  const late = (at: number, promised: number) =>
    result(nearAgreed(at, promised) > promised + GRACE_HOURS ? -1 : 1);
  const afterWindow = (at: number, [from, to]: [number, number]) =>
    result(nearAgreed(at, from) > to ? -1 : 1);
  for (let p = 0; p < view.length; p++) {
    const token = tokens[view[p]];
    if (window === null && agreed === null && !sawArrival && p > 0) {
      const time = AGREED_BEFORE.has(tokens[view[p - 1]].norm) ||
          markedAgreed(tokens, view, p)
        ? timeOf(tokens, view, p)
        : null;
      if (time !== null && !isWindowStart(tokens, view, p)) {
        agreed = time;
        continue;
      }
    }
    if (isArrival(tokens, view, p)) sawArrival = true;
    if (window === null && agreed === null) {
      if (sawArrival) {
        const arrival = arrivalTimeAt(tokens, view, p);
        if (arrival !== null) {
          const promised = agreedAfter(
            tokens,
            view,
            afterTime(tokens, view, arrival.at),
          );
          if (promised !== null) return late(arrival.hour, promised);
          if (arrivedAt === null) {
            arrivedAt = arrival.hour;
            p = arrival.at;
            continue;
          }
        }
      }
    }
    if (agreed !== null) {
      if (!sawArrival) continue;
      const arrival = arrivalTimeAt(tokens, view, p);
      if (arrival === null) continue;
      return late(arrival.hour, agreed);
    }
    if (window === null) {
      const range = /^(\d{1,2}(?::\d{2})?)[-–](\d{1,2}(?::\d{2})?(?:am|pm)?)$/
        .exec(token.norm);
      if (range) {
        const to = timeOf([{ ...token, norm: range[2] }], [0], 0);
        let from = timeOf([{ ...token, norm: range[1] }], [0], 0);
        if (from !== null && to !== null) {
          if (from > to) from -= 12;
          if (arrivedAt !== null) {
            if (markedAgreed(tokens, view, p)) {
              return afterWindow(arrivedAt, [from, to]);
            }
            continue;
          }
          window = [from, to];
          windowEnd = p;
        }
        continue;
      }
      const period = periodWindowAt(tokens, view, p);
      if (period !== null) {
        // An arrival told first is compared only with a period that names
        // the booking ("came at 3 for a morning appointment"), not with
        // "rang at 7, booked in for that afternoon".
        if (arrivedAt !== null) {
          const next = p + 1 < view.length ? tokens[view[p + 1]].norm : "";
          if (AGREED_AFTER.has(next)) return afterWindow(arrivedAt, period);
          continue;
        }
        window = period;
        windowEnd = p;
        continue;
      }
      const from = timeOf(tokens, view, p);
      if (from === null) continue;
      const end = windowEndAt(tokens, view, p);
      if (arrivedAt !== null) {
        // What was agreed, told after the arrival, is marked as agreed.
        if (!markedAgreed(tokens, view, p)) continue;
        if (end === null) return late(arrivedAt, from);
        return afterWindow(arrivedAt, [from, end.to]);
      }
      if (end === null) continue;
      window = [from > end.to ? from - 12 : from, end.to];
      windowEnd = end.at;
      continue;
    }
    if (p <= windowEnd || !sawArrival) continue;
    if (p + 1 >= view.length) break;
    const arrival = arrivalTimeAt(tokens, view, p);
    if (arrival === null) continue;
    return afterWindow(arrival.hour, window);
  }
  return result(0);
}
