import assert from "node:assert/strict";
import {
  AggregateRatingSchema,
  ASPECT_IDS,
  BusinessSchema,
  DEFAULT_SEARCH_LIMIT,
  ImportDatasetSchema,
  ImportReviewSchema,
  IsoDateSchema,
  JsonFeedSchema,
  MAX_SEARCH_LIMIT,
  ReviewListSchema,
  ReviewSchema,
  ReviewsDatasetSchema,
  SearchArgsSchema,
  ValidationErrorSchema,
} from "../lib/schemas.ts";
import { makeReview, readSmallDataset } from "./helpers/data.ts";

function paths(result: { success: boolean; error?: { issues: unknown[] } }) {
  assert.equal(result.success, false);
  return (result.error!.issues as Array<{ path: PropertyKey[] }>).map((
    issue,
  ) => issue.path.join("."));
}

Deno.test("IsoDateSchema accepts calendar dates only", () => {
  for (const date of ["2024-02-29", "2025-12-31", "2025-01-01", "2000-02-29"]) {
    assert.equal(IsoDateSchema.safeParse(date).success, true, date);
  }
  for (
    const date of [
      "2025-02-30",
      "2023-02-29",
      "2025-04-31",
      "2025-13-01",
      "2025-00-10",
      "2025-1-1",
      "20250101",
      "2025-01-01T00:00:00Z",
      " 2025-01-01",
      "",
      "yesterday",
    ]
  ) {
    assert.equal(IsoDateSchema.safeParse(date).success, false, date);
  }
  assert.equal(IsoDateSchema.safeParse(20250101).success, false);
});

Deno.test("the aspect taxonomy is the documented one", () => {
  assert.deepEqual([...ASPECT_IDS], [
    "punctuality",
    "price",
    "quality",
    "professionalism",
    "communication",
    "cleanliness",
    "scheduling",
    "expertise",
    "honesty",
  ]);
});

Deno.test("ReviewSchema accepts a published review", () => {
  const review = makeReview({
    id: "r-1",
    date: "2025-01-02",
    title: "Title",
    text: "Text",
    technicians: ["Rich Alvarez"],
    services: ["drain-cleaning"],
    service_area: "Springfield",
    aspects: [{ aspect: "price", sentiment: "positive", text: "Fair price" }],
    response: { text: "Thanks", date: "2025-01-03" },
  });
  assert.deepEqual(ReviewSchema.parse(review), review);
  // Rating-only review: empty text, null title.
  assert.equal(
    ReviewSchema.safeParse(makeReview({ id: "r", date: "2025-01-01" }))
      .success,
    true,
  );
});

Deno.test("ReviewSchema rejects out-of-range and mistyped members", () => {
  const base = makeReview({ id: "r-1", date: "2025-01-02" });
  const cases: Array<[string, Record<string, unknown>]> = [
    ["rating", { rating: 0 }],
    ["rating", { rating: 6 }],
    ["rating", { rating: 4.5 }],
    ["rating", { rating: "5" }],
    ["date", { date: "2025-02-30" }],
    ["verified", { verified: false }],
    ["id", { id: "" }],
    ["id", { id: "   " }],
    ["author", { author: undefined }],
    ["author.name", { author: { name: "" } }],
    ["aspects.0.aspect", {
      aspects: [{ aspect: "speed", sentiment: "positive", text: "x" }],
    }],
    ["aspects.0.sentiment", {
      aspects: [{ aspect: "price", sentiment: "great", text: "x" }],
    }],
    ["response.date", { response: { text: "Thanks", date: "2025-02-30" } }],
  ];
  for (const [path, change] of cases) {
    const result = ReviewSchema.safeParse({ ...base, ...change });
    assert.deepEqual(paths(result), [path], JSON.stringify(change));
  }
});

Deno.test("BusinessSchema fills the optional members", async () => {
  const raw = (await readSmallDataset()).business;
  delete raw.description;
  delete raw.opening_hours;
  delete raw.emergency_service;
  delete raw.technicians[2].aliases;
  const business = BusinessSchema.parse(raw);
  assert.equal(business.description, null);
  assert.deepEqual(business.opening_hours, []);
  assert.equal(business.emergency_service, false);
  assert.deepEqual(business.technicians[2].aliases, []);
});

Deno.test("BusinessSchema rejects a bad URL and bad opening hours", async () => {
  const raw = (await readSmallDataset()).business;
  raw.url = "not a url";
  raw.opening_hours[0].opens = "7am";
  raw.opening_hours[0].days = ["funday"];
  assert.deepEqual(paths(BusinessSchema.safeParse(raw)).sort(), [
    "opening_hours.0.days.0",
    "opening_hours.0.opens",
    "url",
  ]);
});

Deno.test("ImportReviewSchema: derived members optional, unverified allowed", () => {
  const parsed = ImportReviewSchema.parse({
    id: "x",
    rating: 3,
    date: "2025-01-01",
    text: "ok",
    author: { name: "A." },
    source: "yelp",
    verified: false,
    technicians: "anything",
    aspects: 42,
  });
  assert.equal(parsed.verified, false);
  assert.equal(parsed.title, null);
  assert.equal(parsed.response, null);
  assert.equal(
    ImportReviewSchema.safeParse({ ...parsed, verified: "yes" }).success,
    false,
  );
});

Deno.test("ImportDatasetSchema accepts the fixture and ignores the aggregate", async () => {
  const raw = await readSmallDataset();
  raw.aggregate_rating = { nonsense: true };
  const parsed = ImportDatasetSchema.parse(raw);
  assert.equal(parsed.reviews.length, 11);
  assert.equal(parsed.business.technicians.length, 3);
});

Deno.test("ImportDatasetSchema reports duplicate ids with their paths", async () => {
  const raw = await readSmallDataset();
  raw.reviews[4].id = "r-002";
  raw.business.services[2].id = "drain-cleaning";
  raw.business.technicians[1].id = "rich-alvarez";
  raw.business.service_areas[1].id = "springfield";
  const issues = ImportDatasetSchema.safeParse(raw).error!.issues;
  assert.deepEqual(issues.map((issue) => issue.path.join(".")).sort(), [
    "business.service_areas.1.id",
    "business.services.2.id",
    "business.technicians.1.id",
    "reviews.4.id",
  ]);
  const review = issues.find((issue) => issue.path[0] === "reviews")!;
  assert.match(review.message, /duplicate id "r-002"/);
});

Deno.test("ImportDatasetSchema reports duplicate ids alongside type errors", async () => {
  // "Every problem listed": a duplicate id must not hide behind another
  // record's wrong type.
  const raw = await readSmallDataset();
  raw.reviews[1].id = "r-001";
  raw.reviews[2].rating = "five";
  const issues = ImportDatasetSchema.safeParse(raw).error!.issues;
  assert.deepEqual(issues.map((issue) => issue.path.join(".")).sort(), [
    "reviews.1.id",
    "reviews.2.rating",
  ]);
});

Deno.test("AggregateRatingSchema fixes best 5 and worst 1", () => {
  const aggregate = {
    rating_value: 4.5,
    review_count: 2,
    best_rating: 5,
    worst_rating: 1,
    distribution: { "1": 0, "2": 0, "3": 0, "4": 1, "5": 1 },
  };
  assert.equal(AggregateRatingSchema.safeParse(aggregate).success, true);
  assert.equal(
    AggregateRatingSchema.safeParse({ ...aggregate, best_rating: 10 }).success,
    false,
  );
  assert.equal(
    AggregateRatingSchema.safeParse({ ...aggregate, rating_value: 5.1 })
      .success,
    false,
  );
});

Deno.test("ReviewsDatasetSchema requires verified reviews", async () => {
  const raw = await readSmallDataset();
  const review = makeReview({ id: "a", date: "2025-01-01" });
  const dataset = {
    business: raw.business,
    aggregate_rating: {
      rating_value: 5,
      review_count: 1,
      best_rating: 5,
      worst_rating: 1,
      distribution: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 1 },
    },
    reviews: [review],
  };
  assert.equal(ReviewsDatasetSchema.safeParse(dataset).success, true);
  dataset.reviews = [{ ...review, verified: false as true }];
  assert.deepEqual(paths(ReviewsDatasetSchema.safeParse(dataset)), [
    "reviews.0.verified",
  ]);
});

Deno.test("SearchArgsSchema: limit defaults to 20, at most 100", () => {
  assert.equal(DEFAULT_SEARCH_LIMIT, 20);
  assert.equal(MAX_SEARCH_LIMIT, 100);
  assert.equal(SearchArgsSchema.parse({}).limit, 20);
  assert.equal(SearchArgsSchema.parse({ limit: 1 }).limit, 1);
  assert.equal(SearchArgsSchema.parse({ limit: 100 }).limit, 100);
  for (const limit of [0, 101, 2.5, -1, "10", null]) {
    assert.deepEqual(paths(SearchArgsSchema.safeParse({ limit })), ["limit"]);
  }
});

Deno.test("SearchArgsSchema: rating integer 1-5, min_rating number 1-5", () => {
  for (const rating of [1, 2, 3, 4, 5]) {
    assert.equal(SearchArgsSchema.safeParse({ rating }).success, true);
  }
  for (const rating of [0, 6, 2.5, "5", Number.NaN]) {
    assert.deepEqual(paths(SearchArgsSchema.safeParse({ rating })), [
      "rating",
    ]);
  }
  for (const min_rating of [1, 3.5, 5]) {
    assert.equal(SearchArgsSchema.safeParse({ min_rating }).success, true);
  }
  for (const min_rating of [0.99, 5.01, "4", Infinity]) {
    assert.deepEqual(paths(SearchArgsSchema.safeParse({ min_rating })), [
      "min_rating",
    ]);
  }
});

Deno.test("SearchArgsSchema: dates, order of since and until, unknown keys", () => {
  assert.equal(
    SearchArgsSchema.safeParse({ since: "2025-01-01", until: "2025-01-01" })
      .success,
    true,
  );
  assert.deepEqual(
    paths(
      SearchArgsSchema.safeParse({ since: "2025-01-02", until: "2025-01-01" }),
    ),
    ["until"],
  );
  assert.deepEqual(
    paths(SearchArgsSchema.safeParse({ since: "2025-02-30" })),
    ["since"],
  );
  const unknown = SearchArgsSchema.safeParse({ sort: "asc" });
  assert.equal(unknown.success, false);
  assert.equal(unknown.error!.issues[0].code, "unrecognized_keys");
  assert.deepEqual(
    paths(SearchArgsSchema.safeParse({ mentions_technician: "" })),
    ["mentions_technician"],
  );
});

Deno.test("ValidationErrorSchema needs at least one issue", () => {
  const issue = { path: "rating", code: "too_big", message: "too big" };
  assert.equal(
    ValidationErrorSchema.safeParse({
      error: "invalid_request",
      issues: [issue],
    }).success,
    true,
  );
  assert.equal(
    ValidationErrorSchema.safeParse({ error: "invalid_request", issues: [] })
      .success,
    false,
  );
  assert.equal(
    ValidationErrorSchema.safeParse({ error: "bad", issues: [issue] }).success,
    false,
  );
});

Deno.test("ReviewListSchema describes search and since pages", () => {
  const review = makeReview({ id: "a", date: "2025-01-01" });
  assert.equal(
    ReviewListSchema.safeParse({
      reviews: [review],
      count: 1,
      total: 3,
      next_cursor: "abc",
    }).success,
    true,
  );
  assert.deepEqual(
    paths(
      ReviewListSchema.safeParse({ reviews: [], count: 0, total: 0 }),
    ),
    ["next_cursor"],
  );
});

Deno.test("JsonFeedSchema: version 1.1 and at most 50 items", () => {
  const item = {
    id: "a",
    url: "https://x.test/api/reviews/a",
    title: "t",
    content_text: "c",
    date_published: "2025-01-01T00:00:00Z",
    authors: [{ name: "A" }],
    _review: { rating: 5, source: "google", technicians: [], services: [] },
  };
  const feed = {
    version: "https://jsonfeed.org/version/1.1",
    title: "Feed",
    feed_url: "https://x.test/api/feed.json",
    hubs: [{ type: "WebSub", url: "https://x.test/api/websub/hub" }],
    items: [item],
  };
  assert.equal(JsonFeedSchema.safeParse(feed).success, true);
  assert.deepEqual(
    paths(
      JsonFeedSchema.safeParse({
        ...feed,
        version: "https://jsonfeed.org/version/1",
      }),
    ),
    ["version"],
  );
  assert.deepEqual(
    paths(JsonFeedSchema.safeParse({ ...feed, items: Array(51).fill(item) })),
    ["items"],
  );
});
