import assert from "node:assert/strict";
import { buildFaq } from "../../lib/analysis/insights_faq.ts";
import { buildFigures } from "../../lib/analysis/insights_figures.ts";
import type { Review } from "../../lib/schemas/mod.ts";
import { ELECTRICIAN } from "../helpers/analysis.ts";
import { makeReview } from "../helpers/data.ts";

/** The answer to a question, by its start. */
function answer(reviews: Review[], question: string): string {
  const faq = buildFaq(buildFigures(ELECTRICIAN, reviews));
  const entry = faq.find((e) => e.question.startsWith(question));
  assert.ok(entry, `no question ${question}`);
  return entry.answer;
}

Deno.test("the rating question is answered from the counts", () => {
  const reviews = [
    makeReview({ id: "a", date: "2025-01-15", rating: 5 }),
    makeReview({ id: "b", date: "2025-01-15", rating: 4 }),
    makeReview({ id: "c", date: "2025-01-15", rating: 1 }),
    makeReview({ id: "d", date: "2025-01-15", rating: 3 }),
  ];
  assert.equal(
    answer(reviews, "How do customers rate"),
    "Bright Spark Electric LLC averages 3.25 out of 5 across 4 verified reviews; 50% give four or five stars and 25% give one or two.",
  );
  assert.equal(
    answer([], "How do customers rate"),
    "There are no published reviews yet.",
  );
});

Deno.test("an aspect answer gives its verdict by the positive share", () => {
  const late = (id: string) =>
    makeReview({
      id: id,
      date: "2025-01-15",
      aspects: [{ aspect: "punctuality", sentiment: "negative", text: "late" }],
    });
  const onTime = (id: string) =>
    makeReview({
      id: id,
      date: "2025-01-15",
      aspects: [{
        aspect: "punctuality",
        sentiment: "positive",
        text: "on time",
      }],
    });
  assert.match(
    answer(
      [onTime("a"), onTime("b"), onTime("c"), onTime("d"), late("e")],
      "Do they show up",
    ),
    /^Yes, by a wide margin: .*5 statements .* 80% are positive and 20% negative\.$/,
  );
  assert.match(
    answer([onTime("a"), late("b"), late("c")], "Do they show up"),
    /^This is a weak spot: /,
  );
  assert.match(
    answer([makeReview({ id: "a", date: "2025-01-15" })], "Do they show up"),
    /^None of the 1 review comment on punctuality yet\.$/,
  );
});

Deno.test("every question is asked, also without reviews", () => {
  const faq = buildFaq(buildFigures(ELECTRICIAN, []));
  assert.equal(faq.length, 10);
  for (const entry of faq) assert.ok(entry.answer.length > 0);
});
