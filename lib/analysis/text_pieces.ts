/**
 * Words wink-nlp cuts apart: it ends a word at a Latin letter beyond
 * Latin-1 ("ba ł agan", "Dvo ř ák", "c ả m") and keeps a short last piece
 * with a full stop ("rồ i."). The tokenizer joins the pieces back into
 * one word.
 *
 * @module
 */

/** Latin letters beyond Latin-1 (Polish, Czech, Turkish, Vietnamese …). */
const EXTENDED_LATIN = /[\u0100-\u024f\u1e00-\u1eff]/u;

/** Letters only. */
const LETTERS = /^\p{L}+$/u;

/** Letters, and a full stop wink-nlp may keep on a short last piece. */
const PIECE = /^(\p{L}+)(\.?)$/u;

/**
 * The letters of a token glued to the one before that continue the same
 * word, and whether a full stop follows them, or null: both are letters
 * and one holds a letter wink-nlp cuts words at ("ba ł agan", "rồ i.").
 *
 * @param before The text of the token before.
 * @param word The token wink-nlp read next, glued to it.
 * @returns The letters that continue the word and whether a stop follows.
 */
export function wordPiece(
  before: string,
  word: string,
): { letters: string; stop: boolean } | null {
  if (!EXTENDED_LATIN.test(word) && !EXTENDED_LATIN.test(before)) return null;
  const match = PIECE.exec(word);
  if (match === null || !LETTERS.test(before)) return null;
  return { letters: match[1], stop: match[2] !== "" };
}
