/**
 * Persian judging words in Finglish (Persian written in Latin letters), as
 * Iranian-Americans text them and drop them into English reviews ("kheili
 * mehraboon bood", "gerun bood vali arzesh dasht", "ye kam dir kard vali
 * ghablesh zang zad", "kolah gozashtan sare ma", "adam-e sadegh",
 * "kesafat", "aslan balad nabood"): English cues cannot see them, so such
 * a review lost its aspects. They are cues like the English ones
 * (`lexicon.ts` describes the entries): the rules read them as they read
 * English, and the trained model weighs them by the cue-kind features it
 * learned from English.
 *
 * Finglish has no standard spelling, so the entries
 * (`lexicon_persian_cues.ts`) list the common ones as alternatives:
 * "kheili/khely/kheyli", "geroon/gerun/geroun", "gheymat/gheimat/ghimat",
 * "khoob/khub", "mehraboon/mehrabun/mehraban", "oomad/umad/omad",
 * "toozih/tozih". The ezafe and the "is" of "geroon-e", "adam-e sadegh",
 * "ostad-e" come apart at the hyphen, and "e" is then a word of its own,
 * so entries take it as an optional word ("adam-e sadegh" and "adame
 * sadegh" both match). Persian negates verbs with a prefix ("nabood",
 * "nakard", "nagoft", "nemidoonest") and predicates with "nist" after
 * them ("geroon nist"), never with a word before what it negates, so the
 * negated forms are cues of their own with a fixed polarity (`F`) and
 * there are no negators; "na ... na" (neither ... nor) is read only in
 * "na zang zad na text". "Kheili" (very) strengthens the next opinion
 * word, as "bahut" does.
 *
 * Short words that are English or another language's stay inside phrases:
 * "na" (Tagalog, Swahili), "bad" (English "bad"; Persian "after" in
 * "bad az"), "dir" (German), "kar" (Turkish "snow"), "ba" (with), "e",
 * "o", "va" (and; Spanish "goes"), "ham" (also), "dorost" (right, fixed:
 * "furnace-o dorost kardi" is no verdict), "tamiz" (a drain is "tamiz"
 * once unblocked), "sadegh" and "amin" (also given names), "adam" (person),
 * "normal", "khub" (Bengali "very": "khub beshi"), "gach" (plaster),
 * "khaki", "majani" (Swahili "leaves"), "vared" (also "entered"), "amma"
 * (mother in South Indian languages; "but" only before a Persian word,
 * `PERSIAN_CONTRAST`). "Vali" (but) opens a contrast; "baadesh" (after
 * that) joins clauses.
 *
 * Choices, after the labelled Finglish batch: "geroon" is price negative
 * and "arzesh dasht" (was worth it) positive; "gheymat normal" and "kar
 * normal" are neutral, "normale" lukewarm; "ye kam geroon, vali chikar
 * konim" waves the price off (neutral), as "mohem nist" waves off being
 * "ye kam dir". "Kolah gozashtan", "kolah bardari" (swindling) are
 * honesty, not price. "Adam-e sadegh", "dorostkar", "dorost va sadegh"
 * are honesty positive; "mehraboon", "ba adab", "sabur" professionalism
 * positive and "bad akhlagh" negative. "Tamiz kar kardan" (did clean
 * work) judges the work; "kesafat" and "hich kesafati jaa nagozasht" the
 * mess. "Ostad" (master) and "kar balad" are expertise. Thanks and
 * blessings ("mamnoon", "dastet dard nakone", "khoda kheiret bede") and
 * "kheili khoob", "bad nabood" are general words with no aspect.
 * "Rastesh" (truthfully) is a filler, not honesty. Unanswered phones
 * ("kasi bar nadasht") are scheduling; unanswered messages and "khabar
 * nadad" communication.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import { byAspect, compact, phraseWords } from "./lexicon_spellings.ts";
import type { GuardedContrast, LanguageTables } from "./lexicon_spellings.ts";
import { PERSIAN_CUES, PERSIAN_GENERAL } from "./lexicon_persian_cues.ts";

/**
 * Persian cues, per aspect (`lexicon_persian_cues.ts`), brace groups of
 * single words written as one element's alternatives (`compact`).
 */
export const PERSIAN_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => PERSIAN_CUES[aspect].map(compact));

/** General opinion words in Persian (no aspect of their own). */
export const PERSIAN_GENERAL_CUES: readonly string[] = PERSIAN_GENERAL.map(
  compact,
);

/**
 * Phrases that look like Persian cues but are none: fillers ("rastesh",
 * "rasti", "rast begam": truthfully), the reviewer's own ignorance
 * ("yadam nist", "nemidoonam", "khabar nadaram"), and a drain or pipe
 * "tamiz" after the work.
 */
export const PERSIAN_NEUTRALIZERS: readonly string[] = [
  "{rastesh|rasti|rastesho begam|rastesho bekhay|rast begam|rastesh ro begam}",
  "{yadam nist|yadam nemiad|nemidoonam|nemidunam|nemidonam|khabar nadaram|khabar nadarim}",
  "{drain|lule|looleh|loole|pipe|line|lavle} {tamiz|baz} {shod|kard|kardan}",
].map(compact);

/** Persian words that strengthen the next opinion word ("kheili"). */
export const PERSIAN_INTENSIFIERS: readonly string[] = [
  "kheili",
  "khely",
  "kheyli",
  "kheily",
  "khyli",
  "khaili",
  "kheli",
  "besyar",
  "kolli",
];

/** Persian words that start a contrasting clause ("vali"). */
export const PERSIAN_CONTRAST_WORDS: readonly string[] = [
  "vali",
  "valy",
];

/** Persian words that join two clauses, as "and then" does. */
export const PERSIAN_AND_WORDS: readonly string[] = ["baadesh", "badesh"];

/**
 * Persian words that open a clause after "amma" or "ama" (but): pronouns,
 * verdicts and words only Persian writes ("amma kheili geroon bood",
 * "amma kar-esh khoob bood"); not "amma" (mother) before an English word.
 */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(
  ("kheili khely kheyli geroon gerun arzesh kar kaar karesh gheymat " +
    "gheymatesh khoob khub aslan hanooz hanuz dobare ye oon inam unam " +
    "hamash hame hichi hichkas khodesh mehraboon tamiz dir " +
    "zood montazer kolah").split(" "),
);

/** The guarded Persian word for "but", before `CLAUSE_OPENERS`. */
export const PERSIAN_CONTRAST: GuardedContrast = {
  words: ["amma", "ama"],
  openers: CLAUSE_OPENERS,
};

/** Names of aspects in Persian sub-ratings ("Gheymat 3/5"). */
export const PERSIAN_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["gheymat", "price"],
  ["gheimat", "price"],
  ["tamizi", "cleanliness"],
  ["nezafat", "cleanliness"],
  ["adab", "professionalism"],
  ["keyfiat", "quality"],
];

/** Answers that deny a question before them ("Geroon? Aslan."). */
export const PERSIAN_NO_ANSWERS: readonly (readonly string[])[] = phraseWords([
  "aslan",
  "na aslan",
  "na baba",
  "abadan",
  "hargez",
]);

/** Answers that grant a question only in part ("Geroon? Ye kam."). */
export const PERSIAN_HEDGE_ANSWERS: readonly (readonly string[])[] =
  phraseWords([
    "ye kam",
    "yekam",
    "ye kami",
    "ye zare",
    "ye zarre",
    "taghriban",
    "kam o bish",
  ]);

/**
 * Words that wave a complaint off ("ye kam dir kard, mohem nist"; "ye
 * kam geroon, vali chikar konim"): the labelled sets make it neutral
 * (softeners.ts).
 */
export const PERSIAN_WAVE_OFFS: readonly (readonly string[])[] = phraseWords([
  "mohem nist",
  "mohem nabood",
  "eybi nadare",
  "eyb nadare",
  "eybi nadasht",
  "ashkal nadare",
  "ashkali nadare",
  "ashkali nadasht",
  "chikar konim",
  "chi kar konim",
  "chekar konim",
  "che konim",
  "chikar mishe kard",
]);

/** The Persian (Finglish) tables, as `lexicon_languages.ts` joins them. */
export const PERSIAN_TABLES: LanguageTables = {
  aspectCues: PERSIAN_ASPECT_CUES,
  general: PERSIAN_GENERAL_CUES,
  negators: [],
  intensifiers: PERSIAN_INTENSIFIERS,
  andWords: PERSIAN_AND_WORDS,
  contrastWords: PERSIAN_CONTRAST_WORDS,
  subRatingLabels: PERSIAN_SUB_RATING_LABELS,
  neutralizers: PERSIAN_NEUTRALIZERS,
  noAnswers: PERSIAN_NO_ANSWERS,
  hedgeAnswers: PERSIAN_HEDGE_ANSWERS,
  waveOffs: PERSIAN_WAVE_OFFS,
  guardedContrast: PERSIAN_CONTRAST,
};
