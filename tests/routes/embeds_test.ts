/**
 * routes/embeds.ts: the badge, the embed for an iframe and the widget.
 */
import { count, html, pageApp as app } from "../helpers/page_app.ts";
import { assert, assertEquals, assertMatch } from "../helpers/asserts.ts";

Deno.test("GET /badge.svg: stars, value, count and a title, text escaped", async () => {
  using testApp = await app();
  const response = await testApp.request("/badge.svg");
  assertEquals(
    response.headers.get("content-type"),
    "image/svg+xml",
  );
  const body = await response.text();
  assertMatch(
    body,
    /<title>Brightline Plumbing &amp; Air: rated [\d.]+ out of 5 from 45 reviews<\/title>/,
  );
});

Deno.test("GET /embed: framable anywhere, links open a new tab, limit validated", async () => {
  using testApp = await app();
  const { response, body } = await html(testApp, "/embed?limit=3&min_rating=4");
  assertEquals(response.status, 200);
  assertEquals(response.headers.get("x-frame-options"), null);
  assertMatch(
    response.headers.get("content-security-policy")!,
    /frame-ancestors \*/,
  );
  assertEquals(count(body, /<article class="review">/), 3);
  assertMatch(body, /Filtered: only reviews with at least 4 stars/);
  for (const anchor of body.match(/<a [^>]*>/g) ?? []) {
    assertMatch(anchor, /target="_blank"/);
    assertMatch(anchor, /rel="noopener"/);
  }
  const defaults = await html(testApp, "/embed");
  assertEquals(count(defaults.body, /<article class="review">/), 5);
  for (
    const query of [
      "limit=21",
      "limit=0",
      "min_rating=6",
      "color=red",
      "limit=2&limit=3",
    ]
  ) {
    const bad = await html(testApp, `/embed?${query}`);
    assertEquals(bad.response.status, 400, query);
    assertMatch(bad.body, /<code>/);
  }
});

Deno.test("GET /widget.js: JavaScript under 15 KB with an ETag", async () => {
  using testApp = await app();
  const response = await testApp.request("/widget.js");
  assertEquals(
    response.headers.get("content-type"),
    "text/javascript",
  );
  const body = await response.bytes();
  assert(body.length <= 15 * 1024, `${body.length} bytes`);
  assertMatch(
    new TextDecoder().decode(body),
    /customElements\.define\("reviews-widget"/,
  );
});
