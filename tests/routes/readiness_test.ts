import assert from "node:assert/strict";
import { emptyAppDeps } from "../helpers/app.ts";
import { buildSnapshot } from "../../lib/dataset/snapshot.ts";
import { createApp } from "../../routes/mod.ts";
import {
  notReadyReason,
  notReadyResponse,
  readinessGate,
} from "../../routes/readiness.ts";
import {
  makeDataset,
  makeStoredVersion,
  syntheticReviews,
} from "../helpers/data.ts";

const INFO = {
  remoteAddr: { transport: "tcp", hostname: "127.0.0.1", port: 1 },
  completed: Promise.resolve(),
} as unknown as Deno.ServeHandlerInfo;

async function snapshotOf(count: number) {
  return await buildSnapshot(
    await makeStoredVersion(makeDataset(syntheticReviews(count))),
    { baseUrl: "https://reviews.test" },
  );
}

Deno.test("notReadyResponse is a 503 with the reason, not cached, retried later", async () => {
  const response = notReadyResponse("because");
  assert.equal(response.status, 503);
  assert.equal(response.headers.get("cache-control"), "no-store");
  assert.equal(response.headers.get("retry-after"), "5");
  assert.deepEqual(await response.json(), {
    status: "not_ready",
    reason: "because",
  });
});

Deno.test("notReadyReason: the store's problem first, then a missing version, then none", async () => {
  using deps = await emptyAppDeps("no KV database");
  assert.equal(notReadyReason(deps), "no KV database");
  deps.storeProblem = null;
  assert.match(notReadyReason(deps)!, /no dataset version/);
  deps.snapshots.set(await snapshotOf(1));
  assert.equal(notReadyReason(deps), null);
});

Deno.test("/readyz is 503 not_ready before the first version; every other path too", async () => {
  using deps = await emptyAppDeps();
  const handler = readinessGate(deps, createApp(deps).fetch);
  const ready = await handler(new Request("http://x/readyz"), INFO);
  assert.equal(ready.status, 503);
  const body = await ready.json();
  assert.equal(body.status, "not_ready");
  assert.match(body.reason, /no dataset version/);
  for (const path of ["/reviews.json", "/api/reviews/search", "/mcp"]) {
    const response = await handler(new Request(`http://x${path}`), INFO);
    assert.equal(response.status, 503, path);
    assert.equal((await response.json()).status, "not_ready", path);
  }
  const healthz = await handler(new Request("http://x/healthz"), INFO);
  assert.equal(healthz.status, 200);
  await healthz.body?.cancel();
});

/** A loading the test finishes, which records when the gate starts it. */
function testLoading(
  early: (request: Request) => Response | null = (request) =>
    new URL(request.url).pathname === "/reviews.json"
      ? new Response("streamed")
      : null,
) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => finish = resolve);
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => markStarted = resolve);
  let starts = 0;
  return {
    loading: {
      done,
      early,
      start() {
        starts++;
        markStarted();
      },
    },
    finish,
    started,
    starts: () => starts,
  };
}

Deno.test("while the first version is read, early answers are served and other requests wait for it", async () => {
  using deps = await emptyAppDeps();
  const test = testLoading();
  const handler = readinessGate(deps, createApp(deps).fetch, test.loading);
  const early = await handler(new Request("http://x/reviews.json"), INFO);
  assert.equal(await early.text(), "streamed");
  let answered = false;
  const waiting = Promise.resolve(
    handler(new Request("http://x/readyz-not"), INFO),
  ).then((response) => {
    answered = true;
    return response;
  });
  await test.started;
  await Promise.resolve();
  assert.equal(answered, false, "waits for the version");
  deps.snapshots.set(await snapshotOf(2));
  test.finish();
  const response = await waiting;
  assert.equal(response.status, 404, "then answered by the application");
  await response.body?.cancel();
});

Deno.test("an early answer starts the loading once it is sent; a request that needs it starts it at once", async () => {
  using deps = await emptyAppDeps();
  const test = testLoading();
  const handler = readinessGate(deps, createApp(deps).fetch, test.loading);
  let sent = () => {};
  const completed = new Promise<void>((resolve) => sent = resolve);
  const info = { ...INFO, completed } as Deno.ServeHandlerInfo;
  const early = await handler(new Request("http://x/reviews.json"), info);
  assert.equal(await early.text(), "streamed");
  assert.equal(test.starts(), 0, "not while the early answer is sent");
  sent();
  await test.started;
  assert.equal(test.starts(), 1);

  const direct = testLoading();
  const directGate = readinessGate(
    deps,
    createApp(deps).fetch,
    direct.loading,
  );
  const directEarly = await directGate(new Request("http://x/reviews.json"));
  assert.equal(await directEarly.text(), "streamed");
  assert.equal(direct.starts(), 1, "without the connection's info, at once");

  const other = testLoading();
  const gate = readinessGate(deps, createApp(deps).fetch, other.loading);
  const waiting = gate(new Request("http://x/insights.json"), INFO);
  assert.equal(other.starts(), 1, "started by the request that needs it");
  deps.snapshots.set(await snapshotOf(2));
  other.finish();
  const response = await waiting;
  assert.equal(response.status, 200);
  await response.body?.cancel();
});

Deno.test("early answers go on while the application loads after the version", async () => {
  using deps = await emptyAppDeps();
  deps.snapshots.set(await snapshotOf(2));
  const test = testLoading();
  const calls: string[] = [];
  const handler = readinessGate(deps, (request) => {
    calls.push(new URL(request.url).pathname);
    return new Response("application");
  }, test.loading);
  const early = await handler(new Request("http://x/reviews.json"), INFO);
  assert.equal(await early.text(), "streamed");
  const waiting = Promise.resolve(
    handler(new Request("http://x/insights.json"), INFO),
  );
  const health = await handler(new Request("http://x/healthz"), INFO);
  assert.equal(await health.text(), "application");
  assert.deepEqual(calls, ["/healthz"], "the others wait for the loading");
  test.finish();
  assert.equal(await (await waiting).text(), "application");
  const after = await handler(new Request("http://x/reviews.json"), INFO);
  assert.equal(await after.text(), "application", "then no early answers");
  assert.deepEqual(calls, ["/healthz", "/insights.json", "/reviews.json"]);
});

Deno.test("a store problem is answered with 503 at once, without waiting for the loading", async () => {
  using deps = await emptyAppDeps("no KV database is assigned to this app");
  const test = testLoading(() => new Response("streamed"));
  const handler = readinessGate(
    deps,
    () => new Response("application"),
    test.loading,
  );
  const response = await handler(new Request("http://x/reviews.json"), INFO);
  assert.equal(response.status, 503);
  assert.match((await response.json()).reason, /no KV database/);
});
