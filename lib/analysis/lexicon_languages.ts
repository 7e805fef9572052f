/**
 * Judging words in the languages reviewers of US home services most often
 * switch into mid-sentence: Spanish above all, then French, Tagalog and
 * Hindi/Urdu written in Latin letters ("muy puntual pero bien caro",
 * "très poli, pas cher", "sobrang bait ni Marco", "bahut accha kaam").
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
import { byAspect } from "./lexicon_spellings.ts";
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

/** Aspect cues in languages other than French and Spanish, per aspect. */
const OTHER_ASPECT_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "puntual|puntuales|ponctuel|ponctuelle|ponctuels ~ +1",
    "puntualidad|ponctualité|ponctualite ~ 0 S",
    "{a tiempo|a la hora|a la hora acordada|à l'heure|a l'heure} ~ +1",
    "{late|huli} na ~ -1",
    "{hindi sila|di sila} on time ~ -1 F",
  ],
  scheduling: [
    "{el mismo día|el mismo dia|mismo día|mismo dia|le jour même|le jour meme|la même journée|la meme journee} ~ +1",
    "{cita|citas|rendez-vous|rendez vous} ~ 0 W N-1",
    "{sumagot agad|may sumagot agad|pumunta agad|dumating agad|pumunta pa rin} ~ +1",
  ],
  price: [
    "mehenga|mehnga|mahanga ~ -1",
    "{sasta|sulit} ~ +1",
    "{buen precio|buenos precios|precio justo|precios justos|precio razonable|precios razonables|bon prix|prix raisonnable|prix juste|prix honnête|prix honnete} ~ +2",
    "{vale la pena|valió la pena|valio la pena|ça vaut le coût|ca vaut le cout} ~ +1 N-1",
    "{ang|medyo|sobrang|masyadong|napaka|napakamahal|mas} mahal ~ -1",
    "mura|pinakamura|napakamura ~ +1",
    "{precio|precios|prix|presupuesto|cotización|cotizacion|devis|facture} ~ 0 W N-1",
  ],
  quality: [
    "trabajo|travail|kaam ~ 0 W",
    "{trabajo|travail} {bien hecho|impecable|impeccable|de calidad|de qualité|de qualite|bien fait} ~ +2",
    "{mal hecho|chapuza|chapucero|mal fait|bâclé|bacle} ~ -2",
    "{calidad|qualité|qualite} ~ 0 W N-1",
    "{ang ayos|maayos|ang ganda} ~ +1 W",
    "{tumutulo|sira|ayaw|maingay|mainit|malamig} pa rin ~ -2 F",
    "{hindi gumana|hindi gumagana|ayaw gumana|ayaw gumagana} ~ -2 F",
    "walang problema ~ +1 F",
  ],
  professionalism: [
    "mabait|magalang ~ +1",
    "profesional|profesionales|professionnel|professionnelle|professionnels ~ +1",
    "{poco profesional|nada profesional|pas professionnel|peu professionnel} ~ -2 F",
    "{grosero|grosera|groseros|maleducado|maleducada|mal educado|impoli|impolie|bastos} ~ -2",
  ],
  communication: [
    "{expliqué|explique|expliquer|explications|pinaliwanag|ipinaliwanag|nagpaliwanag} ~ +1",
    "{pinakita|ipinakita|nag send * pictures} ~ +1",
    "{personne nous avait avertis|sans nous avertir|sans avertir|pas avertis|walang nag call back|walang tumawag|hindi tumawag|hindi nag reply} ~ -2 F",
  ],
  cleanliness: [
    "limpio|limpia|limpios|limpias|limpiaron|limpió|limpieza|propre|propres|malinis ~ +1",
    "sucio|sucia|sucios|sucias|cochinero|tiradero|desmadre|cochon|salissant ~ -2",
    "{makalat|kalat|ang kalat} ~ -1",
  ],
  expertise: [
    "experto|experta|expertos|conocedor|conocedora|compétent|compétente|competente|magaling|galing ~ +1",
    "{alam niya agad|alam agad} ~ +1",
  ],
  honesty: [
    "honesto|honesta|honestos|honrado|honrada|honnête|honnete|honnêtes|imaandar|imandar|imaandaar ~ +1",
    "{de confianza|confiable|confiables|digne de confiance} ~ +1",
    "{estafa|estafadores|estafador|ladrones|rateros|transas|arnaque|arnaqueurs|voleurs} ~ -3",
    "{mentiroso|mentirosos|mintió|mintio|mintieron|menteur} ~ -2",
    "{hindi raw kailangan|hindi kailangan palitan|hindi pa kailangan} ~ +1 F",
  ],
};

/** Aspect cues in other languages, per aspect. */
export const LANGUAGE_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => [
  ...OTHER_ASPECT_CUES[aspect],
  ...SPANISH_ASPECT_CUES[aspect],
  ...FRENCH_ASPECT_CUES[aspect],
]);

/** General opinion words in other languages (no aspect of their own). */
export const LANGUAGE_GENERAL_CUES: readonly string[] = [
  "excelente|excelentes|excellente|excellents|napakagaling|zabardast|zabardust ~ +3",
  "{muy bien|muy bueno|muy buena|très bien|tres bien|très bon|tres bon|bahut accha|bahut achha|bahut acha} ~ +2",
  "bueno|buena|buenos|buenas|bien|bon|bonne|maganda|accha|achha|acha|badhiya|badiya ~ +1",
  "{recomiendo|recomendado|recomendados|recomendable|je recommande|recommandé|recommande} ~ +1",
  "gracias|merci|salamat|shukriya|dhanyavad ~ +1",
  "malo|mala|malos|malas|pésimo|pesimo|pésima|pesima|nul|nulle|bakwas|bekaar|bekar ~ -2",
  "{un desastre|una porquería|una porqueria|un cauchemar|decepcionado|decepcionada|déçu|decu|déçue} ~ -2",
  "{más o menos|mas o menos|lo normal|ni más ni menos|ni mas ni menos|aceptable|técnicamente|tecnicamente|comme ci comme ça|comme ci comme ca|okay lang|ok lang|pwede na|sakto lang|sans plus|theek hai|thik hai} ~ 0 F",
  ...SPANISH_GENERAL_CUES,
  ...FRENCH_GENERAL_CUES,
];

/** Words that negate what follows, in other languages. */
export const LANGUAGE_NEGATORS: readonly string[] = [
  ...SPANISH_NEGATORS,
  "nahi",
  // Tagalog's "not"; also the name of a language, rarely written in a review.
  "hindi",
  "nahin",
  "nai",
  ...FRENCH_NEGATORS,
];

/** Words that strengthen the next opinion word, in other languages. */
export const LANGUAGE_INTENSIFIERS: readonly string[] = [
  ...SPANISH_INTENSIFIERS,
  "sobrang",
  "grabe",
  "napaka",
  "bahut",
  "bohot",
  ...FRENCH_INTENSIFIERS,
];

/**
 * Words that join two clauses in other languages, as "and" does: a
 * negation does not reach across them ("no llegó a tiempo y fue amable").
 */
export const LANGUAGE_AND_WORDS: readonly string[] = ["y", "et", "puis", "pis"];

/** Words that start a contrasting clause, in other languages. */
export const LANGUAGE_CONTRAST_WORDS: readonly string[] = [
  ...SPANISH_CONTRAST_WORDS,
  "lekin",
  ...FRENCH_CONTRAST_WORDS,
];

/** Names of aspects in sub-ratings, in other languages ("Precio 3/5"). */
export const LANGUAGE_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ...SPANISH_SUB_RATING_LABELS,
  ...FRENCH_SUB_RATING_LABELS,
];
