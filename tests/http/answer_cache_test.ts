/**
 * The per-snapshot LRU of answers (lib/snapshot_cache.ts), and that
 * answers follow the current snapshot through the endpoint.
 */
import assert from "node:assert/strict";
import { SnapshotLru } from "../../lib/http/answer_cache.ts";
import { parseImportText, prepareDataset } from "../../lib/dataset/prepare.ts";
import { publishDataset } from "../../lib/dataset/store.ts";
import type { Snapshot } from "../../lib/dataset/snapshot.ts";
import { loadCurrentSnapshot } from "../../lib/dataset/version_follower.ts";
import {
  callToolRaw,
  MCP_DATASET_PATH,
  openSession,
  startMcpServer,
} from "../helpers/mcp.ts";

function fakeSnapshot(version: string): Snapshot {
  return { version } as Snapshot;
}

Deno.test("entries are kept per snapshot, least recently used dropped first", () => {
  const cache = new SnapshotLru<number>({ maxEntries: 3, maxKeyLength: 10 });
  const a = fakeSnapshot("a");
  const b = fakeSnapshot("b");
  cache.set(a, "one", 1);
  cache.set(a, "two", 2);
  cache.set(a, "three", 3);
  assert.equal(cache.get(a, "one"), 1, "one is now the most recent");
  cache.set(a, "four", 4);
  assert.equal(cache.get(a, "two"), undefined, "two was the least recent");
  assert.equal(cache.get(a, "one"), 1);
  assert.equal(cache.get(a, "three"), 3);
  assert.equal(cache.get(a, "four"), 4);
  assert.equal(cache.size(a), 3);
  assert.equal(cache.get(b, "one"), undefined, "snapshots do not share");
  cache.set(b, "one", 10);
  assert.equal(cache.get(b, "one"), 10);
  assert.equal(cache.get(a, "one"), 1);
  assert.equal(cache.accepts("x".repeat(11)), false);
  cache.set(b, "x".repeat(11), 5);
  assert.equal(cache.size(b), 1, "long keys are not cached");
});

Deno.test("tool answers follow a new dataset version at once", async () => {
  await using server = await startMcpServer();
  const session = await openSession(server.mcpUrl);
  const call = {
    name: "search_reviews",
    arguments: { rating: 5, limit: 100 },
  };
  const before = await callToolRaw(server.mcpUrl, session, call);
  const again = await callToolRaw(server.mcpUrl, session, call);
  assert.deepEqual(again.json.result, before.json.result);
  const fives = before.json.result.structuredContent.total;
  assert.ok(fives > 1);

  // A new version without the five-star reviews.
  const raw = JSON.parse(await Deno.readTextFile(MCP_DATASET_PATH));
  raw.reviews = raw.reviews.filter((review: { rating: number }) =>
    review.rating !== 5
  );
  const parsed = parseImportText(JSON.stringify(raw));
  assert.ok(parsed.ok);
  await publishDataset(server.kv, prepareDataset(parsed.value));
  const next = await loadCurrentSnapshot(server.kv, { baseUrl: server.url });
  assert.ok(next && next.version !== server.snapshot.version);
  server.deps.snapshots.set(next);

  const after = await callToolRaw(server.mcpUrl, session, call);
  assert.equal(after.json.result.structuredContent.total, 0);
  const business = await callToolRaw(server.mcpUrl, session, {
    name: "get_business",
  });
  assert.equal(
    business.json.result.structuredContent.aggregate_rating.review_count,
    next.dataset.reviews.length,
  );
});
