/**
 * MCP protocol constants of this server and JSON-RPC 2.0 message checks.
 *
 * @module
 */

/**
 * The 2025 protocol versions this server speaks, newest first: each starts
 * with initialize and lives in a session (`sessions.ts`).
 */
export const SUPPORTED_PROTOCOL_VERSIONS = [
  "2025-11-25",
  "2025-06-18",
  "2025-03-26",
] as const;

/** A 2025 protocol version, negotiated at initialize and kept in a session. */
export type SessionProtocolVersion = typeof SUPPORTED_PROTOCOL_VERSIONS[number];

/**
 * The stateless revision: no initialize, no session, the version on every
 * request (header and `_meta`), answered by the SDK's `createMcpHandler`.
 */
export const STATELESS_PROTOCOL_VERSION = "2026-07-28";

/** Every protocol version this server speaks, newest first. */
export const SERVED_PROTOCOL_VERSIONS = [
  STATELESS_PROTOCOL_VERSION,
  ...SUPPORTED_PROTOCOL_VERSIONS,
] as const;

/** A protocol version this server speaks. */
export type ProtocolVersion = typeof SERVED_PROTOCOL_VERSIONS[number];

/** The session version offered when a client asks for one this server does not speak. */
export const LATEST_PROTOCOL_VERSION: SessionProtocolVersion =
  SUPPORTED_PROTOCOL_VERSIONS[0];

/** Whether `value` is a 2025 protocol version this server speaks. */
export function isSupportedProtocolVersion(
  value: unknown,
): value is SessionProtocolVersion {
  return typeof value === "string" &&
    (SUPPORTED_PROTOCOL_VERSIONS as readonly string[]).includes(value);
}

/** JSON-RPC and MCP error codes used by this server. */
export const ErrorCodes = {
  /** Invalid JSON. */
  parseError: -32700,
  /** Not a valid JSON-RPC request object (or a batch where none is allowed). */
  invalidRequest: -32600,
  /** Unknown method. */
  methodNotFound: -32601,
  /** Invalid method parameters, an unknown tool or prompt. */
  invalidParams: -32602,
  /** An unexpected failure. */
  internalError: -32603,
  /** Transport-level refusal (HTTP 4xx without a better code). */
  serverError: -32000,
  /** Unknown, expired or ended session (HTTP 404). */
  sessionNotFound: -32001,
  /** A resource URI that names nothing. */
  resourceNotFound: -32002,
} as const;

/** A JSON-RPC id: a string or an integer (MCP forbids null). */
export type JsonRpcId = string | number;

/** One JSON-RPC message as this server classifies it. */
export type JsonRpcMessage =
  | {
    kind: "request";
    id: JsonRpcId;
    method: string;
    params?: Record<string, unknown>;
  }
  | { kind: "notification"; method: string; params?: Record<string, unknown> }
  | { kind: "response"; id: JsonRpcId };

/** The outcome of {@linkcode classifyMessage}. */
export type Classified =
  | { ok: true; message: JsonRpcMessage }
  | { ok: false; reason: string };

/** Whether a value is a JSON object (not null, not an array). */
export function isPlainObject(
  value: unknown,
): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function isValidId(value: unknown): value is JsonRpcId {
  return typeof value === "string" || Number.isSafeInteger(value);
}

/**
 * Checks that a parsed JSON value is one JSON-RPC 2.0 message as MCP allows
 * it (request, notification or response; object params; non-null ids).
 */
export function classifyMessage(value: unknown): Classified {
  if (!isPlainObject(value)) {
    return { ok: false, reason: "a message must be a JSON object" };
  }
  if (value.jsonrpc !== "2.0") {
    return { ok: false, reason: 'jsonrpc must be "2.0"' };
  }
  if ("method" in value) {
    if (typeof value.method !== "string" || value.method === "") {
      return { ok: false, reason: "method must be a non-empty string" };
    }
    if ("params" in value && !isPlainObject(value.params)) {
      return { ok: false, reason: "params must be an object" };
    }
    const params = value.params as Record<string, unknown> | undefined;
    if (!("id" in value)) {
      return {
        ok: true,
        message: { kind: "notification", method: value.method, params },
      };
    }
    if (!isValidId(value.id)) {
      return { ok: false, reason: "id must be a string or an integer" };
    }
    return {
      ok: true,
      message: { kind: "request", id: value.id, method: value.method, params },
    };
  }
  if ("result" in value || "error" in value) {
    if (!isValidId(value.id)) {
      return { ok: false, reason: "id must be a string or an integer" };
    }
    if (("result" in value) === ("error" in value)) {
      return { ok: false, reason: "a response has either result or error" };
    }
    if ("result" in value && !isPlainObject(value.result)) {
      return { ok: false, reason: "result must be an object" };
    }
    if ("error" in value) {
      const error = value.error;
      if (
        !isPlainObject(error) || !Number.isInteger(error.code) ||
        typeof error.message !== "string"
      ) {
        return {
          ok: false,
          reason: "error must have an integer code and a message",
        };
      }
    }
    return { ok: true, message: { kind: "response", id: value.id } };
  }
  return {
    ok: false,
    reason: "a message needs a method, a result or an error",
  };
}

/** A JSON-RPC error response object. */
export interface JsonRpcErrorBody {
  /** Always "2.0". */
  jsonrpc: "2.0";
  /** The request's id, or null when it could not be determined. */
  id: JsonRpcId | null;
  /** The error. */
  error: { code: number; message: string; data?: unknown };
}

/** Builds a JSON-RPC error response object. */
export function jsonRpcError(
  id: JsonRpcId | null,
  error: { code: number; message: string; data?: unknown },
): JsonRpcErrorBody {
  return {
    jsonrpc: "2.0",
    id,
    error: error.data === undefined
      ? { code: error.code, message: error.message }
      : error,
  };
}
