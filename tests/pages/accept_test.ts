import assert from "node:assert/strict";
import {
  acceptWeight,
  prefersHtml,
  prefersJson,
} from "../../lib/pages/accept.ts";

const CHROME =
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";
const FIREFOX =
  "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

Deno.test("browsers prefer HTML", () => {
  for (const accept of [CHROME, FIREFOX, "text/html"]) {
    assert.ok(prefersHtml(accept), accept);
    assert.ok(!prefersJson(accept), accept);
  }
});

Deno.test("API clients prefer JSON; */* and no Accept prefer neither", () => {
  for (const accept of ["application/json", "application/json, */*;q=0.5"]) {
    assert.ok(prefersJson(accept), accept);
    assert.ok(!prefersHtml(accept), accept);
  }
  for (const accept of [null, "*/*", "", "text/*, application/*"]) {
    assert.ok(!prefersJson(accept), String(accept));
    assert.ok(!prefersHtml(accept), String(accept));
  }
});

Deno.test("the most specific range gives the weight; q=0 refuses", () => {
  assert.equal(acceptWeight("text/*;q=0.3, text/html;q=0.7", "text/html"), 0.7);
  assert.equal(acceptWeight("text/*;q=0.3", "text/html"), 0.3);
  assert.equal(acceptWeight("application/json", "text/html"), 0);
  assert.ok(!prefersHtml("text/html;q=0, */*"));
  assert.ok(prefersJson("text/html;q=0.2, application/json"));
});
