import assert from "node:assert/strict";
import {
  conditionalResponse,
  isNotModified,
  parseHttpDate,
  prepareRepresentation,
} from "../../lib/http/conditional.ts";

const ETAG = '"abc123"';
const LAST_MODIFIED = "Tue, 01 Jul 2025 12:00:00 GMT";
const validators = { etag: ETAG, lastModified: LAST_MODIFIED };

function get(headers: Record<string, string>, method = "GET"): Request {
  return new Request("https://x.test/reviews.json", { method, headers });
}

Deno.test("If-None-Match: exact, list, star, weak comparison", () => {
  const matching = [
    ETAG,
    ` ${ETAG} `,
    `"other", ${ETAG}`,
    `"a","b",${ETAG}`,
    "*",
    `W/${ETAG}`,
    `"x", W/${ETAG}`,
  ];
  for (const value of matching) {
    assert.equal(
      isNotModified(get({ "if-none-match": value }), validators),
      true,
      value,
    );
  }
  const different = [
    '"abc"',
    '"abc1234"',
    "abc123",
    '"ABC123"',
    "",
    '"x", "y"',
  ];
  for (const value of different) {
    assert.equal(
      isNotModified(get({ "if-none-match": value }), validators),
      false,
      value,
    );
  }
});

Deno.test("If-None-Match takes precedence over If-Modified-Since", () => {
  // A non-matching tag wins over a date that would match.
  assert.equal(
    isNotModified(
      get({
        "if-none-match": '"other"',
        "if-modified-since": "Wed, 02 Jul 2025 00:00:00 GMT",
      }),
      validators,
    ),
    false,
  );
  // A matching tag wins over a date that would not match.
  assert.equal(
    isNotModified(
      get({
        "if-none-match": ETAG,
        "if-modified-since": "Mon, 01 Jan 2001 00:00:00 GMT",
      }),
      validators,
    ),
    true,
  );
});

Deno.test("If-Modified-Since: not modified at or after Last-Modified", () => {
  const cases: Array<[string, boolean]> = [
    [LAST_MODIFIED, true],
    ["Tue, 01 Jul 2025 12:00:01 GMT", true],
    ["Wed, 01 Jul 2026 00:00:00 GMT", true],
    ["Tue, 01 Jul 2025 11:59:59 GMT", false],
    ["Mon, 01 Jan 2001 00:00:00 GMT", false],
    // The obsolete forms of an HTTP-date count too.
    ["Wednesday, 01-Jul-26 00:00:00 GMT", true],
    ["Wed Jul  1 00:00:00 2026", true],
    ["Mon Jan  1 00:00:00 2001", false],
    // What is not an HTTP-date is ignored (RFC 9110 §13.1.3), even where
    // Date.parse would read it.
    ["not a date", false],
    ["", false],
    ["2099-01-01", false],
    ["2099-01-01T00:00:00Z", false],
    ["Jan 1, 2099", false],
    ["1 Jan 2099", false],
    ["Thu, 01 Jan 2099 00:00:00", false],
    ["Thu, 01 Jan 2099 00:00:00 PST", false],
    ["Thu, 32 Jan 2099 00:00:00 GMT", false],
    ["Mon, 30 Feb 2099 00:00:00 GMT", false],
    ["Thu, 01 Jan 2099 24:00:00 GMT", false],
  ];
  for (const [value, expected] of cases) {
    assert.equal(
      isNotModified(get({ "if-modified-since": value }), validators),
      expected,
      value,
    );
  }
  assert.equal(isNotModified(get({}), validators), false);
});

Deno.test("only GET and HEAD are conditional here", () => {
  assert.equal(
    isNotModified(get({ "if-none-match": "*" }, "HEAD"), validators),
    true,
  );
  for (const method of ["POST", "PUT", "DELETE"]) {
    assert.equal(
      isNotModified(get({ "if-none-match": "*" }, method), validators),
      false,
      method,
    );
  }
});

Deno.test("conditionalResponse: 200 with body and validators", async () => {
  const representation = prepareRepresentation({
    body: "hello",
    contentType: "text/plain",
    ...validators,
  }, { link: '<https://x.test/hub>; rel="hub"' });
  const response = conditionalResponse(get({}), representation);
  assert.equal(response.status, 200);
  assert.equal(await response.text(), "hello");
  assert.equal(response.headers.get("etag"), ETAG);
  assert.equal(response.headers.get("last-modified"), LAST_MODIFIED);
  assert.equal(response.headers.get("content-type"), "text/plain");
  assert.equal(response.headers.get("link"), '<https://x.test/hub>; rel="hub"');
  assert.equal(response.headers.get("access-control-allow-origin"), "*");
  assert.ok(response.headers.get("cache-control"));
});

Deno.test("conditionalResponse: 304 with an empty body repeating the ETag", async () => {
  const representation = prepareRepresentation({
    body: "hello",
    contentType: "text/plain",
    ...validators,
  }, { link: '<x>; rel="self"' });
  const cases: Record<string, string>[] = [
    { "if-none-match": ETAG },
    { "if-none-match": "*" },
    { "if-modified-since": LAST_MODIFIED },
  ];
  for (const headers of cases) {
    const response = conditionalResponse(get(headers), representation);
    assert.equal(response.status, 304);
    assert.equal(await response.text(), "");
    assert.equal(response.body, null);
    assert.equal(response.headers.get("etag"), ETAG);
    assert.equal(response.headers.get("last-modified"), LAST_MODIFIED);
    assert.equal(response.headers.get("link"), '<x>; rel="self"');
    assert.equal(response.headers.get("content-type"), null);
  }
});

Deno.test("parseHttpDate: the three forms of RFC 9110 give the same instant", () => {
  const instant = Date.UTC(1994, 10, 6, 8, 49, 37);
  assert.equal(parseHttpDate("Sun, 06 Nov 1994 08:49:37 GMT"), instant);
  assert.equal(parseHttpDate("Sunday, 06-Nov-94 08:49:37 GMT"), instant);
  assert.equal(parseHttpDate("Sun Nov  6 08:49:37 1994"), instant);
  assert.equal(parseHttpDate("Sun, 6 Nov 1994 08:49:37 GMT"), null);
});
