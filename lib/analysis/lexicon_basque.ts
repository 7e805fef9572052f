/**
 * Basque (Euskara) judging words, as Basque families and the diaspora in
 * Idaho, Nevada and California mix them with English and some Castilian
 * ("garestia", "merkea ez, baina…", "lan txukuna", "zintzoa", "gizon
 * jatorra", "garaiz etorri zen", "dena garbi utzi zuen", "dena azaldu
 * zigun", "lapurreta", "hala moduz"): English cues cannot see them, so
 * such a review lost its aspects. They are cues like the English ones
 * (`lexicon.ts` describes the entries; the lists are in
 * `lexicon_basque_cues.ts`).
 *
 * Basque is agglutinative: the article, plural and case are endings
 * ("garesti" → "garestia", "zintzoak"), so an entry lists the forms a
 * review uses. "Ez" (not) is also Hungarian "this" and chat "easy", and
 * negates only the next few words; "eta" (and) is an English "ETA", so it
 * joins nothing. Names with Basque case endings ("Mikerekin", "Angiek")
 * and kinship words around a name ("nire aitona Luis", "Luis aitona") are
 * read by the entity finder (`entity_matchers.ts`, `entities.ts`).
 *
 * Stock praise and thanks ("oso ona", "eskerrik asko", "gomendagarria")
 * name no aspect (tests/eval/README.md); "hala moduz" (so-so), "lan
 * normala" and "prezio normala" are neutral.
 *
 * @module
 */
import { byAspect, compact, phraseWords } from "./lexicon_spellings.ts";
import type { LanguageTables } from "./lexicon_spellings.ts";
import type { AspectId } from "../schemas/mod.ts";
import { BASQUE_CUES, BASQUE_GENERAL } from "./lexicon_basque_cues.ts";

/**
 * Basque cues, per aspect, their one-word groups written compactly
 * (`compact`).
 */
export const BASQUE_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => BASQUE_CUES[aspect].map(compact));

/** General opinion words in Basque (no aspect of their own). */
export const BASQUE_GENERAL_CUES: readonly string[] = BASQUE_GENERAL.map(
  compact,
);

/**
 * Phrases that look like cues but are none: the reviewer's own "I don't
 * know, no idea" of a price ("Is that a lot? Ez dakit, no idea") judges
 * nobody's skill, and somebody else's opinion of the price ("aitak dio
 * garestia dela"), and "eta" (and) before or after words that are only
 * Basque ("zorte on eta milesker"), which the English "ETA" read as
 * communication.
 */
export const BASQUE_NEUTRALIZERS: readonly string[] = [
  "{ez dakit|ez dakigu|ez dakit ba} {,|} {no idea|no clue|who knows|idk}",
  "{dio|diote|esan zuen|esan zidan|esaten du} {garestia|garestiak} {dela|direla|zela|zirela}",
  // "Eta" (and) is the English "ETA", a word of communication.
  "zorte on eta",
  "eta {milesker|mila esker|eskerrik asko|zorionak|gero|gainera}",
];

/**
 * Basque words that negate what follows: "ez" (not: "ez da zintzoa"),
 * "inork" and "inor" (nobody), "batere" (not at all), "inoiz" (never).
 */
export const BASQUE_NEGATORS: readonly string[] = [
  "ez",
  "inork",
  "inor",
  "batere",
  "inoiz",
];

/** Basque words that strengthen the next opinion word. */
export const BASQUE_INTENSIFIERS: readonly string[] = [
  "oso",
  "benetan",
  "izugarri",
  "ikaragarri",
  "guztiz",
  "erabat",
];

/** Basque words that start a contrasting clause. */
export const BASQUE_CONTRAST_WORDS: readonly string[] = ["baina"];

/** Names of aspects in Basque sub-ratings ("garbitasuna 5/5"). */
export const BASQUE_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["puntualtasuna", "punctuality"],
  ["prezioa", "price"],
  ["kalitatea", "quality"],
  ["garbitasuna", "cleanliness"],
  ["tratua", "professionalism"],
  ["komunikazioa", "communication"],
  ["zintzotasuna", "honesty"],
];

/** Answers that deny a question before them ("Garaiz? Ez."). */
export const BASQUE_NO_ANSWERS: readonly (readonly string[])[] = phraseWords([
  "ez",
  "batere ez",
  "inola ere ez",
  "ez horixe",
]);

/** Answers that grant a question only in part ("Garestia? Pixka bat."). */
export const BASQUE_HEDGE_ANSWERS: readonly (readonly string[])[] = phraseWords(
  [
    "pixka bat",
    "apur bat",
    "gutxi gorabehera",
    "hala moduz",
  ],
);

/** Words that wave a complaint off ("garesti samarra, baina ulertzen dut"). */
export const BASQUE_WAVE_OFFS: readonly (readonly string[])[] = phraseWords([
  "ulertzen dut",
  "ulertzen dugu",
  "ez da haren errua",
  "ez da bere errua",
  "ez da haien errua",
  "lasai",
]);

/** The Basque tables, as `lexicon_languages.ts` joins them. */
export const BASQUE_TABLES: LanguageTables = {
  aspectCues: BASQUE_ASPECT_CUES,
  general: BASQUE_GENERAL_CUES,
  negators: BASQUE_NEGATORS,
  intensifiers: BASQUE_INTENSIFIERS,
  andWords: [],
  contrastWords: BASQUE_CONTRAST_WORDS,
  subRatingLabels: BASQUE_SUB_RATING_LABELS,
  neutralizers: BASQUE_NEUTRALIZERS,
  noAnswers: BASQUE_NO_ANSWERS,
  hedgeAnswers: BASQUE_HEDGE_ANSWERS,
  waveOffs: BASQUE_WAVE_OFFS,
};
