/**
 * `GET /healthz` (the process serves) and `GET /readyz` (a dataset version
 * is loaded and the store answers), for load balancers and smoke checks.
 *
 * @module
 */
import { Hono } from "hono";
import type { AppDeps } from "../lib/app_deps.ts";
import { jsonResponse, readOnlyPath } from "../lib/http/responses.ts";
import { readCurrentPointer } from "../lib/dataset/store.ts";
import { NO_STORE, notReadyReason, notReadyResponse } from "./readiness.ts";

/** How long `/readyz` waits for the store, in ms. */
const STORE_TIMEOUT_MS = 2_000;

/** Whether the store answers a read within the timeout. */
async function storeAnswers(kv: Deno.Kv): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      readCurrentPointer(kv).then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), STORE_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The health endpoints. */
export function createHealthRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.get(
    "/healthz",
    () => jsonResponse({ status: "ok" }, { headers: NO_STORE }),
  );
  app.get("/readyz", async () => {
    const reason = notReadyReason(deps);
    if (reason) return notReadyResponse(reason);
    if (!(await storeAnswers(deps.kv))) {
      return notReadyResponse("the KV store does not answer");
    }
    const snapshot = deps.snapshots.current;
    return jsonResponse({
      status: "ready",
      version: snapshot.version,
      published_at: snapshot.publishedAt.toISOString(),
      reviews: snapshot.reviewCount,
    }, { headers: NO_STORE });
  });
  readOnlyPath(app, "/healthz");
  readOnlyPath(app, "/readyz");
  return app;
}
