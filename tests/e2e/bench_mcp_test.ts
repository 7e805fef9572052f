/**
 * The pieces of bench/mcp_bench.ts that decide what is compared: the same
 * arguments on both sides, a working session, the varied-arguments script.
 */
import assert from "node:assert/strict";
import {
  clientCallBody,
  newIdScript,
  openBenchSession,
  SEARCH_ARGS,
  searchPath,
  STATELESS_HEADERS,
  statelessCallBody,
  variedScript,
} from "../../bench/mcp_bench.ts";
import { startBareServer } from "../../bench/bare_server.ts";
import { createApp } from "../../routes/mod.ts";
import { callToolRaw, startMcpServer } from "../helpers/mcp.ts";

Deno.test("the benchmark's HTTP path and MCP call ask the same search", async () => {
  assert.equal(
    searchPath(SEARCH_ARGS),
    "/api/reviews/search?min_rating=4&query=water+heater&limit=20",
  );
  await using server = await startMcpServer({ app: createApp });
  const session = await openBenchSession(server.mcpUrl);
  const http = await (await fetch(server.url + searchPath(SEARCH_ARGS)))
    .json();
  const mcp = await callToolRaw(server.mcpUrl, session, {
    name: "search_reviews",
    arguments: SEARCH_ARGS,
  });
  assert.deepEqual(mcp.json.result.structuredContent, http);
  // The 2026-07-28 call: no session, the same reviews.
  const stateless = await (await fetch(server.mcpUrl, {
    method: "POST",
    headers: { ...STATELESS_HEADERS },
    body: statelessCallBody(SEARCH_ARGS),
  })).json();
  assert.deepEqual(stateless.result.structuredContent, http);
});

Deno.test("the varied-arguments scripts vary both sides alike", () => {
  const http = variedScript("http");
  const mcp = variedScript("mcp", { "mcp-session-id": "s" });
  for (const script of [http, mcp]) {
    assert.match(script, /local limit = 1 \+ counter % 100/);
    assert.match(script, /math\.floor\(counter \/ 100\) % 40/);
  }
  assert.match(http, /\/api\/reviews\/search\?min_rating=" \.\. min/);
  assert.match(mcp, /wrk\.method = "POST"/);
  assert.match(mcp, /wrk\.headers\["mcp-session-id"\] = "s"/);
  assert.match(mcp, /"name":"search_reviews"/);
  assert.doesNotMatch(http, /POST/);
});

Deno.test("the new-id script sends the benchmark's 2026-07-28 call as SDK clients write it, numbered", () => {
  // The same message, the id last.
  assert.deepEqual(
    JSON.parse(clientCallBody(1)),
    JSON.parse(statelessCallBody(SEARCH_ARGS)),
  );
  assert.match(clientCallBody(42), /,"jsonrpc":"2\.0","id":42\}$/);
  const script = newIdScript();
  const line = script.split("\n").find((text) => text.includes("wrk.format"));
  assert.ok(line);
  const literal = String.raw`("(?:[^"\\]|\\.)*")`;
  const match = line.match(
    new RegExp(String.raw`nil, ${literal} \.\. counter \.\. "}"\)$`),
  );
  assert.ok(match, line);
  assert.equal(`${JSON.parse(match[1])}1}`, clientCallBody(1));
  assert.match(script, /counter = counter \+ 1/);
  assert.match(script, /wrk\.method = "POST"/);
  for (const [name, value] of Object.entries(STATELESS_HEADERS)) {
    assert.ok(
      script.includes(
        `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`,
      ),
      name,
    );
  }
});

Deno.test("the bare baseline reads and parses a POST's body, then sends the captured bytes", async () => {
  const dir = await Deno.makeTempDir();
  const answer = '{"jsonrpc":"2.0","id":1,"result":{}}';
  const bare = await startBareServer({
    "/mcp": {
      headers: { "content-type": "application/json" },
      body: btoa(answer),
    },
  }, { dir });
  try {
    const url = `${bare.url}/mcp`;
    const ok = await fetch(url, { method: "POST", body: '{"id":1}' });
    assert.equal(ok.status, 200);
    assert.equal(await ok.text(), answer);
  } finally {
    await bare.stop();
    await Deno.remove(dir, { recursive: true });
  }
});
