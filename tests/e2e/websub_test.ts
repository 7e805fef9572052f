/**
 * End to end: the service in a child process (trusting the test certificate
 * through `DENO_CERT`) and a real HTTPS subscriber on 127.0.0.1. Covers the
 * websub.rocks hub tests 100 to 104, every row of the specification's
 * subscription state table, failure counting, restart durability, two
 * instances on one store and the refusal of private callbacks.
 */
import assert from "node:assert/strict";
import { signatureHeader } from "../../lib/websub/callback_http.ts";
import {
  listDeliveries,
  listIntents,
  listSubscriptions,
  type Subscription,
} from "../../lib/websub/subscriptions.ts";
import { readFanOutMarker } from "../../lib/websub/fanout.ts";
import { datasetText, publishVariant } from "../helpers/websub_fixtures.ts";
import {
  importInChildProcess,
  type ServiceProcess,
  startServiceProcess,
} from "../helpers/service_process.ts";
import { TestSubscriber } from "../helpers/subscriber.ts";
import { createTestCertificate, type TestCertificate } from "../helpers/tls.ts";
import { waitUntil } from "../helpers/wait.ts";

interface World {
  dir: string;
  kvPath: string;
  certificate: TestCertificate;
  subscriber: TestSubscriber;
  /** A handle of the test process on the service's store: another process, as an import is. */
  store: Deno.Kv | null;
  services: ServiceProcess[];
  variant: number;
  /** The version the test published last, or null. */
  version: string | null;
}

async function withWorld(test: (world: World) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "websub_e2e_" });
  const certificate = await createTestCertificate();
  const world: World = {
    dir,
    kvPath: `${dir}/service.kv`,
    certificate,
    subscriber: TestSubscriber.start(certificate),
    store: null,
    services: [],
    variant: 0,
    version: null,
  };
  try {
    // The store starts with the dataset's first version, published by the
    // test process: the services find it (they skip the import a first start
    // makes), and the analysis is loaded here before anything is timed (the
    // first publication takes seconds on a loaded machine, longer than the
    // short leases some steps rely on).
    world.store = await Deno.openKv(world.kvPath);
    await publishVariant(world.store, 0);
    await test(world);
  } finally {
    for (const service of world.services) await service.stop();
    world.store?.close();
    await world.subscriber.close();
    await certificate.remove();
    await Deno.remove(dir, { recursive: true });
  }
}

async function start(
  world: World,
  env: Record<string, string> = {},
): Promise<ServiceProcess> {
  const service = await startServiceProcess({
    kvPath: world.kvPath,
    certFile: world.certificate.certFile,
    env: { WEBSUB_LEASE_SECONDS: "3600,1,7200", ...env },
  });
  world.services.push(service);
  return service;
}

/** Publishes a new dataset version from the test process. */
async function publish(world: World): Promise<void> {
  world.store ??= await Deno.openKv(world.kvPath);
  world.version = (await publishVariant(world.store, ++world.variant))
    .version;
}

/**
 * Waits until the hub has nothing left to do: the test's newest version is
 * fanned out and no delivery or verification is pending. What a subscriber
 * has received by then is all it receives until the next change, so a count
 * read afterwards proves that something was not sent.
 */
async function waitForHubIdle(world: World): Promise<void> {
  world.store ??= await Deno.openKv(world.kvPath);
  const store = world.store;
  await waitUntil(async () => {
    const marker = await readFanOutMarker(store);
    const fannedOut = world.version === null ||
      (marker?.version === world.version && marker.done);
    return fannedOut && (await listDeliveries(store)).length === 0 &&
      (await listIntents(store)).length === 0;
  }, { message: "the hub's pending work" });
}

/** Waits until the lease of `callback`'s stored subscription has run out. */
async function waitForLeaseEnd(world: World, callback: string): Promise<void> {
  world.store ??= await Deno.openKv(world.kvPath);
  const found = (await listSubscriptions(world.store)).find((entry) =>
    entry.value.callback === callback
  );
  // Already swept: the lease is over.
  if (found === undefined) return;
  await waitUntil(() => Date.now() > found.value.expiresAt, {
    message: `the end of ${callback}'s lease`,
  });
}

async function subscribe(
  service: ServiceProcess,
  callback: string,
  fields: Record<string, string> = {},
): Promise<void> {
  const response = await service.hub({
    "hub.mode": "subscribe",
    "hub.callback": callback,
    "hub.topic": service.topic("/feed.xml"),
    ...fields,
  });
  assert.equal(response.status, 202, await response.text());
}

/**
 * Waits until the service's store holds (by default) a subscription of
 * `callback` meeting `test`: what a verification leads to, read from the
 * store instead of guessed from the time.
 */
async function waitForStored(
  world: World,
  callback: string,
  test: (subscription: Subscription | undefined) => boolean = (found) =>
    found !== undefined,
): Promise<void> {
  world.store ??= await Deno.openKv(world.kvPath);
  const store = world.store;
  await waitUntil(async () => {
    const found = (await listSubscriptions(store)).find((entry) =>
      entry.value.callback === callback
    );
    return test(found?.value);
  }, { message: `the store's subscription of ${callback}` });
}

async function topicGet(service: ServiceProcess, path: string) {
  const response = await fetch(`${service.url}${path}`);
  return {
    body: await response.bytes(),
    contentType: response.headers.get("content-type"),
    link: response.headers.get("link"),
  };
}

Deno.test({
  name: "websub.rocks hub tests 100-104 against the service in a child process",
  async fn(t) {
    await withWorld(async (world) => {
      const service = await start(world);
      const { subscriber } = world;

      await t.step(
        "100 typical subscription; an import by another process is pushed within 5 s",
        async () => {
          await subscribe(service, subscriber.url("typical"));
          await subscriber.waitFor(() =>
            subscriber.verifications("typical").length === 1
          );
          const [verification] = subscriber.verifications("typical");
          const query = verification.url.searchParams;
          assert.equal(query.get("hub.mode"), "subscribe");
          assert.equal(query.get("hub.topic"), service.topic("/feed.xml"));
          assert.match(query.get("hub.challenge") ?? "", /^.{20,}$/);
          assert.equal(query.get("hub.lease_seconds"), "3600");
          await waitForHubIdle(world);
          assert.equal(
            subscriber.notifications("typical").length,
            0,
            "nothing before a change",
          );

          const file = `${world.dir}/variant.json`;
          await Deno.writeTextFile(file, await datasetText(++world.variant));
          await importInChildProcess(world.kvPath, file);
          await subscriber.waitFor(
            () => subscriber.notifications("typical").length === 1,
            { message: "delivery after the import" },
          );
          const [notification] = subscriber.notifications("typical");
          const get = await topicGet(service, "/feed.xml");
          assert.deepEqual(
            notification.body,
            get.body,
            "the same bytes as a GET",
          );
          assert.equal(
            notification.headers.get("content-type"),
            get.contentType,
          );
          assert.match(get.contentType ?? "", /^application\/atom\+xml/);
          assert.equal(notification.headers.get("link"), get.link);
          assert.equal(
            notification.headers.get("link"),
            `<${service.baseUrl}/api/websub/hub>; rel="hub", <${
              service.topic("/feed.xml")
            }>; rel="self"`,
          );
        },
      );

      await t.step(
        "101 subscription with a secret: signed notifications",
        async () => {
          await subscribe(service, subscriber.url("secret"), {
            "hub.topic": service.topic("/api/feed.json"),
            "hub.secret": "websub.rocks secret",
          });
          await subscriber.waitFor(() =>
            subscriber.verifications("secret").length === 1
          );
          await waitForStored(world, subscriber.url("secret"));
          await publish(world);
          await subscriber.waitFor(() =>
            subscriber.notifications("secret").length === 1
          );
          const [notification] = subscriber.notifications("secret");
          assert.equal(
            notification.headers.get("x-hub-signature"),
            await signatureHeader(
              "websub.rocks secret",
              notification.body as Uint8Array<ArrayBuffer>,
            ),
          );
          const get = await topicGet(service, "/api/feed.json");
          assert.deepEqual(notification.body, get.body);
          assert.equal(
            notification.headers.get("content-type"),
            get.contentType,
          );
        },
      );

      await t.step(
        "102 callback with its own query parameters and extra hub parameters",
        async () => {
          await subscribe(service, subscriber.url("extra", "foo=bar&x=%2Fy"), {
            "hub.topic": service.topic("/reviews.json"),
            "hub.unknown_extension": "ignored",
          });
          await subscriber.waitFor(() =>
            subscriber.verifications("extra").length === 1
          );
          const [verification] = subscriber.verifications("extra");
          assert.equal(verification.url.searchParams.get("foo"), "bar");
          assert.equal(verification.url.searchParams.get("x"), "/y");
          assert.ok(
            verification.url.search.startsWith("?foo=bar&x=%2Fy&hub."),
            verification.url.search,
          );
          await waitForStored(world, subscriber.url("extra", "foo=bar&x=%2Fy"));
          await publish(world);
          await subscriber.waitFor(() =>
            subscriber.notifications("extra").length === 1
          );
          const [notification] = subscriber.notifications("extra");
          assert.equal(notification.url.search, "?foo=bar&x=%2Fy");
          assert.deepEqual(
            notification.body,
            (await topicGet(service, "/reviews.json")).body,
          );
        },
      );

      await t.step(
        "103 re-subscription: renewed, one subscription, no push of its own",
        async () => {
          const before = subscriber.notifications("typical").length;
          await subscribe(service, subscriber.url("typical"), {
            "hub.lease_seconds": "5000",
          });
          await subscriber.waitFor(() =>
            subscriber.verifications("typical").length === 2
          );
          assert.equal(
            subscriber.verifications("typical")[1].url.searchParams.get(
              "hub.lease_seconds",
            ),
            "5000",
          );
          await waitForHubIdle(world);
          assert.equal(
            subscriber.notifications("typical").length,
            before,
            "re-subscribing pushes nothing",
          );
          await publish(world);
          await subscriber.waitFor(() =>
            subscriber.notifications("typical").length === before + 1
          );
          await waitForHubIdle(world);
          assert.equal(
            subscriber.notifications("typical").length,
            before + 1,
            "one subscription, one push",
          );
        },
      );

      await t.step(
        "104 unsubscription: verified, then nothing more",
        async () => {
          const response = await service.hub({
            "hub.mode": "unsubscribe",
            "hub.callback": subscriber.url("typical"),
            "hub.topic": service.topic("/feed.xml"),
          });
          assert.equal(response.status, 202);
          await response.body?.cancel();
          await subscriber.waitFor(() =>
            subscriber.verifications("typical").some((request) =>
              request.url.searchParams.get("hub.mode") === "unsubscribe"
            )
          );
          await waitForStored(
            world,
            subscriber.url("typical"),
            (found) => found === undefined,
          );
          const before = subscriber.notifications("typical").length;
          await publish(world);
          await subscriber.waitFor(() =>
            subscriber.notifications("secret").length === 3
          );
          await waitForHubIdle(world);
          assert.equal(subscriber.notifications("typical").length, before);
        },
      );
    });
  },
});

Deno.test({
  name: "every row of the subscription state table",
  async fn(t) {
    await withWorld(async (world) => {
      const service = await start(world);
      const { subscriber } = world;

      await t.step(
        "(none) -> rejected: a plain-HTTP callback gets 400, no verification",
        async () => {
          const callback = subscriber.url("plain").replace("https:", "http:");
          const response = await service.hub({
            "hub.mode": "subscribe",
            "hub.callback": callback,
            "hub.topic": service.topic("/feed.xml"),
          });
          assert.equal(response.status, 400);
          assert.match(
            response.headers.get("content-type") ?? "",
            /^text\/plain/,
          );
          assert.match(await response.text(), /HTTPS/);
        },
      );

      await t.step(
        "awaiting verification -> rejected: wrong body or non-2xx",
        async () => {
          subscriber.behave("wrong", { verify: "wrong" });
          subscriber.behave("refuse", { verify: 404 });
          await subscribe(service, subscriber.url("wrong"));
          await subscribe(service, subscriber.url("refuse"));
          await subscriber.waitFor(() =>
            subscriber.verifications("wrong").length === 1 &&
            subscriber.verifications("refuse").length === 1
          );
        },
      );

      await t.step(
        "(none) -> awaiting verification -> active; a 2xx keeps the count at 0",
        async () => {
          await subscribe(service, subscriber.url("good"));
          await subscriber.waitFor(() =>
            subscriber.verifications("good").length === 1
          );
          subscriber.behave("down", { then: 500 });
          await subscribe(service, subscriber.url("down"));
          await subscriber.waitFor(() =>
            subscriber.verifications("down").length === 1
          );
          await subscribe(service, subscriber.url("short"), {
            "hub.lease_seconds": "1",
          });
          // Long enough to outlast a slow machine; the renewal below extends it.
          await subscribe(service, subscriber.url("renewed"), {
            "hub.lease_seconds": "30",
          });
          await subscriber.waitFor(() =>
            subscriber.verifications("short").length === 1 &&
            subscriber.verifications("renewed").length === 1
          );
          assert.equal(
            subscriber.verifications("short")[0].url.searchParams.get(
              "hub.lease_seconds",
            ),
            "1",
          );
          for (const name of ["good", "down", "renewed"]) {
            await waitForStored(world, subscriber.url(name));
          }
          await publish(world);
          await subscriber.waitFor(() =>
            subscriber.notifications("good").length === 1
          );
          await subscriber.waitFor(() =>
            subscriber.notifications("renewed").length === 1
          );
          const good = (await listSubscriptions(world.store!))
            .find((entry) => entry.value.callback === subscriber.url("good"));
          assert.equal(good?.value.failures, 0);
        },
      );

      await t.step(
        "active -> removed after 3 consecutive failures, with a denied notice",
        async () => {
          await subscriber.waitFor(
            () => subscriber.denials("down").length === 1,
          );
          assert.equal(subscriber.notifications("down").length, 3);
          assert.match(
            subscriber.denials("down")[0].url.searchParams.get("hub.reason") ??
              "",
            /3 consecutive/,
          );
        },
      );

      await t.step(
        "active -> expired: no notification after the lease; re-subscribing before the end renews",
        async () => {
          await subscribe(service, subscriber.url("renewed"), {
            "hub.lease_seconds": "60",
          });
          await subscriber.waitFor(() =>
            subscriber.verifications("renewed").length === 2
          );
          await waitForStored(
            world,
            subscriber.url("renewed"),
            (found) => found?.leaseSeconds === 60,
          );
          // The 1-second lease of "short" runs out.
          await waitForLeaseEnd(world, subscriber.url("short"));
          const counts = {
            short: subscriber.notifications("short").length,
            renewed: subscriber.notifications("renewed").length,
            good: subscriber.notifications("good").length,
            down: subscriber.notifications("down").length,
          };
          await publish(world);
          await subscriber.waitFor(() =>
            subscriber.notifications("good").length === counts.good + 1
          );
          await subscriber.waitFor(() =>
            subscriber.notifications("renewed").length === counts.renewed + 1
          );
          await waitForHubIdle(world);
          assert.equal(
            subscriber.notifications("short").length,
            counts.short,
            "expired",
          );
          assert.equal(
            subscriber.notifications("down").length,
            counts.down,
            "removed",
          );
          assert.equal(
            subscriber.notifications("wrong").length,
            0,
            "never activated",
          );
          assert.equal(
            subscriber.notifications("refuse").length,
            0,
            "never activated",
          );
        },
      );

      await t.step(
        "active -> removed: unsubscribe answered correctly",
        async () => {
          const response = await service.hub({
            "hub.mode": "unsubscribe",
            "hub.callback": subscriber.url("good"),
            "hub.topic": service.topic("/feed.xml"),
          });
          assert.equal(response.status, 202);
          await response.body?.cancel();
          await subscriber.waitFor(() =>
            subscriber.verifications("good").length === 2
          );
          await waitForStored(
            world,
            subscriber.url("good"),
            (found) => found === undefined,
          );
          const before = subscriber.notifications("good").length;
          await publish(world);
          await subscriber.waitFor(() =>
            subscriber.notifications("renewed").length === 3
          );
          await waitForHubIdle(world);
          assert.equal(subscriber.notifications("good").length, before);
        },
      );
    });
  },
});

Deno.test("a retry pending when the service is killed is sent after it restarts", async () => {
  await withWorld(async (world) => {
    // A fixed public base URL: the restarted process serves the same bytes.
    // The retry delay outlasts the kill even on a busy machine.
    const env = {
      WEBSUB_RETRY_DELAYS_MS: "5000,5000",
      BASE_URL: "http://reviews.test",
    };
    const first = await start(world, env);
    const { subscriber } = world;
    subscriber.behave("durable", { notify: [500] });
    await subscribe(first, subscriber.url("durable"));
    await subscriber.waitFor(() =>
      subscriber.verifications("durable").length === 1
    );
    await waitForStored(world, subscriber.url("durable"));
    await publish(world);
    await subscriber.waitFor(() =>
      subscriber.notifications("durable").length === 1
    );
    await waitForStored(
      world,
      subscriber.url("durable"),
      (found) => found?.failures === 1,
    );
    await first.kill();
    const killedAt = Date.now();
    await start(world, env);
    await subscriber.waitFor(
      () => subscriber.notifications("durable").length === 2,
    );
    const [attempt, retry] = subscriber.notifications("durable");
    assert.ok(retry.at > killedAt);
    assert.ok(retry.at - attempt.at >= 5_000, "the retry waited its delay");
    assert.deepEqual(retry.body, attempt.body);
  });
});

Deno.test("two service instances sharing one store deliver each notification once", async () => {
  await withWorld(async (world) => {
    const env = { BASE_URL: "http://reviews.test" };
    const [first, second] = await Promise.all([
      start(world, env),
      start(world, env),
    ]);
    const { subscriber } = world;
    for (let index = 0; index < 6; index++) {
      await subscribe(index % 2 ? first : second, subscriber.url(`n${index}`), {
        "hub.topic": first.topic("/reviews.json"),
      });
    }
    await subscriber.waitFor(() =>
      Array.from(
        { length: 6 },
        (_, index) => subscriber.verifications(`n${index}`).length,
      )
        .every((count) => count === 1)
    );
    for (let index = 0; index < 6; index++) {
      await waitForStored(world, subscriber.url(`n${index}`));
    }
    await publish(world);
    await subscriber.waitFor(() =>
      Array.from(
        { length: 6 },
        (_, index) => subscriber.notifications(`n${index}`).length,
      )
        .every((count) => count >= 1)
    );
    await waitForHubIdle(world);
    for (let index = 0; index < 6; index++) {
      assert.equal(
        subscriber.notifications(`n${index}`).length,
        1,
        `n${index}`,
      );
    }
  });
});

Deno.test("private callbacks are refused at the request and again at every delivery", async () => {
  await withWorld(async (world) => {
    const { subscriber } = world;
    // Subscribed while private callbacks were allowed...
    const open = await start(world);
    await subscribe(open, subscriber.url("inside"));
    await subscriber.waitFor(() =>
      subscriber.verifications("inside").length === 1
    );
    await waitForStored(world, subscriber.url("inside"));
    await open.stop();
    world.services.length = 0;

    // ...then the service runs with the default: loopback is off limits.
    const strict = await start(world, {
      WEBSUB_ALLOW_PRIVATE_CALLBACKS: "false",
    });
    for (
      const callback of [
        subscriber.url("ssrf"),
        `https://localhost:${subscriber.port}/cb/ssrf`,
      ]
    ) {
      const response = await strict.hub({
        "hub.mode": "subscribe",
        "hub.callback": callback,
        "hub.topic": strict.topic("/feed.xml"),
      });
      assert.equal(response.status, 400);
      assert.match(await response.text(), /must not point/);
    }
    await publish(world);
    await waitForHubIdle(world);
    assert.equal(subscriber.requests("ssrf").length, 0);
    assert.equal(
      subscriber.requests("inside").length,
      1,
      "only the verification from before",
    );
    // The worker logs the removal after it drops the delivery, so an idle
    // hub can come a moment before the line: wait for it.
    const removed = /removed https:\/\/127\.0\.0\.1:\d+\/cb\/inside/;
    await waitUntil(() => removed.test(strict.output()), {
      message: "the private callback's removal in the log",
    });
    assert.match(strict.output(), removed);
  });
});
