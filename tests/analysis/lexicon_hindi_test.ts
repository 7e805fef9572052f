/** lib/analysis/lexicon_hindi.ts: the Hindi tables (cues in lexicon_hindi_cues.ts). */
import assert from "node:assert/strict";
import { HINDI_TABLES } from "../../lib/analysis/lexicon_hindi.ts";
import {
  HINDI_ASPECT_CUES,
  HINDI_GENERAL_CUES,
} from "../../lib/analysis/lexicon_hindi_cues.ts";
import {
  LANGUAGE_CONTRAST_WORDS,
  LANGUAGE_NEGATORS,
} from "../../lib/analysis/lexicon_languages.ts";
import { expandBraces } from "../../lib/analysis/text_patterns.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertStatements,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Hindi cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["ekdum time pe", "der se aaya"],
    scheduling: ["usi din"],
    price: ["paisa vasool", "mehenga"],
    quality: ["jugaad"],
    professionalism: ["badtameez"],
    communication: ["samjhaya"],
    cleanliness: ["gandagi"],
    expertise: ["kuch pata hi nahi"],
    honesty: ["imaandar", "dhokha"],
  };
  assertLanguageTables(HINDI_ASPECT_CUES, {
    holds,
    general: HINDI_GENERAL_CUES,
  });
});

Deno.test("every aspect has well-formed Urdu cues, as Pakistani writers spell them", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["waqt pe", "waqt ke paband", "deir se pohanche"],
    scheduling: ["foran aa gaye", "nobody uthata", "itwar ko bhi"],
    price: ["paisa zaya", "loot maar", "na sasta na mehnga", "muft"],
    quality: ["jugaar", "pakka kaam", "adhoora chor"],
    professionalism: ["khush akhlaq", "badmizaj", "rawaiya"],
    communication: ["koi call nahi", "tafseel se", "koi update nahi"],
    cleanliness: ["safai kar ke", "ganda kar diya", "malbe ke dher"],
    expertise: ["tajurbakar", "naqabil", "tukke"],
    honesty: ["beimaan", "diyanatdar", "koi surprise nahi", "chor hain"],
  };
  assertLanguageTables(HINDI_ASPECT_CUES, {
    holds,
    general: HINDI_GENERAL_CUES,
  });
});

Deno.test("Hindi joins the other languages' tables, without 'par' or 'wala'", () => {
  assertJoinsLanguageTables(HINDI_TABLES, {
    holds: {
      noAnswers: ["ji nahi"],
      hedgeAnswers: ["thora sa"],
    },
  });
  // "Time par aaya" is "came on time"; "tameez wala" is "well-mannered".
  assert.ok(!LANGUAGE_CONTRAST_WORDS.includes("par"));
  assert.ok(!LANGUAGE_NEGATORS.includes("wala"));
});

Deno.test("Hinglish timing and money", () => {
  assertStatements([
    ["Mike ne ekdum time pe aake AC theek kiya.", ["punctuality:1"]],
    ["Dale 3 ghante der se aaya.", ["punctuality:-1"]],
    ["Hector usi din aa gaya.", ["scheduling:1"]],
    ["Phone hi nahi uthaya kisi ne.", ["scheduling:-1"]],
    ["Paisa vasool!", ["price:1"]],
    ["Paisa vasool nahi hua.", ["price:-1"]],
    ["Thoda mehenga tha.", ["price:-1"]],
  ]);
});

Deno.test("Hinglish work and conduct", () => {
  assertStatements([
    ["Mehenga hai but kaam bahut accha hai.", ["price:-1", "quality:1"]],
    ["Do baar bulaya, dono baar drain phir se jam ho gaya.", ["quality:-1"]],
    ["Jugaad type fix tha.", ["quality:-1"]],
    ["JM ki tameez zero.", ["professionalism:-1"]],
    ["Bade tameez wala ladka.", ["professionalism:1"]],
    ["Dana ne sab kuch samjhaya.", ["communication:1"]],
    ["Mud all over the carpet, shoe covers nahi pehne.", [
      "cleanliness:-1",
    ]],
    ["Saara kachra wahin chhod gaye.", ["cleanliness:-1"]],
    ["Sam ko kuch pata hi nahi tha.", ["expertise:-1"]],
    ["Imaandar log hain.", ["honesty:1"]],
    ["Today only price bola, dhokha.", ["honesty:-1"]],
    ["Zabardasti maintenance plan bechne ki koshish kar raha tha.", [
      "honesty:-1",
    ]],
  ]);
});

Deno.test("Urdu words that are English or another language's stay in phrases", () => {
  // "Na" is a Tagalog linker and Pidgin "is"; "bina bole" is "unasked".
  for (const word of ["na", "bina", "wala", "par"]) {
    assert.ok(!LANGUAGE_NEGATORS.includes(word), word);
  }
  // Tagalog "ganda" (beautiful), "khara" (standing), "chor" (left),
  // German "Sache", English "loot".
  const bare = new Set(
    [...Object.values(HINDI_ASPECT_CUES).flat(), ...HINDI_GENERAL_CUES]
      .flatMap((spec) => expandBraces(spec.split(" ~ ")[0]))
      .filter((pattern) => !pattern.includes(" "))
      .flatMap((pattern) => pattern.split("|")),
  );
  for (const word of ["ganda", "khara", "chor", "sache", "loot", "mast"]) {
    assert.ok(!bare.has(word), word);
  }
  assertStatements([
    ["Sab kuch aise hi chor ke chale gaye.", []],
    ["Bahar khara raha aadha ghanta.", []],
    ["Tony bhai ne bina bole shoe covers pehne.", ["cleanliness:1"]],
    ["Ye log chor hain, kachra bhi chor gaye.", [
      "honesty:-1",
      "cleanliness:-1",
    ]],
    // Fillers and the reviewer's own ignorance or timing are no cue.
    ["Imaandari se kahun to mujhe electrical ka kuch nahi pata.", []],
    ["Humne time pe payment ki.", []],
    ["Sewer ka kaam bohat ganda kaam hota hai.", []],
    ["Ek hafte baad phir se leak ho gaya.", ["quality:-1"]],
  ]);
});

Deno.test("Urdu timing and money: waqt pe, koi call nahi, paisa zaya", () => {
  assertStatements([
    ["Bilal bilkul waqt pe aaya.", ["punctuality:1"]],
    ["Woh waqt ke paband hain.", ["punctuality:1"]],
    ["Do ghante der se pohanche.", ["punctuality:-1"]],
    ["Time pe nahi aaye.", ["punctuality:-1"]],
    ["Aaye hi nahi, koi call bhi nahi.", [
      "punctuality:-1",
      "communication:-1",
    ]],
    ["Call kiya to foran aa gaye.", ["scheduling:1"]],
    ["Koi phone nahi uthata.", ["scheduling:-1"]],
    ["Kaam do hafte late shuru hua.", ["scheduling:-1"]],
    ["Bohat mehnga tha.", ["price:-1"]],
    ["Mehnga nahi tha.", ["price:1"]],
    ["Na sasta na mehnga.", ["price:0"]],
    ["Paisa zaya ho gaya.", ["price:-1"]],
    ["Ye to loot maar hai.", ["price:-1"]],
    ["Rate munasib tha.", ["price:1"]],
    ["Rate munasib nahi tha.", ["price:-1"]],
    ["Dusri visit ke paise nahi liye.", ["price:1"]],
  ]);
});

Deno.test("Urdu work and conduct: jugaar, khush akhlaq, beimaan, kachra", () => {
  assertStatements([
    ["Kaam bohat acha tha.", ["quality:1"]],
    ["Kaam acha nahi tha.", ["quality:-1"]],
    ["Kaam theek thaak tha.", ["quality:0"]],
    ["Jugaar laga ke chale gaye.", ["quality:-1"]],
    ["Masla abhi tak wahin hai.", ["quality:-1"]],
    ["Teen mahine se koi masla nahi.", ["quality:1"]],
    ["Rawaiya bohat bura tha.", ["professionalism:-1"]],
    ["Khush akhlaq insan hain.", ["professionalism:1"]],
    ["Mujhe bewakoof feel nahi karwaya.", ["professionalism:1"]],
    ["Mujhe jahil samjha.", ["professionalism:-1"]],
    ["Tafseel se samjhaya.", ["communication:1"]],
    ["Quote kabhi nahi bheja.", ["communication:-1"]],
    ["Kisi ne bataya nahi.", ["communication:-1"]],
    ["Ghar saaf kar ke gaye.", ["cleanliness:1"]],
    ["Kaam achha tha laikin safai nahi ki.", [
      "quality:1",
      "cleanliness:-1",
    ]],
    ["Ghar ganda kar diya.", ["cleanliness:-1"]],
    ["Bohat tajurbakar hain.", ["expertise:1"]],
    ["Tukke laga raha tha.", ["expertise:-1"]],
    ["Bohat imandar log hain.", ["honesty:1"]],
    ["Beimaan log hain.", ["honesty:-1"]],
    ["Koi surprise nahi.", ["honesty:1"]],
    ["Quote se zyada bill aaya.", ["honesty:-1"]],
    ["Koi pressure bhi nahi diya.", ["honesty:1"]],
  ]);
});

Deno.test("Urdu wave-offs and answers: koi masla nahi, ji nahi, thora sa", () => {
  assertStatements([
    [
      "Sana 40 minute late thi, lekin pehle message kar diya tha, so koi masla nahi.",
      [
        "punctuality:0",
        "communication:1",
      ],
    ],
    ["Thora mehnga tha, chalo khair.", ["price:0"]],
    [
      "Frank 40 minute late tha, par pehle hi bata diya tha, koi tension nahi.",
      ["punctuality:0", "communication:1"],
    ],
  ]);
});
