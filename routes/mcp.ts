/**
 * The MCP endpoint at `/mcp` (streamable HTTP): `POST` for JSON-RPC
 * messages (2026-07-28 stateless, or 2025 sessions), `DELETE` to end a 2025
 * session, `OPTIONS` for CORS preflight; other methods get 405. The rules
 * live in `lib/mcp/` (entry `lib/mcp/mod.ts`).
 *
 * @module
 */
import { Hono } from "hono";
import type { AppDeps } from "../lib/app_deps.ts";
import { createMcpEndpoint, McpSessionStore } from "../lib/mcp/mod.ts";

/** Options of {@linkcode createMcpRoutes}, for tests and tuning. */
export interface McpRoutesOptions {
  /** Idle time after which a session expires; default 1 hour. */
  sessionTtlMs?: number;
  /** Largest accepted request body in bytes; default 256 KiB. */
  maxBodyBytes?: number;
  /** The sessions' clock, for tests; default `Date.now`. */
  sessionClock?: () => number;
}

/**
 * A Hono sub-app serving `/mcp`. Allowed browser origins are
 * `MCP_ALLOWED_ORIGINS` and the service's own origin (`BASE_URL`).
 */
export function createMcpRoutes(
  deps: AppDeps,
  options: McpRoutesOptions = {},
): Hono {
  const handle = createMcpEndpoint({
    sessions: new McpSessionStore(deps.kv, {
      ttlMs: options.sessionTtlMs,
      now: options.sessionClock,
    }),
    snapshots: deps.snapshots,
    allowedOrigins: [...deps.config.mcp.allowedOrigins, deps.config.baseUrl],
    maxBodyBytes: options.maxBodyBytes,
  });
  const app = new Hono();
  app.all("/mcp", (c) => handle(c.req.raw));
  return app;
}
