/**
 * Step 4 of the `/mcp` endpoint, dispatch: JSON-RPC handed to the official
 * SDK v2 with a fresh server over the current dataset snapshot.
 *
 * - 2026-07-28: the SDK's `createMcpHandler` (strict, `legacy: 'reject'`;
 *   JSON responses, as no handler here sends a notification), which checks the revision's headers and `_meta`
 *   envelope, stamps `_meta` serverInfo and the cache fields, and answers
 *   `server/discover`.
 * - 2025 sessions: a stateless `WebStandardStreamableHTTPServerTransport`
 *   (JSON responses) per request at the session's negotiated version; the
 *   session itself lives in Deno KV (`sessions.ts`), so any instance
 *   answers.
 *
 * @module
 */
import {
  createMcpHandler as createSdkHandler,
  type McpHttpHandler,
  ProtocolError,
  WebStandardStreamableHTTPServerTransport,
} from "@modelcontextprotocol/server";
import type { SnapshotHolder } from "../dataset/snapshot_holder.ts";
import {
  ErrorCodes,
  isSupportedProtocolVersion,
  LATEST_PROTOCOL_VERSION,
  type SessionProtocolVersion,
  STATELESS_PROTOCOL_VERSION,
} from "./protocol.ts";
import { createMcpServer } from "./server.ts";
import { invalidParams, paramsProblems } from "./version_session.ts";

/**
 * Reports an error the SDK handled out of band (it never changes the
 * answer). Refused requests are the client's mistakes, answered with a
 * 4xx: not logged.
 */
function logError(error: Error): void {
  if (error instanceof ProtocolError) return;
  if (error.message.startsWith("Rejected inbound request")) return;
  console.error("MCP SDK error:", error);
}

/** The SDK's 2026-07-28 handler over the current snapshot. */
export function createStatelessDispatch(
  snapshots: SnapshotHolder,
  options: { maxBodyBytes: number },
): McpHttpHandler {
  return createSdkHandler(
    () =>
      createMcpServer(snapshots.current, {
        protocolVersion: STATELESS_PROTOCOL_VERSION,
      }),
    {
      legacy: "reject",
      maxRequestBodySize: options.maxBodyBytes,
      onerror: logError,
    },
  );
}

/**
 * Answers 2026-07-28 JSON-RPC already read and parsed. Params the SDK's
 * schemas refuse come back from it as -32603 (internal error) with the
 * schema's issues dumped as the message; they are answered as -32602
 * (invalid params) with the issues listed, as on the 2025 path.
 */
export async function dispatchStateless(
  handler: McpHttpHandler,
  request: Request,
  body: unknown,
): Promise<Response> {
  const response = await handler.fetch(request, { parsedBody: body });
  // The request's params are checked (small) rather than every answer
  // read (a search result is large); only a refused one has its answer read.
  const problems = response.status === 200 ? paramsProblems(body) : null;
  if (problems === null) return response;
  const answer = await response.clone().json().catch(() => null);
  if (answer?.error?.code !== ErrorCodes.internalError) return response;
  return invalidParams(answer.id, problems);
}

/**
 * Runs 2025 JSON-RPC (one message or a 2025-03-26 batch) through a fresh
 * stateless transport and server at a session's version (before
 * initialize: the latest, the SDK negotiating the client's choice).
 */
export async function dispatchSession(
  snapshots: SnapshotHolder,
  body: unknown,
  options: { protocolVersion: SessionProtocolVersion; url: string },
): Promise<Response> {
  const server = createMcpServer(snapshots.current, {
    protocolVersion: options.protocolVersion,
  });
  const transport = new WebStandardStreamableHTTPServerTransport({
    enableJsonResponse: true,
  });
  transport.onerror = logError;
  await server.connect(transport);
  try {
    const response = await transport.handleRequest(
      new Request(options.url, {
        method: "POST",
        headers: {
          accept: "application/json, text/event-stream",
          "content-type": "application/json",
          "mcp-protocol-version": options.protocolVersion,
        },
      }),
      { parsedBody: body },
    );
    const text = await response.text();
    return new Response(text.length > 0 ? text : null, {
      status: response.status,
      headers: response.headers,
    });
  } finally {
    await server.close();
  }
}

/** The version initialize settled on, when a session can hold it. */
export function negotiatedVersion(
  status: number,
  text: string,
): SessionProtocolVersion | null {
  if (status !== 200) return null;
  try {
    const version = JSON.parse(text)?.result?.protocolVersion;
    return isSupportedProtocolVersion(version) ? version : null;
  } catch {
    return null;
  }
}

/** The version an initialize runs at before negotiation. */
export const INITIALIZE_VERSION: SessionProtocolVersion =
  LATEST_PROTOCOL_VERSION;
