/** lib/analysis/lexicon_singlish.ts: the Singlish and Manglish cue tables. */
import assert from "node:assert/strict";
import {
  SINGLISH_ASPECT_CUES,
  SINGLISH_GENERAL_CUES,
  SINGLISH_TABLES,
} from "../../lib/analysis/lexicon_singlish.ts";
import { LANGUAGE_NEGATORS } from "../../lib/analysis/lexicon_languages.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertStatements,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Singlish cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["fly aeroplane", "datang lambat"],
    scheduling: ["nobody =pick up the phone", "tunggu lama"],
    price: ["abit ex", "ex lah", "not cheap not ex", "price * ngam", "ketuk"],
    quality: ["kemas", "very swee", "cincai", "months liao no problem"],
    professionalism: ["bo chup", "hao lian", "tak sopan", "paiseh paiseh"],
    communication: ["not cheem"],
    cleanliness: ["bersih", "kotor"],
    expertise: ["damn =power", "=power sia", "very blur", "blur blur"],
    honesty: ["kena con", "kena chop", "chop carrot", "anyhow charge"],
  };
  assertLanguageTables(SINGLISH_ASPECT_CUES, {
    holds,
    general: SINGLISH_GENERAL_CUES,
  });
});

Deno.test("Singlish joins the other languages' tables", () => {
  assertJoinsLanguageTables(SINGLISH_TABLES, {
    holds: {
      noAnswers: ["where got"],
      hedgeAnswers: ["can lah"],
    },
  });
});

Deno.test("Singlish words that are English or names stay in phrases", () => {
  // "Tak" is Polish "yes", "bo" a name, "meh" the English shrug.
  for (const word of ["tak", "bo", "meh", "lah", "dan"]) {
    assert.ok(!LANGUAGE_NEGATORS.includes(word), word);
  }
  for (const word of ["ex", "power", "blur", "swee", "paiseh", "steady"]) {
    for (
      const spec of [
        ...Object.values(SINGLISH_ASPECT_CUES).flat(),
        ...SINGLISH_GENERAL_CUES,
      ]
    ) {
      assert.notEqual(spec.split(" ~ ")[0], word, spec);
    }
  }
  assertStatements([
    ["Prices are ex GST.", []],
    ["The outlet had no power lah, so I called them.", []],
    ["Luis recommended a water-powered one.", []],
    ["I totally blur about furnace things.", []],
    ["Paiseh to say, I forgot to write this review.", []],
    // Feelings make no aspect, nor a verdict on the quote beside them.
    ["Alamak, the heater bocor this morning.", []],
    ["Wah lau the heat in Mesa in July, cannot tahan.", []],
  ]);
});

Deno.test("Singlish money: abit ex lah, ngam, kena con, not cheap not ex", () => {
  assertStatements([
    ["Price abit ex lah but Will did the install very kemas.", [
      "price:-1",
      "quality:1",
    ]],
    ["Water softener install price very ngam.", ["price:1"]],
    ["Price ok lah, not cheap not ex.", ["price:0"]],
    ["Sewer replacement price very heavy.", ["price:-1"]],
    ["Two outlets only, but kena ketuk until like that.", ["price:-1"]],
    ["Another company come, just clear the roots only, kena con sia.", [
      "honesty:-1",
    ]],
    ["Tamika don't anyhow sell, she say the valve still good.", [
      "honesty:1",
    ]],
  ]);
});

Deno.test("Singlish work and conduct: kemas, cincai, shiok, blur, bo chup", () => {
  assertStatements([
    ["Bo install the Nest but the wires he leave hanging, very cincai.", [
      "quality:-1",
    ]],
    ["Pot lights very swee, all in one straight line.", ["quality:1"]],
    ["Hot water system change finish, shower now very shiok.", [
      "quality:1",
    ]],
    ["The ducts clean until shiok.", ["quality:1"]],
    ["Drain choke again after 1 week, now 3 months liao no problem.", [
      "quality:1",
    ]],
    ["Frank very blur, 3 hours still cannot find the problem.", [
      "expertise:-1",
    ]],
    ["Will Chen damn power, straight away know is the blower motor.", [
      "expertise:1",
    ]],
    ["Very bo chup attitude.", ["professionalism:-1"]],
    ["Joy tak sopan langsung, I ask question she roll eye.", [
      "professionalism:-1",
    ]],
    ["Will Carter very knowledgeable but talk too much leh.", [
      "expertise:1",
      "professionalism:-1",
    ]],
    ["Claire come late, but she keep saying paiseh paiseh.", [
      "punctuality:-1",
      "professionalism:1",
    ]],
    // Stock praise names no aspect.
    ["Terbaik!", []],
    ["Overall very shiok experience.", []],
  ]);
});

Deno.test("Singlish wave-offs and answers: ok lah, can accept", () => {
  assertStatements([
    ["Sam a bit late, but she text me before, so no problem lah.", [
      "punctuality:0",
    ]],
    ["Price a bit ex leh, but can accept lah.", ["price:0"]],
    ["Shawn say 2 hours can finish, end up whole day, but ok lah.", [
      "scheduling:0",
    ]],
  ]);
});
