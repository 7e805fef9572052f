import assert from "node:assert/strict";
import {
  chooseExamples,
  type Quote,
} from "../../lib/analysis/insights_examples.ts";
import type { Sentiment } from "../../lib/schemas/mod.ts";

/** A quote of ordinary length. */
function quote(rank: number, sentiment: Sentiment, text?: string): Quote {
  return {
    review_id: `r${rank}`,
    text: text ?? `The technician was ${sentiment} about it, visit ${rank}`,
    sentiment,
    rank,
  };
}

Deno.test("examples follow the share of positive and negative", () => {
  const quotes = [
    ...[0, 1, 2, 3, 4, 5].map((rank) => quote(rank, "positive")),
    ...[6, 7].map((rank) => quote(rank, "negative")),
  ];
  const counts = { mentions: 8, positive: 6, negative: 2, neutral: 0 };
  const chosen = chooseExamples(quotes, counts);
  // 4 examples, 4 * 2/8 = 1 negative; positives newest first.
  assert.deepEqual(chosen.map((example) => example.review_id), [
    "r0",
    "r1",
    "r2",
    "r6",
  ]);
});

Deno.test("one negative is kept even when rare; duplicates are dropped", () => {
  const quotes = [
    quote(0, "positive", "Great work on the heater"),
    quote(1, "positive", "great work on the heater"),
    quote(2, "positive"),
    quote(3, "negative"),
  ];
  const counts = { mentions: 100, positive: 99, negative: 1, neutral: 0 };
  const chosen = chooseExamples(quotes, counts, 3);
  assert.deepEqual(chosen.map((example) => example.review_id), [
    "r0",
    "r2",
    "r3",
  ]);
});

Deno.test("neutral quotes only fill up; too-short texts are never chosen", () => {
  const quotes = [quote(0, "neutral"), quote(1, "positive", "ok")];
  const counts = { mentions: 2, positive: 1, negative: 0, neutral: 1 };
  assert.deepEqual(
    chooseExamples(quotes, counts).map((example) => example.review_id),
    ["r0"],
  );
});
