import assert from "node:assert/strict";
import {
  fanOut,
  type FanOutMarker,
  readFanOutMarker,
} from "../../lib/websub/fanout.ts";
import {
  deliveryKey,
  FANOUT_KEY,
  listDeliveries,
  type PendingDelivery,
  type Subscription,
} from "../../lib/websub/subscriptions.ts";
import {
  createTestContext,
  storeSubscription,
  withHub,
} from "../helpers/websub_harness.ts";

Deno.test("fanOut makes one pending delivery per active subscription, once per version", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h);
    const active: Subscription[] = [];
    for (let index = 0; index < 120; index++) {
      active.push(
        await storeSubscription(h.kv, {
          callback: `https://s${index}.example/cb`,
        }),
      );
    }
    await storeSubscription(h.kv, {
      callback: "https://expired.example/cb",
      expiresAt: Date.now() - 1,
    });
    const snapshot = await h.publish(1);
    assert.deepEqual(await fanOut(ctx, snapshot), {
      kind: "fanned_out",
      deliveries: 120,
    });
    const deliveries = await listDeliveries(h.kv);
    assert.equal(deliveries.length, 120);
    assert.deepEqual(
      new Set(deliveries.map((entry) => entry.value.subscriptionId)),
      new Set(active.map((subscription) => subscription.id)),
    );
    for (const entry of deliveries) {
      assert.equal(entry.value.version, snapshot.version);
      assert.equal(entry.value.publishedAt, snapshot.publishedAt.getTime());
      assert.equal(entry.value.claimUntil, 0);
    }
    assert.deepEqual(await fanOut(ctx, snapshot), {
      kind: "done",
      deliveries: 0,
    });
    const marker = await readFanOutMarker(h.kv);
    assert.equal(marker?.version, snapshot.version);
    assert.equal(marker?.done, true);
  });
});

Deno.test("fanOut never goes back to an older version", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h);
    await storeSubscription(h.kv, { callback: "https://a.example/cb" });
    const older = h.snapshots.current;
    const newer = await h.publish(1);
    assert.equal((await fanOut(ctx, newer)).kind, "fanned_out");
    await h.kv.delete(
      deliveryKey((await listDeliveries(h.kv))[0].value.subscriptionId),
    );
    assert.deepEqual(await fanOut(ctx, older), {
      kind: "older",
      deliveries: 0,
    });
    assert.deepEqual(await listDeliveries(h.kv), []);
  });
});

Deno.test("two instances fanning out the same version at once make each delivery once", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h);
    for (let index = 0; index < 60; index++) {
      await storeSubscription(h.kv, {
        callback: `https://s${index}.example/cb`,
      });
    }
    const snapshot = await h.publish(1);
    const results = await Promise.all([
      fanOut(ctx, snapshot),
      fanOut(ctx, snapshot),
    ]);
    assert.equal(results[0].deliveries + results[1].deliveries, 60);
    assert.deepEqual(
      results.map((result) => result.kind).sort(),
      results.some((result) => result.kind === "done")
        ? ["done", "fanned_out"]
        : ["busy", "fanned_out"],
    );
    assert.equal((await listDeliveries(h.kv)).length, 60);
  });
});

Deno.test("fanOut supersedes a waiting retry, keeps a claim under way and skips content already delivered", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h);
    const waiting = await storeSubscription(h.kv, {
      callback: "https://waiting.example/cb",
    });
    const busy = await storeSubscription(h.kv, {
      callback: "https://busy.example/cb",
    });
    const old = h.snapshots.current;
    const base: Omit<PendingDelivery, "subscriptionId"> = {
      version: old.version,
      publishedAt: old.publishedAt.getTime(),
      dueAt: Date.now() + 60_000,
      claimUntil: 0,
      claimToken: null,
    };
    await h.kv.set(deliveryKey(waiting.id), {
      ...base,
      subscriptionId: waiting.id,
    });
    const claimUntil = Date.now() + 60_000;
    await h.kv.set(deliveryKey(busy.id), {
      ...base,
      subscriptionId: busy.id,
      claimUntil,
      claimToken: "t",
    });
    const snapshot = await h.publish(1);
    await storeSubscription(h.kv, {
      callback: "https://current.example/cb",
      deliveredPublishedAt: snapshot.publishedAt.getTime(),
    });
    assert.deepEqual(await fanOut(ctx, snapshot), {
      kind: "fanned_out",
      deliveries: 2,
    });
    const byId = new Map(
      (await listDeliveries(h.kv)).map((
        entry,
      ) => [entry.value.subscriptionId, entry.value]),
    );
    assert.equal(byId.size, 2);
    assert.equal(byId.get(waiting.id)?.version, snapshot.version);
    assert.ok(byId.get(waiting.id)!.dueAt <= Date.now());
    assert.equal(byId.get(busy.id)?.version, snapshot.version);
    assert.equal(byId.get(busy.id)?.claimUntil, claimUntil);
    assert.equal(byId.get(busy.id)?.claimToken, "t");
  });
});

Deno.test("an interrupted fan-out resumes after its cursor once its lease has lapsed", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h);
    const subscriptions: Subscription[] = [];
    for (let index = 0; index < 10; index++) {
      subscriptions.push(
        await storeSubscription(h.kv, {
          callback: `https://s${index}.example/cb`,
        }),
      );
    }
    subscriptions.sort((a, b) => a.id < b.id ? -1 : 1);
    const snapshot = await h.publish(1);
    const marker: FanOutMarker = {
      version: snapshot.version,
      publishedAt: snapshot.publishedAt.getTime(),
      cursor: subscriptions[3].id,
      done: false,
      owner: "crashed",
      leaseUntil: Date.now() + 60_000,
    };
    await h.kv.set(FANOUT_KEY, marker);
    assert.deepEqual(await fanOut(ctx, snapshot), {
      kind: "busy",
      deliveries: 0,
    });
    await h.kv.set(FANOUT_KEY, { ...marker, leaseUntil: Date.now() - 1 });
    assert.deepEqual(await fanOut(ctx, snapshot), {
      kind: "fanned_out",
      deliveries: 6,
    });
    const owed = new Set(
      (await listDeliveries(h.kv)).map((entry) => entry.value.subscriptionId),
    );
    assert.deepEqual(
      owed,
      new Set(subscriptions.slice(4).map((subscription) => subscription.id)),
    );
  });
});

Deno.test("a newer version takes over a fan-out under way", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h);
    for (let index = 0; index < 5; index++) {
      await storeSubscription(h.kv, {
        callback: `https://s${index}.example/cb`,
      });
    }
    const first = await h.publish(1);
    await h.kv.set(FANOUT_KEY, {
      version: first.version,
      publishedAt: first.publishedAt.getTime(),
      cursor: null,
      done: false,
      owner: "other",
      leaseUntil: Date.now() + 60_000,
    });
    const second = await h.publish(2);
    assert.deepEqual(await fanOut(ctx, second), {
      kind: "fanned_out",
      deliveries: 5,
    });
    for (const entry of await listDeliveries(h.kv)) {
      assert.equal(entry.value.version, second.version);
    }
  });
});
