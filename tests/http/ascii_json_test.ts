/** ASCII JSON (lib/ascii_json.ts): the same value, only ASCII characters. */
import assert from "node:assert/strict";
import { asciiJson } from "../../lib/http/ascii_json.ts";

const NON_ASCII = /[\u0080-\uffff]/;

Deno.test("asciiJson escapes every non-ASCII character and keeps the value", () => {
  const values = [
    { text: "Zoë paid €120 — “fair”" },
    { emoji: "🚰🔧 fixed", pair: "\ud83d\udeb0" },
    { lone: "half \ud800 and \udfff" },
    { separators: "a\u2028b\u2029c", del: "\x7f", nul: "\u0000" },
    ["naïve", 1, null, true, { "clé": "välue" }],
    "",
  ];
  for (const value of values) {
    const json = JSON.stringify(value);
    const ascii = asciiJson(json);
    assert.doesNotMatch(ascii, NON_ASCII);
    assert.deepEqual(JSON.parse(ascii), JSON.parse(json));
  }
});

Deno.test("asciiJson writes a character beyond U+FFFF as its surrogate pair", () => {
  assert.equal(asciiJson('"🚰"'), '"\\ud83d\\udeb0"');
  assert.equal(asciiJson('"é"'), '"\\u00e9"');
  assert.equal(asciiJson('"\u2028"'), '"\\u2028"');
});

Deno.test("asciiJson leaves ASCII text as it is", () => {
  const json = JSON.stringify({ a: 'plain "quoted" \\ text', n: [1, 2.5] });
  assert.equal(asciiJson(json), json);
  assert.equal(asciiJson("{}"), "{}");
});
