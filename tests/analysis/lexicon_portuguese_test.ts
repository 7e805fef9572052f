/** lib/analysis/lexicon_portuguese.ts: the Portuguese cue tables. */
import assert from "node:assert/strict";
import {
  PORTUGUESE_ASPECT_CUES,
  PORTUGUESE_GENERAL_CUES,
  PORTUGUESE_TABLES,
} from "../../lib/analysis/lexicon_portuguese.ts";
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

Deno.test("every aspect has well-formed Portuguese cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["pontual", "atrasou", "deu o cano"],
    scheduling: ["ninguém atende"],
    price: ["caríssimo", "salgado", "preço justo"],
    quality: ["caprichou", "gambiarra", "bem feito"],
    professionalism: ["gente boa", "sangue bom", "atencioso"],
    communication: ["explicou", "sem avisar"],
    cleanliness: ["limpou tudo"],
    expertise: ["manja", "matou a charada", "batendo cabeça"],
    honesty: ["cara de pau", "enrolou", "malandragem"],
  };
  assertLanguageTables(PORTUGUESE_ASPECT_CUES, {
    holds,
    general: PORTUGUESE_GENERAL_CUES,
  });
});

Deno.test("Portuguese joins the other languages' tables", () => {
  assertJoinsLanguageTables(PORTUGUESE_TABLES, {
    holds: {
      negators: ["não"],
      intensifiers: ["muito"],
      contrastWords: ["porém"],
      andWords: ["depois"],
      noAnswers: ["nem a pau"],
      hedgeAnswers: ["um pouco"],
      waveOffs: ["fazer o quê"],
      subRatingLabels: ["preço"],
    },
  });
  // "Mas" is "but" only before a Portuguese word, not Spanish "more".
  assert.ok(opensLanguageContrast("mas", "chegou"));
  assert.ok(!opensLanguageContrast("mas", "o"));
});

Deno.test("Portuguese words that are English, another language's or too short are no cues alone", () => {
  const others = [
    "a",
    "e",
    "o",
    "no",
    "na",
    "mas",
    "pra",
    "bom",
    "bem",
    "cara",
    "grosso",
    "brinco",
    "justo",
    "sujeira",
    "rim",
    "parto",
    "doce",
  ];
  assertNoLoneWords(PORTUGUESE_TABLES, others);
  for (const word of ["mas", "pra", "bom"]) {
    assert.ok(!LANGUAGE_AND_WORDS.includes(word), word);
    assert.ok(!LANGUAGE_CONTRAST_WORDS.includes(word), word);
  }
  assertStatements([
    // A previous owner's hack and the mess before the visit are no verdicts.
    ["Anos de gambiarra do antigo dono under the sink.", []],
    ["Tava uma sujeira só under the sink before they came.", []],
  ]);
});

Deno.test("Portuguese timing and price: pontual, deu o cano, salgado, facada", () => {
  assertStatements([
    ["Chegou no horário.", ["punctuality:1"]],
    ["O técnico atrasou.", ["punctuality:-1"]],
    ["O cara deu o cano.", ["punctuality:-1"]],
    ["Ninguém atende o telefone.", ["scheduling:-1"]],
    ["The bill foi salgado.", ["price:-1"]],
    ["The trenchless foi uma facada.", ["price:-1"]],
    ["Preço justo.", ["price:1"]],
  ]);
});

Deno.test("Portuguese work, manners and the rest: caprichou, gente boa, cara de pau", () => {
  assertStatements([
    ["Will caprichou on the install.", ["quality:1"]],
    ["He did a gambiarra with tape.", ["quality:-1"]],
    ["The thermostat ficou torto on the wall.", ["quality:-1"]],
    ["Frank é gente boa demais.", ["professionalism:1"]],
    ["Explicou tudo direitinho.", ["communication:1"]],
    ["Eles limparam tudo.", ["cleanliness:1"]],
    ["Hector matou a charada.", ["expertise:1"]],
    ["Que cara de pau.", ["honesty:-1"]],
  ]);
});
