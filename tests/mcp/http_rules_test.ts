/**
 * The HTTP rules of `/mcp` (lib/mcp/http_rules.ts), one function at a time.
 */
import assert from "node:assert/strict";
import {
  acceptsJson,
  checkOrigin,
  checkPostMediaTypes,
  isJsonContentType,
  methodNotAllowed,
  normalizeOrigin,
  originSet,
  preflight,
  unavailable,
  withCors,
} from "../../lib/mcp/http_rules.ts";

Deno.test("acceptsJson follows the most specific media range", () => {
  assert.equal(acceptsJson("application/json, text/event-stream"), true);
  assert.equal(acceptsJson("*/*"), true);
  assert.equal(acceptsJson("application/*"), true);
  assert.equal(acceptsJson("Application/JSON; charset=utf-8"), true);
  assert.equal(acceptsJson("text/event-stream"), false);
  assert.equal(acceptsJson("text/html"), false);
  assert.equal(acceptsJson("application/json;q=0, */*"), false);
  assert.equal(acceptsJson("application/json;q=0.5"), true);
  assert.equal(acceptsJson("*/*;q=0"), false);
  assert.equal(acceptsJson(""), false);
});

Deno.test("isJsonContentType reads the media type, not a substring", () => {
  assert.equal(isJsonContentType("application/json"), true);
  assert.equal(isJsonContentType("application/json; charset=utf-8"), true);
  assert.equal(isJsonContentType("APPLICATION/JSON"), true);
  assert.equal(isJsonContentType("text/plain; a=application/json"), false);
  assert.equal(isJsonContentType("application/jsonx"), false);
  assert.equal(isJsonContentType(null), false);
});

Deno.test("normalizeOrigin lower-cases and rejects opaque origins", () => {
  assert.equal(
    normalizeOrigin("HTTPS://Example.COM:443"),
    "https://example.com",
  );
  assert.equal(
    normalizeOrigin("http://localhost:8000/"),
    "http://localhost:8000",
  );
  assert.equal(normalizeOrigin("null"), null);
  assert.equal(normalizeOrigin("not a url"), null);
});

Deno.test("checkOrigin: no Origin passes, listed ones pass normalised, others 403", async () => {
  const allowed = originSet(["https://App.example", "not a url"]);
  assert.deepEqual(allowed, new Set(["https://app.example"]));
  const request = (origin?: string) =>
    new Request("http://x/mcp", {
      method: "POST",
      headers: origin === undefined ? {} : { origin },
    });
  assert.deepEqual(checkOrigin(request(), allowed), { origin: null });
  assert.deepEqual(checkOrigin(request("https://app.example:443"), allowed), {
    origin: "https://app.example",
  });
  for (const origin of ["https://evil.example", "null", "garbage"]) {
    const refused = checkOrigin(request(origin), allowed);
    assert.ok(refused instanceof Response, origin);
    assert.equal(refused.status, 403);
    const body = await refused.json();
    assert.equal(body.id, null);
    assert.equal(body.error.code, -32000);
    assert.match(body.error.message, /origin .* is not allowed/);
  }
});

Deno.test("checkPostMediaTypes: 406 without JSON in Accept, 415 without a JSON body", async () => {
  const request = (headers: Record<string, string>) =>
    new Request("http://x/mcp", { method: "POST", headers });
  assert.equal(
    checkPostMediaTypes(request({ "content-type": "application/json" })),
    null,
  );
  assert.equal(
    checkPostMediaTypes(
      request({
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      }),
    ),
    null,
  );
  const notAcceptable = checkPostMediaTypes(
    request({ "content-type": "application/json", accept: "text/html" }),
  );
  assert.equal(notAcceptable?.status, 406);
  assert.equal((await notAcceptable?.json()).error.code, -32000);
  const unsupported = checkPostMediaTypes(
    request({ "content-type": "text/plain" }),
  );
  assert.equal(unsupported?.status, 415);
  await unsupported?.body?.cancel();
});

Deno.test("405 names the methods; preflight and CORS headers only for a browser origin", async () => {
  const refused = methodNotAllowed();
  assert.equal(refused.status, 405);
  assert.equal(refused.headers.get("allow"), "POST, DELETE, OPTIONS");
  await refused.body?.cancel();
  const plain = preflight(null);
  assert.equal(plain.status, 204);
  assert.equal(plain.headers.get("access-control-allow-methods"), null);
  const browser = preflight("https://app.example");
  assert.match(
    browser.headers.get("access-control-allow-headers") ?? "",
    /Mcp-Protocol-Version, Mcp-Method, Mcp-Name/,
  );
  const cors = withCors(new Response("{}"), "https://app.example");
  assert.equal(
    cors.headers.get("access-control-allow-origin"),
    "https://app.example",
  );
  assert.match(
    cors.headers.get("access-control-expose-headers") ?? "",
    /Mcp-Session-Id/,
  );
  await cors.body?.cancel();
  const same = new Response("x");
  assert.equal(withCors(same, null), same);
  await same.body?.cancel();
});

Deno.test("unavailable: 503 with Retry-After and a JSON-RPC internal error", async () => {
  const response = unavailable();
  assert.equal(response.status, 503);
  assert.equal(response.headers.get("retry-after"), "1");
  assert.equal((await response.json()).error.code, -32603);
});
