import assert from "node:assert/strict";
import { createDatasetRoutes } from "../../routes/datasets.ts";
import { TEST_BASE_URL, withTestApp } from "../helpers/app.ts";
import { makeDataset, syntheticReviews } from "../helpers/data.ts";

Deno.test("the dataset sub-app alone answers each document with its validators", async () => {
  await withTestApp(makeDataset(syntheticReviews(5)), async (testApp) => {
    const app = createDatasetRoutes(testApp.deps);
    for (
      const [path, type] of [
        ["/reviews.json", "application/json"],
        ["/insights.json", "application/json"],
        ["/api/feed.json", "application/json"],
        ["/feed.xml", "application/atom+xml"],
      ]
    ) {
      const response = await app.request(`${TEST_BASE_URL}${path}`);
      assert.equal(response.status, 200, path);
      assert.ok(response.headers.get("content-type")?.startsWith(type), path);
      const etag = response.headers.get("etag")!;
      assert.match(etag, /^"[0-9a-f]+"$/);
      assert.equal(
        new Uint8Array(await response.arrayBuffer()).length,
        testApp.snapshot.documents[path as "/reviews.json"].body.length,
      );
      const again = await app.request(`${TEST_BASE_URL}${path}`, {
        headers: { "if-none-match": etag },
      });
      assert.equal(again.status, 304, path);
      assert.equal(await again.text(), "");
    }
  });
});

Deno.test("the dataset sub-app: topics carry the Link header, insights do not", async () => {
  await withTestApp(makeDataset(syntheticReviews(5)), async (testApp) => {
    const app = createDatasetRoutes(testApp.deps);
    const link = (await app.request(`${TEST_BASE_URL}/feed.xml`)).headers.get(
      "link",
    );
    assert.equal(
      link,
      `<${TEST_BASE_URL}/api/websub/hub>; rel="hub", <${TEST_BASE_URL}/feed.xml>; rel="self"`,
    );
    const insights = await app.request(`${TEST_BASE_URL}/insights.json`);
    await insights.body?.cancel();
    assert.equal(insights.headers.get("link"), null);
    const post = await app.request(`${TEST_BASE_URL}/reviews.json`, {
      method: "POST",
    });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get("allow"), "GET, HEAD, OPTIONS");
    await post.body?.cancel();
  });
});
