/**
 * Swahili and Sheng judging words, as Kenyan, Tanzanian and Ugandan
 * customers at home and abroad mix them into English reviews ("alichelewa
 * masaa mbili", "hakuvua viatu", "kazi safi", "ghali sana, walinikula doh",
 * "anajua kazi yake", "hakuna mtu alitupigia simu", "wakora hawa"): English
 * cues cannot see them, so such a review lost its aspects. They are cues
 * like the English ones (`lexicon.ts` describes the entries): the rules
 * read them as they read English, and the trained model weighs them by the
 * cue-kind features it learned from English.
 *
 * Swahili builds its verbs from prefixes: who ("a-" he or she, "wa-"
 * they, "ni-" I), when ("-li-" past, "-ka-" and then, "-me-" perfect,
 * "-na-" present), whom ("-ni-" me, "-tu-" us) before the stem:
 * "a-li-ni-pigia simu" (he called me), "wa-ka-vua viatu" (they took off
 * their shoes). Each form is a word of its own, so the entries
 * (`lexicon_swahili_cues.ts`) list the common ones as alternatives, and
 * the Sheng and English stems Kenyans inflect alike ("alitext",
 * "akarefund", "hawakunicharge", "alilate"). Swahili negates with prefixes
 * too ("ha-", "hawa-", "si-": "hakuvua", "hawakujibu", "hakujua"), never
 * with a word before the verb, so the negated verbs are cues of their own
 * with a fixed polarity (`F`) and there are no negators; "bila" (without)
 * negates nothing, since "bila kuambiwa" (without being told) praises.
 *
 * Short words that are English or another language's stay inside phrases:
 * "na" (and, with; Tagalog), "ni" (is; Tagalog), "si" (is not; Spanish,
 * Italian), "tu" (only; Spanish, French "you"), "sana" (very; Tagalog
 * "hopefully"), "pole", "poa", "safi", "sawa", "kazi", "bei", "juu",
 * "doh", "fundi", "mzee", "time", "story". "Pole" is "sorry" ("hakusema
 * hata pole", "akasema pole sana") and "slowly" ("pole pole"), so it is a
 * cue only after a verb of saying. "Safi" is "clean" and, of work,
 * "great": "kazi safi" judges the work, "waliacha safi" the cleaning up;
 * "safi sana" alone is vague praise. "Kazi" alone is a weak quality term,
 * as "kaam" and "kamm" are. "Lakini" (but) opens a contrast; "halafu" and
 * "kisha" (then) join clauses.
 *
 * Choices: "alichelewa" (came late) is punctuality negative; a wave-off
 * after it ("hakuna shida", "hakuna noma", "sawa tu") makes it neutral,
 * as "no big deal" does. "Alifika saa N" alone is no verdict: only "saa
 * kamili", "kwa wakati", "mapema" or "kama tulivyokubaliana" are. "Si
 * ghali si rahisi" and "bei ya kawaida" are price neutral. "Doh" (Sheng
 * for money) judges only inside "walinikula doh" (they ate my money) and
 * "doh mingi". "Mkali" (harsh; in Sheng also "awesome") is professionalism
 * negative only after "alikuwa" or "ni", of a person; "fundi mkali" is
 * expertise. "Hakuna haja ya kuja/kubadilisha" (no need to come or to
 * replace) is honesty, the contract's "told us we didn't need a new one".
 * "Kusema ukweli", "kwa kweli" are fillers, not honesty.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import { byAspect, compact, phraseWords } from "./lexicon_spellings.ts";
import type { LanguageTables, NegatorLookalike } from "./lexicon_spellings.ts";
import { SWAHILI_CUES, SWAHILI_GENERAL } from "./lexicon_swahili_cues.ts";

/**
 * Swahili cues, per aspect (`lexicon_swahili_cues.ts`), brace groups of
 * single words written as one element's alternatives (`compact`).
 */
export const SWAHILI_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => SWAHILI_CUES[aspect].map(compact));

/** General opinion words in Swahili (no aspect of their own). */
export const SWAHILI_GENERAL_CUES: readonly string[] = SWAHILI_GENERAL.map(
  compact,
);

/**
 * Phrases that look like Swahili cues but are none: fillers ("kusema
 * ukweli", "kwa kweli": to tell the truth), "pole pole" (slowly), and a
 * price the reviewer cannot judge ("sijui kama ni mingi"), and a call
 * to ask whether all is well ("kuuliza kama iko sawa sawa").
 */
export const SWAHILI_NEUTRALIZERS: readonly string[] = [
  "{kusema|kwa|ukisema} ukweli",
  "kwa kweli",
  "{pole pole|polepole}",
  "sijui kama {hiyo|hii|} {ni|ilikuwa} {mingi|ghali|rahisi|sawa}",
  "kama {iko|ilikuwa|kila kitu|kila kitu kiko|inafanya kazi} sawa {sawa|}",
].map(compact);

/** Swahili words that start a contrasting clause ("lakini"). */
export const SWAHILI_CONTRAST_WORDS: readonly string[] = ["lakini"];

/** Swahili words that join two clauses, as "and then" does. */
export const SWAHILI_AND_WORDS: readonly string[] = ["halafu", "kisha"];

/** Names of aspects in Swahili sub-ratings ("Bei 3/5", "Usafi 5/5"). */
export const SWAHILI_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["bei", "price"],
  ["usafi", "cleanliness"],
  ["heshima", "professionalism"],
];

/** Answers that deny a question before them ("Ghali? Hapana."). */
export const SWAHILI_NO_ANSWERS: readonly (readonly string[])[] = phraseWords([
  "hapana",
  "hapana kabisa",
  "hata kidogo",
  "sivyo",
  "asilani",
]);

/** Answers that grant a question only in part ("Ghali? Kiasi."). */
export const SWAHILI_HEDGE_ANSWERS: readonly (readonly string[])[] =
  phraseWords([
    "kiasi",
    "kiasi fulani",
    "kidogo tu",
    "kidogo",
  ]);

/**
 * Words that wave a complaint off ("alichelewa masaa mbili but he texted
 * ahead, hakuna shida"): the labelled sets make it neutral (softeners.ts).
 * "Hakuna shida hata moja" after work that lasted is praise of the work,
 * a cue of its own.
 */
export const SWAHILI_WAVE_OFFS: readonly (readonly string[])[] = phraseWords([
  "hakuna shida",
  "hakuna noma",
  "hakuna tabu",
  "hakuna matata",
  "sawa tu",
  "si kitu",
  "haina shida",
]);

/**
 * The Swahili copula "ni" (is) before these words ("ni mtu mzuri",
 * "hiyo ni heshima", "work ni safi"), no Spanish "ni" (nor): nouns,
 * adjectives and pronouns only Swahili writes.
 */
export const SWAHILI_COPULA: NegatorLookalike = {
  word: "ni",
  before: new Set(
    ("mtu watu msee wasee jamaa mzee fundi mafundi kijana vijana kampuni " +
      "heshima mkweli wakweli mwaminifu waaminifu mwizi wezi mkora wakora " +
      "tapeli matapeli mwongo waongo ghali rahisi nafuu safi poa fiti bomba " +
      "kazi sawa mzuri wazuri nzuri mbaya wabaya mbovu vizuri vibaya mpole " +
      "wapole mkarimu wakarimu mkali wakali mjeuri mjuzi hodari mtaalamu " +
      "wataalamu bei huduma kweli hiyo hii yeye wao mimi sisi kitu pesa doh " +
      "shida noma ukweli kawaida bure mchezo").split(" "),
  ),
};

/** The Swahili and Sheng tables, as `lexicon_languages.ts` joins them. */
export const SWAHILI_TABLES: LanguageTables = {
  aspectCues: SWAHILI_ASPECT_CUES,
  general: SWAHILI_GENERAL_CUES,
  negators: [],
  intensifiers: [],
  andWords: SWAHILI_AND_WORDS,
  contrastWords: SWAHILI_CONTRAST_WORDS,
  subRatingLabels: SWAHILI_SUB_RATING_LABELS,
  neutralizers: SWAHILI_NEUTRALIZERS,
  noAnswers: SWAHILI_NO_ANSWERS,
  hedgeAnswers: SWAHILI_HEDGE_ANSWERS,
  waveOffs: SWAHILI_WAVE_OFFS,
  negatorLookalikes: [SWAHILI_COPULA],
};
