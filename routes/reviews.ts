/**
 * Review queries: search, incremental retrieval and single reviews.
 *
 * @module
 */
import { Hono } from "hono";
import type { AppDeps } from "../lib/app_deps.ts";
import {
  conditionalResponse,
  prepareRepresentation,
} from "../lib/http/conditional.ts";
import {
  errorResponse,
  JSON_HEADERS,
  JSON_TYPE,
  jsonResponse,
  readOnlyPath,
  validationErrorResponse,
} from "../lib/http/responses.ts";
import { reviewListJson } from "../lib/http/review_json.ts";
import { IsoDateSchema } from "../lib/schemas/mod.ts";
import {
  parseSearchQuery,
  queryArgs,
  reviewsSince,
  searchReviews,
} from "../lib/search.ts";
import type { Snapshot } from "../lib/dataset/snapshot.ts";
import { SnapshotLru } from "../lib/http/answer_cache.ts";
import { toValidationIssues } from "../lib/validation.ts";

/** The query parameters of since: none. */
const NO_PARAMETERS: ReadonlySet<string> = new Set();

/** The since answer of a date, serialised once per version. */
function sinceBody(
  cache: SnapshotLru<string>,
  snapshot: Snapshot,
  date: string,
): string {
  let body = cache.get(snapshot, date);
  if (!body) {
    body = reviewListJson(reviewsSince(snapshot.index, date));
    cache.set(snapshot, date, body);
  }
  return body;
}

/** Serialised answers kept per version (search: by query string; since: by date). */
const CACHE_ENTRIES = 256;

/** The review query endpoints. */
export function createReviewRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  // Answers depend only on the version and the request: identical requests
  // (a widget's "newest 5-star reviews") are served from JSON made once.
  const searchAnswers = new SnapshotLru<string>({
    maxEntries: CACHE_ENTRIES,
  });
  const sinceAnswers = new SnapshotLru<string>({
    maxEntries: CACHE_ENTRIES,
  });

  app.get("/api/reviews/search", (context) => {
    const snapshot = deps.snapshots.current;
    const url = context.req.url;
    const mark = url.indexOf("?");
    const query = mark < 0 ? "" : url.slice(mark + 1);
    let body = searchAnswers.get(snapshot, query);
    if (!body) {
      const request = parseSearchQuery(new URLSearchParams(query));
      if (!request.ok) return validationErrorResponse(request.issues);
      // Put together from each review's JSON, made once per version.
      body = reviewListJson(searchReviews(snapshot.index, request.value));
      searchAnswers.set(snapshot, query, body);
    }
    return new Response(body, { headers: JSON_HEADERS });
  });
  readOnlyPath(app, "/api/reviews/search");

  app.get("/api/reviews/since/:date", (context) => {
    const date = context.req.param("date");
    const parsed = IsoDateSchema.safeParse(date);
    // Since takes no query parameters: any is unknown, as in the search.
    const { issues } = queryArgs(new URL(context.req.url).searchParams, {
      known: NO_PARAMETERS,
      numeric: NO_PARAMETERS,
    });
    if (!parsed.success || issues.length > 0) {
      return validationErrorResponse([
        ...(parsed.success ? [] : toValidationIssues(
          parsed.error.issues,
          "parameter",
        ).map((issue) => ({ ...issue, path: "date" }))),
        ...issues,
      ]);
    }
    const snapshot = deps.snapshots.current;
    return conditionalResponse(
      context.req.raw,
      prepareRepresentation({
        body: sinceBody(sinceAnswers, snapshot, parsed.data),
        contentType: JSON_TYPE,
        // Same version content and date, same bytes: a strong tag.
        etag: `"${snapshot.contentHash.slice(0, 24)}-${parsed.data}"`,
        lastModified: snapshot.publishedAt.toUTCString(),
      }),
    );
  });
  readOnlyPath(app, "/api/reviews/since/:date");

  app.get("/api/reviews/:id", (context) => {
    const id = context.req.param("id");
    const review = deps.snapshots.current.reviewsById.get(id);
    if (!review) {
      return errorResponse(404, "not_found", {
        message: `no review with id "${id}"`,
      });
    }
    return jsonResponse(review);
  });
  readOnlyPath(app, "/api/reviews/:id");
  return app;
}
