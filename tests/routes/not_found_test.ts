/**
 * routes/not_found.ts: the HTML 404 page for browsers, kept per dataset
 * version and path, and the JSON 404 for everyone else.
 */
import nodeAssert from "node:assert/strict";
import { buildSnapshot } from "../../lib/dataset/snapshot.ts";
import {
  makeDataset,
  makeStoredVersion,
  testBusiness,
} from "../helpers/data.ts";
import { count, html, pageApp as app } from "../helpers/page_app.ts";
import { assert, assertEquals, assertMatch } from "../helpers/asserts.ts";

Deno.test("unknown ids and paths: HTML 404 for browsers, JSON otherwise", async () => {
  using testApp = await app();
  for (
    const path of [
      "/reviews/nope",
      "/technicians/nope",
      "/services/nope",
      "/no/such/page",
    ]
  ) {
    const page = await html(testApp, path);
    assertEquals(page.response.status, 404, path);
    assertEquals(
      page.response.headers.get("content-type"),
      "text/html; charset=utf-8",
    );
    assertEquals(count(page.body, /<h1[\s>]/), 1);
    const json = await testApp.request(path, {
      headers: { accept: "application/json" },
    });
    assertEquals(json.status, 404);
    assertEquals((await json.json()).error, "not_found");
    const any = await testApp.request(path);
    assertEquals(
      any.headers.get("content-type"),
      "application/json; charset=utf-8",
    );
    await any.body?.cancel();
  }
});

Deno.test("the 404 page names the address, escaped, as its canonical link; kept per version and path", async () => {
  using testApp = await app();
  const first = await html(testApp, "/no/such/page");
  const again = await html(testApp, "/no/such/page");
  assertEquals(again.body, first.body);
  const etag = first.response.headers.get("etag");
  assert(etag);
  assertEquals(again.response.headers.get("etag"), etag);
  assertEquals(first.response.headers.get("vary"), "Accept");
  assertMatch(
    first.response.headers.get("content-security-policy")!,
    /frame-ancestors 'none'/,
  );
  assertMatch(first.body, /<title>Page not found/);
  assertMatch(first.body, /<code>\/no\/such\/page<\/code>/);
  assertMatch(
    first.body,
    /<link rel="canonical" href="https:\/\/reviews\.test\/no\/such\/page"/,
  );
  // Another address is another page; markup in it stays text.
  const other = await html(testApp, "/reviews/%3Cb%3E%22x");
  assertEquals(other.response.status, 404);
  assert(other.response.headers.get("etag") !== etag);
  nodeAssert.doesNotMatch(other.body, /<b>/);
  assertMatch(other.body, /<code>\/reviews\/%3Cb%3E%22x<\/code>/);
  // A new version (here, a new business name) renders it anew.
  const business = testBusiness();
  business.name = "Renamed Plumbing";
  testApp.deps.snapshots.set(
    await buildSnapshot(
      await makeStoredVersion(
        makeDataset(testApp.snapshot.dataset.reviews, business),
      ),
      { baseUrl: "https://reviews.test" },
    ),
  );
  const renamed = await html(testApp, "/no/such/page");
  assertEquals(renamed.response.status, 404);
  assertMatch(renamed.body, /See all reviews of Renamed Plumbing/);
  assert(renamed.response.headers.get("etag") !== etag);
});
