/**
 * The dataset documents: `/reviews.json`, `/insights.json` and the feeds,
 * served from bytes serialised once per version.
 *
 * @module
 */
import { Hono } from "hono";
import type { AppDeps } from "../lib/app_deps.ts";
import {
  conditionalResponse,
  type PreparedRepresentation,
  prepareRepresentation,
} from "../lib/http/conditional.ts";
import { readOnlyPath } from "../lib/http/responses.ts";
import {
  CONTENT_TYPES,
  DOCUMENT_PATHS,
  type Representation,
} from "../lib/dataset/snapshot.ts";
import {
  type StoredDocumentPath,
  streamStoredDocument,
  type VersionPointer,
} from "../lib/dataset/store.ts";
import { TOPIC_PATHS, topicLinkHeader, type TopicPath } from "../lib/urls.ts";

/** The headers a document path adds to its representation. */
function documentHeaders(
  baseUrl: string,
  path: string,
): Record<string, string> {
  return (TOPIC_PATHS as readonly string[]).includes(path)
    ? { link: topicLinkHeader(baseUrl, path as TopicPath) }
    : {};
}

/**
 * Answers for a process still reading its first version: `/reviews.json`
 * and `/insights.json` streamed from the store's chunks, with the same
 * validators and headers as once the version is loaded. Null for any other
 * request (it waits for the version).
 */
export function createEarlyDocumentAnswers(
  deps: AppDeps,
  pointer: VersionPointer,
): (request: Request) => Response | null {
  const lastModified = new Date(pointer.published_at).toUTCString();
  return (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") return null;
    const path = new URL(request.url).pathname;
    if (path !== "/reviews.json" && path !== "/insights.json") return null;
    const place = pointer.documents?.[path as StoredDocumentPath];
    if (!place) return null;
    const validators = { etag: place.etag, lastModified };
    const representation = prepareRepresentation(
      { ...validators, body: null, contentType: CONTENT_TYPES[path] },
      documentHeaders(deps.config.baseUrl, path),
    );
    const answer = conditionalResponse(request, representation);
    if (answer.status !== 200 || request.method === "HEAD") return answer;
    const body = streamStoredDocument(deps.kv, pointer, path);
    return body ? new Response(body, { headers: answer.headers }) : null;
  };
}

/** The dataset and feed endpoints. */
export function createDatasetRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  // Headers are computed once per version and document, not per request.
  const prepared = new WeakMap<Representation, PreparedRepresentation>();
  for (const path of DOCUMENT_PATHS) {
    const headers = documentHeaders(deps.config.baseUrl, path);
    app.get(path, (context) => {
      const document = deps.snapshots.current.documents[path];
      let representation = prepared.get(document);
      if (!representation) {
        representation = prepareRepresentation(document, headers);
        prepared.set(document, representation);
      }
      return conditionalResponse(context.req.raw, representation);
    });
    readOnlyPath(app, path);
  }
  return app;
}
