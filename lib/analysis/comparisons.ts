/**
 * Verdicts a sentence gives by numbers rather than words: an arrival
 * against its window, a job's length against its promise, a score the
 * reviewer gives an aspect by name, a bill against its quote. They join
 * the statements the cues gave (`statements.ts`).
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import type { Statement } from "./cues.ts";
import type { SentenceView } from "./sentence_view.ts";
import { billAgainstQuote } from "./amounts.ts";
import { compareTimes } from "./arrival_times.ts";
import { compareDurations } from "./durations.ts";
import { ratedPhrases, subRatings } from "./sub_ratings.ts";

/**
 * Gives an aspect a verdict read off numbers (`score`, +1, 0 or -1): two
 * amounts or times compared, or a score the reviewer gives it. A
 * statement of that aspect without a verdict of its own takes it, and
 * without any such statement one is added, spanning `from`–`to` or else
 * the sentence (`length` view positions). A worded verdict stands, but a
 * score the reviewer gave (`given`) outweighs one the rules only inferred
 * ("Workmanship: 2 stars" is not praise of the workmanship).
 */
function applyComparison(
  statements: Statement[],
  comparison: {
    aspect: AspectId;
    score: number;
    length: number;
    from?: number;
    to?: number;
    given?: boolean;
  },
): void {
  const { aspect, score, length, from = 0, to = length - 1 } = comparison;
  const own = statements.find((statement) =>
    statement.aspect === aspect && !Number.isNaN(statement.score)
  );
  // A rating outweighs a cue inferred elsewhere, and a cue on its own
  // name ("Courtesy 3/5" is no praise of the courtesy, "Clean up: F" no
  // praise of the cleaning).
  const outweighs = comparison.given && own !== undefined &&
    (!own.specific || (own.from <= to && own.to >= from));
  if (own && (own.score === 0 || outweighs)) {
    own.score = score;
    own.compared = true;
    if (comparison.given) own.rated = true;
  } else if (!own) {
    statements.push({
      aspect,
      score,
      specific: true,
      compared: true,
      ...(comparison.given ? { rated: true } : {}),
      from,
      to,
      order: from,
    });
  }
}

/**
 * Adds what a sentence says by numbers to its statements.
 *
 * @param sv The sentence.
 * @param statements Its statements so far; changed in place.
 */
export function addComparisons(
  sv: SentenceView,
  statements: Statement[],
): void {
  const length = sv.view.length;
  const timed: Array<[AspectId, number]> = [
    // "A window of 8 to 12, and he showed up at 2": late.
    ["punctuality", compareTimes(sv)],
    // "Said two hours, took six": the job against its promise.
    ["scheduling", compareDurations(sv)],
  ];
  for (const [aspect, score] of timed) {
    if (score !== 0) applyComparison(statements, { aspect, score, length });
  }
  const ratings = subRatings(sv);
  for (const rating of ratings) {
    // "Timeliness 2/5": the reviewer's own score of the aspect it names.
    applyComparison(statements, { ...rating, length, given: true });
  }
  for (const phrase of ratedPhrases(sv, ratings)) {
    // "Showing up on time: 👎": the score is the cue's verdict; "Price
    // for the panel: 👎" the named aspect's; "Duct cleaning: A+" rates
    // the work done.
    const inside = statements.filter((statement) =>
      !statement.rated && !statement.compared &&
      !Number.isNaN(statement.score) && statement.order >= phrase.from &&
      statement.to <= phrase.to
    );
    for (const statement of inside) {
      statement.score = phrase.score;
      statement.rated = true;
    }
    if (inside.length === 0 && (phrase.named || phrase.service)) {
      applyComparison(statements, {
        aspect: phrase.named ?? "quality",
        score: phrase.score,
        length,
        from: phrase.from,
        to: phrase.to,
        given: true,
      });
    }
  }
  const billed = billAgainstQuote(sv);
  if (billed !== 0) {
    // "Quoted 650, paid 650": the bill against the quote is honesty; the
    // amounts alone judge no price.
    for (const statement of statements) {
      if (statement.aspect === "price" && statement.score === 0) {
        statement.score = NaN;
      }
    }
    applyComparison(statements, { aspect: "honesty", score: billed, length });
  }
}
