/**
 * Answers of a process still reading its first version (a cold start):
 * `/reviews.json` and `/insights.json` streamed from the store's chunks with
 * the headers they have once the version is loaded. Without Hono or the
 * application's modules, so that they are ready as soon as the server is.
 *
 * @module
 */
import type { AppDeps } from "../lib/app_deps.ts";
import {
  conditionalResponse,
  prepareRepresentation,
} from "../lib/http/conditional.ts";
import { CONTENT_TYPES } from "../lib/dataset/documents.ts";
import {
  type StoredDocumentPath,
  streamStoredDocument,
  type VersionPointer,
} from "../lib/dataset/store.ts";
import { TOPIC_PATHS, topicLinkHeader, type TopicPath } from "../lib/urls.ts";

/** The headers a document path adds to its representation (the WebSub topics' `Link`). */
export function documentHeaders(
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
