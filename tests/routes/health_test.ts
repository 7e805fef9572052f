import assert from "node:assert/strict";
import type { AppDeps } from "../../lib/app_deps.ts";
import { loadConfig } from "../../lib/config.ts";
import { buildSnapshot, SnapshotHolder } from "../../lib/dataset/snapshot.ts";
import { createHealthRoutes, readinessGate } from "../../routes/health.ts";
import { createApp } from "../../routes/mod.ts";
import {
  makeDataset,
  makeStoredVersion,
  syntheticReviews,
} from "../helpers/data.ts";
import { withTestApp } from "../helpers/app.ts";

const INFO = {
  remoteAddr: { transport: "tcp", hostname: "127.0.0.1", port: 1 },
  completed: Promise.resolve(),
} as unknown as Deno.ServeHandlerInfo;

/** Dependencies without a version, whose store `using` closes. */
async function emptyDeps(
  storeProblem: string | null = null,
): Promise<AppDeps & Disposable> {
  const kv = await Deno.openKv(":memory:");
  return {
    config: loadConfig({ KV_PATH: ":memory:" }),
    kv,
    snapshots: new SnapshotHolder(),
    storeProblem,
    [Symbol.dispose]: () => kv.close(),
  };
}

Deno.test("/healthz is 200 while the process serves, even without a version", async () => {
  using deps = await emptyDeps();
  const response = await createHealthRoutes(deps).request("/healthz");
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { status: "ok" });
  assert.equal(response.headers.get("cache-control"), "no-store");
});

Deno.test("/readyz is 503 not_ready before the first version; every other path too", async () => {
  using deps = await emptyDeps();
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

Deno.test("/readyz gives the store's problem as the reason", async () => {
  using deps = await emptyDeps("no KV database is assigned to this app");
  const response = await createHealthRoutes(deps).request("/readyz");
  assert.equal(response.status, 503);
  assert.deepEqual(await response.json(), {
    status: "not_ready",
    reason: "no KV database is assigned to this app",
  });
});

Deno.test("/readyz is 200 with the loaded version once there is one", async () => {
  await withTestApp(makeDataset(syntheticReviews(12)), async (testApp) => {
    const response = await testApp.request("/readyz");
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {
      status: "ready",
      version: testApp.snapshot.version,
      published_at: testApp.snapshot.publishedAt.toISOString(),
      reviews: 12,
    });
  });
});

Deno.test("/readyz is 503 when the store does not answer", async () => {
  const deps = await emptyDeps();
  deps.snapshots.set(
    await buildSnapshot(
      await makeStoredVersion(makeDataset(syntheticReviews(3))),
      { baseUrl: "https://reviews.test" },
    ),
  );
  deps.kv.close();
  const response = await createHealthRoutes(deps).request("/readyz");
  assert.equal(response.status, 503);
  assert.match((await response.json()).reason, /store does not answer/);
});

Deno.test("/healthz and /readyz refuse writes with 405", async () => {
  await withTestApp(makeDataset(syntheticReviews(1)), async (testApp) => {
    for (const path of ["/healthz", "/readyz"]) {
      const response = await testApp.request(path, { method: "POST" });
      assert.equal(response.status, 405, path);
      await response.body?.cancel();
    }
  });
});

Deno.test("while the first version is read, early answers are served and other requests wait for it", async () => {
  using deps = await emptyDeps();
  let finish = () => {};
  const done = new Promise<void>((resolve) => finish = resolve);
  const handler = readinessGate(deps, createApp(deps).fetch, {
    done,
    early: (request) =>
      new URL(request.url).pathname === "/reviews.json"
        ? new Response("streamed")
        : null,
  });
  const early = await handler(new Request("http://x/reviews.json"), INFO);
  assert.equal(await early.text(), "streamed");
  let answered = false;
  const waiting = Promise.resolve(
    handler(new Request("http://x/readyz-not"), INFO),
  ).then((response) => {
    answered = true;
    return response;
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(answered, false, "waits for the version");
  deps.snapshots.set(
    await buildSnapshot(
      await makeStoredVersion(makeDataset(syntheticReviews(2))),
      { baseUrl: "https://reviews.test" },
    ),
  );
  finish();
  const response = await waiting;
  assert.equal(response.status, 404, "then answered by the application");
  await response.body?.cancel();
});
