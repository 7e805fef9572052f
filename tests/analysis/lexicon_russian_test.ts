/** lib/analysis/lexicon_russian.ts: the Russian and Ukrainian cue tables. */
import assert from "node:assert/strict";
import {
  opensRussianContrast,
  RUSSIAN_AND_WORDS,
  RUSSIAN_ASPECT_CUES,
  RUSSIAN_CONTRAST_WORDS,
  RUSSIAN_GENERAL_CUES,
  RUSSIAN_INTENSIFIERS,
  RUSSIAN_NEGATORS,
  RUSSIAN_TABLES,
  RUSSIAN_WAVE_OFFS,
  russianSpellings,
} from "../../lib/analysis/lexicon_russian.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertStatements,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Russian and Ukrainian cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["vovremya", "vchasno", "opozdal", "вовремя", "ne prishli"],
    scheduling: ["v tot zhe den", "otmenili", "nikto ne otvechaet"],
    price: ["dorogo", "doroho", "nedorogo", "deshevo", "дорого", "skidka"],
    quality: ["khaltura", "haltura", "kachestvenno", "opyat techet"],
    professionalism: ["vezhlivyi", "vezhlivyy", "grubyi", "khamstvo"],
    communication: ["ob'yasnil", "obyasnil", "nikto ne perezvonil"],
    cleanliness: ["chisto", "ubrali za soboi", "gryaz", "left bardak"],
    expertise: ["zolotye ruki", "ruki ne iz togo mesta", "золотые руки"],
    honesty: ["chestnyi", "chestnyy", "razvod", "obman", "без сюрпризов"],
  };
  assertLanguageTables(RUSSIAN_ASPECT_CUES, {
    holds,
    general: RUSSIAN_GENERAL_CUES,
  });
});

Deno.test("Russian cues come in every common transliteration, and Cyrillic 'ё' also as 'е'", () => {
  assert.deepEqual(russianSpellings(["khaltura ~ -2"]), [
    "khaltura|haltura ~ -2",
  ]);
  assert.deepEqual(russianSpellings(["{vsyo chisto|всё чисто} ~ +1"]), [
    "{vsyo chisto|vsio chisto|vse chisto|всё чисто|все чисто} ~ +1",
  ]);
  const bare = (aspect: keyof typeof RUSSIAN_ASPECT_CUES) =>
    RUSSIAN_ASPECT_CUES[aspect].flatMap((spec) =>
      spec.split(" ~ ")[0].split(/[\s{}|]+/)
    );
  for (const word of ["vovremia", "opozdal", "опоздал"]) {
    assert.ok(bare("punctuality").includes(word), word);
  }
  for (const word of ["vejlivyi", "vezhlivy", "vezhliviy", "nahamil"]) {
    assert.ok(bare("professionalism").includes(word), word);
  }
  assert.ok(bare("honesty").includes("chesnyi"));
  assert.ok(bare("quality").includes("течет"));
  assert.ok(
    RUSSIAN_GENERAL_CUES.some((spec) => spec.includes("molodec")),
  );
  assert.ok(RUSSIAN_INTENSIFIERS.includes("voobsche"));
  assert.ok(RUSSIAN_INTENSIFIERS.includes("voobshe"));
});

Deno.test("Russian and Ukrainian join the other languages' tables", () => {
  assertJoinsLanguageTables(RUSSIAN_TABLES, {
    holds: {
      negators: ["не"],
      contrastWords: ["но"],
      noAnswers: ["nyet"],
      hedgeAnswers: ["nemnozhko"],
    },
  });
});

Deno.test("words that are also English, French, Hindi or Turkish stay in phrases", () => {
  // "No", "net" and "i" are English, "ne" French and Hindi, "ale" English.
  for (const word of ["no", "net", "ne", "i", "ale", "vse", "nichego"]) {
    assert.ok(!RUSSIAN_NEGATORS.includes(word), word);
    assert.ok(!RUSSIAN_CONTRAST_WORDS.includes(word), word);
    assert.ok(!RUSSIAN_AND_WORDS.includes(word), word);
  }
  assert.ok(opensRussianContrast("no", "vsyo"));
  assert.ok(opensRussianContrast("no", "predupredil"));
  assert.ok(!opensRussianContrast("no", "problem"));
  assert.ok(!opensRussianContrast("no", "one"));
  assert.ok(!opensRussianContrast("no", "left"));
  assert.ok(!opensRussianContrast("no", undefined));
  for (
    const word of ["bardak", "kham", "ham", "chestno", "ubral", "dorogaya"]
  ) {
    for (
      const spec of [
        ...Object.values(RUSSIAN_ASPECT_CUES).flat(),
        ...RUSSIAN_GENERAL_CUES,
      ]
    ) {
      assert.ok(!spec.split(" ~ ")[0].split("|").includes(word), spec);
    }
  }
  assertStatements([
    ["No problem, they came on time.", ["punctuality:1"]],
    ["Jaz ne koi upsell nahi kiya.", ["honesty:1"]],
    ["My dorogaya wife found them on Google.", []],
    ["Chestno govorya, I expected worse.", []],
    ["I paid vovremya, they did not.", []],
  ]);
});

Deno.test("Russian money and timing: dorogo, ne dorogo, normalno, vchasno, opozdal", () => {
  assertStatements([
    ["Price for jetting - dorogo.", ["price:-1"]],
    ["Charged only service call, not dorogo.", ["price:1"]],
    ["Tony ne dorogo vzyal.", ["price:1"]],
    ["Не дорого.", ["price:1"]],
    ["Hot tub wiring, price normalno, like everybody in Ottawa.", [
      "price:0",
    ]],
    ["Price normalno, not cheap, not dorogo, somewhere in the middle.", [
      "price:0",
    ]],
    ["Ni dorogo ni deshevo.", ["price:0"]],
    ["Dorogo, no stoit svoikh deneg.", ["price:1"]],
    ["Оксана пришла вовремя.", ["punctuality:1"]],
    ["Oksana pryishla vchasno.", ["punctuality:1"]],
    ["He opozdal by an hour.", ["punctuality:-1"]],
    ["Tony ne opozdal.", ["punctuality:1"]],
    ["They otmenili my appointment twice.", ["scheduling:-1"]],
  ]);
});

Deno.test("Russian work and conduct: khaltura, zolotye ruki, vezhlivyi, razvod", () => {
  assertStatements([
    ["Khaltura.", ["quality:-1"]],
    ["Zolotye ruki!", ["expertise:1"]],
    ["Second tech, ruki ne iz togo mesta.", ["expertise:-1"]],
    ["Very vejlivy guy.", ["professionalism:1"]],
    ["Dale was rude, real kham.", ["professionalism:-1"]],
    ["Joy is good person, dobraya dusha.", ["professionalism:1"]],
    ["Zolotoy chelovek.", ["professionalism:1"]],
    ["They left bardak in basement.", ["cleanliness:-1"]],
    ["Убрали за собой, всё чисто.", ["cleanliness:1"]],
    ["Nichego ne ob'yasnil, just gave me the bill.", ["communication:-1"]],
    ["Opozdal na chas, no predupredil.", [
      "punctuality:-1",
      "communication:1",
    ]],
    ["Chestnyy chelovek.", ["honesty:1"]],
    ["Classic razvod.", ["honesty:-1"]],
    // Stock praise names no aspect, nor do thanks.
    ["Molodets!", []],
    ["Everything khorosho, recommending.", []],
    ["Spasibo Oleg and Tamika!", []],
  ]);
});

Deno.test("Russian wave-offs, answers and sub-ratings: ladno, tak sebe, Tsena 2/5", () => {
  assertStatements([
    ["Vince was 40 min late but he called before, so ladno.", [
      "punctuality:0",
    ]],
    ["He was 30 minutes late, nichego strashnogo.", ["punctuality:0"]],
    ["The work was tak sebe.", ["quality:0"]],
    ["Timeliness 5/5, tsena 2/5, chistota 4/5.", [
      "punctuality:1",
      "price:-1",
      "cleanliness:1",
    ]],
    ["Цена 2/5, качество 5/5.", ["price:-1", "quality:1"]],
  ]);
  assert.ok(
    RUSSIAN_WAVE_OFFS.some((words) => words.join(" ") === "nu ladno"),
  );
  assert.ok(
    RUSSIAN_WAVE_OFFS.some((words) => words.join(" ") === "ничего страшного"),
  );
  // "Chto delat" only after "no" or "nu": "ne znal chto delat" complains.
  assert.ok(
    RUSSIAN_WAVE_OFFS.some((words) => words.join(" ") === "no chto delat"),
  );
  assert.ok(
    !RUSSIAN_WAVE_OFFS.some((words) => words.join(" ") === "chto delat"),
  );
});
