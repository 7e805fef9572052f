/**
 * A stand-alone MCP test server process: publishes the fixture into the
 * KV file `KV_PATH` (a no-op when it is there), serves `/mcp` on a loopback
 * port and prints `listening URL` on stdout. For the restart and
 * two-instance tests; it runs until killed.
 *
 * @module
 */
import { startMcpServer } from "./mcp.ts";

const path = Deno.env.get("KV_PATH");
if (!path) throw new Error("KV_PATH is required");
const kv = await Deno.openKv(path);
const server = await startMcpServer({ kv });
console.log(`listening ${server.url}`);
