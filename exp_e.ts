import { createMcpEndpoint, McpSessionStore } from "./lib/mcp/mod.ts";
import { SnapshotHolder } from "./lib/dataset/snapshot.ts";
import { publishFixture, statelessHeaders, statelessMessage, MCP_HEADERS } from "./tests/helpers/mcp.ts";
import { fastStatelessAnswer } from "./lib/mcp/fast_path.ts";
const kv = await Deno.openKv(":memory:");
const holder = new SnapshotHolder(await publishFixture(kv, "https://r.test"));
const sessions = new McpSessionStore(kv);
const handle = createMcpEndpoint({ sessions, snapshots: holder, allowedOrigins: [] });
const args = { min_rating: 4, query: "water heater", limit: 20 };
const body = JSON.stringify(statelessMessage(1, "tools/call", { name: "search_reviews", arguments: args }));
const headers = statelessHeaders("tools/call", "search_reviews");
const req = () => new Request("http://x/mcp", { method: "POST", headers, body });
let r = await handle(req()); const t = await r.text(); console.log(r.status, t.length);
const parsed = JSON.parse(body);
console.log("fast?", fastStatelessAnswer(holder.current, req(), parsed) !== null);
for (const _ of [1,2]) for (const [label, fn] of [
  ["handle", async () => { const r = await handle(req()); await r.arrayBuffer(); }],
  ["fast only", async () => { const r = fastStatelessAnswer(holder.current, req(), parsed)!; await r.arrayBuffer(); }],
  ["parse", async () => { await req().json(); }],
  ["resp", async () => { await new Response("x".repeat(2788), {headers: {"content-type":"application/json"}}).arrayBuffer(); }],
] as const) {
  const n = 2000; const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(label, ((performance.now() - t0) / n * 1000).toFixed(1), "us/req");
}

import { classifyInboundRequest } from "@modelcontextprotocol/server";
import { toolCallResultJson } from "./lib/mcp/server.ts";
for (const _ of [1,2]) for (const [label, fn] of [
  ["classify", () => classifyInboundRequest({ httpMethod: "POST", protocolVersionHeader: "2026-07-28", mcpMethodHeader: "tools/call", mcpNameHeader: "search_reviews", body: parsed })],
  ["classify legacy", () => classifyInboundRequest({ httpMethod: "POST", body: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "search_reviews", arguments: args } } })],
  ["result", () => toolCallResultJson(holder.current, { name: "search_reviews", arguments: args })],
] as const) {
  const n = 2000; const t0 = performance.now();
  for (let i = 0; i < n; i++) fn();
  console.log(label, ((performance.now() - t0) / n * 1000).toFixed(1), "us/req");
}
