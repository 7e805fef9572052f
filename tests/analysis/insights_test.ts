import assert from "node:assert/strict";
import { buildInsights } from "../../lib/analysis/insights.ts";
import { createAnalyzer } from "../../lib/analysis/analyze.ts";
import {
  ASPECT_IDS,
  type Business,
  BusinessSchema,
  type Insights,
  InsightsSchema,
  type Review,
} from "../../lib/schemas/mod.ts";

const BUSINESS: Business = BusinessSchema.parse({
  id: "keystone",
  name: "Keystone Plumbing",
  type: "Plumber",
  url: "https://keystone.example",
  telephone: "+1-555-0100",
  address: {
    street_address: "12 Foundry Lane",
    locality: "Maple Grove",
    region: "MN",
    postal_code: "55311",
    country: "US",
  },
  emergency_service: true,
  service_areas: [
    { id: "maple-grove", name: "Maple Grove" },
    { id: "cedar-falls", name: "Cedar Falls" },
  ],
  services: [
    { id: "water-heater", name: "Water Heater Repair", aliases: [] },
    {
      id: "drain-cleaning",
      name: "Drain Cleaning",
      aliases: ["clogged drain"],
    },
    { id: "sewer", name: "Sewer Line Repair", aliases: [] },
  ],
  technicians: [
    { id: "tom", name: "Tomasz Nowak", aliases: ["Tom"] },
    { id: "angela", name: "Angela Brooks", aliases: ["Angie"] },
    { id: "deshawn", name: "DeShawn Miles", aliases: [] },
  ],
});

const TEXTS: Array<[number, string]> = [
  [5, "Tom showed up on time and fixed the water heater. Fair price."],
  [
    5,
    "Angie was polite and explained everything. Great emergency service at 2am.",
  ],
  [2, "They were three hours late and way overpriced."],
  [4, "Tom cleaned up after himself. The price was a bit steep."],
  [1, "Nobody called back. The drain is still clogged."],
  [5, "Angie fixed our clogged drain the same day. Honest and fair."],
  [
    5,
    "We live in Cedar Falls and Tom came out within the hour for our emergency.",
  ],
  [3, ""],
];

function reviews(): Review[] {
  // The rules alone, so that retraining the model does not move these pins.
  const analyzer = createAnalyzer(BUSINESS, { model: null });
  return TEXTS.map(([rating, text], index) => ({
    id: `r-${String(TEXTS.length - index).padStart(3, "0")}`,
    rating,
    date: `2024-06-${String(30 - index).padStart(2, "0")}`,
    title: null,
    text,
    author: { name: "A. Customer" },
    source: "google",
    verified: true as const,
    response: null,
    ...analyzer.analyze({ title: null, text }),
  }));
}

function build(list = reviews()): Insights {
  return InsightsSchema.parse(buildInsights(BUSINESS, list));
}

Deno.test("insights parse with the schema, also for no reviews", () => {
  const empty = build([]);
  assert.equal(empty.aspects.length, ASPECT_IDS.length);
  for (const aspect of empty.aspects) {
    assert.equal(aspect.mentions, 0);
    assert.equal(aspect.score, 0);
    assert.deepEqual(aspect.examples, []);
  }
  assert.equal(empty.entities.technicians.length, 3);
  assert.ok(
    empty.entities.technicians.every((t) =>
      t.mentions === 0 && t.average_rating === null && t.aspects.length === 0
    ),
  );
  assert.deepEqual(empty.topics, []);
  assert.ok(empty.faq.length >= 6);
  assert.match(empty.summary.text, /no published reviews/);
  assert.deepEqual(empty.summary.highlights, []);
});

Deno.test("aspects: all nine in taxonomy order, counted and scored", () => {
  const insights = build();
  assert.deepEqual(insights.aspects.map((a) => a.aspect), [...ASPECT_IDS]);
  const price = insights.aspects.find((a) => a.aspect === "price")!;
  assert.equal(price.mentions, price.positive + price.negative + price.neutral);
  assert.ok(price.positive >= 1 && price.negative >= 2);
  assert.equal(
    price.score,
    Math.round(((price.positive - price.negative) / price.mentions) * 100) /
      100,
  );
  const kinds = new Set(price.examples.map((example) => example.sentiment));
  assert.ok(kinds.has("positive") && kinds.has("negative"), "mixed examples");
  assert.ok(price.examples.length <= 4);
  for (const example of price.examples) {
    assert.ok(reviews().some((review) => review.id === example.review_id));
  }
});

Deno.test("entities cover the whole catalogue with ratings and aspects", () => {
  const insights = build();
  const tom = insights.entities.technicians.find((t) => t.id === "tom")!;
  assert.equal(tom.name, "Tomasz Nowak");
  assert.equal(tom.mentions, 3);
  assert.equal(tom.average_rating, 4.67);
  assert.ok(tom.aspects.some((a) => a.aspect === "punctuality"));
  assert.ok(tom.aspects.every((a) => a.mentions > 0));
  const deshawn = insights.entities.technicians.find((t) =>
    t.id === "deshawn"
  )!;
  assert.equal(deshawn.mentions, 0);
  assert.equal(deshawn.average_rating, null);
  const drains = insights.entities.services.find((s) =>
    s.id === "drain-cleaning"
  )!;
  assert.equal(drains.mentions, 2);
  assert.equal(drains.average_rating, 3);
  const sewer = insights.entities.services.find((s) => s.id === "sewer")!;
  assert.equal(sewer.mentions, 0);
  const cedar = insights.entities.service_areas.find((a) =>
    a.id === "cedar-falls"
  )!;
  assert.equal(cedar.mentions, 1);
  assert.equal(cedar.average_rating, 5);
});

Deno.test("topics are recurring themes with keywords and sentiment", () => {
  const insights = build();
  const emergency = insights.topics.find((t) => t.id === "emergency-service");
  assert.ok(emergency, "the emergency call is a topic");
  const drains = insights.topics.find((t) => t.id === "drains-sewer")!;
  assert.equal(drains.mentions, 2);
  assert.equal(drains.positive, 1);
  assert.equal(drains.negative, 1);
  assert.ok(drains.keywords.includes("drain"));
  // Every keyword a theme matches on is listed.
  assert.ok(emergency.keywords.includes("thanksgiving"));
  assert.ok(drains.examples.length > 0);
  for (const topic of insights.topics) {
    assert.equal(
      topic.mentions,
      topic.positive + topic.negative + topic.neutral,
    );
  }
});

Deno.test("the FAQ answers from the figures", () => {
  const insights = build();
  const answer = (question: RegExp) =>
    insights.faq.find((entry) => question.test(entry.question))!.answer;
  assert.match(answer(/on time/), /%/);
  assert.match(answer(/prices fair/), /statements/);
  assert.match(answer(/emergency/), /^Yes, Keystone Plumbing takes emergency/);
  // The FAQ's emergency figures are the emergency topic's (one count).
  const emergency = insights.topics.find((t) => t.id === "emergency-service")!;
  assert.match(
    answer(/emergency/),
    new RegExp(
      `${emergency.mentions} reviews describe .*, and ${
        Math.round(100 * emergency.positive / emergency.mentions)
      }% of them are positive\\.$`,
    ),
  );
  assert.match(answer(/technicians do customers/), /Tomasz Nowak \(3 reviews/);
  assert.match(answer(/rate/), /3\.75 out of 5 across 8 verified reviews/);
});

Deno.test("the summary is a paragraph with highlights and concerns", () => {
  const insights = build();
  assert.match(insights.summary.text, /Keystone Plumbing/);
  assert.match(insights.summary.text, /8 verified reviews average 3\.75/);
  assert.ok(insights.summary.text.split(". ").length >= 3);
  assert.ok(insights.summary.highlights.length > 0);
  assert.ok(insights.summary.concerns.length > 0);
});

Deno.test("insights are deterministic", () => {
  assert.deepEqual(build(), build());
});

Deno.test("a list read in passes gives the insights of the same array", () => {
  const list = reviews();
  let passes = 0;
  const readInPasses = {
    length: list.length,
    *[Symbol.iterator]() {
      passes++;
      // A fresh copy at each pass, as a list read back from disk gives.
      for (const review of list) yield structuredClone(review);
    },
  };
  assert.deepEqual(
    buildInsights(BUSINESS, readInPasses),
    buildInsights(BUSINESS, list),
  );
  assert.ok(passes > 1);
});
