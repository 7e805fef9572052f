/**
 * Catalan judging words, as Catalan families in North America mix them
 * with English ("molt car", "super puntual", "ho va deixar tot net",
 * "ens ho va explicar tot", "ningú ens va avisar", "preu just, res a
 * dir"): English cues cannot see them, so such a review lost its
 * aspects. They are cues like the English ones (`lexicon.ts` describes
 * the entries; the lists are in `lexicon_catalan_cues.ts`), each also
 * without its accents ("simpatic", "puntualissim") and with a
 * typographic apostrophe ("a l’hora").
 *
 * Catalan shares words with Spanish, French and English. Words that mean
 * something else elsewhere stay inside phrases: "car" and "net" (English
 * words; "molt car", "tot net"), "cara" (Spanish "face"), "barata"
 * (Portuguese "cockroach"), "neta" (Mexican "truth"), "bruta" (Spanish
 * "dumb"), "brut" (only as a verdict: "Brut.", "brut i maleducat"),
 * "fatal" and "una passada" (stock blame and praise). "I" (and) is the
 * English pronoun, so it joins nothing; "però" (but) is Italian's too and
 * listed there; "mai" (never) is Vietnamese "tomorrow", so it negates
 * only inside phrases. Articles before names ("en Billy", "l'Hector") are
 * read by the entity finder (`entity_matchers.ts`).
 *
 * Stock praise ("molt bé", "molt contents", "ets un crack") names no
 * aspect (tests/eval/README.md); "preu normal", "preu normalet" and "ni
 * car ni barat" are a neutral price.
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
import { CATALAN_CUES, CATALAN_GENERAL } from "./lexicon_catalan_cues.ts";

/**
 * Catalan cues, per aspect, each with and without its accents, their
 * one-word groups written compactly (`compact`).
 */
export const CATALAN_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => accentedSpellings(CATALAN_CUES[aspect]).map(compact));

/** General opinion words in Catalan (no aspect of their own). */
export const CATALAN_GENERAL_CUES: readonly string[] = accentedSpellings(
  CATALAN_GENERAL,
).map(compact);

/** Phrases of words, with and without their accents ("no és culpa seva"). */
function phrases(list: readonly string[]): string[][] {
  return phraseWords(
    accentedSpellings(list).filter((phrase) => !phrase.includes("’")),
  );
}

/**
 * Phrases that look like Catalan cues but are none: a chatty technician
 * who "explained his whole life" explained nothing of the job, and
 * somebody else's opinion of the price ("el meu sogre diu que és car").
 */
export const CATALAN_NEUTRALIZERS: readonly string[] = accentedSpellings([
  "{em va|ens va|m'ha|ens ha|em|ens} explicar {la vida sencera|la seva vida|tota la seva vida|la seva vida sencera|la vida}",
  "{diu|diuen|deia|deien} que {és|era|són} {car|cara|cars|cares|massa car}",
]);

/**
 * Catalan words that negate what follows: "ningú" (nobody), "tampoc"
 * (neither), "gens" (not at all: "gens puntual").
 */
export const CATALAN_NEGATORS: readonly string[] = [
  "ningú",
  "ningu",
  "tampoc",
  "gens",
];

/** Catalan words that strengthen the next opinion word. */
export const CATALAN_INTENSIFIERS: readonly string[] = [
  "molt",
  "força",
  "forca",
  "bastant",
  "realment",
];

/** Catalan words that start a contrasting clause ("però" is Italian's). */
export const CATALAN_CONTRAST_WORDS: readonly string[] = ["tanmateix"];

/** Names of aspects in Catalan sub-ratings ("neteja 5/5", "preu 3/5"). */
export const CATALAN_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["puntualitat", "punctuality"],
  ["preu", "price"],
  ["qualitat", "quality"],
  ["neteja", "cleanliness"],
  ["tracte", "professionalism"],
  ["comunicació", "communication"],
  ["comunicacio", "communication"],
  ["honestedat", "honesty"],
  ["amabilitat", "professionalism"],
  ["professionalitat", "professionalism"],
  ["coneixement", "expertise"],
  ["disponibilitat", "scheduling"],
];

/** Answers that deny a question before them ("Puntual? Gens."). */
export const CATALAN_NO_ANSWERS: readonly (readonly string[])[] = phrases([
  "gens",
  "en absolut",
  "ni de broma",
  "ni parlar-ne",
]);

/** Answers that grant a question only in part ("Car? Una mica."). */
export const CATALAN_HEDGE_ANSWERS: readonly (readonly string[])[] = phrases([
  "una mica",
  "un pèl",
  "una miqueta",
  "més o menys",
  "si fa no fa",
]);

/** Words that wave a complaint off ("una mica car, però ho entenc"). */
export const CATALAN_WAVE_OFFS: readonly (readonly string[])[] = phrases([
  "no passa res",
  "ho entenc",
  "ho entenem",
  "no és culpa seva",
  "no va ser culpa seva",
  "no és culpa d'ells",
  "són coses que passen",
]);

/** The Catalan tables, as `lexicon_languages.ts` joins them. */
export const CATALAN_TABLES: LanguageTables = {
  aspectCues: CATALAN_ASPECT_CUES,
  general: CATALAN_GENERAL_CUES,
  negators: CATALAN_NEGATORS,
  intensifiers: CATALAN_INTENSIFIERS,
  andWords: [],
  contrastWords: CATALAN_CONTRAST_WORDS,
  subRatingLabels: CATALAN_SUB_RATING_LABELS,
  neutralizers: CATALAN_NEUTRALIZERS,
  noAnswers: CATALAN_NO_ANSWERS,
  hedgeAnswers: CATALAN_HEDGE_ANSWERS,
  waveOffs: CATALAN_WAVE_OFFS,
};
