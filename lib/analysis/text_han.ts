/**
 * Chinese characters in a review ("師傅準時到，很乾淨", "价格公道"). Chinese
 * writes no spaces, so wink-nlp keeps a whole run of characters, with its
 * full-width punctuation, as one token, which no cue can match. Each
 * character is a word of its own here, as each syllable of pinyin is
 * ("zhun shi"), and the full-width punctuation becomes the punctuation it
 * stands for ("，" a comma, "。" a full stop), so cues are written with a
 * space between characters ("準 時") and clauses end where they end.
 *
 * @module
 */
import type { Token } from "./text_nlp.ts";

/** A Chinese character (CJK unified ideographs and their extension A). */
const HAN = /\p{Script=Han}/u;

/** Full-width and CJK punctuation, as the ASCII mark it stands for. */
const HAN_PUNCTUATION: Readonly<Record<string, string>> = {
  "，": ",",
  "、": ",",
  "。": ".",
  "．": ".",
  "！": "!",
  "？": "?",
  "；": ";",
  "：": ":",
  "（": "(",
  "）": ")",
  "「": '"',
  "」": '"',
  "『": '"',
  "』": '"',
  "～": "~",
  "…": "...",
};

/**
 * Whether a text holds a Chinese character.
 *
 * @param text Any text.
 * @returns Whether it holds one.
 */
export function hasHan(text: string): boolean {
  return HAN.test(text);
}

/**
 * The tokens of a token holding Chinese characters: each character one
 * word, each full-width mark one punctuation token, any other run of
 * characters between them ("OK", "3") one word.
 *
 * @param word The token's text, as written.
 * @param at Where it starts, its sentence, and whether it is glued to the
 * token before it.
 * @returns The tokens, in order.
 */
export function hanTokens(
  word: string,
  at: { start: number; sentence: number; glued: boolean },
): Token[] {
  const tokens: Token[] = [];
  let rest = "";
  let restStart = 0;
  let offset = at.start;
  const push = (text: string, start: number, mark?: string) => {
    const lower = text.toLowerCase();
    tokens.push({
      text,
      norm: mark ?? lower,
      lemma: mark ?? lower,
      pos: mark === undefined ? "X" : "PUNCT",
      neg: false,
      start,
      end: start + text.length,
      cap: false,
      punct: mark !== undefined,
      glued: tokens.length > 0 || at.glued,
      sentence: at.sentence,
    });
  };
  const flush = () => {
    if (rest !== "") push(rest, restStart);
    rest = "";
  };
  for (const char of word) {
    const mark = HAN_PUNCTUATION[char];
    if (mark !== undefined || HAN.test(char)) {
      flush();
      push(char, offset, mark);
    } else {
      if (rest === "") restStart = offset;
      rest += char;
    }
    offset += char.length;
  }
  flush();
  return tokens;
}
