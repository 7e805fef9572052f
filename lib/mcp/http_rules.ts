/**
 * Step 1 of the `/mcp` endpoint, the HTTP rules: browser origins (403),
 * methods (405 with `Allow`, CORS preflight), and for a POST the media
 * types (406 for an Accept without JSON, 415 for a body that is not JSON).
 * Also the JSON-RPC error responses every step answers with, and CORS.
 *
 * @module
 */
import { ErrorCodes, jsonRpcError } from "./protocol.ts";

/** Methods `/mcp` answers. */
export const ALLOWED_METHODS = "POST, DELETE, OPTIONS";

/** A JSON-RPC error in an HTTP response (id null: the transport refused). */
export function errorResponse(
  status: number,
  error: { code: number; message: string; data?: unknown },
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(jsonRpcError(null, error)), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

/** Normalises an origin (`scheme://host[:port]`, lower case); null if malformed. */
export function normalizeOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.origin === "null" ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * Whether an Accept header admits `application/json`: the most specific
 * matching range (`application/json`, then `application/*`, then the
 * any-type range) must have a q-value above zero.
 */
export function acceptsJson(accept: string): boolean {
  let best = -1;
  let quality = 0;
  for (const part of accept.split(",")) {
    const [range, ...params] = part.split(";").map((piece) =>
      piece.trim().toLowerCase()
    );
    const specificity = range === "application/json"
      ? 2
      : range === "application/*"
      ? 1
      : range === "*/*"
      ? 0
      : -1;
    if (specificity < 0 || specificity < best) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/.exec(param);
      if (match) q = Number(match[1]);
    }
    if (specificity > best) {
      best = specificity;
      quality = q;
    } else quality = Math.max(quality, q);
  }
  return best >= 0 && quality > 0;
}

/** Verdicts of {@linkcode acceptsJson} on the Accept values seen most. */
const acceptVerdicts = new Map<string, boolean>();

/** {@linkcode acceptsJson}, remembered: clients send the same few values. */
function acceptable(accept: string): boolean {
  let verdict = acceptVerdicts.get(accept);
  if (verdict === undefined) {
    verdict = acceptsJson(accept);
    if (acceptVerdicts.size >= 64) acceptVerdicts.clear();
    if (accept.length <= 256) acceptVerdicts.set(accept, verdict);
  }
  return verdict;
}

/** Whether a Content-Type header is `application/json` (parameters ignored). */
export function isJsonContentType(contentType: string | null): boolean {
  if (contentType === null) return false;
  return contentType.split(";")[0].trim().toLowerCase() === "application/json";
}

/** The allowed browser origins, normalised. */
export function originSet(origins: readonly string[]): Set<string> {
  return new Set(
    origins.map(normalizeOrigin).filter((origin) => origin !== null),
  );
}

/**
 * The request's browser origin when it is allowed (null: no `Origin`
 * header), or the 403 answer.
 */
export function checkOrigin(
  request: Request,
  allowed: ReadonlySet<string>,
): { origin: string | null } | Response {
  const raw = request.headers.get("origin");
  if (raw === null) return { origin: null };
  const origin = normalizeOrigin(raw);
  if (origin !== null && allowed.has(origin)) return { origin };
  return errorResponse(403, {
    code: ErrorCodes.serverError,
    message: `Forbidden: origin ${raw} is not allowed`,
  });
}

/** The media-type rules of a POST: null when they pass, else 406 or 415. */
export function checkPostMediaTypes(request: Request): Response | null {
  const accept = request.headers.get("accept");
  if (accept !== null && !acceptable(accept)) {
    return errorResponse(406, {
      code: ErrorCodes.serverError,
      message:
        "Not Acceptable: responses are application/json; send Accept: application/json, text/event-stream",
    });
  }
  if (!isJsonContentType(request.headers.get("content-type"))) {
    return errorResponse(415, {
      code: ErrorCodes.serverError,
      message: "Unsupported Media Type: Content-Type must be application/json",
    });
  }
  return null;
}

/** The 405 answer of a method `/mcp` does not answer. */
export function methodNotAllowed(): Response {
  return errorResponse(405, {
    code: ErrorCodes.serverError,
    message:
      "Method Not Allowed: use POST for messages and DELETE to end a session",
  }, { allow: ALLOWED_METHODS });
}

/** The answer to a CORS preflight (`OPTIONS`). */
export function preflight(origin: string | null): Response {
  const headers: Record<string, string> = { allow: ALLOWED_METHODS };
  if (origin !== null) {
    headers["access-control-allow-methods"] = "POST, DELETE";
    headers["access-control-allow-headers"] =
      "Content-Type, Accept, Mcp-Session-Id, Mcp-Protocol-Version, Mcp-Method, Mcp-Name, Last-Event-ID";
    headers["access-control-max-age"] = "600";
  }
  return new Response(null, { status: 204, headers });
}

/** Adds the CORS headers of an allowed browser origin. */
export function withCors(response: Response, origin: string | null): Response {
  if (origin === null) return response;
  const headers = new Headers(response.headers);
  headers.set("access-control-allow-origin", origin);
  headers.append("vary", "Origin");
  headers.set(
    "access-control-expose-headers",
    "Mcp-Session-Id, Mcp-Protocol-Version",
  );
  return new Response(response.body, { status: response.status, headers });
}

/** The answer when the store or the SDK failed: 503, never a 500. */
export function unavailable(): Response {
  return errorResponse(503, {
    code: ErrorCodes.internalError,
    message:
      "Service Unavailable: the request could not be handled, retry shortly",
  }, { "retry-after": "1" });
}
