import assert from "node:assert/strict";
import {
  HealthSchema,
  NotReadySchema,
  ReadySchema,
} from "../../lib/schemas/mod.ts";
import { createHealthRoutes } from "../../routes/health.ts";
import { emptyAppDeps, withTestApp } from "../helpers/app.ts";
import { makeDataset, syntheticReviews } from "../helpers/data.ts";

Deno.test("the health answers are what their schemas say", async () => {
  using deps = await emptyAppDeps("no KV database is assigned to this app");
  const routes = createHealthRoutes(deps);
  HealthSchema.parse(await (await routes.request("/healthz")).json());
  NotReadySchema.parse(await (await routes.request("/readyz")).json());
  await withTestApp(makeDataset(syntheticReviews(2)), async (testApp) => {
    ReadySchema.parse(await (await testApp.request("/readyz")).json());
  });
});

Deno.test("the health schemas tell ready from not ready", () => {
  const ready = {
    status: "ready",
    version: "v1",
    published_at: "2026-11-26T04:00:00.000Z",
    reviews: 3,
  };
  assert.ok(ReadySchema.safeParse(ready).success);
  assert.ok(!NotReadySchema.safeParse(ready).success);
  assert.ok(!ReadySchema.safeParse({ ...ready, reviews: -1 }).success);
  assert.ok(
    !ReadySchema.safeParse({ status: "not_ready", reason: "x" }).success,
  );
  assert.ok(!HealthSchema.safeParse({ status: "ready" }).success);
});
