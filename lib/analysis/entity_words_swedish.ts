/**
 * Swedish word tables of the entity finder: the Swedish names of the things
 * a home-services business works on, as Swedes and Swedish-Americans call
 * them in a review mixed with English ("värmepumpen", "varmvattenberedaren",
 * "elcentralen", "stopp i avloppet", "laddboxen"), the Swedish words that
 * say what was done to them ("bytte", "lagade", "rensade"), and "tom"
 * (empty), which is no name in a Swedish line ("varmvattenberedaren var
 * tom"). `entity_words.ts` and `entity_person_words.ts` join them with the
 * English ones; names are written with their letters ("ä", "å", "ö") and
 * also found without them.
 *
 * @module
 */
import { accentedSpellings } from "./lexicon_spellings.ts";

/**
 * Swedish names of the things of an English group, by the group's first
 * member. Swedish joins the definite article to the noun
 * ("värmepump", "värmepumpen"), so both forms are written.
 */
export const SWEDISH_CONCEPT_WORDS: Readonly<
  Record<string, readonly string[]>
> = {
  "heat pump": [
    "värmepump",
    "värmepumpen",
    "värmepumpar",
    "värmepumparna",
    "luftvärmepump",
    "luftvärmepumpen",
    "bergvärmepump",
    "bergvärmepumpen",
  ],
  "water heater": [
    "varmvattenberedare",
    "varmvattenberedaren",
    "varmvattenberedarn",
    "varmvattenberedarna",
    "varmvattnet",
    "inget varmvatten",
  ],
  "boiler": ["oljepanna", "oljepannan", "pelletspanna", "gaspanna"],
  "thermostat": ["termostat", "termostaten"],
  "drain": [
    "avlopp",
    "avloppet",
    "stopp i avloppet",
    "stopp i diskhon",
    "stopp i handfatet",
    "stopp i duschen",
    "golvbrunn",
    "golvbrunnen",
  ],
  "sewer": ["avloppsledning", "avloppsledningen", "stamledningen"],
  "toilet": ["toalett", "toaletten", "toalettstolen"],
  "faucet": ["blandare", "blandaren", "kranen"],
  "electrical panel": [
    "elcentral",
    "elcentralen",
    "elskåp",
    "elskåpet",
    "proppskåp",
    "proppskåpet",
    "säkringsskåp",
    "säkringsskåpet",
  ],
  "ev charger": [
    "laddbox",
    "laddboxen",
    "laddboxar",
    "laddstation",
    "laddstationen",
    "elbilsladdare",
  ],
  "ceiling fan": ["takfläkt", "takfläkten"],
  "smoke detector": ["brandvarnare", "brandvarnaren", "brandvarnarna"],
};

/** The Swedish names of a group's things, with and without their accents. */
export function withSwedishNames(group: readonly string[]): string[] {
  const members = new Set(group);
  for (
    const name of accentedSpellings(SWEDISH_CONCEPT_WORDS[group[0]] ?? [])
  ) {
    members.add(name);
  }
  return [...members];
}

/** Swedish action words, by the action group they join. */
export const SWEDISH_ACTION_GROUPS: Readonly<
  Record<string, readonly string[]>
> = {
  install: ("installera installerade installerat installation bytte " +
    "bytt byte monterade monterat").split(" "),
  repair: ("laga lagade lagat reparera reparerade reparation fixade " +
    "fixat trasig trasiga sönder läcker läckte").split(" "),
  maintenance: "servade servat översyn besiktning".split(" "),
  cleaning: "rensade rensat rensning spolade spolat spolning".split(" "),
};

/** Swedish words for empty that are also first names ("tom", "tomt"). */
const EMPTY_WORDS: ReadonlySet<string> = new Set(["tom", "tomt", "tomma"]);

/** Swedish words before "tom" (empty): "helt tom", "var tom". */
const BEFORE_EMPTY: ReadonlySet<string> = new Set(
  "helt alldeles nästan var är blev redan nu".split(" "),
);

/** Swedish words after "tom" (empty): "tom på", "tom, helt tom". */
const AFTER_EMPTY: ReadonlySet<string> = new Set(["helt", "på", "igen"]);

/**
 * Whether a lowercase "tom" is the Swedish word for empty, not Tom: with a
 * Swedish word just before or after it ("helt tom", "var tom", "tom på
 * varmvatten"), or before ", helt" ("was tom, helt tom"). A capitalised
 * or bare lowercase "tom" ("tom showed up") stays a name.
 *
 * @param word The name's word, then the words just before and after it.
 * @returns Whether it means empty.
 */
export function isSwedishEmpty(
  word: { norm: string; cap: boolean },
  before: { norm: string } | null,
  after: { norm: string } | null,
  after2: { norm: string } | null,
): boolean {
  if (word.cap || !EMPTY_WORDS.has(word.norm)) return false;
  return BEFORE_EMPTY.has(before?.norm ?? "") ||
    AFTER_EMPTY.has(after?.norm ?? "") ||
    (after?.norm === "," && AFTER_EMPTY.has(after2?.norm ?? ""));
}
