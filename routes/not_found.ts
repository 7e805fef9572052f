/**
 * Unknown paths and ids: the HTML 404 page for browsers (an `Accept` that
 * prefers `text/html`), the JSON 404 otherwise. The page names the address,
 * so it is kept per dataset version and path, like the search pages.
 *
 * @module
 */
import type { AppDeps } from "../lib/app_deps.ts";
import { errorResponse } from "../lib/http/responses.ts";
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
