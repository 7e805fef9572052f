/**
 * The service under a Deno Deploy simulation (`tests/helpers/deploy_sim.ts`,
 * loaded with `deno run --preload`): crons are refused after `Deno.serve`,
 * the app's database refuses queues as KV Connect does, `KV_PATH` is unset
 * and `DENO_DEPLOY=true`. Instances are killed with SIGKILL, as Deploy does
 * 5 s after its SIGINT, and others take over on the same store.
 */
import assert from "node:assert/strict";
import { readCurrentPointer } from "../../lib/dataset/store.ts";
import {
  getSubscription,
  subscriptionId,
} from "../../lib/websub/subscriptions.ts";
import { publishVariant } from "../helpers/websub_fixtures.ts";
import { waitUntil } from "../helpers/wait.ts";
import {
  PROJECT_ROOT,
  type ServiceProcess,
  startServiceProcess,
} from "../helpers/service_process.ts";
import { subprocessEnv } from "../helpers/process.ts";
import { TestSubscriber } from "../helpers/subscriber.ts";
import { createTestCertificate, type TestCertificate } from "../helpers/tls.ts";

const PRELOAD = "tests/helpers/deploy_sim.ts";

interface World extends AsyncDisposable {
  dir: string;
  database: string;
  certificate: TestCertificate;
  subscriber: TestSubscriber;
  /** The test's own handle on the app's database (an import from a laptop). */
  store(): Promise<Deno.Kv>;
  /** Starts an instance on Deploy; `database: false` assigns none. */
  start(
    options?: { database?: boolean; env?: Record<string, string> },
  ): Promise<ServiceProcess>;
}

async function createWorld(): Promise<World> {
  const dir = await Deno.makeTempDir({ prefix: "deploy_e2e_" });
  const certificate = await createTestCertificate();
  const subscriber = TestSubscriber.start(certificate);
  const services: ServiceProcess[] = [];
  const database = `${dir}/app-database.kv`;
  let kv: Deno.Kv | null = null;
  return {
    dir,
    database,
    certificate,
    subscriber,
    async store() {
      kv ??= await Deno.openKv(database);
      return kv;
    },
    async start(options = {}) {
      const service = await startServiceProcess({
        kvPath: null,
        certFile: certificate.certFile,
        preload: PRELOAD,
        env: {
          DENO_DEPLOY: "true",
          DENO_DEPLOYMENT_ID: "simulated",
          BASE_URL: "https://reviews.example",
          ...(options.database === false
            ? {}
            : { DEPLOY_SIM_DATABASE: database }),
          ...options.env,
        },
      });
      services.push(service);
      return service;
    },
    async [Symbol.asyncDispose]() {
      for (const service of services) await service.kill();
      kv?.close();
      await subscriber.close();
      await certificate.remove();
      await Deno.remove(dir, { recursive: true });
    },
  };
}

async function getJson(
  service: ServiceProcess,
  path: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${service.url}${path}`);
  return { status: response.status, body: await response.json() };
}

Deno.test("the simulation refuses a cron registered after Deno.serve", async () => {
  const script = `${await Deno.makeTempDir({ prefix: "deploy_sim_" })}/late.ts`;
  await Deno.writeTextFile(
    script,
    `Deno.cron("early", "* * * * *", () => {});
const server = Deno.serve({ port: 0, onListen() {} }, () => new Response("hi"));
try {
  Deno.cron("late", "* * * * *", () => {});
  console.log("late accepted");
} catch (error) {
  console.log("late refused: " + error.message);
}
await server.shutdown();
Deno.exit(0);
`,
  );
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--unstable-cron", "--preload", PRELOAD, script],
    cwd: PROJECT_ROOT,
    env: subprocessEnv({}),
    clearEnv: true,
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(output.stdout);
  await Deno.remove(script.slice(0, script.lastIndexOf("/")), {
    recursive: true,
  });
  assert.match(text, /cron "early" registered before Deno\.serve/);
  assert.match(text, /late refused: .*after Deno\.serve/);
  assert.doesNotMatch(text, /late accepted/);
});

Deno.test("on Deploy: crons registered in time, no queues, /readyz 503 until the first version, then 200", async () => {
  await using world = await createWorld();
  const service = await world.start();
  assert.match(
    service.output(),
    /cron "websub-outbox" registered before Deno\.serve/,
  );
  assert.deepEqual(await getJson(service, "/healthz"), {
    status: 200,
    body: { status: "ok" },
  });
  const before = await getJson(service, "/readyz");
  assert.equal(before.status, 503);
  assert.equal(before.body.status, "not_ready");
  assert.match(String(before.body.reason), /no dataset version/);
  const dataset = await fetch(`${service.url}/reviews.json`);
  assert.equal(dataset.status, 503);
  await dataset.body?.cancel();
  assert.doesNotMatch(
    service.output(),
    /the store was empty/,
    "no import on Deploy",
  );

  // Imported from outside, as from a laptop over KV Connect.
  const pointer = await publishVariant(await world.store(), 1);
  await waitUntil(
    async () => (await getJson(service, "/readyz")).status === 200,
    { message: "/readyz after the import", timeoutMs: 10_000 },
  );
  assert.deepEqual((await getJson(service, "/readyz")).body, {
    status: "ready",
    version: pointer.version,
    published_at: pointer.published_at,
    reviews: pointer.review_count,
  });
  const reviews = await getJson(service, "/reviews.json");
  assert.equal(reviews.status, 200);
  assert.equal(
    (reviews.body.reviews as unknown[]).length,
    pointer.review_count,
  );
  assert.doesNotMatch(service.output(), /warn|error/i);
});

Deno.test("on Deploy without a KV database: 503 with the reason, advice in the log, nothing imported", async () => {
  await using world = await createWorld();
  const service = await world.start({ database: false });
  const ready = await getJson(service, "/readyz");
  assert.equal(ready.status, 503);
  assert.equal(ready.body.status, "not_ready");
  assert.match(String(ready.body.reason), /no KV database is assigned/);
  assert.equal((await getJson(service, "/healthz")).status, 200);
  for (const path of ["/reviews.json", "/api/reviews/search?limit=1"]) {
    const answer = await getJson(service, path);
    assert.equal(answer.status, 503, path);
    assert.equal(answer.body.status, "not_ready", path);
  }
  const hub = await service.hub({
    "hub.mode": "subscribe",
    "hub.callback": world.subscriber.url("nowhere"),
    "hub.topic": service.topic("/feed.xml"),
  });
  assert.equal(hub.status, 503);
  await hub.body?.cancel();
  assert.match(service.output(), /Assign a Deno KV database/);
  assert.doesNotMatch(service.output(), /the store was empty/);
});

Deno.test("on Deploy: a subscription accepted by an instance killed after its 202 is verified and delivered by another", async () => {
  await using world = await createWorld();
  const { subscriber } = world;
  // A short callback timeout: the killed instance's claim lasts the timeout
  // and a margin, and the second instance waits that long.
  const env = { WEBSUB_CALLBACK_TIMEOUT_MS: "2000" };
  await publishVariant(await world.store(), 1);
  const first = await world.start({ env });
  await waitUntil(
    async () => (await getJson(first, "/readyz")).status === 200,
    { message: "first instance ready" },
  );
  // The first instance gets no answer to its verification before it dies.
  subscriber.behave("late", { verify: "hang" });
  const response = await first.hub({
    "hub.mode": "subscribe",
    "hub.callback": subscriber.url("late"),
    "hub.topic": first.topic("/feed.xml"),
  });
  assert.equal(response.status, 202);
  await response.body?.cancel();
  // It has claimed the intent and is waiting for the callback: killed now.
  await subscriber.waitFor(() => subscriber.verifications("late").length === 1);
  await first.kill();
  const killedAt = Date.now();
  subscriber.behave("late", { verify: "echo" });

  const second = await world.start({ env });
  const id = await subscriptionId(subscriber.url("late"), "/feed.xml");
  // The first instance's claim on the intent has to lapse first (its
  // request timeout and a margin).
  await waitUntil(
    async () => (await getSubscription(await world.store(), id)).value !== null,
    { message: "verified by the second instance", timeoutMs: 45_000 },
  );
  const verified = subscriber.verifications("late");
  assert.ok(verified.at(-1)!.at > killedAt, "verified after the kill");

  await publishVariant(await world.store(), 2);
  await subscriber.waitFor(
    () => subscriber.notifications("late").length === 1,
    { message: "delivered by the second instance", timeoutMs: 15_000 },
  );
  const [notification] = subscriber.notifications("late");
  const feed = await fetch(`${second.url}/feed.xml`);
  assert.deepEqual(notification.body, await feed.bytes());
  assert.doesNotMatch(second.output(), /warn/i);
});

Deno.test("on Deploy: a retry due after its instance died is sent by another", async () => {
  await using world = await createWorld();
  const { subscriber } = world;
  const env = { WEBSUB_RETRY_DELAYS_MS: "1500,1500" };
  await publishVariant(await world.store(), 1);
  const first = await world.start({ env });
  await waitUntil(
    async () => (await getJson(first, "/readyz")).status === 200,
    { message: "first instance ready" },
  );
  subscriber.behave("durable", { notify: [500] });
  const response = await first.hub({
    "hub.mode": "subscribe",
    "hub.callback": subscriber.url("durable"),
    "hub.topic": first.topic("/reviews.json"),
  });
  assert.equal(response.status, 202);
  await response.body?.cancel();
  const id = await subscriptionId(subscriber.url("durable"), "/reviews.json");
  await waitUntil(
    async () => (await getSubscription(await world.store(), id)).value !== null,
    { message: "verified" },
  );
  await publishVariant(await world.store(), 2);
  await subscriber.waitFor(
    () => subscriber.notifications("durable").length === 1,
    { timeoutMs: 10_000 },
  );
  // The failure is recorded (its retry due in 1.5 s), then the instance dies.
  await waitUntil(
    async () =>
      (await getSubscription(await world.store(), id)).value?.failures === 1,
    { message: "the failure recorded" },
  );
  await first.kill();
  const killedAt = Date.now();

  const second = await world.start({ env });
  await subscriber.waitFor(
    () => subscriber.notifications("durable").length === 2,
    { timeoutMs: 15_000, message: "the retry, sent by the second instance" },
  );
  const [attempt, retry] = subscriber.notifications("durable");
  assert.ok(retry.at > killedAt);
  assert.ok(retry.at - attempt.at >= 1_500, "the retry waited its delay");
  assert.deepEqual(retry.body, attempt.body);
  await waitUntil(
    async () =>
      (await getSubscription(await world.store(), id)).value?.failures === 0,
    { message: "the 2xx reset the count" },
  );
  assert.equal(
    (await readCurrentPointer(await world.store()))?.review_count,
    (await getJson(second, "/readyz")).body.reviews,
  );
});
