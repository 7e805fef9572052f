/**
 * Unknown paths and ids: the HTML 404 page for browsers (an `Accept` that
 * prefers `text/html`), the JSON 404 otherwise. The page names no address,
 * so it is rendered once per dataset version and kept like the others.
 *
 * @module
 */
import type { AppDeps } from "../lib/app_deps.ts";
import { SnapshotLru } from "../lib/http/answer_cache.ts";
import { errorResponse } from "../lib/http/responses.ts";
import { prefersHtml } from "../lib/pages/accept.ts";
import {
  HTML_TYPE,
  pageHeaders,
  renderAnswer,
  type RenderedAnswer,
} from "../lib/pages/render.ts";
import { notFoundPage } from "../lib/pages/views/mod.ts";

/** The answers differ by `Accept`. */
const VARY_ACCEPT = { vary: "Accept" };

/** The rendered 404 page of each application and dataset version. */
const pages = new WeakMap<AppDeps, SnapshotLru<RenderedAnswer>>();

function pagesOf(deps: AppDeps): SnapshotLru<RenderedAnswer> {
  let kept = pages.get(deps);
  if (!kept) {
    kept = new SnapshotLru({ maxEntries: 1 });
    pages.set(deps, kept);
  }
  return kept;
}

/** The 404 answer of an answer rendered once: its bytes, status and headers. */
function notFoundResponse(answer: RenderedAnswer): Response {
  return new Response(answer.representation.body, {
    status: 404,
    headers: answer.representation.okHeaders,
  });
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
  const cache = pagesOf(deps);
  const kept = cache.get(snapshot, "404");
  if (kept) return notFoundResponse(kept);
  return renderAnswer(
    snapshot,
    notFoundPage({
      baseUrl: deps.config.baseUrl,
      businessName: snapshot.dataset.business.name,
    }),
    {
      contentType: HTML_TYPE,
      status: 404,
      headers: { ...pageHeaders({ framable: false }), ...VARY_ACCEPT },
    },
  ).then((answer) => {
    cache.set(snapshot, "404", answer);
    return notFoundResponse(answer);
  });
}
