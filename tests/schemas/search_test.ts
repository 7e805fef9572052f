import assert from "node:assert/strict";
import {
  DEFAULT_SEARCH_LIMIT,
  MAX_SEARCH_LIMIT,
  ReviewListSchema,
  SearchArgsSchema,
  ValidationErrorSchema,
} from "../../lib/schemas/search.ts";
import { makeReview } from "../helpers/data.ts";

function paths(result: { success: boolean; error?: { issues: unknown[] } }) {
  assert.equal(result.success, false);
  return (result.error!.issues as Array<{ path: PropertyKey[] }>).map((
    issue,
  ) => issue.path.join("."));
}

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
