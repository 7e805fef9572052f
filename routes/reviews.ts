/**
 * Review queries: search, incremental retrieval and single reviews.
 *
 * @module
 */
import { Hono } from "hono";
import type { AppDeps } from "../lib/app_deps.ts";
import {
  conditionalResponse,
  errorResponse,
  JSON_TYPE,
  jsonResponse,
  prepareRepresentation,
  readOnlyPath,
  validationErrorResponse,
} from "../lib/http.ts";
import { IsoDateSchema } from "../lib/schemas.ts";
import {
  parseSearchQuery,
  reviewsSince,
  searchReviews,
} from "../lib/search.ts";
import type { Snapshot } from "../lib/snapshot.ts";
import { toValidationIssues } from "../lib/validation.ts";

/** Serialised since answers of one version, by date. */
interface SinceCache {
  version: string;
  bodies: Map<string, Uint8Array<ArrayBuffer>>;
}

/** Most dates whose since answer is kept per version. */
const SINCE_CACHE_SIZE = 128;

function sinceBody(
  cache: SinceCache,
  snapshot: Snapshot,
  date: string,
): Uint8Array<ArrayBuffer> {
  if (cache.version !== snapshot.version) {
    cache.version = snapshot.version;
    cache.bodies.clear();
  }
  let body = cache.bodies.get(date);
  if (!body) {
    body = new TextEncoder().encode(
      JSON.stringify(reviewsSince(snapshot.index, date)),
    );
    if (cache.bodies.size >= SINCE_CACHE_SIZE) {
      cache.bodies.delete(cache.bodies.keys().next().value!);
    }
    cache.bodies.set(date, body);
  }
  return body;
}

/** The review query endpoints. */
export function createReviewRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const sinceCache: SinceCache = { version: "", bodies: new Map() };

  app.get("/api/reviews/search", (context) => {
    const url = new URL(context.req.url);
    const request = parseSearchQuery(url.searchParams);
    if (!request.success) {
      return validationErrorResponse(request.issues);
    }
    return jsonResponse(
      searchReviews(deps.snapshots.current.index, request.data),
    );
  });
  readOnlyPath(app, "/api/reviews/search");

  app.get("/api/reviews/since/:date", (context) => {
    const date = context.req.param("date");
    const parsed = IsoDateSchema.safeParse(date);
    if (!parsed.success) {
      return validationErrorResponse(
        toValidationIssues(parsed.error.issues, "parameter").map((issue) => ({
          ...issue,
          path: "date",
        })),
      );
    }
    const snapshot = deps.snapshots.current;
    return conditionalResponse(
      context.req.raw,
      prepareRepresentation({
        body: sinceBody(sinceCache, snapshot, parsed.data),
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
