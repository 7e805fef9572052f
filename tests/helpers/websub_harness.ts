/**
 * Scaffolding of the in-process hub tests: a certificate, an HTTPS
 * subscriber, an HTTP client that trusts it, and a store with the hub's
 * dependencies; everything is closed afterwards.
 *
 * @module
 */
import type { Hono } from "hono";
import { createHubRoutes, type HubRouteOptions } from "../../routes/hub.ts";
import {
  startWebSubWorker,
  type WebSubWorker,
  type WebSubWorkerOptions,
} from "../../lib/websub/worker.ts";
import type { HubContext } from "../../lib/websub/context.ts";
import {
  hostIndexKey,
  type Subscription,
  subscriptionId,
  subscriptionKey,
} from "../../lib/websub/subscriptions.ts";
import {
  createTestDeps,
  type TestDeps,
  type TestDepsOptions,
} from "./websub_fixtures.ts";
import { TestSubscriber } from "./subscriber.ts";
import { createTestCertificate, type TestCertificate } from "./tls.ts";
import { REQUEST_DEADLINE_MS } from "./wait.ts";

/** What {@linkcode withHub} hands a test. */
export interface HubHarness extends TestDeps {
  /** The certificate of the subscriber. */
  certificate: TestCertificate;
  /** The HTTPS subscriber. */
  subscriber: TestSubscriber;
  /** A client trusting the subscriber's certificate. */
  client: Deno.HttpClient;
  /** The hub's routes. */
  app: Hono;
  /** The worker, when started. */
  worker: WebSubWorker | null;
  /** Starts a worker (stopped at the end). */
  startWorker(options?: WebSubWorkerOptions): WebSubWorker;
  /** POSTs a form to the hub. */
  hub(fields: Record<string, string>): Promise<Response>;
  /** The topic URL of a path. */
  topic(path: string): string;
}

/** Options of {@linkcode withHub}. */
export interface WithHubOptions extends TestDepsOptions {
  /** Start a worker at once; default true. */
  worker?: boolean | WebSubWorkerOptions;
  /** Options of the routes. */
  routes?: HubRouteOptions;
}

/** Runs `test` with a fresh hub, subscriber and store. */
export async function withHub(
  options: WithHubOptions,
  test: (harness: HubHarness) => Promise<void>,
): Promise<void> {
  const certificate = await createTestCertificate();
  const subscriber = TestSubscriber.start(certificate);
  const client = Deno.createHttpClient({ caCerts: [certificate.cert] });
  const testDeps = await createTestDeps(options);
  const workers: WebSubWorker[] = [];
  const harness: HubHarness = {
    ...testDeps,
    certificate,
    subscriber,
    client,
    app: createHubRoutes(testDeps.deps, options.routes),
    worker: null,
    startWorker(workerOptions = {}) {
      const worker = startWebSubWorker(testDeps.deps, {
        client,
        timeoutMs: REQUEST_DEADLINE_MS,
        ...workerOptions,
      });
      workers.push(worker);
      harness.worker = worker;
      return worker;
    },
    async hub(fields) {
      return await harness.app.request("http://hub.test/api/websub/hub", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    },
    topic(path) {
      return `${testDeps.config.baseUrl}${path}`;
    },
  };
  if (options.worker !== false) {
    harness.startWorker(
      typeof options.worker === "object" ? options.worker : {},
    );
  }
  try {
    await test(harness);
  } finally {
    for (const worker of workers) await worker.stop();
    await subscriber.close();
    try {
      testDeps.kv.close();
    } catch {
      // The test closed it already (a restart).
    }
    client.close();
    await certificate.remove();
  }
}

/** Options of {@linkcode createTestContext}. */
export interface TestContextOptions {
  /** HTTP client. */
  client?: Deno.HttpClient;
  /** Guard; default: allow all. */
  guard?: HubContext["guard"];
  /** Clock. */
  now?: () => number;
  /** Subscriptions per host; default 1,000. */
  maxSubscriptionsPerHost?: number;
  /** Request timeout; default {@linkcode REQUEST_DEADLINE_MS}. */
  timeoutMs?: number;
  /** Stop signal. */
  signal?: AbortSignal;
}

/** A hub context over test dependencies; `settled()` awaits its tracked work. */
export function createTestContext(
  testDeps: TestDeps,
  options: TestContextOptions = {},
): HubContext & { settled(): Promise<void> } {
  const tracked: Promise<unknown>[] = [];
  return {
    kv: testDeps.kv,
    config: testDeps.config,
    snapshots: testDeps.snapshots,
    guard: options.guard ?? (() => Promise.resolve({ allowed: true })),
    timeoutMs: options.timeoutMs ?? REQUEST_DEADLINE_MS,
    client: options.client,
    signal: options.signal,
    maxSubscriptionsPerHost: options.maxSubscriptionsPerHost ?? 1000,
    now: options.now ?? Date.now,
    track(work) {
      tracked.push(work);
    },
    async settled() {
      while (tracked.length > 0) await tracked.shift();
    },
  };
}

/** Stores an active subscription directly (what a verified subscribe does). */
export async function storeSubscription(
  kv: Deno.Kv,
  fields: Partial<Subscription> & { callback: string },
): Promise<Subscription> {
  const topicPath = fields.topicPath ?? "/reviews.json";
  const id = await subscriptionId(fields.callback, topicPath);
  const now = Date.now();
  const subscription: Subscription = {
    id,
    host: new URL(fields.callback).hostname,
    topic: `http://hub.test${topicPath}`,
    topicPath,
    secret: null,
    leaseSeconds: 3600,
    expiresAt: now + 3_600_000,
    failures: 0,
    deliveredPublishedAt: 0,
    createdAt: now,
    renewedAt: now,
    ...fields,
  };
  await kv.atomic()
    .set(subscriptionKey(id), subscription)
    .set(hostIndexKey(subscription.host, id), { since: now })
    .commit();
  return subscription;
}
