/**
 * Finds the business's technicians, services and service areas in
 * tokenised review text, with guards against false positives: a technician
 * called Rich in "rich experience", "a big fan of" for a ceiling-fan
 * service, "down the drain", a street named like a town, and so on.
 *
 * @module
 */
import type { Token, TokenizedText } from "./text_nlp.ts";
import { findAllMatches } from "./pattern_matching.ts";
import { matchView, selectMatches } from "./text_patterns.ts";
import type { EntityData, EntityMatchers } from "./entity_matchers.ts";
import {
  countedTextServices,
  type SentenceMentions,
  type ServiceMention,
  serviceMention,
} from "./service_mentions.ts";
import {
  NORDIC_PERSON_VERBS,
  PAST_FORMS,
  STREET_WORDS,
  TAGS,
} from "./entity_words.ts";
import {
  ASIDE_OWNERS,
  kinAfterName,
  kinOfMine,
  namesAWord,
  namesTheBill,
  ownRoleBeforeName,
  ROLE_WORDS,
  wordsUpToPunct,
} from "./entity_asides.ts";
import {
  EXCLAMATION_NAMES,
  EXCLAMATION_PERSON_NOUNS,
  KIN_AFTER_NAME,
  NAME_WORDS,
  NORDIC_MARKERS,
  NORDIC_NAME_WORDS,
  OTHER_PERSON,
  OWNED_PERSON,
  PET_WORDS,
} from "./entity_person_words.ts";
import {
  DAY_NAMES,
  readsAsTenselessPerson,
  saysMeAsSubject,
} from "./entity_bare_verbs.ts";

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
  const nordic = tokens.some((token) =>
    NORDIC_MARKERS.has(token.written ?? token.norm)
  );
  const tenseless = saysMeAsSubject(tokens);
  // Names the review gives someone else ("my husband Kevin").
  const otherPeople = new Set<string>();
  const sentencesToCount: SentenceMentions[] = [];
  for (const [s, [first, last]] of text.sentences.entries()) {
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
    const serviceMentions: ServiceMention[] = [];
    for (const match of matches) {
      const data = match.pattern.data;
      const at = (position: number) => tokens[view[position]];
      const firstToken = at(match.start);
      const before = match.start > 0 ? at(match.start - 1) : null;
      const before2 = match.start > 1 ? at(match.start - 2) : null;
      const before3 = match.start > 2 ? at(match.start - 3) : null;
      const after = match.end < view.length ? at(match.end) : null;
      const after2 = match.end + 1 < view.length ? at(match.end + 1) : null;
      const after3 = match.end + 2 < view.length ? at(match.end + 2) : null;
      let accepted = false;
      if (data.kind === "tech") {
        const context: TechnicianContext = {
          firstToken,
          before,
          before2,
          before3,
          after,
          after2,
          after3,
          kinAfter: kinAfterName({ tokens, view }, match.end),
          aside: wordsUpToPunct({ tokens, view }, match.end + 2),
          kinOfMine: kinOfMine({ tokens, view }, match.start),
          sentenceStart: match.start === 0 ||
            (before !== null && before.punct && !/[,(]/.test(before.text)),
          titleCase,
          lowerOnly,
          tenseless,
          rest: view.slice(match.end).map((index) => tokens[index]),
        };
        if (
          nordic && !firstToken.cap && match.end - match.start === 1 &&
          NORDIC_NAME_WORDS.has(firstToken.norm)
        ) {
          // "Tanken er bare tom": Danish "empty", not Tom.
          accepted = false;
        } else if (namesSomeoneElse(context)) {
          otherPeople.add(firstToken.norm);
        } else {
          // "My husband Kevin … never made Kevin feel dumb": a name the
          // review gave someone else stays theirs, unless a role makes it
          // ours ("Kevin the technician", "their tech Will", "also named").
          const sameName = match.end - match.start === 1 &&
            otherPeople.has(firstToken.norm) && !namesOurRole(context);
          accepted = !sameName && acceptTechnician(data, context);
        }
        if (accepted) found.technicians.add(data.targets[0]);
      } else if (data.kind === "service") {
        const mention = serviceMention(matchers, {
          match,
          tokens,
          view,
          sentenceWords,
        });
        // A guarded mention is still a service word (tagged and masked,
        // so that no aspect cue reads it); it need not be counted.
        if (mention !== null) serviceMentions.push(mention);
        accepted = mention !== null;
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
    sentencesToCount.push({
      mentions: serviceMentions,
      tokens,
      view,
      next: text.sentences[s + 1],
    });
  }
  // Counted once every name is tagged (a fault counts only with the
  // business at work, told in any sentence).
  for (const id of countedTextServices(matchers, sentencesToCount)) {
    found.services.add(id);
  }
  return found;
}

/**
 * Words after "from" that put a named person outside the business: "Rob
 * from next door", "Mike from down the street", "Will from work" (not "watched Ellie
 * from across the street").
 */
const FROM_ELSEWHERE = new Set([
  "next",
  "my",
  "our",
  "down",
  "work",
  "church",
]);

interface TechnicianContext {
  firstToken: Token;
  before: Token | null;
  before2: Token | null;
  before3: Token | null;
  after: Token | null;
  after2: Token | null;
  after3: Token | null;
  /** Whether an aside after the name makes it someone else's. */
  kinAfter: boolean;
  /** Up to six words from the second after the name, to a punctuation. */
  aside: readonly Token[];
  /** Whether the name follows "a colleague of mine,". */
  kinOfMine: boolean;
  sentenceStart: boolean;
  titleCase: boolean;
  lowerOnly: boolean;
  /** Whether the review says "me" as a subject ("me can't hear"). */
  tenseless: boolean;
  /** The sentence's tokens after the name. */
  rest: readonly Token[];
}

/** Faroese "to me" after "hjá" ("maðurin hjá mær": my husband). */
const HJA_MAER: ReadonlySet<string> = new Set(["mær", "okkum"]);

/** Words joining two people: "my husband and Frank", "Mari y Frank". */
const AND_WORDS = new Set(["and", "&", "y", "et", "e", "und"]);

/**
 * Articles and intensifiers, before a name that is a common word, make it
 * that word: "a grant", "so sunny", "too frank".
 */
const WORD_MARKERS = new Set(["a", "an", "the", "very", "so", "too"]);

/** Auxiliaries that have someone do something: "had Dale put in". */
const CAUSATIVES = new Set(["had", "have", "has", "'d"]);

/**
 * Whether a capitalised name after "so" or an auxiliary is still a person
 * by what follows: "so Sunny made a joke", "had Dale put in the Ecobee"
 * (a plain verb after a causative), not "so sunny", "was Frank".
 */
function namedMidSentence(
  before: Token,
  context: TechnicianContext,
): boolean {
  const { firstToken, after, after2 } = context;
  if (!firstToken.cap || context.sentenceStart || context.titleCase) {
    return false;
  }
  if (before.norm === "so") return readsAsPerson(after, after2);
  return CAUSATIVES.has(before.norm) && after !== null &&
    after.pos === "VERB" && after.norm === after.lemma;
}

/**
 * Whether a token writes an amount of money: "$1,850", "1850" (not the
 * "20" of "about 20 min out").
 */
function isAmount(text: string): boolean {
  if (/^[$£€~]/.test(text)) return true;
  return /^\d[\d,.]*$/.test(text) && Number(text.replaceAll(",", "")) >= 100;
}

/** Words that hedge an amount after a label: "Bill: about $1,850". */
const AMOUNT_HEDGES = new Set([
  "about",
  "around",
  "roughly",
  "approx",
  "approx.",
  "approximately",
  "nearly",
  "almost",
  "just",
  "only",
  "under",
  "over",
]);

/**
 * Whether the words around a name make it someone else's: "my husband
 * Mike", "our neighbor Will", "Sam, my ex,", Basque "Luis aitona", "Sam
 * next door", "a colleague of mine, Will".
 */
function namesSomeoneElse(context: TechnicianContext): boolean {
  const { before, before2, before3, after, after2 } = context;
  if (context.kinAfter || (after !== null && KIN_AFTER_NAME.has(after.norm))) {
    return true;
  }
  if (before && namesOtherPerson(before, before2)) return true;
  if (
    ownRoleBeforeName({
      role: before,
      owner: before2,
      opener: before3,
      verb: after,
    })
  ) return true;
  // Faroese "maðurin hjá mær Mark" (my husband Mark).
  if (
    before !== null && HJA_MAER.has(before.norm) && before2?.norm === "hjá" &&
    before3 !== null && namesOtherPerson(before3, null)
  ) return true;
  if (
    before2 && namesOtherPerson(before2, before3) &&
    !AND_WORDS.has(before?.norm ?? "") &&
    // "my partner says Jean-Marc is lovely" names the technician.
    before?.pos !== "VERB" && before?.pos !== "AUX"
  ) return true;
  if (after?.norm === "next" && after2?.norm === "door") return true;
  // "Mike from next door", "William from our Bible study".
  if (after?.norm === "from" && after2 && FROM_ELSEWHERE.has(after2.norm)) {
    return true;
  }
  // "My dog Will", "our dog is named Nadia", "my dog called Will".
  if (before !== null && PET_WORDS.has(before.norm)) return true;
  if (
    before !== null && (before.norm === "named" || before.norm === "called") &&
    ((before2 !== null && PET_WORDS.has(before2.norm)) ||
      (before2?.pos === "AUX" && before3 !== null &&
        PET_WORDS.has(before3.norm)))
  ) return true;
  return context.kinOfMine;
}

/**
 * Whether a role makes a name the business's person, though the review
 * gave the name to someone else before: "their tech Will", "the
 * technician, Will,", "Kevin the technician", "also named Grant".
 */
function namesOurRole(context: TechnicianContext): boolean {
  const { before, before2, after } = context;
  return after?.norm === "the" ||
    (before !== null && ROLE_WORDS.has(before.norm)) ||
    (before?.text === "," && before2 !== null && ROLE_WORDS.has(before2.norm));
}

function acceptTechnician(data: EntityData, context: TechnicianContext) {
  const { firstToken, before, after, after2 } = context;
  if (
    isExclamation(firstToken, {
      before,
      after,
      after2,
      rest: context.aside,
    })
  ) return false;
  if (data.caseForm && !firstToken.cap && !context.lowerOnly) return false;
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
      // "Grant: still good for Monday?" tags who wrote the line of a
      // pasted text thread; "Bill: $1,850" and "Bill: about $1,850" are
      // the invoice.
      const speakerTag = context.sentenceStart && firstToken.cap &&
        after?.text === ":" && !/^[\d$£€~]/.test(after2?.text ?? "") &&
        !(AMOUNT_HEDGES.has(after2?.norm ?? "") &&
          isAmount(context.after3?.text ?? ""));
      if (
        !speakerTag && !readsAsPerson(after, after2) &&
        !readsAsTenselessPerson(context)
      ) return false;
      if (namesAWord({ after, after2, rest: context.aside })) return false;
      // "Bill was $300 higher than the quote": the invoice, not a person.
      const words = { after, after2, after3: context.after3 };
      if (namesTheBill(firstToken, { ...words, rest: context.aside })) {
        return false;
      }
    }
    if (
      before && (WORD_MARKERS.has(before.norm) || before.pos === "AUX") &&
      !namedMidSentence(before, context)
    ) {
      return false;
    }
  }
  if (data.single) {
    // "Mike Thompson" is not our Mike Brown.
    if (
      after && after.cap && !after.punct && !context.titleCase &&
      after.pos === "PROPN" && !NAME_WORDS.has(after.norm) &&
      // "Richie Saturday morning came": a day, no surname.
      !DAY_NAMES.has(after.norm)
    ) return false;
  }
  return true;
}

/**
 * Whether a word before a name makes the name someone else's ("my PM
 * Rich"); "PM" after a clock time ("[4:40 PM] Travis") is the time of day.
 */
function namesOtherPerson(word: Token, previous: Token | null): boolean {
  // "Mari, Frank came early": a technician's name is nobody's kin, though
  // French "mari" is a husband.
  if (word.tag === "@person") return false;
  if (OWNED_PERSON.has(word.norm)) {
    return previous !== null && ASIDE_OWNERS.has(previous.norm);
  }
  if (!OTHER_PERSON.has(word.norm)) return false;
  return !(word.norm === "pm" && previous !== null &&
    /\d$/.test(previous.text));
}

/** Whether a name is said as an exclamation: "Jesus, what a week". */
function isExclamation(
  name: Token,
  around: {
    before: Token | null;
    after: Token | null;
    after2: Token | null;
    /** The words after "the" up to the next punctuation. */
    rest: readonly Token[];
  },
): boolean {
  const { before, after, after2 } = around;
  // A name said twice is a cry: Spanish "¡Dale, dale!" (go on), no Dale.
  if (after?.text === "," && after2?.norm === name.norm) return true;
  if (!EXCLAMATION_NAMES.names.has(name.norm)) return false;
  // "Jesus take the wheel" (not "Jesus, take a bow").
  if (after?.norm === "take" && after2?.norm === "the") return true;
  // "Jesus, the invoice." (not "Jesus, the slab leak guy, knew").
  if (after?.text === "," && after2?.norm === "the") {
    return !around.rest.some((t) => EXCLAMATION_PERSON_NOUNS.has(t.norm));
  }
  return (before !== null && EXCLAMATION_NAMES.before.has(before.norm)) ||
    (after !== null && EXCLAMATION_NAMES.after.has(after.norm)) ||
    (after?.text === "," && after2 !== null &&
      EXCLAMATION_NAMES.afterComma.has(after2.norm));
}

/**
 * Whether the words after a name that is also an English word make it a
 * person: "Rich fixed it", "Will was great", "Grant upsold us" do; "Rich
 * experience", "Will call again", "Grant me patience" do not.
 */
function readsAsPerson(after: Token | null, after2: Token | null): boolean {
  if (after === null) return true;
  if (after.norm === "'s" || AND_WORDS.has(after.norm)) return true;
  // "Frank (the electrician) installed it".
  if (after.punct) {
    return after.text === "," || after.text === "!" ||
      (after.text === "(" && after2?.norm === "the");
  }
  // "Frank no-showed twice".
  if (after.norm === "no" && /^show(ed|s)$/.test(after2?.norm ?? "")) {
    return true;
  }
  if (PAST_FORMS.has(after.norm) || /[a-z]ed$/.test(after.norm)) return true;
  // "Dale visste", "Frank er en hyggelig fyr".
  if (NORDIC_PERSON_VERBS.has(after.norm)) return true;
  if (after.pos === "AUX") return after.norm !== after.lemma;
  if (after.pos === "VERB") return after.norm !== after.lemma;
  if (after.pos === "ADV" && after2) {
    return readsAsPerson(after2, null) && after2.pos !== "ADV";
  }
  return false;
}
