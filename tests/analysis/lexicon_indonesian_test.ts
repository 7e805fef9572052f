/** lib/analysis/lexicon_indonesian.ts: the Indonesian cue tables. */
import assert from "node:assert/strict";
import {
  INDONESIAN_ASPECT_CUES,
  INDONESIAN_CONTRAST_WORDS,
  INDONESIAN_GENERAL_CUES,
  INDONESIAN_INTENSIFIERS,
  INDONESIAN_NEGATORS,
  INDONESIAN_SUB_RATING_LABELS,
  INDONESIAN_TABLES,
} from "../../lib/analysis/lexicon_indonesian.ts";
import {
  SINGLISH_ASPECT_CUES,
  SINGLISH_CONTRAST_WORDS,
  SINGLISH_INTENSIFIERS,
  SINGLISH_NEGATORS,
  SINGLISH_SUB_RATING_LABELS,
} from "../../lib/analysis/lexicon_singlish.ts";
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

Deno.test("every aspect has well-formed Indonesian cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["telat", "ngaret", "jam karet"],
    scheduling: ["susah banget dihubungi", "booking * ribet"],
    price: ["terjangkau", "mahal banget", "kemahalan", "bisa nego"],
    quality: ["asal asalan", "hasilnya rapi", "awet", "masih kebanjiran"],
    professionalism: ["sabar", "jutek", "judes", "ga sopan"],
    communication: ["fast respon", "alasannya beda beda", "ngabarin"],
    cleanliness: ["berantakan", "dirapiin", "lepas sepatu"],
    expertise: ["jago", "cuma dari suara"],
    honesty: ["orangnya jujur", "jujur banget", "ketipu", "maksa"],
  };
  assertLanguageTables(INDONESIAN_ASPECT_CUES, {
    holds,
    general: INDONESIAN_GENERAL_CUES,
  });
});

Deno.test("Indonesian joins the other languages' tables", () => {
  assertJoinsLanguageTables(INDONESIAN_TABLES, {
    holds: {
      negators: ["nggak", "gak", "enggak", "tanpa"],
      contrastWords: ["tp", "namun"],
      noAnswers: ["nggak juga"],
      hedgeAnswers: ["lumayan"],
      waveOffs: ["gak apa apa"],
    },
  });
});

Deno.test("Malay words shared with Singlish are read once, from the Singlish tables", () => {
  const phrases = (cues: Readonly<Record<string, readonly string[]>>) =>
    new Set(
      Object.values(cues).flat().flatMap((spec) =>
        expandBraces(spec.split(" ~ ")[0])
      ),
    );
  const singlish = phrases(SINGLISH_ASPECT_CUES);
  for (const phrase of phrases(INDONESIAN_ASPECT_CUES)) {
    assert.ok(!singlish.has(phrase), phrase);
  }
  for (
    const [own, theirs] of [
      [INDONESIAN_NEGATORS, SINGLISH_NEGATORS],
      [INDONESIAN_INTENSIFIERS, SINGLISH_INTENSIFIERS],
      [INDONESIAN_CONTRAST_WORDS, SINGLISH_CONTRAST_WORDS],
      [
        INDONESIAN_SUB_RATING_LABELS.map(([label]) => label),
        SINGLISH_SUB_RATING_LABELS.map(([label]) => label),
      ],
    ]
  ) {
    for (const word of own) assert.ok(!theirs.includes(word), word);
  }
  // The shared words read Indonesian as they read Malay.
  assertStatements([
    ["Teknisinya datang tepat waktu, orangnya ramah dan sopan.", [
      "punctuality:1",
      "professionalism:1",
    ]],
    ["Kotor parah, tapi harganya murah.", ["cleanliness:-1", "price:1"]],
  ]);
});

Deno.test("Indonesian negators leave out 'ga', the Japanese particle", () => {
  for (const word of ["ga", "dan", "tak"]) {
    assert.ok(!LANGUAGE_NEGATORS.includes(word), word);
  }
  // "Tapi" is read from the Singlish tables, as Malay.
  assert.ok(LANGUAGE_CONTRAST_WORDS.includes("tapi"));
  assertStatements([
    ["Ryōkin ga takai.", ["price:-1"]],
    ["Teknisinya nggak telat sama sekali.", ["punctuality:1"]],
    ["Ga sopan banget orangnya.", ["professionalism:-1"]],
    ["Gak ramah, judes.", ["professionalism:-1"]],
  ]);
});

Deno.test("Indonesian timing: telat, ngaret, gercep only of coming, the phone", () => {
  assertStatements([
    ["Tom ngaret 2 hours, no call no text nothing.", [
      "punctuality:-1",
      "communication:-1",
    ]],
    ["They service our grease trap every month, never once telat.", [
      "punctuality:1",
    ]],
    ["Gercep banget datangnya, 30 menit udah nyampe.", ["scheduling:1"]],
    // Quick work is no aspect; the sloppy result is.
    ["Gercep sih, tapi kerjanya asal-asalan.", ["quality:-1"]],
    ["Furnace mati on Christmas Eve, Luis showed up at 10 malam.", [
      "scheduling:1",
    ]],
    ["Kantornya susah banget dihubungi.", ["scheduling:-1"]],
    ["Booking through the website ribet banget.", ["scheduling:-1"]],
    // "PHP" is the reviewer's letdown, and the language stays silent.
    ["PHP banget.", []],
    ["The site runs on PHP.", []],
  ]);
});

Deno.test("Indonesian money: mahal only in phrases, murah, nego, getok", () => {
  assertStatements([
    ["Harganya mahal banget untuk ganti satu kapasitor.", ["price:-1"]],
    ["Price nya lumayan mahal sih.", ["price:-1"]],
    ["Harganya terjangkau.", ["price:1"]],
    ["Abdi installed our water softener, bisa nego turun $200.", [
      "price:1",
    ]],
    ["Kena getok, $500 buat 20 menit kerja.", ["price:-1"]],
    ["Travis ganti blower motor, ternyata masalahnya di control board.", [
      "expertise:-1",
    ]],
    // The range of the options, and a price said to be relative.
    ["Dia jelasin dari yang murah sampai yang mahal, nggak maksa.", [
      "communication:1",
      "honesty:1",
    ]],
    ["Mahal murah itu relatif sih.", []],
    // Tagalog "mahal" is also "love".
    ["Mahal namin si Dana.", []],
  ]);
});

Deno.test("Indonesian work: rapi of the work and of the house, asal-asalan, awet", () => {
  assertStatements([
    ["Hasilnya rapi banget, all the conduit lurus.", ["quality:1"]],
    ["Kerjanya rapi, tapi rumahnya ditinggal berantakan.", [
      "quality:1",
      "cleanliness:-1",
    ]],
    ["Rumahnya dirapiin lagi sebelum pulang.", ["cleanliness:1"]],
    ["Kabelnya berantakan, gak rapi.", ["quality:-1"]],
    ["Sam installed our tankless, kerjanya asal-asalan.", ["quality:-1"]],
    ["The basement still kebanjiran.", ["quality:-1"]],
    ["Awet!", ["quality:1"]],
    ["Deano bawa pulang semua daun dan sampahnya.", ["cleanliness:1"]],
    // Stock praise names no aspect; said of the result it is quality.
    ["Mantap, recommended!", []],
    ["Mantul pokoknya, recommended bgt!", []],
    ["Hasilnya mantap.", ["quality:1"]],
    // Equipment still good is no verdict on the work.
    ["Shawn said our water heater masih bagus.", []],
  ]);
});

Deno.test("Indonesian conduct: sabar, jutek, fast respon, jujur of a person only", () => {
  assertStatements([
    ["Angie explained everything pelan-pelan, sabar banget orangnya.", [
      "communication:1",
      "professionalism:1",
    ]],
    ["Mark Lowe agak jutek, he answered pendek-pendek.", [
      "professionalism:-1",
    ]],
    ["Dana bikin saya nggak panik.", ["professionalism:1"]],
    ["Admin Bluebird fast respon banget.", ["communication:1"]],
    ["Office rescheduled 3 times, alasannya beda-beda terus.", [
      "scheduling:-1",
      "communication:-1",
    ]],
    ["Orangnya jujur, nggak maksa ganti unit.", ["honesty:1"]],
    ["Hampir ketipu.", ["honesty:-1"]],
    ["Bill sama persis with the quote.", ["honesty:1"]],
    // The filler "jujur" is no verdict on honesty.
    ["Jujur aja I was ragu to call Keystone.", []],
    ["Jujur, this is my first time nulis review.", []],
  ]);
});

Deno.test("Indonesian wave-offs, lukewarm words and answers", () => {
  assertStatements([
    ["Oksana was 40 min telat but she WA'd me before, jadi gpp lah.", [
      "punctuality:0",
      "communication:1",
    ]],
    ["Telat 30 menit, tapi ngabarin dulu, jadi gak apa-apa.", [
      "punctuality:0",
      "communication:1",
    ]],
    ["Boiler service was $220, mahal sih, but ya namanya juga Sydney.", [
      "price:0",
    ]],
    ["Kerjanya lumayan lah.", ["quality:0"]],
    ["Harganya lumayan.", ["price:0"]],
    // "Lumayan" before another word is a word of degree.
    ["We had to wait 3 more days, lumayan lama.", ["scheduling:-1"]],
    ["Kualitas 5/5, kebersihan 2/5.", ["quality:1", "cleanliness:-1"]],
  ]);
});
