/**
 * The dispatch step of `/mcp` (lib/mcp/dispatch.ts): the SDK's 2026-07-28
 * handler and the 2025 per-request transport, over the current snapshot.
 */
import assert from "node:assert/strict";
import { SnapshotHolder } from "../../lib/dataset/snapshot_holder.ts";
import {
  createStatelessDispatch,
  dispatchSession,
  dispatchStateless,
  negotiatedVersion,
} from "../../lib/mcp/dispatch.ts";
import {
  initializeMessage,
  publishFixture,
  statelessHeaders,
  statelessMessage,
} from "../helpers/mcp.ts";

async function withHolder(fn: (holder: SnapshotHolder) => Promise<void>) {
  using kv = await Deno.openKv(":memory:");
  await fn(new SnapshotHolder(await publishFixture(kv, "https://r.test")));
}

Deno.test("2026-07-28: tools/list with cache fields and serverInfo, a fresh server each time", async () => {
  await withHolder(async (holder) => {
    const handler = createStatelessDispatch(holder, { maxBodyBytes: 65536 });
    try {
      const body = statelessMessage(1, "tools/list");
      const response = await dispatchStateless(
        handler,
        new Request("http://x/mcp", {
          method: "POST",
          headers: statelessHeaders("tools/list"),
          body: JSON.stringify(body),
        }),
        body,
      );
      assert.equal(response.status, 200);
      const { result } = await response.json();
      assert.equal(result.tools.length, 9);
      assert.equal(result.ttlMs, 3_600_000);
      assert.equal(result.cacheScope, "public");
      assert.deepEqual(result._meta["io.modelcontextprotocol/serverInfo"], {
        name: "reviews-service",
        title: "Reviews service",
        version: "1.0.0",
      });
    } finally {
      await handler.close();
    }
  });
});

Deno.test("2025: initialize negotiates; a session's version decides argument errors", async () => {
  await withHolder(async (holder) => {
    const init = initializeMessage("2025-06-18");
    const started = await dispatchSession(holder, init, {
      protocolVersion: "2025-11-25",
      url: "http://x/mcp",
    });
    const text = await started.text();
    assert.equal(negotiatedVersion(started.status, text), "2025-06-18");
    assert.equal(negotiatedVersion(400, text), null);
    assert.equal(negotiatedVersion(200, "{"), null);
    assert.equal(
      negotiatedVersion(200, '{"result":{"protocolVersion":"2024-11-05"}}'),
      null,
    );
    const call = {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "search_reviews", arguments: { limit: 0 } },
    };
    const old = await (await dispatchSession(holder, call, {
      protocolVersion: "2025-06-18",
      url: "http://x/mcp",
    })).json();
    assert.equal(old.error.code, -32602);
    const current = await (await dispatchSession(holder, call, {
      protocolVersion: "2025-11-25",
      url: "http://x/mcp",
    })).json();
    assert.equal(current.result.isError, true);
  });
});
