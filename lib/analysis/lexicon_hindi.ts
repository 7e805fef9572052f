/**
 * Hindi and Urdu judging words, as Indian and Pakistani customers write
 * them in Latin letters in Hinglish reviews ("bahut accha kaam", "ekdum
 * time pe", "thoda mehenga tha", "tameez zero") and in the Urdu register
 * and spellings of Pakistani writers ("bohat imaandar banda", "waqt ke
 * paband", "paisa zaya", "koi update nahi", "kachra chor gaye"):
 * English cues cannot see them, so a review in Hinglish lost its aspects.
 * They are cues like the English ones (`lexicon.ts` describes the
 * entries): the rules read them as they read English, and the trained
 * model weighs them by the cue-kind features it learned from English.
 *
 * Hindi and Urdu put "nahi" after what it negates as often as before
 * ("shoe covers nahi pehne", "acha nahi tha"), and the rules' negation
 * looks back, so such phrases are cues of their own. Words that are also
 * English ("mast", "par", "loot", "rate", "kamal") appear only inside a
 * phrase, and so do words of another language's: "ganda" is Tagalog
 * "beautiful" ("ang ganda"), "na" a Tagalog linker and Pidgin "is", so
 * "na ... na ..." ("neither ... nor") stands only with Urdu words beside
 * it; "khara" is as often "standing" as "honest", and "chor", "thief" to
 * an Indian writer, is "left" to a Pakistani one ("kachra chor gaye"), so
 * it counts only as a noun ("chor hain"). "Par" and "pe" are "on" ("time
 * pe") far more often than "but", so neither is a contrast word; "wala" is
 * a suffix ("tameez wala"), no negator, nor is "bina" ("bina bole shoe
 * covers pehne": unasked). "Theek thaak" is lukewarm like "okay"
 * ("kaam theek tha": quality neutral); "kuch khaas nahi" like "nothing
 * special". Fillers that say "honest" ("imaandari se kahun") and "pata
 * nahi kya" ("who knows what") are no cue and negate nothing. The
 * cue lists themselves are in `lexicon_hindi_cues.ts`.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import type { LanguageTables } from "./lexicon_spellings.ts";

import { HINDI_ASPECT_CUES, HINDI_GENERAL_CUES } from "./lexicon_hindi_cues.ts";

/**
 * Phrases that look like cues but are none: a filler that says "honest"
 * ("imaandari se kahun"), "pata nahi kya" ("who knows what"), whose
 * "nahi" negates nothing after it ("pata nahi kya kya hidden fees"), and
 * what the reviewer did or did not know, pay or show ("mujhe kuch nahi
 * pata", "humne time pe payment ki", "maine quote dikhaya").
 */
export const HINDI_NEUTRALIZERS: readonly string[] = [
  "{imaandari|imandari|eemandari|emandari} se {kahun|kahoon|kahu|bataun|bataoon|batau|bolun|bolu|boloon|kahen|kahein}",
  "{jhoot|jhooth} nahi {bolunga|bolungi|bolun|bolu|boloon|boloonga|boloongi}",
  "pata {nahi|nahin|nhi} {kya|kyun|kyon|kaise|kese|kahan|kab|kitna|kitne|kitni|kaun|kon|kis}",
  // The reviewer's own ignorance, timing and showing, not the technician's.
  "{mujhe|mujhko|humein|hamein|hume|humko} * {kuch nahi pata|kuch pata nahi|kuch pata hi nahi|pata hi nahi tha|kuch nahi aata|kuch nahi ata}",
  "{main|maine|hum|humne} {time|waqt} {pe|par}",
  "{maine|humne} * {dikhaya|dikha diya|dikhaaya}",
  "{time|waqt} {pe|par} {payment|pay|paise|paisay}",
  // An expectation, no verdict ("socha tha mehenga hoga").
  "{mehenga|mehnga|mehngi|mehenge|mehnge|mahanga|sasta|sasti|saste} {hoga|hogi|honge|padega|padegi|padenge}",
];

/** Hindi words that negate what follows. */
export const HINDI_NEGATORS: readonly string[] = [
  "nahi",
  "nahin",
  "nai",
  "nhi",
  "nahee",
  "naheen",
];

/** Hindi and Urdu words that strengthen the next opinion word. */
export const HINDI_INTENSIFIERS: readonly string[] = [
  "bahut",
  "bohot",
  "bahot",
  "bohut",
  "ekdum",
  "ekdam",
  "bilkul",
  "kaafi",
  "itna",
  "itne",
  "bohat",
  "buhat",
  "boht",
  "bht",
  "bhot",
  "behad",
  "intehai",
  "nihayat",
  "kafi",
  "itni",
  "sakht",
];

/** Hindi words that start a contrasting clause ("lekin", "magar"). */
export const HINDI_CONTRAST_WORDS: readonly string[] = [
  "lekin",
  "magar",
  "parantu",
  "laikin",
  "lakin",
];

/** Hindi words that join two clauses, as "and" does. */
export const HINDI_AND_WORDS: readonly string[] = ["aur"];

/** Names of aspects in Hindi sub-ratings ("Keemat 3/5", "Safai 2/5"). */
export const HINDI_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["keemat", "price"],
  ["kimat", "price"],
  ["qeemat", "price"],
  ["daam", "price"],
  ["safai", "cleanliness"],
  ["safaai", "cleanliness"],
  ["kaam", "quality"],
  ["vyavhar", "professionalism"],
  ["vyavahar", "professionalism"],
  ["bartav", "professionalism"],
  ["tameez", "professionalism"],
  ["imaandari", "honesty"],
  ["imandari", "honesty"],
  ["samay", "punctuality"],
  ["gyaan", "expertise"],
  ["rawaiya", "professionalism"],
  ["akhlaq", "professionalism"],
  ["waqt", "punctuality"],
  ["rabta", "communication"],
  ["tajurba", "expertise"],
  ["diyanatdari", "honesty"],
];

/** Answers that deny a question before them ("Shoe covers? Nahi."). */
export const HINDI_NO_ANSWERS: readonly (readonly string[])[] = [
  ["nahi"],
  ["nahin"],
  ["nhi"],
  ["bilkul", "nahi"],
  ["bilkul", "nahin"],
  ["kabhi", "nahi"],
  ["ekdum", "nahi"],
  ["zara", "bhi", "nahi"],
  ["bilkul", "bhi", "nahi"],
  ["ji", "nahi"],
  ["nahi", "ji"],
];

/** Answers that grant a question only in part ("Sasta? Thoda."). */
export const HINDI_HEDGE_ANSWERS: readonly (readonly string[])[] = [
  ["thoda"],
  ["thoda", "sa"],
  ["shayad"],
  ["theek", "thaak"],
  ["kuch", "had", "tak"],
  ["thora"],
  ["thora", "sa"],
  ["thori"],
  ["kisi", "had", "tak"],
  ["bas", "theek"],
];

/** Words that wave a complaint off ("40 min late, koi baat nahi"). */
export const HINDI_WAVE_OFFS: readonly (readonly string[])[] = [
  ["koi", "baat", "nahi"],
  ["koi", "baat", "nahin"],
  ["chalta", "hai"],
  ["chalega"],
  ["koi", "baat", "nai"],
  ["koi", "masla", "nahi"],
  ["koi", "masla", "nahin"],
  ["chalo", "khair"],
  ["so", "theek", "hai"],
  ["koi", "tension", "nahi"],
  ["koi", "tension", "nahin"],
  ["koi", "tension", "nai"],
];

/** The Hindi and Urdu tables, as `lexicon_languages.ts` joins them. */
export const HINDI_TABLES: LanguageTables = {
  aspectCues: HINDI_ASPECT_CUES,
  general: HINDI_GENERAL_CUES,
  negators: HINDI_NEGATORS,
  intensifiers: HINDI_INTENSIFIERS,
  andWords: HINDI_AND_WORDS,
  contrastWords: HINDI_CONTRAST_WORDS,
  subRatingLabels: HINDI_SUB_RATING_LABELS,
  neutralizers: HINDI_NEUTRALIZERS,
  noAnswers: HINDI_NO_ANSWERS,
  hedgeAnswers: HINDI_HEDGE_ANSWERS,
  waveOffs: HINDI_WAVE_OFFS,
};
