/** lib/analysis/lexicon_hindi_cues.ts: the Hindi and Urdu cue lists. */
import assert from "node:assert/strict";
import {
  HINDI_ASPECT_CUES,
  HINDI_GENERAL_CUES,
} from "../../lib/analysis/lexicon_hindi_cues.ts";
import { expandBraces } from "../../lib/analysis/text_patterns.ts";
import { assertLanguageTables, assertStatements } from "../helpers/analysis.ts";

Deno.test("the Hindi cue lists hold the third batch's words", () => {
  assertLanguageTables(HINDI_ASPECT_CUES, {
    holds: {
      price: ["paise zyada le liye"],
      quality: ["dhang se kaam", "ek bhi leak nahi aaya"],
      professionalism: ["bahut dhyan rakha"],
      communication: ["samjhaye", "na phone na message"],
      cleanliness: ["plastic bichhaya"],
      honesty: ["karwane ki koi zarurat nahi"],
    },
    general: HINDI_GENERAL_CUES,
  });
});

Deno.test("English words stand only inside Hindi phrases", () => {
  const bare = new Set(
    [...Object.values(HINDI_ASPECT_CUES).flat(), ...HINDI_GENERAL_CUES]
      .flatMap((spec) => expandBraces(spec.split(" ~ ")[0]))
      .filter((pattern) => !pattern.includes(" "))
      .flatMap((pattern) => pattern.split("|")),
  );
  for (const word of ["time", "bas", "to", "hi", "par", "main", "pass"]) {
    assert.ok(!bare.has(word), word);
  }
});

Deno.test("Hinglish cues of the third batch", () => {
  assertStatements([
    ["Kaam bhi ekdum dhang ka tha.", ["quality:1"]],
    ["Do saal ho gaye, ek bhi leak nahi aaya.", ["quality:1"]],
    ["Fan thoda tedha latak raha hai.", ["quality:-1"]],
    ["Date teen baar aage khiska di.", ["scheduling:-1"]],
    ["Paise zyada le liye yaar.", ["price:-1"]],
    ["Itni bhi tameez nahi?", ["professionalism:-1"]],
    ["Na phone na message.", ["communication:-1"]],
    ["Pehle kisi ne bataya hi nahi tha.", ["communication:-1"]],
    ["Saara kachra lawn pe hi chhod gaya.", ["cleanliness:-1"]],
    ["Ek dhool ka kan nahi chhoda.", ["cleanliness:1"]],
    ["Rewire karwane ki koi zarurat nahi.", ["honesty:1"]],
    ["Socha tha bahut mehenga hoga.", []],
  ]);
});
