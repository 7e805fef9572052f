import assert from "node:assert/strict";
import { aggregateRating } from "../../lib/dataset/aggregate_rating.ts";
import { makeReview } from "../helpers/data.ts";

Deno.test("aggregateRating: mean to 2 decimals, empty is 0", () => {
  assert.deepEqual(aggregateRating([]), {
    rating_value: 0,
    review_count: 0,
    best_rating: 5,
    worst_rating: 1,
    distribution: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 },
  });
  const reviews = [5, 4, 4].map((rating, index) =>
    makeReview({ id: String(index), date: "2025-01-01", rating })
  );
  const aggregate = aggregateRating(reviews);
  assert.equal(aggregate.rating_value, 4.33);
  assert.equal(aggregate.review_count, 3);
  assert.deepEqual(aggregate.distribution, {
    "1": 0,
    "2": 0,
    "3": 0,
    "4": 2,
    "5": 1,
  });
  assert.equal(
    aggregateRating(
      [1, 2].map((rating, index) =>
        makeReview({ id: String(index), date: "2025-01-01", rating })
      ),
    ).rating_value,
    1.5,
  );
});
