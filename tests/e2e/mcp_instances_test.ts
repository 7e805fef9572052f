/**
 * Sessions live in Deno KV, not in a process: one survives a restart of the
 * server process, and works on every instance that shares the KV file
 * (separate processes on one local file, which contend for its lock).
 */
import assert from "node:assert/strict";
import {
  ClientV1 as Client,
  StreamableHTTPClientTransportV1 as StreamableHTTPClientTransport,
} from "../helpers/dev_deps/mcp_clients.ts";
import {
  callToolRaw,
  openSession,
  post,
  postStateless,
  send,
  startMcpServer,
} from "../helpers/mcp.ts";
import { spawnServer } from "../helpers/mcp_process.ts";
import { tempDir } from "../helpers/kv.ts";

const LIST = { jsonrpc: "2.0", id: 1, method: "tools/list" };

Deno.test("a session survives a restart of the server process", async () => {
  await using dir = await tempDir();
  const kvPath = `${dir.path}/store.kv`;
  let sessionId: string;
  let before: unknown;
  let firstUrl: string;
  {
    await using first = await spawnServer(kvPath);
    firstUrl = first.url;
    const client = new Client({ name: "restart-test", version: "1.0.0" });
    const transport = new StreamableHTTPClientTransport(
      new URL(first.mcpUrl),
    );
    await client.connect(transport);
    sessionId = transport.sessionId!;
    assert.ok(sessionId);
    before = (await client.callTool({
      name: "search_reviews",
      arguments: { rating: 5, limit: 3 },
    })).structuredContent;
    await client.close();
  }

  await using second = await spawnServer(kvPath);
  assert.notEqual(second.url, firstUrl);
  const raw = await post(second.mcpUrl, LIST, {
    session: sessionId,
    version: "2025-11-25",
  });
  assert.equal(raw.status, 200);
  assert.equal(raw.json.result.tools.length, 9);
  // The SDK client resumes a known session without a new initialize.
  const client = new Client({ name: "restart-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(
    new URL(second.mcpUrl),
    { sessionId },
  );
  await client.connect(transport);
  const after = await client.callTool({
    name: "search_reviews",
    arguments: { rating: 5, limit: 3 },
  });
  assert.deepEqual(after.structuredContent, before);
  await transport.terminateSession();
  await client.close();
  const gone = await post(second.mcpUrl, LIST, { session: sessionId });
  assert.equal(gone.status, 404);
});

Deno.test("two instances on one KV file share sessions both ways", async () => {
  await using dir = await tempDir();
  const kvPath = `${dir.path}/store.kv`;
  await using other = await spawnServer(kvPath);
  using kv = await Deno.openKv(kvPath);
  await using local = await startMcpServer({ kv });
  // Sessions made on either instance, many at once (contended commits).
  const made = await Promise.all(
    Array.from(
      { length: 12 },
      (_, i) => openSession(i % 2 ? other.mcpUrl : local.mcpUrl),
    ),
  );
  assert.equal(new Set(made).size, 12);
  // Each one works on the other instance.
  const answers = await Promise.all(
    made.map((session, i) =>
      callToolRaw(i % 2 ? local.mcpUrl : other.mcpUrl, session, {
        name: "get_review",
        arguments: { id: "nr-001" },
      })
    ),
  );
  for (const answer of answers) {
    assert.equal(answer.status, 200);
    assert.equal(answer.json.result.structuredContent.id, "nr-001");
  }
  // Ended on one instance: unknown on the other.
  const ended = await send(other.mcpUrl, {
    method: "DELETE",
    session: made[0],
  });
  assert.equal(ended.status, 204);
  assert.equal(
    (await post(local.mcpUrl, LIST, { session: made[0] })).status,
    404,
  );
  assert.equal(
    (await send(local.mcpUrl, { method: "DELETE", session: made[0] }))
      .status,
    404,
  );
  assert.equal(
    (await post(local.mcpUrl, LIST, { session: made[1] })).status,
    200,
  );
});

Deno.test("the real service (main.ts) and another process share sessions", async () => {
  await using dir = await tempDir();
  const kvPath = `${dir.path}/store.kv`;
  await using service = await spawnServer(kvPath, { service: true });
  await using other = await spawnServer(kvPath);
  const fromService = await openSession(service.mcpUrl);
  const fromOther = await openSession(other.mcpUrl);
  for (
    const [url, session] of [
      [other.mcpUrl, fromService],
      [service.mcpUrl, fromOther],
    ]
  ) {
    const answer = await callToolRaw(url, session, {
      name: "search_reviews",
      arguments: { limit: 2 },
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.json.result.structuredContent.count, 2);
  }
  assert.equal(
    (await send(service.mcpUrl, { method: "DELETE", session: fromOther }))
      .status,
    204,
  );
  assert.equal(
    (await post(other.mcpUrl, LIST, { session: fromOther })).status,
    404,
  );
});

Deno.test("two instances on one KV file answer 2026-07-28 requests alike, no session anywhere", async () => {
  await using dir = await tempDir();
  const kvPath = `${dir.path}/store.kv`;
  await using first = await spawnServer(kvPath);
  await using second = await spawnServer(kvPath);
  const call = {
    name: "search_reviews",
    arguments: { min_rating: 4, limit: 5 },
  };
  // Alternate the instances, as a load balancer would: every request
  // stands alone, and both give the same answer.
  const answers = await Promise.all(
    Array.from(
      { length: 8 },
      (_, i) =>
        postStateless(
          i % 2 ? second.mcpUrl : first.mcpUrl,
          "tools/call",
          call,
          { id: i },
        ),
    ),
  );
  for (const [i, answer] of answers.entries()) {
    assert.equal(answer.status, 200);
    assert.equal(answer.json.id, i);
    assert.equal(answer.headers.get("mcp-session-id"), null);
    assert.deepEqual(
      answer.json.result.structuredContent,
      answers[0].json.result.structuredContent,
    );
  }
  assert.equal(answers[0].json.result.structuredContent.count, 5);
  for (const url of [first.mcpUrl, second.mcpUrl]) {
    const listed = await postStateless(url, "tools/list");
    assert.equal(listed.status, 200);
    assert.equal(listed.json.result.tools.length, 9);
  }
});
