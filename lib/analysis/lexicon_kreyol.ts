/**
 * Haitian Creole (Kreyòl) judging words, as Haitian and Haitian-American
 * customers mix them into English reviews or write whole sentences in
 * them ("mèsi anpil", "li te an reta", "twò chè", "pa t bon mache, men li
 * vo chak kòb", "konn travay li", "pa janm fòse m"): English cues cannot
 * see them, so such a review lost its aspects. They are cues like the
 * English ones (`lexicon.ts` describes the entries): the rules read them
 * as they read English, and the trained model weighs them by the
 * cue-kind features it learned from English.
 *
 * Each entry is written once, with its accents; `kreyolSpellings` adds the
 * form typed without them ("mesi anpil", "two che"; the other spelling
 * "tro chè" is written out). Words whose plain
 * form is another word stay in phrases: "alè" (plain "ale" is "go"),
 * "bonè" ("bone"), "chè" (Italian and Spanish "che"; the accented word
 * alone is kept apart, `KREYOL_ACCENTED`), "sal" (Spanish "salt", Kreyòl "living
 * room"), "pwòp" is also "own" ("pwòp kay li", a neutralizer).
 *
 * Kreyòl shares words with French and English. "Bon" is French's general
 * word already, and "gratis", "gratuit", "malpoli", "malgre" are read by
 * the Spanish and French tables; "li", "ak", "se", "yo", "la", "te" appear
 * only inside phrases, and "mache byen", "pa mache ankò", "kase" stay out
 * alone: they tell the fault before the visit as often as the result. "Pa" negates, but it is also Tagalog's "still" ("nag-text pa
 * siya") and Spanish "para" ("pa la casa"): `isForeignPa` tells them
 * apart by the word after it. "Men" is "but", and English "men": it opens
 * a contrast only before the first word of a Kreyòl clause
 * (`opensKreyolContrast`: "men li vo chak kòb", not "the men were").
 * "San" (without) is also "blood", "hundred" and Spanish "San": it
 * negates only inside phrases ("san fòse m", "san li pa eksplike").
 *
 * Stock praise ("yon bijou", "pafè", "5 zetwal", "li bon") names no
 * aspect (tests/eval/README.md); warm words about a person ("bon moun",
 * "gen bon kè", "dous kou siwo", "pasyans") are professionalism; "pwòp"
 * said of the work ("enstale byen pwòp") is quality, of the house
 * cleanliness; "onèt" is honesty, "malonèt" rudeness (professionalism).
 * Sub-ratings leave out "pri" (price): it is also a name ("✅ Pri").
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import {
  byAspect,
  opensGuardedContrast,
  phraseWords,
  withoutAccents,
} from "./lexicon_spellings.ts";
import type { GuardedContrast, LanguageTables } from "./lexicon_spellings.ts";
import {
  KREYOL_ACCENTED,
  KREYOL_CUES,
  KREYOL_GENERAL,
} from "./lexicon_kreyol_cues.ts";

/**
 * The spellings of Kreyòl entries or phrases: as written and without
 * accents ("twò chè" and "two che"; "tro chè", the other spelling, is
 * written out).
 *
 * @param specs Entries written with accents.
 * @returns Every spelling, each once.
 */
export function kreyolSpellings(specs: readonly string[]): string[] {
  return [...new Set(specs.flatMap((spec) => [spec, withoutAccents(spec)]))];
}

/** Phrases of words, with and without their accents ("pa gen pwoblèm"). */
function phrases(list: readonly string[]): string[][] {
  return phraseWords(kreyolSpellings(list));
}

/** Kreyòl cues, per aspect, in all their spellings. */
export const KREYOL_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => [
  ...kreyolSpellings(KREYOL_CUES[aspect]),
  ...(KREYOL_ACCENTED[aspect] ?? []),
]);

/** General opinion words in Kreyòl (no aspect of their own). */
export const KREYOL_GENERAL_CUES: readonly string[] = kreyolSpellings(
  KREYOL_GENERAL,
);

/**
 * Phrases that look like Kreyòl cues but are none: fillers ("pou m onèt
 * avè w"), "pwòp" as "own" ("pwòp kay li"), a filter that was dirty, the
 * reviewer paying on time, and "chè" as "dear" ("mèsi chè").
 */
export const KREYOL_NEUTRALIZERS: readonly string[] = kreyolSpellings([
  "pou m {onèt|sensè|di w vre} {avè w|avè nou|avèk ou|}",
  "pwòp {tèt|kay|machin|zouti|materyèl|pitit|fanmi|lajan|kòb}",
  "{filt|filtè|filtre|tiyo|kondwi|dwòl|kondansè|koyil} {la|yo} {ki te|te|} sal",
  "{peye|nou peye|m peye} {alè|a lè|an avans|davans}",
  "{mèsi|ma|mon} chè",
]);

/**
 * Kreyòl words that negate what follows: "pa" (also "pa t", "pa janm":
 * the next words stay in its reach), "okenn", "pèsonn" (nobody), "poko"
 * (not yet). Not "san" ("blood", "hundred", Spanish "San") nor "anyen",
 * which closes a negation rather than opens one ("pa di m anyen").
 */
export const KREYOL_NEGATORS: readonly string[] = [
  "pa",
  "okenn",
  "pèsonn",
  "pesonn",
  "poko",
];

/**
 * Words after which "pa" is no Kreyòl "not": Spanish "para" ("pa la
 * casa", "pa que"; Spanish has no `LanguageTables`) and Kreyòl "per" or
 * "by" ("$60 pa mwa", "pa imèl"). The languages with tables say their own
 * (`NegatorLookalike`: Tagalog "still", Punjabi "put").
 */
const FOREIGN_PA_NEXT: ReadonlySet<string> = new Set([
  ..."que qué la el lo los las mi mis tu su sus un una acá aca allá alla ti mí eso esto esa ese"
    .split(" "),
  ..."mwa semèn semen jou lane ane èdtan edtan imèl imel email"
    .split(" "),
]);

/**
 * Whether a "pa" negates nothing: it is the last word of its clause
 * (Tagalog "wala pa.") or the word after it makes it Spanish "para" or
 * Kreyòl "per".
 *
 * @param next The normal form of the word after it, if any.
 * @returns Whether it is no negator.
 */
export function isForeignPa(next: string | undefined): boolean {
  return next === undefined || !/\p{L}/u.test(next) ||
    FOREIGN_PA_NEXT.has(next);
}

/** Kreyòl words that strengthen the next opinion word. */
export const KREYOL_INTENSIFIERS: readonly string[] = [
  "anpil",
  "twò",
  "tro",
  "vrèman",
  "vreman",
  "reyèlman",
  "tèlman",
  "telman",
  "trè",
  "ekstrèmman",
  "toutbon",
];

/**
 * Kreyòl words that start a contrasting clause ("malgre" is French's
 * "malgré" without its accent, listed there). "Men" is also English
 * "men": `opensKreyolContrast` reads it so only before a clause's first
 * word.
 */
export const KREYOL_CONTRAST_WORDS: readonly string[] = [
  "sepandan",
  "poutan",
];

/** Words that open a Kreyòl clause after "men" ("men li vo chak kòb"). */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(
  ("li l yo m mwen nou ou w msye manzè pa se sa apre lè kounye toujou tou " +
    "gen te yon pri travay")
    .split(" "),
);

/** The Kreyòl word for "but", guarded by `CLAUSE_OPENERS`. */
const KREYOL_CONTRAST: GuardedContrast = {
  words: ["men"],
  openers: CLAUSE_OPENERS,
};

/**
 * Whether a word opens a contrasting Kreyòl clause: "men" before a
 * pronoun, "pa", "se" or another clause's first word ("pa t bon mache,
 * men li vo chak kòb"), never English "men" ("the men were polite").
 *
 * @param word A word's normal form.
 * @param next The normal form of the word after it, if any.
 * @returns Whether it opens a contrast.
 */
export function opensKreyolContrast(
  word: string,
  next: string | undefined,
): boolean {
  return opensGuardedContrast(KREYOL_CONTRAST, word, next);
}

/** Kreyòl words that join two clauses, as "and" does ("epi"). */
export const KREYOL_AND_WORDS: readonly string[] = ["epi", "epitou"];

/** Names of aspects in Kreyòl sub-ratings ("Pri 3/5", "Pwòpte 5/5"). */
export const KREYOL_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["kalite", "quality"],
  ["travay", "quality"],
  ["pwòpte", "cleanliness"],
  ["pwopte", "cleanliness"],
  ["ponktyalite", "punctuality"],
  ["kominikasyon", "communication"],
  ["pwofesyonalis", "professionalism"],
  ["jantiyès", "professionalism"],
  ["jantiyes", "professionalism"],
  ["politès", "professionalism"],
  ["konpetans", "expertise"],
  ["konesans", "expertise"],
  ["onètete", "honesty"],
  ["onetete", "honesty"],
  ["disponiblite", "scheduling"],
];

/** Answers that deny a question before them ("Pwòp? Pa ditou."). */
export const KREYOL_NO_ANSWERS: readonly (readonly string[])[] = phrases([
  "pa ditou",
  "ditou",
  "non menm",
  "menm pa",
  "pa menm",
  "pa vrèman",
  "pa janm",
  "okenn",
  "jamè",
]);

/** Answers that grant a question only in part ("Chè? Yon ti jan."). */
export const KREYOL_HEDGE_ANSWERS: readonly (readonly string[])[] = phrases([
  "yon ti jan",
  "yon ti kras",
  "yon tikras",
  "konsa konsa",
  "plis oswa mwens",
  "petèt",
  "teknikman",
  "prèske",
  "depann",
  "wi e non",
]);

/**
 * Words that wave a complaint off ("an reta 20 minit, men pa gen
 * pwoblèm"): the labelled sets make it neutral (softeners.ts). Not "pa
 * gen anyen", which is "there is nothing" as often as "no matter".
 */
export const KREYOL_WAVE_OFFS: readonly (readonly string[])[] = phrases([
  "pa gen pwoblèm",
  "pa pwoblèm",
  "pa gen okenn pwoblèm",
  "se pa fòt yo",
  "se pa fòt li",
  "sa pa fòt yo",
  "m konprann",
  "mwen konprann",
  "se pa gwo zafè",
  "pa gwo zafè",
  "sa w ap fè",
  "sa ou ka fè",
  "se lavi a",
  "se konsa lavi a ye",
]);

/** The Haitian Kreyòl tables, as `lexicon_languages.ts` joins them. */
export const KREYOL_TABLES: LanguageTables = {
  aspectCues: KREYOL_ASPECT_CUES,
  general: KREYOL_GENERAL_CUES,
  negators: KREYOL_NEGATORS,
  intensifiers: KREYOL_INTENSIFIERS,
  andWords: KREYOL_AND_WORDS,
  contrastWords: KREYOL_CONTRAST_WORDS,
  subRatingLabels: KREYOL_SUB_RATING_LABELS,
  neutralizers: KREYOL_NEUTRALIZERS,
  noAnswers: KREYOL_NO_ANSWERS,
  hedgeAnswers: KREYOL_HEDGE_ANSWERS,
  waveOffs: KREYOL_WAVE_OFFS,
  guardedContrast: KREYOL_CONTRAST,
};
