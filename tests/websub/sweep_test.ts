import assert from "node:assert/strict";
import {
  deliveryKey,
  hostIndexKey,
  intentKey,
  listSubscriptions,
} from "../../lib/websub/subscriptions.ts";
import { sweepExpiredSubscriptions } from "../../lib/websub/sweep.ts";
import { storeSubscription } from "../helpers/websub_harness.ts";

Deno.test("sweepExpiredSubscriptions deletes expired subscriptions with their records", async () => {
  using kv = await Deno.openKv(":memory:");
  const now = Date.now();
  const expired = await storeSubscription(kv, {
    callback: "https://a.example/old",
    expiresAt: now - 1,
  });
  const edge = await storeSubscription(kv, {
    callback: "https://a.example/edge",
    expiresAt: now,
  });
  const live = await storeSubscription(kv, {
    callback: "https://a.example/live",
    expiresAt: now + 60_000,
  });
  await kv.set(deliveryKey(expired.id), { subscriptionId: expired.id });
  await kv.set(deliveryKey(live.id), { subscriptionId: live.id });

  const result = await sweepExpiredSubscriptions(kv, { now });
  assert.deepEqual(result, { removed: 2, active: 1, staleIntents: 0 });
  assert.deepEqual(
    (await listSubscriptions(kv)).map((entry) => entry.value.id),
    [live.id],
  );
  for (const gone of [expired, edge]) {
    assert.equal(
      (await kv.get(hostIndexKey("a.example", gone.id))).value,
      null,
    );
    assert.equal((await kv.get(deliveryKey(gone.id))).value, null);
  }
  assert.notEqual((await kv.get(deliveryKey(live.id))).value, null);
  assert.deepEqual(await sweepExpiredSubscriptions(kv, { now }), {
    removed: 0,
    active: 1,
    staleIntents: 0,
  });
  // Later, the live one expires too.
  assert.equal(
    (await sweepExpiredSubscriptions(kv, { now: now + 60_000 })).removed,
    1,
  );
});

Deno.test("sweepExpiredSubscriptions deletes intents abandoned for an hour, not recent or claimed ones", async () => {
  using kv = await Deno.openKv(":memory:");
  const now = Date.now();
  await kv.set(intentKey("old"), {
    id: "old",
    createdAt: now - 2 * 3_600_000,
    claimUntil: 0,
  });
  await kv.set(intentKey("claimed"), {
    id: "claimed",
    createdAt: now - 2 * 3_600_000,
    claimUntil: now + 1000,
  });
  await kv.set(intentKey("new"), {
    id: "new",
    createdAt: now - 1000,
    claimUntil: 0,
  });
  assert.equal(
    (await sweepExpiredSubscriptions(kv, { now })).staleIntents,
    1,
  );
  assert.equal((await kv.get(intentKey("old"))).value, null);
  assert.notEqual((await kv.get(intentKey("claimed"))).value, null);
  assert.notEqual((await kv.get(intentKey("new"))).value, null);
});
