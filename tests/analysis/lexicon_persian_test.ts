/** lib/analysis/lexicon_persian.ts: the Persian (Finglish) cue tables. */
import assert from "node:assert/strict";
import {
  PERSIAN_ASPECT_CUES,
  PERSIAN_GENERAL_CUES,
  PERSIAN_TABLES,
} from "../../lib/analysis/lexicon_persian.ts";
import {
  LANGUAGE_AND_WORDS,
  LANGUAGE_CONTRAST_WORDS,
  opensLanguageContrast,
} from "../../lib/analysis/lexicon_languages.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertNoLoneWords,
  assertStatements,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Persian cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["dir kard", "zoodtar oomad", "sare vaght", "nayoomad"],
    scheduling: ["hafte montazer", "hamoon rooz", "kasi bar nadasht"],
    price: ["geroon", "gerun", "arzesh dasht", "gheymat normal"],
    quality: ["tamiz kar kardan", "hanooz chekke mikone", "kar khoob bood"],
    professionalism: ["mehraboon", "ba adab", "bad akhlagh", "sabur"],
    communication: ["toozih dad", "zang zad", "khabar nadad"],
    cleanliness: ["kesafat", "kafshasho dar avord", "ashghal jaa gozasht"],
    expertise: ["ostad", "kar balad", "balad nabood", "dagheegh midoonest"],
    honesty: ["e sadegh", "dorostkar", "kolah gozashtan", "kolah bardari"],
  };
  assertLanguageTables(PERSIAN_ASPECT_CUES, {
    holds,
    general: PERSIAN_GENERAL_CUES,
  });
});

Deno.test("Persian joins the other languages' tables", () => {
  assertJoinsLanguageTables(PERSIAN_TABLES, {
    holds: {
      intensifiers: ["kheili"],
      contrastWords: ["vali"],
      andWords: ["baadesh"],
      noAnswers: ["aslan"],
      hedgeAnswers: ["ye kam"],
      waveOffs: ["mohem nist"],
      subRatingLabels: ["gheymat"],
    },
  });
  // "Amma" is "but" only before a Persian word, not "mother".
  assert.ok(opensLanguageContrast("amma", "kheili"));
  assert.ok(!opensLanguageContrast("amma", "said"));
});

Deno.test("Persian words that are English, another language's or too short are no cues alone", () => {
  const others = [
    "na",
    "bad",
    "dir",
    "kar",
    "ba",
    "e",
    "o",
    "va",
    "ham",
    "dorost",
    "tamiz",
    "sadegh",
    "amin",
    "adam",
    "normal",
    "khub",
    "khoob",
    "gach",
    "khaki",
    "majani",
    "vared",
    "amma",
    "ama",
    "ali",
    "mohtaram",
    "ashghal",
    "merci",
  ];
  assertNoLoneWords(PERSIAN_TABLES, others);
  for (const word of ["na", "va", "o", "ham", "bad"]) {
    assert.ok(!LANGUAGE_AND_WORDS.includes(word), word);
    assert.ok(!LANGUAGE_CONTRAST_WORDS.includes(word), word);
  }
  assertStatements([
    // Bengali "khub" (very) is no Persian praise.
    ["The price was khub beshi.", []],
    // Fillers, blessings and thanks name no aspect.
    ["Rastesh yadam nist how much they charged.", []],
    ["Hec jan ghorboonet beram, furnace-o dorost kardi.", []],
    ["Mersi Bluebird, kheili kheili mamnoon.", []],
    ["Bright Spark kheili khoob.", []],
    ["Duct cleaning bad nabood.", []],
    // A named Sadegh is no honest man.
    ["Sadegh came out for the furnace.", []],
  ]);
});

Deno.test("Persian timing: dir kard, zoodtar oomad, hafte montazer, mohem nist", () => {
  assertStatements([
    ["Abdi ye kam dir kard, like 30 min.", ["punctuality:-1"]],
    ["Grace 10 min zoodtar oomad.", ["punctuality:1"]],
    ["Sina sare vaght oomad.", ["punctuality:1"]],
    ["Tommy gharar bood Tuesday biad.", ["punctuality:-1"]],
    ["Technician aslan nayoomad.", ["punctuality:-1"]],
    ["Bo ye kam dir kard, mohem nist.", ["punctuality:0"]],
    ["3 hafte montazer for a compressor.", ["scheduling:-1"]],
    ["Hamoon rooz oomadan.", ["scheduling:1"]],
  ]);
});

Deno.test("Persian price: geroon, arzesh dasht, gheymat normal, chikar konim", () => {
  assertStatements([
    ["Kheili geroon bood.", ["price:-1"]],
    ["Gerun-e.", ["price:-1"]],
    ["Geroon nabood.", ["price:1"]],
    ["Gerun bood vali arzesh dasht.", ["price:1"]],
    ["Gheymatesh kheili monaseb bood.", ["price:1"]],
    ["Gheymat normal bood.", ["price:0"]],
    ["Ye kam geroon, vali chikar konim.", ["price:0"]],
  ]);
});

Deno.test("Persian work: kar khoob, tamiz kar kardan, hanooz chekke mikone", () => {
  assertStatements([
    ["Kareshoon kheili khoob bood.", ["quality:1"]],
    ["Kheili tamiz kar kardan.", ["quality:1"]],
    ["Pot lights kheili ghashang shodan.", ["quality:1"]],
    ["Shir hanooz chekke mikone.", ["quality:-1"]],
    ["Kar ham normal.", ["quality:0"]],
  ]);
});

Deno.test("Persian manners and telling: mehraboon, ba adab, toozih dad, zang nazad", () => {
  assertStatements([
    ["Abdi kheili mehraboon bood.", ["professionalism:1"]],
    ["Will kheili ba adab bood.", ["professionalism:1"]],
    ["Travis kheili bad akhlagh bood.", ["professionalism:-1"]],
    ["Kheili khoob toozih dad.", ["communication:1"]],
    ["Vali ghablesh zang zad.", ["communication:1"]],
    ["Na zang zad na text, hichi.", ["communication:-1"]],
    ["Hichkas hichi behemoon nagoft.", ["communication:-1"]],
    ["Kasi bar nadasht.", ["scheduling:-1"]],
  ]);
});

Deno.test("Persian cleaning and skill: kesafat, kafsh, ostad, balad", () => {
  assertStatements([
    ["Kesafat.", ["cleanliness:-1"]],
    ["Linh hich kesafati jaa nagozasht.", ["cleanliness:1"]],
    ["Reza kafshasho dar avord.", ["cleanliness:1"]],
    ["Ostad-e in kar-e.", ["expertise:1"]],
    ["Aslan balad nabood.", ["expertise:-1"]],
    ["Dagheegh midoonest where the leak was.", ["expertise:1"]],
  ]);
});

Deno.test("Persian honesty: sadegh, dorostkar, kolah gozashtan, upsell nakard", () => {
  assertStatements([
    ["Adam-e sadegh.", ["honesty:1"]],
    ["Dorost va sadegh.", ["honesty:1"]],
    ["Adam-e dorostkar.", ["honesty:1"]],
    ["Kolah gozashtan sare ma.", ["honesty:-1"]],
    ["Boo-ye kolah bardari miad.", ["honesty:-1"]],
    ["Aslan upsell nakard.", ["honesty:1"]],
    ["Goft lazem nist avazesh konim.", ["honesty:1"]],
  ]);
});
