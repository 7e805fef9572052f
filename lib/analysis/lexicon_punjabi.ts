/**
 * Punjabi judging words, as Punjabi and Sikh customers in Canada, the US,
 * the UK and Australia write them in Latin letters ("time te aa gaye 9
 * vaje sharp", "kamm changa kita", "koi call vi nahi kiti", "thagg ne eh
 * loki", "full transfer switch di lodd nahi", "bina dasse chala gaya"):
 * English cues cannot see them, so such a review lost its aspects. They
 * are cues like the English ones (`lexicon.ts` describes the entries):
 * the rules read them as they read English, and the trained model weighs
 * them by the cue-kind features it learned from English.
 *
 * Punjabi shares much with Hindi and Urdu (`lexicon_hindi.ts`): "mehnga",
 * "sasta", "imaandar", "dhokha", "samjhaya", "tameez", "ghante late",
 * "koi pressure nahi" are read there and not repeated here. This module
 * holds what Punjabi says or spells otherwise: "si" and "c" for "tha",
 * "aa" for "hai", "vi" for "bhi", "ch" and "vich" for "mein", "ton" for
 * "se", "da/di/de" for "ka/ki/ke", "nu" for "ko", "kita/kiti/keeta" and
 * "dita/ditta/diti" for "kiya" and "diya", "ni" beside "nahi" and "nai",
 * "kadi" (ever), "ajje/hale/haje" (still), "vaje" (o'clock), "udeek"
 * (wait), "dasna" (to tell), "lodd" (need), "thagg" (cheat), "changa",
 * "vadiya/wadiya", "maada" (bad), "kamm" (work), "chhad" (leave), "laah"
 * (take off), "chukkna" (pick up the phone), "khilaar" (a mess). The
 * entries (`lexicon_punjabi_cues.ts`) list the common spellings of each
 * word as alternatives, since romanised Punjabi has no standard one:
 * "nahi/nahin/nai/ni", "kita/keeta/kitta", "dita/ditta/diti", "vi/bhi",
 * "si/c", "aa/hai/ae", "changa/chnga", "vadiya/vadia/wadiya", "pehlan/
 * pehla".
 *
 * Punjabi puts "nahi" after what it negates ("kamm changa nahi si", "koi
 * call vi nahi kiti") and the rules' negation looks back, so such phrases
 * are cues of their own, fixed (`F`); "nahi" and "ni" before a word
 * negate it already (Hindi's and Spanish's negators), and "na" (also
 * Tagalog) negates nothing. Short words that are English or another
 * language's stay inside phrases: "si" and "te" (Spanish, Italian,
 * French), "aa", "vi", "ch", "c", "na" (Tagalog), "ne" (Italian, French),
 * "di", "da", "de", "nu", "ton", "par" (French "par", English "on par"),
 * "kita" (Tagalog "see", Indonesian "we"), "sira" (Tagalog "broken"),
 * "dass" and "das" (German), "mada" (Japanese "not yet"), "change"
 * (English), "pa" (put; Kreyòl "not", `PUNJABI_PA`). "Te" (and) joins
 * no clauses: it is Spanish and French "you". "Par" (but) opens a
 * contrast only before a Punjabi word (`opensPunjabiContrast`).
 *
 * Choices: "kamm" (work) is a weak quality term, as "kaam" is, and "kamm
 * saaf", "kamm neat" judge the workmanship, not the mess; "saaf kar dita"
 * stays out (a drain is "saaf" after it is unblocked). "Dasia" (told)
 * alone is no praise: only "saare options dasse", "pehlan dass dita",
 * "khol ke dasia" are. "Lodd nahi" (no need) is honesty only after "di",
 * "da", "de" or "koi" ("heat pump badlan di lodd nahi"). A night or
 * holiday visit ("raat de 11 vaje aa gaya", "Diwali wali raat") is
 * scheduling; "N vaje sharp" and "jive keha si" punctuality. "Mehngiyan
 * paingiyan" (will cost a lot) is an expectation, no verdict. "Sach
 * puchho taan" is a filler, and "theek si", "theek aa" lukewarm like
 * "theek tha". "Mint" is "minutes" ("40 mint ch"), not the English
 * praise. "Koi gall nahi", "chalo koi na", "so no tension" wave a
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
import type {
  GuardedContrast,
  LanguageTables,
  NegatorLookalike,
} from "./lexicon_spellings.ts";
import { PUNJABI_CUES, PUNJABI_GENERAL } from "./lexicon_punjabi_cues.ts";

/**
 * Punjabi cues, per aspect (`lexicon_punjabi_cues.ts`), brace groups of
 * single words written as one element's alternatives (`compact`).
 */
export const PUNJABI_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => PUNJABI_CUES[aspect].map(compact));

/** General opinion words in Punjabi (no aspect of their own). */
export const PUNJABI_GENERAL_CUES: readonly string[] = PUNJABI_GENERAL.map(
  compact,
);

/**
 * Phrases that look like Punjabi cues but are none: fillers ("sach puchho
 * taan"), the reviewer plain-spoken ("main saaf keh"), a drain or pipe
 * "saaf" after the work and "saaf dikh gaya" (plainly seen), "40 mint
 * ch" (minutes, not the English "mint"), a price foretold ("mehngiyan
 * paingiyan"), the reviewer's own ignorance and timing, and "tension di
 * lodd nahi" (no need to worry).
 */
export const PUNJABI_NEUTRALIZERS: readonly string[] = [
  "{sach|sachi|sacchi} {puchho|puchcho|puchon|dassan|kahan} {taan|ta|tan|tah}",
  "{sachi|sacchi} {gall|gal}",
  "{imaandari|imandari} {naal|nal} {kahan|dassan|keh|kehna|kahaan}",
  "{main|mai} saaf {keh|kehna|dassan|kahan}",
  "saaf {dikh|dikheya|dikhda|dikhdi|dikhea|nazar}",
  "mint {ch|vich|wich|baad|lagge|late|de}",
  "{pipe|pipes|drain|line|duct|ducts|filter|nali|naali} {saaf|clean} {aa|hai|si|c}",
  "{pipe|pipes|drain|line|duct|ducts|filter|nali|naali} {saaf|clean} ho {gayi|gaya|gyi}",
  "{mehnga|mehngi|mehnge|mehngiyan|mainga|maingi|mainge} {paina|pauga|paugi|painga|painge|paingiyan|hona|hovega|hovegi}",
  "{mainu|menu|mennu|sanu|saanu} * {kujh|kuch} {vi|} {nahi|ni|nai} {pata|patta|aunda}",
  "{main|mai|asi|assi} {time|taim} {te|sir} {payment|paise|bill}",
  "{tension|fikar|fikr|chinta|darr|dar} {di|da|karan di|lain di} {koi|} {lodd|lod|lor} {nahi|ni|nai}",
].map(compact);

/** Punjabi words that strengthen the next opinion word ("ena vadiya"). */
export const PUNJABI_INTENSIFIERS: readonly string[] = [
  "ena",
  "enna",
  "ainna",
  "bada",
  "badi",
];

/** Punjabi words that join two clauses, as "and" does ("naale"). */
export const PUNJABI_AND_WORDS: readonly string[] = ["naale"];

/**
 * Punjabi words that open a clause after "par" or "pr" (but): pronouns,
 * verdicts and adverbs only Punjabi writes ("par eh log", "par kamm
 * vadiya"), and "reasonable", as written after it; not the Hindi "par"
 * (on) before a verb ("time par aaye"), nor the French ("par contre") or
 * English ("on par") one.
 */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(
  ("eh ih ohna ohne onha usne ehna ohde ohdi banda bande munde kamm changa " +
    "changi vadiya vadia wadiya maada ajje hale haje hun kadi kade kise " +
    "kujh saara mainu menu sanu saanu asi assi ena enna fer pher mehnga " +
    "mehngi mainga maingi sasta sasti theek reasonable").split(" "),
);

/** The Punjabi word for "but", guarded by `CLAUSE_OPENERS`. */
const PUNJABI_CONTRAST: GuardedContrast = {
  words: ["par", "pr"],
  openers: CLAUSE_OPENERS,
};

/**
 * Whether a word opens a contrasting Punjabi clause: "par" or "pr" (but)
 * before a Punjabi word ("mehngiyan lagiyan, par reasonable nikliyan";
 * "par eh log deserve karde ne").
 *
 * @param word A word's normal form.
 * @param next The normal form of the word after it, if any.
 * @returns Whether it opens a contrast.
 */
export function opensPunjabiContrast(
  word: string,
  next: string | undefined,
): boolean {
  return opensGuardedContrast(PUNJABI_CONTRAST, word, next);
}

/**
 * Punjabi "pa" (put) before these words ("shoe covers pa ke", "gand pa
 * ditta"), no Kreyòl "not".
 */
export const PUNJABI_PA: NegatorLookalike = {
  word: "pa",
  before: new Set(
    "ke dita ditta diti ditti gaye gaya gayi lia leya laye lai".split(" "),
  ),
};

/** Names of aspects in Punjabi sub-ratings ("Kamm 5/5", "Mull 3/5"). */
export const PUNJABI_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["kamm", "quality"],
  ["mull", "price"],
  ["vihaar", "professionalism"],
  ["vihar", "professionalism"],
];

/** Answers that deny a question before them ("Time te? Bilkul ni."). */
export const PUNJABI_NO_ANSWERS: readonly (readonly string[])[] = phraseWords([
  "na ji",
  "ni ji",
  "bilkul ni",
  "bilkul nai",
  "bilkul vi nahi",
  "kadi nahi",
  "kade nahi",
  "kadi ni",
  "kade ni",
]);

/** Answers that grant a question only in part ("Mehnga? Thoda jeha."). */
export const PUNJABI_HEDGE_ANSWERS: readonly (readonly string[])[] =
  phraseWords([
    "thoda jeha",
    "thodi jehi",
    "thoda bahut",
    "kujh had tak",
    "kuch had tak",
  ]);

/**
 * Words that wave a complaint off ("45 min late, but pehlan text kar dita
 * si, so no tension"): the labelled sets make it neutral (softeners.ts).
 * "Koi na" only after "chalo" or "so" ("koi na koi" is "someone or
 * other"), "no tension" only after "so" (a belt has "no tension").
 */
export const PUNJABI_WAVE_OFFS: readonly (readonly string[])[] = phraseWords([
  "so no tension",
  "koi tension nahi",
  "koi tension ni",
  "koi gall nahi",
  "koi gal nahi",
  "koi gall ni",
  "koi gal ni",
  "koi gall nai",
  "chalo koi na",
  "so koi na",
  "so theek aa",
  "so thik aa",
  "so theek ae",
]);

/** The Punjabi tables, as `lexicon_languages.ts` joins them. */
export const PUNJABI_TABLES: LanguageTables = {
  aspectCues: PUNJABI_ASPECT_CUES,
  general: PUNJABI_GENERAL_CUES,
  negators: [],
  intensifiers: PUNJABI_INTENSIFIERS,
  andWords: PUNJABI_AND_WORDS,
  contrastWords: [],
  subRatingLabels: PUNJABI_SUB_RATING_LABELS,
  neutralizers: PUNJABI_NEUTRALIZERS,
  noAnswers: PUNJABI_NO_ANSWERS,
  hedgeAnswers: PUNJABI_HEDGE_ANSWERS,
  waveOffs: PUNJABI_WAVE_OFFS,
  guardedContrast: PUNJABI_CONTRAST,
  negatorLookalikes: [PUNJABI_PA],
};
