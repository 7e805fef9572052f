/**
 * French judging words, as customers in Quebec, France, Belgium,
 * Switzerland and Acadia write them, for reviews written mostly or partly
 * in French ("arrivé pile à l'heure", "c'est pas donné", "y'a pu aucune
 * fuite", "personne nous a rappelés"). They are cues like the English
 * ones (`lexicon.ts` describes the entries): the rules read them as they
 * read English, and the trained model weighs them by the cue-kind
 * features it learned from English (it has few French words of its own).
 *
 * French is written here as the tokeniser sees it: elided words stay whole
 * ("l'heure", "c'est", "m'a"), hyphenated words come apart ("rendez vous",
 * "sous sol"), and "dont" is read as "don't" ("do not"). Each entry is
 * written once, with its accents and straight apostrophes; `frenchSpellings` adds the forms typed without accents and
 * with typographic apostrophes ("c’est"), as phones write them, and
 * `cueSpellings` the cues as Quebecers write them ("c'tait", "y'a",
 * "qu'y", "ben"). "Pas mal" is "quite" ("pas mal plus cher"): the cues
 * that hold it keep its "pas" from negating what follows.
 *
 * Words that are also English ("pile", "fine", "sale", "rate", "prise",
 * "court", "franc") appear only inside a phrase that English never writes
 * ("8 h pile", "c'est sale"). French puts "pas", "plus" and "jamais" after
 * the verb and often drops "ne" ("ça coule pu", "ils ont rien facturé"),
 * so verb-first negations are phrases of their own.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import { accentedSpellings, byAspect, compact } from "./lexicon_spellings.ts";
import { EARLIER_FRENCH_CUES, FRENCH_CUES } from "./lexicon_french_cues.ts";
import { FRENCH_MONEY_CUES } from "./lexicon_french_money.ts";
import { FRENCH_WORK_CUES } from "./lexicon_french_work.ts";
import {
  FRENCH_QUEBEC_CUES,
  FRENCH_QUEBEC_GENERAL_CUES,
} from "./lexicon_french_quebec.ts";

/**
 * The spellings of French entries: as written, without accents, and each
 * with typographic apostrophes ("l’heure").
 *
 * @param specs Entries written with accents and straight apostrophes.
 * @returns Every spelling, each once.
 */
export function frenchSpellings(specs: readonly string[]): string[] {
  return accentedSpellings(specs);
}

/**
 * How Quebecers write, in reviews, the words of an entry: "c'tait" for
 * "c'était", "qu'y" for "qu'il", "ben" for "bien", and the subject and
 * its verb run together ("y'a", "y'ont", "y'avait", "y'était", "y'é"),
 * which the tokeniser keeps as one word, so that "il a fait" or "a pris"
 * in an entry never meets "y'a fait" or "y'a pris" in a review. Only the
 * auxiliary that opens the entry or an alternative in braces is written
 * so ("{a pris|ont pris}" becomes "{y'a pris|y'ont pris}"); "nous a",
 * "m'a" and "qui a" stay. The "a" before "l'", "la" or "le" is the
 * preposition typed without its accent, and stays too.
 */
const QUEBEC_SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<=^|[\s{|])c'était(?=$|[\s|}])/g, "c'tait"],
  [/(?<=^|[\s{|])qu'ils?(?=$|[\s|}])/g, "qu'y"],
  [
    /(?<=^|[\s{|])ils? (ont|a|avait|avaient|était|étaient|est)(?=$|[\s|}])/g,
    "y'$1",
  ],
  [
    /(?<=^|\{|\{[^{}]*\|)(a|ont|avait|avaient|était|étaient|est)(?=[|}]|\s(?!l'|l’|la\s|le\s|les\s))/g,
    "y'$1",
  ],
  [/(?<=^|[\s{|])y'est(?=$|[\s|}])/g, "y'é"],
  [/(?<=^|[\s{|])bien(?=$|[\s|}])/g, "ben"],
];

/**
 * An entry as Quebecers write it (`QUEBEC_SPELLINGS`), or the entry
 * itself when they write it the same.
 *
 * @param spec An entry written with accents and straight apostrophes.
 * @returns The entry in Québécois spelling.
 */
export function quebecSpelling(spec: string): string {
  const [pattern, ...flags] = spec.split(" ~ ");
  let written = pattern;
  for (const [form, quebec] of QUEBEC_SPELLINGS) {
    written = written.replace(form, quebec);
  }
  return [written, ...flags].join(" ~ ");
}

/**
 * Entries that match what an entry matches in Québécois spelling and
 * nothing the entry matches itself, so that the tables grow only by the
 * new phrasings: one entry per part written differently, in which that
 * part holds only its Québécois alternatives, the parts before it only
 * their own and the parts after it both ("{ça a pris|il a fallu} *
 * semaines {avant qu'il|avant de}" gives "{y'a fallu} * semaines {avant
 * qu'il|avant de|avant qu'y}" and "{ça a pris|il a fallu} * semaines
 * {avant qu'y}"). An entry whose words outside braces change in more
 * than one place is given whole (`quebecSpelling`).
 *
 * @param spec An entry written with accents and straight apostrophes.
 * @returns The entries, none when Quebecers write the entry the same.
 */
export function quebecEntries(spec: string): string[] {
  const quebec = quebecSpelling(spec);
  if (quebec === spec) return [];
  const [pattern, ...flags] = spec.split(" ~ ");
  const parts = pattern.split(/(\{[^{}]*\})/);
  const quebecParts = quebec.split(" ~ ")[0].split(/(\{[^{}]*\})/);
  if (parts.length !== quebecParts.length) return [quebec];
  // The alternatives of each brace group that Quebecers alone write.
  const added = parts.map((part, i) => {
    if (i % 2 === 0) return [];
    const own = part.slice(1, -1).split("|");
    return quebecParts[i].slice(1, -1).split("|")
      .filter((alternative) => !own.includes(alternative));
  });
  const outside = parts.flatMap((part, i) =>
    i % 2 === 0 && part !== quebecParts[i] ? [i] : []
  );
  const inside = parts.flatMap((_, i) => added[i].length > 0 ? [i] : []);
  if (outside.length > 1) return [quebec];
  const order = [...outside, ...inside];
  return order.map((_, k) => {
    const written = parts.map((part, i) => {
      const rank = order.indexOf(i);
      if (rank === -1 || rank < k) return part;
      if (i % 2 === 0) return quebecParts[i];
      const own = part.slice(1, -1).split("|");
      return `{${(rank === k ? added[i] : [...own, ...added[i]]).join("|")}}`;
    });
    return [written.join(""), ...flags].join(" ~ ");
  });
}

/**
 * The spellings of French cue entries: those of `frenchSpellings`, for
 * each entry and for its Québécois phrasings (`quebecEntries`). The
 * entries' own spellings come first and keep their order.
 *
 * @param specs Entries written with accents and straight apostrophes.
 * @returns Every spelling, each once.
 */
export function cueSpellings(specs: readonly string[]): string[] {
  return frenchSpellings(
    specs.flatMap((spec) => [spec, ...quebecEntries(spec)]),
  );
}

/**
 * The later French cues of each aspect: of time and conduct, money, the
 * work, then the Québécois ones.
 */
const LATER_FRENCH_CUES: Readonly<Record<AspectId, readonly string[]>> =
  byAspect((aspect) => [
    ...({ ...FRENCH_CUES, ...FRENCH_MONEY_CUES, ...FRENCH_WORK_CUES })[
      aspect
    ],
    ...(FRENCH_QUEBEC_CUES[aspect] ?? []),
  ]);

/** French cues of every aspect, in all their spellings. */
export const FRENCH_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => [
  ...EARLIER_FRENCH_CUES[aspect],
  ...EARLIER_FRENCH_CUES[aspect].filter((spec) => spec.includes("'")).map(
    typographic,
  ),
  ...cueSpellings(LATER_FRENCH_CUES[aspect]).map(compact),
]);

/** An entry with typographic apostrophes ("c’était"), as phones type them. */
function typographic(spec: string): string {
  return spec.replaceAll("'", "’");
}

/** General opinion words in French (no aspect of their own). */
export const FRENCH_GENERAL_CUES: readonly string[] = [
  // Written before this module, kept as they were.
  "{c'était correct|c'etait correct|c'est correct|correcte|pas plus pas moins|ni plus ni moins} ~ 0 F",
  "{c’était correct|c’etait correct|c’est correct} ~ 0 F",
  "pas pire ~ +1 F",
  "inacceptable ~ -2",
  "{merci mille fois|mille mercis} ~ +1",
  ...cueSpellings([
    "excellentes ~ +3",
    "parfait|parfaite|parfaits|parfaites ~ +2",
    "génial|géniale|géniaux|extraordinaire|incroyable|exceptionnel|exceptionnelle|remarquable|impressionnant|impressionnante|fantastique|merveilleux|merveilleuse|tiguidou|irréprochable ~ +2",
    "{très content|vraiment content|super content|tellement content|bien content|ben content|assez content|trop content|content du|content de|content des|au top|le top|du top|vraiment top|trop top|très top|super top|c'est nickel|c'était nickel|tout nickel|du solide|c'était super|c'est super|vraiment super|super bien|une coche au dessus|sans faute|sans faille} ~ +2",
    "contente|contentes|satisfait|satisfaite|satisfaits|satisfaites|ravi|ravie|ravis|ravies|enchanté|enchantée|heureux|heureuse|comblé|comblée|comblés ~ +2",
    "efficace|efficaces|fiable|fiables|solide|solides ~ +1",
    "silencieux|silencieuse|silencieuses ~ +1",
    "{recommandée|recommandés|recommandées|recommandons|je conseille|à conseiller|à recommander|je les recommande|je le recommande|je la recommande|on recommande} ~ +1",
    "{je ne recommande pas|je recommande pas|je les recommande pas|je le recommande pas|je ne les recommande pas|à éviter|à fuir|évitez|fuyez|plus jamais|pu jamais|jamais plus|merci pour rien} ~ -2 F",
    "déçus|déçues|décevant|décevante|décevants|décevantes|déception|mécontent|mécontente|mécontents|insatisfait|insatisfaite|insatisfaits|fâché|fâchée|furieux|furieuse|frustré|frustrée|frustrés|frustrant|frustrante|écoeuré|écoeurée|tanné|tannée ~ -2",
    "horribles|affreux|affreuse|épouvantable|catastrophique|désastre|cauchemar|pitoyable|minable|honteux|honteuse|scandaleux|scandaleuse|inacceptables ~ -2",
    "{une honte|du n'importe quoi|c'est n'importe quoi|du grand n'importe quoi|c'est ridicule|c'était ridicule|vraiment ridicule|complètement ridicule|de la marde|de la merde|pas correct|pas correcte|pas ben correct|vraiment pas correct} ~ -2 F",
    "{problème|problèmes|souci|soucis} ~ -1",
    "{faut pas exagérer|faudrait pas exagérer|il faut pas exagérer|faut pas charrier|faut pas pousser} ~ -2 F",
    "{rien à redire|rien à dire|rien à reprocher|aucun reproche|aucune plainte|rien à critiquer|que du positif|que des éloges} ~ +2 F",
    "{pas mal du tout|vraiment pas mal|c'était pas mal|c'est pas mal|pas mal pantoute} ~ +1 F",
    // "Le prix était pas mal": "not bad", fair praise; a longer cue that
    // holds it ("pas mal en retard") reads it as "quite".
    "{était|étaient|est|sont|a été|ont été|reste|restait} pas mal ~ +1 F",
    // Judged average: neutral when said of an aspect ("le prix était
    // correct"), as English "okay" is.
    "ordinaire|convenable ~ 0",
    "{dans la moyenne|c'était moyen|c'est moyen|plutôt moyen|assez moyen|était moyen} ~ 0",
    "{était|étaient|était assez|est|reste|restait|semblait|assez|plutôt|ben|somme toute} {correct|correcte|corrects|correctes} ~ 0",
    // Lukewarm verdicts and excuses that leave a mild opinion neutral.
    "{rien de spécial|rien d'extraordinaire|rien de particulier|rien d'exceptionnel|sans éclat|ni bon ni mauvais|mitigé|mitigée|bof|ça fait la job|ça a fait la job|a fait la job|fait la job} ~ 0 F",
    "{je comprends|c'est pas grave|pas grave|pas de trouble|pas un drame|pas la fin du monde|ça arrive|c'est compréhensible|compréhensible} ~ 0 F",
    "techniquement ~ 0 F",
    // Added for European and Québécois reviews: faint praise and blame, a
    // drawback announced ("seul bémol"), a price put down to what quality
    // costs, an excuse granted. A complaint waved off after it ("donc pas
    // de souci") is not here: as a lukewarm verdict it would make neutral
    // whatever else its clause says.
    "{laisse à désirer|laissait à désirer|laissent à désirer|laissaient à désirer|pas terrible|pas top|pas fameux|pas fameuse|pas folichon} ~ -1 F",
    "{seul bémol|petit bémol|un bémol|gros bémol|léger bémol|le seul bémol|seul point négatif|seul hic|le seul hic|petit hic|seul point noir|petit point noir} ~ -1 F",
    "{c'est dommage|dommage que|quel dommage|bien dommage|vraiment dommage} ~ -1",
    "{c'est le prix à payer|c'est le prix de la qualité|la qualité a un prix|la qualité se paie|la qualité se paye|ça se paie|ça se paye|c'est le prix d'un|c'est le prix d'une} ~ 0 F",
    "{ça reste correct|ça passe encore} ~ 0 F",
    "{pas de quoi fouetter un chat|pas de quoi en faire un plat|rien de grave|pas bien grave|pas dramatique|ça peut arriver|ça arrive à tout le monde|c'est humain|pas de leur faute|pas leur faute|pas de sa faute|pas sa faute|c'est excusable|excusable} ~ 0 F",
    "{couci couça|mouais|moyen moyen} ~ 0 F",
    "{chapeau bas|chapeau l'artiste|nickel chrome} ~ +2",
    // Added for Québécois reviews: the outrageous ("ça a pas d'allure",
    // "pas de bon sens", "une joke"), being messed around ("se faire
    // niaiser"), "chu" for "je suis", and praise ("numéro un", "hors
    // pair", "au boutte", "recommande en masse").
    "{ça a pas d'allure|ça avait pas d'allure|pas d'allure|ça a pas de bon sens|ça avait pas de bon sens|pas de bon sens|aucun bon sens|ça a aucun bon sens|une vraie joke|c'est une joke|c'était une joke|une joke|un vrai cirque|du niaisage|du gros niaisage} ~ -2 F",
    "{se faire niaiser|fait niaiser|nous ont niaisés|m'ont niaisé|m'ont niaisée|nous a niaisés|m'a niaisé|m'a niaisée|niaisent le monde|niaiser le monde} ~ -2",
    "{chu|j'suis|chus} {ben content|très content|super content|content|ben contente|contente|satisfait|satisfaite|ben satisfait|très satisfait|ravi|ravie|comblé|comblée} ~ +2",
    "{chu|j'suis|chus} {déçu|déçue|ben déçu|très déçu|pas content|pas contente|pas satisfait|pas satisfaite|fâché|fâchée|en beau fusil|en beau joual vert} ~ -2 F",
    "{numéro un|hors pair|de première classe|au boutte|vraiment au boutte|top notch} ~ +2",
    // "Pas mal" is "quite", no negation: "pas mal correct" is "correct".
    "pas mal {correct|correcte|corrects|correctes} ~ 0",
    "pas mal {bon|bonne|bons|bonnes} ~ +1",
    "{je les recommande en masse|recommande en masse|à recommander en masse|je recommande fortement|je recommande sans hésiter|je recommande à 100 %} ~ +1",
    ...FRENCH_QUEBEC_GENERAL_CUES,
  ]).map(compact),
];

/** French words that negate what follows. */
export const FRENCH_NEGATORS: readonly string[] = [
  "pas",
  "jamais",
  "rien",
  "aucun",
  "aucune",
  "aucuns",
  "sans",
];

/** French words that strengthen the next opinion word. */
export const FRENCH_INTENSIFIERS: readonly string[] = [
  "très",
  "vraiment",
  "trop",
  "tellement",
  "extrêmement",
  "extremement",
  "vachement",
  "carrément",
  "carrement",
  "franchement",
  "drôlement",
  "particulièrement",
  "particulierement",
  "absolument",
  "totalement",
  "complètement",
  "completement",
];

/** French words that start a contrasting clause. */
export const FRENCH_CONTRAST_WORDS: readonly string[] = frenchSpellings([
  "mais",
  "cependant",
  "pourtant",
  "toutefois",
  "néanmoins",
  "sauf",
  "malgré",
  "sinon",
]);

/** Names of aspects in French sub-ratings ("Propreté 5/5"). */
export const FRENCH_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["ponctualité", "punctuality"],
  ["prix", "price"],
  ["qualité", "quality"],
  ["propreté", "cleanliness"],
  ["courtoisie", "professionalism"],
  ["honnêteté", "honesty"],
  ["compétence", "expertise"],
  ["ponctualite", "punctuality"],
  ["qualite", "quality"],
  ["proprete", "cleanliness"],
  ["honnetete", "honesty"],
  ["compétences", "expertise"],
  ["connaissances", "expertise"],
  ["professionnalisme", "professionalism"],
  ["politesse", "professionalism"],
  ["amabilité", "professionalism"],
  ["amabilite", "professionalism"],
  ["accueil", "professionalism"],
  ["disponibilité", "scheduling"],
  ["disponibilite", "scheduling"],
  ["délais", "scheduling"],
  ["delais", "scheduling"],
  ["tarifs", "price"],
  ["tarif", "price"],
  ["coût", "price"],
  ["travail", "quality"],
  ["explications", "communication"],
  ["suivi", "communication"],
  ["transparence", "honesty"],
];
