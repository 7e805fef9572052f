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
