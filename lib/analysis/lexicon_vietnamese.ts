/**
 * Vietnamese judging words, as Vietnamese-American customers write whole
 * reviews in Vietnamese or mix it into English ("thợ tới trễ 2 tiếng",
 * "giá hợp lý", "làm kỹ lắm", "dọn sạch sẽ", "không ai báo trước", "anh
 * thợ dễ thương", "lừa đảo"): English cues cannot see them, so such a
 * review lost its aspects. They are cues like the English ones
 * (`lexicon.ts` describes the entries; `lexicon_vietnamese_cues.ts` lists
 * them): the rules read them as they read English, and the trained model
 * weighs them by the cue-kind features it learned from English.
 *
 * Vietnamese writes one syllable a word, with tone marks and the letter
 * "đ"; many typists leave all of them off ("dung gio, sach se, gia re").
 * Every entry is therefore listed as written and without its marks, "đ"
 * read as "d" (`vietnameseSpellings`). Without its marks a short word is
 * often English or a name ("tho", "den", "gia", "lam", "dep", "re", "mac",
 * "do", "con", "ban"), so a lone word of four letters or fewer keeps only
 * its marked spelling ("rẻ", "mắc", "đẹp", "kỹ", "dơ"); inside a phrase
 * the plain spelling is kept ("gia re", "tho den tre", "lam ky"), except
 * where the phrase is English or another phrase too: "charge them"
 * ("thêm"), "van den" (a Dutch name, "vẫn đến"), "gia hoi" ("giá hời",
 * but also "giá hơi mắc").
 *
 * Vietnamese negates with a word before the verb ("không", "chưa",
 * "chẳng", and "hông" in texting), so these are negators; "ko" is the Hindi
 * "to" ("papa ko samjhaya") and is left out. Phrases
 * whose sense is not their words' ("không sao": never mind; "không cần
 * thay": no need to replace, the contract's honesty) are cues or wave-offs
 * of their own with a fixed polarity. "Nhưng" (but) opens a contrast, but its unmarked "nhung" does not
 * ("nhung ma thoi": but oh well);
 * "rồi" (then) and "và" (and) join clauses.
 *
 * Choices: "tới trễ" is punctuality negative, "cũng coi như đúng giờ"
 * neutral; "tới liền", "vẫn chịu tới" at night are scheduling. "Giá" alone
 * is a weak price term; "hợp lý", "phải chăng" and "đáng tiền" praise the
 * price, "chỗ khác rẻ hơn" blames it. "Đẹp", "gọn gàng" and "kỹ" describe
 * workmanship (quality); "sạch sẽ", "dọn dẹp", "cởi giày" the cleaning up.
 * "Tốt" alone is vague praise. "Tiếng Anh không giỏi" speaks of the
 * reviewer, not of skill, and is no cue.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import {
  byAspect,
  compact,
  type LanguageTables,
  phraseWords,
  withoutAccents,
} from "./lexicon_spellings.ts";
import {
  VIETNAMESE_CUES,
  VIETNAMESE_GENERAL,
  VIETNAMESE_MARKED_CUES,
} from "./lexicon_vietnamese_cues.ts";

/**
 * A text without its tone and vowel marks, "đ" read as "d" ("đúng giờ" →
 * "dung gio").
 *
 * @param text The text.
 * @returns The text without marks.
 */
export function withoutVietnameseMarks(text: string): string {
  return withoutAccents(text).replaceAll("đ", "d").replaceAll("Đ", "D");
}

/** The longest lone unmarked word kept only in its marked spelling. */
const SHORT_WORD = 4;

/**
 * The unmarked spelling of a pattern, without the lone short words that
 * lose their marks ("rẻ" → nothing, "{rẻ|giá rẻ}" → "{gia re}").
 *
 * @param pattern A compacted pattern.
 * @returns The unmarked pattern, or undefined when nothing is left.
 */
function unmarkedPattern(pattern: string): string | undefined {
  const plain = withoutVietnameseMarks(pattern);
  if (plain === pattern) return undefined;
  const lone = /^\{([^{}]*)\}$/.exec(plain)?.[1] ??
    (/^[^{}\s]+$/.test(plain) ? plain : undefined);
  if (lone === undefined) return plain;
  const marked = (/^\{([^{}]*)\}$/.exec(pattern)?.[1] ?? pattern).split("|");
  const kept = lone.split("|").filter((word, i) =>
    word.includes(" ") || word.length > SHORT_WORD || word === marked[i]
  );
  if (kept.length === 0) return undefined;
  return kept.some((word) => word.includes(" "))
    ? `{${kept.join("|")}}`
    : kept.join("|");
}

/**
 * The spellings of Vietnamese entries: each compacted as written, then
 * without its marks where that differs (`unmarkedPattern`).
 *
 * @param specs Entries written with tone marks.
 * @returns Every spelling, each once.
 */
export function vietnameseSpellings(specs: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const spec of specs.map(compact)) {
    forms.add(spec);
    const [pattern, flags] = spec.split(" ~ ");
    const plain = unmarkedPattern(pattern);
    if (plain !== undefined) {
      forms.add(flags === undefined ? plain : `${plain} ~ ${flags}`);
    }
  }
  return [...forms];
}

/** Vietnamese cues, per aspect, marked and unmarked. */
export const VIETNAMESE_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => [
  ...vietnameseSpellings(VIETNAMESE_CUES[aspect]),
  ...(VIETNAMESE_MARKED_CUES[aspect] ?? []).map(compact),
]);

/** General opinion words in Vietnamese (no aspect of their own). */
export const VIETNAMESE_GENERAL_CUES: readonly string[] = vietnameseSpellings(
  VIETNAMESE_GENERAL,
);

/** Vietnamese words that negate what follows ("không", "chưa"). */
export const VIETNAMESE_NEGATORS: readonly string[] = [
  "không",
  "khong",
  "hông",
  "hổng",
  "chẳng",
  "chả",
  "chưa",
];

/** Vietnamese words that strengthen the next opinion word ("rất"). */
export const VIETNAMESE_INTENSIFIERS: readonly string[] = [
  "rất",
  "cực",
  "siêu",
];

/** Vietnamese words that start a contrasting clause ("nhưng"). */
export const VIETNAMESE_CONTRAST_WORDS: readonly string[] = ["nhưng"];

/** Vietnamese words that join two clauses ("và", "rồi"). */
export const VIETNAMESE_AND_WORDS: readonly string[] = ["và", "rồi"];

/** Names of aspects in Vietnamese sub-ratings ("Giá: 3/5"). */
export const VIETNAMESE_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["giá", "price"],
];

/**
 * Phrases that look like Vietnamese cues but are none: the reviewer's own
 * English ("tiếng Anh tôi không giỏi"), "đúng rồi" (that's right), and a
 * price the reviewer cannot judge ("không biết mắc hay rẻ").
 */
export const VIETNAMESE_NEUTRALIZERS: readonly string[] = vietnameseSpellings([
  "tiếng {anh|việt} * {giỏi|yếu}",
  "{giỏi|yếu} tiếng {anh|việt}",
  "đúng rồi",
  "{mắc|đắt} hay rẻ",
  "rẻ hay {mắc|đắt}",
]);

/** Answers that deny a question before them ("Rẻ? Không."). */
export const VIETNAMESE_NO_ANSWERS: readonly (readonly string[])[] =
  phraseWords([
    "không",
    "không hề",
    "không đâu",
    "hông",
    "khong",
  ]);

/** Answers that grant a question only in part ("Mắc? Hơi hơi."). */
export const VIETNAMESE_HEDGE_ANSWERS: readonly (readonly string[])[] =
  phraseWords([
    "hơi hơi",
    "cũng hơi",
    "chút chút",
  ]);

/**
 * Words that wave a complaint off ("trễ 45 phút nhưng có gọi báo trước,
 * không sao hết"): the labelled sets make it neutral (softeners.ts).
 */
export const VIETNAMESE_WAVE_OFFS: readonly (readonly string[])[] = phraseWords(
  [
    "không sao",
    "không sao hết",
    "không sao cả",
    "khong sao",
    "thôi kệ",
    "thoi ke",
    "thôi không sao",
    "mà thôi",
    // Unmarked only as a phrase: "ma" alone is Arabic, Spanish, Italian.
    "ma thoi",
    "nhung ma thoi",
    "tôi hiểu",
    "cũng hiểu",
    "cũng chịu",
    "nên cũng chịu",
    "cung chiu",
  ],
);

/** The Vietnamese tables, as `lexicon_languages.ts` joins them. */
export const VIETNAMESE_TABLES: LanguageTables = {
  aspectCues: VIETNAMESE_ASPECT_CUES,
  general: VIETNAMESE_GENERAL_CUES,
  negators: VIETNAMESE_NEGATORS,
  intensifiers: VIETNAMESE_INTENSIFIERS,
  andWords: VIETNAMESE_AND_WORDS,
  contrastWords: VIETNAMESE_CONTRAST_WORDS,
  subRatingLabels: VIETNAMESE_SUB_RATING_LABELS,
  neutralizers: VIETNAMESE_NEUTRALIZERS,
  noAnswers: VIETNAMESE_NO_ANSWERS,
  hedgeAnswers: VIETNAMESE_HEDGE_ANSWERS,
  waveOffs: VIETNAMESE_WAVE_OFFS,
};
