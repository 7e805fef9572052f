/**
 * Nordic judging words: Faroese above all, as Faroese families abroad mix
 * it with Danish and English, often writing almost wholly in Faroese
 * ("Kom sama dag", "hann var so hugnaligur", "greiddi frá øllum", "eingin
 * ringdi aftur", "Dýrt, men vert hvørt oyra"), and with it Danish,
 * Norwegian (Bokmål and Nynorsk), Swedish and Icelandic, which share most
 * of these words ("kom til tiden", "venlig og dygtig", "trevlig och
 * duktig", "kom of seint", "heiðarlegur"): English cues cannot see them,
 * so such a review lost its aspects. They are cues like the English ones
 * (`lexicon.ts` describes the entries; the lists are in
 * `lexicon_nordic_cues.ts`).
 *
 * Norwegian mixed with English reads the same way ("kom presis kl. 8",
 * "en time for sent", "kunne faget sitt", "tok tre uker lenger enn
 * lovet", "ryddet etter seg", "ingen oppdateringer", "ingen krise" after
 * a late arrival called ahead, sub-ratings "Presis:", "Rydding:").
 *
 * Each entry is written once, with its letters ("ø", "ð", "á", "å");
 * `accentedSpellings` adds the forms typed without accents. Words that
 * are also English words stay in phrases: "god", "bra", "fin" ("prisen
 * var god"), "dyr" and "dyre" ("for dyr"), "rent" ("alt rent"), "sent"
 * ("kom for sent"), "men" (but) only before a Nordic word (`NORDIC_CONTRAST`),
 * "seinni" (later) only beside hours or "enn avtalað", since "tveir
 * mánaðir seinni" is two months later. "Nokk" (enough) after a word of
 * manners hedges it ("hugnalig nokk": neutral). Kinship words before a
 * name ("mín beiggi Tommy", "min svoger Bo") are in
 * `entity_person_words.ts`.
 *
 * Stock praise and thanks ("takk fyri", "mæli við", "frálíkt") name no
 * aspect (tests/eval/README.md); "sosum", "einki at klaga um" and "helt
 * ok" are neutral.
 *
 * @module
 */
import {
  accentedSpellings,
  byAspect,
  compact,
  phraseWords,
} from "./lexicon_spellings.ts";
import type { GuardedContrast, LanguageTables } from "./lexicon_spellings.ts";
import type { AspectId } from "../schemas/mod.ts";
import { NORDIC_CUES, NORDIC_GENERAL } from "./lexicon_nordic_cues.ts";
import { DANISH_CUES, DANISH_GENERAL } from "./lexicon_nordic_danish_cues.ts";
import {
  NORWEGIAN_CUES,
  NORWEGIAN_GENERAL,
} from "./lexicon_nordic_norwegian_cues.ts";
import {
  SWEDISH_CUES,
  SWEDISH_GENERAL,
} from "./lexicon_nordic_swedish_cues.ts";

/**
 * Nordic cues, per aspect, in every spelling, their one-word groups
 * written compactly (`compact`): the Swedish ones
 * (`lexicon_nordic_swedish_cues.ts`) and the Norwegian ones
 * (`lexicon_nordic_norwegian_cues.ts`) before the shared ones, as the first
 * pattern of a text wins and their neutral verdicts are reported where the
 * shared ones are not, the Danish ones (`lexicon_nordic_danish_cues.ts`)
 * after.
 */
export const NORDIC_ASPECT_CUES: Readonly<Record<AspectId, readonly string[]>> =
  byAspect((aspect) =>
    accentedSpellings([
      ...SWEDISH_CUES[aspect],
      ...NORWEGIAN_CUES[aspect],
      ...NORDIC_CUES[aspect],
      ...DANISH_CUES[aspect],
    ]).map(compact)
  );

/** General opinion words in the Nordic languages (no aspect of their own). */
export const NORDIC_GENERAL_CUES: readonly string[] = accentedSpellings([
  ...NORDIC_GENERAL,
  ...SWEDISH_GENERAL,
  ...NORWEGIAN_GENERAL,
  ...DANISH_GENERAL,
]).map(compact);

/**
 * Phrases that look like cues but are none: "to be honest" ("fyri at vera
 * ærligur", "for at være ærlig") is no word of honesty.
 */
export const NORDIC_NEUTRALIZERS: readonly string[] = accentedSpellings([
  "{helt ærligt|helt ærlig|ærligt sagt|ärligt sagt|sætter pris på|sætter jeg pris på|sætter stor pris på|setter pris på|setter stor pris på|fyri at vera ærligur|fyri at vera ærlig|for at være ærlig|for å være ærlig|för att vara ärlig|satt að segja|ærligt talt|ærlig talt|ärligt talat}",
]);

/**
 * Nordic words that negate what follows: "ikki" (Faroese), "ikke"
 * (Danish, Bokmål), "ikkje" (Nynorsk), "inte" (Swedish), "ekki"
 * (Icelandic), their "never", "nobody" and "nothing", and "without".
 * Not "ei" nor "an" ("án" without its accent), which are English words.
 */
export const NORDIC_NEGATORS: readonly string[] = [
  "ikki",
  "ikke",
  "ikkje",
  "inte",
  "ekki",
  "aldri",
  "aldrig",
  "aldrei",
  "ongantíð",
  "ongantid",
  "eingin",
  "ongin",
  "einki",
  "onki",
  "ingen",
  "inget",
  "intet",
  "ingenting",
  "enginn",
  "ekkert",
  "uttan",
  "uden",
  "uten",
  "utan",
  "án",
];

/** Nordic words that strengthen the next opinion word. */
export const NORDIC_INTENSIFIERS: readonly string[] = accentedSpellings([
  "sera",
  "ógvuliga",
  "rættiliga",
  "heilt",
  "meget",
  "virkelig",
  "virkeliga",
  "veldig",
  "mycket",
  "väldigt",
  "verkligen",
  "jättebra",
  "mjög",
  "ótrúlega",
  "utrolig",
  "utroligt",
  "otroligt",
  "skikkelig",
  "kjempe",
  "svært",
  "særs",
  "rigtig",
  "riktig",
  "ekstremt",
]);

/**
 * Nordic "men" (but) is an English word: it opens a contrast only before a
 * Nordic word that may start the clause ("men arbeiðið sær pent út", "men
 * vert hvørt oyra").
 */
export const NORDIC_CONTRAST: GuardedContrast = {
  words: ["men"],
  openers: new Set(accentedSpellings([
    "tað",
    "hann",
    "hon",
    "tey",
    "teir",
    "vit",
    "eg",
    "arbeiðið",
    "prísurin",
    "vert",
    "sera",
    "ikki",
    "tó",
    "det",
    "den",
    "han",
    "hun",
    "de",
    "vi",
    "jeg",
    "jag",
    "arbejdet",
    "arbeidet",
    "arbetet",
    "prisen",
    "priset",
    "værd",
    "verdt",
    "värt",
    "ikke",
    "inte",
    "meget",
    "veldig",
    "mycket",
    "heldigvis",
    "desværre",
    "dessverre",
    "tyvärr",
    "ho",
    "dei",
    "eg",
    "jobben",
    "jobbet",
    "resultatet",
    "likevel",
    // Danish: "men sådan er det", "men kontoret svarede aldrig".
    "sådan",
    "kontoret",
    "installationen",
    "regningen",
  ])),
};

/** Names of aspects in Nordic sub-ratings ("Prísur 4/5", "Pris 3/5"). */
export const NORDIC_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["prísur", "price"],
  ["prisur", "price"],
  ["pris", "price"],
  ["prisnivå", "price"],
  ["presis", "punctuality"],
  ["presisjon", "punctuality"],
  ["oppmøte", "punctuality"],
  ["rydding", "cleanliness"],
  ["opprydding", "cleanliness"],
  ["opprydning", "cleanliness"],
  ["utførelse", "quality"],
  ["resultat", "quality"],
  ["vennlighet", "professionalism"],
  ["ventetid", "scheduling"],
  ["ryddighet", "cleanliness"],
  ["renhold", "cleanliness"],
  ["orden", "cleanliness"],
  ["fagkunnskap", "expertise"],
  ["kompetanse", "expertise"],
  ["kompetence", "expertise"],
  ["kompetens", "expertise"],
  ["høflighet", "professionalism"],
  ["städning", "cleanliness"],
  ["rengøring", "cleanliness"],
  ["oprydning", "cleanliness"],
  ["høflighed", "professionalism"],
  ["bemötande", "professionalism"],
  ["tilgjengelighet", "scheduling"],
  ["tilgængelighed", "scheduling"],
  ["tillgänglighet", "scheduling"],
  ["verð", "price"],
  ["stundvísi", "punctuality"],
  ["punktlighed", "punctuality"],
  ["punktlighet", "punctuality"],
  ["góðska", "quality"],
  ["kvalitet", "quality"],
  ["gæði", "quality"],
  ["reinføri", "cleanliness"],
  ["renlighed", "cleanliness"],
  ["renslighet", "cleanliness"],
  ["hreinlæti", "cleanliness"],
  ["samskifti", "communication"],
  ["samskipti", "communication"],
  ["kommunikation", "communication"],
  ["kommunikasjon", "communication"],
  ["ærligheit", "honesty"],
  ["ærlighed", "honesty"],
  ["ærlighet", "honesty"],
  ["ärlighet", "honesty"],
  ["heiðarleiki", "honesty"],
];

/** Answers that deny a question before them ("Stundvísur? Nei."). */
export const NORDIC_NO_ANSWERS: readonly (readonly string[])[] = phraseWords(
  accentedSpellings([
    "nei",
    "nej",
    "alls ikki",
    "slet ikke",
    "overhovedet ikke",
    "slett ikke",
    "slett ikkje",
    "inte alls",
    "absolut inte",
    "alls ekki",
  ]),
);

/** Answers that grant a question only in part ("Dýrt? Eitt sindur."). */
export const NORDIC_HEDGE_ANSWERS: readonly (readonly string[])[] = phraseWords(
  accentedSpellings([
    "eitt sindur",
    "eitt vet",
    "lidt",
    "litt",
    "lite grann",
    "aðeins",
    "smá",
    "nokk",
    "sosum",
    "måske",
    "kanskje",
    "kanske",
    "kannski",
    "kanska",
  ]),
);

/** Words that wave a complaint off ("2 tímar seinni, … Ongin trupulleiki"). */
export const NORDIC_WAVE_OFFS: readonly (readonly string[])[] = phraseWords(
  accentedSpellings([
    "ongin trupulleiki",
    "eingin trupulleiki",
    "ikke noget problem",
    "intet problem",
    "ikke noe problem",
    "inget problem",
    "ekkert mál",
    "ikki hansara skyld",
    "ikki hennara skyld",
    "ikke hans skyld",
    "ikke hendes skyld",
    "ikke hennes skyld",
    "inte hans fel",
    "inte hennes fel",
    "ekki hans sök",
    "forståeligt nok",
    "forståelig nok",
    "skiljanlegt",
    "ja ja",
    "hvað getur maður gert",
    "hvat kann ein gera",
    "hvad kan man gøre",
    "hva kan man gjøre",
    "kva kan ein gjere",
    "vad kan man göra",
    // "Hun ringte i forveien, så ingen krise" (no big deal).
    "ingen krise",
    "ingen kris",
    "ingen big deal",
    "intet problem overhovedet",
    "ingen fare",
    "ingen fara",
    "ikke så farlig",
    "ikke så farligt",
    "ikkje så farleg",
    "inte så farligt",
    "det gjorde ingenting",
    "det gjør ingenting",
    // Norwegian: "men han ringte og sa fra, så det går helt fint".
    "så det går helt fint",
    "så det går fint",
    "så det gikk fint",
    "så det var greit",
    "så det er greit",
    "det gjorde ikke noe",
    "det gjorde ikkje noko",
    "ikkje noko problem",
    "gjorde meg ingenting",
    "null stress",
    "ikke noe stress",
    "sånt skjer",
    "slikt skjer",
    "sånt händer",
    "sådan er det",
    // Danish: "… men den kører lydløst, så vi tilgiver dem".
    "vi tilgiver dem",
    "det tilgiver vi",
    "det kan man leve med",
    "det kan jeg leve med",
    "sådan er det jo",
    "sådan er det bare",
    "ingen skade sket",
    "helt forståeligt",
  ]),
);

/** The Nordic tables, as `lexicon_languages.ts` joins them. */
export const NORDIC_TABLES: LanguageTables = {
  aspectCues: NORDIC_ASPECT_CUES,
  general: NORDIC_GENERAL_CUES,
  negators: NORDIC_NEGATORS,
  intensifiers: NORDIC_INTENSIFIERS,
  andWords: [],
  contrastWords: [],
  subRatingLabels: NORDIC_SUB_RATING_LABELS,
  neutralizers: NORDIC_NEUTRALIZERS,
  noAnswers: NORDIC_NO_ANSWERS,
  hedgeAnswers: NORDIC_HEDGE_ANSWERS,
  waveOffs: NORDIC_WAVE_OFFS,
  guardedContrast: NORDIC_CONTRAST,
};
