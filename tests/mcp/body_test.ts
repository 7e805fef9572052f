/**
 * The body step of `/mcp` (lib/mcp/body.ts): the size limit, declared or
 * streamed, and strict UTF-8 JSON.
 */
import assert from "node:assert/strict";
import { readJsonBody, readRequestBody } from "../../lib/mcp/body.ts";

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

Deno.test("readRequestBody: within the limit whole, past it null (declared or streamed)", async () => {
  const small = new Request("http://x/", { method: "POST", body: "12345" });
  assert.equal(
    new TextDecoder().decode((await readRequestBody(small, 5))!),
    "12345",
  );
  const declared = new Request("http://x/", { method: "POST", body: "123456" });
  assert.equal(await readRequestBody(declared, 5), null);
  const streamed = new Request("http://x/", {
    method: "POST",
    body: streamOf(["123", "456"]),
  });
  assert.equal(streamed.headers.get("content-length"), null);
  assert.equal(await readRequestBody(streamed, 5), null);
  const joined = new Request("http://x/", {
    method: "POST",
    body: streamOf(["12", "34"]),
  });
  assert.equal(
    new TextDecoder().decode((await readRequestBody(joined, 5))!),
    "1234",
  );
  const empty = new Request("http://x/", { method: "POST" });
  assert.equal((await readRequestBody(empty, 5))!.length, 0);
});

Deno.test("readJsonBody: JSON parsed; 413 past the limit; 400 -32700 for bad JSON or UTF-8", async () => {
  const ok = await readJsonBody(
    new Request("http://x/", { method: "POST", body: '{"a":"é"}' }),
    100,
  );
  assert.deepEqual(ok, { body: { a: "é" } });
  const large = await readJsonBody(
    new Request("http://x/", {
      method: "POST",
      body: "[" + "1,".repeat(99) + "1]",
    }),
    100,
  );
  assert.ok(large instanceof Response);
  assert.equal(large.status, 413);
  assert.match((await large.json()).error.message, /100 bytes/);
  for (
    const body of [
      "{not json",
      "",
      new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]),
    ]
  ) {
    const bad = await readJsonBody(
      new Request("http://x/", { method: "POST", body }),
      100,
    );
    assert.ok(bad instanceof Response);
    assert.equal(bad.status, 400);
    assert.equal((await bad.json()).error.code, -32700);
  }
});
