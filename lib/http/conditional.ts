/**
 * Conditional GET: the validators of a representation (ETag, Last-Modified),
 * its headers computed once, and 304 answers to `If-None-Match` and
 * `If-Modified-Since`.
 *
 * @module
 */
import { CORS_HEADERS } from "./responses.ts";

/** Validators of a representation. */
export interface Validators {
  /** Strong entity tag, quoted. */
  etag: string;
  /** HTTP date. */
  lastModified: string;
}

const ENTITY_TAG = /(?:W\/)?"[^"]*"/g;

/**
 * Whether a GET or HEAD may be answered 304: `If-None-Match` (a list or `*`,
 * weak comparison) takes precedence over `If-Modified-Since`.
 */
export function isNotModified(
  request: Request,
  validators: Validators,
): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch !== null) {
    if (ifNoneMatch === validators.etag || ifNoneMatch.trim() === "*") {
      return true;
    }
    const opaque = validators.etag.replace(/^W\//, "");
    for (const tag of ifNoneMatch.match(ENTITY_TAG) ?? []) {
      if (tag.replace(/^W\//, "") === opaque) return true;
    }
    return false;
  }
  const ifModifiedSince = request.headers.get("if-modified-since");
  if (ifModifiedSince !== null) {
    const since = Date.parse(ifModifiedSince);
    const modified = Date.parse(validators.lastModified);
    if (!Number.isNaN(since) && !Number.isNaN(modified)) {
      return modified <= since;
    }
  }
  return false;
}

/** Cache policy of dataset answers: cacheable, but revalidate each time. */
const CACHE_CONTROL = "public, no-cache";

/** A body with its validators and the exact headers of 200 and 304 answers. */
export interface PreparedRepresentation extends Validators {
  /** The body. */
  body: BodyInit | null;
  /** Headers of a 200 answer. */
  okHeaders: Record<string, string>;
  /** Headers of a 304 answer: the validators, no content headers. */
  notModifiedHeaders: Record<string, string>;
}

/** Computes the headers of a representation once, for every request. */
export function prepareRepresentation(
  representation: Validators & { body: BodyInit | null; contentType: string },
  extraHeaders: Record<string, string> = {},
): PreparedRepresentation {
  const notModifiedHeaders = {
    ...CORS_HEADERS,
    etag: representation.etag,
    "last-modified": representation.lastModified,
    "cache-control": CACHE_CONTROL,
    ...extraHeaders,
  };
  return {
    body: representation.body,
    etag: representation.etag,
    lastModified: representation.lastModified,
    okHeaders: {
      ...notModifiedHeaders,
      "content-type": representation.contentType,
    },
    notModifiedHeaders,
  };
}

/**
 * Answers a GET/HEAD with the body and its validators, or 304 with an empty
 * body when the request's validator matches.
 */
export function conditionalResponse(
  request: Request,
  representation: PreparedRepresentation,
): Response {
  if (isNotModified(request, representation)) {
    return new Response(null, {
      status: 304,
      headers: representation.notModifiedHeaders,
    });
  }
  return new Response(representation.body, {
    headers: representation.okHeaders,
  });
}
