import assert from "node:assert/strict";
import { buildSummary } from "../../lib/analysis/insights_summary.ts";
import { buildFigures } from "../../lib/analysis/insights_figures.ts";
import { ELECTRICIAN } from "../helpers/analysis.ts";
import { makeReview } from "../helpers/data.ts";

Deno.test("no reviews: a summary that says so", () => {
  const summary = buildSummary(buildFigures(ELECTRICIAN, []));
  assert.match(summary.text, /has no published reviews yet/);
  assert.deepEqual(summary.highlights, []);
  assert.deepEqual(summary.concerns, []);
});

Deno.test("strengths and complaints come from the aspect counts", () => {
  const reviews = [0, 1, 2, 3].map((i) =>
    makeReview({
      id: `p${i}`,
      date: "2025-01-15",
      rating: 5,
      aspects: [
        { aspect: "punctuality", sentiment: "positive", text: "on time" },
        { aspect: "price", sentiment: "negative", text: "steep" },
      ],
    })
  );
  const summary = buildSummary(buildFigures(ELECTRICIAN, reviews));
  assert.equal(
    summary.text,
    "Customers are overwhelmingly happy with Bright Spark Electric LLC: 4 verified reviews average 5.00 stars, and 100% give four or five. Reviewers single out punctuality (100% positive). The main complaint is pricing, with 100% of 4 comments on it negative.",
  );
  assert.deepEqual(summary.highlights, [
    "Punctuality: 100% of 4 comments positive.",
  ]);
  assert.deepEqual(summary.concerns, ["Pricing: 100% of 4 comments negative."]);
});

/**
 * Reviews with punctuality statements: `before` positive of 30 in 2023,
 * `after` positive of 30 in 2024 (one review per statement, 4 stars).
 */
function punctualityYears(before: number, after: number) {
  const reviews = [];
  for (const [year, positive] of [[2023, before], [2024, after]] as const) {
    for (let i = 0; i < 30; i++) {
      reviews.push(makeReview({
        id: `${year}-${i}`,
        date: `${year}-${String(1 + (i % 12)).padStart(2, "0")}-15`,
        rating: 4,
        aspects: [{
          aspect: "punctuality",
          sentiment: i < positive ? "positive" : "negative",
          text: i < positive ? "on time" : "late",
        }],
      }));
    }
  }
  return reviews.reverse();
}

Deno.test("a clear trend is named in the text and as a highlight or concern", () => {
  // 12/30 in 2023, 27/30 in 2024: z = 4.06, a change of 0.5.
  const better = buildSummary(
    buildFigures(ELECTRICIAN, punctualityYears(12, 27)),
  );
  assert.match(
    better.text,
    / Comments on punctuality have improved: 90% positive in 2024-Q1–2024-Q4 \(30 comments\), against 40% positive in 2023-Q1–2023-Q4 \(30 comments\)\./,
  );
  assert.ok(
    better.highlights.includes(
      "Punctuality improving: 40% positive in 2023-Q1–2023-Q4, 90% in 2024-Q1–2024-Q4.",
    ),
  );
  const worse = buildSummary(
    buildFigures(ELECTRICIAN, punctualityYears(27, 12)),
  );
  assert.match(worse.text, /Comments on punctuality have worsened: 40% /);
  assert.ok(
    worse.concerns.includes(
      "Punctuality declining: 90% positive in 2023-Q1–2023-Q4, 40% in 2024-Q1–2024-Q4.",
    ),
  );
});

Deno.test("a change the counts do not support is not mentioned", () => {
  // 20/30 against 24/30: z = 1.19.
  const steady = buildSummary(
    buildFigures(ELECTRICIAN, punctualityYears(20, 24)),
  );
  assert.doesNotMatch(steady.text, /improved|worsened/);
  assert.ok(
    ![...steady.highlights, ...steady.concerns].some((line) =>
      /improving|declining/.test(line)
    ),
  );
  // A large change on too few statements: 0/5 against 5/5.
  const few = punctualityYears(0, 30).filter((review) =>
    Number(review.id.split("-")[1]) < 5
  );
  const summary = buildSummary(buildFigures(ELECTRICIAN, few));
  assert.doesNotMatch(summary.text, /improved|worsened/);
});
