import assert from "node:assert/strict";
import type { AppDeps } from "../../lib/app_deps.ts";
import { loadConfig } from "../../lib/config.ts";
import { SnapshotHolder } from "../../lib/dataset/snapshot.ts";
import { publishDataset } from "../../lib/dataset/store.ts";
import { loadCurrentSnapshot } from "../../lib/dataset/version_follower.ts";
import {
  createDatasetRoutes,
  createEarlyDocumentAnswers,
} from "../../routes/datasets.ts";
import { createApp } from "../../routes/mod.ts";
import { TEST_BASE_URL, withTestApp } from "../helpers/app.ts";
import {
  makeDataset,
  makeInsights,
  syntheticReviews,
} from "../helpers/data.ts";

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

Deno.test("early answers stream the stored documents with the same bytes and headers as the loaded version", async () => {
  await using kv = await Deno.openKv(":memory:");
  const dataset = makeDataset(syntheticReviews(120));
  const insights = makeInsights(dataset.business);
  const { pointer } = await publishDataset(kv, {
    dataset,
    insights,
    unverifiedCount: 0,
  });
  const config = loadConfig({ BASE_URL: TEST_BASE_URL, KV_PATH: ":memory:" });
  const snapshot = (await loadCurrentSnapshot(kv, config))!;
  const deps: AppDeps = { config, kv, snapshots: new SnapshotHolder(snapshot) };
  const app = createApp(deps);
  const early = createEarlyDocumentAnswers(deps, pointer);
  for (const path of ["/reviews.json", "/insights.json"]) {
    const url = `${TEST_BASE_URL}${path}`;
    const streamed = early(new Request(url))!;
    const loaded = await app.request(url);
    assert.equal(streamed.status, 200);
    assert.deepEqual(await streamed.bytes(), await loaded.bytes(), path);
    for (const name of ["etag", "last-modified", "content-type", "link"]) {
      assert.equal(
        streamed.headers.get(name),
        loaded.headers.get(name),
        `${path} ${name}`,
      );
    }
    const revalidated = early(
      new Request(url, {
        headers: { "if-none-match": loaded.headers.get("etag")! },
      }),
    )!;
    assert.equal(revalidated.status, 304);
    assert.equal(await revalidated.text(), "");
  }
  assert.equal(early(new Request(`${TEST_BASE_URL}/feed.xml`)), null);
  assert.equal(
    early(new Request(`${TEST_BASE_URL}/reviews.json`, { method: "POST" })),
    null,
  );
});
