/**
 * lib/pages/render.ts: pages held in ASCII (the same document as their
 * UTF-8 text), their validators and headers, 304s, the per-version cache.
 */
import assert from "node:assert/strict";
import { entityTag } from "../../lib/dataset/snapshot.ts";
import {
  HTML_TYPE,
  PageCache,
  pageHeaders,
  renderAnswer,
  sendableText,
} from "../../lib/pages/render.ts";
import { JSON_TYPE } from "../../lib/http/responses.ts";
import { createTestApp } from "../helpers/app.ts";
import { makeDataset, syntheticReviews } from "../helpers/data.ts";

const NON_ASCII = /[\u0080-\uffff]/;
const PAGE = '<!DOCTYPE html><html lang="en"><head><title>Zoë – 4.8 ★</title>' +
  '<script type="application/ld+json">{"name":"Zo\\u00eb"}</script></head>' +
  '<body><p title="“quoted”">★★★★☆ 🚰</p></body></html>';

/** What an HTML parser reads the character references as. */
function readReferences(markup: string): string {
  return markup.replace(
    /&#x([0-9a-f]+);/g,
    (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)),
  );
}

Deno.test("sendableText: ASCII, the same HTML or SVG document and the same JSON value", () => {
  for (const type of [HTML_TYPE, "image/svg+xml"]) {
    const text = sendableText(PAGE, type);
    assert.doesNotMatch(text, NON_ASCII);
    assert.equal(readReferences(text), PAGE);
  }
  const json = JSON.stringify({ name: "Zoë “ok” 🚰", n: 1 });
  const text = sendableText(json, JSON_TYPE);
  assert.doesNotMatch(text, NON_ASCII);
  assert.deepEqual(JSON.parse(text), JSON.parse(json));
});

Deno.test("renderAnswer holds the ASCII text with a strong ETag of its bytes and the page headers", async () => {
  using app = await createTestApp(makeDataset(syntheticReviews(3)));
  const answer = await renderAnswer(app.snapshot, PAGE, {
    contentType: HTML_TYPE,
    headers: pageHeaders({ framable: false }),
  });
  const body = answer.representation.body;
  assert.equal(typeof body, "string");
  assert.equal(body, sendableText(PAGE, HTML_TYPE));
  assert.equal(
    answer.representation.etag,
    await entityTag(new TextEncoder().encode(body as string)),
  );
  const headers = answer.representation.okHeaders;
  assert.equal(headers["content-type"], HTML_TYPE);
  assert.match(headers["content-security-policy"], /frame-ancestors 'none'/);
  assert.equal(
    headers["last-modified"],
    app.snapshot.publishedAt.toUTCString(),
  );
  assert.equal(answer.status, 200);
  const notFound = await renderAnswer(app.snapshot, PAGE, {
    contentType: HTML_TYPE,
    status: 404,
  });
  assert.equal(notFound.status, 404);
});

Deno.test("PageCache renders once per version and key, answers 304 to its ETag and keeps error statuses", async () => {
  using app = await createTestApp(makeDataset(syntheticReviews(3)));
  const cache = new PageCache(4);
  let renders = 0;
  const render = (status = 200) => () => {
    renders++;
    return renderAnswer(app.snapshot, PAGE, {
      contentType: HTML_TYPE,
      status,
    });
  };
  const first = await cache.answer(
    new Request("https://x.test/"),
    app.snapshot,
    "/",
    render(),
  );
  assert.equal(first.status, 200);
  const etag = first.headers.get("etag")!;
  assert.equal(readReferences(await first.text()), PAGE);
  const again = cache.answer(
    new Request("https://x.test/", { headers: { "if-none-match": etag } }),
    app.snapshot,
    "/",
    render(),
  );
  assert.ok(again instanceof Response, "a cached answer is synchronous");
  assert.equal(again.status, 304);
  assert.equal(renders, 1);
  const missing = await cache.answer(
    new Request("https://x.test/nope", {
      headers: { "if-none-match": etag },
    }),
    app.snapshot,
    "404",
    render(404),
  );
  assert.equal(missing.status, 404);
  await missing.body?.cancel();
});
