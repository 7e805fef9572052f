/**
 * Step 3 of the `/mcp` endpoint, version and session: which generation a
 * POST belongs to, and for the 2025 generation the version header and the
 * session.
 *
 * The generation is decided by the SDK's own classifier
 * (`classifyInboundRequest`, the step `createMcpHandler` and
 * `isLegacyRequest` run): a request carrying the 2026-07-28 `_meta`
 * envelope claim (or a modern `MCP-Protocol-Version` header) is stateless
 * and goes to the SDK whole, which answers every rule of that revision; the
 * rest (initialize, requests without the claim, 2025-03-26 batches, posted
 * responses, bodies that are no JSON-RPC message) belongs to a 2025
 * session kept in Deno KV.
 *
 * @module
 */
import {
  classifyInboundRequest,
  parseJSONRPCMessage,
  PROTOCOL_VERSION_META_KEY,
  specTypeSchemas,
  type StandardSchemaV1,
} from "@modelcontextprotocol/server";
import { errorResponse } from "./http_rules.ts";
import {
  classifyMessage,
  ErrorCodes,
  isSupportedProtocolVersion,
  type JsonRpcMessage,
  SUPPORTED_PROTOCOL_VERSIONS,
} from "./protocol.ts";
import type { McpSession, McpSessionStore } from "./sessions.ts";

/**
 * Whether a request may claim a revision past 2025: a version header that
 * is none of the 2025 ones, or the `_meta` envelope's version key in a
 * message (or a batch, looked at by the classifier). Without either the
 * SDK's classifier routes it to the 2025 path, so it is not asked.
 */
function mayClaimModern(request: Request, body: unknown): boolean {
  const header = request.headers.get("mcp-protocol-version");
  if (header !== null && !isSupportedProtocolVersion(header)) return true;
  if (Array.isArray(body)) return true;
  const params = (body as { params?: unknown } | null)?.params;
  const meta = (params as { _meta?: unknown } | null | undefined)?._meta;
  return typeof meta === "object" && meta !== null &&
    PROTOCOL_VERSION_META_KEY in meta;
}

/** Whether a parsed POST is a 2026-07-28 (stateless) request. */
export function isStatelessRequest(request: Request, body: unknown): boolean {
  if (!mayClaimModern(request, body)) return false;
  const headers = request.headers;
  const route = classifyInboundRequest({
    httpMethod: request.method,
    protocolVersionHeader: headers.get("mcp-protocol-version") ?? undefined,
    mcpMethodHeader: headers.get("mcp-method") ?? undefined,
    mcpNameHeader: headers.get("mcp-name") ?? undefined,
    body,
  });
  // A body that is no JSON-RPC message at all claims no revision: the
  // 2025 rules answer it (-32600), as they always have.
  if (route.kind === "reject") return route.rung !== "jsonrpc-shape";
  return route.kind === "modern";
}

/** What the session step decided for a 2025 POST. */
export type SessionStep =
  /** Refused: the answer. */
  | { kind: "answer"; response: Response }
  /** An initialize request: a session starts if it succeeds. */
  | { kind: "initialize"; clientInfo: Record<string, unknown> | undefined }
  /** Only notifications or responses, in a live session: 202. */
  | { kind: "accepted"; session: McpSession }
  /** Requests in a live session, to run at its negotiated version. */
  | { kind: "dispatch"; session: McpSession };

const UNSUPPORTED_VERSION_MESSAGE = `supported versions: ${
  SUPPORTED_PROTOCOL_VERSIONS.join(", ")
}`;

/** 400 for an `MCP-Protocol-Version` header this server does not speak; else null. */
export function checkVersionHeader(request: Request): Response | null {
  const version = request.headers.get("mcp-protocol-version");
  if (version === null || isSupportedProtocolVersion(version)) return null;
  return errorResponse(400, {
    code: ErrorCodes.serverError,
    message:
      `Bad Request: unsupported MCP-Protocol-Version ${version} (${UNSUPPORTED_VERSION_MESSAGE}; or 2026-07-28 with the _meta envelope on every request)`,
  });
}

function invalidRequest(message: string): Response {
  return errorResponse(400, {
    code: ErrorCodes.invalidRequest,
    message: `Invalid Request: ${message}`,
  });
}

function batchRefused(version: string): Response {
  return invalidRequest(
    `JSON-RPC batches are not supported in protocol version ${version} (only in 2025-03-26 sessions)`,
  );
}

/** 400: a request after initialize without its session id. */
export function missingSession(): Response {
  return errorResponse(400, {
    code: ErrorCodes.serverError,
    message:
      "Bad Request: the Mcp-Session-Id header is required (send initialize first, or use protocol version 2026-07-28, which needs no session)",
  });
}

/** 404: an unknown, expired or ended session. */
export function unknownSession(): Response {
  return errorResponse(404, {
    code: ErrorCodes.sessionNotFound,
    message:
      "Session not found: it is unknown, expired or ended; initialize a new one",
  });
}

/** The SDK's spec type of each request this server answers. */
const REQUEST_TYPES: Readonly<Record<string, string>> = {
  initialize: "InitializeRequest",
  ping: "PingRequest",
  "logging/setLevel": "SetLevelRequest",
  "tools/list": "ListToolsRequest",
  "tools/call": "CallToolRequest",
  "resources/list": "ListResourcesRequest",
  "resources/templates/list": "ListResourceTemplatesRequest",
  "resources/read": "ReadResourceRequest",
  "prompts/list": "ListPromptsRequest",
  "prompts/get": "GetPromptRequest",
  "completion/complete": "CompleteRequest",
};

/**
 * The problems of a request's params against the SDK's own spec schema;
 * null when they pass or the method is not one of this server's.
 *
 * The SDK answers params its schemas refuse with -32603 (internal error,
 * with the schema's issues as the message); JSON-RPC says -32602 (invalid
 * params), so they are answered with the same schemas: before dispatch on
 * the 2025 path, in place of the SDK's answer on the 2026-07-28 one.
 */
export function paramsProblems(message: unknown): string | null {
  const method = (message as { method?: unknown }).method;
  const type =
    typeof method === "string" && Object.hasOwn(REQUEST_TYPES, method)
      ? REQUEST_TYPES[method]
      : undefined;
  if (type === undefined) return null;
  const schema = (specTypeSchemas as Record<string, StandardSchemaV1>)[type];
  const outcome = schema["~standard"].validate(message);
  if (outcome instanceof Promise || !outcome.issues) return null;
  return outcome.issues.map((issue) =>
    `${
      (issue.path ?? []).map((key) =>
        typeof key === "object" ? String(key.key) : String(key)
      ).join(".") || "params"
    }: ${issue.message}`
  ).join("; ");
}

/** The JSON-RPC answer (200) to a request whose params are invalid. */
export function invalidParams(id: unknown, problems: string): Response {
  return new Response(
    JSON.stringify({
      jsonrpc: "2.0",
      id,
      error: {
        code: ErrorCodes.invalidParams,
        message: `Invalid params: ${problems}`,
      },
    }),
    { status: 200, headers: { "content-type": "application/json" } },
  );
}

/** The messages of a body, checked; or the 400 answer. */
function messagesOf(items: unknown[]): JsonRpcMessage[] | Response {
  if (items.length === 0) return invalidRequest("empty batch");
  const messages: JsonRpcMessage[] = [];
  for (const item of items) {
    const classified = classifyMessage(item);
    if (!classified.ok) return invalidRequest(classified.reason);
    // The SDK transport's own check, so that it never refuses what passed.
    try {
      parseJSONRPCMessage(item);
    } catch {
      return invalidRequest("not a valid MCP JSON-RPC message");
    }
    messages.push(classified.message);
  }
  return messages;
}

/**
 * The version and session rules of a 2025 POST: initialize starts a
 * session; anything else needs a supported version header (when sent) and
 * a live session (400 without its id, 404 when unknown); batches only in
 * 2025-03-26 sessions.
 */
export async function resolveSession(
  request: Request,
  body: unknown,
  sessions: McpSessionStore,
): Promise<SessionStep> {
  const batch = Array.isArray(body);
  const messages = messagesOf(batch ? body : [body]);
  if (messages instanceof Response) {
    return { kind: "answer", response: messages };
  }
  const single = batch ? null : messages[0];
  const problems = single?.kind === "request" ? paramsProblems(body) : null;
  const init = messages.find((message) =>
    message.kind === "request" && message.method === "initialize"
  );
  if (init) {
    if (batch) {
      return {
        kind: "answer",
        response: invalidRequest("initialize must not be part of a batch"),
      };
    }
    if (problems !== null && single?.kind === "request") {
      return { kind: "answer", response: invalidParams(single.id, problems) };
    }
    const clientInfo = init.kind === "request"
      ? init.params?.clientInfo as Record<string, unknown> | undefined
      : undefined;
    return { kind: "initialize", clientInfo };
  }
  const declared = request.headers.get("mcp-protocol-version");
  const sessionId = request.headers.get("mcp-session-id");
  // Batches exist only in 2025-03-26; refused up front when that is not
  // the version in use: before the session, which a batch cannot start,
  // and before the version check, since 2026-07-28 (spoken here, but only
  // with its envelope) has no batches either.
  if (
    batch && (!sessionId || (declared !== null && declared !== "2025-03-26"))
  ) {
    return { kind: "answer", response: batchRefused(declared ?? "2025-06-18") };
  }
  const versionError = checkVersionHeader(request);
  if (versionError) return { kind: "answer", response: versionError };
  if (!sessionId) return { kind: "answer", response: missingSession() };
  const session = await sessions.use(sessionId);
  if (!session) return { kind: "answer", response: unknownSession() };
  if (batch && session.protocol_version !== "2025-03-26") {
    return { kind: "answer", response: batchRefused(session.protocol_version) };
  }
  if (problems !== null && single?.kind === "request") {
    return { kind: "answer", response: invalidParams(single.id, problems) };
  }
  const hasRequests = messages.some((message) => message.kind === "request");
  return hasRequests
    ? { kind: "dispatch", session }
    : { kind: "accepted", session };
}
