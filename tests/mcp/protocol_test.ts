/**
 * JSON-RPC message checks and protocol versions (lib/mcp/protocol.ts).
 */
import assert from "node:assert/strict";
import {
  classifyMessage,
  isPlainObject,
  isSupportedProtocolVersion,
  jsonRpcError,
  LATEST_PROTOCOL_VERSION,
  SUPPORTED_PROTOCOL_VERSIONS,
} from "../../lib/mcp/protocol.ts";

Deno.test("the three streamable HTTP versions are supported, newest first", () => {
  assert.deepEqual([...SUPPORTED_PROTOCOL_VERSIONS], [
    "2025-11-25",
    "2025-06-18",
    "2025-03-26",
  ]);
  assert.equal(LATEST_PROTOCOL_VERSION, "2025-11-25");
  for (const version of SUPPORTED_PROTOCOL_VERSIONS) {
    assert.equal(isSupportedProtocolVersion(version), true);
  }
  for (const version of ["2024-11-05", "2025-06-19", "", null, 20250618]) {
    assert.equal(isSupportedProtocolVersion(version), false, String(version));
  }
});

Deno.test("classifyMessage tells requests, notifications and responses apart", () => {
  assert.deepEqual(
    classifyMessage({ jsonrpc: "2.0", id: "a", method: "ping" }),
    {
      ok: true,
      message: { kind: "request", id: "a", method: "ping", params: undefined },
    },
  );
  assert.deepEqual(
    classifyMessage({ jsonrpc: "2.0", id: 0, method: "x", params: { a: 1 } }),
    {
      ok: true,
      message: { kind: "request", id: 0, method: "x", params: { a: 1 } },
    },
  );
  assert.deepEqual(
    classifyMessage({ jsonrpc: "2.0", method: "notifications/initialized" }),
    {
      ok: true,
      message: {
        kind: "notification",
        method: "notifications/initialized",
        params: undefined,
      },
    },
  );
  assert.deepEqual(classifyMessage({ jsonrpc: "2.0", id: 3, result: {} }), {
    ok: true,
    message: { kind: "response", id: 3 },
  });
  assert.deepEqual(
    classifyMessage({
      jsonrpc: "2.0",
      id: 3,
      error: { code: -1, message: "no" },
    }),
    { ok: true, message: { kind: "response", id: 3 } },
  );
});

Deno.test("classifyMessage refuses what JSON-RPC 2.0 and MCP do not allow", () => {
  const invalid: unknown[] = [
    null,
    [],
    "x",
    {},
    { jsonrpc: "2.0" },
    { jsonrpc: 2, id: 1, method: "ping" },
    { jsonrpc: "2.0", id: 1, method: "" },
    { jsonrpc: "2.0", id: 1, method: ["ping"] },
    { jsonrpc: "2.0", id: null, method: "ping" },
    { jsonrpc: "2.0", id: 1.5, method: "ping" },
    { jsonrpc: "2.0", id: true, method: "ping" },
    { jsonrpc: "2.0", id: 1, method: "ping", params: [] },
    { jsonrpc: "2.0", id: 1, method: "ping", params: "a" },
    { jsonrpc: "2.0", id: 1, method: "ping", params: null },
    { jsonrpc: "2.0", result: {} },
    { jsonrpc: "2.0", id: 1, result: [] },
    { jsonrpc: "2.0", id: 1, result: {}, error: { code: 1, message: "" } },
    { jsonrpc: "2.0", id: 1, error: { code: "x", message: "" } },
    { jsonrpc: "2.0", id: 1, error: { code: 1.5, message: "" } },
  ];
  for (const value of invalid) {
    const classified = classifyMessage(value);
    assert.equal(classified.ok, false, JSON.stringify(value));
    if (!classified.ok) assert.ok(classified.reason.length > 5);
  }
});

Deno.test("jsonRpcError builds error responses, data only when given", () => {
  assert.deepEqual(
    jsonRpcError(null, { code: -32700, message: "Parse error" }),
    {
      jsonrpc: "2.0",
      id: null,
      error: { code: -32700, message: "Parse error" },
    },
  );
  assert.deepEqual(
    jsonRpcError(4, { code: -32602, message: "bad", data: { issues: [] } }),
    {
      jsonrpc: "2.0",
      id: 4,
      error: { code: -32602, message: "bad", data: { issues: [] } },
    },
  );
});

Deno.test("isPlainObject: JSON objects only", () => {
  assert.equal(isPlainObject({}), true);
  assert.equal(isPlainObject({ a: 1 }), true);
  for (const other of [null, [], "x", 1, true, undefined]) {
    assert.equal(isPlainObject(other), false, String(other));
  }
});
