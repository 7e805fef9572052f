import assert from "node:assert/strict";
import { readCapped, readRequestBody } from "../../lib/http/body.ts";

const encode = (text: string) => new TextEncoder().encode(text);

/** A stream of `parts` without a declared length. */
function chunked(parts: string[]): ReadableStream<Uint8Array> {
  return ReadableStream.from(parts.map(encode));
}

Deno.test("readCapped reads up to the cap and gives null beyond it", async () => {
  const stream = (text: string) => new Response(text).body;
  assert.deepEqual(await readCapped(stream("abc"), 3), encode("abc"));
  assert.equal(await readCapped(stream("abcd"), 3), null);
  assert.deepEqual(await readCapped(null, 3), new Uint8Array(0));
});

Deno.test("readCapped joins chunks and stops at the first one past the cap", async () => {
  assert.deepEqual(
    await readCapped(chunked(["ab", "c", "de"]), 5),
    encode("abcde"),
  );
  let pulled = 0;
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled++;
      controller.enqueue(encode("xxxx"));
    },
  });
  assert.equal(await readCapped(endless, 10), null);
  assert.ok(pulled <= 4, `read ${pulled} chunks of an endless stream`);
});

Deno.test("readRequestBody refuses a declared length over the cap without reading", async () => {
  const request = new Request("http://localhost/", {
    method: "POST",
    body: "abcdef",
    headers: { "content-length": "6" },
  });
  assert.equal(await readRequestBody(request, 5), null);
});

Deno.test("readRequestBody reads a body within the cap, declared or streamed", async () => {
  const declared = new Request("http://localhost/", {
    method: "POST",
    body: "abcde",
  });
  assert.deepEqual(await readRequestBody(declared, 5), encode("abcde"));
  const streamed = new Request("http://localhost/", {
    method: "POST",
    body: chunked(["ab", "cde"]),
  });
  assert.equal(streamed.headers.get("content-length"), null);
  assert.deepEqual(await readRequestBody(streamed, 5), encode("abcde"));
  const empty = new Request("http://localhost/", { method: "POST" });
  assert.deepEqual(await readRequestBody(empty, 5), new Uint8Array(0));
});

Deno.test("readRequestBody counts a streamed body and gives null past the cap", async () => {
  const request = new Request("http://localhost/", {
    method: "POST",
    body: chunked(["abc", "def"]),
  });
  assert.equal(await readRequestBody(request, 5), null);
});
