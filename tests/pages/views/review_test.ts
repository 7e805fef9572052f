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

Deno.test("reviewPage: the platform's name links to the original review, only over http(s)", async () => {
  using app = await createTestApp(makeDataset(syntheticReviews(2)));
  const { dataset } = app.snapshot;
  const linked = {
    ...dataset.reviews[0],
    source: "yelp",
    source_url: "https://www.yelp.com/biz/x?hrid=abc&x=1",
  };
  const page = reviewPage({
    dataset,
    review: linked,
    baseUrl: "https://b.test",
  });
  assert.match(
    page,
    /via <a href="https:\/\/www\.yelp\.com\/biz\/x\?hrid=abc&amp;x=1" rel="nofollow ugc"\s*>Yelp<span class="vh">, original review<\/span><\/a>/,
  );
  for (const source_url of [null, undefined, "javascript:alert(1)"]) {
    const plain = reviewPage({
      dataset,
      review: { ...linked, source_url } as typeof linked,
      baseUrl: "https://b.test",
    });
    assert.ok(!plain.includes("original review"), String(source_url));
    assert.match(plain, /via\s+Yelp/);
  }
});
