/** lib/analysis/lexicon_vietnamese.ts: the Vietnamese cue tables. */
import assert from "node:assert/strict";
import {
  VIETNAMESE_ASPECT_CUES,
  VIETNAMESE_GENERAL_CUES,
  VIETNAMESE_TABLES,
  vietnameseSpellings,
  withoutVietnameseMarks,
} from "../../lib/analysis/lexicon_vietnamese.ts";
import {
  LANGUAGE_AND_WORDS,
  LANGUAGE_CONTRAST_WORDS,
} from "../../lib/analysis/lexicon_languages.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertNoLoneWords,
  assertStatements,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Vietnamese cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["đúng giờ", "dung gio", "tới trễ", "den tre"],
    scheduling: ["tới liền", "dời lịch", "không ai bắt máy"],
    price: ["mắc", "giá rẻ", "gia re", "hợp lý", "đáng tiền"],
    quality: ["làm kỹ", "lam ky", "làm ẩu", "vẫn rỉ nước"],
    professionalism: ["dễ thương", "de thuong", "cộc lốc", "lịch sự"],
    communication: ["giải thích", "không ai báo trước", "khong ai bao truoc"],
    cleanliness: ["sạch sẽ", "sach se", "cởi giày", "để lại rác"],
    expertise: ["rành nghề", "biết liền", "giỏi"],
    honesty: ["thật thà", "lừa đảo", "lua dao", "chưa cần thay"],
  };
  assertLanguageTables(VIETNAMESE_ASPECT_CUES, {
    holds,
    general: VIETNAMESE_GENERAL_CUES,
  });
});

Deno.test("Vietnamese joins the other languages' tables", () => {
  assertJoinsLanguageTables(VIETNAMESE_TABLES, {
    holds: {
      negators: ["không", "khong"],
      contrastWords: ["nhưng"],
      andWords: ["rồi"],
      noAnswers: ["không"],
      hedgeAnswers: ["hơi hơi"],
      waveOffs: ["không sao"],
      subRatingLabels: ["giá"],
    },
  });
});

Deno.test("Vietnamese spellings drop the marks, but not of lone short words", () => {
  assert.equal(
    withoutVietnameseMarks("Đúng giờ, sạch sẽ"),
    "Dung gio, sach se",
  );
  assert.deepEqual(vietnameseSpellings(["{giá rẻ|rẻ hơn} ~ +1"]), [
    "{giá rẻ|rẻ hơn} ~ +1",
    "{gia re|re hon} ~ +1",
  ]);
  assert.deepEqual(vietnameseSpellings(["rẻ ~ +1"]), ["rẻ ~ +1"]);
  assert.deepEqual(vietnameseSpellings(["{kỹ|kỹ lưỡng} ~ +1"]), [
    "{kỹ|kỹ lưỡng} ~ +1",
    "{ky luong} ~ +1",
  ]);
});

Deno.test("unmarked Vietnamese words that are English or names are no cues alone", () => {
  assertNoLoneWords(VIETNAMESE_TABLES, [
    "tho",
    "den",
    "gia",
    "sach",
    "lam",
    "dep",
    "re",
    "mac",
    "dat",
    "do",
    "con",
    "ban",
    "hon",
    "tot",
    "ky",
    "au",
    "chat",
    "coc",
    "quat",
    "te",
    "chan",
  ]);
  for (const word of ["va", "roi"]) {
    assert.ok(!LANGUAGE_AND_WORDS.includes(word), word);
    assert.ok(!LANGUAGE_CONTRAST_WORDS.includes(word), word);
  }
});

Deno.test("Vietnamese reviews, with and without marks", () => {
  assertStatements([
    ["Thợ tới trễ 2 tiếng.", ["punctuality:-1"]],
    ["tho den tre 2 tieng", ["punctuality:-1"]],
    ["dung gio, sach se, gia re.", [
      "punctuality:1",
      "cleanliness:1",
      "price:1",
    ]],
    ["Claire tính giá phải chăng, làm cẩn thận.", ["price:1", "quality:1"]],
    ["Richie làm kỹ lắm.", ["quality:1"]],
    ["Anh Bill Nguyen dễ thương, vui vẻ.", ["professionalism:1"]],
    ["Bill cao hơn báo giá, lừa đảo.", ["honesty:-1"]],
    ["Không rẻ đâu.", ["price:-1"]],
    ["Anh Luis nói không cần thay, thật thà.", ["honesty:1"]],
    // The reviewer's own English, and vague praise, name no aspect.
    ["Tiếng Anh tôi không giỏi.", []],
    ["Thợ tốt lắm!!", []],
    // "Tom" and "Gia" are names, "den" an English room.
    ["Tom fixed the outlet in the den.", []],
  ]);
});
