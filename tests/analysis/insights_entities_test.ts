import assert from "node:assert/strict";
import {
  addToEntity,
  entityAccumulator,
  finishEntity,
} from "../../lib/analysis/insights_entities.ts";
import { makeReview } from "../helpers/data.ts";

Deno.test("an entity counts its reviews, their rating and aspects", () => {
  const entity = entityAccumulator("tom", "Tom Nowak");
  addToEntity(
    entity,
    makeReview({
      id: "a",
      date: "2025-01-15",
      rating: 5,
      aspects: [
        { aspect: "price", sentiment: "positive", text: "fair" },
        { aspect: "punctuality", sentiment: "negative", text: "late" },
      ],
    }),
  );
  addToEntity(
    entity,
    makeReview({
      id: "b",
      date: "2025-01-15",
      rating: 2,
      aspects: [{ aspect: "price", sentiment: "negative", text: "steep" }],
    }),
  );
  assert.deepEqual(finishEntity(entity), {
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
  assert.deepEqual(finishEntity(entityAccumulator("x", "X")), {
    id: "x",
    name: "X",
    mentions: 0,
    average_rating: null,
    aspects: [],
  });
});
