import assert from "node:assert/strict";
import { Hono } from "hono";
import {
  conditionalResponse,
  CORS_HEADERS,
  errorResponse,
  headAsGet,
  isNotModified,
  JSON_TYPE,
  jsonResponse,
  methodNotAllowed,
  prepareRepresentation,
  readOnlyPath,
  validationErrorResponse,
} from "../../lib/http/responses.ts";

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
    // Invalid dates are ignored.
    ["not a date", false],
    ["", false],
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

Deno.test("jsonResponse, errorResponse and validationErrorResponse", async () => {
  const ok = jsonResponse({ a: 1 }, { headers: { "x-test": "1" } });
  assert.equal(ok.status, 200);
  assert.equal(ok.headers.get("content-type"), JSON_TYPE);
  assert.equal(ok.headers.get("x-test"), "1");
  assert.deepEqual(await ok.json(), { a: 1 });

  const notFound = errorResponse(404, "not_found");
  assert.equal(notFound.status, 404);
  assert.deepEqual(await notFound.json(), { error: "not_found" });
  const withMessage = errorResponse(409, "conflict", { message: "why" });
  assert.deepEqual(await withMessage.json(), {
    error: "conflict",
    message: "why",
  });

  const issues = [{ path: "rating", code: "too_big", message: "too big" }];
  const invalid = validationErrorResponse(issues);
  assert.equal(invalid.status, 400);
  assert.equal(invalid.headers.get("content-type"), JSON_TYPE);
  assert.deepEqual(await invalid.json(), { error: "invalid_request", issues });
});

Deno.test("methodNotAllowed: 405 JSON with Allow", async () => {
  const response = methodNotAllowed(["GET", "HEAD"]);
  assert.equal(response.status, 405);
  assert.equal(response.headers.get("allow"), "GET, HEAD");
  const body = await response.json();
  assert.equal(body.error, "method_not_allowed");
});

Deno.test("readOnlyPath: OPTIONS preflight and 405 for writes", async () => {
  const app = new Hono();
  app.get("/thing", () => new Response("thing"));
  readOnlyPath(app, "/thing");
  const preflight = await app.request("/thing", { method: "OPTIONS" });
  assert.equal(preflight.status, 204);
  assert.equal(await preflight.text(), "");
  assert.equal(preflight.headers.get("access-control-allow-origin"), "*");
  assert.match(preflight.headers.get("access-control-allow-methods")!, /GET/);
  assert.match(preflight.headers.get("allow")!, /GET/);
  for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
    const response = await app.request("/thing", { method });
    assert.equal(response.status, 405, method);
    assert.equal(response.headers.get("allow"), "GET, HEAD, OPTIONS");
    assert.equal((await response.json()).error, "method_not_allowed");
  }
  const ok = await app.request("/thing");
  assert.equal(await ok.text(), "thing");
});

Deno.test("headAsGet answers HEAD with the GET handler", async () => {
  const methods: string[] = [];
  const handler = headAsGet((request) => {
    methods.push(request.method);
    return new Response("body", { headers: { "x-method": request.method } });
  });
  const head = await handler(
    new Request("https://x.test/a", { method: "HEAD" }),
  );
  await head.body?.cancel();
  const post = await handler(
    new Request("https://x.test/a", { method: "POST" }),
  );
  await post.body?.cancel();
  assert.deepEqual(methods, ["GET", "POST"]);
});

Deno.test("CORS headers expose the validators and Link", () => {
  assert.equal(CORS_HEADERS["access-control-allow-origin"], "*");
  const exposed = CORS_HEADERS["access-control-expose-headers"].toLowerCase();
  for (const name of ["etag", "last-modified", "link"]) {
    assert.ok(exposed.includes(name), name);
  }
});

Deno.test("headAsGet passes Deno.serve's connection info on", async () => {
  const info = {
    remoteAddr: { transport: "tcp", hostname: "203.0.113.9", port: 4711 },
    completed: Promise.resolve(),
  } as Deno.ServeHandlerInfo;
  const seen: (string | undefined)[] = [];
  const handler = headAsGet((_request, received) => {
    seen.push((received?.remoteAddr as Deno.NetAddr | undefined)?.hostname);
    return new Response("ok");
  });
  for (const method of ["GET", "HEAD", "POST"]) {
    const response = await handler(new Request("http://x/", { method }), info);
    await response.body?.cancel();
  }
  assert.deepEqual(seen, ["203.0.113.9", "203.0.113.9", "203.0.113.9"]);
});
