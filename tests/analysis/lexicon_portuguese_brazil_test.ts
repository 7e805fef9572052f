/** lib/analysis/lexicon_portuguese_brazil.ts: Brazilian Portuguese cues. */
import assert from "node:assert/strict";
import { isNegatorLookalike } from "../../lib/analysis/lexicon_languages.ts";
import { assertStatements } from "../helpers/analysis.ts";

Deno.test("Brazilian timing, price and work: tava aqui em 40 minutos, valeu cada centavo, entupiu de novo", () => {
  assertStatements([
    ["Em 40 minutos o Shawn tava aqui.", ["scheduling:1"]],
    ["Desmarcaram de novo.", ["scheduling:-1"]],
    ["Valeu cada centavo.", ["price:1"]],
    ["Isso é um roubo!", ["price:-1"]],
    ["Três semanas depois entupiu tudo de novo.", ["quality:-1"]],
    ["O banheiro ficou um sonho.", ["quality:1"]],
  ]);
});

Deno.test("Brazilian manners, talk, mess, skill and honesty", () => {
  assertStatements([
    ["A moça foi uma simpatia.", ["professionalism:1"]],
    ["Falou comigo como se eu fosse burra.", ["professionalism:-1"]],
    ["Me mandou o vídeo no WhatsApp.", ["communication:1"]],
    ["Deixaram lama no tapete.", ["cleanliness:-1"]],
    ["O Hec achou em 15 minutos.", ["expertise:1"]],
    ["Zero surpresa.", ["honesty:1"]],
    ["Tentou me vender o plano três vezes.", ["honesty:-1"]],
  ]);
});

Deno.test("Portuguese 'no' (in the) before a Portuguese noun negates nothing", () => {
  assert.ok(isNegatorLookalike("no", "whatsapp"));
  assert.ok(!isNegatorLookalike("no", "mess"));
});
