/**
 * Times of day in a sentence: an arrival time compared with the window
 * given before it ("between 8 and 12 ... showed up at 2": late).
 *
 * @module
 */
import type { Token } from "./text_nlp.ts";
import type { SentenceView } from "./sentence_view.ts";

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
 * and 12 ... showed up at 2"): +1 within or before it, -1 after it, 0
 * when the sentence states no such pair.
 */
export function compareTimes(sv: SentenceView): number {
  const { tokens, view } = sv;
  let window: [number, number] | null = null;
  let windowEnd = -1;
  let sawArrival = false;
  for (let p = 0; p < view.length; p++) {
    const token = tokens[view[p]];
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
    return at > window[1] ? -1 : 1;
  }
  return 0;
}
