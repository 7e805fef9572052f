import assert from "node:assert/strict";
import {
  aspectFigure,
  buildFigures,
} from "../../lib/analysis/insights_figures.ts";
import { ELECTRICIAN } from "../helpers/analysis.ts";
import { makeReview } from "../helpers/data.ts";

const REVIEWS = [
  makeReview({
    id: "a",
    date: "2025-01-15",
    rating: 5,
    title: "Great",
    text: "Grant was on time.",
    technicians: ["Grant Holloway"],
    services: ["panel-upgrade"],
    service_area: "Hope",
    aspects: [{
      aspect: "punctuality",
      sentiment: "positive",
      text: "on time",
    }],
  }),
  makeReview({
    id: "b",
    date: "2025-01-15",
    rating: 2,
    technicians: ["Grant Holloway", "Unknown Person"],
    aspects: [
      { aspect: "punctuality", sentiment: "negative", text: "late" },
      { aspect: "price", sentiment: "neutral", text: "$89" },
    ],
  }),
  makeReview({ id: "c", date: "2025-01-15", rating: 3 }),
];

Deno.test("ratings: average, favourable (4-5) and critical (1-2)", () => {
  const figures = buildFigures(ELECTRICIAN, REVIEWS);
  assert.equal(figures.average, 3.33);
  assert.equal(figures.favourable, 1);
  assert.equal(figures.critical, 1);
});

Deno.test("aspects are counted, all nine, with examples", () => {
  const figures = buildFigures(ELECTRICIAN, REVIEWS);
  assert.equal(figures.aspects.length, 9);
  const punctuality = aspectFigure(figures, "punctuality");
  assert.equal(punctuality.mentions, 2);
  assert.equal(punctuality.positive, 1);
  assert.equal(punctuality.negative, 1);
  assert.equal(aspectFigure(figures, "price").neutral, 1);
  assert.equal(aspectFigure(figures, "honesty").mentions, 0);
});

Deno.test("entities of the catalogue only, every one listed", () => {
  const figures = buildFigures(ELECTRICIAN, REVIEWS);
  assert.equal(figures.technicians.length, ELECTRICIAN.technicians.length);
  const grant = figures.technicians.find((t) => t.id === "grant")!;
  assert.equal(grant.mentions, 2);
  assert.equal(grant.average_rating, 3.5);
  assert.equal(
    figures.services.find((s) => s.id === "panel-upgrade")!.mentions,
    1,
  );
  assert.equal(figures.areas.find((a) => a.name === "Hope")!.mentions, 1);
});

Deno.test("no reviews: zero figures", () => {
  const figures = buildFigures(ELECTRICIAN, []);
  assert.equal(figures.average, 0);
  assert.ok(figures.aspects.every((aspect) => aspect.mentions === 0));
});

Deno.test("aspects and entity aspects carry their quarterly trend", () => {
  const reviews = [
    makeReview({
      id: "new",
      date: "2025-04-02",
      technicians: ["Frank Osei"],
      aspects: [{ aspect: "price", sentiment: "positive", text: "fair" }],
    }),
    ...REVIEWS,
  ];
  const figures = buildFigures(ELECTRICIAN, reviews);
  const punctuality = aspectFigure(figures, "punctuality").trend;
  // Both punctuality statements are of 2025-Q1; the newest review is Q2.
  assert.deepEqual(
    punctuality.quarters.map((q) => [q.quarter, q.positive, q.mentions]),
    [["2025-Q1", 1, 2]],
  );
  assert.equal(punctuality.recent?.from, "2024-Q3");
  assert.equal(punctuality.recent?.to, "2025-Q2");
  assert.equal(punctuality.direction, "insufficient_data");
  assert.deepEqual(aspectFigure(figures, "honesty").trend.quarters, []);
  const grant = figures.technicians.find((t) => t.id === "grant")!;
  const grantPunctuality = grant.aspects.find((a) =>
    a.aspect === "punctuality"
  )!;
  assert.deepEqual(
    grantPunctuality.trend.quarters.map((q) => [q.quarter, q.mentions]),
    [["2025-Q1", 2]],
  );
  const frank = figures.technicians.find((t) => t.id === "frank")!;
  assert.deepEqual(
    frank.aspects[0].trend.quarters.map((q) => [q.quarter, q.positive_share]),
    [["2025-Q2", 1]],
  );
});
