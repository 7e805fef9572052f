/**
 * Word tables of the entity finder: English words that are also names,
 * kinship words, street words, groups of interchangeable service names,
 * action verbs, idioms that only sound like a service, trade words of
 * business names. French, Spanish, Danish and Norwegian names of the same
 * things join the English ones, so that such a review finds the
 * catalogue's English service names ("fournaise", "calefacción" and
 * "fyret" find "Furnace Repair").
 *
 * @module
 */
import { frenchSpellings } from "./lexicon_french.ts";
import {
  FRENCH_ACTION_GROUPS,
  FRENCH_CONCEPT_WORDS,
  FRENCH_ONLY_CONCEPTS,
} from "./entity_words_french.ts";
import {
  SPANISH_ACTION_GROUPS,
  SPANISH_ONLY_CONCEPTS,
  SPANISH_SERVICE_IDIOMS,
  SPANISH_TRADE_WORDS,
  withSpanishNames,
} from "./entity_words_spanish.ts";
import { SWEDISH_ACTION_GROUPS } from "./entity_words_swedish.ts";
import {
  NORDIC_ACTION_GROUPS,
  NORDIC_ONLY_CONCEPTS,
  NORDIC_SERVICE_IDIOMS,
  NORDIC_TRADE_WORDS,
  withNordicNames,
} from "./entity_words_nordic.ts";

/** Tags set on the tokens of a recognised name, by kind. */
export const TAGS: Readonly<Record<string, string>> = {
  tech: "@person",
  service: "@service",
  area: "@area",
  business: "@business",
};

/** Words after a place name that make it a street, not the area. */
export const STREET_WORDS = new Set([
  "street",
  "st",
  "avenue",
  "ave",
  "road",
  "rd",
  "boulevard",
  "blvd",
  "drive",
  "dr",
  "lane",
  "ln",
  "way",
  "court",
  "ct",
  "parkway",
  "pkwy",
  "highway",
  "hwy",
  "mall",
  "high",
  "school",
  "elementary",
]);

/** Groups of interchangeable English names of the things worked on. */
const ENGLISH_CONCEPTS: readonly (readonly string[])[] = [
  [
    "air conditioning",
    "air conditioner",
    "air conditioners",
    "ac",
    "a c",
    "a.c.",
    "ac unit",
    "ac system",
    "central air",
    "air con",
    "cooling system",
  ],
  ["furnace", "furnaces", "heating system"],
  ["heat pump", "heat pumps"],
  ["mini split", "mini splits", "ductless", "ductless system"],
  [
    "water heater",
    "water heaters",
    "hot water heater",
    "hot water tank",
    "water tank",
  ],
  [
    "tankless",
    "tankless water heater",
    "tankless heater",
    "on demand water heater",
  ],
  ["boiler", "boilers"],
  ["thermostat", "thermostats", "smart thermostat"],
  ["duct", "ducts", "ductwork", "duct work", "air ducts", "air duct"],
  [
    "drain",
    "drains",
    "clogged drain",
    "clog",
    "clogs",
    "unclog",
    "unclogged",
    "clogged",
    "slow drain",
  ],
  ["sewer", "sewer line", "main line", "sewer main", "sewer backup"],
  ["toilet", "toilets"],
  ["faucet", "faucets"],
  ["garbage disposal", "disposal", "disposer", "garburator"],
  ["sump pump", "sump"],
  ["water softener", "softener"],
  ["repipe", "repiping", "re pipe", "re piping", "whole house repipe"],
  ["leak detection", "slab leak", "leak detector"],
  ["gas line", "gas leak", "gas piping"],
  [
    "electrical panel",
    "breaker box",
    "breaker panel",
    "fuse box",
    "service panel",
    "main panel",
  ],
  [
    "ev charger",
    "car charger",
    "electric vehicle charger",
    "charging station",
    "tesla charger",
    "level 2 charger",
    "ev charging",
    "wall charger",
  ],
  ["outlet", "outlets", "receptacle", "receptacles", "gfci", "gfi"],
  [
    "light fixture",
    "light fixtures",
    "lighting",
    "recessed lights",
    "recessed lighting",
    "can lights",
    "pot lights",
  ],
  ["ceiling fan", "ceiling fans"],
  // A fault to trace: "the breaker that kept tripping", "lights flickering".
  [
    "tripping breaker",
    "breaker keeps tripping",
    "breaker kept tripping",
    "breaker keep tripping",
    "breakers keep tripping",
    "breakers kept tripping",
    "breaker that keeps tripping",
    "breaker that kept tripping",
    "breaker was tripping",
    "breaker tripping",
    "breaker trips",
    "breaker tripped",
    "flickering lights",
    "lights flickering",
    "lights flickered",
    "lights kept flickering",
    "lights were flickering",
  ],
  ["wiring", "rewire", "rewiring", "knob and tube", "aluminum wiring"],
  [
    "generator",
    "generators",
    "standby generator",
    "generac",
    "whole house generator",
  ],
  ["surge protector", "surge protection", "whole house surge protector"],
  [
    "smoke detector",
    "smoke detectors",
    "smoke alarm",
    "smoke alarms",
    "carbon monoxide detector",
  ],
  ["tune up", "tuneup", "tune ups", "maintenance", "annual maintenance"],
  ["emergency", "emergencies", "emergency call", "after hours"],
  ["hydro jetting", "hydrojetting", "hydro jet", "jetting"],
  ["backflow", "backflow testing", "backflow preventer"],
  ["well pump"],
  ["water filter", "water filtration", "reverse osmosis", "filtration system"],
  ["inspection", "inspections"],
];

/**
 * Groups of interchangeable names of the things a home-services business
 * works on. A catalogue service that names one member of a group is also
 * found by the others ("Air Conditioning Repair" by "AC" and "A/C"; "Furnace
 * Repair" by "fournaise").
 */
export const SERVICE_CONCEPTS: readonly (readonly string[])[] = [
  ...ENGLISH_CONCEPTS.map((group) =>
    withNordicNames(
      withSpanishNames([
        ...group,
        ...frenchSpellings(
          withElisions([
            ...(group[0] === "inspection" ? [] : group),
            ...FRENCH_CONCEPT_WORDS[group[0]] ?? [],
          ]),
        ).filter((member) => !group.includes(member)),
      ], { english: true }),
      { english: true },
    )
  ),
  ...FRENCH_ONLY_CONCEPTS.map((group) =>
    withNordicNames(withSpanishNames(frenchSpellings(withElisions(group))))
  ),
  ...SPANISH_ONLY_CONCEPTS,
  ...NORDIC_ONLY_CONCEPTS,
];

/**
 * The English members of the groups: Danes and Norwegians put their own
 * endings on them ("charger'en", "igniteren", `nordicEnclitics`).
 */
export const ENGLISH_CONCEPT_MEMBERS: ReadonlySet<string> = new Set(
  ENGLISH_CONCEPTS.flat(),
);

/**
 * Names with the French article elided before them ("l'égout", "d'entretien",
 * "l'AC"): the tokeniser keeps such words whole. The words themselves stay.
 */
function withElisions(names: readonly string[]): string[] {
  return names.flatMap((name) =>
    /^[aeiouyhéèêàâîôû]/.test(name) && !name.includes("'")
      ? [name, `l'${name}`, `d'${name}`]
      : [name]
  );
}

/** Words of a service name that say what is done, not to what. */
const ACTION_GROUPS: Readonly<Record<string, readonly string[]>> = {
  install: [
    "install",
    "installed",
    "installation",
    "installing",
    "new",
    "replace",
    "replaced",
    "replacement",
    "replacing",
    "upgrade",
    "upgraded",
    "swap",
    "swapped",
    "add",
    "added",
    "mount",
    "mounted",
  ],
  repair: [
    "repair",
    "repaired",
    "repairs",
    "fix",
    "fixed",
    "fixing",
    "broken",
    "broke",
    "stopped",
    "died",
    "dead",
    "quit",
    "leak",
    "leaking",
    "failing",
    "failed",
    "noise",
    "trouble",
    "problem",
    "issue",
    "out",
  ],
  maintenance: [
    "maintenance",
    "tune",
    "tuneup",
    "checkup",
    "annual",
    "serviced",
    "inspection",
    "inspect",
    "inspected",
    "check",
  ],
  cleaning: [
    "clean",
    "cleaned",
    "cleaning",
    "flush",
    "flushed",
    "snake",
    "snaked",
    "unclog",
    "unclogged",
    "jetting",
  ],
};

/** Words of a service name that say what is done ("Leak Repair"). */
export const NAME_ACTION_WORDS = new Set(
  ("install installs installed installation installations installing " +
    "replace replacement replacements repair repairs service services " +
    "servicing maintenance tune tuneup tune-up upgrade upgrades cleaning " +
    "inspection inspections check checks").split(" "),
);

/** The action group of each action word ("replace" and "replacement": replace). */
export const ACTION_OF = new Map<string, string>();
for (
  const groups of [
    ACTION_GROUPS,
    FRENCH_ACTION_GROUPS,
    SPANISH_ACTION_GROUPS,
    SWEDISH_ACTION_GROUPS,
    NORDIC_ACTION_GROUPS,
  ]
) {
  for (const [group, words] of Object.entries(groups)) {
    for (const word of words) {
      ACTION_OF.set(word, group);
      if (word.includes("'")) ACTION_OF.set(word.replaceAll("'", "’"), group);
    }
  }
}

/** Phrases in which a service word is used in passing, not as a service. */
export const SERVICE_IDIOMS: readonly string[] = [
  "big|huge|biggest|a|massive fan of",
  "fan of",
  "be|am|is|are|become|became a * fan",
  "fans of",
  "down the drain",
  "drain on",
  "duct tape",
  "in light of",
  "shed|shine|shined some light",
  "light at the end",
  "heat of the moment",
  "in hot water",
  "made|make|making the switch",
  "pipe up",
  "pipe dream",
  "upon|on|after inspection",
  "pass|passed|passing|passes|fail|failed|failing * inspection",
  "city|county|final|home inspection",
  "in case of * emergency|emergencies",
  "for emergencies",
  "low|high maintenance",
  "panel of",
  "news outlet",
  "outlet mall",
  "emergency room",
  "no emergency",
  "not an emergency",
  "gas station",
  "gas money",
  "out of gas",
  "cooling off",
  "plumbing the depths",
  // One's own roots: "going back to our roots".
  "back to {my|our|his|her|their|your} roots",
  "grass roots",
  // French: a "prise" that is no outlet, a "borne" that is a hydrant, an
  // "urgence" that is the hospital, an "entretien" that is no tune-up.
  ...frenchSpellings([
    "prise|prises en charge",
    "prise|prises de {rendez vous|rdv|sang|mesure|mesures|contact|tête|conscience|position|photos|vue|parole|décision}",
    "bouche|bouches {d'aération|de ventilation|d'air|de chaleur|d'incendie}",
    "{la|une|les|des|de la} borne|bornes fontaine|fontaines|d'incendie",
    "{borne fontaine|bornes fontaines|borne d'incendie}",
    // A leak of refrigerant is no plumbing leak (docs/aspects.md).
    "fuite|fuites de|du réfrigérant|fréon|freon|frigorigène",
    "chaudière|chaudières {d'eau|de peinture|de sable|de lavage}",
    "{salle d'urgence|salle d'urgences|à l'urgence|sortie d'urgence|sorties d'urgence|numéro d'urgence|en cas d'urgence|pas une urgence|pas d'urgence|frein d'urgence|urgence médicale|fonds d'urgence}",
    "inspection {d'assurance|municipale|finale|en bâtiment|de la ville|de la municipalité|pré achat|préachat}",
    "entretien {ménager|paysager|d'embauche|téléphonique|de la pelouse|du terrain}",
    "{passé|passée|réussi|échoué|raté|coulé|passer} l'inspection",
    // Work advised against is no service ("pas besoin de changer le
    // chauffe-eau"; service_guards.ts reads the English "didn't need").
    "{pas besoin de|pas nécessaire de|pas la peine de|inutile de} remplacer|changer|refaire le|la|les|notre|mon|ma|nos|mes|votre|son|sa chauffe|fournaise|panneau|thermopompe|climatiseur|toilette|filage|drain|robinet|chaudière|génératrice|compresseur|pompe|conduite|unité|système|tuyauterie|égout",
    "{pas besoin de|pas nécessaire de|pas la peine de|inutile de} remplacer|changer|refaire {toute la|tout le} tuyauterie|filage|système|panneau",
  ]),
  ...SPANISH_SERVICE_IDIOMS,
  ...NORDIC_SERVICE_IDIOMS,
];

/** Words of a business name that say its trade ("Acme Plumbing"). */
export const TRADE_WORDS = new Set(
  ("plumbing plumbers plumber heating cooling air electric electrical " +
    "electricians electrician hvac services service home mechanical " +
    "contractors contracting construction company co pros experts " +
    "solutions repair repairs " +
    // "Plomberie Gagnon", "Électricité Roy".
    "plomberie plombier plombiers électricité electricite électrique " +
    "electrique électricien electricien chauffage climatisation " +
    "réfrigération refrigeration entrepreneur entrepreneurs " +
    SPANISH_TRADE_WORDS + " " + NORDIC_TRADE_WORDS).split(" "),
);

/** Words of a business name that are no part of what it is called ("LLC", "the"). */
export const LEGAL_SUFFIXES = new Set([
  "llc",
  "inc",
  "co",
  "ltd",
  "corp",
  "company",
  "&",
  "and",
  "the",
]);

/** Irregular past forms, often mis-tagged after a name ("Grant upsold"). */
export const PAST_FORMS = new Set(
  ("sold upsold told came went got did made took gave found knew left put " +
    "set sent brought thought caught said ran saw spent kept stood " +
    "understood showed shown fixed built hung had was is has wired " +
    "rewired explained arrived").split(" "),
);

/**
 * Common Nordic verbs and copulas after a name that is also an English
 * word ("Dale visste", "Frank er en hyggelig fyr", "Grant kom"): no English
 * word follows a name so, so the name is a person.
 */
export const NORDIC_PERSON_VERBS = new Set(
  ("er var kom kommer visste vidste veit sa sagde sade har hadde havde " +
    "hade fikset fiksa fiksede fixade gjorde ringte ringde " +
    "ringede forklarte forklarede förklarade kunne kunde " +
    // Danish: "Grant fik", "Rob fandt", "Grace stod for det".
    "fik fandt skiftede satte stod kiggede " +
    // The verbs of a service visit in the three languages' spellings
    // ("Frank monterte", "Grant fant", "Frank snakket til meg").
    "va e är kom kommer kommet dukket dukkede dök fant fann fikk fick " +
    "gikk gik gick tok tog sto stod dro drog gav ga så såg " +
    "byttet bytta byttede bytte skiftet skifta skiftade monterte " +
    "monterede monterade installerte installerede installerade " +
    "snakket snakka snakkede pratet prata pratede pratade talte " +
    "sagt sade viste visade forklarede ryddet rydda ryddede " +
    "städade sendte sendt skickade ringde hadde hade har havde " +
    "gjorde gjort gör gjør skjønte skjønner forsto forstod förstod " +
    "rensa renset rensede rensade hydrospylte spylte spyla spulede " +
    "sjekket sjekka tjekkede kollade reparerte reparerede reparerade " +
    "ordnet ordna ordnede ordnade løste löste hjalp hjälpte kjørte " +
    "kørte körde målte mätte skar grov gravde gravede grävde tettet " +
    "tätade brukte använde svarte svarede svarade møtte mødte mötte " +
    "anbefalte anbefalede rekommenderade ble blev vart jobbet jobbade " +
    "arbeidet arbejdede lagde laget lagade holdt höll merket märkte " +
    "ved visste vidste fikser fixar gør tilbød erbjöd " +
    "filmet filmede filmade").split(" "),
);

/** Service words that are also everyday verbs or idiom words. */
export const GENERIC_SERVICE_WORDS = new Set(
  ("drain pipe vent fan light switch heat cool service outlet panel filter " +
    "pump sink install repair clean plug wire line tank unit system water " +
    "gas leak tune check").split(" "),
);

/** Words of a service name that name its trade rather than its object. */
export const CATEGORY_WORDS = new Set(
  ("plumbing electrical electric hvac heating cooling home residential " +
    "commercial system systems services service and & , - / general " +
    "professional expert full complete whole house up out in on of for the " +
    "a an to with new").split(" "),
);
/** Parts of speech a one-word service name cannot have. */
export const NOT_A_NOUN = new Set([
  "VERB",
  "AUX",
  "ADP",
  "ADV",
  "PRON",
  "DET",
  "PART",
]);
