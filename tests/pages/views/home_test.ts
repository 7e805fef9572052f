/** lib/pages/views/home.tsx: the reviews page. */
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { makeDataset, syntheticReviews } from "../../helpers/data.ts";
import { searchReviews } from "../../../lib/search.ts";

import { homePage, removedCounts } from "../../../lib/pages/views/home.tsx";

Deno.test("homePage: one h1, the generated summary said so, the newest reviews and the next page", async () => {
  using app = await createTestApp(makeDataset(syntheticReviews(30)));
  const { dataset, insights, index } = app.snapshot;
  const newest = searchReviews(index, { args: { limit: 20 }, after: null });
  const page = homePage({
    dataset,
    insights,
    newest,
    baseUrl: "https://b.test",
  });
  assert.ok(page.startsWith('<!DOCTYPE html><html lang="en">'));
  assert.equal(page.match(/<h1[\s>]/g)?.length, 1);
  assert.match(page, /<span class="tag">Generated<\/span>/);
  assert.equal(page.match(/<article class="review">/g)?.length, 20);
  assert.match(
    page,
    /<a [^>]*rel="next"[^>]*href="\/search\?cursor=|href="\/search\?cursor=[^"]*"[^>]*rel="next"/,
  );
  assert.match(page, /<link rel="canonical" href="https:\/\/b\.test\/">/);
});

Deno.test("removedCounts keeps only well-formed entries", () => {
  const dataset = Object.assign(makeDataset([]), {
    removed: [{ reason: "legal", count: 2 }, { reason: 3, count: 1 }, {
      reason: "x",
      count: 0,
    }],
  });
  assert.deepEqual(removedCounts(dataset), [{ reason: "legal", count: 2 }]);
  assert.deepEqual(removedCounts(makeDataset([])), []);
});
