/**
 * The entity matchers of one business: patterns for its technicians'
 * names and aliases, its services (with the concepts and actions their
 * names use), its service areas and its own name, built once.
 *
 * @module
 */
import type { Business } from "../schemas/mod.ts";
import { tokenize } from "./text_nlp.ts";
import {
  compilePatterns,
  matchView,
  type PatternSet,
} from "./text_patterns.ts";
import {
  ACTION_OF,
  CATEGORY_WORDS,
  ENGLISH_CONCEPT_MEMBERS,
  LEGAL_SUFFIXES,
  NAME_ACTION_WORDS,
  SERVICE_CONCEPTS,
  SERVICE_IDIOMS,
  TRADE_WORDS,
} from "./entity_words.ts";
import { NAME_WORDS } from "./entity_person_words.ts";
import { nordicEnclitics } from "./entity_words_nordic.ts";

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
  /**
   * Technicians: the pattern is a name's Basque case forms
   * (`basqueCaseForms`), which name the technician only capitalised:
   * "leek" is no Lee.
   */
  caseForm?: boolean;
  /** Services: concept indices the pattern belongs to. */
  concepts?: number[];
  /**
   * Services: installation services of the same equipment that the
   * pattern's own services leave out ("AC" names AC Repair, and "the AC
   * install" is AC Installation); an install word by the mention chooses
   * the first.
   */
  installs?: number[];
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

/** The token words of a phrase, as the matcher sees them. */
function phraseWords(phrase: string): string[] {
  const tokenized = tokenize(phrase);
  return matchView(tokenized.tokens).map((i) => {
    const token = tokenized.tokens[i];
    return token.norm;
  });
}

/**
 * Titles before a surname ("Mr. Carter"): the tokenizer keeps a title's
 * full stop, so both spellings are listed.
 */
const TITLES = ["mr", "mrs", "ms", "mx", "miss", "mister", "dr"]
  .flatMap((title) => [title, `${title}.`]).join("|");

function escapeWord(word: string): string {
  return word.replaceAll("|", "").replaceAll("*", "").replaceAll(":", "")
    .replaceAll("{", "").replaceAll("}", "").replace(/^=/, "");
}

function patternOf(words: readonly string[]): string {
  return words.map(escapeWord).filter((word) => word !== "").join(" ");
}

/**
 * An English service name with a Danish or Norwegian ending on its last
 * word ("ev charger'en", "tune up'en", "igniteren"), as one pattern of
 * alternatives; "" when the word takes none.
 */
function encliticPattern(words: readonly string[]): string {
  const forms = nordicEnclitics(words[words.length - 1] ?? "");
  if (forms.length === 0) return "";
  const head = patternOf(words.slice(0, -1));
  return head === "" ? forms.join("|") : `${head} ${forms.join("|")}`;
}

/** A service entry and, when its name takes one, its Nordic-ending twin. */
function withEnclitic(
  words: readonly string[],
  data: EntityData,
): Array<{ pattern: string; data: EntityData }> {
  const enclitic = encliticPattern(words);
  return [
    { pattern: patternOf(words), data },
    ...(enclitic === "" ? [] : [{ pattern: enclitic, data }]),
  ];
}

/**
 * Basque case endings on a one-word name, written joined to it: the
 * ergative ("Angiek", "Tomek", also the Polish "Tomek" for Tomasz),
 * genitive ("Mikeren"), dative ("Mikeri"), comitative ("Mikerekin",
 * "Tomekin") and benefactive ("Mikerentzat"). The tokeniser keeps each
 * form whole, so the name alone missed it. Short names and forms that are
 * Basque words ("danak", everybody) get none; after a consonant the
 * dative and genitive spell other names or words ("Tomi", "Eden"), so
 * they are left out.
 */
function basqueCaseForms(name: string): string[] {
  if (name.length < 3 || !/^[a-z]+$/.test(name)) return [];
  const endings = /[aeiouy]$/.test(name)
    ? ["k", "ri", "ren", "rekin", "rentzat"]
    : ["ek", "ekin", "entzat"];
  return endings.map((ending) => name + ending).filter((form) =>
    !BASQUE_WORDS.has(form)
  );
}

/** Basque words that a name with a case ending would spell. */
const BASQUE_WORDS = new Set(["danak", "danari", "danaren", "danarekin"]);

/**
 * A name's pattern whose first word may carry the Catalan or French
 * article elided before a vowel or "h" ("l'Hector", "a l'Angie"): the
 * tokeniser keeps "l'hector" whole, so the name alone missed it; so does
 * the Luxembourgish article "d'" before any name ("d'Angie", "d'Mari").
 * Names that are English words get no such form ("l'art" is no Art).
 */
function namePattern(words: readonly string[]): string {
  const first = escapeWord(words[0] ?? "");
  if (NAME_WORDS.has(first)) return patternOf(words);
  const forms = [first];
  if (/^[aeiouhàáèéíïòóúü]/.test(first)) forms.push(`l'${first}`, `l’${first}`);
  // Luxembourgish writes "d'" before any woman's or girl's name ("d'Tamika").
  forms.push(`d'${first}`, `d’${first}`);
  const rest = patternOf(words.slice(1));
  return rest === "" ? forms.join("|") : `${forms.join("|")} ${rest}`;
}

/**
 * The entries of a technician's name: its pattern (`namePattern`) and,
 * for a one-word name that is no English word, its Basque case forms
 * (`basqueCaseForms`) as a pattern of their own, marked `caseForm`.
 */
function nameEntries(
  words: readonly string[],
  data: EntityData,
): Array<{ pattern: string; data: EntityData }> {
  const entries = [{ pattern: namePattern(words), data }];
  const first = escapeWord(words[0] ?? "");
  if (words.length !== 1 || NAME_WORDS.has(first)) return entries;
  const forms = basqueCaseForms(first);
  if (forms.length > 0) {
    entries.push({
      pattern: forms.join("|"),
      data: { ...data, caseForm: true },
    });
  }
  return entries;
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
    entries.push(...nameEntries(full, {
      kind: "tech",
      targets: [index],
      explicit: true,
      commonWord: isCommonWord(full),
      surname,
    }));
    for (const alias of technician.aliases) {
      const words = phraseWords(alias);
      const key = words.join(" ");
      explicitKeys.set(key, [...(explicitKeys.get(key) ?? []), index]);
      // A nickname with the surname is the full name too: "Billy Nguyen",
      // "Vinny Castellano" (a nickname alone before another surname is
      // someone else's, see `acceptTechnician`).
      if (words.length === 1 && full.length > 1 && words[0] !== full[0]) {
        entries.push({
          pattern: namePattern([...words, ...full.slice(1)]),
          data: {
            kind: "tech",
            targets: [index],
            explicit: true,
            commonWord: false,
          },
        });
      }
    }
    if (full.length > 1) {
      const key = full[0];
      derived.set(key, [...(derived.get(key) ?? []), index]);
      entries.push({
        pattern: `${TITLES} ${escapeWord(full[full.length - 1])}`,
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
    entries.push(...nameEntries(key.split(" "), {
      kind: "tech",
      targets: [targets[0]],
      explicit: true,
      single: !key.includes(" "),
      commonWord: isCommonWord(key.split(" ")),
      surname: surnameInitial(business.technicians[targets[0]].name),
    }));
  }
  for (const [key, targets] of derived) {
    if (targets.length !== 1 || explicitKeys.has(key)) continue;
    entries.push(...nameEntries([key], {
      kind: "tech",
      targets,
      explicit: false,
      single: true,
      commonWord: NAME_WORDS.has(key),
      surname: surnameInitial(business.technicians[targets[0]].name),
    }));
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
    const own = new Set(targets);
    const installs = installServicesOf(key, own, {
      conceptWords,
      serviceActions,
      serviceConcepts,
    });
    entries.push(...withEnclitic(key.split(" "), {
      kind: "service",
      targets: [...own],
      explicit: true,
      commonWord: false,
      ...(installs.length > 0 ? { installs } : {}),
    }));
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
    entries.push(
      ...withEnclitic(key.split(" "), {
        kind: "service",
        targets,
        explicit: false,
        commonWord: false,
      }),
    );
  }
  conceptWords.forEach((members, conceptIndex) => {
    const targets: number[] = [];
    serviceConcepts.forEach((concepts, index) => {
      if (concepts.has(conceptIndex)) targets.push(index);
    });
    if (targets.length === 0) return;
    for (const member of members) {
      if (explicitService.has(member) || heads.has(member)) continue;
      const data = {
        kind: "service",
        targets,
        explicit: false,
        commonWord: false,
        concepts: [conceptIndex],
      };
      const words = member.split(" ");
      entries.push(
        ...(ENGLISH_CONCEPT_MEMBERS.has(member)
          ? withEnclitic(words, data)
          : [{ pattern: patternOf(words), data }]),
      );
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

/**
 * The installation services, other than `own`, whose names share an
 * equipment concept with the alias `key`, when none of `own` installs:
 * "AC" names AC Repair, and the AC Installation service is named for the
 * same equipment. A service that does both ("Water Heater Repair &
 * Replacement") needs no alternative.
 */
function installServicesOf(
  key: string,
  own: ReadonlySet<number>,
  catalogue: {
    conceptWords: readonly (readonly string[])[];
    serviceActions: readonly ReadonlySet<string>[];
    serviceConcepts: readonly ReadonlySet<number>[];
  },
): number[] {
  const { conceptWords, serviceActions, serviceConcepts } = catalogue;
  if ([...own].some((index) => serviceActions[index].has("install"))) {
    return [];
  }
  const concepts = conceptWords.flatMap((members, index) =>
    members.includes(key) ? [index] : []
  );
  return serviceActions.flatMap((actions, index) =>
    !own.has(index) && actions.has("install") &&
      concepts.some((concept) => serviceConcepts[index].has(concept))
      ? [index]
      : []
  );
}

/** The surname's first letter of a full name, lower-cased. */
function surnameInitial(name: string): string | undefined {
  const words = name.trim().split(/\s+/);
  return words.length > 1
    ? words[words.length - 1][0].toLowerCase()
    : undefined;
}
