/** lib/analysis/lexicon_guarani.ts: the Guaraní cue tables of Jopara. */
import assert from "node:assert/strict";
import {
  GUARANI_ASPECT_CUES,
  GUARANI_GENERAL_CUES,
  GUARANI_TABLES,
  guaraniSpellings,
} from "../../lib/analysis/lexicon_guarani.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertNoLoneWords,
  assertStatements,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Guaraní cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["oguahẽ tarde", "oguahẽ voi", "ndoguahẽi"],
    scheduling: ["avave ndombohováiri"],
    price: ["hepy", "ndahepýi", "ndahepyi", "hepyeterei"],
    quality: ["ojapo porã", "omoĩ porã"],
    professionalism: ["ipy'aporã", "ipy’aporã", "ipochy"],
    communication: ["omyesakã", "omyesaka", "ndohenói", "ndohenoi"],
    cleanliness: ["potĩ", "poti", "omopotĩ"],
    expertise: ["ikatupyry", "oikuaaporã"],
    honesty: ["ñembotavy", "nembotavy", "japu", "chembotavy"],
  };
  assertLanguageTables(GUARANI_ASPECT_CUES, {
    holds,
    general: GUARANI_GENERAL_CUES,
  });
});

Deno.test("Guaraní spellings: without tildes, typographic apostrophes, split as tokenised", () => {
  const spec = guaraniSpellings("{hepy'ỹ|ky'a} ~ +1");
  assert.ok(spec.includes("hepy ' ỹ"), spec);
  assert.ok(spec.includes("hepy'y"), spec);
  assert.ok(spec.includes("ky’a"), spec);
  assert.equal(guaraniSpellings("potĩ ~ +1"), "potĩ|poti ~ +1");
  assert.ok(guaraniSpellings("{hepy-hepy} ~ -1").includes("hepy - hepy"));
});

Deno.test("Guaraní joins the other languages' tables", () => {
  assertJoinsLanguageTables(GUARANI_TABLES, {
    holds: {
      negators: ["ndaha'éi", "ndaipóri"],
      contrastWords: ["katu"],
      andWords: ["upéi"],
      noAnswers: ["nahániri"],
      hedgeAnswers: ["michĩmi"],
      waveOffs: ["ndaipóri problema"],
      subRatingLabels: ["tepy"],
    },
  });
});

Deno.test("Guaraní words that are English, Spanish or too short are no cues alone", () => {
  const others = [
    "ha",
    "ou",
    "vai",
    "ko",
    "pe",
    "voi",
    "porã",
    "pora",
    "ky'a",
    "kya",
    "pya'e",
    "tarde",
    "ndoikói",
    "oiko",
    "katu",
  ];
  assertNoLoneWords(GUARANI_TABLES, others);
  assertStatements([
    // The dirty filter was the fault, not a mess left behind.
    ["Ohechauka chéve la filtro ky'a.", ["communication:1"]],
    // "Does not work" of the fault before the work judges nothing.
    ["Omyesakã mba'érepa ndoikói la furnace.", ["communication:1"]],
    // A greeting and vague praise name no aspect.
    ["Ka'aru porã!", []],
    ["Iporãiterei, aguyjevete!", []],
  ]);
});

Deno.test("Guaraní timing: oguahẽ tarde, oguahẽ voi, ndombohováiri", () => {
  assertStatements([
    ["Callum oguahẽ tarde.", ["punctuality:-1"]],
    ["Grant oguahẽ voi, ha omoĩ porã la fan.", [
      "punctuality:1",
      "quality:1",
    ]],
    ["Avave ndombohováiri la teléfono.", ["scheduling:-1"]],
    ["Ndoguahẽi voi.", ["punctuality:-1"]],
  ]);
});

Deno.test("Guaraní price and work: hepy, ndahepýi, ndoikói gueteri", () => {
  assertStatements([
    ["Ha ndahepýi!", ["price:1"]],
    ["La precio hepyeterei.", ["price:-1"]],
    ["Hepy-hepy.", ["price:-1"]],
    ["La boiler ndoikói gueteri.", ["quality:-1"]],
    ["Ombyai la piso.", ["quality:-1"]],
  ]);
});

Deno.test("Guaraní manners, telling, cleaning, skill and honesty", () => {
  assertStatements([
    ["Nadia ningo ipy'aporã.", ["professionalism:1"]],
    ["Ipochyeterei.", ["professionalism:-1"]],
    ["Omyesakã porã opa mba'e.", ["communication:1"]],
    ["Ha ndohenói voi.", ["communication:-1"]],
    ["Ha upéi ndojevyvéi voi chéve.", ["communication:-1"]],
    ["Ohejapa potĩ.", ["cleanliness:1"]],
    ["Ohejá yty la cocina-pe.", ["cleanliness:-1"]],
    ["Richie ningo ikatupyry añete.", ["expertise:1"]],
    ["Abdi oikuaaporã hembiapo.", ["expertise:1"]],
    ["Ohecha pya'e mba'épa oiko.", ["expertise:1"]],
    ["Ñembotavy pura.", ["honesty:-1"]],
    ["Ijapu.", ["honesty:-1"]],
    ["Ndaipóri presión.", ["honesty:1"]],
  ]);
});
