import assert from "node:assert/strict";
import {
  BARE_CONTRACTIONS,
  INFORMAL,
  PRONOUNS,
} from "../../lib/analysis/text_informal.ts";

Deno.test("a bare contraction splits inside the written word", () => {
  for (const [written, [, , cut]] of BARE_CONTRACTIONS) {
    assert.ok(cut > 0 && cut < written.length, written);
  }
  assert.deepEqual(BARE_CONTRACTIONS.get("im"), ["i", "am", 1]);
  for (const pronoun of PRONOUNS) {
    assert.ok(
      [...BARE_CONTRACTIONS.values()].some(([first]) => first === pronoun),
      pronoun,
    );
  }
  assert.equal(INFORMAL.get("thru"), "through");
});
