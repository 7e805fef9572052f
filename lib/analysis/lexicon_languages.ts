/**
 * Judging words in the languages reviewers of US home services most often
 * switch into mid-sentence: Spanish above all, then French, Tagalog,
 * Hindi/Urdu written in Latin letters, Italian, Haitian Creole, Japanese
 * in romaji, the Malay, Hokkien and Cantonese words of Singlish and
 * Manglish, German, Dutch and Flemish, Indonesian, Russian and Ukrainian in
 * Latin letters or Cyrillic, Polish, Punjabi and Marathi in Latin letters,
 * Swahili and Sheng, Persian in Latin letters (Finglish), Portuguese,
 * West African Pidgin, Jamaican Patois, Arabic in Latin letters
 * (Arabizi), Vietnamese, with or without its tone marks, Mandarin
 * in pinyin or characters, Korean romanised or in Hangul, Mauritian
 * Kreol, Catalan, Basque, Luxembourgish, the Nordic languages and the
 * Guaraní of Paraguayan Jopara ("muy
 * puntual pero bien caro",
 * "très poli, pas cher", "sobrang bait ni Marco", "bahut accha kaam",
 * "puntuale, pulito, gentile", "twò chè, men li vo chak kòb", "chotto
 * takai", "price abit ex lah", "pünktlich, sauber, freundlich", "op tijd,
 * heel vriendelijk", "kerjanya asal-asalan", "dorogo, but zolotye ruki",
 * "drogo, ale warto", "time te aa gaye, kamm changa kita", "agdi veles
 * aala, kaam changla kela", "ghali sana, lakini kazi safi", "gerun bood
 * vali arzesh dasht", "di price too dear but di work criss", "ija 3al wa2t bas ktir
 * ghali", "giá hợp lý, làm kỹ lắm", "hen zhun shi, 很乾淨", "jinjja
 * bissada, 친절하시고", "lor ler, me tro ser", "molt car, però val la
 * pena", "lan txukuna, baina garestia", "propper Aarbecht, mee
 * gesalzen", "dýrt, men vert hvørt oyra", "ikatupyry añete ha
 * ndahepýi").
 * English cues cannot see these words, so a bilingual review lost its
 * aspects; these entries give them the same cue kinds the English words
 * have, so the model weighs them alike. Both the accented and the plain
 * spelling are listed, since many typists leave the accents off.
 *
 * Words that are also English words ("sale", "pain", "bait", "super fine",
 * "competent") are left out, or kept only inside a phrase ("cher en
 * maudit", not "cher", the singer). Entries are `"pattern ~ flags"`, as described in
 * `lexicon.ts`. Spanish and French, written mostly in that language by
 * many reviewers, have their own modules (`lexicon_spanish.ts`,
 * `lexicon_french.ts`); the entries here that mix the two, or either with
 * another language, stay here.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import {
  byAspect,
  type GuardedContrast,
  type LanguageTables,
  type NegatorLookalike,
  opensGuardedContrast,
} from "./lexicon_spellings.ts";
import {
  FRENCH_ASPECT_CUES,
  FRENCH_CONTRAST_WORDS,
  FRENCH_GENERAL_CUES,
  FRENCH_INTENSIFIERS,
  FRENCH_NEGATORS,
  FRENCH_SUB_RATING_LABELS,
} from "./lexicon_french.ts";
import {
  SPANISH_ASPECT_CUES,
  SPANISH_CONTRAST_WORDS,
  SPANISH_GENERAL_CUES,
  SPANISH_INTENSIFIERS,
  SPANISH_NEGATORS,
  SPANISH_SUB_RATING_LABELS,
} from "./lexicon_spanish.ts";
import { TAGALOG_TABLES } from "./lexicon_tagalog.ts";
import { HINDI_TABLES } from "./lexicon_hindi.ts";
import { ITALIAN_TABLES } from "./lexicon_italian.ts";
import { KREYOL_TABLES } from "./lexicon_kreyol.ts";
import { JAPANESE_TABLES } from "./lexicon_japanese.ts";
import { SINGLISH_TABLES } from "./lexicon_singlish.ts";
import { GERMAN_TABLES } from "./lexicon_german.ts";
import { DUTCH_TABLES } from "./lexicon_dutch.ts";
import { INDONESIAN_TABLES } from "./lexicon_indonesian.ts";
import { RUSSIAN_TABLES } from "./lexicon_russian.ts";
import { POLISH_TABLES } from "./lexicon_polish.ts";
import { PUNJABI_TABLES } from "./lexicon_punjabi.ts";
import { MARATHI_TABLES } from "./lexicon_marathi.ts";
import { SWAHILI_TABLES } from "./lexicon_swahili.ts";
import { PERSIAN_TABLES } from "./lexicon_persian.ts";
import { PORTUGUESE_TABLES } from "./lexicon_portuguese.ts";
import { PIDGIN_TABLES } from "./lexicon_pidgin.ts";
import { PATOIS_TABLES } from "./lexicon_patois.ts";
import { ARABIC_TABLES } from "./lexicon_arabic.ts";
import { VIETNAMESE_TABLES } from "./lexicon_vietnamese.ts";
import { CHINESE_TABLES } from "./lexicon_chinese.ts";
import { KOREAN_TABLES } from "./lexicon_korean.ts";
import { MORISIEN_TABLES } from "./lexicon_morisien.ts";
import { CATALAN_TABLES } from "./lexicon_catalan.ts";
import { BASQUE_TABLES } from "./lexicon_basque.ts";
import { LUXEMBOURGISH_TABLES } from "./lexicon_luxembourgish.ts";
import { NORDIC_TABLES } from "./lexicon_nordic.ts";
import { GUARANI_TABLES } from "./lexicon_guarani.ts";

/**
 * The language modules whose tables join here, in the order they join;
 * Spanish and French, whose tables mix with the entries below, join each
 * table where it names them.
 */
const LANGUAGE_MODULES: readonly LanguageTables[] = [
  TAGALOG_TABLES,
  HINDI_TABLES,
  ITALIAN_TABLES,
  KREYOL_TABLES,
  JAPANESE_TABLES,
  SINGLISH_TABLES,
  GERMAN_TABLES,
  DUTCH_TABLES,
  INDONESIAN_TABLES,
  RUSSIAN_TABLES,
  POLISH_TABLES,
  PUNJABI_TABLES,
  MARATHI_TABLES,
  SWAHILI_TABLES,
  PERSIAN_TABLES,
  PORTUGUESE_TABLES,
  PIDGIN_TABLES,
  PATOIS_TABLES,
  ARABIC_TABLES,
  VIETNAMESE_TABLES,
  CHINESE_TABLES,
  KOREAN_TABLES,
  MORISIEN_TABLES,
  CATALAN_TABLES,
  BASQUE_TABLES,
  LUXEMBOURGISH_TABLES,
  NORDIC_TABLES,
  GUARANI_TABLES,
];

/** The languages' guarded words for "but" (`GuardedContrast`). */
export const GUARDED_CONTRASTS: readonly GuardedContrast[] = LANGUAGE_MODULES
  .flatMap((tables) => tables.guardedContrast ?? []);

/** Every word of `GUARDED_CONTRASTS`, for `opensLanguageContrast`. */
const GUARDED_WORDS: ReadonlySet<string> = new Set(
  GUARDED_CONTRASTS.flatMap((contrast) => contrast.words),
);

/** The languages' own words that look like negators (`NegatorLookalike`). */
const NEGATOR_LOOKALIKES: readonly NegatorLookalike[] = LANGUAGE_MODULES
  .flatMap((tables) => tables.negatorLookalikes ?? []);

/**
 * Whether a negator word is another language's own word by the word after
 * it (`NegatorLookalike`): Tagalog "pa" in "nag-text pa siya", the Swahili
 * copula in "ni mtu mzuri".
 *
 * @param word A negator word's normal form.
 * @param next The normal form of the word after it, if any.
 * @returns Whether it is another language's word that negates nothing.
 */
export function isNegatorLookalike(
  word: string,
  next: string | undefined,
): boolean {
  return next !== undefined &&
    NEGATOR_LOOKALIKES.some((lookalike) =>
      lookalike.word === word && lookalike.before.has(next)
    );
}

/**
 * Whether a word opens a contrasting clause in a language whose word for
 * "but" is also an English word: Kreyòl "men" ("men li vo chak kòb"),
 * Russian "no" ("no predupredil"), Polish "ale" ("ale warto") and Punjabi
 * "par" ("par eh log"), Marathi "pan" ("pan kaam pakka"), Persian
 * "amma" ("amma kheili geroon bood") and Portuguese "mas" ("mas
 * chegou"), each only
 * before a word of its own language.
 *
 * @param word A word's normal form.
 * @param next The normal form of the word after it, if any.
 * @returns Whether it opens a contrast.
 */
export function opensLanguageContrast(
  word: string,
  next: string | undefined,
): boolean {
  // Asked of every word of every sentence: one that is no guarded word
  // for "but" opens nothing, whatever follows it.
  if (!GUARDED_WORDS.has(word)) return false;
  return GUARDED_CONTRASTS.some((contrast) =>
    opensGuardedContrast(contrast, word, next)
  );
}

/** Aspect cues that mix Spanish and French, per aspect. */
const OTHER_ASPECT_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "puntual|puntuales|ponctuel|ponctuelle|ponctuels ~ +1",
    "puntualidad|ponctualité|ponctualite ~ 0 S",
    "{a tiempo|a la hora|a la hora acordada|à l'heure|a l'heure} ~ +1",
  ],
  scheduling: [
    "{el mismo día|el mismo dia|mismo día|mismo dia|le jour même|le jour meme|la même journée|la meme journee} ~ +1",
    "{cita|citas|rendez-vous|rendez vous} ~ 0 W N-1",
  ],
  price: [
    "{buen precio|buenos precios|precio justo|precios justos|precio razonable|precios razonables|bon prix|prix raisonnable|prix juste|prix honnête|prix honnete} ~ +2",
    "{vale la pena|valió la pena|valio la pena|ça vaut le coût|ca vaut le cout} ~ +1 N-1",
    "{precio|precios|prix|presupuesto|cotización|cotizacion|devis|facture} ~ 0 W N-1",
  ],
  quality: [
    "trabajo|travail ~ 0 W",
    "{trabajo|travail} {bien hecho|impecable|impeccable|de calidad|de qualité|de qualite|bien fait} ~ +2",
    "{mal hecho|chapuza|chapucero|mal fait|bâclé|bacle} ~ -2",
    "{calidad|qualité|qualite} ~ 0 W N-1",
  ],
  professionalism: [
    "profesional|profesionales|professionnel|professionnelle|professionnels ~ +1",
    "{poco profesional|nada profesional|pas professionnel|peu professionnel} ~ -2 F",
    "{grosero|grosera|groseros|maleducado|maleducada|mal educado|impoli|impolie} ~ -2",
  ],
  communication: [
    "{expliqué|explique|expliquer|explications} ~ +1",
    "{personne nous avait avertis|sans nous avertir|sans avertir|pas avertis} ~ -2 F",
  ],
  cleanliness: [
    "limpio|limpia|limpios|limpias|limpiaron|limpió|limpieza|propre|propres ~ +1",
    "sucio|sucia|sucios|sucias|cochinero|tiradero|desmadre|cochon|salissant ~ -2",
  ],
  expertise: [
    "experto|experta|expertos|conocedor|conocedora|compétent|compétente|competente ~ +1",
  ],
  honesty: [
    "honesto|honesta|honestos|honrado|honrada|honnête|honnete|honnêtes ~ +1",
    "{de confianza|confiable|confiables|digne de confiance} ~ +1",
    "{estafa|estafadores|estafador|ladrones|rateros|transas|arnaque|arnaqueurs|voleurs} ~ -3",
    "{mentiroso|mentirosos|mintió|mintio|mintieron|menteur} ~ -2",
  ],
};

/** Aspect cues in other languages, per aspect. */
export const LANGUAGE_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => [
  ...OTHER_ASPECT_CUES[aspect],
  ...LANGUAGE_MODULES.flatMap((tables) => tables.aspectCues[aspect]),
  ...SPANISH_ASPECT_CUES[aspect],
  ...FRENCH_ASPECT_CUES[aspect],
]);

/** General opinion words in other languages (no aspect of their own). */
export const LANGUAGE_GENERAL_CUES: readonly string[] = [
  "excelente|excelentes|excellente|excellents ~ +3",
  "{muy bien|muy bueno|muy buena|très bien|tres bien|très bon|tres bon} ~ +2",
  "bueno|buena|buenos|buenas|bien|bon|bonne ~ +1",
  "{recomiendo|recomendado|recomendados|recomendable|je recommande|recommandé|recommande} ~ +1",
  "gracias|merci ~ +1",
  "malo|mala|malos|malas|pésimo|pesimo|pésima|pesima|nul|nulle ~ -2",
  "{un desastre|una porquería|una porqueria|un cauchemar|decepcionado|decepcionada|déçu|decu|déçue} ~ -2",
  "{más o menos|mas o menos|lo normal|ni más ni menos|ni mas ni menos|aceptable|técnicamente|tecnicamente|comme ci comme ça|comme ci comme ca|sans plus} ~ 0 F",
  ...LANGUAGE_MODULES.flatMap((tables) => tables.general),
  ...SPANISH_GENERAL_CUES,
  ...FRENCH_GENERAL_CUES,
];

/** Words that negate what follows, in other languages. */
export const LANGUAGE_NEGATORS: readonly string[] = [
  ...SPANISH_NEGATORS,
  ...LANGUAGE_MODULES.flatMap((tables) => tables.negators),
  ...FRENCH_NEGATORS,
];

/** Words that strengthen the next opinion word, in other languages. */
export const LANGUAGE_INTENSIFIERS: readonly string[] = [
  ...SPANISH_INTENSIFIERS,
  ...LANGUAGE_MODULES.flatMap((tables) => tables.intensifiers),
  ...FRENCH_INTENSIFIERS,
];

/**
 * Words that join two clauses in other languages, as "and" does: a
 * negation does not reach across them ("no llegó a tiempo y fue amable").
 */
export const LANGUAGE_AND_WORDS: readonly string[] = [
  "y",
  "et",
  "puis",
  "pis",
  ...LANGUAGE_MODULES.flatMap((tables) => tables.andWords),
];

/** Words that start a contrasting clause, in other languages. */
export const LANGUAGE_CONTRAST_WORDS: readonly string[] = [
  ...SPANISH_CONTRAST_WORDS,
  ...LANGUAGE_MODULES.flatMap((tables) => tables.contrastWords),
  ...FRENCH_CONTRAST_WORDS,
];

/** Names of aspects in sub-ratings, in other languages ("Precio 3/5"). */
export const LANGUAGE_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ...SPANISH_SUB_RATING_LABELS,
  ...LANGUAGE_MODULES.flatMap((tables) => tables.subRatingLabels),
  ...FRENCH_SUB_RATING_LABELS,
];

/**
 * Phrases in other languages that look like cues but are none ("nagbayad
 * kami on time": the reviewer paid on time); they consume their words.
 */
export const LANGUAGE_NEUTRALIZERS: readonly string[] = [
  ...LANGUAGE_MODULES.flatMap((tables) => tables.neutralizers),
];

/** Answers in other languages that deny a question ("Nahi.", "Hindi po."). */
export const LANGUAGE_NO_ANSWERS: readonly (readonly string[])[] = [
  ...LANGUAGE_MODULES.flatMap((tables) => tables.noAnswers),
];

/** Answers in other languages that grant a question in part ("Medyo."). */
export const LANGUAGE_HEDGE_ANSWERS: readonly (readonly string[])[] = [
  ...LANGUAGE_MODULES.flatMap((tables) => tables.hedgeAnswers),
];

/** Words in other languages that wave a complaint off ("okay lang"). */
export const LANGUAGE_WAVE_OFFS: readonly (readonly string[])[] = [
  ...LANGUAGE_MODULES.flatMap((tables) => tables.waveOffs),
];
