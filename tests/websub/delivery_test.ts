import assert from "node:assert/strict";
import { signatureHeader } from "../../lib/websub/callback_http.ts";
import {
  pendingDeliveryFor,
  runDueDeliveries,
} from "../../lib/websub/delivery.ts";
import {
  deliveryKey,
  getSubscription,
  listDeliveries,
  type PendingDelivery,
  type Subscription,
} from "../../lib/websub/subscriptions.ts";
import { topicLinkHeader } from "../../lib/urls.ts";
import type { HubHarness } from "../helpers/websub_harness.ts";
import {
  createTestContext,
  storeSubscription,
  withHub,
} from "../helpers/websub_harness.ts";

async function owe(
  h: HubHarness,
  subscription: Subscription,
  fields: Partial<PendingDelivery> = {},
) {
  const snapshot = h.snapshots.current;
  const pending: PendingDelivery = {
    subscriptionId: subscription.id,
    version: snapshot.version,
    publishedAt: snapshot.publishedAt.getTime(),
    dueAt: Date.now(),
    claimUntil: 0,
    claimToken: null,
    ...fields,
  };
  await h.kv.set(deliveryKey(subscription.id), pending);
  return pending;
}

Deno.test("a due delivery sends the topic's bytes, type, Link and signature; 2xx clears it", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h, { client: h.client });
    const subscription = await storeSubscription(h.kv, {
      callback: h.subscriber.url("ok"),
      topicPath: "/feed.xml",
      secret: "shh",
      failures: 2,
    });
    await owe(h, subscription);
    const result = await runDueDeliveries(ctx);
    assert.deepEqual(result, { processed: 1, nextWakeAt: null });
    const [notification] = h.subscriber.notifications("ok");
    const document = h.snapshots.current.documents["/feed.xml"];
    assert.deepEqual(notification.body, document.body);
    assert.equal(
      notification.headers.get("content-type"),
      "application/atom+xml; charset=utf-8",
    );
    assert.equal(
      notification.headers.get("link"),
      topicLinkHeader("http://hub.test", "/feed.xml"),
    );
    assert.equal(
      notification.headers.get("x-hub-signature"),
      await signatureHeader("shh", document.body),
    );
    assert.deepEqual(await listDeliveries(h.kv), []);
    const after = (await getSubscription(h.kv, subscription.id)).value!;
    assert.equal(after.failures, 0, "a 2xx resets the count");
    assert.equal(
      after.deliveredPublishedAt,
      h.snapshots.current.publishedAt.getTime(),
    );
  });
});

Deno.test("failures are counted, retried after the configured delays, and the 3rd removes with a denied notice", async () => {
  await withHub({ worker: false }, async (h) => {
    // A clock the test moves: the delays are checked exactly, without
    // sleeping, and a slow machine cannot make a delivery due early.
    let clock = Date.now();
    const ctx = createTestContext(h, { client: h.client, now: () => clock });
    h.subscriber.behave("bad", { then: 503 });
    const subscription = await storeSubscription(h.kv, {
      callback: h.subscriber.url("bad"),
    });
    await owe(h, subscription, { dueAt: clock });

    const result = await runDueDeliveries(ctx);
    assert.equal(result.processed, 1);
    assert.equal(
      (await getSubscription(h.kv, subscription.id)).value?.failures,
      1,
    );
    let [pending] = await listDeliveries(h.kv);
    assert.equal(pending.value.dueAt, clock + 100, "1st delay: 100 ms");
    assert.equal(result.nextWakeAt, clock + 100);
    clock += 99;
    assert.equal((await runDueDeliveries(ctx)).processed, 0, "not due yet");

    clock += 1;
    await runDueDeliveries(ctx);
    assert.equal(
      (await getSubscription(h.kv, subscription.id)).value?.failures,
      2,
    );
    [pending] = await listDeliveries(h.kv);
    assert.equal(pending.value.dueAt, clock + 200, "2nd delay: 200 ms");

    clock += 200;
    await runDueDeliveries(ctx);
    await ctx.settled();
    assert.equal(
      (await getSubscription(h.kv, subscription.id)).value,
      null,
      "removed after 3",
    );
    assert.deepEqual(await listDeliveries(h.kv), []);
    assert.equal(h.subscriber.notifications("bad").length, 3);
    const [denied] = h.subscriber.denials("bad");
    assert.equal(denied.url.searchParams.get("hub.topic"), subscription.topic);
    assert.match(
      denied.url.searchParams.get("hub.reason") ?? "",
      /3 consecutive/,
    );
  });
});

Deno.test("a 2xx between failures resets the count", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h, { client: h.client });
    h.subscriber.behave("flaky", { notify: [500, 500, 200, 500] });
    const subscription = await storeSubscription(h.kv, {
      callback: h.subscriber.url("flaky"),
    });
    for (const expected of [1, 2, 0, 1]) {
      await owe(h, subscription);
      await runDueDeliveries(ctx);
      assert.equal(
        (await getSubscription(h.kv, subscription.id)).value?.failures,
        expected,
      );
    }
  });
});

Deno.test("410 Gone removes at once; redirects and timeouts count as failures", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h, { client: h.client });
    h.subscriber.behave("gone", { notify: [410] });
    h.subscriber.behave("moved", { notify: ["redirect"] });
    h.subscriber.behave("slow", { notify: ["hang"] });
    const gone = await storeSubscription(h.kv, {
      callback: h.subscriber.url("gone"),
    });
    const moved = await storeSubscription(h.kv, {
      callback: h.subscriber.url("moved"),
    });
    const slow = await storeSubscription(h.kv, {
      callback: h.subscriber.url("slow"),
    });
    for (const subscription of [gone, moved]) await owe(h, subscription);
    assert.equal((await runDueDeliveries(ctx)).processed, 2);
    await ctx.settled();
    assert.equal((await getSubscription(h.kv, gone.id)).value, null);
    assert.equal(h.subscriber.denials("gone").length, 0);
    assert.equal((await getSubscription(h.kv, moved.id)).value?.failures, 1);
    assert.equal(h.subscriber.requests("moved-moved").length, 0);
    // Only the callback that never answers meets the short limit.
    const impatient = createTestContext(h, {
      client: h.client,
      timeoutMs: 300,
    });
    await owe(h, slow);
    assert.equal((await runDueDeliveries(impatient)).processed, 1);
    await impatient.settled();
    assert.equal((await getSubscription(h.kv, slow.id)).value?.failures, 1);
  });
});

Deno.test("an expired subscription gets nothing, even before the sweep", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h, { client: h.client });
    const expired = await storeSubscription(h.kv, {
      callback: h.subscriber.url("expired"),
      expiresAt: Date.now() - 1,
    });
    await owe(h, expired);
    await runDueDeliveries(ctx);
    assert.equal(h.subscriber.requests("expired").length, 0);
    assert.deepEqual(await listDeliveries(h.kv), []);
  });
});

Deno.test("a delivery claimed by another instance or not yet due is left alone", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h, { client: h.client });
    const claimed = await storeSubscription(h.kv, {
      callback: h.subscriber.url("claimed"),
    });
    const later = await storeSubscription(h.kv, {
      callback: h.subscriber.url("later"),
    });
    const claimUntil = Date.now() + 30_000;
    await owe(h, claimed, { claimUntil, claimToken: "other" });
    await owe(h, later, { dueAt: Date.now() + 10_000 });
    const result = await runDueDeliveries(ctx);
    assert.equal(result.processed, 0);
    assert.ok(
      result.nextWakeAt !== null && result.nextWakeAt <= Date.now() + 10_000,
    );
    assert.equal(h.subscriber.requests().length, 0);
  });
});

Deno.test("two instances running at once send a delivery once", async () => {
  await withHub({ worker: false }, async (h) => {
    const first = createTestContext(h, { client: h.client });
    const second = createTestContext(h, { client: h.client });
    const subscriptions: Subscription[] = [];
    for (let index = 0; index < 20; index++) {
      subscriptions.push(
        await storeSubscription(h.kv, {
          callback: h.subscriber.url(`c${index}`),
        }),
      );
    }
    for (const subscription of subscriptions) await owe(h, subscription);
    const results = await Promise.all([
      runDueDeliveries(first),
      runDueDeliveries(second),
    ]);
    assert.equal(results[0].processed + results[1].processed, 20);
    for (let index = 0; index < 20; index++) {
      assert.equal(h.subscriber.notifications(`c${index}`).length, 1);
    }
  });
});

Deno.test("a delivery whose content this process does not have yet waits for it", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h, { client: h.client });
    const subscription = await storeSubscription(h.kv, {
      callback: h.subscriber.url("ahead"),
    });
    await owe(h, subscription, {
      publishedAt: h.snapshots.current.publishedAt.getTime() + 60_000,
    });
    const result = await runDueDeliveries(ctx);
    assert.equal(result.processed, 1);
    assert.equal(h.subscriber.requests("ahead").length, 0);
    const [pending] = await listDeliveries(h.kv);
    assert.equal(pending.value.claimUntil, 0);
    assert.ok(pending.value.dueAt > Date.now());
    assert.equal(
      (await getSubscription(h.kv, subscription.id)).value?.failures,
      0,
      "not a failure",
    );
  });
});

Deno.test("a change while a delivery is under way is sent after it, with the latest content", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h, { client: h.client });
    const subscription = await storeSubscription(h.kv, {
      callback: h.subscriber.url("busy"),
    });
    await owe(h, subscription);
    let moved = false;
    h.subscriber.behave("busy", { notify: [500] });
    const run = runDueDeliveries(ctx);
    await h.subscriber.waitFor(() =>
      h.subscriber.notifications("busy").length === 1
    );
    // A newer version arrives while the first attempt is under way, written
    // as the fan-out writes it: checked against the entry read, since the
    // attempt may end (and release its claim) between the read and the write.
    const next = await h.publish(1);
    while (!moved) {
      const current = await h.kv.get<PendingDelivery>(
        deliveryKey(subscription.id),
      );
      const write = await h.kv.atomic().check(current).set(
        deliveryKey(subscription.id),
        pendingDeliveryFor(subscription, current.value, {
          version: next.version,
          publishedAt: next.publishedAt.getTime(),
          now: Date.now(),
        }),
      ).commit();
      moved = write.ok;
    }
    await run;
    const [pending] = await listDeliveries(h.kv);
    assert.equal(pending.value.version, next.version);
    assert.ok(
      pending.value.dueAt <= Date.now(),
      "a later change supersedes the retry's wait",
    );
    await runDueDeliveries(ctx);
    const notifications = h.subscriber.notifications("busy");
    assert.equal(notifications.length, 2);
    assert.deepEqual(
      notifications[1].body,
      next.documents["/reviews.json"].body,
    );
    assert.equal(
      (await getSubscription(h.kv, subscription.id)).value?.failures,
      0,
    );
  });
});

Deno.test("pendingDeliveryFor keeps a claim under way and supersedes a waiting retry", () => {
  const subscription = { id: "s" } as Subscription;
  const version = { version: "v2", publishedAt: 2000, now: 5000 };
  assert.deepEqual(pendingDeliveryFor(subscription, null, version), {
    subscriptionId: "s",
    version: "v2",
    publishedAt: 2000,
    dueAt: 5000,
    claimUntil: 0,
    claimToken: null,
  });
  const waiting: PendingDelivery = {
    subscriptionId: "s",
    version: "v1",
    publishedAt: 1000,
    dueAt: 60_000,
    claimUntil: 0,
    claimToken: null,
  };
  assert.equal(pendingDeliveryFor(subscription, waiting, version).dueAt, 5000);
  const underWay = { ...waiting, claimUntil: 9000, claimToken: "t" };
  assert.deepEqual(pendingDeliveryFor(subscription, underWay, version), {
    ...underWay,
    version: "v2",
    publishedAt: 2000,
  });
});

Deno.test("a delivery to a refused address counts as a failure and sends no notice", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h, {
      client: h.client,
      guard: () => Promise.resolve({ allowed: false, reason: "private" }),
    });
    const subscription = await storeSubscription(h.kv, {
      callback: h.subscriber.url("private"),
      failures: 2,
    });
    await owe(h, subscription);
    await runDueDeliveries(ctx);
    await ctx.settled();
    assert.equal(h.subscriber.requests("private").length, 0);
    assert.equal((await getSubscription(h.kv, subscription.id)).value, null);
  });
});
