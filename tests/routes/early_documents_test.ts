import assert from "node:assert/strict";
import type { AppDeps } from "../../lib/app_deps.ts";
import { loadConfig } from "../../lib/config.ts";
import { SnapshotHolder } from "../../lib/dataset/snapshot_holder.ts";
import { publishDataset } from "../../lib/dataset/store.ts";
import { loadCurrentSnapshot } from "../../lib/dataset/version_follower.ts";
import {
  createEarlyDocumentAnswers,
  documentHeaders,
} from "../../routes/early_documents.ts";
import { createApp } from "../../routes/mod.ts";
import { TEST_BASE_URL } from "../helpers/app.ts";
import {
  makeDataset,
  makeInsights,
  syntheticReviews,
} from "../helpers/data.ts";

Deno.test("documentHeaders: the WebSub topics get their Link header, other documents none", () => {
  const link = documentHeaders(TEST_BASE_URL, "/reviews.json").link;
  assert.match(link ?? "", /rel="hub"/);
  assert.match(link ?? "", /rel="self"/);
  assert.deepEqual(documentHeaders(TEST_BASE_URL, "/insights.json"), {});
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
