/**
 * English words with a Faroese or Icelandic ending after an apostrophe:
 * "furnace'in" (the furnace), "AC'ina", "leak'ina", "water heater'in".
 * Speakers of those languages write an English loan with their own
 * definite or case ending joined by an apostrophe; the tokeniser keeps the
 * form whole, so neither the service nor any cue read it. The form reads
 * as its English word.
 *
 * English contractions ("don't", "they'll", "o'clock") and names
 * ("O'Brien", "D'Angelo") end in none of these endings after a stem of two
 * letters or more; a dropped g ("work'in") or a Hawaiian word ("pa'ina")
 * may, so only a text with Nordic letters is read so (`hasNordicLetters`).
 *
 * @module
 */
import type { DialectReading } from "./text_dialects.ts";

/**
 * Whether a text is written partly in Faroese or Icelandic (or another
 * Nordic language), by its letters or its commonest words ("og", "takk",
 * "var"): only there is "work'in" no dropped g.
 *
 * @param text The review text.
 * @returns Whether it has a letter of those alphabets.
 */
export function hasNordicLetters(text: string): boolean {
  return /[ðøæåþáíóúý]|\b(?:og|ikki|ikke|takk|tað|eg|jeg|var|nokk|hjá)\b/i
    .test(text);
}

/** The loan and its ending: "furnace'in" → "furnace". */
const SUFFIXED_LOAN =
  /^([a-z][a-z/-]*[a-z])['’](?:inum|inar|inni|ini|ina|in|ið|num|nar|anum|unum|arnar|irnar|urnar)$/;

/**
 * The reading of an English loan with a Faroese or Icelandic ending, or
 * undefined.
 *
 * @param lower The word, lower-cased.
 * @returns The English word's reading, as a noun.
 */
export function suffixedLoanReading(
  lower: string,
): DialectReading | undefined {
  if (lower.length < 5 || !lower.includes("'") && !lower.includes("’")) {
    return undefined;
  }
  const loan = SUFFIXED_LOAN.exec(lower);
  return loan === null
    ? undefined
    : { norm: loan[1], lemma: loan[1], pos: "NOUN" };
}
