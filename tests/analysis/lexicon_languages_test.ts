import assert from "node:assert/strict";
import { ASPECT_IDS } from "../../lib/schemas/mod.ts";
import {
  GUARDED_CONTRASTS,
  LANGUAGE_ASPECT_CUES,
  LANGUAGE_CONTRAST_WORDS,
  LANGUAGE_GENERAL_CUES,
  LANGUAGE_INTENSIFIERS,
  LANGUAGE_NEGATORS,
  LANGUAGE_SUB_RATING_LABELS,
  opensLanguageContrast,
} from "../../lib/analysis/lexicon_languages.ts";
import { opensGuardedContrast } from "../../lib/analysis/lexicon_spellings.ts";
import { FRENCH_ASPECT_CUES } from "../../lib/analysis/lexicon_french.ts";
import {
  SPANISH_ASPECT_CUES,
  SPANISH_GENERAL_CUES,
} from "../../lib/analysis/lexicon_spanish.ts";
import { sentenceStatements } from "../../lib/analysis/statements.ts";
import { assertCueSpec, viewOf } from "../helpers/analysis.ts";

function statements(text: string): string[] {
  return sentenceStatements(viewOf(text), new Set()).map((statement) =>
    `${statement.aspect}:${Math.sign(statement.score)}`
  ).sort();
}

Deno.test("cues in other languages are well formed, for every aspect", () => {
  for (const aspect of ASPECT_IDS) {
    assert.ok(LANGUAGE_ASPECT_CUES[aspect].length > 0, aspect);
    for (const spec of LANGUAGE_ASPECT_CUES[aspect]) {
      assertCueSpec(spec, aspect);
    }
  }
  for (const spec of LANGUAGE_GENERAL_CUES) assertCueSpec(spec, "general");
});

Deno.test("judging words in Spanish, French, Tagalog and Hindi name their aspects", () => {
  const cases: Array<[string, string[]]> = [
    ["Muy puntual, súper limpio pero bien caro.", [
      "cleanliness:1",
      "price:-1",
      "punctuality:1",
    ]],
    ["El técnico fue muy amable y nos explicó todo.", [
      "communication:1",
      "professionalism:1",
    ]],
    ["Très poli, pas cher!", ["price:1", "professionalism:1"]],
    ["Llegó tarde y no sabía nada.", ["expertise:-1", "punctuality:-1"]],
    ["Sobrang mabait ni kuya and magaling talaga.", [
      "expertise:1",
      "professionalism:1",
    ]],
    ["Nos cobraron de más.", ["price:-1"]],
    ["Honestly the guy was honesto, no upsell.", ["honesty:1"]],
    ["Nadie llegó hasta las 6:30 y nadie llamó.", [
      "communication:-1",
      "punctuality:-1",
    ]],
    ["Nos dio dos opciones sin presionar, cero sorpresas.", ["honesty:1"]],
    ["Puntualidad 5/5, precio 2/5.", ["price:-1", "punctuality:1"]],
    ["C'était cher en maudit, mais la job est bien faite.", [
      "price:-1",
      "quality:1",
    ]],
    ["Hindi sila on time, twice pa.", ["punctuality:-1"]],
    // Quebec French as it is written in English reviews.
    ["Dispendieux en maudit pour trois prises.", ["price:-1"]],
    ["Fini en deux jours comme promis.", ["scheduling:1"]],
    ["La fournaise roule comme une neuve.", ["quality:1"]],
    ["Claire a été un peu sèche avec moi.", ["professionalism:-1"]],
    ["Moose a laissé de la boue sur le tapis.", ["cleanliness:-1"]],
    ["Rob a été franc avec nous.", ["honesty:1"]],
    ["Super bait ni Angie, pero medyo makalat.", [
      "cleanliness:-1",
      "professionalism:1",
    ]],
  ];
  for (const [text, expected] of cases) {
    assert.deepEqual(
      statements(text).filter((s) => expected.includes(s)),
      expected,
      text,
    );
  }
});

Deno.test("English words that look like the borrowed ones stay silent", () => {
  for (
    const text of [
      "My neighbour is a regular at the same gym.",
      "We ordered a tres leches cake for the party.",
      "Cher was on the radio, and the dog is named Bueno.",
      "There was a pile of rubble, and we paid in francs.",
    ]
  ) {
    assert.deepEqual(statements(text), [], text);
  }
  // English words inside English phrases keep their English reading.
  assert.deepEqual(statements("Classic bait and switch."), ["honesty:-1"]);
  assert.deepEqual(statements("The wiring he left is super fine."), []);
});

Deno.test("French, from its own module, joins the other languages' tables", () => {
  for (const word of ["pas", "jamais", "rien", "sans"]) {
    assert.ok(LANGUAGE_NEGATORS.includes(word), word);
  }
  assert.ok(LANGUAGE_CONTRAST_WORDS.includes("mais"));
  assert.ok(LANGUAGE_CONTRAST_WORDS.includes("cependant"));
  assert.ok(LANGUAGE_INTENSIFIERS.includes("très"));
  const labels = new Map(LANGUAGE_SUB_RATING_LABELS);
  assert.equal(labels.get("prix"), "price");
  assert.equal(labels.get("precio"), "price");
  assert.equal(labels.get("proprete"), "cleanliness");
  for (const aspect of ASPECT_IDS) {
    for (const spec of FRENCH_ASPECT_CUES[aspect]) {
      assert.ok(LANGUAGE_ASPECT_CUES[aspect].includes(spec), spec);
    }
  }
  // The Spanish entries stay.
  assert.ok(
    LANGUAGE_ASPECT_CUES.price.includes(
      "{dinero tirado|tirar el dinero|un robo|un abuso} ~ -2",
    ),
  );
});

Deno.test("Spanish, from its own module, joins the other languages' tables", () => {
  for (const word of ["nunca", "sin", "ni", "tampoco"]) {
    assert.ok(LANGUAGE_NEGATORS.includes(word), word);
  }
  for (const word of ["pero", "aunque", "embargo"]) {
    assert.ok(LANGUAGE_CONTRAST_WORDS.includes(word), word);
  }
  assert.ok(LANGUAGE_INTENSIFIERS.includes("muy"));
  assert.ok(LANGUAGE_INTENSIFIERS.includes("sumamente"));
  const labels = new Map(LANGUAGE_SUB_RATING_LABELS);
  assert.equal(labels.get("profesionalismo"), "professionalism");
  assert.equal(labels.get("puntualidad"), "punctuality");
  for (const aspect of ASPECT_IDS) {
    for (const spec of SPANISH_ASPECT_CUES[aspect]) {
      assert.ok(LANGUAGE_ASPECT_CUES[aspect].includes(spec), spec);
    }
  }
  for (const spec of SPANISH_GENERAL_CUES) {
    assert.ok(LANGUAGE_GENERAL_CUES.includes(spec), spec);
  }
  // The entries that mix Spanish with French stay here.
  assert.ok(
    LANGUAGE_ASPECT_CUES.punctuality.includes(
      "{a tiempo|a la hora|a la hora acordada|à l'heure|a l'heure} ~ +1",
    ),
  );
});

Deno.test("opensLanguageContrast passes over other words as the full test does", () => {
  // Its shortcut for words that are no guarded "but" gives what asking
  // every language would.
  const words = [
    ...GUARDED_CONTRASTS.flatMap((contrast) => contrast.words),
    "but",
    "ale",
    "the",
    "",
  ];
  const nexts = [
    ...GUARDED_CONTRASTS.flatMap((contrast) => [...contrast.openers]),
    "ginger",
    undefined,
  ];
  for (const word of words) {
    for (const next of nexts) {
      assert.equal(
        opensLanguageContrast(word, next),
        GUARDED_CONTRASTS.some((contrast) =>
          opensGuardedContrast(contrast, word, next)
        ),
      );
    }
  }
});
