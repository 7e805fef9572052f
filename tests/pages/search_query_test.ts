/** lib/pages/search_query.ts: the pages' query strings and filters in words. */
import assert from "node:assert/strict";
import { formatDate } from "../../lib/pages/format.ts";
import {
  filterWords,
  nonEmptyParams,
  queryOf,
  withCursor,
} from "../../lib/pages/search_query.ts";
import { createTestApp } from "../helpers/app.ts";
import { makeDataset, syntheticReviews } from "../helpers/data.ts";

Deno.test("queryOf and nonEmptyParams: the query without `?`, empty form fields left out", () => {
  assert.equal(queryOf("https://x.test/search?a=1&b="), "a=1&b=");
  assert.equal(queryOf("https://x.test/search"), "");
  assert.equal(
    nonEmptyParams("query=&rating=5&rating=&mentions_technician=").toString(),
    "rating=5",
  );
});

Deno.test("withCursor sets or removes the cursor and keeps the other parameters", () => {
  const params = new URLSearchParams("rating=5&cursor=old");
  assert.equal(
    withCursor("/search", params, "next"),
    "/search?rating=5&cursor=next",
  );
  assert.equal(withCursor("/search", params, null), "/search?rating=5");
  assert.equal(withCursor("/search", new URLSearchParams(), null), "/search");
  assert.equal(params.get("cursor"), "old");
});

Deno.test("filterWords says every filter, a service by its name", async () => {
  using app = await createTestApp(makeDataset(syntheticReviews(3)));
  const service = app.snapshot.dataset.business.services[0];
  assert.deepEqual(
    filterWords({
      limit: 20,
      rating: 1,
      min_rating: 4,
      query: "  leak ",
      mentions_technician: "Rich",
      mentions_service: service.id,
      since: "2025-01-02",
    }, app.snapshot),
    [
      "with 1 star",
      "with at least 4 stars",
      "containing “leak”",
      "mentioning Rich",
      `about ${service.name}`,
      `from ${formatDate("2025-01-02")}`,
    ],
  );
  assert.deepEqual(filterWords({ limit: 20 }, app.snapshot), []);
});
