/**
 * Parity of MCP `search_reviews` with `GET /api/reviews/search` on the
 * whole service app: same arguments, same validation, same results, same
 * cursors, byte for byte.
 */
import assert from "node:assert/strict";
import { createApp } from "../../routes/mod.ts";
import {
  callToolRaw,
  type McpTestServer,
  openSession,
  startMcpServer,
} from "../helpers/mcp.ts";

type Args = Record<string, string | number>;

const VALID: Args[] = [
  {},
  { rating: 5 },
  { rating: 1, limit: 3 },
  { min_rating: 3.5, limit: 5 },
  { since: "2024-03-01", until: "2024-10-31" },
  { since: "2025-06-28" },
  { query: "CAFE" },
  { query: "water heater", min_rating: 4 },
  { mentions_technician: "pepe" },
  { mentions_technician: "Dan Okafor", limit: 2 },
  { mentions_service: "drain-cleaning" },
  { mentions_service: "no-such-service" },
  { mentions_technician: "nobody" },
  { limit: 100 },
  { limit: 1, min_rating: 1, until: "2025-12-31", query: "the" },
];

const INVALID: Args[] = [
  { rating: 0 },
  { rating: 4.5 },
  { min_rating: 6 },
  { limit: 101 },
  { limit: 0 },
  { since: "2025-02-30" },
  { until: "yesterday" },
  { since: "2025-05-01", until: "2025-01-01" },
  { colour: "red" },
  { cursor: "not-a-cursor" },
  { rating: 9, colour: "red", since: "x" },
];

function searchUrl(server: McpTestServer, args: Args): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(args)) {
    query.set(name, String(value));
  }
  return `${server.url}/api/reviews/search?${query}`;
}

/** A validation error body with its issues in a fixed order. */
function sortedIssues(
  body: { error: string; issues: Array<{ path: string; code: string }> },
): unknown {
  return {
    ...body,
    issues: [...body.issues].sort((a, b) =>
      `${a.path} ${a.code}`.localeCompare(`${b.path} ${b.code}`)
    ),
  };
}

async function httpSearch(
  server: McpTestServer,
  args: Args,
): Promise<{ status: number; text: string }> {
  const response = await fetch(searchUrl(server, args));
  return { status: response.status, text: await response.text() };
}

Deno.test("search_reviews answers what GET /api/reviews/search answers", async () => {
  await using server = await startMcpServer({ app: createApp });
  const session = await openSession(server.mcpUrl, "2025-06-18");
  for (const args of VALID) {
    const label = JSON.stringify(args);
    const http = await httpSearch(server, args);
    assert.equal(http.status, 200, label);
    const mcp = await callToolRaw(server.mcpUrl, session, {
      name: "search_reviews",
      arguments: args,
    });
    const result = mcp.json.result;
    assert.equal(result.isError, undefined, label);
    assert.deepEqual(result.structuredContent, JSON.parse(http.text), label);
    // The text copy is the same JSON value, written as JSON.stringify
    // writes it (the HTTP answer escapes non-ASCII characters).
    assert.deepEqual(
      JSON.parse(result.content[0].text),
      JSON.parse(http.text),
      `${label} text copy`,
    );
    assert.equal(
      result.content[0].text,
      JSON.stringify(result.structuredContent),
      `${label} text copy`,
    );

    // The next page, by the cursor each side returned.
    if (result.structuredContent.next_cursor) {
      const next = { ...args, cursor: result.structuredContent.next_cursor };
      const httpNext = await httpSearch(server, next);
      const mcpNext = await callToolRaw(server.mcpUrl, session, {
        name: "search_reviews",
        arguments: next,
      });
      assert.equal(httpNext.status, 200, label);
      assert.deepEqual(
        mcpNext.json.result.structuredContent,
        JSON.parse(httpNext.text),
        `${label} next page`,
      );
    }
  }
});

Deno.test("search_reviews rejects what the HTTP search rejects, with the same issues", async () => {
  await using server = await startMcpServer({ app: createApp });
  const old = await openSession(server.mcpUrl, "2025-06-18");
  const current = await openSession(server.mcpUrl, "2025-11-25");
  for (const args of INVALID) {
    const label = JSON.stringify(args);
    const http = await httpSearch(server, args);
    assert.equal(http.status, 400, label);
    const body = sortedIssues(JSON.parse(http.text));

    const rejected = await callToolRaw(server.mcpUrl, old, {
      name: "search_reviews",
      arguments: args,
    });
    assert.equal(rejected.json.error.code, -32602, label);
    assert.deepEqual(sortedIssues(rejected.json.error.data), body, label);

    const toolError = await callToolRaw(server.mcpUrl, current, {
      name: "search_reviews",
      arguments: args,
      version: "2025-11-25",
    });
    assert.equal(toolError.json.result.isError, true, label);
    const text: string = toolError.json.result.content[0].text;
    assert.deepEqual(
      sortedIssues(JSON.parse(text.slice(text.indexOf("\n") + 1))),
      body,
      label,
    );
  }
});
