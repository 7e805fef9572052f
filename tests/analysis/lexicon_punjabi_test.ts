/** lib/analysis/lexicon_punjabi.ts: the Punjabi cue tables. */
import assert from "node:assert/strict";
import {
  opensPunjabiContrast,
  PUNJABI_ASPECT_CUES,
  PUNJABI_GENERAL_CUES,
  PUNJABI_INTENSIFIERS,
  PUNJABI_PA,
  PUNJABI_TABLES,
  PUNJABI_WAVE_OFFS,
} from "../../lib/analysis/lexicon_punjabi.ts";
import {
  isNegatorLookalike,
  LANGUAGE_AND_WORDS,
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

Deno.test("every aspect has well-formed Punjabi cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["time te aa gaye", "vaje sharp", "der naal aaye"],
    scheduling: ["ose din hi", "date te date", "lamba wait"],
    price: ["mehngiyan", "lutt lia", "na zyada na ghat", "charge vi nahi kita"],
    quality: ["kamm changa", "kamm bahut neat", "new vaang", "crack kar gaya"],
    professionalism: ["pyaar naal", "sorry vi nahi keha", "sir dhak"],
    communication: ["koi call vi nahi kiti", "update nahi dita", "bina dasse"],
    cleanliness: ["jootiyan bahar laahiyan", "gand paa gaye", "safai kiti"],
    expertise: ["minute ch pakad lia", "pehli nazar ch pata", "pakke expert"],
    honesty: ["thagg", "di lodd nahi", "kehnde pehla hi crack", "do numbri"],
  };
  assertLanguageTables(PUNJABI_ASPECT_CUES, {
    holds,
    general: PUNJABI_GENERAL_CUES,
  });
});

Deno.test("Punjabi joins the other languages' tables", () => {
  assertJoinsLanguageTables(PUNJABI_TABLES, {
    holds: {
      noAnswers: ["na ji"],
      hedgeAnswers: ["thoda jeha"],
    },
  });
});

Deno.test("Punjabi words that are English, another language's or too short are no cues alone", () => {
  const others = [
    "si",
    "c",
    "te",
    "aa",
    "vi",
    "ch",
    "na",
    "ne",
    "di",
    "da",
    "de",
    "nu",
    "ton",
    "par",
    "pa",
    "kita",
    "sira",
    "dass",
    "das",
    "mada",
    "change",
    "sir",
    "time",
    "ghanta",
    "kam",
    "dasia",
    "lodd",
    "saaf",
  ];
  assertNoLoneWords(PUNJABI_TABLES, others);
  // "Te" is Spanish and French "you", "par" French "by": neither joins
  // nor opens a clause alone.
  for (const word of ["te", "par", "pr", "na"]) {
    assert.ok(!LANGUAGE_AND_WORDS.includes(word), word);
    assert.ok(!LANGUAGE_CONTRAST_WORDS.includes(word), word);
  }
  assert.ok(opensPunjabiContrast("par", "kamm"));
  assert.ok(opensPunjabiContrast("pr", "eh"));
  assert.ok(opensLanguageContrast("par", "mehnga"));
  assert.ok(!opensPunjabiContrast("par", "contre"));
  assert.ok(!opensPunjabiContrast("par", "aaye"));
  assert.ok(!opensPunjabiContrast("par", "for"));
  assert.ok(!opensPunjabiContrast("par", undefined));
  assert.ok(PUNJABI_INTENSIFIERS.includes("ena"));
  // "Pa" before a Punjabi verb is "put", no Kreyòl "not".
  for (const word of PUNJABI_PA.before) {
    assert.ok(isNegatorLookalike("pa", word), word);
  }
  assert.ok(!isNegatorLookalike("pa", "bon"));
  assertStatements([
    ["Thank you for your time sir, see you next year.", []],
    ["Ghar par koi nahi tha.", []],
    ["Par contre, le technicien était gentil.", ["professionalism:1"]],
    ["Ang sira ng aircon namin.", []],
    ["Kita bayar cash.", []],
    ["Sach puchho taan, main pehli vaar review likh reha haan.", []],
    ["Main saaf keh dena chahunda haan, main reviews ghatt likhda haan.", []],
    ["Drain camera ch saaf dikh gaya ki pipe tutti hoyi aa.", []],
    ["Mainu kujh nahi pata si furnace baare.", []],
    ["Main time te payment kar diti.", []],
    // A price foretold is no verdict; what it turned out to be is.
    ["Main sochia si bahut mehngiyan paingiyan, par reasonable nikliyan.", [
      "price:1",
    ]],
    // "40 mint ch" is minutes, not the English "mint".
    ["Kitchen drain snake kiti, 40 mint ch kamm khatam.", []],
    // The Hindi "par" (on) opens no clause.
    ["Time par aaye aur kaam accha kiya.", [
      "punctuality:1",
      "quality:1",
    ]],
    // Stock praise names no aspect.
    ["Changa experience, saari community nu recommend karanga.", []],
    ["Bahut vadiya service, Waheguru mehar kare.", []],
  ]);
});

Deno.test("Punjabi timing: time te, vaje sharp, der naal, ose din hi, lamba wait", () => {
  assertStatements([
    ["Sunil bhaji time te aa gaye 9 vaje sharp.", ["punctuality:1"]],
    ["Oksana 8:30 te aa gayi jive keha si.", ["punctuality:1"]],
    ["Ekdam time te, te kamm vi vadiya.", ["punctuality:1", "quality:1"]],
    ["Time te nahi aaye.", ["punctuality:-1"]],
    ["Ohna nu 2 ghante udeek karvayi.", ["punctuality:-1"]],
    ["Aaye hi ni, na koi phone.", ["punctuality:-1"]],
    ["Kadi vi late nahi aaye, 3 saal ton aunde ne.", ["punctuality:1"]],
    ["Aj tak ik vaar vi date miss nahi kiti.", ["punctuality:1"]],
    ["Ose din hi aa gaye.", ["scheduling:1"]],
    ["Hector raat de 11 vaje aa gaya.", ["scheduling:1"]],
    ["Diwali wali raat AC band ho gaya, Chuy 10 vaje aa gaya.", [
      "scheduling:1",
    ]],
    ["Phone koi nahi chukkda.", ["scheduling:-1"]],
    ["2 hafte baad da time dita, bahut lamba wait.", ["scheduling:-1"]],
    ["Water heater layi ik din keha si, 2 din lagge.", ["scheduling:-1"]],
    ["Bathroom reno 3 hafte keha si, 5 hafte lagge, har hafte nava bahana.", [
      "scheduling:-1",
    ]],
    ["2 din keh ke gaye si te 2 dina ch hi khatam.", ["scheduling:1"]],
  ]);
});

Deno.test("Punjabi money: mehnga, lutt lia, theek si, charge vi nahi kita, the quote", () => {
  assertStatements([
    ["Pot lights bahut mehngiyan laggiyan.", ["price:-1"]],
    ["Mehnga ni si, sab ton sasti quote.", ["price:1"]],
    ["Ehna ne saanu lutt lia.", ["price:-1"]],
    ["1 ghante de 340 dollar, eh taan bahut zyada aa.", ["price:-1"]],
    ["2 ceiling fans da bill socheya si ton zyada aaya.", ["price:-1"]],
    ["Price bilkul theek si, na zyada na ghat.", ["price:0"]],
    ["Visit da charge vi nahi kita.", ["price:1"]],
    ["Paise khooh ch paa ditte.", ["price:-1"]],
    // Contrast: the part after "par" decides the same aspect.
    ["Mehnga si par kamm vadiya.", ["price:-1", "quality:1"]],
    // A bill above the quote, or told beforehand, is honesty.
    ["Quote ton 300 dollar zyada bill aaya.", ["honesty:-1"]],
    ["Jo quote dita final bill ik dollar vi upar nahi.", ["honesty:1"]],
    ["Trip charge pehlan hi phone te dass dita.", [
      "honesty:1",
      "communication:1",
    ]],
  ]);
});

Deno.test("Punjabi work and conduct: kamm changa, new vaang, pyaar naal, sir dhak", () => {
  assertStatements([
    ["Kamm changa kita.", ["quality:1"]],
    ["Kamm bahut neat, saariyan ik line ch seedhiyan.", ["quality:1"]],
    ["Kamm bilkul changa nahi si.", ["quality:-1"]],
    ["Kamm maada si.", ["quality:-1"]],
    ["Kamm theek si, kujh khaas nahi.", ["quality:0"]],
    ["Ajje tak bilkul new vaang chalda.", ["quality:1"]],
    ["2 hafte baad phir ohi tripping shuru.", ["quality:-1"]],
    ["Ajje vi leak kar reha.", ["quality:-1"]],
    ["Garam paani kadi khatam nahi hoya.", ["quality:1"]],
    ["Banda bathroom di tile crack kar gaya.", ["quality:-1"]],
    ["Ceiling da patch ena vadiya kita ki pata hi nahi lagda kithe si.", [
      "quality:1",
    ]],
    ["Saade bachian naal bahut pyaar naal gall kiti.", ["professionalism:1"]],
    ["Office wali kudi bahut rukhi boli.", ["professionalism:-1"]],
    ["Dale thoda short si mere naal.", ["professionalism:-1"]],
    ["2 ghante late aaya te sorry vi nahi keha.", [
      "punctuality:-1",
      "professionalism:-1",
    ]],
    ["Hector ne sir dhak lia te jootiyan bahar laahiyan.", [
      "professionalism:1",
      "cleanliness:1",
    ]],
    ["Saari safai kar ke gaye.", ["cleanliness:1"]],
    ["Safai nahi kiti.", ["cleanliness:-1"]],
    ["Gand paa ke chale gaye.", ["cleanliness:-1"]],
    ["Jootiyan nahi laahiyan, carpet te mitti.", ["cleanliness:-1"]],
    ["JM ne 10 minute ch pakad lia.", ["expertise:1"]],
    ["Pehli nazar ch hi pata lag gaya.", ["expertise:1"]],
    ["Travis ne oh problem labh lai jo pichhle do banday nahi labh sake.", [
      "expertise:1",
    ]],
    ["Ohna nu kujh nahi aunda.", ["expertise:-1"]],
  ]);
});

Deno.test("Punjabi telling and dealing: koi call vi nahi, bina dasse, thagg, lodd nahi", () => {
  assertStatements([
    ["Saare options dasse, koi pressure nahi payi.", [
      "communication:1",
      "honesty:1",
    ]],
    ["Usne pehlan text kar dita si.", ["communication:1"]],
    ["Linh ne photos WhatsApp te bhejiyan.", ["communication:1"]],
    ["Koi call vi nahi kiti.", ["communication:-1"]],
    ["Kise ne ik vaar vi update nahi dita.", ["communication:-1"]],
    ["Office wali ne keha call back karange, kadi nahi kita.", [
      "communication:-1",
    ]],
    ["Kise ne pehlan nahi dasia.", ["communication:-1"]],
    ["Tile crack kar gaya te bina dasse chala gaya.", [
      "quality:-1",
      "communication:-1",
      "honesty:-1",
    ]],
    ["Thagg ne eh loki.", ["honesty:-1"]],
    ["Full transfer switch di lodd nahi, interlock naal kamm chal jauga.", [
      "honesty:1",
    ]],
    ["Tommy ne keha tankless di koi lodd nahi.", ["honesty:1"]],
    ["Driveway crack kar dita, te fer kehnde pehla hi crack si.", [
      "quality:-1",
      "honesty:-1",
    ]],
    ["Bahut khara banda.", ["honesty:1"]],
  ]);
});

Deno.test("Punjabi wave-offs, answers and sub-ratings: so no tension, chalo koi na, Kamm 5/5", () => {
  assertStatements([
    ["Ryan 45 min late aaya, but pehlan text kar dita si so no tension.", [
      "punctuality:0",
      "communication:1",
    ]],
    ["45 min late, chalo koi na.", ["punctuality:0"]],
    ["Thodi mehngi laggi, but market rate hai, so theek aa.", ["price:0"]],
  ]);
  const analyzer = createAnalyzer(ELECTRICIAN, { model: null });
  const aspects = (text: string) =>
    analyzer.analyze({ title: null, text }).aspects.map((mention) =>
      `${mention.aspect}:${mention.sentiment}`
    );
  assert.deepEqual(aspects("Time te aaye? Bilkul ni."), [
    "punctuality:negative",
  ]);
  assert.deepEqual(aspects("Kamm 5/5, mull 2/5."), [
    "quality:positive",
    "price:negative",
  ]);
  const labels = new Map<string, string>(LANGUAGE_SUB_RATING_LABELS);
  assert.equal(labels.get("mull"), "price");
  assert.ok(
    PUNJABI_WAVE_OFFS.some((words) => words.join(" ") === "koi gall nahi"),
  );
});
