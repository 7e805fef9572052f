/**
 * The official MCP SDK clients of both generations, pinned here (see
 * `packages.ts` for why test packages live in this folder).
 *
 * @module
 */

/**
 * The official MCP SDK v2 client (2026-07-28 and the 2025 revisions); the
 * service installs this package too, as a peer of
 * `@modelcontextprotocol/ext-apps`.
 */
export {
  Client as ClientV2,
  StreamableHTTPClientTransport as StreamableHTTPClientTransportV2,
} from "npm:@modelcontextprotocol/client@2.4.0";

/** The official MCP SDK v1 client (the 2025 revisions), for old clients. */
export { Client as ClientV1 } from "npm:@modelcontextprotocol/sdk@1.32.2/client";
// The SDK's export map hides the .d.ts of its `*.js` subpaths; point at it.
// @ts-types="npm:@modelcontextprotocol/sdk@1.32.2/client/streamableHttp"
export { StreamableHTTPClientTransport as StreamableHTTPClientTransportV1 } from "npm:@modelcontextprotocol/sdk@1.32.2/client/streamableHttp.js";
// @ts-types="npm:@modelcontextprotocol/sdk@1.32.2/types"
export {
  CallToolResultSchema as CallToolResultSchemaV1,
  McpError as McpErrorV1,
} from "npm:@modelcontextprotocol/sdk@1.32.2/types.js";
