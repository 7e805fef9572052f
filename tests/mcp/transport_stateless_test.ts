/**
 * Raw HTTP tests of the status rules of `/mcp` (lib/mcp/transport.ts) for
 * protocol revision 2026-07-28: no initialize, no session, the version on
 * every request (header and `_meta` envelope), answered by the SDK's
 * `createMcpHandler` behind this service's HTTP rules.
 */
import assert from "node:assert/strict";
import {
  MCP_HEADERS,
  post,
  postStateless,
  startMcpServer,
  STATELESS_META,
  statelessHeaders,
  statelessMessage,
} from "../helpers/mcp.ts";

Deno.test("2026-07-28: no initialize, no session: tools/list answers at once, cacheable", async () => {
  await using server = await startDisposable();
  const listed = await postStateless(server.mcpUrl, "tools/list");
  assert.equal(listed.status, 200);
  assert.equal(listed.headers.get("mcp-session-id"), null);
  assert.equal(listed.json.id, 1);
  const result = listed.json.result;
  assert.equal(result.tools.length, 9);
  // Cacheable: the fields the revision requires, a real policy.
  assert.equal(result.ttlMs, 3_600_000);
  assert.equal(result.cacheScope, "public");
  assert.equal(result.resultType, "complete");
  assert.equal(
    result._meta["io.modelcontextprotocol/serverInfo"].name,
    "reviews-service",
  );
  // The MCP App is declared on the rating and search tools.
  const ui = Object.fromEntries(
    result.tools.map((
      tool: { name: string; _meta?: { ui?: { resourceUri?: string } } },
    ) => [tool.name, tool._meta?.ui?.resourceUri ?? null]),
  );
  assert.equal(ui.get_rating_summary, "ui://reviews/rating-summary");
  assert.equal(ui.search_reviews, "ui://reviews/rating-summary");
  assert.equal(ui.get_business, null);
  // A session id, even a made-up one, changes nothing.
  const withSession = await postStateless(server.mcpUrl, "tools/list", {}, {
    headers: { "mcp-session-id": "not-a-session" },
  });
  assert.equal(withSession.status, 200);
  assert.deepEqual(withSession.json.result.tools, result.tools);
});

Deno.test("2026-07-28: server/discover names the versions and capabilities", async () => {
  await using server = await startDisposable();
  const discover = await postStateless(server.mcpUrl, "server/discover");
  assert.equal(discover.status, 200);
  const result = discover.json.result;
  assert.ok(result.supportedVersions.includes("2026-07-28"));
  assert.ok(result.capabilities.tools);
  assert.ok(result.capabilities.extensions["io.modelcontextprotocol/ui"]);
});

Deno.test("2026-07-28: tools/call answers like the HTTP search; argument errors are isError", async () => {
  await using server = await startDisposable();
  const args = { min_rating: 4, limit: 3 };
  for (let round = 0; round < 2; round++) {
    // The second round is answered by the fast path.
    const call = await postStateless(server.mcpUrl, "tools/call", {
      name: "search_reviews",
      arguments: args,
    }, { id: `call-${round}` });
    assert.equal(call.status, 200);
    assert.equal(call.json.id, `call-${round}`);
    assert.equal(call.json.result.structuredContent.count, 3);
    assert.deepEqual(
      JSON.parse(call.json.result.content[0].text),
      call.json.result.structuredContent,
    );
  }
  const invalid = await postStateless(server.mcpUrl, "tools/call", {
    name: "search_reviews",
    arguments: { limit: 0 },
  });
  assert.equal(invalid.status, 200);
  assert.equal(invalid.json.result.isError, true);
  assert.match(invalid.json.result.content[0].text, /limit/);
  const unknown = await postStateless(server.mcpUrl, "tools/call", {
    name: "nope",
    arguments: {},
  });
  assert.equal(unknown.json.error.code, -32602);
});

Deno.test("2026-07-28: a call repeated as it was gets the same bytes; other headers still get the SDK's 400", async () => {
  await using server = await startDisposable();
  const text = JSON.stringify(
    statelessMessage(1, "tools/call", {
      name: "search_reviews",
      arguments: { min_rating: 4, limit: 3 },
    }),
  );
  const send = (headers: Record<string, string>) =>
    fetch(server.mcpUrl, { method: "POST", headers, body: text });
  const headers = statelessHeaders("tools/call", "search_reviews");
  // A new id (built), the id again (kept, its text remembered), then the
  // remembered text answered unparsed.
  const answers = [];
  for (let round = 0; round < 4; round++) {
    const response = await send(headers);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("content-type"), "application/json");
    answers.push(await response.text());
  }
  assert.equal(new Set(answers).size, 1);
  assert.equal(JSON.parse(answers[0]).result.structuredContent.count, 3);
  // The remembered text with an Mcp-Name that disagrees: the SDK's -32020.
  const other = await send({ ...headers, "mcp-name": "get_business" });
  assert.equal(other.status, 400);
  assert.equal((await other.json()).error.code, -32020);
});

Deno.test("2026-07-28: numbered calls written as SDK clients write them each get their own id", async () => {
  await using server = await startDisposable();
  const { jsonrpc, id: _, ...rest } = statelessMessage(0, "tools/call", {
    name: "search_reviews",
    arguments: { limit: 2 },
  });
  const headers = statelessHeaders("tools/call", "search_reviews");
  const texts = [];
  for (const id of [1, 2, 3, 4]) {
    const response = await fetch(server.mcpUrl, {
      method: "POST",
      headers,
      body: JSON.stringify({ ...rest, jsonrpc, id }),
    });
    assert.equal(response.status, 200);
    const text = await response.text();
    assert.equal(JSON.parse(text).id, id);
    texts.push(text.replace(/"id":\d+}$/, ""));
  }
  assert.equal(new Set(texts).size, 1);
});

Deno.test("2026-07-28 status rules: 400 for version, envelope and header problems, 404 for a method", async () => {
  await using server = await startDisposable();
  const url = server.mcpUrl;
  const list = statelessMessage(1, "tools/list");
  // Unsupported revision in the envelope: -32022 naming the supported ones.
  const future = await post(url, {
    ...list,
    params: {
      _meta: {
        ...STATELESS_META,
        "io.modelcontextprotocol/protocolVersion": "2099-01-01",
      },
    },
  }, {
    headers: {
      ...statelessHeaders("tools/list"),
      "mcp-protocol-version": "2099-01-01",
    },
  });
  assert.equal(future.status, 400);
  assert.equal(future.json.error.code, -32022);
  assert.ok(future.json.error.data.supported.includes("2026-07-28"));
  // The modern header without the envelope: -32602.
  const bare = await post(
    url,
    { jsonrpc: "2.0", id: 2, method: "tools/list" },
    {
      headers: statelessHeaders("tools/list"),
    },
  );
  assert.equal(bare.status, 400);
  assert.equal(bare.json.error.code, -32602);
  // A malformed envelope (no client capabilities): -32602.
  const malformed = await post(url, {
    ...list,
    params: {
      _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28" },
    },
  }, { headers: statelessHeaders("tools/list") });
  assert.equal(malformed.status, 400);
  assert.equal(malformed.json.error.code, -32602);
  // The envelope without the MCP-Protocol-Version header: -32020.
  const noHeader = await post(url, list, {
    headers: { ...MCP_HEADERS, "mcp-method": "tools/list" },
  });
  assert.equal(noHeader.status, 400);
  assert.equal(noHeader.json.error.code, -32020);
  // Mcp-Method or Mcp-Name disagreeing with the body: -32020.
  const method = await post(url, list, {
    headers: statelessHeaders("prompts/list"),
  });
  assert.equal(method.status, 400);
  assert.equal(method.json.error.code, -32020);
  const name = await post(
    url,
    statelessMessage(3, "tools/call", { name: "get_business" }),
    { headers: statelessHeaders("tools/call", "search_reviews") },
  );
  assert.equal(name.status, 400);
  assert.equal(name.json.error.code, -32020);
  // A method the revision does not have: 404 with -32601.
  const missing = await postStateless(url, "nope/nope");
  assert.equal(missing.status, 404);
  assert.equal(missing.json.error.code, -32601);
});

Deno.test("2026-07-28: params the schemas refuse are invalid params (-32602), listed, not an internal error", async () => {
  await using server = await startDisposable();
  const url = server.mcpUrl;
  const prompt = await postStateless(url, "prompts/get", {
    name: "summarize_reviews",
    arguments: { aspect: 5 },
  }, { id: 7 });
  assert.equal(prompt.status, 200);
  assert.equal(prompt.json.id, 7);
  assert.equal(prompt.json.error.code, -32602);
  assert.match(
    prompt.json.error.message,
    /^Invalid params: params\.arguments\.aspect: /,
  );
  const cursor = await postStateless(url, "tools/list", { cursor: 5 });
  assert.equal(cursor.json.error.code, -32602);
  assert.match(cursor.json.error.message, /params\.cursor/);
  // resources/read without a uri: the Mcp-Name header cannot be sent.
  const read = await post(url, statelessMessage(8, "resources/read", {}), {
    headers: statelessHeaders("resources/read"),
  });
  assert.equal(read.json.error.code, -32602);
  assert.match(read.json.error.message, /params\.uri/);
  // A valid request still gets the SDK's own answer.
  const listed = await postStateless(url, "tools/list");
  assert.equal(listed.json.result.tools.length, 9);
});

Deno.test("2026-07-28 keeps the service's HTTP rules: 403, 406, 415, 413, 405", async () => {
  await using server = await startDisposable({ maxBodyBytes: 2048 });
  const url = server.mcpUrl;
  const list = JSON.stringify(statelessMessage(1, "tools/list"));
  const headers = statelessHeaders("tools/list");
  const origin = await fetch(url, {
    method: "POST",
    headers: { ...headers, origin: "https://evil.example" },
    body: list,
  });
  assert.equal(origin.status, 403);
  await origin.body?.cancel();
  const accept = await fetch(url, {
    method: "POST",
    headers: { ...headers, accept: "text/html" },
    body: list,
  });
  assert.equal(accept.status, 406);
  await accept.body?.cancel();
  const type = await fetch(url, {
    method: "POST",
    headers: { ...headers, "content-type": "text/plain" },
    body: list,
  });
  assert.equal(type.status, 415);
  await type.body?.cancel();
  const large = await post(
    url,
    statelessMessage(1, "tools/call", {
      name: "search_reviews",
      arguments: { query: "x".repeat(4096) },
    }),
    { headers: statelessHeaders("tools/call", "search_reviews") },
  );
  assert.equal(large.status, 413);
  const get = await fetch(url, { headers });
  assert.equal(get.status, 405);
  await get.body?.cancel();
});

Deno.test("2026-07-28: resources and the MCP App view", async () => {
  await using server = await startDisposable();
  const listed = await postStateless(server.mcpUrl, "resources/list");
  assert.equal(listed.status, 200);
  assert.equal(listed.json.result.cacheScope, "public");
  const view = await postStateless(server.mcpUrl, "resources/read", {
    uri: "ui://reviews/rating-summary",
  });
  assert.equal(view.status, 200);
  const [contents] = view.json.result.contents;
  assert.equal(contents.mimeType, "text/html;profile=mcp-app");
  assert.match(contents.text, /^<!doctype html>/);
  assert.match(contents.text, /ui\/notifications\/tool-result/);
  const missing = await postStateless(server.mcpUrl, "resources/read", {
    uri: "reviews://reviews/none",
  });
  assert.equal(missing.json.error.code, -32602);
  assert.deepEqual(missing.json.error.data, { uri: "reviews://reviews/none" });
});

/** {@linkcode startMcpServer}, closed by `await using`. */
async function startDisposable(options: { maxBodyBytes?: number } = {}) {
  const server = await startMcpServer(options);
  return Object.assign(server, {
    [Symbol.asyncDispose]: () => server.close(),
  });
}
