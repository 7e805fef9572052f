import assert from "node:assert/strict";
import { hanTokens, hasHan } from "../../lib/analysis/text_han.ts";

Deno.test("a text holds Chinese characters or does not", () => {
  assert.ok(hasHan("師傅準時"));
  assert.ok(hasHan("CP值"));
  assert.ok(!hasHan("zhun shi"));
  assert.ok(!hasHan("très bien"));
});

Deno.test("each character is a word and each full-width mark its ASCII mark", () => {
  const tokens = hanTokens("CP值很高，OK。", {
    start: 10,
    sentence: 2,
    glued: false,
  });
  assert.deepEqual(tokens.map((token) => token.norm), [
    "cp",
    "值",
    "很",
    "高",
    ",",
    "ok",
    ".",
  ]);
  assert.deepEqual(tokens.map((token) => token.punct), [
    false,
    false,
    false,
    false,
    true,
    false,
    true,
  ]);
  // Offsets are kept: each token starts where its text does.
  assert.deepEqual(tokens.map((token) => token.start), [
    10,
    12,
    13,
    14,
    15,
    16,
    18,
  ]);
  assert.equal(tokens[0].glued, false);
  assert.ok(tokens.slice(1).every((token) => token.glued));
  assert.ok(tokens.every((token) => token.sentence === 2));
});
