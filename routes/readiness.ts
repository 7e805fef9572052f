/**
 * What stands in front of the application while an instance starts or
 * cannot serve: the 503 answers with their reason, and the gate that holds
 * requests until the first version and the application are loaded. Without
 * Hono or the application's modules, so that a new instance listens and
 * answers its stored documents before those are loaded.
 *
 * @module
 */
import type { AppDeps } from "../lib/app_deps.ts";
import { type FetchHandler, jsonResponse } from "../lib/http/responses.ts";

/** Headers of the health answers: never cached. */
export const NO_STORE: Readonly<Record<string, string>> = {
  "cache-control": "no-store",
};

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

/** A process reading its first version and its application (a cold start). */
export interface Loading {
  /** Settles when the first version and the application are loaded, or could not be. */
  done: Promise<unknown>;
  /** Starts the loading; called again, does nothing. */
  start(): void;
  /** What can be answered before (a stored document streamed), or null. */
  early(request: Request): Response | null;
}

/**
 * Wraps the application's handler: until a version is loaded (or while the
 * store is not persistent) every path but `/healthz` and `/readyz` is 503
 * with the reason. While the first version and the application are being
 * loaded, the stored documents are streamed from the store and other
 * requests wait for them. A request that needs them starts their loading;
 * an early answer starts it once it is sent, so that it does not wait for
 * the loading, which holds the event loop. Outside the router, so that a
 * ready service pays one check per request and no middleware.
 */
export function readinessGate(
  deps: AppDeps,
  handler: FetchHandler,
  loading: Loading | null = null,
): FetchHandler {
  let loaded = loading === null;
  const settle = () => {
    loaded = true;
  };
  loading?.done.then(settle, settle);
  async function gated(
    request: Request,
    info: Parameters<FetchHandler>[1],
  ): Promise<Response> {
    const path = new URL(request.url).pathname;
    const health = path === "/healthz" || path === "/readyz";
    if (loading && !loaded && !deps.storeProblem) {
      const early = health ? null : loading.early(request);
      if (early) {
        // Without the connection's info (a direct call), at once.
        const sent = info?.completed;
        if (sent) sent.then(loading.start, loading.start);
        else loading.start();
        return early;
      }
      loading.start();
      if (!health) await loading.done.catch(() => {});
    }
    if (health) return await handler(request, info);
    const reason = notReadyReason(deps);
    return reason ? notReadyResponse(reason) : await handler(request, info);
  }
  return (request, info) =>
    loaded && deps.snapshots.ready && !deps.storeProblem
      ? handler(request, info)
      : gated(request, info);
}
