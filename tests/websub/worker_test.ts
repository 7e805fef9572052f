import assert from "node:assert/strict";
import { captureConsole } from "../helpers/console.ts";
import { signatureHeader } from "../../lib/websub/callback_http.ts";
import {
  deliveryKey,
  getSubscription,
  listDeliveries,
  listSubscriptions,
  type PendingDelivery,
  subscriptionId,
} from "../../lib/websub/subscriptions.ts";
import {
  isHubQueueMessage,
  startWebSubWorker,
} from "../../lib/websub/worker.ts";
import { topicLinkHeader } from "../../lib/urls.ts";
import { createTestDeps, sleep } from "../helpers/websub_fixtures.ts";
import { REQUEST_DEADLINE_MS, waitUntil } from "../helpers/wait.ts";
import { tempDir } from "../helpers/kv.ts";
import type { HubHarness } from "../helpers/websub_harness.ts";
import { storeSubscription, withHub } from "../helpers/websub_harness.ts";

async function subscribe(
  h: HubHarness,
  name: string,
  fields: Record<string, string> = {},
): Promise<string> {
  const response = await h.hub({
    "hub.mode": "subscribe",
    "hub.callback": h.subscriber.url(name),
    "hub.topic": h.topic("/reviews.json"),
    ...fields,
  });
  assert.equal(response.status, 202, await response.text());
  await h.subscriber.waitFor(() => h.subscriber.verifications(name).length > 0);
  await h.worker!.idle();
  return await subscriptionId(h.subscriber.url(name), "/reviews.json");
}

Deno.test("subscribe, verify, then every new version is pushed with its bytes, type, Link and signature", async () => {
  await withHub({}, async (h) => {
    await subscribe(h, "feed", {
      "hub.topic": h.topic("/feed.xml"),
      "hub.secret": "topsecret",
    });
    await subscribe(h, "json", { "hub.topic": h.topic("/api/feed.json") });
    assert.equal(h.subscriber.notifications("feed").length, 0);
    const snapshot = await h.publish(1);
    await h.subscriber.waitFor(() =>
      h.subscriber.notifications("feed").length === 1 &&
      h.subscriber.notifications("json").length === 1
    );
    const [atom] = h.subscriber.notifications("feed");
    assert.deepEqual(atom.body, snapshot.documents["/feed.xml"].body);
    assert.equal(
      atom.headers.get("content-type"),
      snapshot.documents["/feed.xml"].contentType,
    );
    assert.equal(
      atom.headers.get("link"),
      topicLinkHeader(h.config.baseUrl, "/feed.xml"),
    );
    assert.equal(
      atom.headers.get("x-hub-signature"),
      await signatureHeader("topsecret", snapshot.documents["/feed.xml"].body),
    );
    const [json] = h.subscriber.notifications("json");
    assert.deepEqual(json.body, snapshot.documents["/api/feed.json"].body);
    assert.equal(
      json.headers.get("content-type"),
      "application/json; charset=utf-8",
    );
    assert.equal(json.headers.get("x-hub-signature"), null);
    await h.worker!.idle();
    assert.deepEqual(await listDeliveries(h.kv), []);
  });
});

Deno.test("a failing callback is retried after the delays and removed on the 3rd failure with a denied notice", async () => {
  await withHub({}, async (h) => {
    const id = await subscribe(h, "down");
    h.subscriber.behave("down", { then: 500 });
    await h.publish(1);
    await h.subscriber.waitFor(
      () => h.subscriber.denials("down").length === 1,
    );
    const attempts = h.subscriber.notifications("down");
    assert.equal(attempts.length, 3);
    assert.ok(attempts[1].at - attempts[0].at >= 100, "1st delay");
    assert.ok(attempts[2].at - attempts[1].at >= 200, "2nd delay");
    assert.equal((await getSubscription(h.kv, id)).value, null);
    await h.publish(2);
    await h.worker!.idle();
    assert.equal(
      h.subscriber.notifications("down").length,
      3,
      "a removed subscription gets nothing",
    );
  });
});

Deno.test("a retry sends the latest content and a later change never makes a second pending delivery", async () => {
  // Retry delays far longer than the test: only the change can send the
  // second notification, and what is left pending is read from the store.
  await withHub(
    { env: { WEBSUB_RETRY_DELAYS_MS: "600000,600000" } },
    async (h) => {
      const id = await subscribe(h, "slow");
      h.subscriber.behave("slow", { notify: [503] });
      await h.publish(1);
      await h.subscriber.waitFor(() =>
        h.subscriber.notifications("slow").length === 1
      );
      await h.worker!.idle();
      const latest = await h.publish(2);
      await h.subscriber.waitFor(
        () => h.subscriber.notifications("slow").length === 2,
        { message: "the change superseded the retry's wait" },
      );
      await h.worker!.idle();
      const notifications = h.subscriber.notifications("slow");
      assert.equal(notifications.length, 2);
      assert.deepEqual(
        notifications[1].body,
        latest.documents["/reviews.json"].body,
      );
      assert.equal(
        (await h.kv.get(deliveryKey(id))).value,
        null,
        "no second pending delivery",
      );
    },
  );
});

Deno.test("an expired lease gets nothing, and the backstop sweeps it", async () => {
  await withHub({ env: { WEBSUB_LEASE_SECONDS: "1,1,5" } }, async (h) => {
    const id = await subscribe(h, "short");
    const verification = h.subscriber.verifications("short")[0];
    assert.equal(verification.url.searchParams.get("hub.lease_seconds"), "1");
    const { expiresAt } = (await getSubscription(h.kv, id)).value!;
    await waitUntil(() => Date.now() > expiresAt, {
      message: "the end of the lease",
    });
    await h.publish(1);
    await h.worker!.idle();
    assert.equal(h.subscriber.notifications("short").length, 0);
    assert.notEqual(
      (await getSubscription(h.kv, id)).value,
      null,
      "not swept yet",
    );
    await h.worker!.runBackstop();
    assert.equal((await getSubscription(h.kv, id)).value, null);
  });
});

Deno.test("unsubscribe stops the notifications", async () => {
  await withHub({}, async (h) => {
    await subscribe(h, "leaving");
    const response = await h.hub({
      "hub.mode": "unsubscribe",
      "hub.callback": h.subscriber.url("leaving"),
      "hub.topic": h.topic("/reviews.json"),
    });
    assert.equal(response.status, 202);
    await h.subscriber.waitFor(() =>
      h.subscriber.verifications("leaving").length === 2
    );
    await h.worker!.idle();
    assert.deepEqual(await listSubscriptions(h.kv), []);
    await h.publish(1);
    await h.worker!.idle();
    assert.equal(h.subscriber.notifications("leaving").length, 0);
  });
});

Deno.test("a queue message wakes the worker for a pending delivery written elsewhere", async () => {
  // No cron here: its tick must not be what delivers.
  await withHub({ worker: { cron: false } }, async (h) => {
    await h.worker!.idle();
    const subscription = await storeSubscription(h.kv, {
      callback: h.subscriber.url("queued"),
    });
    const pending: PendingDelivery = {
      subscriptionId: subscription.id,
      version: h.snapshots.current.version,
      publishedAt: h.snapshots.current.publishedAt.getTime(),
      dueAt: Date.now(),
      claimUntil: 0,
      claimToken: null,
    };
    await h.kv.set(deliveryKey(subscription.id), pending);
    await sleep(100);
    assert.equal(
      h.subscriber.notifications("queued").length,
      0,
      "nothing drives it yet",
    );
    await h.kv.enqueue({ kind: "websub", task: "deliveries" });
    await h.subscriber.waitFor(
      () => h.subscriber.notifications("queued").length === 1,
    );
  });
});

Deno.test("the backstop re-drives a delivery whose claimer crashed", async () => {
  await withHub({}, async (h) => {
    await h.worker!.idle();
    const subscription = await storeSubscription(h.kv, {
      callback: h.subscriber.url("orphan"),
    });
    await h.kv.set(
      deliveryKey(subscription.id),
      {
        subscriptionId: subscription.id,
        version: h.snapshots.current.version,
        publishedAt: h.snapshots.current.publishedAt.getTime(),
        dueAt: Date.now() - 60_000,
        claimUntil: Date.now() - 1,
        claimToken: "crashed",
      } satisfies PendingDelivery,
    );
    await h.worker!.runBackstop();
    await h.worker!.idle();
    assert.equal(h.subscriber.notifications("orphan").length, 1);
  });
});

Deno.test("isHubQueueMessage recognises only the hub's messages", () => {
  assert.ok(isHubQueueMessage({ kind: "websub", task: "deliveries" }));
  assert.ok(isHubQueueMessage({ kind: "websub", task: "intents" }));
  assert.ok(!isHubQueueMessage({ kind: "websub", task: "other" }));
  assert.ok(!isHubQueueMessage({ kind: "mcp" }));
  assert.ok(!isHubQueueMessage(null));
  assert.ok(!isHubQueueMessage("websub"));
});

Deno.test("two instances sharing one store deliver each notification once", async () => {
  await using dir = await tempDir();
  await withHub({ kvPath: `${dir.path}/hub.kv` }, async (h) => {
    for (let index = 0; index < 10; index++) await subscribe(h, `s${index}`);
    const other = await createTestDeps({
      kvPath: `${dir.path}/hub.kv`,
      reuse: true,
    });
    const otherWorker = startWebSubWorker(other.deps, {
      client: h.client,
      timeoutMs: REQUEST_DEADLINE_MS,
    });
    try {
      await otherWorker.idle();
      await h.publish(1);
      await other.follow();
      await waitUntil(async () =>
        (await listDeliveries(h.kv)).length === 0 &&
        Array.from({ length: 10 }, (_, index) =>
          h.subscriber.notifications(`s${index}`).length)
          .every((count) =>
            count >= 1
          ), { message: "deliveries" });
      await Promise.all([h.worker!.idle(), otherWorker.idle()]);
      for (let index = 0; index < 10; index++) {
        assert.equal(
          h.subscriber.notifications(`s${index}`).length,
          1,
          `s${index}`,
        );
      }
    } finally {
      await otherWorker.stop();
      other.kv.close();
    }
  });
});

Deno.test("a retry pending when the worker stops is sent after a restart", async () => {
  await using dir = await tempDir();
  await withHub({
    kvPath: `${dir.path}/hub.kv`,
    env: { WEBSUB_RETRY_DELAYS_MS: "600,600" },
  }, async (h) => {
    await subscribe(h, "durable");
    h.subscriber.behave("durable", { notify: [500] });
    const snapshot = await h.publish(1);
    await h.subscriber.waitFor(() =>
      h.subscriber.notifications("durable").length === 1
    );
    await h.worker!.idle();
    await h.worker!.stop();
    h.kv.close();

    const restarted = await createTestDeps({
      kvPath: `${dir.path}/hub.kv`,
      reuse: true,
      env: { WEBSUB_RETRY_DELAYS_MS: "600,600" },
    });
    const worker = startWebSubWorker(restarted.deps, {
      client: h.client,
      timeoutMs: REQUEST_DEADLINE_MS,
    });
    try {
      await h.subscriber.waitFor(
        () => h.subscriber.notifications("durable").length === 2,
      );
      const retry = h.subscriber.notifications("durable")[1];
      assert.deepEqual(retry.body, snapshot.documents["/reviews.json"].body);
      await worker.idle();
      const [subscription] = await listSubscriptions(restarted.kv);
      assert.equal(subscription.value.failures, 0);
    } finally {
      await worker.stop();
      restarted.kv.close();
    }
  });
});

Deno.test("without KV queues (as over KV Connect) the outbox alone carries verification and delivery, and nothing warns", async () => {
  await withHub({ worker: false }, async (h) => {
    const refusal = () =>
      Promise.reject(
        new TypeError("Enqueue operations are not supported in KV Connect"),
      );
    Object.assign(h.kv, {
      enqueue: refusal,
      listenQueue: () => new Promise<void>(() => {}),
    });
    {
      using logged = captureConsole(["warn", "error"]);
      const worker = h.startWorker({ concurrency: 4 });
      await subscribe(h, "plain");
      h.subscriber.behave("plain", { notify: [500] });
      await h.publish(1);
      await h.subscriber.waitFor(
        () => h.subscriber.notifications("plain").length === 2,
        { message: "the attempt and its retry" },
      );
      await worker.idle();
      assert.equal(worker.queues(), false);
      assert.deepEqual(await listDeliveries(h.kv), []);
      assert.deepEqual(logged.calls.warn, []);
      assert.deepEqual(logged.calls.error, []);
    }
  });
});
