import assert from "node:assert/strict";
import { buildAtomFeed, buildJsonFeed } from "../../lib/feeds.ts";
import {
  buildSnapshot,
  entityTag,
  type Snapshot,
  snapshotFromBytes,
} from "../../lib/dataset/snapshot.ts";
import { DOCUMENT_PATHS } from "../../lib/dataset/documents.ts";
import { encodeVersion } from "../../lib/dataset/store.ts";
import {
  makeDataset,
  makeInsights,
  makeStoredVersion,
  syntheticReviews,
  TEST_PUBLISHED_AT,
} from "../helpers/data.ts";
import { TEST_BASE_URL, withTestApp } from "../helpers/app.ts";

const BASE = "https://reviews.example.com";
const decoder = new TextDecoder();

async function snapshotOf(count: number, version?: string): Promise<Snapshot> {
  const stored = await makeStoredVersion(
    makeDataset(syntheticReviews(count)),
    { version },
  );
  return await buildSnapshot(stored, { baseUrl: BASE });
}

Deno.test("entityTag: a quoted strong tag of the bytes", async () => {
  const a = await entityTag(new TextEncoder().encode("hello"));
  assert.match(a, /^"[0-9a-f]{32}"$/);
  assert.equal(a, await entityTag(new TextEncoder().encode("hello")));
  assert.notEqual(a, await entityTag(new TextEncoder().encode("hello!")));
});

Deno.test("buildSnapshot serialises each document with its validators", async () => {
  const stored = await makeStoredVersion(makeDataset(syntheticReviews(60)));
  const snapshot = await buildSnapshot(stored, { baseUrl: BASE });
  assert.equal(snapshot.version, stored.pointer.version);
  assert.equal(snapshot.contentHash, stored.pointer.content_hash);
  assert.equal(snapshot.publishedAt.toISOString(), TEST_PUBLISHED_AT);
  assert.deepEqual(
    Object.keys(snapshot.documents).sort(),
    [
      ...DOCUMENT_PATHS,
    ].sort(),
  );
  const options = { baseUrl: BASE, publishedAt: snapshot.publishedAt };
  const expected: Record<string, string> = {
    "/reviews.json": JSON.stringify(stored.dataset),
    "/insights.json": JSON.stringify(stored.insights),
    "/api/feed.json": JSON.stringify(buildJsonFeed(stored.dataset, options)),
    "/feed.xml": buildAtomFeed(stored.dataset, options),
  };
  for (const path of DOCUMENT_PATHS) {
    const document = snapshot.documents[path];
    assert.equal(decoder.decode(document.body), expected[path], path);
    assert.equal(document.etag, await entityTag(document.body));
    assert.equal(document.lastModified, "Tue, 01 Jul 2025 12:00:00 GMT");
  }
  assert.match(
    snapshot.documents["/reviews.json"].contentType,
    /^application\/json/,
  );
  assert.match(
    snapshot.documents["/api/feed.json"].contentType,
    /^application\/json/,
  );
  assert.match(
    snapshot.documents["/feed.xml"].contentType,
    /^application\/atom\+xml/,
  );
  // Distinct documents, distinct tags.
  assert.equal(
    new Set(DOCUMENT_PATHS.map((path) => snapshot.documents[path].etag)).size,
    4,
  );
});

Deno.test("buildSnapshot indexes the reviews", async () => {
  const snapshot = await snapshotOf(30);
  assert.equal(snapshot.reviewsById.size, 30);
  for (const review of snapshot.dataset.reviews) {
    assert.equal(snapshot.reviewsById.get(review.id), review);
  }
  assert.equal(snapshot.index.reviews, snapshot.dataset.reviews);
});

/** How often `fn` calls `JSON.stringify`. */
async function countStringifyCalls(fn: () => Promise<void>): Promise<number> {
  const original = JSON.stringify;
  let calls = 0;
  JSON.stringify = ((...args: Parameters<typeof original>) => {
    calls++;
    return original(...args);
  }) as typeof JSON.stringify;
  try {
    await fn();
  } finally {
    JSON.stringify = original;
  }
  return calls;
}

Deno.test("the dataset bytes are serialised once, not per request", async () => {
  await withTestApp(makeDataset(syntheticReviews(40)), async (testApp) => {
    const documents = testApp.snapshot.documents;
    const bodies = DOCUMENT_PATHS.map((path) => documents[path].body);
    const calls = await countStringifyCalls(async () => {
      for (let round = 0; round < 3; round++) {
        for (const path of DOCUMENT_PATHS) {
          const response = await testApp.request(path);
          assert.equal(response.status, 200);
          const bytes = new Uint8Array(await response.arrayBuffer());
          assert.deepEqual(bytes, documents[path].body);
        }
      }
    });
    assert.equal(calls, 0);
    // The very same byte arrays are still the ones served.
    DOCUMENT_PATHS.forEach((path, position) =>
      assert.equal(
        testApp.deps.snapshots.current.documents[path].body,
        bodies[position],
      )
    );
  }, { baseUrl: TEST_BASE_URL });
});

Deno.test("the since answer of a date is serialised once per version", async () => {
  await withTestApp(makeDataset(syntheticReviews(40)), async (testApp) => {
    const path = "/api/reviews/since/2024-01-01";
    const bodies = [await (await testApp.request(path)).text()];
    // Repeated: the bytes made for the first answer, nothing serialised.
    const calls = await countStringifyCalls(async () => {
      for (let round = 0; round < 2; round++) {
        bodies.push(await (await testApp.request(path)).text());
      }
    });
    assert.equal(calls, 0);
    assert.equal(new Set(bodies).size, 1);
  });
});

Deno.test("a search answer is serialised once per version and query", async () => {
  await withTestApp(makeDataset(syntheticReviews(40)), async (testApp) => {
    // zod compiles its validators on first use (calling JSON.stringify).
    for (
      const path of [
        "/api/reviews/search?limit=2",
        "/api/reviews/search?limit=-1",
      ]
    ) {
      await (await testApp.request(path)).body?.cancel();
    }
    const path = "/api/reviews/search?min_rating=3&limit=7";
    const bodies = [await (await testApp.request(path)).text()];
    // Repeated: the bytes made for the first answer, nothing serialised.
    const repeated = await countStringifyCalls(async () => {
      for (let round = 0; round < 2; round++) {
        bodies.push(await (await testApp.request(path)).text());
      }
    });
    assert.equal(repeated, 0);
    assert.equal(new Set(bodies).size, 1);
    assert.equal(JSON.parse(bodies[0]).count, 7);
    // Another query is an answer of its own, computed.
    const other = await countStringifyCalls(async () => {
      const response = await testApp.request(
        "/api/reviews/search?min_rating=3&limit=8",
      );
      assert.equal((await response.json()).count, 8);
    });
    assert.ok(other > 0);
  });
});

/** How often `fn` calls `JSON.parse`. */
function countParseCalls(fn: () => void): number {
  const original = JSON.parse;
  let calls = 0;
  JSON.parse = ((...args: Parameters<typeof original>) => {
    calls++;
    return original(...args);
  }) as typeof JSON.parse;
  try {
    fn();
  } finally {
    JSON.parse = original;
  }
  return calls;
}

Deno.test("snapshotFromBytes serves the stored documents without parsing; the rest is made on first use", async () => {
  const dataset = makeDataset(syntheticReviews(70));
  const insights = makeInsights(dataset.business);
  const encoded = await encodeVersion({ dataset, insights });
  const stored = await makeStoredVersion(dataset, { insights });
  const pointer = { ...stored.pointer, documents: encoded.documents };
  const snapshot = await snapshotFromBytes(pointer, encoded.bytes, {
    baseUrl: BASE,
  });
  const served = countParseCalls(() => {
    const reviews = snapshot.documents["/reviews.json"];
    assert.equal(reviews.body.buffer, encoded.bytes.buffer, "a view, no copy");
    assert.equal(reviews.etag, encoded.documents["/reviews.json"].etag);
    assert.equal(
      decoder.decode(snapshot.documents["/insights.json"].body),
      JSON.stringify(insights),
    );
    assert.equal(snapshot.reviewCount, 70);
  });
  assert.equal(served, 0, "nothing parsed to serve the stored documents");
  // The feeds, the index and the reviews by id come with the parse, once.
  const eager = await buildSnapshot(stored, { baseUrl: BASE });
  for (const path of DOCUMENT_PATHS) {
    assert.deepEqual(snapshot.documents[path].body, eager.documents[path].body);
    assert.equal(snapshot.documents[path].etag, eager.documents[path].etag);
    assert.equal(
      snapshot.documents[path].etag,
      await entityTag(snapshot.documents[path].body),
    );
  }
  assert.equal(snapshot.reviewsById.size, 70);
  assert.equal(snapshot.index.reviews.length, 70);
  assert.deepEqual(snapshot.dataset, dataset);
});

Deno.test("snapshotFromBytes loads versions stored before the documents' places were recorded", async () => {
  const dataset = makeDataset(syntheticReviews(9));
  const insights = makeInsights(dataset.business);
  const encoded = await encodeVersion({ dataset, insights });
  const stored = await makeStoredVersion(dataset, { insights });
  assert.equal(stored.pointer.documents, undefined);
  const snapshot = await snapshotFromBytes(stored.pointer, encoded.bytes, {
    baseUrl: BASE,
  });
  const eager = await buildSnapshot(stored, { baseUrl: BASE });
  for (const path of DOCUMENT_PATHS) {
    assert.deepEqual(snapshot.documents[path].body, eager.documents[path].body);
    assert.equal(snapshot.documents[path].etag, eager.documents[path].etag);
  }
  assert.deepEqual(snapshot.insights, insights);
});
