/** lib/analysis/lexicon_hindi.ts: the Hindi cue tables. */
import assert from "node:assert/strict";
import {
  HINDI_ASPECT_CUES,
  HINDI_CONTRAST_WORDS,
  HINDI_GENERAL_CUES,
  HINDI_NEGATORS,
} from "../../lib/analysis/lexicon_hindi.ts";
import {
  LANGUAGE_CONTRAST_WORDS,
  LANGUAGE_NEGATORS,
} from "../../lib/analysis/lexicon_languages.ts";
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

Deno.test("Hindi joins the other languages' tables, without 'par' or 'wala'", () => {
  assertJoinsLanguageTables({
    aspectCues: HINDI_ASPECT_CUES,
    negators: HINDI_NEGATORS,
    contrastWords: HINDI_CONTRAST_WORDS,
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
