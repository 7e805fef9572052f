/**
 * The aggregate rating of published reviews: their mean, count and
 * distribution, as `/reviews.json` and the pages give it.
 *
 * @module
 */
import type { ReviewList } from "../analysis/insights_reviews.ts";
import type { AggregateRating } from "../schemas/mod.ts";

/** The aggregate rating of published reviews (mean rounded to 2 places). */
export function aggregateRating(reviews: ReviewList): AggregateRating {
  const distribution = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  let sum = 0;
  for (const review of reviews) {
    distribution[String(review.rating) as keyof typeof distribution]++;
    sum += review.rating;
  }
  return {
    rating_value: reviews.length > 0
      ? Math.round((sum / reviews.length) * 100) / 100
      : 0,
    review_count: reviews.length,
    best_rating: 5,
    worst_rating: 1,
    distribution,
  };
}
