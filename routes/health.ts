/**
 * `GET /healthz` (the process serves) and `GET /readyz` (a dataset version
 * is loaded and the store answers), for load balancers and smoke checks.
 *
 * @module
 */
import { Hono } from "hono";
import type { AppDeps } from "../lib/app_deps.ts";
import {
  type FetchHandler,
  jsonResponse,
  readOnlyPath,
} from "../lib/http/responses.ts";
import { readCurrentPointer } from "../lib/dataset/store.ts";

/** How long `/readyz` waits for the store, in ms. */
const STORE_TIMEOUT_MS = 2_000;

const NO_STORE = { "cache-control": "no-store" };

/** A `503 {"status":"not_ready","reason":…}` answer. */
export function notReadyResponse(reason: string): Response {
  return jsonResponse({ status: "not_ready", reason }, {
    status: 503,
    headers: { ...NO_STORE, "retry-after": "5" },
  });
}

/** Why the service cannot answer yet, or null when it can. */
export function notReadyReason(deps: AppDeps): string | null {
  if (deps.storeProblem) return deps.storeProblem;
  if (!deps.snapshots.ready) {
    return "no dataset version is loaded yet: import one (deno task import FILE)";
  }
  return null;
}

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

/** A process reading its first version (at a cold start). */
export interface Loading {
  /** Settles when the first version is loaded, or could not be. */
  done: Promise<unknown>;
  /** What can be answered before (a stored document streamed), or null. */
  early(request: Request): Response | null;
}

/**
 * Wraps the application's handler: until a version is loaded (or while the
 * store is not persistent) every path but `/healthz` and `/readyz` is 503
 * with the reason. While the first version is being read, the stored
 * documents are streamed from the store and other requests wait for it.
 * Outside the router, so that a ready service pays one check per request
 * and no middleware.
 */
export function readinessGate(
  deps: AppDeps,
  handler: FetchHandler,
  loading: Loading | null = null,
): FetchHandler {
  async function gated(
    request: Request,
    info: Parameters<FetchHandler>[1],
  ): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (path === "/healthz" || path === "/readyz") {
      return await handler(request, info);
    }
    if (loading && !deps.storeProblem && !deps.snapshots.ready) {
      const early = loading.early(request);
      if (early) return early;
      await loading.done;
    }
    const reason = notReadyReason(deps);
    return reason ? notReadyResponse(reason) : await handler(request, info);
  }
  return (request, info) =>
    deps.snapshots.ready && !deps.storeProblem
      ? handler(request, info)
      : gated(request, info);
}
