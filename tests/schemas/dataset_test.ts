import assert from "node:assert/strict";
import {
  AggregateRatingSchema,
  ImportDatasetSchema,
  ImportReviewSchema,
  parseImportDataset,
  ReviewsDatasetSchema,
} from "../../lib/schemas/dataset.ts";
import { makeReview, readSmallDataset } from "../helpers/data.ts";

function paths(result: { success: boolean; error?: { issues: unknown[] } }) {
  assert.equal(result.success, false);
  return (result.error!.issues as Array<{ path: PropertyKey[] }>).map((
    issue,
  ) => issue.path.join("."));
}

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

Deno.test("parseImportDataset reports duplicate ids with their paths", async () => {
  const raw = await readSmallDataset();
  raw.reviews[4].id = "r-002";
  raw.business.services[2].id = "drain-cleaning";
  raw.business.technicians[1].id = "rich-alvarez";
  raw.business.service_areas[1].id = "springfield";
  const check = parseImportDataset(raw);
  assert.ok(!check.success);
  const issues = check.issues;
  assert.deepEqual(issues.map((issue) => issue.path.join(".")).sort(), [
    "business.service_areas.1.id",
    "business.services.2.id",
    "business.technicians.1.id",
    "reviews.4.id",
  ]);
  const review = issues.find((issue) => issue.path[0] === "reviews")!;
  assert.match(review.message, /duplicate id "r-002"/);
});

Deno.test("parseImportDataset reports duplicate ids alongside type errors", async () => {
  // "Every problem listed": a duplicate id must not hide behind another
  // record's wrong type, nor behind a check that makes zod abort (4.5).
  const raw = await readSmallDataset();
  raw.reviews[1].id = "r-001";
  raw.reviews[2].rating = "five";
  raw.reviews[3].id = "r-001";
  raw.reviews[4].rating = 4.5;
  const check = parseImportDataset(raw);
  assert.ok(!check.success);
  const issues = check.issues;
  assert.deepEqual(issues.map((issue) => issue.path.join(".")).sort(), [
    "reviews.1.id",
    "reviews.2.rating",
    "reviews.3.id",
    "reviews.4.rating",
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
