/** lib/analysis/lexicon_japanese.ts: the Japanese (romaji) cue tables. */
import assert from "node:assert/strict";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import {
  JAPANESE_ASPECT_CUES,
  JAPANESE_GENERAL_CUES,
  JAPANESE_TABLES,
  JAPANESE_WAVE_OFFS,
  japaneseSpellings,
} from "../../lib/analysis/lexicon_japanese.ts";
import {
  LANGUAGE_CONTRAST_WORDS,
  LANGUAGE_NEGATORS,
} from "../../lib/analysis/lexicon_languages.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertStatements,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Japanese cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["jikan douri", "chikoku", "okureta"],
    scheduling: ["sokujitsu", "kyanseru sareta"],
    price: ["chotto takai", "yasui", "bottakuri", "otoku"],
    quality: ["kirei", "teinei na shigoto", "mata moreta", "zatsu"],
    professionalism: ["shinsetsu", "omotenashi", "ki ga kiku", "shitsurei"],
    communication: ["setsumei", "renraku nashi"],
    cleanliness: ["katazukete kureta", "kutsu wo nuide", "chirakashita"],
    expertise: ["kuwashii", "jouzu", "shiroto"],
    honesty: ["oshiuri", "mitsumori douri", "usotsuki"],
  };
  assertLanguageTables(JAPANESE_ASPECT_CUES, {
    holds,
    general: JAPANESE_GENERAL_CUES,
  });
});

Deno.test("Japanese long vowels are typed with the macron, long and short", () => {
  assert.deepEqual(japaneseSpellings(["shōganai ~ 0 F"]), [
    "shōganai ~ 0 F",
    "shouganai ~ 0 F",
    "shoganai ~ 0 F",
  ]);
  assert.deepEqual(japaneseSpellings(["kyūjitsu demo ~ +1"]), [
    "kyūjitsu demo ~ +1",
    "kyuujitsu demo ~ +1",
    "kyujitsu demo ~ +1",
  ]);
  for (const spelling of ["daijōbu", "daijoubu", "daijobu"]) {
    assert.ok(
      JAPANESE_WAVE_OFFS.some((words) => words.join(" ") === spelling),
      spelling,
    );
  }
  // The tokeniser keeps a word with a macron whole.
  assert.deepEqual(tokenize("daijōbu desu").tokens.map((t) => t.norm), [
    "daijōbu",
    "desu",
  ]);
});

Deno.test("Japanese joins the other languages' tables", () => {
  assertJoinsLanguageTables(JAPANESE_TABLES, {
    holds: {
      noAnswers: ["zenzen"],
      hedgeAnswers: ["chotto"],
    },
  });
});

Deno.test("Japanese words that are English or Spanish ones stay in phrases", () => {
  // "Demo" is a demo, "uso" Spanish "use": no table reads them alone.
  // Japanese negates with a verb's ending ("-nai", "-masen"): no word of
  // it negates what follows.
  assert.ok(!LANGUAGE_CONTRAST_WORDS.includes("demo"));
  for (const word of ["zenzen", "iie", "dame", "masen"]) {
    assert.ok(!LANGUAGE_NEGATORS.includes(word), word);
  }
  for (const word of ["uso", "dame", "ii", "puro", "chotto"]) {
    for (
      const spec of [
        ...Object.values(JAPANESE_ASPECT_CUES).flat(),
        ...JAPANESE_GENERAL_CUES,
      ]
    ) {
      assert.notEqual(spec.split(" ~ ")[0], word, spec);
    }
  }
  assertStatements([
    ["El uso del equipo fue correcto.", []],
    ["They gave us a demo of the new thermostat app.", []],
  ]);
});

Deno.test("Japanese money and timing: chotto takai, yasui, chikoku, sokujitsu", () => {
  assertStatements([
    ["To be honest, the repair was chotto takai for such a small part.", [
      "price:-1",
    ]],
    ["Compared to Tokyo, the EV charger install was yasui!", ["price:1"]],
    ["Nedan ga takasugiru.", ["price:-1"]],
    ["Futsuu no nedan deshita.", ["price:0"]],
    ["He came 20 minutes chikoku.", ["punctuality:-1"]],
    ["Sokujitsu taiou, very helpful.", ["scheduling:1"]],
  ]);
});

Deno.test("Japanese work and conduct: teinei, kirei, shinsetsu, omotenashi", () => {
  assertStatements([
    // "Teinei" of the work is its quality.
    ["Tom-san's work on the tankless was very teinei, every pipe labeled.", [
      "quality:1",
    ]],
    ["The finish of the bathroom reno is very kirei.", ["quality:1"]],
    ["Grace-san showed me how to test them, very shinsetsu.", [
      "communication:1",
      "professionalism:1",
    ]],
    ["Joy-san's service was like Japanese omotenashi.", [
      "professionalism:1",
    ]],
    ["The technician was shitsurei to my wife.", ["professionalism:-1"]],
    ["Setsumei nashi, just the bill.", ["communication:-1"]],
    ["Mata moreta after two days.", ["quality:-1"]],
    // Stock praise and greetings name no aspect.
    ["Subarashii!", []],
    ["Otsukaresama deshita to Cal and the team.", []],
    ["Arigatou, Keystone!", []],
  ]);
});

Deno.test("Japanese wave-offs and answers: shouganai, daijoubu, maa maa", () => {
  assertStatements([
    ["Kayla-san was 45 minutes late, but shouganai, the traffic was bad.", [
      "punctuality:0",
    ]],
    ["The price was chotto takai, but shikata ga nai.", ["price:0"]],
    ["The work was maa maa.", ["quality:0"]],
  ]);
});
