import assert from "node:assert/strict";
import {
  countHostSubscriptions,
  deleteSubscription,
  deliveryKey,
  getSubscription,
  hostIndexKey,
  isActive,
  listDeliveries,
  listSubscriptions,
  subscriptionId,
} from "../../lib/websub/subscriptions.ts";
import { storeSubscription } from "../helpers/websub_harness.ts";

Deno.test("subscriptionId is stable per callback and topic and differs otherwise", async () => {
  const a = await subscriptionId("https://a.example/cb", "/feed.xml");
  assert.equal(a, await subscriptionId("https://a.example/cb", "/feed.xml"));
  assert.match(a, /^[0-9a-f]{32}$/);
  assert.notEqual(
    a,
    await subscriptionId("https://a.example/cb", "/reviews.json"),
  );
  assert.notEqual(
    a,
    await subscriptionId("https://a.example/cb?x=1", "/feed.xml"),
  );
});

Deno.test("subscriptions are listed, counted per host and deleted with their records", async () => {
  using kv = await Deno.openKv(":memory:");
  const first = await storeSubscription(kv, {
    callback: "https://a.example/1",
  });
  await storeSubscription(kv, { callback: "https://a.example/2" });
  await storeSubscription(kv, { callback: "https://b.example/1" });
  await kv.set(deliveryKey(first.id), { subscriptionId: first.id });
  assert.equal((await listSubscriptions(kv)).length, 3);
  assert.equal(
    await countHostSubscriptions(kv, "a.example", { limit: 10 }),
    2,
  );
  assert.equal(
    await countHostSubscriptions(kv, "a.example", { limit: 1 }),
    1,
  );
  assert.equal(
    await countHostSubscriptions(kv, "c.example", { limit: 10 }),
    0,
  );

  const entry = await getSubscription(kv, first.id);
  assert.ok(entry.value);
  await kv.set(entry.key, { ...entry.value, failures: 1 });
  assert.equal(
    await deleteSubscription(kv, entry as Deno.KvEntry<typeof first>),
    false,
    "changed since read",
  );
  const fresh = await getSubscription(kv, first.id);
  assert.equal(
    await deleteSubscription(kv, fresh as Deno.KvEntry<typeof first>),
    true,
  );
  assert.equal((await getSubscription(kv, first.id)).value, null);
  assert.equal(
    (await kv.get(hostIndexKey("a.example", first.id))).value,
    null,
  );
  assert.equal((await listDeliveries(kv)).length, 0);
});

Deno.test("isActive is true only before the lease ends", async () => {
  using kv = await Deno.openKv(":memory:");
  const subscription = await storeSubscription(kv, {
    callback: "https://a.example/1",
    expiresAt: 1000,
  });
  assert.ok(isActive(subscription, 999));
  assert.ok(!isActive(subscription, 1000));
});
