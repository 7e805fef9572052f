/** lib/analysis/text_hangul.ts: Hangul words' stems. */
import assert from "node:assert/strict";
import { hangulStem, hasHangul } from "../../lib/analysis/text_hangul.ts";

Deno.test("Hangul is told from other scripts", () => {
  assert.equal(hasHangul("깨끗"), true);
  assert.equal(hasHangul("kkaekkeut"), false);
  assert.equal(hasHangul("準時"), false);
});

Deno.test("a Hangul word loses one ending or particle", () => {
  assert.equal(hangulStem("깨끗하게"), "깨끗");
  assert.equal(hangulStem("깨끗했어요"), "깨끗");
  assert.equal(hangulStem("친절하시고"), "친절");
  assert.equal(hangulStem("늦었어요"), "늦");
  assert.equal(hangulStem("비싸요"), "비싸");
  assert.equal(hangulStem("최고예요"), "최고");
  assert.equal(hangulStem("추천합니다"), "추천");
});

Deno.test("a bare stem and other words stay as they are", () => {
  assert.equal(hangulStem("대박"), "대박");
  assert.equal(hangulStem("요"), "요");
  assert.equal(hangulStem("clean"), "clean");
});
