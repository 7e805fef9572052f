/** lib/analysis/lexicon_italian_american.ts: Sicilian and Italian-American cues. */
import assert from "node:assert/strict";
import { ASPECT_IDS } from "../../lib/schemas/mod.ts";
import {
  ITALIAN_AMERICAN_CUES,
  ITALIAN_AMERICAN_GENERAL_CUES,
} from "../../lib/analysis/lexicon_italian_american.ts";
import {
  ITALIAN_ASPECT_CUES,
  ITALIAN_GENERAL_CUES,
} from "../../lib/analysis/lexicon_italian.ts";
import { assertCueSpec, assertStatements } from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Sicilian and Italian-American cues", () => {
  for (const aspect of ASPECT_IDS) {
    for (const spec of ITALIAN_AMERICAN_CUES[aspect]) {
      assertCueSpec(spec, aspect);
    }
  }
});

Deno.test("the Italian tables join the Sicilian and Italian-American cues", () => {
  assert.ok(ITALIAN_ASPECT_CUES.honesty.some((spec) => spec.includes("latru")));
  for (const spec of ITALIAN_AMERICAN_GENERAL_CUES) {
    assert.ok(ITALIAN_GENERAL_CUES.includes(spec), spec);
  }
});

Deno.test("Sicilian: a good soul, good work, clever, a thief", () => {
  assertStatements([
    ["Vince is a bravu cristianu, a good man.", ["professionalism:1"]],
    ["Billy, what a galantuomo.", ["professionalism:1"]],
    ["Bonu travagghiu, brava.", ["quality:1"]],
    ["Marisol is sperta, that one.", ["expertise:1"]],
    ["Che testa, this guy!", ["expertise:1"]],
    ["Latru, that one, with his clipboard.", ["honesty:-1"]],
    ["Seven hundred for a wax ring, stunad prices.", ["price:-1"]],
  ]);
});

Deno.test("Italian-American: a boor in a simile, a hard head, sarcastic thanks", () => {
  assertStatements([
    ["The car is plugged into an extension cord like a cafone.", []],
    ["Dale, you're a cafone.", ["professionalism:-1"]],
    ["Che testa dura, my husband.", []],
    ["Price was mezza mezz, not a rip-off, not a bargain.", ["price:0"]],
  ]);
});

Deno.test("swearing as an oath and the household's screaming are no conduct", () => {
  assertStatements([
    ["Un angelo, this man, I swear on my mother.", ["professionalism:1"]],
    ["My cousin swears they're the best in the county.", []],
    ["I'm screaming, my husband's screaming, the smell!", []],
    ["I didn't have to curse once with these people.", []],
    ["He swore a blue streak in front of my kids.", ["professionalism:-1"]],
    // Swearing through the visit is cursing; swearing the part was new a claim.
    ["He swore the whole time he was under the sink.", ["professionalism:-1"]],
    ["He swore the part was under warranty.", []],
  ]);
});
