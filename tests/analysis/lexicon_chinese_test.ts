/** lib/analysis/lexicon_chinese.ts: the Mandarin cue tables. */
import assert from "node:assert/strict";
import {
  CHINESE_ASPECT_CUES,
  CHINESE_GENERAL_CUES,
  CHINESE_TABLES,
  chineseSpellings,
  simplified,
  spacedHan,
} from "../../lib/analysis/lexicon_chinese.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertNoLoneWords,
} from "../helpers/analysis.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";

Deno.test("every aspect has well-formed Mandarin cues", () => {
  assertLanguageTables(CHINESE_ASPECT_CUES, {
    holds: {
      punctuality: ["zhun shi", "chi dao", "準 時", "准 时", "遲 到"],
      scheduling: ["gai qi", "改 期"],
      price: ["tai gui", "pian yi", "公 道", "搶 錢", "抢 钱"],
      quality: ["zheng qi", "xi xin", "細 心"],
      professionalism: ["zhuan ye", "li mao", "專 業", "专 业"],
      communication: ["jie shi", "解 釋", "解 释"],
      cleanliness: ["gan jing", "乾 淨", "干 净"],
      expertise: ["li hai", "厲 害"],
      honesty: ["pian zi", "騙 子", "骗 子"],
    },
    general: CHINESE_GENERAL_CUES,
  });
});

Deno.test("Mandarin joins the other languages' tables", () => {
  assertJoinsLanguageTables(CHINESE_TABLES, {
    holds: {
      negators: ["bu", "不", "沒"],
      contrastWords: ["但"],
      waveOffs: ["mei guan xi"],
    },
  });
});

Deno.test("Mandarin characters are spaced and simplified", () => {
  assert.equal(spacedHan("{準時|CP值} ~ +1"), "{準 時|CP 值} ~ +1");
  assert.equal(simplified("準時，錢白花"), "准时，钱白花");
  assert.deepEqual(chineseSpellings(["{很爛|hen lan} ~ -2"]), [
    "{很 爛|hen lan} ~ -2",
    "{很 烂|hen lan} ~ -2",
  ]);
});

Deno.test("short pinyin syllables that are English words are no cues alone", () => {
  assertNoLoneWords(CHINESE_TABLES, [
    "hen",
    "bu",
    "le",
    "hao",
    "gui",
    "ma",
    "mei",
    "tai",
  ]);
});

Deno.test("Chinese characters are words, full-width marks punctuation", () => {
  const { tokens } = tokenize("Deano 師傅準時到，很乾淨。");
  assert.deepEqual(
    tokens.map((token) => token.norm),
    ["deano", "師", "傅", "準", "時", "到", ",", "很", "乾", "淨", "."],
  );
  assert.deepEqual(
    tokens.filter((token) => token.punct).map((token) => token.text),
    ["，", "。"],
  );
  assert.equal(tokens[4].start, 9);
});
