/**
 * Jamaican Patois (Patwa) judging words, as reviewers from Kingston,
 * Montego Bay, the Bronx, Toronto and Birmingham write them ("him reach
 * pon time", "di price too dear", "dat a tiefing", "di young bwoy dem
 * facety", "dem a ginnal", "it run quiet quiet", "soon come", "mi nuh
 * business"). Patois is English-based, so English cues read much of it,
 * but not its own words and turns; this module adds them as cues like the
 * English ones (`lexicon.ts` describes the entries): the rules read them as
 * they read English, and the trained model weighs them by the cue-kind
 * features it learned from English.
 *
 * Many Patois words ARE English words used differently, so most entries
 * (`lexicon_patois_cues.ts`) are phrases that only Patois writes: the
 * subject "mi", "wi", "him" (she too), "dem" before the verb; "a" before
 * it for "is …ing" ("still a leak", "a press mi"); "di", "dis", "dat" for
 * "the", "this", "that"; "dem" after a noun as its plural ("box dem");
 * "pon" for "on", "inna" for "in", "fi" for "to" or "for"; doubled words
 * to strengthen ("quiet quiet", "neat neat", "cheap cheap"). Spellings
 * vary ("tief/teef", "nutten/nutn/nuttin", "lickle/likkle"), so entries
 * list them as alternatives. Patois negates with "nuh" and "neva", which
 * `lexicon.ts` already counts among the English negators (spelt as said),
 * and with "cyaan" (can't), added here; "nah" (won't, not) is an English
 * "no" too ("yeah nah"), so it negates nothing and stands only inside
 * phrases ("she nah lie"). There are no intensifiers of its own:
 * "bad" and "fi true" strengthen what comes before them ("facety bad").
 *
 * Short or common words that are English or another language's stay
 * inside phrases: "dem", "mi", "di" (and Pidgin's, Italian's), "a", "fi",
 * "pon", "seh", "nah", "bare" (Patois "only", English "bare"), "dear"
 * (the price, and "Dear Sir"), "criss" (crisp, new), "sweet", "tief"
 * (thief: other companies are called so as often as this one), "reach",
 * "bruk", "vex", "rush".
 *
 * Choices, after the labelled Jamaican batches: "too dear" and "a
 * tiefing" are price negative, "cheap cheap" price positive only after the
 * price ("cheap cheap fittings" say nothing of it); "ginnal" and "a press
 * mi" are honesty negative, "seh mi nuh need a new one" honesty positive;
 * "facety", "no broughtupsy" and "like mi nuh have sense" are
 * professionalism negative, "mannerly" and "good good people" positive;
 * "nobody seh a word" is communication negative; "know him ting fi true"
 * is expertise positive; "run quiet quiet", "criss", "neat neat" are
 * quality positive and "still a leak" negative. "Soon come", "mi nuh
 * business" and "mi nuh mind" wave a complaint off (neutral); blessings
 * ("bless up", "big up", "nuff respect") are no aspect. "Mi cyaan lie"
 * and "mi nah lie" (honestly) are neutralized.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import { byAspect, compact, phraseWords } from "./lexicon_spellings.ts";
import type { LanguageTables } from "./lexicon_spellings.ts";
import { PATOIS_CUES, PATOIS_GENERAL } from "./lexicon_patois_cues.ts";

/**
 * Patois cues, per aspect (`lexicon_patois_cues.ts`), brace groups of
 * single words written as one element's alternatives (`compact`).
 */
export const PATOIS_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => PATOIS_CUES[aspect].map(compact));

/** General opinion words in Patois (no aspect of their own). */
export const PATOIS_GENERAL_CUES: readonly string[] = PATOIS_GENERAL.map(
  compact,
);

/**
 * Patois negators: "cyaan" (can't) and its spellings. "Nah" is no negator
 * ("yeah nah", "nah, save your money" are English); it stands only inside
 * phrases ("she nah lie", "mi nah complain").
 */
export const PATOIS_NEGATORS: readonly string[] = [
  "cyaan",
  "kyaan",
  "cyaah",
];

/**
 * Phrases that look like Patois cues but are none: the reviewer's own
 * candour ("mi cyaan lie", "mi nah lie": honestly),
 * ignorance ("mi nuh know"), a quarrel at home ("mi nah argue wid him")
 * and blessings ("bless up", "nuff respect"), which give no aspect.
 */
export const PATOIS_NEUTRALIZERS: readonly string[] = [
  "{mi|me|i|wi} {cyaan|kyaan|cyaah|caan|cah|can not|nah|nuh|naa|nah go|a nuh} {lie|tell yuh no lie|tell no lie|tell a lie}",
  "{a true|a tru} {mi|me} a tell {yuh|you}",
  "{mi|me} {nuh|neva|don't|doan} know {wah|weh|what} fi {seh|sey|say}",
  "{mi|me|wi} {nah|nuh|naa|neva} {argue|quarrel|fuss|fight|cuss} {wid|with} {him|her|dem|dat}",
  "{bless up|big up|nuff respect|nuff nuff respect|respect due|jah guide|walk good|one love|nuff love}",
].map(compact);

/** Answers that deny a question before them ("Dear? Not at all."). */
export const PATOIS_NO_ANSWERS: readonly (readonly string[])[] = phraseWords([
  "not at all at all",
  "nuh true",
  "neva dat",
]);

/** Answers that grant a question only in part ("Late? Likkle bit."). */
export const PATOIS_HEDGE_ANSWERS: readonly (readonly string[])[] = phraseWords(
  [
    "likkle bit",
    "lickle bit",
    "a likkle",
    "a lickle",
  ],
);

/**
 * Words that wave a complaint off ("late, but soon come"; "a likkle
 * steep but mi nuh business"): the labelled sets make it neutral
 * (softeners.ts).
 */
export const PATOIS_WAVE_OFFS: readonly (readonly string[])[] = phraseWords([
  "soon come",
  "mi nuh business",
  "mi nuh business wid dat",
  "mi nuh mind",
  "wi nuh mind",
  "mi nuh care",
  "mi nah complain",
  "me nah complain",
  "mi understand",
  "wi understand",
  "mi nah badda",
  "mi cyaan vex",
  "mi cyaan complain",
  "no problem man",
  "nuh problem",
  "yuh know how it go",
  "a so it go",
]);

/** The Jamaican Patois tables, as `lexicon_languages.ts` joins them. */
export const PATOIS_TABLES: LanguageTables = {
  aspectCues: PATOIS_ASPECT_CUES,
  general: PATOIS_GENERAL_CUES,
  negators: PATOIS_NEGATORS,
  intensifiers: [],
  andWords: [],
  contrastWords: [],
  subRatingLabels: [],
  neutralizers: PATOIS_NEUTRALIZERS,
  noAnswers: PATOIS_NO_ANSWERS,
  hedgeAnswers: PATOIS_HEDGE_ANSWERS,
  waveOffs: PATOIS_WAVE_OFFS,
};
