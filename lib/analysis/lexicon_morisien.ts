/**
 * Mauritian Kreol (Morisien) judging words, as Mauritian customers mix
 * them with English and French ("li bien gentil", "zot pa ti vini", "tro
 * ser", "lor ler", "li konn so travay", "pa finn explik nanie"): English
 * cues cannot see them, so such a review lost its aspects. They are cues
 * like the English ones (`lexicon.ts` describes the entries; the lists
 * are in `lexicon_morisien_cues.ts`).
 *
 * Morisien shares words with French, English and Haitian Kreyòl. "Pa"
 * negates as in Kreyòl (its table lists it, and `isForeignPa` guards it);
 * "pann" and "zame" (never) are Morisien's own. Words that mean
 * something else elsewhere stay inside phrases: "ser" (dear; "mo ser" is
 * "my sister", Spanish "ser" "to be"), "sal" (dirty; French "salle",
 * Kreyòl "living room"), "prop" (English "prop"), "li", "zot", "mari"
 * (husband). "Me" is "but", and English "me": it opens a contrast only
 * before the first word of a Morisien clause (`opensMorisienContrast`:
 * "me li vo sa", not "call me"). "Mais" is French's, listed there.
 *
 * Stock praise ("bien bon", "mo kontan") names no aspect
 * (tests/eval/README.md); "pri la korek" and "pri la normal" are a
 * neutral price.
 *
 * @module
 */
import { opensGuardedContrast, phraseWords } from "./lexicon_spellings.ts";
import type { GuardedContrast, LanguageTables } from "./lexicon_spellings.ts";
import type { AspectId } from "../schemas/mod.ts";
import { MORISIEN_CUES, MORISIEN_GENERAL } from "./lexicon_morisien_cues.ts";

/** Morisien cues, per aspect. */
export const MORISIEN_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = MORISIEN_CUES;

/** General opinion words in Morisien (no aspect of their own). */
export const MORISIEN_GENERAL_CUES: readonly string[] = MORISIEN_GENERAL;

/**
 * Phrases that look like Morisien cues but are none: "ser" as sister
 * ("kot mo ser"), someone else's opinion of the price ("dir sa ser"), the
 * reviewer who did not need to call.
 */
export const MORISIEN_NEUTRALIZERS: readonly string[] = [
  "{mo|to|so|nou|zot|kot mo|ar mo|avek mo} {ser|ser la|grand ser|ti ser}",
  "{dir|dir ki|trouv} sa ser",
];

/**
 * Morisien words that negate what follows, beside Kreyòl's "pa": "pann"
 * (has not), "zame" (never), "personn" (nobody), "pena" (there is no).
 */
export const MORISIEN_NEGATORS: readonly string[] = [
  "pann",
  "zame",
  "personn",
  "pena",
];

/** Morisien words that strengthen the next opinion word. */
export const MORISIEN_INTENSIFIERS: readonly string[] = [
  "vremem",
  "vreman",
  "extra",
  "boukou",
];

/** Words that open a Morisien clause after "me" ("me li vo sa"). */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(
  ("li zot mo mwa nou pa pann so travay pri bon sa apre ena pena finn ti " +
    "inn zame toujour ankor")
    .split(" "),
);

/** The Morisien word for "but", guarded by `CLAUSE_OPENERS`. */
const MORISIEN_CONTRAST: GuardedContrast = {
  words: ["me"],
  openers: CLAUSE_OPENERS,
};

/**
 * Whether a word opens a contrasting Morisien clause: "me" before a
 * pronoun or another clause's first word ("pa bon marse me li vo sa"),
 * never English "me" ("call me back").
 *
 * @param word A word's normal form.
 * @param next The normal form of the word after it, if any.
 * @returns Whether it opens a contrast.
 */
export function opensMorisienContrast(
  word: string,
  next: string | undefined,
): boolean {
  return opensGuardedContrast(MORISIEN_CONTRAST, word, next);
}

/** Morisien words that join two clauses, as "and" does ("ek"). */
export const MORISIEN_AND_WORDS: readonly string[] = ["ek", "lerla"];

/** Names of aspects in Morisien sub-ratings ("lapropte 6/10"). */
export const MORISIEN_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["lapropte", "cleanliness"],
  ["konesans", "expertise"],
  ["kalite", "quality"],
  ["ponktialite", "punctuality"],
  ["onetete", "honesty"],
];

/** Answers that deny a question before them ("Prop? Ditou."). */
export const MORISIEN_NO_ANSWERS: readonly (readonly string[])[] = phraseWords([
  "pa ditou",
  "zame",
  "okenn",
]);

/** Answers that grant a question only in part ("Ser? Enn ti pe."). */
export const MORISIEN_HEDGE_ANSWERS: readonly (readonly string[])[] =
  phraseWords(["enn ti pe", "inpe", "plis ou mwens", "kouma dir"]);

/** Words that wave a complaint off ("45 minit reta ... pa grav"). */
export const MORISIEN_WAVE_OFFS: readonly (readonly string[])[] = phraseWords([
  "pa grav",
  "so pa grav",
  "mo konpran",
  "nou konpran",
  "pena problem",
  "pa so fot",
  "pa zot fot",
]);

/** The Morisien tables, as `lexicon_languages.ts` joins them. */
export const MORISIEN_TABLES: LanguageTables = {
  aspectCues: MORISIEN_ASPECT_CUES,
  general: MORISIEN_GENERAL_CUES,
  negators: MORISIEN_NEGATORS,
  intensifiers: MORISIEN_INTENSIFIERS,
  andWords: MORISIEN_AND_WORDS,
  contrastWords: [],
  subRatingLabels: MORISIEN_SUB_RATING_LABELS,
  neutralizers: MORISIEN_NEUTRALIZERS,
  noAnswers: MORISIEN_NO_ANSWERS,
  hedgeAnswers: MORISIEN_HEDGE_ANSWERS,
  waveOffs: MORISIEN_WAVE_OFFS,
  guardedContrast: MORISIEN_CONTRAST,
};
