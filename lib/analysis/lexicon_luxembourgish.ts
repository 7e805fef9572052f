/**
 * Luxembourgish (Lëtzebuergesch) judging words, as Luxembourgish families
 * abroad mix them with French, German and English, often switching
 * mid-sentence and often writing almost wholly in Luxembourgish
 * ("Pünktlech op d'Minutt, super frëndlech", "propper Aarbecht", "keen
 * Uruff, näischt", "war net do wéi versprach", "De Präis war korrekt, sans
 * plus", "e Schatz", "gutt Leit", "war séier do", "gesalzen"): English,
 * French and German cues cannot see them, so such a review lost its
 * aspects. They are cues like the English ones (`lexicon.ts` describes the
 * entries; the lists are in `lexicon_luxembourgish_cues.ts`).
 *
 * Each entry is written once, with its accents ("ë", "é", "ä") and
 * straight apostrophes; `accentedSpellings` adds the forms typed without
 * them and with typographic apostrophes. Words that are also English,
 * French or German words stay in phrases: "propper" ("propper Aarbecht",
 * "propper hannerlooss"), "gutt" ("gutt Leit"), "ok" ("de Präis och ok"),
 * "super" ("super frëndlech"), "deier" beside "ze" or a bill. "Net" (not)
 * and "keen" (no) are also English words, so "keen" negates nothing here
 * ("keen to help"); "keen Uruff", "keen Drock" are phrases. "Näischt
 * fonnt" is blame only after a search ("dräi Stonne gesicht an näischt
 * fonnt"): "wou zwou aner Firmen näischt fonnt hunn" praises. Names after
 * the article "d'" ("d'Angie") are read by the entity finder
 * (`entity_matchers.ts`).
 *
 * Stock praise and thanks ("merci villmools", "zefridden") name no aspect
 * (tests/eval/README.md); "frëndlech genuch", "technesch pünktlech" and
 * "näischt Besonneschtes" are neutral.
 *
 * @module
 */
import {
  accentedSpellings,
  byAspect,
  compact,
  phraseWords,
} from "./lexicon_spellings.ts";
import type { LanguageTables } from "./lexicon_spellings.ts";
import type { AspectId } from "../schemas/mod.ts";
import {
  LUXEMBOURGISH_ACCENTED_PRICE,
  LUXEMBOURGISH_CUES,
  LUXEMBOURGISH_GENERAL,
} from "./lexicon_luxembourgish_cues.ts";

/**
 * Luxembourgish cues, per aspect, in every spelling, their one-word groups
 * written compactly (`compact`), and the French "salé" with its accent
 * only.
 */
export const LUXEMBOURGISH_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => [
  ...accentedSpellings(LUXEMBOURGISH_CUES[aspect]).map(compact),
  ...(aspect === "price" ? LUXEMBOURGISH_ACCENTED_PRICE : []),
]);

/** General opinion words in Luxembourgish (no aspect of their own). */
export const LUXEMBOURGISH_GENERAL_CUES: readonly string[] = accentedSpellings(
  LUXEMBOURGISH_GENERAL,
).map(compact);

/**
 * Phrases that look like cues but are none: tree roots "manner flott"
 * (less fun) praise nobody, and "fir frank ze sinn" (to be frank) is no
 * word of honesty.
 */
export const LUXEMBOURGISH_NEUTRALIZERS: readonly string[] = accentedSpellings(
  [
    "{manner|net sou|net esou} flott",
    "fir frank ze sinn",
  ],
);

/**
 * Luxembourgish words that negate what follows: "keng" and "kee" (no),
 * "näischt" (nothing), "ouni" (without). Not "net" nor "keen", which are
 * English words.
 */
export const LUXEMBOURGISH_NEGATORS: readonly string[] = [
  "keng",
  "kee",
  "näischt",
  "naischt",
  "ouni",
];

/** Luxembourgish words that strengthen the next opinion word. */
export const LUXEMBOURGISH_INTENSIFIERS: readonly string[] = accentedSpellings([
  "ganz",
  "wierklech",
  "immens",
  "zimlech",
]);

/** Luxembourgish words that start a contrasting clause ("mee", "awer"). */
export const LUXEMBOURGISH_CONTRAST_WORDS: readonly string[] = ["mee", "awer"];

/** Names of aspects in Luxembourgish sub-ratings ("Präis 4/5"). */
export const LUXEMBOURGISH_SUB_RATING_LABELS: ReadonlyArray<
  [string, AspectId]
> = [
  ["präis", "price"],
  ["prais", "price"],
  ["pünktlechkeet", "punctuality"],
  ["punktlechkeet", "punctuality"],
  ["aarbecht", "quality"],
  ["botzen", "cleanliness"],
  ["frëndlechkeet", "professionalism"],
  ["frendlechkeet", "professionalism"],
  ["kommunikatioun", "communication"],
  ["éierlechkeet", "honesty"],
  ["eierlechkeet", "honesty"],
];

/** Answers that deny a question before them ("Pünktlech? Nee."). */
export const LUXEMBOURGISH_NO_ANSWERS: readonly (readonly string[])[] =
  phraseWords(accentedSpellings(["nee", "guer net", "iwwerhaapt net"]));

/** Answers that grant a question only in part ("Deier? E bëssen."). */
export const LUXEMBOURGISH_HEDGE_ANSWERS: readonly (readonly string[])[] =
  phraseWords(accentedSpellings(["e bëssen", "e bësse", "méi oder manner"]));

/** Words that wave a complaint off ("ze deier, mee ech verstinn et"). */
export const LUXEMBOURGISH_WAVE_OFFS: readonly (readonly string[])[] =
  phraseWords(accentedSpellings([
    "ech verstinn et",
    "also kee problem",
    "dunn kee problem",
    "net hir schold",
    "net seng schold",
    "net schlëmm",
  ]));

/** The Luxembourgish tables, as `lexicon_languages.ts` joins them. */
export const LUXEMBOURGISH_TABLES: LanguageTables = {
  aspectCues: LUXEMBOURGISH_ASPECT_CUES,
  general: LUXEMBOURGISH_GENERAL_CUES,
  negators: LUXEMBOURGISH_NEGATORS,
  intensifiers: LUXEMBOURGISH_INTENSIFIERS,
  andWords: [],
  contrastWords: LUXEMBOURGISH_CONTRAST_WORDS,
  subRatingLabels: LUXEMBOURGISH_SUB_RATING_LABELS,
  neutralizers: LUXEMBOURGISH_NEUTRALIZERS,
  noAnswers: LUXEMBOURGISH_NO_ANSWERS,
  hedgeAnswers: LUXEMBOURGISH_HEDGE_ANSWERS,
  waveOffs: LUXEMBOURGISH_WAVE_OFFS,
};
