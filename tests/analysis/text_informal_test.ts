import assert from "node:assert/strict";
import {
  BARE_CONTRACTIONS,
  INFORMAL,
  PRONOUNS,
} from "../../lib/analysis/text_informal.ts";

Deno.test("a bare contraction splits inside the written word", () => {
  for (const [written, [, , cut]] of Object.entries(BARE_CONTRACTIONS)) {
    assert.ok(cut > 0 && cut < written.length, written);
  }
  assert.deepEqual(BARE_CONTRACTIONS.im, ["i", "am", 1]);
  for (const pronoun of PRONOUNS) {
    assert.ok(
      Object.values(BARE_CONTRACTIONS).some(([first]) => first === pronoun),
      pronoun,
    );
  }
  assert.equal(INFORMAL.thru, "through");
});
