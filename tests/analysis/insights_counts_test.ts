import assert from "node:assert/strict";
import {
  add,
  emptyCounts,
  round2,
  scoreOf,
  sentimentOfRating,
  withScore,
} from "../../lib/analysis/insights_counts.ts";

Deno.test("counts add up by sentiment and score (pos - neg) / mentions", () => {
  const counts = emptyCounts();
  assert.equal(scoreOf(counts), 0);
  add(counts, "positive");
  add(counts, "positive");
  add(counts, "negative");
  add(counts, "neutral");
  assert.deepEqual(withScore(counts), {
    mentions: 4,
    positive: 2,
    negative: 1,
    neutral: 1,
    score: 0.25,
  });
  add(counts, "negative");
  add(counts, "positive");
  assert.equal(scoreOf(counts), 0.17); // 1/6 rounded
});

Deno.test("ratings: 4-5 positive, 3 neutral, 1-2 negative", () => {
  assert.deepEqual([1, 2, 3, 4, 5].map(sentimentOfRating), [
    "negative",
    "negative",
    "neutral",
    "positive",
    "positive",
  ]);
  assert.equal(round2(2 / 3), 0.67);
});
