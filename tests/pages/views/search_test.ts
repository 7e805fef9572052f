/** lib/pages/views/search.tsx: a page of search results or problems. */
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { makeDataset, syntheticReviews } from "../../helpers/data.ts";
import { searchReviews } from "../../../lib/search.ts";

import { searchPage } from "../../../lib/pages/views/search.tsx";

Deno.test("searchPage: a filtered view says so and links to all reviews; problems are listed", async () => {
  using app = await createTestApp(makeDataset(syntheticReviews(10)));
  const { dataset, index } = app.snapshot;
  const common = {
    dataset,
    baseUrl: "https://b.test",
    path: "/search?rating=5",
    values: { rating: "5" },
    next: null,
    first: null,
  };
  const result = searchReviews(index, {
    args: { limit: 20, rating: 5 },
    after: null,
  });
  const page = searchPage({ ...common, result, filters: ["with 5 stars"] });
  assert.match(
    page,
    /Filtered: only reviews with 5 stars\. <a href="\/search">Show all reviews<\/a>/,
  );
  assert.equal(
    page.match(/<article class="review">/g)?.length ?? 0,
    result.count,
  );
  const bad = searchPage({
    ...common,
    result: {
      issues: [{
        path: "rating",
        code: "too_big",
        message: "must be a whole number from 1 to 5",
      }],
    },
    filters: [],
  });
  assert.match(bad, /<code>rating<\/code>/);
  assert.doesNotMatch(bad, /<article class="review">/);
});
