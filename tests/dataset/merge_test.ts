import assert from "node:assert/strict";
import type { SourceReview } from "../../lib/dataset/formats/mod.ts";
import {
  compareReplacement,
  mergeReviews,
  ReviewMerger,
  toImportReview,
} from "../../lib/dataset/merge.ts";
import type { ImportReview } from "../../lib/schemas/mod.ts";
import { makeReview } from "../helpers/data.ts";

function record(id: string, changes: Partial<SourceReview> = {}): SourceReview {
  return {
    id,
    rating: 4,
    date: "2025-01-01",
    title: null,
    text: `Review ${id}`,
    author: { name: "Pat" },
    source: id.split("-")[0],
    verified: true,
    response: null,
    source_url: null,
    ...changes,
  };
}

const CURRENT: ImportReview[] = [
  record("google-1"),
  record("google-2"),
  record("yelp-1"),
  record("website-1"),
];

Deno.test("mergeReviews: adds new ids, updates known ones, keeps the rest", () => {
  const { reviews, counts } = mergeReviews(CURRENT, [
    record("google-1"),
    record("google-2", { text: "Edited text" }),
    record("google-3"),
  ]);
  assert.deepEqual(counts, {
    added: 1,
    updated: 1,
    removed: 0,
    unchanged: 1,
    unverified: 0,
    taken_down: 0,
  });
  assert.deepEqual(reviews.map((review) => review.id).sort(), [
    "google-1",
    "google-2",
    "google-3",
    "website-1",
    "yelp-1",
  ]);
  assert.equal(reviews.find((r) => r.id === "google-2")!.text, "Edited text");
});

Deno.test("mergeReviews: a new reply is an update", () => {
  const { counts, reviews } = mergeReviews(CURRENT, [
    record("google-1", { response: { text: "Thanks!", date: "2025-01-03" } }),
  ]);
  assert.equal(counts.updated, 1);
  assert.deepEqual(reviews.find((r) => r.id === "google-1")!.response, {
    text: "Thanks!",
    date: "2025-01-03",
  });
});

Deno.test("mergeReviews: --replace drops the file's sources first", () => {
  const { reviews, counts } = mergeReviews(CURRENT, [record("google-2")], {
    replaceSources: new Set(["google"]),
  });
  assert.deepEqual(reviews.map((review) => review.id).sort(), [
    "google-2",
    "website-1",
    "yelp-1",
  ]);
  assert.equal(counts.removed, 1);
  assert.equal(counts.unchanged, 1);
});

Deno.test("mergeReviews: unverified and taken-down records stay out", () => {
  const { reviews, counts } = mergeReviews(CURRENT, [
    record("trustpilot-1", { verified: false }),
    record("google-9"),
    record("google-2", { verified: false }),
  ], { takenDown: new Set(["google-9"]) });
  assert.equal(counts.unverified, 2);
  assert.equal(counts.taken_down, 1);
  assert.equal(counts.added, 0);
  assert.ok(
    reviews.some((review) => review.id === "google-2"),
    "kept as it was",
  );
  assert.ok(!reviews.some((review) => review.id === "google-9"));
});

Deno.test("mergeReviews: a record given twice counts once; the later wins", () => {
  const { reviews, counts } = mergeReviews([], [
    record("google-5", { text: "first" }),
    record("google-5", { text: "second" }),
  ]);
  assert.equal(counts.added, 1);
  assert.equal(reviews.length, 1);
  assert.equal(reviews[0].text, "second");
});

Deno.test("compareReplacement counts what a whole new dataset changes", () => {
  const counts = compareReplacement(CURRENT, [
    record("google-1"),
    record("google-2", { rating: 1 }),
    record("new-1"),
    record("new-2", { verified: false }),
    record("gone-1"),
  ], new Set(["gone-1"]));
  assert.deepEqual(counts, {
    added: 1,
    updated: 1,
    removed: 2,
    unchanged: 1,
    unverified: 1,
    taken_down: 1,
  });
});

Deno.test("toImportReview drops the derived members", () => {
  const review = makeReview({
    id: "r-1",
    date: "2025-01-01",
    source_url: "https://example.com/r",
  });
  const imported = toImportReview(review);
  assert.equal(imported.source_url, "https://example.com/r");
  assert.ok(!("aspects" in imported));
  assert.equal(
    toImportReview(makeReview({ id: "r-2", date: "2025-01-01" })).source_url,
    null,
  );
});

Deno.test("ReviewMerger, record by record, merges as mergeReviews does", () => {
  const incoming = [
    record("google-1"),
    record("google-2", { rating: 1 }),
    record("google-9", { verified: false }),
    record("google-7", { text: "first" }),
    record("google-7", { text: "second" }),
    record("google-8"),
  ];
  const options = {
    replaceSources: new Set(["google"]),
    takenDown: new Set(["google-8"]),
  };
  const merger = new ReviewMerger(CURRENT, options);
  const after = new Map(merger.kept().map((review) => [review.id, review]));
  for (const review of incoming) {
    const kept = merger.add(review);
    if (kept) after.set(kept.id, kept);
  }
  const merged = mergeReviews(CURRENT, incoming, options);
  assert.deepEqual([...after.values()], merged.reviews);
  assert.deepEqual(merger.counts(), merged.counts);
  assert.deepEqual(merged.counts, {
    added: 1,
    updated: 1,
    removed: 0,
    unchanged: 1,
    unverified: 1,
    taken_down: 1,
  });
});

Deno.test("ReviewMerger: a record of another source on a current id is a conflict", () => {
  const merger = new ReviewMerger(CURRENT);
  assert.deepEqual(
    merger.conflictOf(record("google-1", { source: "website" })),
    {
      id: "google-1",
      current: "google",
      incoming: "website",
    },
  );
  assert.equal(merger.conflictOf(record("google-2", { text: "edited" })), null);
  assert.equal(merger.conflictOf(record("website-9")), null);
  // A record that stays out replaces nothing.
  const unverified = { source: "website", verified: false };
  assert.equal(merger.conflictOf(record("google-1", unverified)), null);
});
