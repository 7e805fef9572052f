import assert from "node:assert/strict";
import {
  buildResponsiveness,
  daysBetween,
  median,
} from "../../lib/analysis/insights_responsiveness.ts";
import { makeReview } from "../helpers/data.ts";

/** A review of a rating on a date, answered on `answered` or not at all. */
function review(
  id: string,
  rating: number,
  date: string,
  answered: string | null,
) {
  return makeReview({
    id,
    rating,
    date,
    response: answered === null ? null : { text: "Thank you.", date: answered },
  });
}

Deno.test("days between dates are calendar days, never negative", () => {
  assert.equal(daysBetween("2024-01-01", "2024-01-01"), 0);
  assert.equal(daysBetween("2024-02-27", "2024-03-01"), 3); // leap year
  assert.equal(daysBetween("2023-12-30", "2024-01-02"), 3);
  assert.equal(daysBetween("2024-03-09", "2024-03-11"), 2); // no DST in UTC
  assert.equal(daysBetween("2024-01-10", "2024-01-08"), 0);
});

Deno.test("median of odd and even counts", () => {
  assert.equal(median([]), null);
  assert.equal(median([7, 1, 3]), 3);
  assert.equal(median([10, 1, 3, 4]), 3.5);
});

Deno.test("responsiveness of a hand-counted fixture", () => {
  const reviews = [
    review("a", 5, "2024-05-01", "2024-05-03"), // 2 days
    review("b", 1, "2024-05-02", "2024-05-02"), // negative, 0 days
    review("c", 2, "2024-05-03", null), // negative, unanswered
    review("d", 4, "2024-05-04", null),
    review("e", 2, "2024-05-05", "2024-05-15"), // negative, 10 days
    review("f", 3, "2024-05-06", null), // 3 stars is not negative
    review("g", 5, "2024-05-07", "2024-05-12"), // 5 days
  ];
  assert.deepEqual(buildResponsiveness(reviews), {
    reviews: 7,
    answered: 4,
    answered_share: 0.57, // 4/7
    median_days_to_answer: 3.5, // 0, 2, 5, 10
    negative_reviews: 3,
    negative_answered: 2,
    negative_answered_share: 0.67, // 2/3
  });
});

Deno.test("nothing to count: shares and median are null", () => {
  assert.deepEqual(buildResponsiveness([]), {
    reviews: 0,
    answered: 0,
    answered_share: null,
    median_days_to_answer: null,
    negative_reviews: 0,
    negative_answered: 0,
    negative_answered_share: null,
  });
  const unanswered = buildResponsiveness([review("a", 5, "2024-01-01", null)]);
  assert.equal(unanswered.answered_share, 0);
  assert.equal(unanswered.median_days_to_answer, null);
  assert.equal(unanswered.negative_answered_share, null);
});
