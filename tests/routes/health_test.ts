import assert from "node:assert/strict";
import { emptyAppDeps } from "../helpers/app.ts";
import { buildSnapshot } from "../../lib/dataset/snapshot.ts";
import { createHealthRoutes } from "../../routes/health.ts";
import {
  makeDataset,
  makeStoredVersion,
  syntheticReviews,
} from "../helpers/data.ts";
import { withTestApp } from "../helpers/app.ts";

Deno.test("/healthz is 200 while the process serves, even without a version", async () => {
  using deps = await emptyAppDeps();
  const response = await createHealthRoutes(deps).request("/healthz");
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { status: "ok" });
  assert.equal(response.headers.get("cache-control"), "no-store");
});

Deno.test("/readyz gives the store's problem as the reason", async () => {
  using deps = await emptyAppDeps("no KV database is assigned to this app");
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
  const deps = await emptyAppDeps();
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
