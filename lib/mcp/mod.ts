/**
 * The MCP server of the service: one entry for `routes/mcp.ts`, which may
 * load it lazily (`await import("../lib/mcp/mod.ts")`) on the first `/mcp`
 * request.
 *
 * @module
 */
export {
  createMcpEndpoint,
  type McpEndpointOptions,
  type McpHandler,
} from "./transport.ts";
export { DEFAULT_MAX_BODY_BYTES } from "./body.ts";
export { DEFAULT_SESSION_TTL_MS, McpSessionStore } from "./sessions.ts";
