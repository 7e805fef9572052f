/**
 * Marathi judging words, as Marathi-speaking families from Maharashtra,
 * at home and abroad, mix them into English reviews in Latin letters
 * ("agdi veles aala", "ekda pan phone nahi kela", "thoda mahag vatla",
 * "kaam changla kela", "ghar bhar dhool", "devmanus", "he tar saral
 * lubadna ahe"): English cues cannot see them, so such a review lost its
 * aspects. They are cues like the English ones (`lexicon.ts` describes
 * the entries): the rules read them as they read English, and the trained
 * model weighs them by the cue-kind features it learned from English.
 *
 * Marathi shares much with Hindi (`lexicon_hindi.ts`): "paise vasool",
 * "jhakaas", "tameez", "kaam pakka", "koi pressure nahi", "nahi" itself
 * are read there and not repeated here. This module holds what Marathi
 * says or spells otherwise: "veles", "velet" (on time), "ushir", "ushira"
 * (late), "vel palali" (kept time), "tyach divshi" (the same day),
 * "mahag" (dear), "swasta" (cheap), "lubadla", "fasavla" (cheated),
 * "pramanik" (honest), "changla", "chaan", "vait" (bad), "vyavasthit"
 * (proper), "ajun" (still), "parat", "punha" (again), "devmanus", "udhat"
 * (rude), "saaf karun gela", "pasara" (a mess), "dhool" (dust), "hushar"
 * (clever), "kalavla" (let know), "sangitla" (told), "uchalla" (picked up
 * the phone), "ahe", "hota", "zala" for "hai", "tha", "hua". The entries
 * (`lexicon_marathi_cues.ts`) list the common spellings of each word as
 * alternatives, since romanised Marathi has no standard one: "veles/
 * velet/velevar", "mahag/mahaag", "swasta/svasta", "zala/jhala/zhala",
 * "sangitla/sangitle/sangitli", "nahi/navta/navhta".
 *
 * Marathi puts "nahi" after what it negates ("phone nahi kela", "saaf pan
 * nahi kela", "kuthlahi pressure nahi") and the rules' negation looks
 * back, so such phrases are cues of their own, fixed (`F`); "nahi" before
 * a word negates it already (Hindi's negator). Short words that are
 * English or another language's stay inside phrases: "ani" (and; also a
 * name), "pan" (but, even; English "pan"), "kaam" (Hindi's weak term),
 * "bara" (fine), "vel" (time; also Dutch), "mi", "to", "ti", "te", "na",
 * "ka", "la", "var", "hota", "far" (very; English), "bhari" (Hindi
 * "heavy", "bill bhari"), "ghan", "loot", "lut". "Pan" (but) opens a
 * contrast only before a Marathi word (`opensMarathiContrast`): after a
 * word it means "even" ("ekda pan", "saaf pan nahi kela").
 *
 * Choices: "kaam bara hota" is lukewarm, quality neutral, as "kaam theek
 * tha" is; "samju shakto" (understandable) and "tyancha dosh nahi" (not
 * their fault) are neutral like their English words. "Dusrya divshi"
 * (the next day) counts only with a verb of coming, since "dusrya divshi
 * parat leak" is no speed. "Ushira" alone is late; "ratri ushira aala"
 * (came late at night) is scheduling. "Devasarkha" (like a god, of a
 * rescue) names no aspect; "devmanus" is a kind, decent man. Marathi's
 * "nako" (don't want) negates nothing. The reviewer's own ignorance
 * ("mala kahi mahit navta") and plain speaking ("pramanikpane sangaycha
 * tar") are no cue. "Kahi harkat nahi", "chalel", "so chalta" wave a
 * complaint off.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import {
  byAspect,
  compact,
  opensGuardedContrast,
  phraseWords,
} from "./lexicon_spellings.ts";
import type { GuardedContrast, LanguageTables } from "./lexicon_spellings.ts";
import { MARATHI_CUES, MARATHI_GENERAL } from "./lexicon_marathi_cues.ts";

/**
 * Marathi cues, per aspect (`lexicon_marathi_cues.ts`), brace groups of
 * single words written as one element's alternatives (`compact`).
 */
export const MARATHI_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => MARATHI_CUES[aspect].map(compact));

/** General opinion words in Marathi (no aspect of their own). */
export const MARATHI_GENERAL_CUES: readonly string[] = MARATHI_GENERAL.map(
  compact,
);

/**
 * Phrases that look like Marathi cues but are none: fillers that say
 * "honestly" ("pramanikpane sangaycha tar", "khara sangu tar"), the
 * reviewer plain-spoken ("mi saaf sangto"), the reviewer's own ignorance
 * ("mala kahi mahit navta") and paying on time ("amhi veles paise
 * dile").
 */
export const MARATHI_NEUTRALIZERS: readonly string[] = [
  "{pramanikpane|pramanik pane|pramanikpanane} {sangaycha|sangayche|sangto|sangte|sangu|bolaycha|bolayche} {tar|}",
  "{mi|amhi|aamhi} saaf {sangto|sangte|sangtoy|sangtey|sangu|sangitla|mhanto|mhante}",
  "{mala|amhala|aamhala|amhaala|mala tar} * {kahi|kahich|te|he} {mahit|maahit|kalat|kalla|kalala|samajla|yet} {nahi|navta|navhta|navte}",
  "{mahit|maahit} {navta|navhta|navte} {mala|amhala|aamhala}",
  "{mi|amhi|aamhi|amhi tar} {veles|velet|velevar} {paise|payment|bill}",
].map(compact);

/** Marathi words that strengthen the next opinion word ("khup chaan"). */
export const MARATHI_INTENSIFIERS: readonly string[] = [
  "khup",
  "khoop",
  "khupach",
  "atishay",
  "agdi",
];

/** Marathi words that join two clauses, as "and" does ("ani"). */
export const MARATHI_AND_WORDS: readonly string[] = ["ani", "aani"];

/**
 * Marathi words that open a clause after "pan" (but): the work, the
 * money, verdicts and adverbs only Marathi writes ("pan kaam ekdum
 * pakka", "pan paise vasool"); not "pan" after a word ("ekda pan"), nor
 * the English "pan" ("the drain pan").
 */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(
  ("kaam paise paisa mahag mahaag swasta svasta ajun ajunhi ata aata " +
    "tyanni tyani tyancha tyacha ticha changla chaan chhan bhari vait " +
    "khup agdi ekdum ekdam sagla sagle nantar tari kahi kuthlahi " +
    "vyavasthit saaf").split(" "),
);

/** The Marathi word for "but", guarded by `CLAUSE_OPENERS`. */
const MARATHI_CONTRAST: GuardedContrast = {
  words: ["pan"],
  openers: CLAUSE_OPENERS,
};

/**
 * Whether a word opens a contrasting Marathi clause: "pan" (but) before a
 * Marathi word ("swasta nahi, pan paise vasool"; "rates mahag ahet pan
 * kaam ekdum pakka").
 *
 * @param word A word's normal form.
 * @param next The normal form of the word after it, if any.
 * @returns Whether it opens a contrast.
 */
export function opensMarathiContrast(
  word: string,
  next: string | undefined,
): boolean {
  return opensGuardedContrast(MARATHI_CONTRAST, word, next);
}

/** Names of aspects in Marathi sub-ratings ("Kimmat 3/5", "Swachhata"). */
export const MARATHI_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["kimmat", "price"],
  ["swachhata", "cleanliness"],
  ["svachhata", "cleanliness"],
  ["vagnuk", "professionalism"],
  ["vaagnuk", "professionalism"],
  ["vartan", "professionalism"],
  ["pramanikpana", "honesty"],
];

/** Answers that deny a question before them ("Veles? Ajibat nahi."). */
export const MARATHI_NO_ANSWERS: readonly (readonly string[])[] = phraseWords([
  "ajibat nahi",
  "mulich nahi",
  "kadhich nahi",
  "nahi ho",
  "ajibaat nahi",
]);

/** Answers that grant a question only in part ("Mahag? Thodasa."). */
export const MARATHI_HEDGE_ANSWERS: readonly (readonly string[])[] =
  phraseWords([
    "ho thoda",
    "ho , thoda",
    "ho thodasa",
    "ho , thodasa",
    "thodasa",
    "thodisa",
    "thoda far",
    "kahi pramanat",
    "kahi pramanaat",
  ]);

/**
 * Words that wave a complaint off ("45 min ushira, pan aadhi phone kela,
 * so kahi harkat nahi"): the labelled sets make it neutral (softeners.ts).
 * "Chalta" only after "so" ("chalta" is also "walking").
 */
export const MARATHI_WAVE_OFFS: readonly (readonly string[])[] = phraseWords([
  "kahi harkat nahi",
  "kaahi harkat nahi",
  "kahi harakat nahi",
  "harkat nahi",
  "kahi hrakat nahi",
  "so chalta",
  "chalel",
  "chalun jaeel",
  "chalun jail",
  "kahi tension nahi",
]);

/** The Marathi tables, as `lexicon_languages.ts` joins them. */
export const MARATHI_TABLES: LanguageTables = {
  aspectCues: MARATHI_ASPECT_CUES,
  general: MARATHI_GENERAL_CUES,
  negators: [],
  intensifiers: MARATHI_INTENSIFIERS,
  andWords: MARATHI_AND_WORDS,
  contrastWords: [],
  subRatingLabels: MARATHI_SUB_RATING_LABELS,
  neutralizers: MARATHI_NEUTRALIZERS,
  noAnswers: MARATHI_NO_ANSWERS,
  hedgeAnswers: MARATHI_HEDGE_ANSWERS,
  waveOffs: MARATHI_WAVE_OFFS,
  guardedContrast: MARATHI_CONTRAST,
};
