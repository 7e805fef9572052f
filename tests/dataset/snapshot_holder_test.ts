import assert from "node:assert/strict";
import { captureConsole } from "../helpers/console.ts";
import { buildSnapshot, type Snapshot } from "../../lib/dataset/snapshot.ts";
import {
  NoVersionError,
  SnapshotHolder,
} from "../../lib/dataset/snapshot_holder.ts";
import {
  makeDataset,
  makeStoredVersion,
  syntheticReviews,
} from "../helpers/data.ts";

async function snapshotOf(count: number, version?: string): Promise<Snapshot> {
  const stored = await makeStoredVersion(
    makeDataset(syntheticReviews(count)),
    { version },
  );
  return await buildSnapshot(stored, {
    baseUrl: "https://reviews.example.com",
  });
}

Deno.test("SnapshotHolder swaps the snapshot and tells its listeners", async () => {
  const first = await snapshotOf(3, "v1");
  const second = await snapshotOf(4, "v2");
  const third = await snapshotOf(5, "v3");
  const holder = new SnapshotHolder(first);
  assert.equal(holder.current, first);
  const seenA: string[] = [];
  const seenB: string[] = [];
  const unsubscribeA = holder.subscribe((snapshot) =>
    seenA.push(snapshot.version)
  );
  holder.subscribe((snapshot) => seenB.push(snapshot.version));
  holder.set(second);
  assert.equal(holder.current, second);
  unsubscribeA();
  holder.set(third);
  assert.deepEqual(seenA, ["v2"]);
  assert.deepEqual(seenB, ["v2", "v3"]);
});

Deno.test("SnapshotHolder: a failing listener does not stop the others", async () => {
  const holder = new SnapshotHolder(await snapshotOf(2, "v1"));
  const seen: string[] = [];
  holder.subscribe(() => {
    throw new Error("listener failed");
  });
  holder.subscribe((snapshot) => seen.push(snapshot.version));
  const next = await snapshotOf(3, "v2");
  {
    using logged = captureConsole(["error"]);
    holder.set(next);
    assert.equal(logged.calls.error.length, 1);
  }
  assert.deepEqual(seen, ["v2"]);
  assert.equal(holder.current.version, "v2");
});

Deno.test("SnapshotHolder may start empty: not ready, and current throws until a version is set", async () => {
  const holder = new SnapshotHolder();
  assert.equal(holder.ready, false);
  assert.equal(holder.maybe, null);
  assert.throws(() => holder.current, NoVersionError);
  const snapshot = await snapshotOf(2, "v1");
  holder.set(snapshot);
  assert.equal(holder.ready, true);
  assert.equal(holder.current, snapshot);
});
