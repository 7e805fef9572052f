/**
 * Québécois (joual) French judging words, for reviews from Quebec that
 * mix French with English ("le gars a chiâlé tout le long", "j'chiâlerai
 * pas", "c'est ça qui est ça", "ça fait huit mois, pas un problème").
 * They are cues like those of `lexicon_french_cues.ts`: written once, with
 * accents and straight apostrophes, and `lexicon_french.ts` adds the
 * forms without accents, with typographic apostrophes and in Québécois
 * spelling ("il a" as "y'a", "bien" as "ben").
 *
 * Words that are also English ("pis", "gars", "ben", "checker") stand
 * only inside phrases that English never writes. "Pas fort" is "poor"
 * only as a verdict of its own ("c'est pas fort"): "mon anglais est pas
 * fort" is not a complaint.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Québécois cues per aspect (none for the aspects without any). */
export const FRENCH_QUEBEC_CUES: Readonly<
  Partial<Record<AspectId, readonly string[]>>
> = {
  quality: [
    // Months without trouble since the job: "ça fait huit mois, aucun
    // problème", "depuis un an, zéro fuite".
    "{ça fait|depuis} * {mois|ans|an|semaines|années} {aucun|aucune|zéro|pas de|pu de|pas un|pas une|pas un seul|pas une seule} {problème|problèmes|trouble|troubles|fuite|fuites|souci|soucis|panne|pannes|refoulement|bouchon} ~ +1 F",
    "depuis {plus un|plus une|pu un|pu une|plus aucun|plus aucune|pu aucun|pu aucune} {refoulement|backup|bouchon|fuite|goutte|dégât d'eau|problème|trouble|panne} ~ +1 F",
    // After a comma the clause stands alone: "pis depuis, plus un
    // refoulement" (only "pu": "en plus un bouchon" is one more clog).
    "{pu un|pu une} {refoulement|backup|bouchon} ~ +1 F",
    // "Sont belles en masse": the swear words and "en masse" after the
    // adjective strengthen it.
    "{sont|étaient|est|était} {beaux|belles|beau|belle|ben faites|ben faits|ben faite|ben fait} {en masse|en tabarnak|en crisse|en maudit|en sacrament|en câlisse|en titi|en tabarouette|en esti} ~ +2",
  ],
  expertise: [
    // Parts changed that were not the fault.
    "{c'était même pas ça le problème|c'était pas ça le problème|c'était même pas le problème|c'était pas le problème|c'était même pas ça le trouble|c'était pas ça le trouble} ~ -1 F",
    "{a rien compris pantoute|comprenait rien pantoute|savait pas pantoute ce qu'il faisait|connaissait rien pantoute} ~ -2 F",
  ],
  professionalism: [
    "{fumé|fumait|fumer} {une cigarette|une clope|une smoke|un joint|des cigarettes} ~ -1",
    "{pas d'excuse|même pas d'excuse|pas une excuse|pas d'excuse pantoute} ~ -1 F",
    // Moaning the whole job long ("le gars a chiâlé tout le long qu'il
    // faisait frette").
    "{a chiâlé|chiâlait|a bougonné|bougonnait|a râlé|râlait|se plaignait|s'est plaint} {tout le long|tout le temps|toute la job|sans arrêt|toute la journée|pendant toute la job} ~ -1",
    "{parlé|parlait|parle|traité|traitée|traités|traitées|traitait} {comme si j'étais|comme si on était|comme à|comme} {un|une|des} {enfant|enfants|cave|caves|idiot|idiote|idiots|niaiseux|niaiseuse|imbécile} ~ -1",
    "{vraiment|super|tellement|bien|assez} {smatte|smattes|d'adon} ~ +1",
    "{le gars|les gars|le technicien|le monsieur} {était|étaient|est|sont|a été} {smatte|smattes|d'adon|bien fin|super fin|vraiment fin|fin en masse} ~ +1",
  ],
  communication: [
    // Late, but a call or a text said so ("en retard mais y'a texté").
    "{mais|au moins} {il|elle|ils|elles|y} {a|ont|avait|avaient} {appelé|appelée|texté|textée|téléphoné|averti|avertie|prévenu|prévenue|avisé|avisée} ~ +2",
    "{mais|au moins} {y'a|y'ont|y'avait|y'avaient} {appelé|appelée|texté|textée|téléphoné|averti|avertie|prévenu|prévenue|avisé|avisée} ~ +2",
  ],
};

/** Québécois general opinion words and phrases (no aspect of their own). */
export const FRENCH_QUEBEC_GENERAL_CUES: readonly string[] = [
  // A complaint given up or put down to how things are: "j'chiâlerai
  // pas", "c'est ça qui est ça", "tu niaises pas avec ça", "pas de stress".
  "{je chiâlerai pas|j'chiâlerai pas|je vais pas chiâler|j'vais pas chiâler|je peux pas chiâler|j'peux pas chiâler|on chiâlera pas|je me plaindrai pas|je me plains pas} ~ 0 F",
  "{c'est ça qui est ça|c'est la vie|tu niaises pas avec ça|on niaise pas avec ça|faut ce qu'il faut|faut c'qui faut} ~ 0 F",
  "{pas de stress|pas de panique|ça me dérange pas|ça me dérangeait pas} ~ 0 F",
  // "Ordinaire" alone is "average"; strengthened, Quebecers mean "poor".
  "{bien ordinaire|vraiment ordinaire|très ordinaire|pas mal ordinaire} ~ -1 F",
  "{c'est pas fort|c'était pas fort|vraiment pas fort|pas fort pantoute|pas bien fort ça} ~ -1 F",
];
