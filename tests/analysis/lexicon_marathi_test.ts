/** lib/analysis/lexicon_marathi.ts: the Marathi cue tables. */
import assert from "node:assert/strict";
import {
  MARATHI_ASPECT_CUES,
  MARATHI_GENERAL_CUES,
  MARATHI_INTENSIFIERS,
  MARATHI_TABLES,
  MARATHI_WAVE_OFFS,
  opensMarathiContrast,
} from "../../lib/analysis/lexicon_marathi.ts";
import {
  LANGUAGE_CONTRAST_WORDS,
  LANGUAGE_SUB_RATING_LABELS,
  opensLanguageContrast,
} from "../../lib/analysis/lexicon_languages.ts";
import { createAnalyzer } from "../../lib/analysis/mod.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertNoLoneWords,
  assertStatements,
  ELECTRICIAN,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Marathi cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["agdi veles", "vel palali", "ushira", "ushir zala"],
    scheduling: ["tyach divshi", "lagech aala", "date * pudhe dhakalli"],
    price: ["mahag", "swasta", "mahag nahi", "lutla"],
    quality: ["kaam changla", "kaam ekdum pakka", "ajun wobble"],
    professionalism: ["devmanus", "udhat", "tameez ch nahi"],
    communication: ["ekda pan phone nahi kela", "kahi explain nahi"],
    cleanliness: ["saaf karun gela", "ghar bhar dhool", "kale dag"],
    expertise: ["hushar", "kahi yet nahi", "minitat sapadla"],
    honesty: ["pramanik", "fasavla", "lubadla", "kuthlahi pressure nahi"],
  };
  assertLanguageTables(MARATHI_ASPECT_CUES, {
    holds,
    general: MARATHI_GENERAL_CUES,
  });
});

Deno.test("Marathi joins the other languages' tables", () => {
  assertJoinsLanguageTables(MARATHI_TABLES, {
    holds: {
      andWords: ["ani"],
      noAnswers: ["ajibat nahi"],
      hedgeAnswers: ["thodasa"],
    },
  });
});

Deno.test("Marathi words that are English, another language's or too short are no cues alone", () => {
  const others = [
    "ani",
    "pan",
    "kaam",
    "bara",
    "vel",
    "mi",
    "to",
    "ti",
    "te",
    "na",
    "ka",
    "la",
    "var",
    "hota",
    "far",
    "bhari",
    "ghan",
    "ghaan",
    "loot",
    "lut",
    "saaf",
    "kachra",
    "pasara",
    "chalta",
    "sangitla",
    "dusrya",
  ];
  assertNoLoneWords(MARATHI_TABLES, others);
  // "Pan" after a word is "even"; only before a Marathi word is it "but".
  assert.ok(!LANGUAGE_CONTRAST_WORDS.includes("pan"));
  assert.ok(opensMarathiContrast("pan", "kaam"));
  assert.ok(opensLanguageContrast("pan", "paise"));
  assert.ok(!opensMarathiContrast("pan", "phone"));
  assert.ok(!opensMarathiContrast("pan", "nahi"));
  assert.ok(!opensMarathiContrast("pan", undefined));
  assert.ok(MARATHI_INTENSIFIERS.includes("khup"));
  assertStatements([
    ["The drip pan was rusted through.", []],
    ["Mala furnace baddal kahi mahit navta.", []],
    ["Pramanikpane sangaycha tar, mi pahilyanda review lihitoy.", []],
    ["Mumbai madhe sagla vegla asta.", []],
    // Stock praise names no aspect.
    ["Khup chaan experience overall, will call again.", []],
    ["Vel lagla, almost 6 tas, pan leak sapadla.", []],
  ]);
});

Deno.test("Marathi timing: veles, ushira, vel palali, tyach divshi, phone uchalat nahi", () => {
  assertStatements([
    ["Richie aala agdi veles, window 8-10 hota.", ["punctuality:1"]],
    ["Tyanni nehmi vel palali.", ["punctuality:1"]],
    ["Plumber 2 tas ushira aala.", ["punctuality:-1"]],
    ["Ushir zala tar kalvayla pahije na.", [
      "punctuality:-1",
      "communication:-1",
    ]],
    ["2 varshat ek pan date chukli nahi.", ["punctuality:1"]],
    ["Koni aala nahi.", ["punctuality:-1"]],
    ["Sunday asun pan te tyach divshi aale.", ["scheduling:1"]],
    ["Jesus ne dusrya divshi yeun navin lavla.", ["scheduling:1"]],
    ["Office madhe phone uchalayla koni nahi.", ["scheduling:-1"]],
    ["Start date 2 divas pudhe dhakalli.", ["scheduling:-1"]],
    ["Start karayla teen divas ushir zala.", ["scheduling:-1"]],
    // Understandable: the delay is neutral.
    ["494 var traffic hota, so Tom cha ushir samju shakto.", [
      "punctuality:0",
    ]],
  ]);
});

Deno.test("Marathi money: mahag, swasta, loot ahe, paise vasool", () => {
  assertStatements([
    ["Recessed lighting cha quote khup mahag hota.", ["price:-1"]],
    ["Gutters cha quote, teen quotes ghetle tyat sagla swasta.", ["price:1"]],
    ["Mahag nahi hota.", ["price:1"]],
    ["Hydro jetting la ekdum loot ahe.", ["price:-1"]],
    ["Tyanni amhala lutla.", ["price:-1"]],
    // Contrast: the part after "pan" decides the same aspect.
    ["Swasta nahi, pan paise vasool.", ["price:1"]],
    ["Rates mahag ahet pan kaam ekdum pakka.", ["price:-1", "quality:1"]],
    ["Visit che paise pan ghetle nahi.", ["price:1"]],
  ]);
});

Deno.test("Marathi work and conduct: kaam changla, ajun wobble, devmanus, udhat", () => {
  assertStatements([
    ["Kaam changla kela.", ["quality:1"]],
    ["Kaam ekdum vyavasthit.", ["quality:1"]],
    ["Kaam vait hota.", ["quality:-1"]],
    ["Mike che kaam bara hota.", ["quality:0"]],
    ["Fan ajun wobble karto, parat bolavla tari same.", ["quality:-1"]],
    ["8 mahine zale, ekda pan block nahi zala.", ["quality:1"]],
    ["2 summers adhi repair kela, ajun ekdum thand chalto.", ["quality:1"]],
    ["Ekdum devmanus.", ["professionalism:1"]],
    ["Technician khup udhat hota.", ["professionalism:-1"]],
    ["Travis la tameez ch nahi.", ["professionalism:-1"]],
    ["Bo short hota, jasa kahi mi murkh ahe.", ["professionalism:-1"]],
    ["Nighatana sagla saaf karun gela.", ["cleanliness:1"]],
    ["Duct cleaning nantar ghar bhar dhool.", ["cleanliness:-1"]],
    ["Helper ne saaf pan nahi kela.", ["cleanliness:-1"]],
    ["Shoe covers ghatle nahi ani carpet var kale dag.", ["cleanliness:-1"]],
    ["Kuthlahi pasara kela nahi.", ["cleanliness:1"]],
    ["Chapla baher kadhle.", ["cleanliness:1"]],
    ["Claire khup hushar ahe.", ["expertise:1"]],
    ["Tyala kahi mahit navta.", ["expertise:-1"]],
  ]);
});

Deno.test("Marathi telling and dealing: phone nahi kela, kahi explain nahi, pramanik, lubadla", () => {
  assertStatements([
    ["Ekda pan phone nahi kela.", ["communication:-1"]],
    ["Checklist var tick kele, kahi explain nahi.", ["communication:-1"]],
    ["Travis kadun kahi call nahi.", ["communication:-1"]],
    ["Tyanni aadhi phone kela.", ["communication:1"]],
    ["Sagla neet samjavun sangitla.", ["communication:1"]],
    ["Asa pramanik manus milna kathin.", ["honesty:1"]],
    ["Fasavaycha prayatna hota.", ["honesty:-1"]],
    ["He tar saral lubadna ahe.", ["honesty:-1"]],
    ["Options sangitle ani kuthlahi pressure nahi.", ["honesty:1"]],
    ["Teen vela parat parat tech bolat rahila.", ["honesty:-1"]],
    ["Navin water heater ghyaychi garaj nahi.", ["honesty:1"]],
    ["Camera var before-after proof dakhavla.", [
      "honesty:1",
      "communication:1",
    ]],
    ["Extra charge baddal kahi sangitla nahi.", [
      "honesty:-1",
      "communication:-1",
    ]],
  ]);
});

Deno.test("Marathi wave-offs, answers and sub-ratings: kahi harkat nahi, Kimmat 3/5", () => {
  assertStatements([
    ["Bill thoda mahag vatla, but kahi harkat nahi.", ["price:0"]],
    ["Joy thodi ushira aali, pan aadhi phone kela, so kahi harkat nahi.", [
      "punctuality:0",
      "communication:1",
    ]],
  ]);
  const analyzer = createAnalyzer(ELECTRICIAN, { model: null });
  const aspects = (text: string) =>
    analyzer.analyze({ title: null, text }).aspects.map((mention) =>
      `${mention.aspect}:${mention.sentiment}`
    );
  assert.deepEqual(aspects("Veles aale? Ajibat nahi."), [
    "punctuality:negative",
  ]);
  assert.deepEqual(aspects("Mahag? Ho, thoda."), ["price:neutral"]);
  assert.deepEqual(aspects("Kaam 5/5, kimmat 2/5."), [
    "quality:positive",
    "price:negative",
  ]);
  const labels = new Map<string, string>(LANGUAGE_SUB_RATING_LABELS);
  assert.equal(labels.get("swachhata"), "cleanliness");
  assert.ok(
    MARATHI_WAVE_OFFS.some((words) => words.join(" ") === "kahi harkat nahi"),
  );
});
