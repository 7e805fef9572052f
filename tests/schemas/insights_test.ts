import assert from "node:assert/strict";
import {
  ResponsivenessSchema,
  TREND_RULE,
  TrendDirectionSchema,
  TrendSchema,
} from "../../lib/schemas/insights.ts";

Deno.test("the trend rule's figures are stated in the schema's description", () => {
  const description = TrendDirectionSchema.meta()?.description ?? "";
  assert.match(
    description,
    new RegExp(`last ${TREND_RULE.window_quarters} quarters`),
  );
  assert.match(
    description,
    new RegExp(`at least ${TREND_RULE.min_mentions} statements`),
  );
  assert.match(description, new RegExp(`\\|z\\| >= ${TREND_RULE.min_z}`));
});

Deno.test("TrendSchema accepts an empty history and rejects a bad quarter", () => {
  const empty = {
    quarters: [],
    direction: "insufficient_data",
    recent: null,
    previous: null,
    z: null,
  };
  assert.equal(TrendSchema.safeParse(empty).success, true);
  const badQuarter = {
    ...empty,
    quarters: [{
      quarter: "2024-Q5",
      mentions: 1,
      positive: 1,
      positive_share: 1,
    }],
  };
  assert.equal(TrendSchema.safeParse(badQuarter).success, false);
});

Deno.test("ResponsivenessSchema keeps shares within 0 and 1", () => {
  const figures = {
    reviews: 10,
    answered: 4,
    answered_share: 0.4,
    median_days_to_answer: 2,
    negative_reviews: 2,
    negative_answered: 1,
    negative_answered_share: 0.5,
  };
  assert.equal(ResponsivenessSchema.safeParse(figures).success, true);
  assert.equal(
    ResponsivenessSchema.safeParse({ ...figures, answered_share: 1.2 }).success,
    false,
  );
});
