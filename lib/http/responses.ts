/**
 * HTTP building blocks shared by the routes: JSON answers, errors and method
 * handling (conditional GET is in `conditional.ts`).
 *
 * @module
 */
import type { Context, Hono } from "hono";
import type { ValidationIssue } from "../schemas/mod.ts";

/** Media type of every JSON answer. */
export const JSON_TYPE = "application/json; charset=utf-8";

/** Headers that let any origin read the public read endpoints. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers": "ETag, Last-Modified, Link, Allow",
};

/** Headers of a JSON answer of the public API. */
export const JSON_HEADERS: Readonly<Record<string, string>> = {
  ...CORS_HEADERS,
  "content-type": JSON_TYPE,
};

/**
 * A JSON response of the public API, readable from any origin (the MCP
 * endpoint and the hub build their own responses).
 */
export function jsonResponse(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { ...JSON_HEADERS, ...init.headers },
  });
}

/** A 400 answer listing every problem of the request. */
export function validationErrorResponse(issues: ValidationIssue[]): Response {
  return jsonResponse({ error: "invalid_request", issues }, { status: 400 });
}

/** A JSON error answer such as `{ "error": "not_found" }`. */
export function errorResponse(
  status: number,
  error: string,
  options: { message?: string; headers?: Record<string, string> } = {},
): Response {
  const body = options.message
    ? { error, message: options.message }
    : { error };
  return jsonResponse(body, { status, headers: options.headers });
}

/** 405 with `Allow`, for a method a path does not support. */
export function methodNotAllowed(allow: readonly string[]): Response {
  return errorResponse(405, "method_not_allowed", {
    message: `use ${allow.join(", ")}`,
    headers: { allow: allow.join(", ") },
  });
}

/** Methods a read-only path refuses with 405. */
const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

/**
 * Registers the methods a read-only path answers besides GET/HEAD: OPTIONS
 * (a CORS preflight) and 405 for the write methods.
 */
export function readOnlyPath(app: Hono, path: string): void {
  const allow = ["GET", "HEAD", "OPTIONS"];
  app.options(path, (context: Context) =>
    context.body(null, 204, {
      ...CORS_HEADERS,
      allow: allow.join(", "),
      "access-control-allow-methods": "GET, HEAD, OPTIONS",
      // Authorization is allowed so that a client sending one is not
      // blocked by the preflight: the service ignores it (spec 5.2).
      "access-control-allow-headers":
        "If-None-Match, If-Modified-Since, Accept, Authorization",
      "access-control-max-age": "86400",
    }));
  // Not `app.all`: a second handler matching GET would take every GET off
  // Hono's single-handler fast path into its (async) middleware chain.
  app.on(WRITE_METHODS, path, () => methodNotAllowed(allow));
}

/** A fetch handler such as `app.fetch`; `info` is `Deno.serve`'s. */
export type FetchHandler = (
  request: Request,
  info?: Deno.ServeHandlerInfo,
) => Response | Promise<Response>;

/**
 * Answers HEAD as GET and lets `Deno.serve` drop the body, so that a HEAD
 * answer keeps the GET answer's `Content-Length` (Hono would send 0). The
 * connection info is passed on (the hub rate-limits per client address).
 */
export function headAsGet(handler: FetchHandler): FetchHandler {
  return function handle(request, info) {
    return handler(
      request.method === "HEAD"
        ? new Request(request.url, { headers: request.headers })
        : request,
      info,
    );
  };
}
