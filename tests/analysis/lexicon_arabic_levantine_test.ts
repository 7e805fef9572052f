/** lib/analysis/lexicon_arabic_levantine.ts: Levantine Arabizi cues. */
import {
  LEVANTINE_CUES,
  LEVANTINE_GENERAL,
} from "../../lib/analysis/lexicon_arabic_levantine.ts";
import { assertLanguageTables } from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Levantine Arabizi cues", () => {
  assertLanguageTables(LEVANTINE_CUES, {
    holds: {
      punctuality: ["ta2khar", "bi wa2to"],
      scheduling: ["t2ajal", "nafs el leile"],
      price: ["ma32ooleh"],
      quality: ["zay el fal"],
      communication: ["wala reply"],
      honesty: ["7 awal ybi3na"],
    },
    general: LEVANTINE_GENERAL,
  });
});
