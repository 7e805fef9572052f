/**
 * Korean words in Hangul ("깨끗하게", "친절하시고", "늦었어요"). Korean glues
 * its endings and particles to the stem, so the same judging word comes in
 * many forms, and a cue written for one form misses the others. Each
 * Hangul word keeps its normal form and takes as its lemma the word without
 * one ending or particle ("깨끗하게" → "깨끗", "늦었어요" → "늦", "최고예요"
 * → "최고"), so a cue names the stem once. Since a pattern matches either
 * the normal form or the lemma, a stem that merely ends like an ending
 * ("최고") is still read as written.
 *
 * @module
 */

/** A Hangul syllable or letter. */
const HANGUL = /\p{Script=Hangul}/u;

/**
 * Endings and particles, longest first: the verb endings after a
 * "하다" stem ("하시고", "했어요"), the past and polite endings, the
 * copula, then the particles.
 */
const ENDINGS: readonly string[] = [
  "하셨습니다",
  "하셨어요",
  "하십니다",
  "하시네요",
  "했습니다",
  "하셨고",
  "하시고",
  "하세요",
  "하시는",
  "했어요",
  "했는데",
  "하네요",
  "합니다",
  "하게요",
  "었어요",
  "았어요",
  "였어요",
  "었습니다",
  "았습니다",
  "이에요",
  "입니다",
  "이네요",
  "했어",
  "했고",
  "했다",
  "하게",
  "하고",
  "해요",
  "해서",
  "하다",
  "었어",
  "았어",
  "었고",
  "았고",
  "었다",
  "았다",
  "였다",
  "였고",
  "예요",
  "네요",
  "어요",
  "아요",
  "어서",
  "아서",
  "세요",
  "습니다",
  "는데",
  "이다",
  "이고",
  "에서",
  "으로",
  "한",
  "해",
  "할",
  "요",
  "다",
  "고",
  "게",
  "은",
  "는",
  "이",
  "가",
  "을",
  "를",
  "에",
  "도",
  "만",
  "로",
  "서",
];

/**
 * Whether a text holds a Hangul letter.
 *
 * @param text Any text.
 * @returns Whether it holds one.
 */
export function hasHangul(text: string): boolean {
  return HANGUL.test(text);
}

/**
 * A Hangul word without one ending or particle ("친절하시고" → "친절"): the
 * longest ending that leaves at least one syllable. Other words, and words
 * with no such ending, come back as they are.
 *
 * @param word A word's lower-case form.
 * @returns Its stem.
 */
export function hangulStem(word: string): string {
  if (!hasHangul(word)) return word;
  for (const ending of ENDINGS) {
    if (word.length > ending.length && word.endsWith(ending)) {
      const stem = word.slice(0, -ending.length);
      if (HANGUL.test(stem.slice(-1))) return stem;
    }
  }
  return word;
}
