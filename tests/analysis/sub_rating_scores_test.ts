import assert from "node:assert/strict";
import { scoreAt, verdict } from "../../lib/analysis/sub_rating_scores.ts";
import { viewOf } from "../helpers/analysis.ts";

function scored(text: string): number | null {
  return scoreAt(viewOf(text), 0)?.score ?? null;
}

Deno.test("a verdict: high from three quarters of the scale, low below half", () => {
  assert.equal(verdict(4, 5), 1);
  assert.equal(verdict(3, 5), 0);
  assert.equal(verdict(5, 10), 0);
  assert.equal(verdict(4, 10), -1);
});

Deno.test("scores written in digits, words, stars, grades and emoji", () => {
  assert.equal(scored("2/5"), -1);
  assert.equal(scored("four out of five"), 1);
  assert.equal(scored("3 sur 5"), 0);
  assert.equal(scored("★★★★☆"), 1);
  assert.equal(scored("B+"), 1);
  assert.equal(scored("needs improvement"), -1);
  assert.equal(scored("👍"), 1);
  assert.equal(scored("😐"), 0);
  assert.equal(scored("meh"), 0);
  assert.equal(scored("7/5"), null);
  assert.equal(scored("great"), null);
});

Deno.test("an emoji's dress and repeats, and a row of stars out of five", () => {
  assert.deepEqual(scoreAt(viewOf("👍🏽 price"), 0), { score: 1, end: 1 });
  assert.deepEqual(scoreAt(viewOf("🤷‍♀️"), 0)?.score, 0);
  assert.deepEqual(scoreAt(viewOf("✅✅"), 0), { score: 1, end: 1 });
  assert.equal(scored("⭐⭐"), -1);
  assert.equal(scored("⭐⭐⭐⭐"), 1);
  // Typed with the variation selector, as phones type them.
  assert.equal(scored("⭐\uFE0F⭐\uFE0F"), -1);
  assert.equal(scored("⭐\uFE0F⭐\uFE0F⭐\uFE0F⭐\uFE0F"), 1);
  // Without grades, a letter is no score ("A price").
  assert.equal(scoreAt(viewOf("B+"), 0, { grades: false }), null);
});
