/** lib/analysis/lexicon_kreyol_cues.ts: the Kreyòl cue tables, with accents. */
import assert from "node:assert/strict";
import {
  KREYOL_ACCENTED,
  KREYOL_CUES,
  KREYOL_GENERAL,
} from "../../lib/analysis/lexicon_kreyol_cues.ts";
import { KREYOL_ASPECT_CUES } from "../../lib/analysis/lexicon_kreyol.ts";
import { assertCueSpec, assertLanguageTables } from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Kreyòl cues, written with accents", () => {
  assertLanguageTables(KREYOL_CUES, {
    holds: {
      punctuality: ["rive a lè", "an reta"],
      scheduling: ["vin menm lè a", "pa t gen pyès la"],
      price: ["bon envestisman", "peye pou anyen"],
      quality: ["mache byen depi", "toujou ap tranble"],
      professionalism: ["pa t menm di bonjou", "respekte kay ou", "maleve"],
      communication: ["rele m davans", "voye yon tèks"],
      cleanliness: ["soulye labou", "netwaye apre"],
      expertise: ["konn bagay li", "konn travay li"],
      honesty: ["kontinye ap pouse", "eseye fè m pè"],
    },
    general: KREYOL_GENERAL,
  });
  for (const [aspect, specs] of Object.entries(KREYOL_ACCENTED)) {
    for (const spec of specs ?? []) assertCueSpec(spec, aspect);
  }
});

Deno.test("the accented tables reach the analysis in both spellings", () => {
  const price = KREYOL_ASPECT_CUES.price;
  for (const spec of KREYOL_CUES.price) assert.ok(price.includes(spec), spec);
  assert.ok(price.some((spec) => spec.startsWith("{bon envestisman")));
  assert.ok(price.includes("chè ~ -1"));
  assert.ok(!price.includes("che ~ -1"));
});

Deno.test("English and French lookalikes stand only inside phrases", () => {
  for (const spec of Object.values(KREYOL_CUES).flat()) {
    const pattern = spec.split(" ~ ")[0];
    for (const word of ["poli", "bon", "pri", "rele", "pase", "quote"]) {
      assert.notEqual(pattern, word, spec);
    }
  }
});
