/**
 * Words around a person's name in a review: English words that are also
 * names ("Will", "Grant"), kinship and other words that make a name
 * someone else's ("my husband Mike"), and names said as exclamations
 * ("Jesus, what a week"). The entity finder reads them to tell a
 * technician from everybody else.
 *
 * @module
 */
import { SPANISH_KIN_WORDS } from "./entity_words_spanish.ts";

/** English words that are also first names (or surnames). */
export const NAME_WORDS: ReadonlySet<string> = new Set(
  ("al amber angel april art august autumn baker bill bishop black bo bond " +
    "booker bright brook brooks brown buck bud carol carter cash chance " +
    "chase chip chuck clay cliff cole cook cooper crystal dale dawn dean " +
    "destiny don drew dusty earl earnest faith fisher flint ford forrest " +
    "frank gardner gene glen grace grant gray green grey hale hall hardy " +
    "harmony heath herb holly honey hope hunter iris ivy jack jade jay " +
    "jimmy joy june justice king lance lily long love mack major mark " +
    "marshall mason max may melody miles miller misty nick noble norm " +
    "page parker pat pearl penny porter price ray red reed rich river rob " +
    "robin rocky rod rose royal ruby rush rusty sandy sawyer sharp shepherd " +
    "skip sky smith sonny spike star sterling stone strong sue summer " +
    "sunny swift tan taylor terry trace troy tucker van vic violet wade " +
    "walker wall ward will win wise woody young").split(" "),
);

/**
 * Nordic words that are also first names ("tom", empty; "mark", a field;
 * "bo", to live; "dale", to sink): written in lower case in a text with
 * Nordic words ("Tanken er bare tom", "man kan ikke bo i et hus"), they
 * are no name. Not in `NAME_WORDS`, which would also ask a capital of
 * "Tom-ek".
 */
export const NORDIC_NAME_WORDS: ReadonlySet<string> = new Set([
  "tom",
  "mark",
  "bo",
  "dale",
]);

/**
 * Common Nordic words that tell a text is Nordic ("og", "ikke", "och",
 * "är").
 */
export const NORDIC_MARKERS: ReadonlySet<string> = new Set(
  ("og ikke ikki inte jeg vi det er var hver efter bare meget også " +
    "och jag är också mycket helt").split(" "),
);

/**
 * Names that are also exclamations, with the words around them that make
 * them one: "praise Jesus", "Jesus wept", "Jesus H. Christ", "Jesus,
 * what a week" (not "Jesus, our tech, was great").
 */
export const EXCLAMATION_NAMES: {
  /** The names, in normal form. */
  names: ReadonlySet<string>;
  /** A word just before the name. */
  before: ReadonlySet<string>;
  /** A word just after the name. */
  after: ReadonlySet<string>;
  /** A word after the name and a comma. */
  afterComma: ReadonlySet<string>;
} = {
  names: new Set(["jesus", "jesús"]),
  before: new Set(["praise", "oh", "lord", "sweet", "dear"]),
  after: new Set(["wept", "christ", "h", "h.", "almighty", "mary"]),
  afterComma: new Set(
    ("what that this these those i we how why man seriously really mary " +
      "another " +
      // "Jesus, it was 117 in Mesa"; "Jesus, take the wheel".
      "it take " +
      // Catalan: "Jesús, quina calor", "Jesús, Maria i Josep".
      "quina quin maria " +
      // Spanish: "¡Jesús, María y José!", "Jesús, qué calor".
      "maría qué " +
      // Nordic: "Jesus, for en hete", "Jesus, hva en uke".
      "for hva vad hvad så jeg jag").split(" "),
  ),
};

/**
 * People of the reviewer's own who name someone else only as theirs: "my
 * co-host Mike", "Dr. Jesus, my endocrinologist", "my buddy Will"; "like
 * a good teacher, Grant" is the technician.
 */
export const OWNED_PERSON = new Set([
  "doctor",
  "dentist",
  "physician",
  "surgeon",
  "endocrinologist",
  "cardiologist",
  "dermatologist",
  "oncologist",
  "pediatrician",
  "veterinarian",
  "pharmacist",
  "lawyer",
  "attorney",
  "accountant",
  "coach",
  "teacher",
  "professor",
  "priest",
  "rabbi",
  "imam",
  "mentor",
  "sponsor",
  "trainer",
  "co-host",
  "cohost",
  "producer",
  "classmate",
  "teammate",
  "bandmate",
  "buddy",
  "pal",
  "bestie",
  "stepdad",
  "stepmom",
  "stepfather",
  "stepmother",
]);

/** Kinship and other words before a name that make it someone else. */
export const OTHER_PERSON = new Set([
  "husband",
  "wife",
  "son",
  "daughter",
  "dad",
  "father",
  "mom",
  "mother",
  "brother",
  "sister",
  "friend",
  "neighbor",
  "neighbour",
  "boyfriend",
  "girlfriend",
  "uncle",
  "aunt",
  "cousin",
  "grandson",
  "granddaughter",
  "landlord",
  "realtor",
  "boss",
  "roommate",
  "fiance",
  "fiancé",
  // Exes, more family, and people of the reviewer's own work or church:
  // "my ex Rich", "my brother-in-law Mike", "my caseworker Dana", "my
  // captain Will", "St. Mark's".
  "ex",
  "ex-husband",
  "ex-wife",
  "ex-boyfriend",
  "ex-girlfriend",
  "nephew",
  "niece",
  "eldest",
  "youngest",
  "stepson",
  "stepdaughter",
  "grandma",
  "grandpa",
  "grandmother",
  "grandfather",
  "law",
  "caseworker",
  "captain",
  "partner",
  "coworker",
  "co-worker",
  "colleague",
  "pm",
  "st.",
  "saint",
  // People who look after the reviewer: "charge nurse Angie", "our doula
  // Jasmine", "Pastor Mike".
  "nurse",
  "doula",
  "midwife",
  "nanny",
  "babysitter",
  "pastor",
  "reverend",
  "therapist",
  "tutor",
  // French: "mon chum Marc", "ma blonde Julie", "mon beau-frère Ryan".
  "mari",
  "femme",
  "fils",
  "fille",
  "père",
  "pere",
  "mère",
  "mere",
  "frère",
  "frere",
  "sœur",
  "soeur",
  "ami",
  "amie",
  "chum",
  "blonde",
  "voisin",
  "voisine",
  "cousine",
  "oncle",
  "tante",
  "conjoint",
  "conjointe",
  "copain",
  "copine",
  "gendre",
  "proprio",
  "propriétaire",
  "proprietaire",
  "coloc",
  // Catalan: "el meu fill Luis", "el meu sogre Mike", "la meva cosina Angie".
  "fill",
  "filla",
  "marit",
  "germà",
  "germa",
  "germana",
  "cosí",
  "cosi",
  "cosina",
  "sogre",
  "sogra",
  "avi",
  "àvia",
  "avia",
  "veí",
  "vei",
  "veïna",
  "veina",
  "amic",
  "nebot",
  "neboda",
  "tiet",
  "tieta",
  "cunyat",
  "cunyada",
  "parella",
  // Italian and Sicilian, as Italian-American families say them: "Zio
  // Sal", "my nonna", "my compare Vinny" (a child's godfather, a close
  // friend), "a paesan". "Compare" before a name is that friend, not the
  // English verb, which takes "with" or a price.
  "zio",
  "zia",
  "nonno",
  "nonna",
  "nonnu",
  "nanna",
  "nannu",
  "compare",
  "comare",
  "cumpà",
  "cumpa",
  "cumpari",
  "cummari",
  "goombah",
  "goomba",
  "paesan",
  "paisan",
  "paesano",
  "paisano",
  "cugino",
  "cugina",
  "cognato",
  "cognata",
  "suocero",
  "suocera",
  "marito",
  "moglie",
  "figlio",
  "figlia",
  "fratello",
  "sorella",
  "padrino",
  "madrina",
  "figlioccio",
  "figlioccia",
  "godfather",
  "godmother",
  "godson",
  "goddaughter",
  // Basque: "nire aitona Luis", "my ama Angie", "nire senarra Mike".
  "aita",
  "aitatxo",
  "ama",
  "amatxo",
  "aitona",
  "amona",
  "aitite",
  "amama",
  "amuma",
  "senarra",
  "senar",
  "emaztea",
  "emazte",
  "semea",
  "seme",
  "alaba",
  "anaia",
  "arreba",
  "ahizpa",
  "neba",
  "osaba",
  "izeba",
  "lehengusua",
  "lehengusu",
  "lehengusina",
  "iloba",
  "biloba",
  "koinatua",
  "koinata",
  "bizilaguna",
  "bizilagun",
  // Polish: "mój szwagier Tomek" (a Basque ending spells "Tomek" too).
  "szwagier",
  "szwagierka",
  "kuzyn",
  "kuzynka",
  "wujek",
  "sąsiad",
  "sasiad",
  "sąsiadka",
  "teść",
  "zięć",
  // Nordic: "mín beiggi Tommy", "min mand Michael", "mín danski svógur
  // Bo", "min svoger Bo", "min bror Anders". "Far" (father) and
  // "faster" (aunt) are English words and left out.
  "beiggi",
  "beiggin",
  "systir",
  "systirin",
  "bróðir",
  "bróður",
  "bror",
  "broren",
  "søster",
  "søsteren",
  "syster",
  "systern",
  "maður",
  "maðurin",
  "maðurinn",
  "eiginmaður",
  "eiginkona",
  "konan",
  "kona",
  "kone",
  "konen",
  "hustru",
  "mand",
  "manden",
  "mannen",
  "svoger",
  "svogeren",
  "svógur",
  "svogur",
  "mágur",
  "svigerinde",
  "svigerinne",
  "svägerska",
  "svigerfar",
  "svigermor",
  "svigersøn",
  "svigersønn",
  "svärson",
  "tengdasonur",
  "pápi",
  "pabbi",
  "pappa",
  "abbi",
  "omma",
  "afi",
  "farfar",
  "farmor",
  "morfar",
  "mormor",
  "bestefar",
  "bestemor",
  "datter",
  "dóttir",
  "dotter",
  "sonur",
  "søn",
  "sønn",
  "sonen",
  "nabo",
  "naboen",
  "granne",
  "grannen",
  "grannin",
  "nágranni",
  "vinur",
  "vinkona",
  "venn",
  "veninde",
  "venninne",
  "väninna",
  "kæreste",
  "kjæreste",
  "kærasti",
  "kærasta",
  "sambo",
  "frændi",
  "frænka",
  "fætter",
  "fetter",
  "kusine",
  "kusin",
  "onkel",
  "morbror",
  "farbror",
  "moster",
  ...SPANISH_KIN_WORDS,
]);

/**
 * Pets named like people, right before the name: "my dog Will", "our cat
 * Grace" (not "a nervous cat, Sam sat"), or before "named": "our dog is
 * named Nadia".
 */
export const PET_WORDS: ReadonlySet<string> = new Set(
  "dog dogs cat cats puppy pup kitten parrot".split(" "),
);

/**
 * Words in an aside after a name that make it an animal's or a
 * neighbour's: "Rob, the German shepherd next door, barked".
 */
export const ASIDE_ELSEWHERE: ReadonlySet<string> = new Set([
  "dog",
  "cat",
  "puppy",
  "pup",
  "kitten",
  "shepherd",
  "retriever",
  "terrier",
  "poodle",
  "lab",
  "beagle",
  "husky",
  "neighbor",
  "neighbour",
  "neighbors",
  "neighbours",
  "next",
]);

/**
 * Nouns after "Jesus, the" that make the name a person ("Jesus, the slab
 * leak guy, knew"); any other ("Jesus, the invoice") is an exclamation.
 */
export const EXCLAMATION_PERSON_NOUNS: ReadonlySet<string> = new Set(
  ("guy guys tech techs technician plumber electrician installer man " +
    "woman lady fella dude owner apprentice lead one manager boss " +
    "gentleman kid worker fixer").split(" "),
);

/**
 * Basque kinship words said after a name ("Luis aitona", "Miren izeba"):
 * the name is the relative's. Words that are other languages' words
 * after a name (Turkish "ama", but) are left out.
 */
export const KIN_AFTER_NAME: ReadonlySet<string> = new Set([
  "aitona",
  "amona",
  "aitite",
  "amama",
  "amuma",
  "osaba",
  "izeba",
]);
