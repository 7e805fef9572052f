import assert from "node:assert/strict";
import type { HubRequest } from "../../lib/websub/hub_request.ts";
import {
  getSubscription,
  type Intent,
  intentKey,
  listIntents,
  listSubscriptions,
  subscriptionId,
} from "../../lib/websub/subscriptions.ts";
import {
  createIntent,
  processIntent,
  processPendingIntents,
} from "../../lib/websub/verification.ts";
import {
  createTestContext,
  storeSubscription,
  withHub,
} from "../helpers/websub_harness.ts";

function request(
  callback: string,
  fields: Partial<HubRequest> = {},
): HubRequest {
  return {
    mode: "subscribe",
    callback,
    host: "127.0.0.1",
    topic: "http://hub.test/feed.xml",
    topicPath: "/feed.xml",
    leaseSeconds: 3600,
    secret: null,
    ...fields,
  };
}

async function intentEntry(
  kv: Deno.Kv,
  intent: Intent,
): Promise<Deno.KvEntry<Intent>> {
  return (await kv.get<Intent>(intentKey(intent.id))) as Deno.KvEntry<Intent>;
}

Deno.test("a verified subscribe activates the subscription with its lease and secret", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h, { client: h.client });
    const callback = h.subscriber.url("a", "own=x");
    const before = Date.now();
    const intent = await createIntent(
      h.kv,
      request(callback, { secret: "k", leaseSeconds: 7200 }),
    );
    assert.equal(
      await processIntent(ctx, await intentEntry(h.kv, intent)),
      "subscribed",
    );
    const [verification] = h.subscriber.verifications("a");
    assert.equal(verification.url.searchParams.get("own"), "x");
    assert.equal(verification.url.searchParams.get("hub.mode"), "subscribe");
    assert.equal(
      verification.url.searchParams.get("hub.topic"),
      "http://hub.test/feed.xml",
    );
    assert.equal(
      verification.url.searchParams.get("hub.lease_seconds"),
      "7200",
    );
    const subscription =
      (await getSubscription(h.kv, await subscriptionId(callback, "/feed.xml")))
        .value!;
    assert.equal(subscription.secret, "k");
    assert.equal(subscription.failures, 0);
    assert.ok(
      subscription.expiresAt >= before + 7_200_000 &&
        subscription.expiresAt <= Date.now() + 7_200_000,
    );
    assert.deepEqual(await listIntents(h.kv), [], "the intent is consumed");
  });
});

Deno.test("a wrong or failed verification answer changes nothing", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h, { client: h.client });
    h.subscriber.behave("wrong", { verify: "wrong" });
    h.subscriber.behave("error", { verify: 500 });
    for (const name of ["wrong", "error"]) {
      const intent = await createIntent(h.kv, request(h.subscriber.url(name)));
      assert.equal(
        await processIntent(ctx, await intentEntry(h.kv, intent)),
        "rejected",
      );
    }
    assert.deepEqual(await listSubscriptions(h.kv), []);
    assert.deepEqual(await listIntents(h.kv), []);
  });
});

Deno.test("re-subscribing renews the lease, replaces or clears the secret and keeps one subscription", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h, { client: h.client });
    const callback = h.subscriber.url("re");
    const id = await subscriptionId(callback, "/feed.xml");
    await storeSubscription(h.kv, {
      callback,
      topicPath: "/feed.xml",
      secret: "old",
      expiresAt: Date.now() + 10_000,
      failures: 2,
    });
    const first = await createIntent(
      h.kv,
      request(callback, { secret: "new", leaseSeconds: 5000 }),
    );
    assert.equal(
      await processIntent(ctx, await intentEntry(h.kv, first)),
      "subscribed",
    );
    let subscription = (await getSubscription(h.kv, id)).value!;
    assert.equal(subscription.secret, "new");
    assert.equal(subscription.failures, 0);
    assert.ok(subscription.expiresAt > Date.now() + 4_000_000);
    const second = await createIntent(
      h.kv,
      request(callback, { secret: null }),
    );
    await processIntent(ctx, await intentEntry(h.kv, second));
    subscription = (await getSubscription(h.kv, id)).value!;
    assert.equal(subscription.secret, null);
    assert.equal((await listSubscriptions(h.kv)).length, 1);

    // A failed re-subscription leaves the existing one as it was.
    h.subscriber.behave("re", { verify: "wrong" });
    const third = await createIntent(
      h.kv,
      request(callback, { secret: "never" }),
    );
    assert.equal(
      await processIntent(ctx, await intentEntry(h.kv, third)),
      "rejected",
    );
    assert.deepEqual((await getSubscription(h.kv, id)).value, subscription);
  });
});

Deno.test("unsubscribe removes only after a verified answer", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h, { client: h.client });
    const callback = h.subscriber.url("u");
    const stored = await storeSubscription(h.kv, {
      callback,
      topicPath: "/feed.xml",
    });
    h.subscriber.behave("u", { verify: 404 });
    const refused = await createIntent(
      h.kv,
      request(callback, { mode: "unsubscribe" }),
    );
    assert.equal(
      await processIntent(ctx, await intentEntry(h.kv, refused)),
      "rejected",
    );
    assert.notEqual((await getSubscription(h.kv, stored.id)).value, null);
    h.subscriber.behave("u", { verify: "echo" });
    const accepted = await createIntent(
      h.kv,
      request(callback, { mode: "unsubscribe" }),
    );
    assert.equal(
      await processIntent(ctx, await intentEntry(h.kv, accepted)),
      "unsubscribed",
    );
    assert.equal((await getSubscription(h.kv, stored.id)).value, null);
    assert.equal(
      h.subscriber.verifications("u").at(-1)?.url.searchParams.get("hub.mode"),
      "unsubscribe",
    );
  });
});

Deno.test("a refused callback address is never contacted", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h, {
      client: h.client,
      guard: () => Promise.resolve({ allowed: false, reason: "loopback" }),
    });
    const intent = await createIntent(
      h.kv,
      request(h.subscriber.url("private")),
    );
    assert.equal(
      await processIntent(ctx, await intentEntry(h.kv, intent)),
      "refused",
    );
    assert.equal(h.subscriber.requests("private").length, 0);
    assert.deepEqual(await listSubscriptions(h.kv), []);
  });
});

Deno.test("a callback host at its cap gets a denied notice instead of a new subscription", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h, {
      client: h.client,
      maxSubscriptionsPerHost: 1,
    });
    await storeSubscription(h.kv, { callback: h.subscriber.url("existing") });
    const intent = await createIntent(h.kv, request(h.subscriber.url("extra")));
    assert.equal(
      await processIntent(ctx, await intentEntry(h.kv, intent)),
      "over_capacity",
    );
    await ctx.settled();
    assert.equal(h.subscriber.denials("extra").length, 1);
    assert.equal((await listSubscriptions(h.kv)).length, 1);
  });
});

Deno.test("an intent is verified once: a claimed intent is skipped", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h, { client: h.client });
    const intent = await createIntent(h.kv, request(h.subscriber.url("once")));
    const entry = await intentEntry(h.kv, intent);
    const outcomes = await Promise.all([
      processIntent(ctx, entry),
      processIntent(ctx, entry),
    ]);
    assert.deepEqual(outcomes.sort(), ["skipped", "subscribed"]);
    assert.equal(h.subscriber.verifications("once").length, 1);
  });
});

Deno.test("processPendingIntents verifies every unclaimed intent with a fresh challenge each", async () => {
  await withHub({ worker: false }, async (h) => {
    const ctx = createTestContext(h, { client: h.client });
    for (const name of ["p1", "p2", "p3"]) {
      await createIntent(h.kv, request(h.subscriber.url(name)));
    }
    const claimed = await createIntent(h.kv, request(h.subscriber.url("p4")));
    await h.kv.set(intentKey(claimed.id), {
      ...claimed,
      claimUntil: Date.now() + 60_000,
      claimToken: "x",
    });
    const result = await processPendingIntents(ctx);
    assert.equal(result.processed, 3);
    assert.ok(result.nextWakeAt !== null && result.nextWakeAt > Date.now());
    assert.equal((await listSubscriptions(h.kv)).length, 3);
    const challenges = ["p1", "p2", "p3"].map((name) =>
      h.subscriber.verifications(name)[0].url.searchParams.get("hub.challenge")
    );
    assert.equal(new Set(challenges).size, 3);
  });
});

Deno.test("an intent interrupted by a stop is kept for after the restart", async () => {
  await withHub({ worker: false }, async (h) => {
    const controller = new AbortController();
    const ctx = createTestContext(h, {
      client: h.client,
      signal: controller.signal,
      timeoutMs: 5_000,
    });
    h.subscriber.behave("slow", {
      verify: () => {
        controller.abort();
        return new Response("late");
      },
    });
    const intent = await createIntent(h.kv, request(h.subscriber.url("slow")));
    assert.equal(
      await processIntent(ctx, await intentEntry(h.kv, intent)),
      "skipped",
    );
    const [kept] = await listIntents(h.kv);
    assert.equal(kept.value.id, intent.id);
    assert.equal(kept.value.claimUntil, 0);
  });
});
