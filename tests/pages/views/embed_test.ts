/** lib/pages/views/embed.tsx: the page for an iframe. */
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { makeDataset, syntheticReviews } from "../../helpers/data.ts";
import { searchReviews } from "../../../lib/search.ts";

import { embedPage } from "../../../lib/pages/views/embed.tsx";

Deno.test("embedPage: the rating, the reviews, links to a new tab, no page navigation", async () => {
  using app = await createTestApp(makeDataset(syntheticReviews(10)));
  const { dataset, index } = app.snapshot;
  const result = searchReviews(index, { args: { limit: 3 }, after: null });
  const page = embedPage({
    dataset,
    baseUrl: "https://b.test",
    path: "/embed",
    result,
    filters: [],
  });
  assert.equal(page.match(/<article class="review">/g)?.length, 3);
  assert.match(page, /<body class="embed">/);
  assert.doesNotMatch(page, /<footer>/);
  for (const anchor of page.match(/<a [^>]*>/g) ?? []) {
    assert.match(anchor, /target="_blank"/);
    assert.match(anchor, /rel="noopener"/);
  }
});
