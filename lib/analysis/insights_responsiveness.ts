/**
 * The owner's responsiveness: how many reviews have a public reply, how
 * soon it came, and how many negative reviews (1 or 2 stars) were
 * answered.
 *
 * A review is answered when it has a `response`; the days to answer are
 * the calendar days from the review's date to the response's date (a reply
 * dated before its review, which a source may report, counts as 0 days).
 *
 * @module
 */
import { NEGATIVE_RATING_MAX, type Responsiveness } from "../schemas/mod.ts";
import { round2 } from "./insights_counts.ts";
import type { ReviewList } from "./insights_reviews.ts";

const DAY_MS = 86_400_000;

/** Calendar days from one `YYYY-MM-DD` date to another (never below 0). */
export function daysBetween(from: string, to: string): number {
  const days = (Date.parse(`${to}T00:00:00Z`) -
    Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  return Math.max(0, Math.round(days));
}

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The responsiveness figures of the published reviews.
 *
 * @param reviews The published reviews.
 * @returns Counts, shares (2 decimals, null of nothing) and the median
 *   days to answer (null when nothing is answered).
 */
export function buildResponsiveness(
  reviews: ReviewList,
): Responsiveness {
  let answered = 0;
  let negative = 0;
  let negativeAnswered = 0;
  const days: number[] = [];
  for (const review of reviews) {
    const isNegative = review.rating <= NEGATIVE_RATING_MAX;
    if (isNegative) negative++;
    if (review.response === null) continue;
    answered++;
    if (isNegative) negativeAnswered++;
    days.push(daysBetween(review.date, review.response.date));
  }
  return {
    reviews: reviews.length,
    answered,
    answered_share: reviews.length === 0
      ? null
      : round2(answered / reviews.length),
    median_days_to_answer: median(days),
    negative_reviews: negative,
    negative_answered: negativeAnswered,
    negative_answered_share: negative === 0
      ? null
      : round2(negativeAnswered / negative),
  };
}
