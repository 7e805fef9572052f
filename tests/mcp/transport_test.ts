/**
 * Raw HTTP tests of every status rule of `/mcp` (lib/mcp/transport.ts) for
 * the 2025 generation (sessions in KV); 2026-07-28 is in
 * transport_stateless_test.ts.
 */
import assert from "node:assert/strict";
import {
  callToolRaw,
  initializeMessage,
  MCP_HEADERS,
  openSession,
  post,
  send,
  startMcpServer,
} from "../helpers/mcp.ts";

const LIST = { jsonrpc: "2.0", id: 7, method: "tools/list" };

function initialize(protocolVersion: unknown, id: unknown = 1) {
  return initializeMessage(protocolVersion, { id });
}

Deno.test("initialize negotiates the version and starts a KV session", async () => {
  await using server = await startMcpServer();
  for (
    const [asked, answered] of [
      ["2025-06-18", "2025-06-18"],
      ["2025-11-25", "2025-11-25"],
      ["2025-03-26", "2025-03-26"],
      ["2024-11-05", "2025-11-25"],
      ["2099-01-01", "2025-11-25"],
    ]
  ) {
    const answer = await post(server.mcpUrl, initialize(asked));
    assert.equal(answer.status, 200, asked);
    assert.match(
      answer.headers.get("content-type") ?? "",
      /application\/json/,
    );
    assert.equal(answer.json.id, 1);
    assert.equal(answer.json.result.protocolVersion, answered);
    assert.equal(answer.json.result.serverInfo.name, "reviews-service");
    assert.match(answer.json.result.instructions, /search_reviews/);
    assert.ok(answer.json.result.capabilities.tools);
    const id = answer.headers.get("mcp-session-id");
    assert.ok(id && /^[\x21-\x7e]+$/.test(id), "visible ASCII session id");
    const stored = await server.kv.get<{ protocol_version: string }>([
      "mcp",
      "sessions",
      id,
    ]);
    assert.equal(stored.value?.protocol_version, answered);
  }
});

Deno.test("a failed initialize starts no session", async () => {
  await using server = await startMcpServer();
  const answer = await post(server.mcpUrl, {
    jsonrpc: "2.0",
    id: 3,
    method: "initialize",
    params: { protocolVersion: "2025-06-18" },
  });
  assert.equal(answer.status, 200);
  assert.equal(answer.json.id, 3);
  assert.equal(answer.json.error.code, -32602);
  assert.equal(answer.headers.get("mcp-session-id"), null);
  let sessions = 0;
  for await (const _ of server.kv.list({ prefix: ["mcp", "sessions"] })) {
    sessions++;
  }
  assert.equal(sessions, 0);
});

Deno.test("notifications and responses get 202 with an empty body", async () => {
  await using server = await startMcpServer();
  const session = await openSession(server.mcpUrl);
  const notification = await post(server.mcpUrl, {
    jsonrpc: "2.0",
    method: "notifications/cancelled",
    params: { requestId: 5 },
  }, { session });
  assert.equal(notification.status, 202);
  assert.equal(notification.text, "");
  const response = await post(server.mcpUrl, {
    jsonrpc: "2.0",
    id: 9,
    result: {},
  }, { session });
  assert.equal(response.status, 202);
  assert.equal(response.text, "");
  const missing = await post(server.mcpUrl, {
    jsonrpc: "2.0",
    method: "notifications/initialized",
  });
  assert.equal(missing.status, 400, "a notification needs a session too");
});

Deno.test("GET and other methods get 405 with Allow", async () => {
  await using server = await startMcpServer();
  for (const method of ["GET", "PUT", "PATCH", "HEAD"]) {
    const answer = await send(server.mcpUrl, {
      method,
      headers: { accept: "text/event-stream" },
    });
    assert.equal(answer.status, 405, method);
    const allow = answer.headers.get("allow") ?? "";
    assert.match(allow, /POST/);
    assert.match(allow, /DELETE/);
    assert.doesNotMatch(allow, /GET/);
  }
});

Deno.test("sessions: missing 400, unknown 404, DELETE 204 then 404", async () => {
  await using server = await startMcpServer();
  const missing = await post(server.mcpUrl, LIST);
  assert.equal(missing.status, 400);
  assert.equal(missing.json.error.code, -32000);
  assert.equal(missing.json.id, null);

  for (const unknown of ["nope", "x".repeat(43), "a".repeat(5000)]) {
    const answer = await post(server.mcpUrl, LIST, { session: unknown });
    assert.equal(answer.status, 404, unknown.slice(0, 10));
    assert.equal(answer.json.error.code, -32001);
  }

  const session = await openSession(server.mcpUrl);
  const ok = await post(server.mcpUrl, LIST, { session });
  assert.equal(ok.status, 200);
  assert.equal(ok.json.id, 7);
  assert.equal(ok.json.result.tools.length, 9);

  const noHeader = await send(server.mcpUrl, { method: "DELETE" });
  assert.equal(noHeader.status, 400);

  const ended = await send(server.mcpUrl, { method: "DELETE", session });
  assert.equal(ended.status, 204);
  assert.equal(ended.text, "");
  assert.equal((await post(server.mcpUrl, LIST, { session })).status, 404);
  assert.equal(
    (await send(server.mcpUrl, { method: "DELETE", session })).status,
    404,
  );
});

Deno.test("MCP-Protocol-Version: unsupported 400, absent uses the session's", async () => {
  await using server = await startMcpServer();
  const session = await openSession(server.mcpUrl, "2025-06-18");
  for (const version of ["2024-11-05", "1.0", "2025-06-19", ""]) {
    const answer = await post(server.mcpUrl, LIST, { session, version });
    assert.equal(answer.status, 400, version);
    assert.match(answer.json.error.message, /protocol/i);
  }
  const deleted = await send(server.mcpUrl, {
    method: "DELETE",
    session,
    version: "2024-01-01",
  });
  assert.equal(deleted.status, 400);

  const absent = await send(server.mcpUrl, {
    body: JSON.stringify(LIST),
    session,
  });
  assert.equal(absent.status, 200);
  // Another supported version is accepted (the conformance suite sends one).
  const other = await post(server.mcpUrl, LIST, {
    session,
    version: "2025-03-26",
  });
  assert.equal(other.status, 200);
});

Deno.test("Origin: allowed list and own origin pass, others 403", async () => {
  await using server = await startMcpServer({
    allowedOrigins: "https://allowed.example, https://second.example",
  });
  const body = initialize("2025-06-18");
  for (
    const origin of [
      "https://evil.example",
      "null",
      "http://allowed.example",
      "https://allowed.example.evil.test",
    ]
  ) {
    const answer = await post(server.mcpUrl, body, {
      headers: { ...MCP_HEADERS, origin },
    });
    assert.equal(answer.status, 403, origin);
    assert.equal(answer.json.error.code, -32000);
  }
  for (
    const origin of [
      "https://allowed.example",
      "https://second.example",
      server.url,
    ]
  ) {
    const answer = await post(server.mcpUrl, body, {
      headers: { ...MCP_HEADERS, origin },
    });
    assert.equal(answer.status, 200, origin);
    assert.equal(answer.headers.get("access-control-allow-origin"), origin);
    assert.match(
      answer.headers.get("access-control-expose-headers") ?? "",
      /Mcp-Session-Id/,
    );
  }
  const none = await post(server.mcpUrl, body);
  assert.equal(none.status, 200);
  assert.equal(none.headers.get("access-control-allow-origin"), null);

  const preflight = await send(server.mcpUrl, {
    method: "OPTIONS",
    headers: {
      origin: "https://allowed.example",
      "access-control-request-method": "POST",
    },
  });
  assert.equal(preflight.status, 204);
  assert.match(
    preflight.headers.get("access-control-allow-headers") ?? "",
    /Mcp-Session-Id/,
  );
  const refused = await send(server.mcpUrl, {
    method: "OPTIONS",
    headers: { origin: "https://evil.example" },
  });
  assert.equal(refused.status, 403);
  const deleteRefused = await send(server.mcpUrl, {
    method: "DELETE",
    headers: { origin: "https://evil.example" },
    session: "whatever",
  });
  assert.equal(deleteRefused.status, 403);
});

Deno.test("media types: 415 for non-JSON bodies, 406 when JSON is refused", async () => {
  await using server = await startMcpServer();
  const body = JSON.stringify(initialize("2025-06-18"));
  for (
    const contentType of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "text/plain; a=application/json",
    ]
  ) {
    const answer = await send(server.mcpUrl, {
      body,
      headers: { ...MCP_HEADERS, "content-type": contentType },
    });
    assert.equal(answer.status, 415, contentType);
  }
  const noType = await send(server.mcpUrl, {
    body: new TextEncoder().encode(body),
    headers: { accept: "application/json" },
  });
  assert.equal(noType.status, 415);
  const charset = await send(server.mcpUrl, {
    body,
    headers: {
      ...MCP_HEADERS,
      "content-type": "application/json; charset=utf-8",
    },
  });
  assert.equal(charset.status, 200);

  for (
    const accept of [
      "text/html",
      "text/event-stream",
      "application/json;q=0, text/event-stream",
    ]
  ) {
    const answer = await send(server.mcpUrl, {
      body,
      headers: { "content-type": "application/json", accept },
    });
    assert.equal(answer.status, 406, accept);
  }
  for (const accept of ["application/json", "*/*"]) {
    const answer = await send(server.mcpUrl, {
      body,
      headers: { "content-type": "application/json", accept },
    });
    assert.equal(answer.status, 200, accept);
  }
});

Deno.test("a body over the limit gets 413, declared or streamed", async () => {
  await using server = await startMcpServer({ maxBodyBytes: 4096 });
  const big = JSON.stringify({
    ...initialize("2025-06-18"),
    padding: "x".repeat(5000),
  });
  const declared = await send(server.mcpUrl, { body: big });
  assert.equal(declared.status, 413);
  const bytes = new TextEncoder().encode(big);
  const streamed = await send(server.mcpUrl, {
    body: new ReadableStream({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 1000) {
          controller.enqueue(bytes.slice(offset, offset + 1000));
        }
        controller.close();
      },
    }),
  });
  assert.equal(streamed.status, 413);
  const small = await post(server.mcpUrl, initialize("2025-06-18"));
  assert.equal(small.status, 200);
});

Deno.test("JSON-RPC framing: -32700 parse error, -32600 invalid request", async () => {
  await using server = await startMcpServer();
  const session = await openSession(server.mcpUrl);
  for (
    const raw of [
      "{not json",
      "",
      '{"jsonrpc":"2.0","id":1,"method":"ping"',
    ]
  ) {
    const answer = await send(server.mcpUrl, { body: raw, session });
    assert.equal(answer.status, 400, raw);
    assert.equal(answer.json.error.code, -32700);
    assert.equal(answer.json.id, null);
  }
  const invalidUtf8 = await send(server.mcpUrl, {
    body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    session,
  });
  assert.equal(invalidUtf8.status, 400);
  assert.equal(invalidUtf8.json.error.code, -32700);

  for (
    const message of [
      42,
      "ping",
      null,
      { id: 1, method: "ping" },
      { jsonrpc: "1.0", id: 1, method: "ping" },
      { jsonrpc: "2.0", id: 1 },
      { jsonrpc: "2.0", id: 1, method: 5 },
      { jsonrpc: "2.0", id: null, method: "ping" },
      { jsonrpc: "2.0", id: { a: 1 }, method: "ping" },
      { jsonrpc: "2.0", id: 1.5, method: "ping" },
      { jsonrpc: "2.0", id: 1, method: "ping", params: { _meta: 5 } },
      { jsonrpc: "2.0", id: 1, method: "ping", params: [1, 2] },
      { jsonrpc: "2.0", id: 1, result: {}, error: { code: 1, message: "" } },
      [],
      [{ jsonrpc: "2.0", id: 1, method: "ping" }],
    ]
  ) {
    const answer = await post(server.mcpUrl, message, { session });
    assert.equal(answer.status, 400, JSON.stringify(message));
    assert.equal(answer.json.error.code, -32600, JSON.stringify(message));
    assert.equal(answer.json.id, null);
  }
  for (
    const headers of [MCP_HEADERS, {
      ...MCP_HEADERS,
      "mcp-session-id": session,
    }]
  ) {
    const sessionless = await post(server.mcpUrl, [LIST, LIST], { headers });
    assert.equal(sessionless.status, 400);
    assert.equal(sessionless.json.error.code, -32600);
    assert.equal(sessionless.json.id, null);
  }
  const batchedInit = await post(server.mcpUrl, [
    initialize("2025-03-26"),
  ]);
  assert.equal(batchedInit.status, 400);
  assert.equal(batchedInit.json.error.code, -32600);
});

Deno.test("a 2025-03-26 session may send batches", async () => {
  await using server = await startMcpServer();
  const session = await openSession(server.mcpUrl, "2025-03-26");
  const answer = await post(server.mcpUrl, [
    { jsonrpc: "2.0", id: "a", method: "ping" },
    { jsonrpc: "2.0", method: "notifications/cancelled", params: {} },
    { jsonrpc: "2.0", id: "b", method: "tools/list" },
  ], { session, version: "2025-03-26" });
  assert.equal(answer.status, 200);
  assert.ok(Array.isArray(answer.json));
  const byId = new Map(
    // deno-lint-ignore no-explicit-any
    answer.json.map((response: any) => [response.id, response]),
  );
  assert.deepEqual(byId.get("a")?.result, {});
  assert.equal(byId.get("b")?.result.tools.length, 9);
  const onlyNotifications = await post(server.mcpUrl, [
    { jsonrpc: "2.0", method: "notifications/cancelled", params: {} },
  ], { session });
  assert.equal(onlyNotifications.status, 202);
});

Deno.test("method errors: -32601 unknown method, -32602 invalid params", async () => {
  await using server = await startMcpServer();
  const session = await openSession(server.mcpUrl);
  const unknown = await post(server.mcpUrl, {
    jsonrpc: "2.0",
    id: "m1",
    method: "reviews/delete",
  }, { session });
  assert.equal(unknown.status, 200);
  assert.equal(unknown.json.id, "m1");
  assert.equal(unknown.json.error.code, -32601);

  const noName = await post(server.mcpUrl, {
    jsonrpc: "2.0",
    id: 2,
    method: "tools/call",
    params: { arguments: {} },
  }, { session });
  assert.equal(noName.json.error.code, -32602);

  const unknownTool = await callToolRaw(server.mcpUrl, session, {
    name: "delete_everything",
  });
  assert.equal(unknownTool.json.error.code, -32602);
  assert.match(unknownTool.json.error.message, /delete_everything/);

  const noUri = await post(server.mcpUrl, {
    jsonrpc: "2.0",
    id: 3,
    method: "resources/read",
    params: {},
  }, { session });
  assert.equal(noUri.json.error.code, -32602);

  const badLevel = await post(server.mcpUrl, {
    jsonrpc: "2.0",
    id: 4,
    method: "logging/setLevel",
    params: { level: "loud" },
  }, { session });
  assert.equal(badLevel.json.error.code, -32602);

  const ping = await post(server.mcpUrl, {
    jsonrpc: "2.0",
    id: 5,
    method: "ping",
  }, { session });
  assert.deepEqual(ping.json, { jsonrpc: "2.0", id: 5, result: {} });
});

Deno.test("invalid tool arguments: -32602 before 2025-11-25, isError from it", async () => {
  await using server = await startMcpServer();
  const old = await openSession(server.mcpUrl, "2025-06-18");
  const rejected = await callToolRaw(server.mcpUrl, old, {
    name: "search_reviews",
    arguments: { rating: 9, colour: "red" },
  });
  assert.equal(rejected.status, 200);
  assert.equal(rejected.json.error.code, -32602);
  assert.equal(rejected.json.error.data.error, "invalid_request");
  assert.deepEqual(
    // deno-lint-ignore no-explicit-any
    rejected.json.error.data.issues.map((issue: any) => issue.path).sort(),
    ["colour", "rating"],
  );

  const current = await openSession(server.mcpUrl, "2025-11-25");
  const toolError = await callToolRaw(server.mcpUrl, current, {
    name: "search_reviews",
    arguments: { rating: 9 },
    version: "2025-11-25",
  });
  assert.equal(toolError.json.result.isError, true);
  assert.match(toolError.json.result.content[0].text, /rating/);
  assert.equal(toolError.json.result.structuredContent, undefined);

  const notFound = await callToolRaw(server.mcpUrl, old, {
    name: "get_review",
    arguments: { id: "no-such-review" },
  });
  assert.equal(notFound.json.result.isError, true);
  assert.match(notFound.json.result.content[0].text, /no-such-review/);
});

Deno.test("sessions slide: used ones live on, idle ones expire (404)", async () => {
  // The sessions' own clock, moved by the test: no waiting, no timing.
  let now = Date.now();
  await using server = await startMcpServer({
    sessionTtlMs: 1500,
    sessionClock: () => now,
  });
  const session = await openSession(server.mcpUrl);
  for (let i = 0; i < 6; i++) {
    now += 400;
    const answer = await post(server.mcpUrl, LIST, { session });
    assert.equal(answer.status, 200, `use ${i} after ${(i + 1) * 400} ms`);
  }
  now += 1800;
  assert.equal((await post(server.mcpUrl, LIST, { session })).status, 404);
});

Deno.test("never a 500: odd requests all get a 2xx or 4xx", async () => {
  await using server = await startMcpServer();
  const session = await openSession(server.mcpUrl);
  const bodies = [
    '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_reviews","arguments":"x"}}',
    '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":1}}',
    '{"jsonrpc":"2.0","id":1,"method":"prompts/get","params":{"name":"summarize_reviews","arguments":{"aspect":7}}}',
    '{"jsonrpc":"2.0","id":1,"method":"completion/complete","params":{}}',
    '{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"reviews://reviews/%E0%A4%A"}}',
    '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"cursor":"abc"}}',
    '{"jsonrpc":"2.0","id":1,"method":"initialize","params":null}',
    '{"jsonrpc":"2.0","id":1,"method":"__proto__"}',
    '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_insights","arguments":{"section":"__proto__"}}}',
    "[" + '{"jsonrpc":"2.0","method":"x"},'.repeat(50) + "1]",
  ];
  for (const body of bodies) {
    const answer = await send(server.mcpUrl, { body, session });
    assert.ok(
      answer.status < 500 && answer.status >= 200,
      `${answer.status} for ${body.slice(0, 80)}`,
    );
    if (answer.status === 200) {
      assert.ok(answer.json.error || answer.json.result, body.slice(0, 80));
    }
  }
});

Deno.test("a repeated tools/call is answered from the cache: same result, its own id, session still checked", async () => {
  await using server = await startMcpServer();
  const session = await openSession(server.mcpUrl);
  const call = (id: unknown, params: Record<string, unknown>) =>
    post(
      server.mcpUrl,
      { jsonrpc: "2.0", id, method: "tools/call", params },
      {
        session,
        version: "2025-06-18",
      },
    );
  const params = {
    name: "search_reviews",
    arguments: { min_rating: 4, limit: 3 },
  };
  const first = await call(1, params);
  assert.equal(first.status, 200);
  assert.equal(first.json.result.structuredContent.reviews.length, 3);
  for (const id of [2, 'é "quoted" \u2028 id', 0, -7]) {
    const again = await call(id, params);
    assert.equal(again.status, 200);
    assert.equal(again.headers.get("content-type"), "application/json");
    assert.deepEqual(again.json, {
      jsonrpc: "2.0",
      id,
      result: first.json.result,
    });
  }
  // Forms the SDK refuses are refused as before, not answered from the cache.
  const extra = await post(server.mcpUrl, {
    jsonrpc: "2.0",
    id: 6,
    method: "tools/call",
    params,
    extra: true,
  }, { session, version: "2025-06-18" });
  assert.equal(extra.status, 400);
  assert.equal(extra.json.error.code, -32600);
  const withMeta = await call(7, { ...params, _meta: { progressToken: 7 } });
  assert.deepEqual(withMeta.json.result, first.json.result);
  // A task request (2025-11-25, deprecated in SDK v2): the SDK answers
  // it as a plain call.
  const withTask = await call(3, { ...params, task: { ttl: 1000 } });
  assert.equal(withTask.status, 200);
  assert.equal(withTask.json.id, 3);
  assert.deepEqual(withTask.json.result, first.json.result);
  // Unknown and ended sessions are refused even for a cached answer.
  const unknown = await post(server.mcpUrl, {
    jsonrpc: "2.0",
    id: 4,
    method: "tools/call",
    params,
  }, { session: "x".repeat(43), version: "2025-06-18" });
  assert.equal(unknown.status, 404);
  assert.equal(
    (await send(server.mcpUrl, { method: "DELETE", session })).status,
    204,
  );
  assert.equal((await call(5, params)).status, 404);
});
