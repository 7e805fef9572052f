import assert from "node:assert/strict";
import { buildTopics } from "../../lib/analysis/insights_topics.ts";
import { ELECTRICIAN } from "../helpers/analysis.ts";
import { makeReview } from "../helpers/data.ts";

Deno.test("a curated theme counts reviews by the aspect statements it names", () => {
  const reviews = [
    makeReview({
      id: "a",
      date: "2025-01-15",
      text: "They came out for an emergency at 2am. Quick and calm.",
      aspects: [{
        aspect: "punctuality",
        sentiment: "positive",
        text: "They came out for an emergency at 2am",
      }],
    }),
    makeReview({
      id: "b",
      date: "2025-01-15",
      rating: 1,
      text: "After-hours call cost a fortune.",
    }),
    makeReview({ id: "c", date: "2025-01-15", text: "Replaced an outlet." }),
  ];
  const topics = buildTopics(ELECTRICIAN, reviews);
  const emergency = topics.find((topic) => topic.id === "emergency-service");
  assert.ok(emergency);
  assert.equal(emergency.mentions, 2);
  // Review a by its statement, review b by its 1-star rating.
  assert.equal(emergency.positive, 1);
  assert.equal(emergency.negative, 1);
  assert.equal(emergency.score, 0);
  assert.deepEqual(emergency.examples.map((example) => example.text), [
    "They came out for an emergency at 2am.",
    "After-hours call cost a fortune.",
  ]);
});

Deno.test("no reviews, no topics; one mention is not a topic", () => {
  assert.deepEqual(buildTopics(ELECTRICIAN, []), []);
  const reviews = [
    makeReview({ id: "a", date: "2025-01-15", text: "An emergency call." }),
  ];
  assert.deepEqual(
    buildTopics(ELECTRICIAN, reviews),
    [],
  );
});
