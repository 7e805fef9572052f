/** lib/analysis/lexicon_swahili.ts: the Swahili and Sheng cue tables. */
import assert from "node:assert/strict";
import {
  SWAHILI_ASPECT_CUES,
  SWAHILI_GENERAL_CUES,
  SWAHILI_TABLES,
} from "../../lib/analysis/lexicon_swahili.ts";
import {
  isNegatorLookalike,
  LANGUAGE_AND_WORDS,
  LANGUAGE_CONTRAST_WORDS,
} from "../../lib/analysis/lexicon_languages.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertNoLoneWords,
  assertStatements,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Swahili cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["alichelewa", "hakuja", "walifika kwa wakati"],
    scheduling: ["siku hiyo hiyo", "nikapata voicemail", "hawapokei simu"],
    price: ["ghali", "si ghali si rahisi", "walinikula doh", "bei nafuu"],
    quality: ["kazi safi", "bado inavuja", "imeharibika tena", "kazi nzuri"],
    professionalism: ["heshima", "mpole", "matusi", "akaomba msamaha"],
    communication: ["alieleza", "alinipigia simu", "hakujibu"],
    cleanliness: ["akavua viatu", "hakuvua viatu", "waliacha uchafu"],
    expertise: ["anajua kazi yake", "fundi mzuri", "hakujua anafanya nini"],
    honesty: ["mkweli", "mwizi", "wakora", "kunidanganya"],
  };
  assertLanguageTables(SWAHILI_ASPECT_CUES, {
    holds,
    general: SWAHILI_GENERAL_CUES,
  });
});

Deno.test("Swahili joins the other languages' tables", () => {
  assertJoinsLanguageTables(SWAHILI_TABLES, {
    holds: {
      contrastWords: ["lakini"],
      andWords: ["halafu"],
      noAnswers: ["hapana"],
      hedgeAnswers: ["kiasi"],
      waveOffs: ["hakuna shida"],
      subRatingLabels: ["bei"],
    },
  });
});

Deno.test("Swahili words that are English, another language's or too short are no cues alone", () => {
  const others = [
    "na",
    "ni",
    "si",
    "tu",
    "sana",
    "pole",
    "poa",
    "safi",
    "sawa",
    "bei",
    "juu",
    "doh",
    "fundi",
    "mzee",
    "viatu",
    "simu",
    "wiki",
    "siku",
    "saa",
    "kidogo",
    "story",
    "bila",
    "bure",
  ];
  assertNoLoneWords(SWAHILI_TABLES, others);
  for (const word of ["na", "ni", "si", "tu"]) {
    assert.ok(!LANGUAGE_AND_WORDS.includes(word), word);
    assert.ok(!LANGUAGE_CONTRAST_WORDS.includes(word), word);
  }
  // The Swahili copula negates nothing; the Spanish "ni" still does.
  assert.ok(isNegatorLookalike("ni", "mtu"));
  assert.ok(!isNegatorLookalike("ni", "llamó"));
  assert.ok(!isNegatorLookalike("ni", undefined));
  assertStatements([
    ["Will Chen ni mtu mzuri sana.", ["professionalism:1"]],
    ["Hiyo ni heshima manze, just like nyumbani.", ["professionalism:1"]],
    ["Ni llamó ni fue amable.", ["communication:-1", "professionalism:-1"]],
    // "Pole pole" is slowly, "kusema ukweli" a filler.
    ["Tomasz alifanya kazi pole pole.", []],
    ["Kusema ukweli sikutarajia much.", []],
    // Vague praise names no aspect.
    ["Poa sana!", []],
    ["Asante sana Keystone, Mungu awabariki.", []],
    ["Sawa sawa, nothing to write home about.", []],
    // Asking whether all is well is no lukewarm verdict.
    ["Rob alinipigia simu kuuliza kama iko sawa sawa.", ["communication:1"]],
    // A flat fact, a broken thing before the work.
    ["Water heater ilikuwa imeharibika, Tommy akaweka mpya.", []],
    ["Mimi ni mtu wa Nairobi, nimeishi Minnesota miaka kumi.", []],
    ["Nilikuwa nimetuma doh nyumbani that same week.", []],
  ]);
});

Deno.test("Swahili timing: alichelewa, hakuja, siku hiyo hiyo, voicemail, wiki", () => {
  assertStatements([
    ["Grant alichelewa masaa mbili.", ["punctuality:-1"]],
    ["Walikuja late masaa matatu.", ["punctuality:-1"]],
    ["Kayla alifika kwa wakati.", ["punctuality:1"]],
    ["Fundi hakuja kabisa.", ["punctuality:-1"]],
    ["Hawajawahi kukosa date.", ["punctuality:1"]],
    ["Tamika alimaliza siku hiyo hiyo.", ["scheduling:1"]],
    ["Nilipiga simu saa nne usiku nikapata voicemail tu.", ["scheduling:-1"]],
    ["Ofisi hawapokei simu.", ["scheduling:-1"]],
    ["Generator install ilichukua wiki mbili zaidi ya walivyoahidi.", [
      "scheduling:-1",
    ]],
    // A wave-off leaves the delay neutral.
    ["Grant alichelewa masaa mbili, hakuna shida.", ["punctuality:0"]],
  ]);
});

Deno.test("Swahili price: ghali, bei nafuu, si ghali si rahisi, doh", () => {
  assertStatements([
    ["Ghali sana, walinikula doh manze.", ["price:-1"]],
    ["Bei ilikuwa nafuu.", ["price:1"]],
    ["Wanachaji bei ya kawaida tu, si ghali si rahisi.", ["price:0"]],
    ["Haikuwa ghali.", ["price:1"]],
    ["Wakanipunguzia $100 kwa AC repair.", ["price:1"]],
    ["Hawakunicharge hata trip fee.", ["price:1"]],
  ]);
});

Deno.test("Swahili work: kazi safi, bado inavuja, imekaa, imeharibika tena", () => {
  assertStatements([
    ["Toilet mpya imekaa vizuri, kazi safi.", ["quality:1"]],
    ["Frank's panel work ni safi kabisa.", ["quality:1"]],
    ["Kazi mbovu kabisa.", ["quality:-1"]],
    ["Taa bado inaflicker.", ["quality:-1"]],
    ["Walirekebisha swamp cooler, lakini ikaanza kuvuja tena.", [
      "quality:-1",
    ]],
    ["Heater imeharibika tena.", ["quality:-1"]],
  ]);
});

Deno.test("Swahili manners and telling: heshima, pole, mkali, alieleza, simu", () => {
  assertStatements([
    ["Mzee Rich alikuwa na heshima sana.", ["professionalism:1"]],
    ["Vince alikuwa mpole na mkarimu.", ["professionalism:1"]],
    ["Oleg alikuwa mkali kidogo.", ["professionalism:-1"]],
    ["Hakusema hata pole.", ["professionalism:-1"]],
    ["Owner akaomba msamaha.", ["professionalism:1"]],
    ["Msee poa sana.", ["professionalism:1"]],
    ["Angie alieleza kila kitu.", ["communication:1"]],
    ["Hakuna mtu alitupigia simu kueleza why.", ["communication:-1"]],
    ["Rob alinipigia simu siku mbili baadaye.", ["communication:1"]],
    ["Hawakujibu meseji zangu.", ["communication:-1"]],
    ["Kila mtu na story yake.", ["communication:-1"]],
  ]);
});

Deno.test("Swahili cleaning and skill: viatu, uchafu, anajua kazi yake", () => {
  assertStatements([
    ["Will hakuvua viatu.", ["cleanliness:-1"]],
    ["Jaz akavua viatu at the door bila kuambiwa.", ["cleanliness:1"]],
    ["Kayla akavaa shoe covers ndani ya nyumba.", ["cleanliness:1"]],
    ["Waliacha uchafu sakafuni.", ["cleanliness:-1"]],
    ["Hakuacha hata vumbi kidogo.", ["cleanliness:1"]],
    ["Oleg anajua kazi yake kabisa.", ["expertise:1"]],
    ["Billy hakujua anafanya nini.", ["expertise:-1"]],
    ["Hector ni fundi mzuri.", ["expertise:1"]],
  ]);
});

Deno.test("Swahili honesty: mkweli, wakora, kunidanganya, hakuna haja", () => {
  assertStatements([
    ["Mkweli kabisa.", ["honesty:1"]],
    ["Wakora hawa.", ["honesty:-1"]],
    ["Walijaribu kunidanganya.", ["honesty:-1"]],
    ["Nilijua hawanidanganyi.", ["honesty:1"]],
    ["Alijaribu kunisukumia maintenance plan.", ["honesty:-1"]],
    ["Akasema hakuna haja ya kuja.", ["honesty:1"]],
    ["Dana alieleza options bila pressure yoyote.", [
      "communication:1",
      "honesty:1",
    ]],
  ]);
});
