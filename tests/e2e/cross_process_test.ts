import assert from "node:assert/strict";
import type { RunningService } from "../../service.ts";
import { readSmallDataset, SMALL_DATASET_PATH } from "../helpers/data.ts";
import { tempDir } from "../helpers/kv.ts";
import { startedService } from "../helpers/service.ts";
import { runImport } from "../helpers/process.ts";
import { waitUntil } from "../helpers/wait.ts";

async function get(
  service: RunningService,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; etag: string | null; text: string }> {
  const response = await fetch(`${service.url}${path}`, { headers });
  return {
    status: response.status,
    etag: response.headers.get("etag"),
    text: await response.text(),
  };
}

Deno.test("a running server picks up an import made by another process", async () => {
  await using dir = await tempDir();
  const kvPath = `${dir.path}/store.kv`;
  const env = { PORT: "0", KV_PATH: kvPath, DATA_FILE: SMALL_DATASET_PATH };
  // Two instances sharing the store; the first imports DATA_FILE. Both
  // poll at the default interval (1 s).
  await using first = await startedService(env);
  await using second = await startedService(env);
  const before = await get(first, "/reviews.json");
  assert.equal(before.status, 200);
  assert.equal(JSON.parse(before.text).reviews.length, 10);
  const feedBefore = await get(first, "/api/feed.json");
  const atomBefore = await get(first, "/feed.xml");
  assert.equal((await get(second, "/reviews.json")).etag, before.etag);

  const raw = await readSmallDataset();
  raw.reviews.push({
    id: "r-100",
    rating: 4,
    date: "2025-07-01",
    title: "Brand new review",
    text: "Quick and tidy work on the kitchen sink.",
    author: { name: "Zoe Q." },
    source: "google",
    verified: true,
    response: null,
  });
  raw.reviews[0].rating = 4;
  const file = `${dir.path}/changed.json`;
  await Deno.writeTextFile(file, JSON.stringify(raw));
  const result = await runImport(file, kvPath);
  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stdout, /published version/);

  for (const service of [first, second]) {
    let current = before;
    await waitUntil(async () => {
      current = await get(service, "/reviews.json");
      return current.etag !== before.etag;
    }, { message: "the new version served", intervalMs: 50 });
    const dataset = JSON.parse(current.text);
    assert.equal(dataset.reviews.length, 11);
    assert.equal(dataset.reviews[0].id, "r-100");
    assert.equal(
      dataset.reviews.find((review: { id: string }) => review.id === "r-001")
        .rating,
      4,
    );
  }

  // Every view of the data moved to the new version.
  const feed = await get(first, "/api/feed.json");
  assert.notEqual(feed.etag, feedBefore.etag);
  assert.equal(JSON.parse(feed.text).items[0].id, "r-100");
  assert.notEqual((await get(first, "/feed.xml")).etag, atomBefore.etag);
  const search = JSON.parse(
    (await get(first, "/api/reviews/search?query=kitchen%20sink")).text,
  );
  assert.deepEqual(
    search.reviews.map((review: { id: string }) => review.id),
    ["r-100"],
  );
  const since = JSON.parse(
    (await get(second, "/api/reviews/since/2025-07-01")).text,
  );
  assert.equal(since.total, 1);
  // The old validator no longer matches.
  const revalidated = await get(first, "/reviews.json", {
    "if-none-match": before.etag!,
  });
  assert.equal(revalidated.status, 200);
});
