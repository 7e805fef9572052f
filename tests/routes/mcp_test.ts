/**
 * The `/mcp` sub-app (routes/mcp.ts): mounted alone and in the whole
 * service app, its configuration (allowed origins, own origin) and options.
 */
import assert from "node:assert/strict";
import { Hono } from "hono";
import type { AppDeps } from "../../lib/app_deps.ts";
import { loadConfig } from "../../lib/config.ts";
import { SnapshotHolder } from "../../lib/dataset/snapshot_holder.ts";
import { createMcpRoutes, type McpRoutesOptions } from "../../routes/mcp.ts";
import { createApp } from "../../routes/mod.ts";
import { MCP_HEADERS, publishFixture } from "../helpers/mcp.ts";

const BASE_URL = "https://reviews.example";

async function withApp(
  build: (deps: AppDeps) => Hono,
  fn: (app: Hono) => Promise<void>,
  env: Record<string, string> = {},
): Promise<void> {
  using kv = await Deno.openKv(":memory:");
  const snapshot = await publishFixture(kv, BASE_URL);
  const config = loadConfig({ BASE_URL, KV_PATH: ":memory:", ...env });
  await fn(build({ config, kv, snapshots: new SnapshotHolder(snapshot) }));
}

function mcpOnly(options: McpRoutesOptions = {}) {
  return (deps: AppDeps) => {
    const app = new Hono();
    app.route("/", createMcpRoutes(deps, options));
    return app;
  };
}

const INIT = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: {
    protocolVersion: "2025-06-18",
    capabilities: {},
    clientInfo: { name: "routes-test", version: "1" },
  },
});

function postInit(app: Hono, headers: Record<string, string> = {}) {
  return app.request(`${BASE_URL}/mcp`, {
    method: "POST",
    headers: { ...MCP_HEADERS, ...headers },
    body: INIT,
  });
}

Deno.test("the sub-app serves /mcp and nothing else", async () => {
  await withApp(mcpOnly(), async (app) => {
    const response = await postInit(app);
    assert.equal(response.status, 200);
    assert.ok(response.headers.get("mcp-session-id"));
    await response.body?.cancel();
    const get = await app.request(`${BASE_URL}/mcp`);
    assert.equal(get.status, 405);
    await get.body?.cancel();
    const other = await app.request(`${BASE_URL}/mcp/other`, {
      method: "POST",
    });
    assert.equal(other.status, 404);
    await other.body?.cancel();
  });
});

Deno.test("MCP_ALLOWED_ORIGINS and BASE_URL's origin may call; others 403", async () => {
  await withApp(mcpOnly(), async (app) => {
    for (
      const [origin, status] of [
        ["https://assistant.example", 200],
        [BASE_URL, 200],
        ["https://evil.example", 403],
      ] as const
    ) {
      const response = await postInit(app, { origin });
      assert.equal(response.status, status, origin);
      await response.body?.cancel();
    }
  }, { MCP_ALLOWED_ORIGINS: "https://assistant.example" });
});

Deno.test("options: session TTL and body limit", async () => {
  await withApp(
    mcpOnly({ sessionTtlMs: 300, maxBodyBytes: 100 }),
    async (app) => {
      const tooBig = await postInit(app);
      assert.equal(tooBig.status, 413);
      await tooBig.body?.cancel();
    },
  );
  let now = Date.now();
  await withApp(
    mcpOnly({ sessionTtlMs: 300, sessionClock: () => now }),
    async (app) => {
      const init = await postInit(app);
      const session = init.headers.get("mcp-session-id")!;
      await init.body?.cancel();
      now += 400;
      const expired = await app.request(`${BASE_URL}/mcp`, {
        method: "POST",
        headers: { ...MCP_HEADERS, "mcp-session-id": session },
        body: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "ping" }),
      });
      assert.equal(expired.status, 404);
      await expired.body?.cancel();
    },
  );
});

Deno.test("mounted in the whole service app, /mcp keeps its own rules", async () => {
  await withApp(createApp, async (app) => {
    const response = await postInit(app);
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.equal(body.result.protocolVersion, "2025-06-18");
    const get = await app.request(`${BASE_URL}/mcp`);
    assert.equal(get.status, 405);
    assert.match(get.headers.get("allow") ?? "", /POST/);
    await get.body?.cancel();
    const noSession = await app.request(`${BASE_URL}/mcp`, {
      method: "POST",
      headers: MCP_HEADERS,
      body: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list" }),
    });
    assert.equal(noSession.status, 400);
    await noSession.body?.cancel();
  });
});
