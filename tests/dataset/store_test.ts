import assert from "node:assert/strict";
import type { PreparedDataset } from "../../lib/dataset/prepare.ts";
import {
  CURRENT_VERSION_KEY,
  encodeVersion,
  publishDataset,
  readCurrentBytes,
  readCurrentPointer,
  readCurrentVersion,
  stageChunks,
  streamStoredDocument,
  sweepUnpublished,
  UNPUBLISHED_PREFIX,
  type VersionPointer,
} from "../../lib/dataset/store.ts";
import {
  makeDataset,
  makeInsights,
  makeReview,
  seededRandom,
  syntheticReviews,
} from "../helpers/data.ts";
import { withKvAt, withTempKv } from "../helpers/kv.ts";
import { entityTag } from "../../lib/dataset/snapshot.ts";
import { loadCurrentSnapshot } from "../../lib/dataset/version_follower.ts";

function prepared(
  reviews = syntheticReviews(20),
  unverifiedCount = 0,
): PreparedDataset {
  const dataset = makeDataset(reviews);
  return { dataset, insights: makeInsights(dataset.business), unverifiedCount };
}

/** A dataset whose gzip is about `kib` KiB: random, barely compressible text. */
function largePrepared(kib: number, seed = 1): PreparedDataset {
  const random = seededRandom(seed);
  const alphabet =
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ";
  const reviews = [];
  // Random text over 63 symbols compresses to roughly 6/8 of its size.
  const count = Math.ceil((kib * 1024) / (2000 * 0.75));
  for (let index = 0; index < count; index++) {
    let text = "";
    for (let char = 0; char < 2000; char++) {
      text += alphabet[Math.floor(random() * alphabet.length)];
    }
    reviews.push(
      makeReview({ id: `big-${index}`, date: "2024-01-01", text }),
    );
  }
  return prepared(reviews);
}

async function chunkVersions(kv: Deno.Kv): Promise<Map<string, number>> {
  const versions = new Map<string, number>();
  for await (const entry of kv.list({ prefix: ["dataset", "chunks"] })) {
    const version = entry.key[2] as string;
    versions.set(version, (versions.get(version) ?? 0) + 1);
  }
  return versions;
}

Deno.test("an empty store has no current version", async () => {
  await withTempKv(async (kv) => {
    assert.equal(await readCurrentPointer(kv), null);
    assert.equal(await readCurrentVersion(kv), null);
  });
});

Deno.test("publish then read round trip", async () => {
  await withTempKv(async (kv) => {
    const version = prepared(syntheticReviews(30), 2);
    const before = Date.now();
    const result = await publishDataset(kv, version);
    assert.equal(result.status, "published");
    const pointer = result.pointer;
    assert.equal(pointer.review_count, 30);
    assert.equal(pointer.unverified_count, 2);
    assert.equal(pointer.chunk_count, 1);
    assert.ok(pointer.byte_length > 0);
    assert.equal(
      pointer.content_hash,
      (await encodeVersion(version)).contentHash,
    );
    assert.match(pointer.content_hash, /^[0-9a-f]{64}$/);
    const published = Date.parse(pointer.published_at);
    assert.ok(published >= before - 1000 && published <= Date.now() + 1000);
    assert.deepEqual(await readCurrentPointer(kv), pointer);
    const stored = await readCurrentVersion(kv);
    assert.deepEqual(stored, {
      pointer,
      dataset: version.dataset,
      insights: version.insights,
    });
  });
});

Deno.test("encodeVersion: equal content, equal hash", async () => {
  const a = await encodeVersion(prepared(syntheticReviews(10)));
  const b = await encodeVersion(prepared(syntheticReviews(10)));
  const c = await encodeVersion(prepared(syntheticReviews(11)));
  assert.equal(a.contentHash, b.contentHash);
  assert.notEqual(a.contentHash, c.contentHash);
});

Deno.test("unchanged content writes no new version", async () => {
  await withTempKv(async (kv) => {
    const first = await publishDataset(kv, prepared());
    const entry = await kv.get(CURRENT_VERSION_KEY);
    const again = await publishDataset(kv, prepared());
    assert.equal(again.status, "unchanged");
    assert.deepEqual(again.pointer, first.pointer);
    // Not even rewritten: the pointer's versionstamp is the same.
    assert.equal(
      (await kv.get(CURRENT_VERSION_KEY)).versionstamp,
      entry.versionstamp,
    );
    assert.deepEqual([...(await chunkVersions(kv)).keys()], [
      first.pointer.version,
    ]);
  });
});

Deno.test("a new version replaces the old one and its chunks", async () => {
  await withTempKv(async (kv) => {
    const first = await publishDataset(kv, prepared(syntheticReviews(10)));
    const second = await publishDataset(kv, prepared(syntheticReviews(12)));
    assert.equal(second.status, "published");
    assert.notEqual(second.pointer.version, first.pointer.version);
    const chunks = await chunkVersions(kv);
    assert.deepEqual([...chunks.keys()], [second.pointer.version]);
    assert.equal((await readCurrentVersion(kv))!.dataset.reviews.length, 12);
  });
});

Deno.test("a version of as many reviews (hashed first) and one of another count (one pass) store the plain encoding", async () => {
  await withTempKv(async (kv) => {
    const stored = async (input: PreparedDataset) => {
      const pointer = (await readCurrentPointer(kv))!;
      const plain = await encodeVersion(input);
      assert.deepEqual((await readCurrentBytes(kv))!.bytes, plain.bytes);
      assert.equal(pointer.content_hash, plain.contentHash);
      assert.deepEqual(pointer.documents, plain.documents);
      assert.equal(pointer.byte_length, plain.bytes.length);
    };
    const first = largePrepared(200);
    await publishDataset(kv, first);
    await stored(first);
    // As many reviews, one text edited: not the current content.
    const edited = structuredClone(first);
    edited.dataset.reviews[3].text = "Edited — ünïcode across chunks 🔧";
    const same = await publishDataset(kv, edited);
    assert.equal(same.status, "published");
    await stored(edited);
    const more = largePrepared(260);
    assert.notEqual(
      more.dataset.reviews.length,
      edited.dataset.reviews.length,
    );
    assert.equal((await publishDataset(kv, more)).status, "published");
    await stored(more);
    assert.equal(
      (await publishDataset(kv, structuredClone(more))).status,
      "unchanged",
    );
  });
});

Deno.test("a large dataset is stored in chunks below the 64 KiB limit", async () => {
  await withTempKv(async (kv) => {
    // About 1 MiB of gzip: more chunks than fit in one atomic commit.
    const large = largePrepared(1024);
    const result = await publishDataset(kv, large);
    assert.ok(result.pointer.byte_length > 900 * 1024);
    assert.ok(result.pointer.chunk_count > 12, `${result.pointer.chunk_count}`);
    let count = 0;
    for await (
      const entry of kv.list<Uint8Array>({
        prefix: ["dataset", "chunks", result.pointer.version],
      })
    ) {
      assert.ok(entry.value.length <= 64 * 1024);
      count++;
    }
    assert.equal(count, result.pointer.chunk_count);
    const stored = await readCurrentVersion(kv);
    assert.deepEqual(stored!.dataset, large.dataset);
    // Replacing it removes every old chunk.
    const next = await publishDataset(kv, prepared());
    assert.deepEqual([...(await chunkVersions(kv)).keys()], [
      next.pointer.version,
    ]);
  });
});

Deno.test("a reader never sees a mix of two versions", async () => {
  await withTempKv(async (writer, path) => {
    const versions = [largePrepared(150, 11), largePrepared(150, 12)];
    const hashes = await Promise.all(
      versions.map(async (version) =>
        (await encodeVersion(version)).contentHash
      ),
    );
    await publishDataset(writer, versions[0]);
    // The reader has its own handle, like another process.
    await withKvAt(path, async (reader) => {
      let done = false;
      let reads = 0;
      const seen = new Set<number>();
      const readLoop = (async () => {
        while (!done) {
          const stored = await readCurrentVersion(reader);
          assert.ok(stored);
          const which = hashes.indexOf(stored.pointer.content_hash);
          assert.ok(which >= 0);
          seen.add(which);
          // The content read is exactly the version the pointer names.
          assert.equal(
            (await encodeVersion(stored)).contentHash,
            stored.pointer.content_hash,
          );
          reads++;
        }
      })();
      try {
        // At least 8 flips, and on until the reader has seen both versions.
        for (let round = 1; round <= 8 || seen.size < 2; round++) {
          if (round > 100) break;
          const result = await publishDataset(writer, versions[round % 2]);
          assert.equal(result.status, "published");
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      } finally {
        done = true;
        await readLoop;
      }
      assert.ok(reads > 0);
      assert.equal(seen.size, 2);
    });
  });
});

Deno.test("concurrent publishers: the last flip wins, no chunk left over", async () => {
  await withTempKv(async (kvA, path) => {
    await withKvAt(path, async (kvB) => {
      const results = await Promise.all([
        publishDataset(kvA, largePrepared(200, 21)),
        publishDataset(kvB, largePrepared(200, 22)),
      ]);
      assert.deepEqual(results.map((result) => result.status), [
        "published",
        "published",
      ]);
      const current = (await readCurrentPointer(kvA))!;
      assert.ok(
        results.some((result) => result.pointer.version === current.version),
      );
      assert.deepEqual([...(await chunkVersions(kvA)).keys()], [
        current.version,
      ]);
      const stored = (await readCurrentVersion(kvB))!;
      assert.equal(
        (await encodeVersion(stored)).contentHash,
        current.content_hash,
      );
    });
  });
});

Deno.test("concurrent publishers of the same content make one version", async () => {
  await withTempKv(async (kvA, path) => {
    await withKvAt(path, async (kvB) => {
      const results = await Promise.all([
        publishDataset(kvA, largePrepared(100, 31)),
        publishDataset(kvB, largePrepared(100, 31)),
      ]);
      const statuses = results.map((result) => result.status).sort();
      // Either both saw the empty store and one lost the race, or one saw
      // the other's version already: one "published" in both cases.
      assert.deepEqual(statuses, ["published", "unchanged"]);
      const current = (await readCurrentPointer(kvA)) as VersionPointer;
      assert.equal(results[0].pointer.version, current.version);
      assert.equal(results[1].pointer.version, current.version);
      assert.deepEqual([...(await chunkVersions(kvA)).keys()], [
        current.version,
      ]);
    });
  });
});

async function markers(kv: Deno.Kv): Promise<string[]> {
  const versions: string[] = [];
  for await (const entry of kv.list({ prefix: UNPUBLISHED_PREFIX })) {
    versions.push(entry.key.at(-1) as string);
  }
  return versions;
}

Deno.test("publications leave no marker and only the current chunks", async () => {
  await withTempKv(async (kv) => {
    await publishDataset(kv, prepared(syntheticReviews(10)));
    const second = await publishDataset(kv, prepared(syntheticReviews(11)));
    await publishDataset(kv, prepared(syntheticReviews(11)));
    assert.deepEqual(await markers(kv), []);
    assert.deepEqual([...(await chunkVersions(kv)).keys()], [
      second.pointer.version,
    ]);
  });
});

Deno.test("a crashed import's chunks are swept by a later publication once past the grace period", async () => {
  await withTempKv(async (kv) => {
    let now = 1_700_000_000_000;
    const clock = { now: () => now, stagingGraceMs: 60_000 };
    const first = await publishDataset(
      kv,
      prepared(syntheticReviews(10)),
      clock,
    );
    // What an import that died before its pointer flip leaves behind.
    const data = new Uint8Array(150 * 1024).fill(7);
    await stageChunks(kv, { version: "crashed", data }, clock);
    now += 30_000;
    // Within the grace period it may be an import still under way: kept.
    const same = await publishDataset(
      kv,
      prepared(syntheticReviews(10)),
      clock,
    );
    assert.equal(same.status, "unchanged");
    assert.deepEqual(
      [...(await chunkVersions(kv)).keys()].sort(),
      [
        first.pointer.version,
        "crashed",
      ].sort(),
    );
    assert.deepEqual(await markers(kv), ["crashed"]);
    now += 60_000;
    const next = await publishDataset(
      kv,
      prepared(syntheticReviews(12)),
      clock,
    );
    assert.deepEqual([...(await chunkVersions(kv)).keys()], [
      next.pointer.version,
    ]);
    assert.deepEqual(await markers(kv), []);
    assert.equal((await readCurrentVersion(kv))!.dataset.reviews.length, 12);
  });
});

Deno.test("a replaced version whose removal was cut short is swept at once; the current one never", async () => {
  await withTempKv(async (kv) => {
    const current = await publishDataset(kv, prepared(syntheticReviews(10)));
    await stageChunks(kv, { version: "old", data: new Uint8Array(10) });
    await kv.set([...UNPUBLISHED_PREFIX, "old"], {
      state: "replaced",
      since: Date.now(),
    });
    // A stray marker naming the current version must not cost its chunks.
    await kv.set([...UNPUBLISHED_PREFIX, current.pointer.version], {
      state: "replaced",
      since: 0,
    });
    assert.deepEqual(await sweepUnpublished(kv), ["old"]);
    assert.deepEqual([...(await chunkVersions(kv)).keys()], [
      current.pointer.version,
    ]);
    assert.equal((await readCurrentVersion(kv))!.dataset.reviews.length, 10);
  });
});

Deno.test("encodeVersion: the version document, with the place and tag of each ready-to-serve document", async () => {
  const input = prepared(syntheticReviews(15));
  const { bytes, documents } = await encodeVersion(input);
  const decoder = new TextDecoder();
  assert.equal(
    decoder.decode(bytes),
    JSON.stringify({ dataset: input.dataset, insights: input.insights }),
  );
  const slice = (place: { offset: number; length: number }) =>
    bytes.subarray(place.offset, place.offset + place.length);
  assert.equal(
    decoder.decode(slice(documents["/reviews.json"])),
    JSON.stringify(input.dataset),
  );
  assert.equal(
    decoder.decode(slice(documents["/insights.json"])),
    JSON.stringify(input.insights),
  );
  for (const path of ["/reviews.json", "/insights.json"] as const) {
    assert.equal(
      documents[path].etag,
      await entityTag(new Uint8Array(slice(documents[path]))),
    );
  }
});

Deno.test("the pointer of a published version records its documents", async () => {
  await withTempKv(async (kv) => {
    const input = prepared(syntheticReviews(8));
    await publishDataset(kv, input);
    const pointer = await readCurrentPointer(kv);
    assert.deepEqual(
      pointer?.documents,
      (await encodeVersion(input)).documents,
    );
    const read = await readCurrentBytes(kv);
    assert.equal(read?.pointer.version, pointer?.version);
    assert.equal(
      new TextDecoder().decode(read?.bytes),
      JSON.stringify({ dataset: input.dataset, insights: input.insights }),
    );
  });
});

Deno.test("a version stored in the older form (gzip chunks, no documents' places) still loads", async () => {
  await withTempKv(async (kv) => {
    const input = prepared(syntheticReviews(12));
    const { bytes, contentHash } = await encodeVersion(input);
    const gzip = await new Response(
      new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip")),
    ).bytes();
    const chunkCount = await stageChunks(kv, { version: "old", data: gzip });
    const pointer: VersionPointer = {
      version: "old",
      content_hash: contentHash,
      published_at: "2025-01-01T00:00:00.000Z",
      chunk_count: chunkCount,
      byte_length: gzip.length,
      review_count: 12,
      unverified_count: 0,
    };
    await kv.atomic().set(CURRENT_VERSION_KEY, pointer)
      .delete([...UNPUBLISHED_PREFIX, "old"]).commit();
    const read = await readCurrentVersion(kv);
    assert.deepEqual(read?.dataset, input.dataset);
    const snapshot = await loadCurrentSnapshot(kv, { baseUrl: "https://x" });
    assert.equal(snapshot?.version, "old");
    assert.equal(
      new TextDecoder().decode(snapshot?.documents["/reviews.json"].body),
      JSON.stringify(input.dataset),
    );
    assert.equal(
      snapshot?.documents["/reviews.json"].etag,
      (await encodeVersion(input)).documents["/reviews.json"].etag,
    );
    // The next publication writes the current form.
    await publishDataset(kv, prepared(syntheticReviews(13)));
    const next = await readCurrentPointer(kv);
    assert.equal(next?.encoding, "identity");
    assert.ok(next?.documents);
  });
});

Deno.test("streamStoredDocument streams a document straight from the chunks, across their boundaries", async () => {
  await withTempKv(async (kv) => {
    const large = largePrepared(300);
    const { pointer } = await publishDataset(kv, large);
    assert.ok(pointer.chunk_count > 2, "several chunks");
    const decoder = new TextDecoder();
    for (const path of ["/reviews.json", "/insights.json"] as const) {
      const stream = streamStoredDocument(kv, pointer, path)!;
      const text = decoder.decode(await new Response(stream).bytes());
      assert.equal(
        text,
        JSON.stringify(
          path === "/reviews.json" ? large.dataset : large.insights,
        ),
        path,
      );
    }
    // An older version keeps no places: nothing to stream.
    const { documents: _, ...older } = pointer;
    assert.equal(streamStoredDocument(kv, older, "/reviews.json"), null);
  });
});
