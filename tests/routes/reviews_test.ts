import assert from "node:assert/strict";
import { createReviewRoutes } from "../../routes/reviews.ts";
import { TEST_BASE_URL, withTestApp } from "../helpers/app.ts";
import { makeDataset, syntheticReviews } from "../helpers/data.ts";

Deno.test("the review sub-app alone: search, since and one review", async () => {
  await withTestApp(makeDataset(syntheticReviews(30)), async (testApp) => {
    const app = createReviewRoutes(testApp.deps);
    const search = await app.request(
      `${TEST_BASE_URL}/api/reviews/search?limit=3`,
    );
    assert.equal(search.status, 200);
    assert.equal(search.headers.get("access-control-allow-origin"), "*");
    const page = await search.json();
    assert.equal(page.count, 3);
    assert.equal(page.total, 30);

    const newest = testApp.snapshot.dataset.reviews[0];
    const since = await app.request(
      `${TEST_BASE_URL}/api/reviews/since/${newest.date}`,
    );
    const sinceBody = await since.json();
    assert.ok(
      sinceBody.reviews.every((review: { date: string }) =>
        review.date >= newest.date
      ),
    );
    assert.ok(since.headers.get("etag"));

    const one = await app.request(
      `${TEST_BASE_URL}/api/reviews/${encodeURIComponent(newest.id)}`,
    );
    assert.deepEqual(await one.json(), newest);
    const missing = await app.request(`${TEST_BASE_URL}/api/reviews/nope`);
    assert.equal(missing.status, 404);
    assert.deepEqual((await missing.json()).error, "not_found");
  });
});

Deno.test("the review sub-app: 400 bodies list every problem", async () => {
  await withTestApp(makeDataset(syntheticReviews(3)), async (testApp) => {
    const app = createReviewRoutes(testApp.deps);
    const bad = await app.request(
      `${TEST_BASE_URL}/api/reviews/search?rating=6&bogus=1`,
    );
    assert.equal(bad.status, 400);
    const body = await bad.json();
    assert.equal(body.error, "invalid_request");
    assert.deepEqual(
      body.issues.map((issue: { path: string }) => issue.path).sort(),
      [
        "bogus",
        "rating",
      ],
    );
    const badDate = await app.request(
      `${TEST_BASE_URL}/api/reviews/since/2025-02-30`,
    );
    assert.equal(badDate.status, 400);
    assert.equal((await badDate.json()).issues[0].path, "date");
    // Since takes no query parameters; an unknown one is refused as in the
    // search, listed with a bad date.
    const unknown = await app.request(
      `${TEST_BASE_URL}/api/reviews/since/2025-02-30?limit=5&foo=1`,
    );
    assert.equal(unknown.status, 400);
    assert.deepEqual(
      (await unknown.json()).issues.map((
        issue: { path: string; code: string },
      ) => `${issue.path} ${issue.code}`),
      [
        "date invalid_format",
        "limit unknown_parameter",
        "foo unknown_parameter",
      ],
    );
  });
});
