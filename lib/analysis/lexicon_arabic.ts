/**
 * Arabic judging words written in Latin letters (Arabizi, "Franco"), as
 * reviewers from Lebanon, Syria, Jordan, Palestine, Iraq, Egypt, the Gulf,
 * Sudan and the Maghreb write them in Montreal, Ottawa, Sydney, Dearborn
 * or Houston ("ija 3al wa2t", "ktir ghali", "ibn 7alel", "2alil adab",
 * "shighlo mni7", "ma zabat", "ma dagh6 3layye", "nasabin", "shara7li kel
 * shi", "ma 7ada radd", "tarak fawda", "ma fi mashakel"). English cues
 * cannot read these words; this module adds them as cues like the English
 * ones (`lexicon.ts` describes the entries), so the rules read them as
 * they read English and the trained model weighs them by the cue-kind
 * features it learned from English.
 *
 * Arabizi writes the Arabic letters English lacks with digits: 3 for ع,
 * 7 for ح, 2 for ء (and the Levantine q), 5 for kh, 6 or 9 for ط and ص.
 * The tokenizer splits a leading digit off its word ("7elo" becomes "7
 * elo", "3al" "3 al", "2alil" "2 alil") and keeps a digit inside one
 * ("ta2il", "wa2t", "dagh6"), so the entries (`lexicon_arabic_cues.ts`)
 * write leading digits apart; spellings vary ("ghali/ghalye",
 * "t2akhar/t2a5ar", "mni7/mnih"), so entries list them as alternatives,
 * with and without digits.
 *
 * Words that are also English ("ma", "mu", "ya", "bas", "shu", "mesh",
 * "la", "fi") or names ("Amin", "Sadiq", "Latif") stand only inside
 * phrases ("ma zabat", "ma fi mashakel", "shu baddak ta3mel"); "ma"
 * negates only inside them. The negators are "mish", "msh" and "mosh",
 * which no English sentence writes. "Ktir", "awi",
 * "jiddan", "bezzaf" and "wayed" strengthen the opinion word near them.
 *
 * Choices, after the labelled Arabic-mixing batches: "ghali" and "sar2a"
 * (robbery) are price negative, "rkhis", "si3r mni7" and "bysta7el"
 * (worth it) positive, "la ghali la rkhis" neutral; "ibn 7alel",
 * "adami", "mo2adab" and "khafif dam" are professionalism positive,
 * "2alil adab", "ta2il dam" and "wa2e7" negative; "shighlo mni7",
 * "shighlo nadif" are quality positive, "kharban" and "ma zabat"
 * negative; "fahmen" and "shater" expertise positive; "ma dagh6" honesty
 * positive, "daght" and "nasabin" negative, "sadi2" positive; "shara7"
 * communication positive, "ma 7ada radd" negative (but nobody answering
 * the phone is scheduling); "tarak fawda" cleanliness negative; "ija 3al
 * wa2t" punctuality positive, "t2akhar" negative; "ija ba3d jum3a"
 * scheduling negative. "Ma fi mashakel", "mish moshkle", "ma3lesh",
 * "khalas" and "shu baddna na3mel" wave a complaint off (neutral);
 * blessings ("wallah", "inshallah", "mashallah", "Allah ykhallih") carry
 * no aspect.
 *
 * Palestinian and Jordanian spellings and phrases are in
 * `lexicon_arabic_levantine.ts`, Arabic written in Arabic script in
 * `lexicon_arabic_script.ts`. "Bas" and "bs" (but) open a contrast only
 * before a word that starts an Arabizi clause (`ARABIC_GUARDED_CONTRAST`).
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import { byAspect, compact, phraseWords } from "./lexicon_spellings.ts";
import type { GuardedContrast, LanguageTables } from "./lexicon_spellings.ts";
import { ARABIC_CUES, ARABIC_GENERAL } from "./lexicon_arabic_cues.ts";
import {
  EGYPTIAN_GULF_CUES,
  EGYPTIAN_GULF_GENERAL,
} from "./lexicon_arabic_egyptian.ts";
import {
  LEVANTINE_CUES,
  LEVANTINE_GENERAL,
} from "./lexicon_arabic_levantine.ts";
import {
  ARABIC_SCRIPT_CONTRAST_WORDS,
  ARABIC_SCRIPT_CUES,
  ARABIC_SCRIPT_GENERAL,
  ARABIC_SCRIPT_INTENSIFIERS,
  ARABIC_SCRIPT_NEGATORS,
} from "./lexicon_arabic_script.ts";

/**
 * Arabizi cues, per aspect: the Levantine ones (`lexicon_arabic_cues.ts`)
 * and the Egyptian and Gulf ones (`lexicon_arabic_egyptian.ts`), brace
 * groups of single words written as one element's alternatives
 * (`compact`).
 */
export const ARABIC_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) =>
  [
    ...ARABIC_CUES[aspect],
    ...EGYPTIAN_GULF_CUES[aspect],
    ...LEVANTINE_CUES[aspect],
    ...ARABIC_SCRIPT_CUES[aspect],
  ].map(compact)
);

/** General opinion words in Arabizi (no aspect of their own). */
export const ARABIC_GENERAL_CUES: readonly string[] = [
  ...ARABIC_GENERAL,
  ...EGYPTIAN_GULF_GENERAL,
  ...LEVANTINE_GENERAL,
  ...ARABIC_SCRIPT_GENERAL,
].map(compact);

/**
 * Arabizi negators: "mish" and its spellings. "Ma", "mu" and "mesh" are
 * English words too ("ma and pa", "wire mesh"); they negate only inside
 * the phrases of the cue tables ("ma zabat", "ma dagh6").
 */
export const ARABIC_NEGATORS: readonly string[] = [
  "mish",
  "msh",
  "mosh",
  ...ARABIC_SCRIPT_NEGATORS,
];

/** Arabizi words for "very" ("ktir ghali", "ghali ktir"). */
export const ARABIC_INTENSIFIERS: readonly string[] = [
  "ktir",
  "kteer",
  "ktiir",
  "awi",
  "awy",
  "jiddan",
  "gedan",
  "bezzaf",
  "bzaf",
  "wayed",
  "wayid",
  "wajed",
  "gedan",
  "geddan",
  "gidan",
  "khales",
  "5ales",
  ...ARABIC_SCRIPT_INTENSIFIERS,
];

/**
 * Arabizi words for "but": "lakin" and its spellings. "Bas" is left out:
 * it also means "only" in Arabizi and in Punjabi ("bas ik sensor"), and
 * splitting there cost labelled items.
 */
export const ARABIC_CONTRAST_WORDS: readonly string[] = [
  "lakin",
  "laken",
  "lakn",
  "lakein",
  ...ARABIC_SCRIPT_CONTRAST_WORDS,
];

/**
 * "Bas" and "bs" (but) open a contrasting clause only before an Arabizi
 * word that starts one ("ghali shway bs bisawi", "7aramiye, bs ana
 * jarrabet"); elsewhere they mean "only" ("bas igniter", "bas ik sensor").
 */
export const ARABIC_GUARDED_CONTRAST: GuardedContrast = {
  words: ["bs", "bas"],
  openers: new Set(
    "ana ne7na howe hiye hiyye homme hinne hal ma msh mish kan kanet kanu kano lamma ba3dein bisawi bysawi bysta7el btista7el"
      .split(" "),
  ),
};

/**
 * Names of aspects in Arabizi sub-ratings ("el shoghl 3/5", "el wa2t
 * 5/5", "el nadafa 4/5").
 */
export const ARABIC_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["shoghl", "quality"],
  ["shughl", "quality"],
  ["wa2t", "punctuality"],
  ["maw3ed", "punctuality"],
  ["mawa3eed", "punctuality"],
  ["nadafa", "cleanliness"],
  ["nazafa", "cleanliness"],
  ["si3r", "price"],
  ["as3ar", "price"],
  ["ta3amol", "professionalism"],
];

/**
 * Phrases that look like Arabizi cues but are none: blessings and oaths
 * ("wallah", "inshallah", "mashallah", "Allah ykhallih", "el 7amdella"),
 * which give no aspect.
 */
export const ARABIC_NEUTRALIZERS: readonly string[] = [
  "{wallah|wallahi|walla|wallahy|inshallah|inshalla|nshalla|enshallah|mashallah|mashalla|mashaallah|alhamdulillah|hamdella|hamdellah|el 7 amdella|el 7 amdellah|al 7 amdulillah|yislamo|yislamu|yeslamo}",
  "allah {ykhallih|ykhalliha|ykhallik|ykhallikon|ykhallihon|y5allih|y5alliha|yi7fazo|yi7fazak|ybarek|ybarik|ya3tik el 3 afye|ya3tikon el 3 afye|ya3tiki el 3 afye|ya3tih el 3 afye|yjazih|yjazik}",
  "{iza|eza|law} {el si3r|si3r|el se3r|el as3ar} {mnih|mni7|mnee7|kwayes|ma32ool|ghali|rkhis|mo3tadel}",
  "{rabbena|rabena|allah} {yekhalih|yekhaliih|yekhaliihom|yekhalihom|yekhaleeh|ykhalih|ykhaliihom|ya3teeh|ya3teeha|ya3teehom|ya3tih|yebarek} {el 3 afya|el 3 afia|}",
  "{al7amdulillah|el7amdulillah|al7amdolellah|el7amdolellah|alhamdolellah|hamdolellah}",
].map(compact);

/** Answers that deny a question before them ("Ghali? Abadan."). */
export const ARABIC_NO_ANSWERS: readonly (readonly string[])[] = phraseWords([
  "abadan",
  "wala marra",
  "la2 abadan",
]);

/** Answers that grant a question only in part ("T2akhar? Shway."). */
export const ARABIC_HEDGE_ANSWERS: readonly (readonly string[])[] = phraseWords(
  [
    "shway",
    "shwayye",
    "shwaya",
    "shi shway",
  ],
);

/**
 * Words that wave a complaint off ("t2akhar shway, bas ma fi mashakel";
 * "un peu cher, bas shu baddak ta3mel"): the labelled sets make it
 * neutral (softeners.ts).
 */
export const ARABIC_WAVE_OFFS: readonly (readonly string[])[] = phraseWords([
  "ma fi mashakel",
  "ma fi moshkle",
  "ma fi mshkle",
  "ma fi mushkile",
  "ma fi mushkila",
  "mafi mashakel",
  "mafi moshkle",
  "mafi mushkila",
  "mesh mshkle",
  "mesh moshkle",
  "mish moshkle",
  "mish mshkle",
  "mish mushkile",
  "msh mshkle",
  "msh moshkle",
  "ma3lesh",
  "ma3lish",
  "maalesh",
  "khalas",
  "shu bdna na3mel",
  "shu baddna na3mel",
  "shu badna na3mel",
  "shu baddak ta3mel",
  "shu badak ta3mel",
  "shu fina na3mel",
  "kel shi ghali",
  "kel shi ghele",
  "kol shi ghali",
  "kolshi ghali",
  "mafeesh moshkela",
  "mafeesh mushkila",
  "mafeesh moshkla",
  "mafish moshkela",
  "mafish mushkila",
  "mafish moshkla",
  "ma fish moshkela",
  "mesh moshkela",
  "mesh mushkila",
  "msh moshkela",
  "mob mushkila",
  "mu mushkila",
  "ma3leshsh",
  "ma3lesh ya3ni",
  "malesh",
  "m3lesh",
  "7 asal kheir",
]);

/** The Arabizi tables, as `lexicon_languages.ts` joins them. */
export const ARABIC_TABLES: LanguageTables = {
  aspectCues: ARABIC_ASPECT_CUES,
  general: ARABIC_GENERAL_CUES,
  negators: ARABIC_NEGATORS,
  intensifiers: ARABIC_INTENSIFIERS,
  andWords: [],
  contrastWords: ARABIC_CONTRAST_WORDS,
  subRatingLabels: ARABIC_SUB_RATING_LABELS,
  neutralizers: ARABIC_NEUTRALIZERS,
  noAnswers: ARABIC_NO_ANSWERS,
  hedgeAnswers: ARABIC_HEDGE_ANSWERS,
  waveOffs: ARABIC_WAVE_OFFS,
  guardedContrast: ARABIC_GUARDED_CONTRAST,
};
