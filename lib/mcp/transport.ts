/**
 * The MCP streamable HTTP endpoint at `/mcp`, as four named steps:
 *
 * 1. HTTP rules (`http_rules.ts`): origin, method, media types.
 * 2. Body (`body.ts`): size limit, UTF-8, JSON.
 * 3. Version and session (`version_session.ts`): 2026-07-28 (stateless)
 *    or a 2025 session in Deno KV.
 * 4. Dispatch (`dispatch.ts`): the official SDK v2 answers, except a plain
 *    repeated `tools/call`, which `fast_path.ts` answers with the same
 *    bytes.
 *
 * @module
 */
import type { SnapshotHolder } from "../dataset/snapshot_holder.ts";
import { DEFAULT_MAX_BODY_BYTES, parseJsonBody, readBodyText } from "./body.ts";
import {
  createStatelessDispatch,
  dispatchSession,
  dispatchStateless,
  INITIALIZE_VERSION,
  negotiatedVersion,
} from "./dispatch.ts";
import {
  checkOrigin,
  checkPostMediaTypes,
  methodNotAllowed,
  originSet,
  preflight,
  unavailable,
  withCors,
} from "./http_rules.ts";
import {
  fastSessionAnswer,
  fastStatelessAnswer,
  repeatedStatelessAnswer,
} from "./fast_path.ts";
import type { McpSessionStore } from "./sessions.ts";
import {
  checkVersionHeader,
  isStatelessRequest,
  missingSession,
  resolveSession,
  unknownSession,
} from "./version_session.ts";

/** Options of {@linkcode createMcpEndpoint}. */
export interface McpEndpointOptions {
  /** The session store of the 2025 generation. */
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

/** Builds the `/mcp` request handler. */
export function createMcpEndpoint(options: McpEndpointOptions): McpHandler {
  const { sessions, snapshots } = options;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const allowed = originSet(options.allowedOrigins);
  const stateless = createStatelessDispatch(snapshots, { maxBodyBytes });

  async function initialize(
    clientInfo: Record<string, unknown> | undefined,
    body: unknown,
    url: string,
  ): Promise<Response> {
    const response = await dispatchSession(snapshots, body, {
      protocolVersion: INITIALIZE_VERSION,
      url,
    });
    const text = await response.text();
    const headers = new Headers(response.headers);
    const version = negotiatedVersion(response.status, text);
    if (version !== null) {
      const session = await sessions.create({
        protocolVersion: version,
        client: clientInfo,
      });
      headers.set("mcp-session-id", session.id);
    }
    return new Response(text, { status: response.status, headers });
  }

  async function post(request: Request): Promise<Response> {
    const refused = checkPostMediaTypes(request);
    if (refused) return refused;
    const read = await readBodyText(request, maxBodyBytes);
    if (read instanceof Response) return read;
    const { text } = read;
    // A plain repeated tools/call of 2026-07-28 (which the fast path only
    // answers when the SDK's classifier says 2026-07-28) first: a body
    // answered before, then any plain call.
    const snapshot = snapshots.current;
    const repeated = repeatedStatelessAnswer(snapshot, { request, text });
    if (repeated) return repeated;
    const parsed = parseJsonBody(text);
    if (parsed instanceof Response) return parsed;
    const { body } = parsed;
    const fast = fastStatelessAnswer(snapshot, { request, body, text });
    if (fast) return fast;
    if (isStatelessRequest(request, body)) {
      return await dispatchStateless(stateless, request, body);
    }
    const step = await resolveSession(request, body, sessions);
    switch (step.kind) {
      case "answer":
        return step.response;
      case "initialize":
        return await initialize(step.clientInfo, body, request.url);
      case "accepted":
        return new Response(null, { status: 202 });
      case "dispatch":
        return fastSessionAnswer(snapshots.current, body) ??
          await dispatchSession(snapshots, body, {
            protocolVersion: step.session.protocol_version,
            url: request.url,
          });
    }
  }

  async function remove(request: Request): Promise<Response> {
    const versionError = checkVersionHeader(request);
    if (versionError) return versionError;
    const sessionId = request.headers.get("mcp-session-id");
    if (!sessionId) return missingSession();
    if (!(await sessions.end(sessionId))) return unknownSession();
    return new Response(null, { status: 204 });
  }

  return async function handle(request: Request): Promise<Response> {
    const checked = checkOrigin(request, allowed);
    if (checked instanceof Response) return checked;
    const { origin } = checked;
    try {
      switch (request.method) {
        case "POST":
          return withCors(await post(request), origin);
        case "DELETE":
          return withCors(await remove(request), origin);
        case "OPTIONS":
          return withCors(preflight(origin), origin);
        default:
          return withCors(methodNotAllowed(), origin);
      }
    } catch (error) {
      // Never a 500: the store or the SDK failed; the client may retry.
      console.error("MCP request failed:", error);
      return withCors(unavailable(), origin);
    }
  };
}
