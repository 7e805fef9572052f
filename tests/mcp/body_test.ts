/**
 * The body step of `/mcp` (lib/mcp/body.ts): the size limit (the shared
 * reader, tested in tests/http/body_test.ts) and strict UTF-8 JSON.
 */
import assert from "node:assert/strict";
import { parseJsonBody, readBodyText } from "../../lib/mcp/body.ts";

/** Both calls, as the endpoint makes them. */
async function readJsonBody(
  request: Request,
  maxBytes: number,
): Promise<{ body: unknown } | Response> {
  const read = await readBodyText(request, maxBytes);
  return read instanceof Response ? read : parseJsonBody(read.text);
}

Deno.test("readBodyText, parseJsonBody: JSON parsed; 413 past the limit; 400 -32700 for bad JSON or UTF-8", async () => {
  const ok = await readJsonBody(
    new Request("http://x/", { method: "POST", body: '{"a":"é"}' }),
    100,
  );
  assert.deepEqual(ok, { body: { a: "é" } });
  // U+FFFD sent as such is valid UTF-8 (the lenient decoder's mark for
  // bytes that are not is checked again strictly).
  const replacement = await readJsonBody(
    new Request("http://x/", { method: "POST", body: '{"a":"\uFFFD"}' }),
    100,
  );
  assert.deepEqual(replacement, { body: { a: "\uFFFD" } });
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
      // Bytes that are not UTF-8 beside a U+FFFD that is.
      new Uint8Array([0x7b, 0x22, 0xef, 0xbf, 0xbd, 0xff, 0x22, 0x7d]),
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

Deno.test("readBodyText: the text as sent, before any parse", async () => {
  const read = await readBodyText(
    new Request("http://x/", { method: "POST", body: '{ "a" : 1 }' }),
    100,
  );
  assert.deepEqual(read, { text: '{ "a" : 1 }' });
});
