/**
 * Korean judging words, as Korean-American customers and their children
 * mix them into English reviews, romanised ("daebak", "jinjja bissada",
 * "chinjeol-hae", "kkaekkeut", "sigan jal jikyeo", "sagi") or in Hangul
 * ("대박", "친절하시고", "깨끗하게", "늦었어요", "가격 착해요"): English cues
 * cannot see them, so such a review lost its aspects. They are cues like
 * the English ones (`lexicon.ts` describes the entries;
 * `lexicon_korean_cues.ts` lists them): the rules read them as they read
 * English, and the trained model weighs them by the cue-kind features it
 * learned from English.
 *
 * Korean glues endings to the stem; the tokenizer gives each Hangul word
 * its stem as lemma (`text_hangul.ts`), so a Hangul cue names the stem
 * ("깨끗"). Romanised Korean is typed as heard, in Revised Romanisation and
 * informal spellings ("jinjja", "jinja"; "bissada", "bissa"), often with a
 * hyphen before the verb ("chinjeol-hae"), which the tokenizer splits off.
 * Short syllables that are English words ("an", "jal", "mot", "ye", "ne",
 * "do") count only inside phrases; "안" and "못" negate what follows.
 *
 * Choices: "neujeo" (late) is punctuality, "dangil" (same day) scheduling;
 * "bissada" blames the price, "ssada" and "가격 착해" praise it, "바가지" is
 * a rip-off. "Kkomkkom" (meticulous) describes the work, quality;
 * "chinjeol" and "nunchi" manners; "seolmyeong" explaining; "kkaekkeut"
 * and taking the shoes off the cleaning up; "sillyeok" (skill) expertise;
 * "jeongjik" (honest) and "sagi" (fraud) honesty. "Daebak", "choego" and
 * "byeollo" alone are vague; the sighs "aigoo" and "aish" are no cues
 * (the labels hang them on complaints and on plain stories alike). "Gwaenchana" (it's fine) waves a complaint off. "Geunde",
 * "hajiman" and "근데" (but) open a contrast. "Ajusshi" (mister) and the
 * family words ("umma", "halmeoni") are no cues.
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
import { KOREAN_CUES, KOREAN_GENERAL } from "./lexicon_korean_cues.ts";

/** Korean cues, per aspect. */
export const KOREAN_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => KOREAN_CUES[aspect].map(compact));

/** General opinion words in Korean (no aspect of their own). */
export const KOREAN_GENERAL_CUES: readonly string[] = KOREAN_GENERAL.map(
  compact,
);

/** Korean words that negate what follows ("안 깨끗해요", "못 고쳤어요"). */
export const KOREAN_NEGATORS: readonly string[] = ["안", "못", "않"];

/** Korean words that strengthen the next opinion word ("jinjja", "너무"). */
export const KOREAN_INTENSIFIERS: readonly string[] = [
  "jinjja",
  "jinja",
  "jeongmal",
  "neomu",
  "nomu",
  "wanjeon",
  "eomcheong",
  "eomchung",
  "maeu",
  "진짜",
  "정말",
  "너무",
  "완전",
  "엄청",
  "아주",
  "매우",
  "넘",
];

/** Korean words that start a contrasting clause ("geunde", "하지만"). */
export const KOREAN_CONTRAST_WORDS: readonly string[] = [
  "geunde",
  "geundae",
  "hajiman",
  "geureonde",
  "geuraedo",
  "근데",
  "하지만",
  "그런데",
  "그래도",
  "그렇지만",
];

/** Names of aspects in Korean sub-ratings ("가격 4/5"). */
export const KOREAN_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["가격", "price"],
  ["청결", "cleanliness"],
  ["친절도", "professionalism"],
];

/** Answers that deny a question before them ("Bissayo? Aniyo."). */
export const KOREAN_NO_ANSWERS: readonly (readonly string[])[] = phraseWords([
  "aniyo",
  "anieyo",
  "아니요",
  "아뇨",
]);

/** Answers that grant a question only in part ("Jogeum."). */
export const KOREAN_HEDGE_ANSWERS: readonly (readonly string[])[] = phraseWords(
  ["jogeum", "yakgan", "조금", "약간"],
);

/**
 * Words that wave a complaint off ("2 hours late but texted ahead so
 * gwaenchana"): the labelled sets make it neutral (softeners.ts).
 */
export const KOREAN_WAVE_OFFS: readonly (readonly string[])[] = phraseWords([
  "gwaenchana",
  "gwaenchanha",
  "gwaenchanhayo",
  "gwenchana",
  "괜찮아",
]);

/** The Korean tables, as `lexicon_languages.ts` joins them. */
export const KOREAN_TABLES: LanguageTables = {
  aspectCues: KOREAN_ASPECT_CUES,
  general: KOREAN_GENERAL_CUES,
  negators: KOREAN_NEGATORS,
  intensifiers: KOREAN_INTENSIFIERS,
  andWords: [],
  contrastWords: KOREAN_CONTRAST_WORDS,
  subRatingLabels: KOREAN_SUB_RATING_LABELS,
  neutralizers: [],
  noAnswers: KOREAN_NO_ANSWERS,
  hedgeAnswers: KOREAN_HEDGE_ANSWERS,
  waveOffs: KOREAN_WAVE_OFFS,
};
