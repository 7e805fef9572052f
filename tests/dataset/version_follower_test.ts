import assert from "node:assert/strict";
import type { PreparedDataset } from "../../lib/dataset/prepare.ts";
import {
  CURRENT_VERSION_KEY,
  publishDataset,
} from "../../lib/dataset/store.ts";
import { SnapshotHolder } from "../../lib/dataset/snapshot_holder.ts";
import {
  describeVersion,
  followCurrentVersion,
  loadCurrentSnapshot,
} from "../../lib/dataset/version_follower.ts";
import {
  makeDataset,
  makeInsights,
  syntheticReviews,
} from "../helpers/data.ts";
import { withKvAt, withTempKv } from "../helpers/kv.ts";
import { waitUntil } from "../helpers/wait.ts";

const BASE = "https://reviews.example.com";

function prepared(count: number, unverifiedCount = 0): PreparedDataset {
  const dataset = makeDataset(syntheticReviews(count));
  return { dataset, insights: makeInsights(), unverifiedCount };
}

Deno.test("loadCurrentSnapshot: null on an empty store, else the version", async () => {
  await withTempKv(async (kv) => {
    assert.equal(await loadCurrentSnapshot(kv, { baseUrl: BASE }), null);
    const { pointer } = await publishDataset(kv, prepared(5));
    const snapshot = await loadCurrentSnapshot(kv, { baseUrl: BASE });
    assert.equal(snapshot?.version, pointer.version);
    assert.equal(snapshot?.dataset.reviews.length, 5);
    assert.equal(
      snapshot?.publishedAt.toISOString(),
      new Date(pointer.published_at).toISOString(),
    );
  });
});

Deno.test("the follower picks up a version published by another handle", async () => {
  await withTempKv(async (kv, path) => {
    await publishDataset(kv, prepared(5));
    const holder = new SnapshotHolder(
      (await loadCurrentSnapshot(kv, { baseUrl: BASE }))!,
    );
    const seen: string[] = [];
    holder.subscribe((snapshot) => seen.push(snapshot.version));
    const follower = followCurrentVersion(kv, holder, {
      baseUrl: BASE,
      intervalMs: 25,
    });
    try {
      const next = await withKvAt(
        path,
        (other) => publishDataset(other, prepared(7)),
      );
      await waitUntil(() => holder.current.version === next.pointer.version, {
        message: "the new version picked up",
      });
      assert.equal(holder.current.dataset.reviews.length, 7);
      assert.deepEqual(seen, [next.pointer.version]);
      // Nothing new: no further change.
      assert.equal(await follower.refresh(), false);
      assert.deepEqual(seen, [next.pointer.version]);
    } finally {
      await follower.stop();
    }
  });
});

Deno.test("refresh() loads a new version at once", async () => {
  await withTempKv(async (kv) => {
    await publishDataset(kv, prepared(3));
    const holder = new SnapshotHolder(
      (await loadCurrentSnapshot(kv, { baseUrl: BASE }))!,
    );
    const follower = followCurrentVersion(kv, holder, {
      baseUrl: BASE,
      intervalMs: 60_000,
    });
    try {
      assert.equal(await follower.refresh(), false);
      const next = await publishDataset(kv, prepared(4));
      // Two concurrent calls share one check.
      const [a, b] = await Promise.all([
        follower.refresh(),
        follower.refresh(),
      ]);
      assert.equal(a, true);
      assert.equal(b, true);
      assert.equal(holder.current.version, next.pointer.version);
    } finally {
      await follower.stop();
    }
  });
});

Deno.test("a stopped follower changes nothing", async () => {
  await withTempKv(async (kv) => {
    await publishDataset(kv, prepared(3));
    const holder = new SnapshotHolder(
      (await loadCurrentSnapshot(kv, { baseUrl: BASE }))!,
    );
    const before = holder.current.version;
    const follower = followCurrentVersion(kv, holder, {
      baseUrl: BASE,
      intervalMs: 10,
    });
    await follower.stop();
    await publishDataset(kv, prepared(4));
    await new Promise((resolve) => setTimeout(resolve, 60));
    assert.equal(holder.current.version, before);
  });
});

Deno.test("the follower tells each new version with its counts", async () => {
  await withTempKv(async (kv) => {
    await publishDataset(kv, prepared(5));
    const first = (await loadCurrentSnapshot(kv, { baseUrl: BASE }))!;
    assert.equal(first.unverifiedCount, 0);
    assert.equal(
      describeVersion(first),
      `version ${first.version}: 5 reviews (0 unverified left out)`,
    );
    const holder = new SnapshotHolder(first);
    const told: string[] = [];
    const follower = followCurrentVersion(kv, holder, {
      baseUrl: BASE,
      intervalMs: 60_000,
      onNewVersion: (snapshot) => told.push(describeVersion(snapshot)),
    });
    try {
      const { pointer } = await publishDataset(kv, prepared(1, 3));
      assert.equal(await follower.refresh(), true);
      assert.equal(holder.current.unverifiedCount, 3);
      assert.equal(await follower.refresh(), false);
      assert.deepEqual(told, [
        `version ${pointer.version}: 1 review (3 unverified left out)`,
      ]);
    } finally {
      await follower.stop();
    }
  });
});

Deno.test("a pointer stored without unverified_count counts none", async () => {
  await withTempKv(async (kv) => {
    const { pointer } = await publishDataset(kv, prepared(2, 4));
    const { unverified_count: _, ...older } = pointer;
    await kv.set(CURRENT_VERSION_KEY, older);
    const snapshot = (await loadCurrentSnapshot(kv, { baseUrl: BASE }))!;
    assert.equal(snapshot.version, pointer.version);
    assert.equal(snapshot.unverifiedCount, 0);
  });
});
