/**
 * The per-request MCP server (lib/mcp/server.ts) through the SDK v2's
 * in-memory transport (2025 era), messages round-tripped through JSON like
 * on the wire: negotiation, error codes, result shapes. The 2026-07-28
 * answers of the same server are in dispatch_test.ts.
 */
import assert from "node:assert/strict";
import {
  InMemoryTransport,
  type JSONRPCMessage,
  specTypeSchemas,
  type StandardSchemaV1,
} from "@modelcontextprotocol/server";
import type { ProtocolVersion } from "../../lib/mcp/protocol.ts";
import {
  createMcpServer,
  SERVER_CAPABILITIES,
  SERVER_INFO,
  serverInstructions,
  toolCallResultJson,
} from "../../lib/mcp/server.ts";
import type { Snapshot } from "../../lib/dataset/snapshot.ts";
import { initializeMessage, publishFixture } from "../helpers/mcp.ts";

/** Sends one request to a fresh server; returns the answer as JSON. */
async function rpc(
  snapshot: Snapshot,
  message: Record<string, unknown>,
  protocolVersion: ProtocolVersion = "2025-06-18",
  // deno-lint-ignore no-explicit-any
): Promise<any> {
  const server = createMcpServer(snapshot, { protocolVersion });
  const [client, serverSide] = InMemoryTransport.createLinkedPair();
  const answer = new Promise<JSONRPCMessage>((resolve) => {
    client.onmessage = (reply) => resolve(reply);
  });
  await server.connect(serverSide);
  await client.start();
  await client.send({ jsonrpc: "2.0", id: 1, ...message } as JSONRPCMessage);
  const reply = JSON.parse(JSON.stringify(await answer));
  await client.close();
  await server.close();
  return reply;
}

/** Validates a value with one of the SDK's spec schemas; throws on issues. */
function parseSpec<T>(name: string, value: unknown): T {
  const schema = (specTypeSchemas as Record<string, StandardSchemaV1>)[name];
  const outcome = schema["~standard"].validate(value);
  if (outcome instanceof Promise) throw new Error("async schema");
  if (outcome.issues) {
    throw new Error(`${name}: ${JSON.stringify(outcome.issues)}`);
  }
  return outcome.value as T;
}

// deno-lint-ignore no-explicit-any
type Json = any;

async function withSnapshot(fn: (snapshot: Snapshot) => Promise<void>) {
  using kv = await Deno.openKv(":memory:");
  await fn(await publishFixture(kv, "https://reviews.test"));
}

function initialize(protocolVersion: unknown) {
  return initializeMessage(protocolVersion, { id: 1 });
}

Deno.test("initialize answers the client's version when supported, else the latest", async () => {
  await withSnapshot(async (snapshot) => {
    for (
      const [asked, answered] of [
        ["2025-06-18", "2025-06-18"],
        ["2025-03-26", "2025-03-26"],
        ["2025-11-25", "2025-11-25"],
        ["2024-11-05", "2025-11-25"],
        ["2026-01-01", "2025-11-25"],
      ]
    ) {
      const reply = await rpc(snapshot, initialize(asked));
      const result = parseSpec<Json>("InitializeResult", reply.result);
      assert.equal(result.protocolVersion, answered, asked);
      assert.deepEqual(result.serverInfo, SERVER_INFO);
      assert.deepEqual(result.capabilities, SERVER_CAPABILITIES);
      assert.equal(result.instructions, serverInstructions(snapshot));
    }
    // Invalid initialize params (no clientInfo): the transport's session
    // step answers -32602 before the SDK sees them (transport_test.ts).
  });
});

Deno.test("instructions describe the data and the tools", async () => {
  await withSnapshot((snapshot) => {
    const text = serverInstructions(snapshot);
    assert.ok(text.includes(snapshot.dataset.business.name));
    assert.ok(
      text.includes(String(snapshot.dataset.aggregate_rating.review_count)),
    );
    for (const tool of ["get_business", "search_reviews", "get_aspect"]) {
      assert.ok(text.includes(tool), tool);
    }
    return Promise.resolve();
  });
});

Deno.test("tools/call: results carry structuredContent and an equal text copy", async () => {
  await withSnapshot(async (snapshot) => {
    const reply = await rpc(snapshot, {
      method: "tools/call",
      params: { name: "search_reviews", arguments: { limit: 3 } },
    });
    const result = parseSpec<Json>("CallToolResult", reply.result);
    assert.equal(result.isError, undefined);
    assert.equal(result.content.length, 1);
    const text = result.content[0];
    assert.ok(text.type === "text");
    assert.deepEqual(JSON.parse(text.text), result.structuredContent);
    assert.equal((result.structuredContent as { count: number }).count, 3);

    const business = parseSpec<Json>(
      "CallToolResult",
      (await rpc(snapshot, {
        method: "tools/call",
        params: { name: "get_business" },
      })).result,
    );
    assert.equal(
      (business.structuredContent as { name: string }).name,
      snapshot.dataset.business.name,
    );
  });
});

Deno.test("tools/call errors: unknown tool and malformed params -32602", async () => {
  await withSnapshot(async (snapshot) => {
    for (
      const params of [
        { name: "nope" },
        {},
        { name: 7 },
        { name: "get_business", arguments: "x" },
      ]
    ) {
      const reply = await rpc(snapshot, { method: "tools/call", params });
      assert.equal(reply.error?.code, -32602, JSON.stringify(params));
    }
  });
});

Deno.test("invalid arguments: -32602 with issues up to 2025-06-18, isError in 2025-11-25", async () => {
  await withSnapshot(async (snapshot) => {
    const call = {
      method: "tools/call",
      params: { name: "get_reviews_since", arguments: { date: "soon" } },
    };
    for (const version of ["2025-03-26", "2025-06-18"] as const) {
      const reply = await rpc(snapshot, call, version);
      assert.equal(reply.error.code, -32602, version);
      assert.equal(reply.error.data.error, "invalid_request");
      assert.equal(reply.error.data.issues[0].path, "date");
    }
    const reply = await rpc(snapshot, call, "2025-11-25");
    const result = parseSpec<Json>("CallToolResult", reply.result);
    assert.equal(result.isError, true);
    assert.match((result.content[0] as { text: string }).text, /date/);
  });
});

Deno.test("lists have one page; resources/read; completion; setLevel", async () => {
  await withSnapshot(async (snapshot) => {
    for (
      const method of [
        "tools/list",
        "resources/list",
        "resources/templates/list",
        "prompts/list",
      ]
    ) {
      const listed = await rpc(snapshot, { method });
      assert.ok(listed.result, method);
      assert.equal(listed.result.nextCursor, undefined);
      const paged = await rpc(snapshot, { method, params: { cursor: "2" } });
      assert.equal(paged.error.code, -32602, method);
    }
    const missing = await rpc(snapshot, {
      method: "resources/read",
      params: { uri: "reviews://reviews/missing" },
    });
    // The SDK's resource-not-found: -32602 with data { uri } in every era.
    assert.equal(missing.error.code, -32602);
    assert.deepEqual(missing.error.data, { uri: "reviews://reviews/missing" });

    const template = await rpc(snapshot, {
      method: "completion/complete",
      params: {
        ref: { type: "ref/resource", uri: "reviews://other/{id}" },
        argument: { name: "id", value: "" },
      },
    });
    assert.equal(template.error.code, -32602);
    const argument = await rpc(snapshot, {
      method: "completion/complete",
      params: {
        ref: { type: "ref/resource", uri: "reviews://reviews/{id}" },
        argument: { name: "uri", value: "" },
      },
    });
    assert.equal(argument.error.code, -32602);

    assert.deepEqual(
      (await rpc(snapshot, {
        method: "logging/setLevel",
        params: { level: "warning" },
      })).result,
      {},
    );
    // Params the SDK's schemas refuse (setLevel without a level) are
    // answered -32602 by the transport's session step (transport_test.ts).
    const prompt = await rpc(snapshot, {
      method: "prompts/get",
      params: { name: "technician_report", arguments: {} },
    });
    assert.equal(prompt.error.code, -32602);
    assert.equal(
      (await rpc(snapshot, { method: "sampling/createMessage" })).error.code,
      -32601,
    );
  });
});

Deno.test("deno check sees the SDK's real types, not any", () => {
  // Each directive below is an error only if the SDK's declarations are
  // found; were they `any`, the unused directive would fail type checking.
  // @ts-expect-error: a JSON-RPC message needs jsonrpc "2.0".
  const message: JSONRPCMessage = { jsonrpc: "1.0", id: 1, method: "ping" };
  const server = createMcpServer({
    dataset: {
      business: { name: "b", type: "Plumber" },
      aggregate_rating: { review_count: 0, rating_value: 0 },
      reviews: [],
    },
  } as unknown as Snapshot, { protocolVersion: "2025-06-18" });
  assert.throws(() =>
    // @ts-expect-error: no such method in the SDK's method map.
    server.setRequestHandler("no/such/method", () => ({}))
  );
  assert.equal(message.jsonrpc, "1.0");
});

Deno.test("toolCallResultJson: the SDK path's result as JSON, computed once", async () => {
  await withSnapshot(async (snapshot) => {
    const calls = [
      { name: "get_rating_summary", arguments: {} },
      { name: "search_reviews", arguments: { query: "José", limit: 5 } },
      { name: "search_reviews", arguments: { limit: 3, min_rating: 4 } },
      { name: "get_business" },
      { name: "get_review", arguments: { id: "no-such-review" } },
    ];
    for (const params of calls) {
      const json = toolCallResultJson(snapshot, params);
      assert.ok(json, params.name);
      const reply = await rpc(snapshot, { method: "tools/call", params });
      // Exactly the SDK path's result.
      assert.equal(json, JSON.stringify(reply.result), params.name);
      // The same string each time (put together once).
      assert.equal(toolCallResultJson(snapshot, { ...params }), json);
    }
    // Other members, unknown tools, malformed params: the SDK path answers.
    const params = { name: "get_rating_summary", arguments: {} };
    for (
      const other of [
        { ...params, task: {} },
        { ...params, _meta: { progressToken: 1 } },
        { name: "get_rating_summary", arguments: [] },
        { ...params, _meta: "x" },
        { name: "no_such_tool", arguments: {} },
        { arguments: {} },
        undefined,
      ]
    ) {
      assert.equal(toolCallResultJson(snapshot, other), null);
    }
    // Argument problems depend on the protocol version: never answered here.
    const invalid = { name: "search_reviews", arguments: { limit: 0 } };
    assert.equal(toolCallResultJson(snapshot, invalid), null);
    await rpc(snapshot, { method: "tools/call", params: invalid });
    assert.equal(toolCallResultJson(snapshot, invalid), null);
  });
});
