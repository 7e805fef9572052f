/**
 * Mandarin judging words, as Chinese-American, Taiwanese and other
 * Mandarin-speaking customers mix them into English reviews, in pinyin
 * without tones ("hen zhun shi", "tai gui le", "bu cuo", "pian zi", "CP zhi
 * hen gao") or in characters, traditional or simplified ("準時", "很爛",
 * "錢白花", "价格公道"): English cues cannot see them, so such a review lost
 * its aspects. They are cues like the English ones (`lexicon.ts` describes
 * the entries; `lexicon_chinese_cues.ts` lists them): the rules read them
 * as they read English, and the trained model weighs them by the cue-kind
 * features it learned from English.
 *
 * Chinese writes no spaces; the tokenizer makes each character a word
 * (`text_han.ts`), so each entry written in characters is spaced here
 * ("準時" → "準 時") and also given in simplified characters ("准 时").
 * Pinyin is typed a syllable a word, and many of its syllables are English
 * words or names ("hen", "bu", "le", "hao", "gui", "ma", "mei", "tai"):
 * they appear only in phrases ("tai gui", "bu cuo"), never alone, and
 * "mei" (also a name) is no negator; "bu" and the characters "不", "沒"
 * negate what follows ("不專業", "沒禮貌", "bu zhuan ye").
 *
 * Choices: "chi dao" (late) is punctuality negative, "zhun shi wan gong"
 * (finished when promised) scheduling; "xi xin" and "zheng qi" (careful,
 * neat) describe the work, quality; "zhuan ye", "you li mao" and "you nai
 * xin" manners; "li hai" (good at it) expertise; "bu yong huan" (no need
 * to replace) honesty, and "tui xiao" (hard selling) honesty negative.
 * "Hen hao", "bu cuo" and "hen lan" alone are vague. "Mei guan xi" (never
 * mind) waves a complaint off. "Dan shi" and "ke shi" (but) open a
 * contrast, as "但" does.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import {
  byAspect,
  compact,
  type LanguageTables,
  phraseWords,
} from "./lexicon_spellings.ts";
import { CHINESE_CUES, CHINESE_GENERAL } from "./lexicon_chinese_cues.ts";

/** A Chinese character. */
const HAN = /\p{Script=Han}/u;

/**
 * Traditional characters of the tables whose simplified form differs, as
 * `[traditional, simplified]` strings of the same length.
 */
const SIMPLIFIED: readonly [string, string] = [
  "準時遲來點鴿從沒過錯當馬還鐘約難貴價錢費實劃爭騙細麼壞熱換專業禮親煩機態" +
  "兇對說話釋講會國語詳淨掃脫塵髒亂腳厲經驗豐題誠報樣讓決買銷賣這讚滿湯譜們" +
  "給電傳訊動開關係徹請問別務搶氣爛薦處蠻訴詐較車連間靜齊應該聯絡壓乾",
  "准时迟来点鸽从没过错当马还钟约难贵价钱费实划争骗细么坏热换专业礼亲烦机态" +
  "凶对说话释讲会国语详净扫脱尘脏乱脚厉经验丰题诚报样让决买销卖这赞满汤谱们" +
  "给电传讯动开关系彻请问别务抢气烂荐处蛮诉诈较车连间静齐应该联络压干",
];

/** Each traditional character and its simplified form. */
const TO_SIMPLIFIED: ReadonlyMap<string, string> = new Map(
  [...SIMPLIFIED[0]].map((char, i) => [char, [...SIMPLIFIED[1]][i]]),
);

/**
 * A text in simplified characters ("準時" → "准时"); other characters stay.
 *
 * @param text Any text.
 * @returns The text with the tables' traditional characters simplified.
 */
export function simplified(text: string): string {
  return [...text].map((char) => TO_SIMPLIFIED.get(char) ?? char).join("");
}

/**
 * A pattern with a space between each character and whatever touches it,
 * as the tokenizer splits them ("{準時|CP值}" → "{準 時|CP 值}").
 *
 * @param pattern A pattern or entry.
 * @returns The spaced pattern.
 */
export function spacedHan(pattern: string): string {
  let out = "";
  let previous = "";
  for (const char of pattern) {
    if (
      previous !== "" && (HAN.test(char) || HAN.test(previous)) &&
      /[^\s{}|*~]/u.test(char) && /[^\s{}|*~]/u.test(previous)
    ) {
      out += " ";
    }
    out += char;
    previous = char;
  }
  return out;
}

/**
 * The spellings of Mandarin entries: each spaced (`spacedHan`) and
 * compacted, then in simplified characters where that differs.
 *
 * @param specs Entries, their characters traditional.
 * @returns Every spelling, each once.
 */
export function chineseSpellings(specs: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const spec of specs) {
    const spaced = compact(spacedHan(spec));
    forms.add(spaced);
    forms.add(simplified(spaced));
  }
  return [...forms];
}

/** Mandarin cues, per aspect, traditional and simplified. */
export const CHINESE_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => chineseSpellings(CHINESE_CUES[aspect]));

/** General opinion words in Mandarin (no aspect of their own). */
export const CHINESE_GENERAL_CUES: readonly string[] = chineseSpellings(
  CHINESE_GENERAL,
);

/** Mandarin words that negate what follows ("不", "沒", "bu"). */
export const CHINESE_NEGATORS: readonly string[] = [
  "bu",
  "不",
  "沒",
  "没",
  "別",
  "别",
];

/** Mandarin words that strengthen the next opinion word ("很", "hen"). */
export const CHINESE_INTENSIFIERS: readonly string[] = [
  "hen",
  "feichang",
  "很",
  "超",
  "太",
];

/** Mandarin words that start a contrasting clause ("但", "danshi"). */
export const CHINESE_CONTRAST_WORDS: readonly string[] = [
  "但",
  "danshi",
  "keshi",
  "buguo",
];

/** Names of aspects in Mandarin sub-ratings (none: they are two words). */
export const CHINESE_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [];

/**
 * Phrases that look like Mandarin cues but are none: a question about the
 * price ("gui bu gui", "貴不貴").
 */
export const CHINESE_NEUTRALIZERS: readonly string[] = chineseSpellings([
  "gui bu gui",
  "貴不貴",
]);

/** Answers that deny a question before them ("Gui ma? Bu hui."). */
export const CHINESE_NO_ANSWERS: readonly (readonly string[])[] = phraseWords(
  chineseSpellings(["bu hui", "mei you", "不會", "沒有"]),
);

/** Answers that grant a question only in part ("You dian."). */
export const CHINESE_HEDGE_ANSWERS: readonly (readonly string[])[] =
  phraseWords(chineseSpellings(["you dian", "you yi dian", "有點", "有一點"]));

/**
 * Words that wave a complaint off ("chi dao 15 fen zhong, but she text me
 * first, mei guan xi la"): the labelled sets make it neutral
 * (softeners.ts).
 */
export const CHINESE_WAVE_OFFS: readonly (readonly string[])[] = phraseWords(
  chineseSpellings([
    "mei guan xi",
    "mei guanxi",
    "meiguanxi",
    "沒關係",
    "mei shi",
    "suan le",
    "算了",
    "ke yi li jie",
    "可以理解",
  ]),
);

/** The Mandarin tables, as `lexicon_languages.ts` joins them. */
export const CHINESE_TABLES: LanguageTables = {
  aspectCues: CHINESE_ASPECT_CUES,
  general: CHINESE_GENERAL_CUES,
  negators: CHINESE_NEGATORS,
  intensifiers: CHINESE_INTENSIFIERS,
  andWords: [],
  contrastWords: CHINESE_CONTRAST_WORDS,
  subRatingLabels: CHINESE_SUB_RATING_LABELS,
  neutralizers: CHINESE_NEUTRALIZERS,
  noAnswers: CHINESE_NO_ANSWERS,
  hedgeAnswers: CHINESE_HEDGE_ANSWERS,
  waveOffs: CHINESE_WAVE_OFFS,
  guardedContrast: {
    words: ["dan", "ke", "可"],
    openers: new Set(["shi", "是"]),
  },
};
