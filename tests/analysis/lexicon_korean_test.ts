/** lib/analysis/lexicon_korean.ts: the Korean cue tables. */
import assert from "node:assert/strict";
import {
  KOREAN_ASPECT_CUES,
  KOREAN_GENERAL_CUES,
  KOREAN_TABLES,
} from "../../lib/analysis/lexicon_korean.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertNoLoneWords,
} from "../helpers/analysis.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";

Deno.test("every aspect has well-formed Korean cues", () => {
  assertLanguageTables(KOREAN_ASPECT_CUES, {
    holds: {
      punctuality: ["neujeo", "늦"],
      scheduling: ["dangil", "당일"],
      price: ["bissada", "ssada", "비싸", "바가지"],
      quality: ["kkomkkom", "꼼꼼"],
      professionalism: ["chinjeol", "친절", "불친절"],
      communication: ["seolmyeong", "설명"],
      cleanliness: ["kkaekkeut", "깨끗"],
      expertise: ["전문가"],
      honesty: ["sagi", "사기", "geojitmal", "정직"],
    },
    general: KOREAN_GENERAL_CUES,
  });
});

Deno.test("Korean joins the other languages' tables", () => {
  assertJoinsLanguageTables(KOREAN_TABLES, {
    holds: {
      negators: ["안", "못"],
      intensifiers: ["jinjja", "진짜", "너무"],
      contrastWords: ["geunde", "근데", "하지만"],
      waveOffs: ["gwaenchana"],
    },
  });
});

Deno.test("short romanised syllables that are English words are no cues alone", () => {
  assertNoLoneWords(KOREAN_TABLES, ["an", "jal", "mot", "ye", "ne", "do"]);
  for (const word of ["an", "jal", "mot", "ye", "ne", "do"]) {
    assert.ok(!KOREAN_TABLES.negators.includes(word), word);
  }
});

Deno.test("a Hangul word with its endings meets its cue's stem", () => {
  const { tokens } = tokenize("친절하시고 깨끗하게 했어요, 늦었어요");
  assert.deepEqual(
    tokens.filter((token) => !token.punct).map((token) => token.lemma),
    ["친절", "깨끗", "했", "늦"],
  );
});
