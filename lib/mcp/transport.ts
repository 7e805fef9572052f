/**
 * The MCP streamable HTTP endpoint: the HTTP rules (origin, methods, media
 * types, body size, JSON-RPC framing, sessions, protocol versions) and the
 * hand-over of each request to a fresh stateless SDK transport and server.
 *
 * The SDK's stateful mode keeps sessions in process memory, which would
 * tie a client to one process; here every request gets a new stateless
 * `WebStandardStreamableHTTPServerTransport` (JSON responses) and server,
 * and the session layer lives in Deno KV ({@linkcode McpSessionStore}).
 *
 * @module
 */
// The SDK's export map hides the .d.ts of its `*.js` subpaths; point at it.
// @ts-types="@modelcontextprotocol/sdk/server/webStandardStreamableHttp"
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import { JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";
import { asciiJson } from "../http/ascii_json.ts";
import { readRequestBody } from "../http/body.ts";
import type { SnapshotHolder } from "../dataset/snapshot.ts";
import {
  classifyMessage,
  ErrorCodes,
  isSupportedProtocolVersion,
  jsonRpcError,
  type JsonRpcId,
  type JsonRpcMessage,
  LATEST_PROTOCOL_VERSION,
  type ProtocolVersion,
  SUPPORTED_PROTOCOL_VERSIONS,
} from "./protocol.ts";
import { createMcpServer, toolCallResultJson } from "./server.ts";
import type { McpSessionStore } from "./sessions.ts";

/** Default largest request body: 256 KiB (MCP requests here are tiny). */
export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

/** Methods `/mcp` answers. */
export const ALLOWED_METHODS = "POST, DELETE, OPTIONS";

/** Options of {@linkcode createMcpHandler}. */
export interface McpHandlerOptions {
  /** The session store. */
  sessions: McpSessionStore;
  /** The current dataset snapshot. */
  snapshots: SnapshotHolder;
  /**
   * Browser origins allowed to call the endpoint; requests without an
   * `Origin` header are always allowed.
   */
  allowedOrigins: readonly string[];
  /** Largest accepted request body in bytes; default 256 KiB. */
  maxBodyBytes?: number;
}

/** Handles one HTTP request to `/mcp`. */
export type McpHandler = (request: Request) => Promise<Response>;

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

function noop(): void {}

/** A response promise turned into a value that cannot reject unobserved. */
function settle(
  pending: Promise<Response>,
): Promise<{ ok: true; response: Response } | { ok: false; error: unknown }> {
  return pending.then(
    (response) => ({ ok: true as const, response }),
    (error) => ({ ok: false as const, error }),
  );
}

/** An HTTP response whose body is a JSON-RPC error (id null). */
function jsonRpcErrorResponse(
  status: number,
  error: { code: number; message: string; data?: unknown },
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(jsonRpcError(null, error)), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

/** A JSON-RPC result response around a result's prebuilt ASCII JSON. */
function resultResponse(id: JsonRpcId, result: string): Response {
  // One string of one-byte characters, sent with one copy (ascii_json.ts).
  return new Response(
    `{"jsonrpc":"2.0","id":${
      asciiJson(JSON.stringify(id))
    },"result":${result}}`,
    { status: 200, headers: { "content-type": "application/json" } },
  );
}

/** Members of a JSON-RPC request. */
const MESSAGE_MEMBERS = new Set(["jsonrpc", "id", "method", "params"]);

/** A body must be UTF-8; one decoder serves every request (no streaming). */
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

const UNSUPPORTED_VERSION_MESSAGE = `supported versions: ${
  SUPPORTED_PROTOCOL_VERSIONS.join(", ")
}`;

/** Adds the CORS headers of an allowed browser origin. */
function withCors(response: Response, origin: string | null): Response {
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

/** Builds the `/mcp` request handler. */
export function createMcpHandler(options: McpHandlerOptions): McpHandler {
  const { sessions, snapshots } = options;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const allowed = new Set(
    options.allowedOrigins.map(normalizeOrigin).filter((origin) =>
      origin !== null
    ),
  );

  /**
   * The id and result of a plain `tools/call` on the current version: a
   * message of a form the SDK's own check cannot refuse (the four JSON-RPC
   * members only, no `_meta`) whose result does not depend on the protocol
   * version (see `toolCallResultJson`); null otherwise.
   */
  function directToolCall(
    message: unknown,
  ): { id: JsonRpcId; result: string } | null {
    const classified = classifyMessage(message);
    if (!classified.ok) return null;
    const request = classified.message;
    if (request.kind !== "request" || request.method !== "tools/call") {
      return null;
    }
    for (const key in message as Record<string, unknown>) {
      if (!MESSAGE_MEMBERS.has(key)) return null;
    }
    const result = toolCallResultJson(snapshots.current, request.params);
    return result === null ? null : { id: request.id, result };
  }

  /** Runs JSON-RPC messages through a fresh stateless transport and server. */
  async function dispatch(
    body: unknown,
    protocolVersion: ProtocolVersion,
    url: string,
  ) {
    const server = createMcpServer(snapshots.current, { protocolVersion });
    const transport = new WebStandardStreamableHTTPServerTransport({
      enableJsonResponse: true,
    });
    transport.onerror = (error) => console.error("MCP transport error:", error);
    await server.connect(transport);
    // Not closed afterwards: once the JSON answer is built, this server and
    // transport hold no timer, socket or stream, and the garbage collector
    // takes them. `close()` would only run the SDK's teardown, which builds
    // an McpError and aborts controllers (DOMExceptions with stack traces):
    // about a fifth of a tools/call under load.
    return await transport.handleRequest(
      new Request(url, {
        method: "POST",
        headers: {
          accept: "application/json, text/event-stream",
          "content-type": "application/json",
          "mcp-protocol-version": protocolVersion,
        },
      }),
      { parsedBody: body },
    );
  }

  async function initialize(
    message: Extract<JsonRpcMessage, { kind: "request" }>,
    body: unknown,
    url: string,
  ): Promise<Response> {
    const response = await dispatch(body, LATEST_PROTOCOL_VERSION, url);
    const text = await response.text();
    const headers = new Headers(response.headers);
    let result: { protocolVersion?: unknown } | undefined;
    try {
      result = JSON.parse(text)?.result;
    } catch {
      result = undefined;
    }
    if (
      response.status === 200 && result &&
      isSupportedProtocolVersion(result.protocolVersion)
    ) {
      const clientInfo = message.params?.clientInfo as
        | Record<string, unknown>
        | undefined;
      const session = await sessions.create({
        protocolVersion: result.protocolVersion,
        client: clientInfo,
      });
      headers.set("mcp-session-id", session.id);
    }
    return new Response(text, { status: response.status, headers });
  }

  function checkVersionHeader(request: Request): Response | null {
    const version = request.headers.get("mcp-protocol-version");
    if (version === null || isSupportedProtocolVersion(version)) return null;
    return jsonRpcErrorResponse(400, {
      code: ErrorCodes.serverError,
      message:
        `Bad Request: unsupported MCP-Protocol-Version ${version} (${UNSUPPORTED_VERSION_MESSAGE})`,
    });
  }

  function batchRefused(version: string): Response {
    return jsonRpcErrorResponse(400, {
      code: ErrorCodes.invalidRequest,
      message:
        `Invalid Request: JSON-RPC batches are not supported in protocol version ${version} (only in 2025-03-26 sessions)`,
    });
  }

  function missingSession(): Response {
    return jsonRpcErrorResponse(400, {
      code: ErrorCodes.serverError,
      message:
        "Bad Request: the Mcp-Session-Id header is required (send initialize first)",
    });
  }

  function unknownSession(): Response {
    return jsonRpcErrorResponse(404, {
      code: ErrorCodes.sessionNotFound,
      message:
        "Session not found: it is unknown, expired or ended; initialize a new one",
    });
  }

  async function post(request: Request): Promise<Response> {
    // The session is looked up (a KV read, off the main thread) while the
    // body is read and checked; nothing is answered before it is known.
    const sessionId = request.headers.get("mcp-session-id");
    const lookup = sessionId === null ? null : sessions.use(sessionId);
    lookup?.catch(noop);
    const accept = request.headers.get("accept");
    if (accept !== null && !acceptable(accept)) {
      return jsonRpcErrorResponse(406, {
        code: ErrorCodes.serverError,
        message:
          "Not Acceptable: responses are application/json; send Accept: application/json, text/event-stream",
      });
    }
    if (!isJsonContentType(request.headers.get("content-type"))) {
      return jsonRpcErrorResponse(415, {
        code: ErrorCodes.serverError,
        message:
          "Unsupported Media Type: Content-Type must be application/json",
      });
    }
    const bytes = await readRequestBody(request, maxBodyBytes);
    if (bytes === null) {
      return jsonRpcErrorResponse(413, {
        code: ErrorCodes.serverError,
        message:
          `Payload Too Large: the body must not exceed ${maxBodyBytes} bytes`,
      });
    }
    let body: unknown;
    try {
      body = JSON.parse(strictUtf8.decode(bytes));
    } catch {
      return jsonRpcErrorResponse(400, {
        code: ErrorCodes.parseError,
        message: "Parse error: the body is not valid JSON",
      });
    }
    // A plain tool call is answered without an SDK server (the tools are
    // read-only and deterministic, results cached per dataset version),
    // computed while the session is looked up and released only once the
    // same header and session checks as any call have passed.
    // Built once: a direct call needs it clean, other messages answer it
    // below (after initialize, which the header does not concern).
    const versionError = checkVersionHeader(request);
    const direct = Array.isArray(body) || lookup === null || versionError
      ? null
      : directToolCall(body);
    if (direct && lookup) {
      if (!(await lookup)) return unknownSession();
      return resultResponse(direct.id, direct.result);
    }
    const batch = Array.isArray(body);
    const items: unknown[] = Array.isArray(body) ? body : [body];
    if (items.length === 0) {
      return jsonRpcErrorResponse(400, {
        code: ErrorCodes.invalidRequest,
        message: "Invalid Request: empty batch",
      });
    }
    const messages: JsonRpcMessage[] = [];
    for (const item of items) {
      const classified = classifyMessage(item);
      if (!classified.ok) {
        return jsonRpcErrorResponse(400, {
          code: ErrorCodes.invalidRequest,
          message: `Invalid Request: ${classified.reason}`,
        });
      }
      // The SDK transport's own check, so that it never refuses what passed.
      if (!JSONRPCMessageSchema.safeParse(item).success) {
        return jsonRpcErrorResponse(400, {
          code: ErrorCodes.invalidRequest,
          message: "Invalid Request: not a valid MCP JSON-RPC message",
        });
      }
      messages.push(classified.message);
    }
    const init = messages.find((message) =>
      message.kind === "request" && message.method === "initialize"
    );
    if (init) {
      if (batch) {
        return jsonRpcErrorResponse(400, {
          code: ErrorCodes.invalidRequest,
          message: "Invalid Request: initialize must not be part of a batch",
        });
      }
      return await initialize(
        init as Extract<JsonRpcMessage, { kind: "request" }>,
        body,
        request.url,
      );
    }
    if (versionError) return versionError;
    const declared = request.headers.get("mcp-protocol-version") as
      | ProtocolVersion
      | null;
    // Batches exist only in 2025-03-26; refused up front when that is not
    // the version in use (before the session, which a batch cannot start).
    if (
      batch && (!sessionId || (declared !== null && declared !== "2025-03-26"))
    ) {
      return batchRefused(declared ?? "2025-06-18");
    }
    if (!sessionId || !lookup) return missingSession();
    const hasRequests = messages.some((message) => message.kind === "request");
    // Every method is read-only, so a single message may run while the
    // session is looked up (a KV read, off the main thread): the answer is
    // released only once the session is known to be live, and is computed
    // again in the rare case that the session negotiated another version.
    const early = hasRequests && !batch && declared !== null
      ? settle(dispatch(body, declared, request.url))
      : null;
    const session = await lookup;
    const outcome = early ? await early : null;
    if (!session) {
      if (outcome?.ok) await outcome.response.body?.cancel();
      return unknownSession();
    }
    if (batch && session.protocol_version !== "2025-03-26") {
      return batchRefused(session.protocol_version);
    }
    if (!hasRequests) {
      // Notifications and responses: accepted, nothing to answer.
      return new Response(null, { status: 202 });
    }
    if (outcome && declared === session.protocol_version) {
      if (!outcome.ok) throw outcome.error;
      return outcome.response;
    }
    if (outcome?.ok) await outcome.response.body?.cancel();
    return await dispatch(body, session.protocol_version, request.url);
  }

  async function remove(request: Request): Promise<Response> {
    const versionError = checkVersionHeader(request);
    if (versionError) return versionError;
    const sessionId = request.headers.get("mcp-session-id");
    if (!sessionId) return missingSession();
    if (!(await sessions.end(sessionId))) return unknownSession();
    return new Response(null, { status: 204 });
  }

  function preflight(origin: string | null): Response {
    const headers: Record<string, string> = { allow: ALLOWED_METHODS };
    if (origin !== null) {
      headers["access-control-allow-methods"] = "POST, DELETE";
      headers["access-control-allow-headers"] =
        "Content-Type, Accept, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID";
      headers["access-control-max-age"] = "600";
    }
    return new Response(null, { status: 204, headers });
  }

  return async function handle(request: Request): Promise<Response> {
    const rawOrigin = request.headers.get("origin");
    const origin = rawOrigin === null ? null : normalizeOrigin(rawOrigin);
    if (rawOrigin !== null && (origin === null || !allowed.has(origin))) {
      return jsonRpcErrorResponse(403, {
        code: ErrorCodes.serverError,
        message: `Forbidden: origin ${rawOrigin} is not allowed`,
      });
    }
    try {
      switch (request.method) {
        case "POST":
          return withCors(await post(request), origin);
        case "DELETE":
          return withCors(await remove(request), origin);
        case "OPTIONS":
          return withCors(preflight(origin), origin);
        default:
          return withCors(
            jsonRpcErrorResponse(405, {
              code: ErrorCodes.serverError,
              message:
                "Method Not Allowed: use POST for messages and DELETE to end a session",
            }, { allow: ALLOWED_METHODS }),
            origin,
          );
      }
    } catch (error) {
      // Never a 500: the store or the SDK failed; the client may retry.
      console.error("MCP request failed:", error);
      return withCors(
        jsonRpcErrorResponse(503, {
          code: ErrorCodes.internalError,
          message:
            "Service Unavailable: the request could not be handled, retry shortly",
        }, { "retry-after": "1" }),
        origin,
      );
    }
  };
}
