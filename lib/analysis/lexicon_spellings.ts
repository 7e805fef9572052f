/**
 * Helpers the cue tables of other languages share: one list per aspect,
 * words without their accents, and brace groups written compactly.
 *
 * @module
 */
import { ASPECT_IDS, type AspectId } from "../schemas/mod.ts";

/**
 * The tables a language module gives the lexicon, which
 * `lexicon_languages.ts` joins with the other languages' (`lexicon.ts`
 * describes the entries).
 */
export interface LanguageTables {
  /** Aspect cues, per aspect. */
  aspectCues: Readonly<Record<AspectId, readonly string[]>>;
  /** General opinion words (no aspect of their own). */
  general: readonly string[];
  /** Words that negate what follows. */
  negators: readonly string[];
  /** Words that strengthen the next opinion word. */
  intensifiers: readonly string[];
  /** Words that join two clauses, as "and" does. */
  andWords: readonly string[];
  /** Words that start a contrasting clause. */
  contrastWords: readonly string[];
  /** Names of aspects in sub-ratings ("Cena 3/5"). */
  subRatingLabels: ReadonlyArray<[string, AspectId]>;
  /** Phrases that look like cues but are none; they consume their words. */
  neutralizers: readonly string[];
  /** Answers that deny a question before them. */
  noAnswers: readonly (readonly string[])[];
  /** Answers that grant a question in part. */
  hedgeAnswers: readonly (readonly string[])[];
  /** Words that wave a complaint off. */
  waveOffs: readonly (readonly string[])[];
  /** A word for "but" that is also an English word (`GuardedContrast`). */
  guardedContrast?: GuardedContrast;
  /** Another language's negators this language uses as its own words. */
  negatorLookalikes?: readonly NegatorLookalike[];
}

/**
 * Another language's negator that is this language's own word before
 * certain words, and then negates nothing: Tagalog "pa" (still, "nag-text
 * pa siya") and Punjabi "pa" (put, "gand pa ditta") are no Kreyòl "not";
 * the Swahili copula "ni" ("ni mtu mzuri": is a good person) is no
 * Spanish "nor".
 */
export interface NegatorLookalike {
  /** The negator's normal form ("pa", "ni"). */
  word: string;
  /** The words after it that make it this language's own word. */
  before: ReadonlySet<string>;
}

/**
 * A language's word for "but" that is also an English word (Polish "ale",
 * Russian "no"): it opens a contrast only before a word of its own
 * language that may start the clause ("ale warto", not "ginger ale").
 */
export interface GuardedContrast {
  /** The words for "but" ("ale"; Punjabi "par" and "pr"). */
  words: readonly string[];
  /** The words that may follow it at the start of its clause. */
  openers: ReadonlySet<string>;
}

/**
 * Whether a word opens a contrast by a guarded word for "but".
 *
 * @param contrast The language's guarded word for "but".
 * @param word A word's normal form.
 * @param next The normal form of the word after it, if any.
 * @returns Whether it opens a contrast.
 */
export function opensGuardedContrast(
  contrast: GuardedContrast,
  word: string,
  next: string | undefined,
): boolean {
  return next !== undefined && contrast.words.includes(word) &&
    contrast.openers.has(next);
}

/**
 * A table with one list per aspect.
 *
 * @param make The list of an aspect.
 * @returns The table.
 */
export function byAspect(
  make: (aspect: AspectId) => readonly string[],
): Record<AspectId, readonly string[]> {
  const table = {} as Record<AspectId, readonly string[]>;
  for (const aspect of ASPECT_IDS) table[aspect] = make(aspect);
  return table;
}

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * A text without its accents ("dégât" → "degat", "sœur" → "soeur").
 *
 * @param text The text.
 * @returns The text without accents.
 */
export function withoutAccents(text: string): string {
  return text.normalize("NFD").replace(COMBINING_MARKS, "").normalize("NFC")
    .replaceAll("œ", "oe").replaceAll("æ", "ae");
}

/**
 * The spellings of entries in a language written with accents and
 * apostrophes (French, Italian): as written, without accents, and each
 * with typographic apostrophes ("l’heure", "d’oro").
 *
 * @param specs Entries written with accents and straight apostrophes.
 * @returns Every spelling, each once.
 */
export function accentedSpellings(specs: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const spec of specs) {
    for (const form of [spec, withoutAccents(spec)]) {
      forms.add(form);
      if (form.includes("'")) forms.add(form.replaceAll("'", "’"));
    }
  }
  return [...forms];
}

/**
 * Phrases as their words, each phrase once: the form of the answer and
 * wave-off tables (`answers.ts`, `softeners.ts`).
 *
 * @param phrases Phrases, words set apart by single spaces.
 * @returns Each distinct phrase split into its words.
 */
export function phraseWords(phrases: readonly string[]): string[][] {
  return [...new Set(phrases)].map((phrase) => phrase.split(" "));
}

/**
 * An entry whose brace groups of single words are written as one
 * element's alternatives (`{a|b}` as `a|b`): it matches the same words
 * with one pattern instead of one per combination.
 *
 * @param spec An entry or a bare pattern.
 * @returns The same, compacted.
 */
export function compact(spec: string): string {
  return spec.replace(
    /\{([^{}\s]+)\}/g,
    (group, words: string) => words.split("|").includes("") ? group : words,
  );
}
