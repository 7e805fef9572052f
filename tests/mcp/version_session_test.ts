/**
 * The version and session step of `/mcp` (lib/mcp/version_session.ts):
 * which generation a request is, and the 2025 rules of versions, sessions,
 * batches and params.
 */
import assert from "node:assert/strict";
import { isLegacyRequest } from "@modelcontextprotocol/server";
import { McpSessionStore } from "../../lib/mcp/sessions.ts";
import {
  checkVersionHeader,
  isStatelessRequest,
  paramsProblems,
  resolveSession,
} from "../../lib/mcp/version_session.ts";
import {
  initializeMessage,
  STATELESS_META,
  statelessHeaders,
} from "../helpers/mcp.ts";

function request(headers: Record<string, string>, body: unknown): Request {
  return new Request("http://x/mcp", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

const LIST = { jsonrpc: "2.0", id: 1, method: "tools/list" };
const MODERN_LIST = { ...LIST, params: { _meta: { ...STATELESS_META } } };

Deno.test("isStatelessRequest agrees with the SDK's isLegacyRequest on every JSON-RPC shape", async () => {
  const cases: Array<[Record<string, string>, unknown]> = [
    [{}, LIST],
    [{ "mcp-protocol-version": "2025-06-18" }, LIST],
    [{ "mcp-protocol-version": "2025-03-26" }, [LIST, LIST]],
    [statelessHeaders("tools/list"), MODERN_LIST],
    [{}, MODERN_LIST],
    [statelessHeaders("tools/list"), LIST],
    [{ "mcp-protocol-version": "2099-01-01" }, LIST],
    [{}, {
      jsonrpc: "2.0",
      id: 0,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {} },
    }],
    [{}, { jsonrpc: "2.0", method: "notifications/initialized" }],
    [{}, { jsonrpc: "2.0", id: 1, result: {} }],
  ];
  for (const [headers, body] of cases) {
    assert.equal(
      isStatelessRequest(request(headers, body), body),
      !(await isLegacyRequest(request(headers, body))),
      JSON.stringify([headers, body]),
    );
  }
  // Bodies that are no JSON-RPC message stay with the 2025 rules (-32600),
  // a batch too, even of 2026-07-28 messages (which the SDK would refuse
  // with a 400 of its own): batches exist only in 2025-03-26 sessions.
  const batch = [MODERN_LIST];
  assert.equal(
    isStatelessRequest(request(statelessHeaders("tools/list"), batch), batch),
    false,
  );
  assert.equal(isStatelessRequest(request({}, 7), 7), false);
  assert.equal(isStatelessRequest(request({}, { a: 1 }), { a: 1 }), false);
});

Deno.test("checkVersionHeader: 2025 versions and none pass; others 400", async () => {
  for (const version of ["2025-03-26", "2025-06-18", "2025-11-25"]) {
    assert.equal(
      checkVersionHeader(request({ "mcp-protocol-version": version }, LIST)),
      null,
    );
  }
  assert.equal(checkVersionHeader(request({}, LIST)), null);
  const refused = checkVersionHeader(
    request({ "mcp-protocol-version": "1999-01-01" }, LIST),
  );
  assert.equal(refused?.status, 400);
  assert.match((await refused!.json()).error.message, /2026-07-28/);
});

Deno.test("paramsProblems: the SDK's own schemas, per method", () => {
  assert.equal(paramsProblems(LIST), null);
  assert.equal(paramsProblems({ ...LIST, method: "custom/thing" }), null);
  // A method named like an object's own property is no known method.
  assert.equal(paramsProblems({ ...LIST, method: "constructor" }), null);
  assert.equal(paramsProblems({ ...LIST, method: "toString" }), null);
  assert.match(
    paramsProblems({
      jsonrpc: "2.0",
      id: 1,
      method: "resources/read",
      params: {},
    })!,
    /params\.uri/,
  );
  assert.match(
    paramsProblems({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {} },
    })!,
    /clientInfo/,
  );
});

Deno.test("resolveSession: initialize, missing 400, unknown 404, live session, batches, bad params", async () => {
  using kv = await Deno.openKv(":memory:");
  const sessions = new McpSessionStore(kv);
  const init = initializeMessage("2025-06-18");
  const started = await resolveSession(request({}, init), init, sessions);
  assert.equal(started.kind, "initialize");
  assert.deepEqual(
    started.kind === "initialize" && started.clientInfo,
    { name: "t", version: "1" },
  );
  const missing = await resolveSession(request({}, LIST), LIST, sessions);
  assert.equal(missing.kind === "answer" && missing.response.status, 400);
  const unknown = await resolveSession(
    request({ "mcp-session-id": "x".repeat(43) }, LIST),
    LIST,
    sessions,
  );
  assert.equal(unknown.kind === "answer" && unknown.response.status, 404);
  const session = await sessions.create({ protocolVersion: "2025-06-18" });
  const headers = { "mcp-session-id": session.id };
  const live = await resolveSession(request(headers, LIST), LIST, sessions);
  assert.equal(live.kind, "dispatch");
  const note = { jsonrpc: "2.0", method: "notifications/initialized" };
  const accepted = await resolveSession(
    request(headers, note),
    note,
    sessions,
  );
  assert.equal(accepted.kind, "accepted");
  const batch = await resolveSession(
    request(headers, [LIST, LIST]),
    [LIST, LIST],
    sessions,
  );
  assert.equal(batch.kind === "answer" && batch.response.status, 400);
  // A batch declaring 2026-07-28: the batch is what is refused (-32600),
  // not the version, which this server speaks.
  const modernBatch = await resolveSession(
    request({ "mcp-protocol-version": "2026-07-28" }, [LIST, LIST]),
    [LIST, LIST],
    sessions,
  );
  assert.ok(modernBatch.kind === "answer");
  assert.equal(modernBatch.response.status, 400);
  const refusal = await modernBatch.response.json();
  assert.equal(refusal.error.code, -32600);
  assert.match(refusal.error.message, /batches are not supported/);
  const old = await sessions.create({ protocolVersion: "2025-03-26" });
  const oldBatch = await resolveSession(
    request({ "mcp-session-id": old.id }, [LIST, LIST]),
    [LIST, LIST],
    sessions,
  );
  assert.equal(oldBatch.kind, "dispatch");
  const read = {
    jsonrpc: "2.0",
    id: 9,
    method: "resources/read",
    params: {},
  };
  const bad = await resolveSession(request(headers, read), read, sessions);
  assert.ok(bad.kind === "answer");
  assert.equal(bad.response.status, 200);
  const answer = await bad.response.json();
  assert.equal(answer.id, 9);
  assert.equal(answer.error.code, -32602);
});
