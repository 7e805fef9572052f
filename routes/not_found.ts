/**
 * Unknown paths and ids: the HTML 404 page for browsers (an `Accept` that
 * prefers `text/html`), the JSON 404 otherwise. The page names the address,
 * so it is kept per dataset version and path, like the search pages.
 *
 * @module
 */
import type { Hono } from "hono";
import type { AppDeps } from "../lib/app_deps.ts";
import { errorResponse, methodNotAllowed } from "../lib/http/responses.ts";
import { prefersHtml } from "../lib/pages/accept.ts";
import {
  HTML_TYPE,
  PageCache,
  pageHeaders,
  renderAnswer,
} from "../lib/pages/render.ts";
import { notFoundPage } from "../lib/pages/views/mod.ts";

/** The answers differ by `Accept`. */
const VARY_ACCEPT = { vary: "Accept" };

/**
 * Unknown paths asked for again are answered from the page rendered the
 * first time; the bound keeps a crawler of made-up paths from growing it.
 */
const MAX_KEPT_PATHS = 200;

/** The rendered 404 pages of each application, per dataset version and path. */
const pages = new WeakMap<AppDeps, PageCache>();

function pagesOf(deps: AppDeps): PageCache {
  let kept = pages.get(deps);
  if (!kept) {
    kept = new PageCache(MAX_KEPT_PATHS);
    pages.set(deps, kept);
  }
  return kept;
}

/** Answers the HTML 404 page for browsers, or the JSON 404. */
export function notFound(
  deps: AppDeps,
  request: Request,
): Response | Promise<Response> {
  if (!prefersHtml(request.headers.get("accept"))) {
    return errorResponse(404, "not_found", {
      message: "no such resource",
      headers: VARY_ACCEPT,
    });
  }
  const snapshot = deps.snapshots.current;
  const path = new URL(request.url).pathname;
  return pagesOf(deps).answer(request, snapshot, path, () =>
    renderAnswer(
      snapshot,
      notFoundPage({
        baseUrl: deps.config.baseUrl,
        path,
        businessName: snapshot.dataset.business.name,
      }),
      {
        contentType: HTML_TYPE,
        status: 404,
        headers: { ...pageHeaders({ framable: false }), ...VARY_ACCEPT },
      },
    ));
}

/** Methods every route answers or refuses itself (`readOnlyPath`). */
const ROUTED_METHODS = new Set([
  "GET",
  "HEAD",
  "OPTIONS",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
]);

/**
 * What `app` answers a request no route took: 405 with the path's `Allow`
 * for another method (TRACE, PROPFIND, …) on a path that exists, which is
 * one whose OPTIONS answer names its methods; else the 404 of
 * {@linkcode notFound}. The methods a path serves are registered once
 * (`readOnlyPath`), so the probe asks the app rather than a second list.
 */
export async function unrouted(
  app: Hono,
  deps: AppDeps,
  request: Request,
): Promise<Response> {
  if (!ROUTED_METHODS.has(request.method)) {
    const probe = await app.fetch(
      new Request(request.url, { method: "OPTIONS" }),
    );
    const allow = probe.headers.get("allow");
    if (allow) return methodNotAllowed(allow.split(/\s*,\s*/));
  }
  return await notFound(deps, request);
}
