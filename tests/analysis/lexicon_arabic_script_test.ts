/** lib/analysis/lexicon_arabic_script.ts: cues in Arabic script. */
import assert from "node:assert/strict";
import {
  ARABIC_SCRIPT_CONTRAST_WORDS,
  ARABIC_SCRIPT_CUES,
  ARABIC_SCRIPT_GENERAL,
  ARABIC_SCRIPT_NEGATORS,
} from "../../lib/analysis/lexicon_arabic_script.ts";
import { assertLanguageTables } from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed cues in Arabic script", () => {
  assertLanguageTables(ARABIC_SCRIPT_CUES, {
    holds: {
      punctuality: ["تأخر"],
      price: ["غالي", "بستاهل"],
      professionalism: ["محترم"],
      expertise: ["فاهم"],
      honesty: ["نصابين"],
    },
    general: ARABIC_SCRIPT_GENERAL,
  });
});

Deno.test("Arabic-script negators and 'but' words are Arabic script", () => {
  for (
    const word of [...ARABIC_SCRIPT_NEGATORS, ...ARABIC_SCRIPT_CONTRAST_WORDS]
  ) {
    assert.match(word, /^\p{Script=Arabic}+$/u);
  }
});
