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

Deno.test("searchPage: the form shows every filter in force, so searching again keeps them", async () => {
  using app = await createTestApp(makeDataset(syntheticReviews(10)));
  const { dataset, index } = app.snapshot;
  const page = searchPage({
    dataset,
    baseUrl: "https://b.test",
    path: "/search?min_rating=3.5&mentions_technician=mike&limit=5",
    values: { min_rating: "3.5", mentions_technician: "mike", limit: "5" },
    next: null,
    first: null,
    result: searchReviews(index, {
      args: { limit: 5, min_rating: 3.5, mentions_technician: "mike" },
      after: null,
    }),
    filters: [],
  });
  // A first name and a minimum that are no option: one more, selected.
  assert.match(page, /<option value="mike" selected>mike<\/option>/);
  assert.match(page, /<option value="3\.5" selected>3\.5<\/option>/);
  assert.match(page, /<input type="hidden" name="limit" value="5"\/?>/);
  // A minimum that is an option is that option, selected, once.
  const three = searchPage({
    dataset,
    baseUrl: "https://b.test",
    path: "/search?min_rating=3",
    values: { min_rating: "3" },
    next: null,
    first: null,
    result: searchReviews(index, {
      args: { limit: 20, min_rating: 3 },
      after: null,
    }),
    filters: [],
  });
  assert.equal(three.match(/<option value="3" selected>/g)?.length, 1);
  assert.match(three, /3 stars or more/);
});
