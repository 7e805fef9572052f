/**
 * Finds the business's technicians, services and service areas in
 * tokenised review text, with guards against false positives: a technician
 * called Rich in "rich experience", "a big fan of" for a ceiling-fan
 * service, "down the drain", a street named like a town, and so on.
 *
 * @module
 */
import type { Business } from "../schemas.ts";
import type { Token, TokenizedText } from "./text_nlp.ts";
import { tokenize } from "./text_nlp.ts";
import {
  compilePatterns,
  findAllMatches,
  matchView,
  type PatternSet,
  selectMatches,
} from "./text_patterns.ts";

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

/** Kinship and other words before a name that make it someone else. */
const OTHER_PERSON = new Set([
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
]);

/** Tags set on the tokens of a recognised name, by kind. */
const TAGS: Readonly<Record<string, string>> = {
  tech: "@person",
  service: "@service",
  area: "@area",
  business: "@business",
};

/** Words after a place name that make it a street, not the area. */
const STREET_WORDS = new Set([
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

/**
 * Groups of interchangeable names of the things a home-services business
 * works on. A catalogue service that names one member of a group is also
 * found by the others ("Air Conditioning Repair" by "AC" and "A/C").
 */
export const SERVICE_CONCEPTS: readonly (readonly string[])[] = [
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
const NAME_ACTION_WORDS = new Set(
  ("install installs installed installation installations installing " +
    "replace replacement replacements repair repairs service services " +
    "servicing maintenance tune tuneup tune-up upgrade upgrades cleaning " +
    "inspection inspections check checks").split(" "),
);

const ACTION_OF = new Map<string, string>();
for (const [group, words] of Object.entries(ACTION_GROUPS)) {
  for (const word of words) ACTION_OF.set(word, group);
}

/** Phrases in which a service word is used in passing, not as a service. */
const SERVICE_IDIOMS: readonly string[] = [
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
];

/** Words of a business name that say its trade ("Acme Plumbing"). */
const TRADE_WORDS = new Set(
  ("plumbing plumbers plumber heating cooling air electric electrical " +
    "electricians electrician hvac services service home mechanical " +
    "contractors contracting construction company co pros experts " +
    "solutions repair repairs").split(" "),
);

const LEGAL_SUFFIXES = new Set([
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

/** What a pattern of the entity matcher stands for. */
export interface EntityData {
  /** `tech`, `service`, `area`, `business` or `block`. */
  kind: string;
  /** Catalogue indices the pattern may refer to. */
  targets: number[];
  /** Whether the pattern is a name or alias given by the business. */
  explicit: boolean;
  /** Whether the pattern is a single word that is also an English word. */
  commonWord: boolean;
  /** Technicians: a first name or one-word alias, not the full name. */
  single?: boolean;
  /** Technicians: the surname's first letter (for "Mike B." checks). */
  surname?: string;
  /** Services: concept indices the pattern belongs to. */
  concepts?: number[];
}

/** Matchers for one business, built once. */
export interface EntityMatchers {
  /** The patterns. */
  set: PatternSet<EntityData>;
  /** Technicians' full names, by catalogue index. */
  technicianNames: string[];
  /** Service ids, by catalogue index. */
  serviceIds: string[];
  /** Area names, by catalogue index. */
  areaNames: string[];
  /** For each service, the action groups its name and aliases use. */
  serviceActions: Set<string>[];
  /** For each service, the concepts its name and aliases name. */
  serviceConcepts: Set<number>[];
}

/** Entities found in one text. */
export interface FoundEntities {
  /** Catalogue indices of technicians. */
  technicians: Set<number>;
  /** Catalogue indices of services. */
  services: Set<number>;
  /** Catalogue index of the first area mentioned, or -1. */
  area: number;
  /** Token indices that belong to a name and are no aspect evidence. */
  masked: Set<number>;
}

/** The token words of a phrase, as the matcher sees them. */
function phraseWords(phrase: string): string[] {
  const tokenized = tokenize(phrase);
  return matchView(tokenized.tokens).map((i) => {
    const token = tokenized.tokens[i];
    return token.norm;
  });
}

function escapeWord(word: string): string {
  return word.replaceAll("|", "").replaceAll("*", "").replaceAll(":", "")
    .replaceAll("{", "").replaceAll("}", "").replace(/^=/, "");
}

function patternOf(words: readonly string[]): string {
  return words.map(escapeWord).filter((word) => word !== "").join(" ");
}

function isCommonWord(words: readonly string[]): boolean {
  return words.length === 1 && NAME_WORDS.has(words[0]);
}

/**
 * Builds the entity matchers of a business.
 *
 * @param business The business record.
 * @returns The matchers.
 */
export function buildEntityMatchers(business: Business): EntityMatchers {
  const entries: Array<{ pattern: string; data: EntityData }> = [];
  for (const idiom of SERVICE_IDIOMS) {
    entries.push({
      pattern: idiom,
      data: { kind: "block", targets: [], explicit: true, commonWord: false },
    });
  }

  // Technicians: full name, aliases, and first name when unambiguous.
  const derived = new Map<string, number[]>();
  const explicitKeys = new Map<string, number[]>();
  business.technicians.forEach((technician, index) => {
    const full = phraseWords(technician.name);
    const surname = full.length > 1 ? full[full.length - 1][0] : undefined;
    entries.push({
      pattern: patternOf(full),
      data: {
        kind: "tech",
        targets: [index],
        explicit: true,
        commonWord: isCommonWord(full),
        surname,
      },
    });
    for (const alias of technician.aliases) {
      const words = phraseWords(alias);
      const key = words.join(" ");
      explicitKeys.set(key, [...(explicitKeys.get(key) ?? []), index]);
    }
    if (full.length > 1) {
      const key = full[0];
      derived.set(key, [...(derived.get(key) ?? []), index]);
      entries.push({
        pattern: `mr|mrs|ms|miss|mister ${escapeWord(full[full.length - 1])}`,
        data: {
          kind: "tech",
          targets: [index],
          explicit: true,
          commonWord: false,
        },
      });
    }
  });
  for (const [key, targets] of explicitKeys) {
    if (new Set(targets).size !== 1) continue;
    entries.push({
      pattern: patternOf(key.split(" ")),
      data: {
        kind: "tech",
        targets: [targets[0]],
        explicit: true,
        single: !key.includes(" "),
        commonWord: isCommonWord(key.split(" ")),
        surname: surnameInitial(business.technicians[targets[0]].name),
      },
    });
  }
  for (const [key, targets] of derived) {
    if (targets.length !== 1 || explicitKeys.has(key)) continue;
    entries.push({
      pattern: escapeWord(key),
      data: {
        kind: "tech",
        targets,
        explicit: false,
        single: true,
        commonWord: NAME_WORDS.has(key),
        surname: surnameInitial(business.technicians[targets[0]].name),
      },
    });
  }

  // Services: names and aliases, plus the concept groups they name.
  const serviceActions: Set<string>[] = [];
  const serviceConcepts: Set<number>[] = [];
  const conceptWords = SERVICE_CONCEPTS.map((group) =>
    group.map((member) => phraseWords(member).join(" "))
  );
  const explicitService = new Map<string, number[]>();
  business.services.forEach((service, index) => {
    const actions = new Set<string>();
    const concepts = new Set<number>();
    for (const phrase of [service.name, ...service.aliases]) {
      const words = phraseWords(phrase);
      const key = words.join(" ");
      explicitService.set(key, [...(explicitService.get(key) ?? []), index]);
      for (const word of words) {
        const action = ACTION_OF.get(word);
        if (action) actions.add(action);
      }
      const padded = ` ${key} `;
      conceptWords.forEach((members, conceptIndex) => {
        if (members.some((member) => padded.includes(` ${member} `))) {
          concepts.add(conceptIndex);
        }
      });
    }
    serviceActions.push(actions);
    serviceConcepts.push(concepts);
  });
  for (const [key, targets] of explicitService) {
    entries.push({
      pattern: patternOf(key.split(" ")),
      data: {
        kind: "service",
        targets: [...new Set(targets)],
        explicit: true,
        commonWord: false,
      },
    });
  }
  // The object a service name is about: "Leak Repair" is found by "leak".
  const heads = new Map<string, number[]>();
  business.services.forEach((service, index) => {
    for (const part of service.name.split(/\s*(?:&|\band\b|,|\/|\+)\s*/i)) {
      const words = phraseWords(part).filter((word) =>
        !NAME_ACTION_WORDS.has(word) && !CATEGORY_WORDS.has(word)
      );
      const key = words.join(" ");
      if (key === "" || explicitService.has(key)) continue;
      heads.set(key, [...new Set([...(heads.get(key) ?? []), index])]);
    }
  });
  for (const [key, targets] of heads) {
    entries.push({
      pattern: patternOf(key.split(" ")),
      data: { kind: "service", targets, explicit: false, commonWord: false },
    });
  }
  conceptWords.forEach((members, conceptIndex) => {
    const targets: number[] = [];
    serviceConcepts.forEach((concepts, index) => {
      if (concepts.has(conceptIndex)) targets.push(index);
    });
    if (targets.length === 0) return;
    for (const member of members) {
      if (explicitService.has(member) || heads.has(member)) continue;
      entries.push({
        pattern: patternOf(member.split(" ")),
        data: {
          kind: "service",
          targets,
          explicit: false,
          commonWord: false,
          concepts: [conceptIndex],
        },
      });
    }
  });

  // Service areas.
  business.service_areas.forEach((area, index) => {
    const words = phraseWords(area.name);
    entries.push({
      pattern: patternOf(words),
      data: {
        kind: "area",
        targets: [index],
        explicit: true,
        commonWord: words.length === 1,
      },
    });
  });

  // The business's own name is no evidence of anything.
  const businessWords = phraseWords(business.name).filter((word) =>
    !LEGAL_SUFFIXES.has(word) && word !== "." && word !== ","
  );
  const cut = businessWords.findIndex((word) => TRADE_WORDS.has(word));
  const prefix = cut > 0 ? businessWords.slice(0, cut) : [];
  for (const words of [businessWords, prefix]) {
    if (words.length === 0) continue;
    entries.push({
      pattern: patternOf(words),
      data: {
        kind: "business",
        targets: [],
        explicit: true,
        commonWord: false,
      },
    });
  }

  return {
    set: compilePatterns(entries.filter((entry) => entry.pattern !== "")),
    technicianNames: business.technicians.map((technician) => technician.name),
    serviceIds: business.services.map((service) => service.id),
    areaNames: business.service_areas.map((area) => area.name),
    serviceActions,
    serviceConcepts,
  };
}

function surnameInitial(name: string): string | undefined {
  const words = name.trim().split(/\s+/);
  return words.length > 1
    ? words[words.length - 1][0].toLowerCase()
    : undefined;
}

/** Irregular past forms, often mis-tagged after a name ("Grant upsold"). */
const PAST_FORMS = new Set(
  ("sold upsold told came went got did made took gave found knew left put " +
    "set sent brought thought caught said ran saw spent kept stood " +
    "understood showed shown fixed built hung had was is has wired " +
    "rewired explained arrived").split(" "),
);

/** Service words that are also everyday verbs or idiom words. */
const GENERIC_SERVICE_WORDS = new Set(
  ("drain pipe vent fan light switch heat cool service outlet panel filter " +
    "pump sink install repair clean plug wire line tank unit system water " +
    "gas leak tune check").split(" "),
);

/** Words of a service name that name its trade rather than its object. */
const CATEGORY_WORDS = new Set(
  ("plumbing electrical electric hvac heating cooling home residential " +
    "commercial system systems services service and & , - / general " +
    "professional expert full complete whole house up out in on of for the " +
    "a an to with new").split(" "),
);
const NOT_A_NOUN = new Set([
  "VERB",
  "AUX",
  "ADP",
  "ADV",
  "PRON",
  "DET",
  "PART",
]);

/** Whether a sentence is written in Title Case (capitals say nothing). */
function isTitleCase(tokens: readonly Token[], from: number, to: number) {
  let words = 0;
  let capitals = 0;
  for (let i = from; i <= to; i++) {
    const token = tokens[i];
    if (token.punct || !/\p{L}/u.test(token.text)) continue;
    words++;
    if (token.cap) capitals++;
  }
  return words >= 3 && capitals / words >= 0.6;
}

/**
 * Finds the entities of a business in a tokenised text.
 *
 * @param matchers The business's matchers.
 * @param text The tokenised text; the tokens of every name found get a
 *   `tag` (`@person`, `@service`, `@area`, `@business`).
 * @returns The entities found, and the tokens they cover.
 */
export function findEntities(
  matchers: EntityMatchers,
  text: TokenizedText,
): FoundEntities {
  const found: FoundEntities = {
    technicians: new Set(),
    services: new Set(),
    area: -1,
    masked: new Set(),
  };
  const { tokens } = text;
  const lowerOnly = !tokens.some((token) => token.cap);
  for (const [first, last] of text.sentences) {
    const view = matchView(tokens, { from: first, to: last + 1 });
    const matches = selectMatches(
      findAllMatches(matchers.set, tokens, { view }),
    );
    const titleCase = isTitleCase(tokens, first, last);
    const sentenceWords = new Set<string>();
    for (const position of view) {
      sentenceWords.add(tokens[position].norm);
      sentenceWords.add(tokens[position].lemma);
    }
    const serviceMentions: Array<{ start: number; end: number; id: number }> =
      [];
    for (const match of matches) {
      const data = match.pattern.data;
      const at = (position: number) => tokens[view[position]];
      const firstToken = at(match.start);
      const before = match.start > 0 ? at(match.start - 1) : null;
      const before2 = match.start > 1 ? at(match.start - 2) : null;
      const after = match.end < view.length ? at(match.end) : null;
      const after2 = match.end + 1 < view.length ? at(match.end + 1) : null;
      let accepted = false;
      if (data.kind === "tech") {
        accepted = acceptTechnician(data, {
          firstToken,
          before,
          before2,
          after,
          after2,
          sentenceStart: match.start === 0 ||
            (before !== null && before.punct && !/[,(]/.test(before.text)),
          titleCase,
          lowerOnly,
        });
        if (accepted) found.technicians.add(data.targets[0]);
      } else if (data.kind === "service") {
        accepted = acceptService(data, match.literals.length, firstToken);
        if (accepted) {
          serviceMentions.push({
            start: match.start,
            end: match.end,
            id: chooseService(matchers, data, sentenceWords),
          });
        }
      } else if (data.kind === "area") {
        const atStart = match.start === 0 ||
          (before !== null && before.punct && !/[,(]/.test(before.text));
        accepted = (!data.commonWord || firstToken.cap || lowerOnly) &&
          !(after !== null && STREET_WORDS.has(after.norm)) &&
          // "Hope they come back": a sentence-initial word, not the town.
          !(data.commonWord && (atStart || titleCase) && after !== null &&
            !after.punct &&
            (NAME_WORDS.has(firstToken.norm) ||
              (firstToken.pos !== "PROPN" && firstToken.pos !== "NOUN")));
        if (accepted && found.area < 0) found.area = data.targets[0];
      } else if (data.kind === "business") {
        // "Honest Abe" is the company, "honest" is an opinion.
        accepted = firstToken.cap;
      }
      if (accepted) {
        const tag = TAGS[data.kind];
        for (let p = match.start; p < match.end; p++) {
          found.masked.add(view[p]);
          if (tag) tokens[view[p]].tag = tag;
        }
      }
    }
    // "furnace tune-up": a service word right before another one only
    // says what the second is done to.
    serviceMentions.forEach((mention, index) => {
      const next = serviceMentions[index + 1];
      if (next && next.start === mention.end && next.id !== mention.id) return;
      found.services.add(mention.id);
    });
  }
  return found;
}

interface TechnicianContext {
  firstToken: Token;
  before: Token | null;
  before2: Token | null;
  after: Token | null;
  after2: Token | null;
  sentenceStart: boolean;
  titleCase: boolean;
  lowerOnly: boolean;
}

function acceptTechnician(data: EntityData, context: TechnicianContext) {
  const { firstToken, before, before2, after, after2 } = context;
  // "my husband Mike", "our neighbor Will".
  if (
    (before && OTHER_PERSON.has(before.norm)) ||
    (before2 && OTHER_PERSON.has(before2.norm) && before?.norm !== "and")
  ) return false;
  // "Mike B." / "Will C.": an initial must fit the surname.
  if (after && after.cap && !context.titleCase) {
    const isInitial = /^[a-z]\.$/.test(after.norm) ||
      (after.norm.length === 1 && /[a-z]/.test(after.norm) &&
        after2?.text === ".");
    if (isInitial) {
      return data.surname === undefined || after.norm[0] === data.surname;
    }
  }
  if (data.commonWord) {
    if (!firstToken.cap && !context.lowerOnly) return false;
    if (context.sentenceStart || context.titleCase || !firstToken.cap) {
      if (!readsAsPerson(after, after2)) return false;
    }
    if (
      before &&
      (["a", "an", "the", "very", "so", "too"].includes(before.norm) ||
        before.pos === "AUX")
    ) {
      return false;
    }
  }
  if (data.single) {
    // "Mike Thompson" is not our Mike Brown.
    if (
      after && after.cap && !after.punct && !context.titleCase &&
      after.pos === "PROPN" && !NAME_WORDS.has(after.norm)
    ) return false;
  }
  return true;
}

/**
 * Whether the words after a name that is also an English word make it a
 * person: "Rich fixed it", "Will was great", "Grant upsold us" do; "Rich
 * experience", "Will call again", "Grant me patience" do not.
 */
function readsAsPerson(after: Token | null, after2: Token | null): boolean {
  if (after === null) return true;
  if (after.norm === "'s" || after.norm === "and" || after.norm === "&") {
    return true;
  }
  if (after.punct) return after.text === "," || after.text === "!";
  if (PAST_FORMS.has(after.norm) || /[a-z]ed$/.test(after.norm)) return true;
  if (after.pos === "AUX") return after.norm !== after.lemma;
  if (after.pos === "VERB") return after.norm !== after.lemma;
  if (after.pos === "ADV" && after2) {
    return readsAsPerson(after2, null) && after2.pos !== "ADV";
  }
  return false;
}

function acceptService(data: EntityData, literals: number, token: Token) {
  if (
    literals === 1 && NOT_A_NOUN.has(token.pos) &&
    (GENERIC_SERVICE_WORDS.has(token.lemma) ||
      GENERIC_SERVICE_WORDS.has(token.norm))
  ) {
    return false;
  }
  return data.kind === "service";
}

function chooseService(
  matchers: EntityMatchers,
  data: EntityData,
  sentenceWords: ReadonlySet<string>,
): number {
  if (data.targets.length === 1) return data.targets[0];
  const actions = new Set<string>();
  for (const word of sentenceWords) {
    const action = ACTION_OF.get(word);
    if (action) actions.add(action);
  }
  let best = data.targets[0];
  let bestScore = -1;
  for (const target of data.targets) {
    let score = 0;
    for (const action of matchers.serviceActions[target]) {
      if (actions.has(action)) score += 2;
    }
    if (matchers.serviceActions[target].has("repair")) score += 0.5;
    if (score > bestScore) {
      best = target;
      bestScore = score;
    }
  }
  return best;
}
