import assert from "node:assert/strict";
import {
  addToEntity,
  entityAccumulator,
  finishEntity,
} from "../../lib/analysis/insights_entities.ts";
import { quarterOf } from "../../lib/analysis/insights_trends.ts";
import { makeReview } from "../helpers/data.ts";

Deno.test("an entity counts its reviews, their rating, aspects and trends", () => {
  const entity = entityAccumulator("tom", "Tom Nowak");
  addToEntity(
    entity,
    makeReview({
      id: "a",
      date: "2024-12-20",
      rating: 5,
      aspects: [
        { aspect: "price", sentiment: "positive", text: "fair" },
        { aspect: "punctuality", sentiment: "negative", text: "late" },
      ],
    }),
    quarterOf("2024-12-20"),
  );
  addToEntity(
    entity,
    makeReview({
      id: "b",
      date: "2025-01-15",
      rating: 2,
      aspects: [{ aspect: "price", sentiment: "negative", text: "steep" }],
    }),
    quarterOf("2025-01-15"),
  );
  const insight = finishEntity(entity, quarterOf("2025-01-15"));
  const trends = insight.aspects.map(({ aspect, trend }) => ({
    aspect,
    quarters: trend.quarters.map((q) => [q.quarter, q.positive, q.mentions]),
    direction: trend.direction,
  }));
  assert.deepEqual(trends, [
    {
      aspect: "punctuality",
      quarters: [["2024-Q4", 0, 1]],
      direction: "insufficient_data",
    },
    {
      aspect: "price",
      quarters: [["2024-Q4", 1, 1], ["2025-Q1", 0, 1]],
      direction: "insufficient_data",
    },
  ]);
  assert.deepEqual({
    ...insight,
    aspects: insight.aspects.map(({ trend: _trend, ...counts }) => counts),
  }, {
    id: "tom",
    name: "Tom Nowak",
    mentions: 2,
    average_rating: 3.5,
    aspects: [
      // Taxonomy order: punctuality before price.
      {
        aspect: "punctuality",
        mentions: 1,
        positive: 0,
        negative: 1,
        neutral: 0,
        score: -1,
      },
      {
        aspect: "price",
        mentions: 2,
        positive: 1,
        negative: 1,
        neutral: 0,
        score: 0,
      },
    ],
  });
});

Deno.test("an entity nobody names has no average", () => {
  assert.deepEqual(finishEntity(entityAccumulator("x", "X"), null), {
    id: "x",
    name: "X",
    mentions: 0,
    average_rating: null,
    aspects: [],
  });
});
