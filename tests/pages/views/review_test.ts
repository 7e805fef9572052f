/** lib/pages/views/review.tsx: one review's page. */
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { makeDataset, syntheticReviews } from "../../helpers/data.ts";

import { reviewPage } from "../../../lib/pages/views/review.tsx";

Deno.test("reviewPage: the review with its JSON-LD and its canonical address", async () => {
  using app = await createTestApp(makeDataset(syntheticReviews(3)));
  const { dataset } = app.snapshot;
  const review = dataset.reviews[0];
  const page = reviewPage({ dataset, review, baseUrl: "https://b.test" });
  assert.equal(page.match(/<h1[\s>]/g)?.length, 1);
  assert.match(page, /<script type="application\/ld\+json">/);
  assert.ok(
    page.includes(
      `<link rel="canonical" href="https://b.test/reviews/${
        encodeURIComponent(review.id)
      }">`,
    ),
  );
});
