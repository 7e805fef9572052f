import assert from "node:assert/strict";
import { Hono } from "hono";
import {
  CORS_HEADERS,
  errorResponse,
  headAsGet,
  JSON_TYPE,
  jsonResponse,
  methodNotAllowed,
  readOnlyPath,
  validationErrorResponse,
} from "../../lib/http/responses.ts";

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
  // A client's Authorization is ignored (spec 5.2), so it must not block.
  assert.match(
    preflight.headers.get("access-control-allow-headers")!,
    /\bAuthorization\b/,
  );
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
