/**
 * West African Pidgin judging words: Nigerian Pidgin and Cameroonian
 * Pidgin (Kamtok), as reviewers from Lagos, Accra, Douala and Bamenda
 * write them ("Hector sabi dis work die", "e dey shake like say e wan
 * fall", "dem wan force me buy new furnace by fire by force", "wuna want
 * chop ma moni?", "no jara, no wahala", "e leave carton dem for ma
 * garage", "e no cheap, e no cost"). Pidgin is English-based, so English
 * cues read much of it, but not its own words and turns; this module adds
 * them as cues like the English ones (`lexicon.ts` describes the entries):
 * the rules read them as they read English, and the trained model weighs
 * them by the cue-kind features it learned from English.
 *
 * Most Pidgin words ARE English words used differently, so nearly every
 * entry (`lexicon_pidgin_cues.ts`) is a phrase that only Pidgin writes:
 * the subject "e", "im", "dem", "una", "wuna" before the verb; "dey",
 * "di" (Kamtok), "don" before it ("e dey shake", "don dey crack", "don
 * dey run fine"); "di", "dis", "dat" for "the"; "dem" after a noun as its
 * plural ("carton dem"). Spellings vary ("tok/talk", "sey/say/talk say",
 * "wok/work", "moni/money", "pesin/person", "sabi/sabe"), so entries list
 * them as alternatives. Pidgin negates with "no" before the verb ("e no
 * work", "she no press me") and "never"/"neva": English negators already,
 * so there are no negators of its own. "Die", "well well", "no be small"
 * strengthen what comes before them, not after, so they stay inside
 * phrases ("sabi work die", "fine no be small") and there are no
 * intensifiers. "But" and "and" are English; "sha" (though) and "sef"
 * (even) join nothing.
 *
 * Short or common words that are English or another language's stay
 * inside phrases: "no", "dey", "don", "di" (and Italian/Portuguese),
 * "dem", "e", "na" (Tagalog, Swahili, Persian), "sey", "sabi" (Tagalog
 * "said"), "wahala" (alone: the reviewer's trouble, not the work's),
 * "oga" (boss, a form of address), "abeg" (please), "wetin" (what),
 * "sef", "sha", "una", "jara" (Marathi "a little"; Pidgin "extra"),
 * "die", "fine", "correct", "shake", "press", "force", "chop", "thief",
 * "lie", "spoil", "sweet", "clear", "pack".
 *
 * Choices, after the labelled Pidgin batches: "sabi work", "find wetin
 * spoil", "find am for ten minutes" are expertise; pressure ("by fire by
 * force", "dey press me") and "wan chop ma moni", "ojoro", "sissia", "na lie"
 * are honesty negative, and "no press me" honesty
 * positive. "E no cheap, e no cost" is price neutral; "e too cost" price
 * negative. "Shout me for phone" and "no sabi tok to customer" are
 * professionalism negative, "correct pesin" positive. Rubbish left ("e
 * leave carton dem", "compound be like war front") is cleanliness. "No
 * wahala" and "e no mata" wave a complaint off (neutral); "na wahala",
 * "gbege" and thanks ("God bless una") are general words with no aspect.
 * "I no even know" and "shey e too much?" (a question, no verdict) are
 * neutralized.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import { byAspect, compact, phraseWords } from "./lexicon_spellings.ts";
import type { LanguageTables } from "./lexicon_spellings.ts";
import { PIDGIN_CUES, PIDGIN_GENERAL } from "./lexicon_pidgin_cues.ts";

/**
 * Pidgin cues, per aspect (`lexicon_pidgin_cues.ts`), brace groups of
 * single words written as one element's alternatives (`compact`).
 */
export const PIDGIN_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => PIDGIN_CUES[aspect].map(compact));

/** General opinion words in Pidgin (no aspect of their own). */
export const PIDGIN_GENERAL_CUES: readonly string[] = PIDGIN_GENERAL.map(
  compact,
);

/**
 * Phrases that look like Pidgin cues but are none: the reviewer's own
 * ignorance ("I no even know", "I no sabi") and a question about the
 * price that gives no verdict ("shey e too much?", "abi e cost?").
 */
export const PIDGIN_NEUTRALIZERS: readonly string[] = [
  "{i no know|i no even know|i no sabi|i no even sabi|i no fit talk|i no fit tok}",
  "{shey|abi|sebi|shebi} {e|e no|di price|dat one|dis one|e dey} {too much|too cost|cost|dear|cheap}",
].map(compact);

/** Answers that deny a question before them ("E cost? Lai lai."). */
export const PIDGIN_NO_ANSWERS: readonly (readonly string[])[] = phraseWords([
  "lai lai",
  "lailai",
  "no be so",
  "at all at all",
]);

/** Answers that grant a question only in part ("E late? Small small."). */
export const PIDGIN_HEDGE_ANSWERS: readonly (readonly string[])[] = phraseWords(
  [
    "small small",
    "e small",
    "smallie",
  ],
);

/**
 * Words that wave a complaint off ("e late small, no wahala"; "e no
 * cheap, but e no mata"): the labelled sets make it neutral
 * (softeners.ts).
 */
export const PIDGIN_WAVE_OFFS: readonly (readonly string[])[] = phraseWords([
  "no wahala",
  "so no wahala",
  "no wahala sef",
  "e no mata",
  "e no matter",
  "no shaking",
  "no yawa",
  // "E pass me small, but wetin I go do": what can I do.
  "wetin i go do",
  "wetin we go do",
]);

/** The West African Pidgin tables, as `lexicon_languages.ts` joins them. */
export const PIDGIN_TABLES: LanguageTables = {
  aspectCues: PIDGIN_ASPECT_CUES,
  general: PIDGIN_GENERAL_CUES,
  negators: [],
  intensifiers: [],
  andWords: [],
  contrastWords: [],
  subRatingLabels: [],
  neutralizers: PIDGIN_NEUTRALIZERS,
  noAnswers: PIDGIN_NO_ANSWERS,
  hedgeAnswers: PIDGIN_HEDGE_ANSWERS,
  waveOffs: PIDGIN_WAVE_OFFS,
};
