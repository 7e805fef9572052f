/**
 * Which service a service word in a sentence names, and whether it counts
 * as work for this customer: the action words by it choose between a
 * business's repair and installation services, and a mention that only
 * says where other work was done or what a maintenance visit looked at is
 * not counted ("furnace tune-up", "ran the camera down the main line").
 *
 * @module
 */
import type { Token } from "./text_nlp.ts";
import type { Match } from "./text_patterns.ts";
import type { EntityData, EntityMatchers } from "./entity_matchers.ts";
import { isServiceWork } from "./service_guards.ts";
import { isPanelPlace, namesFixture, namesPipe } from "./service_fixtures.ts";
import {
  advisedAgainst,
  advisesSaving,
  businessActs,
  checkFoundSound,
  namesFault,
  quoteNeverCame,
  reportsNoWork,
  WORK_WORDS,
} from "./service_no_work.ts";
import {
  ACTION_OF,
  GENERIC_SERVICE_WORDS,
  NOT_A_NOUN,
} from "./entity_words.ts";

/** A service named in a sentence. */
export interface ServiceMention {
  /** View positions of the mention, [start, end). */
  start: number;
  end: number;
  /** Catalogue index of the service. */
  id: number;
  /** Whether it is work for this customer (`isServiceWork`). */
  work: boolean;
  /** Whether its words name only equipment, no action ("the AC"). */
  equipmentOnly: boolean;
}

/**
 * The service a matched service word names, or null when the match is no
 * service mention at all.
 *
 * @param matchers The business's matchers.
 * @param sentence The match, the tokens, the sentence's view and the
 *   normal forms and lemmas of its words.
 * @returns The mention, with whether it is work for this customer.
 */
export function serviceMention(
  matchers: EntityMatchers,
  sentence: {
    match: Match<EntityData>;
    tokens: readonly Token[];
    view: readonly number[];
    sentenceWords: ReadonlySet<string>;
  },
): ServiceMention | null {
  const { match, tokens, view, sentenceWords } = sentence;
  const data = match.pattern.data;
  if (!acceptService(data, match.literals.length, tokens[view[match.start]])) {
    return null;
  }
  // "The AC install": the equipment's installation service.
  const id = data.installs !== undefined && installWordNear(tokens, view, match)
    ? data.installs[0]
    : chooseService(matchers, data, sentenceWords);
  return {
    start: match.start,
    end: match.end,
    id,
    work: isServiceWork(tokens, view, {
      start: match.start,
      end: match.end,
      id: matchers.serviceIds[id],
    }),
    // "No heat" names a symptom, work to be done, not equipment.
    equipmentOnly: match.literals.every((position) => {
      const word = tokens[view[position]].norm;
      return word !== "no" && !ACTION_OF.has(word);
    }),
  };
}

/** A sentence's service mentions, with the words they are read in. */
export interface SentenceMentions {
  /** The mentions, in text order. */
  mentions: readonly ServiceMention[];
  /** The text's tokens. */
  tokens: readonly Token[];
  /** The sentence's view. */
  view: readonly number[];
  /** The token range of the sentence after it. */
  next?: readonly [number, number];
}

/**
 * The services a text's sentences count, once every name is tagged: a
 * fault counts only with the business at work, told in any sentence
 * ("Breaker kept tripping. Ryan came the next day").
 *
 * @param matchers The business's matchers.
 * @param sentences Each sentence's mentions, in text order.
 * @returns Catalogue indices of the services counted.
 */
export function countedTextServices(
  matchers: EntityMatchers,
  sentences: readonly SentenceMentions[],
): Set<number> {
  // Whether the business is at work is asked of fault mentions alone, and
  // reading the whole text for advice costs every review: read only when a
  // fault is named (the flag is not read otherwise, so the result is the
  // same).
  const faultNamed = sentences.some(({ mentions, tokens, view }) =>
    mentions.some((mention) => namesFault(tokens, view, mention))
  );
  const businessAtWork = faultNamed && businessActs(sentences[0].tokens);
  const counted = new Set<number>();
  for (const sentence of sentences) {
    for (
      const id of countedServices(matchers, { ...sentence, businessAtWork })
    ) {
      counted.add(id);
    }
  }
  return counted;
}

/**
 * The services a sentence's mentions count, in order of mention.
 *
 * @param matchers The business's matchers.
 * @param sentence The sentence's mentions, in text order, its tokens,
 *   its view, the token range of the sentence after it, and whether the
 *   text tells the business at work (`businessActs`; default true).
 * @returns Catalogue indices of the services counted.
 */
export function countedServices(
  matchers: EntityMatchers,
  sentence: SentenceMentions & { businessAtWork?: boolean },
): number[] {
  const { mentions, tokens, view, businessAtWork = true } = sentence;
  const counted: number[] = [];
  // "furnace tune-up": a service word right before another one only
  // says what the second is done to. A fault said of equipment is the
  // other way round ("our hot tub breaker kept tripping", "the
  // charger's breaker tripped"): the equipment's service, not a search.
  mentions.forEach((mention, index) => {
    const next = mentions[index + 1];
    const previous = mentions[index - 1];
    if (
      next && next.start === mention.end && next.id !== mention.id &&
      !namesFault(tokens, view, next)
    ) return;
    if (namesFault(tokens, view, mention)) {
      // The fault alone, with no work by the business, is no service.
      if (!businessAtWork) return;
      if (
        previous && previous.id !== mention.id &&
        (previous.end === mention.start ||
          (previous.end + 1 === mention.start &&
            tokens[view[previous.end]].norm === "'s"))
      ) return;
    }
    // "jetted the main line", "ran the camera down our sewer line": a
    // pipe named right after another service says where that work was
    // done, not that the pipe was repaired too.
    if (
      previous && previous.work && previous.id !== mention.id &&
      isObjectGap(tokens, view, { from: previous.end, to: mention.start }) &&
      namesPipe(tokens, view, mention)
    ) return;
    if (isSiteOfOtherWork(matchers, { mention, mentions, tokens, view })) {
      return;
    }
    if (isPanelPlace(tokens, view, mention)) return;
    if (mention.equipmentOnly) {
      // "Came to look at the sump pump, said it was fine and to save my
      // money": no visit worth a service either.
      const saving = advisesSaving(tokens, view);
      if (
        (isRepairOrInstall(matchers, mention.id) ||
          (sellsRepairOrInstall(matchers, mention.id) && saving)) &&
        reportsNoWork(tokens, view, { next: tokenRange(sentence.next), saving })
      ) return;
    }
    // "Had Ellie check the sump pump. She said it's fine.": no work, though
    // the service is named by its equipment alone ("Sump Pump").
    if (
      mention.equipmentOnly && !isVisit(matchers, mention.id) &&
      checkFoundSound(tokens, view, tokenRange(sentence.next))
    ) return;
    if (quoteNeverCame(tokens, view, mention)) return;
    if (advisedAgainst(tokens, view, mention)) return;
    if (mention.work) counted.push(mention.id);
  });
  return counted;
}

/** The token indices of a sentence's [first, last] range. */
function tokenRange(range: readonly [number, number] | undefined): number[] {
  if (range === undefined) return [];
  const [first, last] = range;
  return Array.from({ length: last - first + 1 }, (_, k) => first + k);
}

/**
 * Whether a service names repair or installation work only: a maintenance,
 * inspection or cleaning visit that found the equipment sound is still
 * that visit.
 */
function isRepairOrInstall(matchers: EntityMatchers, id: number): boolean {
  const actions = matchers.serviceActions[id];
  return (actions.has("repair") || actions.has("install")) &&
    !actions.has("maintenance") && !actions.has("cleaning");
}

/**
 * Whether advice to save the money sets a service aside ("said the sump
 * pump was fine and to save my money"): not a visit or an inspection,
 * which was done all the same ("scoped the line, save your money").
 */
function sellsRepairOrInstall(matchers: EntityMatchers, id: number): boolean {
  return !isVisit(matchers, id) &&
    !matchers.serviceIds[id].includes("inspection");
}

/**
 * Whether a service is a maintenance or cleaning visit, which is that
 * visit even when it found the equipment sound.
 */
function isVisit(matchers: EntityMatchers, id: number): boolean {
  const actions = matchers.serviceActions[id];
  return actions.has("maintenance") || actions.has("cleaning");
}

/** Words before a repair word that report nothing to repair: "no issues". */
const CLEAN_REPORT = new Set(["no", "not", "n't", "zero", "without", "any"]);

/**
 * Words between two mentions that make them two visits or two stories:
 * "did the tune-up in March and came back when the capacitor went",
 * "pitched a maintenance plan more than he looked at the furnace".
 */
const VISIT_BREAKS = new Set(
  "then later back but when than after".split(" "),
);

/**
 * Words after a service word that make it a person, not work: "the
 * maintenance guy", "the sewer man".
 */
const SERVICE_PEOPLE = new Set("guy guys man men person".split(" "));

/**
 * Whether a service named by its equipment alone only says what other
 * work in the sentence was done on or in, not that it was worked on
 * itself:
 * - a repair service's equipment that a maintenance visit looked at ("the
 *   tune-up on the AC", "did the tune-up, gave me refrigerant pressures"),
 *   with no word of repair, replacement or other work in the sentence
 *   ("found a bad capacitor, replaced it") and nothing between the two
 *   that makes them separate visits;
 * - a pipe or a panel named as the place of any other work ("the roots in
 *   our sewer line", "the run from the panel"), with no word of work by it.
 */
function isSiteOfOtherWork(
  matchers: EntityMatchers,
  sentence: {
    mention: ServiceMention;
    mentions: readonly ServiceMention[];
    tokens: readonly Token[];
    view: readonly number[];
  },
): boolean {
  const { mention, mentions, tokens, view } = sentence;
  if (!mention.equipmentOnly) return false;
  // Words of work on a pipe or a panel must be by it, as the sentence may
  // install something else ("installed our charger; he labelled every
  // breaker in the panel").
  const fixture = namesFixture(tokens, view, mention);
  const actions = matchers.serviceActions[mention.id];
  if (
    !fixture && (!actions.has("repair") || actions.has("maintenance") ||
      actions.has("install"))
  ) return false;
  const from = fixture ? Math.max(0, mention.start - 3) : 0;
  const to = fixture ? Math.min(view.length, mention.end + 3) : view.length;
  for (let p = from; p < to; p++) {
    const token = tokens[view[p]];
    if (WORK_WORDS.has(token.norm)) return false;
    // "No issues found", "checked it all out": a clean report.
    if (
      token.norm === "out" ||
      (p > 0 && CLEAN_REPORT.has(tokens[view[p - 1]].norm))
    ) {
      continue;
    }
    const action = ACTION_OF.get(token.norm) ?? ACTION_OF.get(token.lemma);
    if (action === "repair" || action === "install") return false;
  }
  return mentions.some((other) => {
    if (
      !other.work || other.id === mention.id ||
      !(fixture || matchers.serviceActions[other.id].has("maintenance"))
    ) return false;
    if (
      other.end < view.length &&
      SERVICE_PEOPLE.has(tokens[view[other.end]].norm)
    ) return false;
    if (fixture) return true;
    const from = Math.min(other.end, mention.end);
    const to = Math.max(other.start, mention.start);
    for (let p = from; p < to; p++) {
      if (VISIT_BREAKS.has(tokens[view[p]].norm)) return false;
    }
    return true;
  });
}

/** Words between a service and the thing it was done to ("down the"). */
const OBJECT_GAP_WORDS = new Set(
  "the a an our my his her their your its this that whole entire down through into of"
    .split(" "),
);

/** Whether view positions [from, to) hold one to three object-gap words. */
function isObjectGap(
  tokens: readonly Token[],
  view: readonly number[],
  range: { from: number; to: number },
): boolean {
  const { from, to } = range;
  if (to === from || to - from > 3) return false;
  for (let p = from; p < to; p++) {
    if (!OBJECT_GAP_WORDS.has(tokens[view[p]].norm)) return false;
  }
  return true;
}

/**
 * Whether a matched service word is a service mention at all: a generic
 * service word of one token used as a verb or an adjective ("serviced",
 * "repaired") is not.
 */
function acceptService(
  data: EntityData,
  literals: number,
  token: Token,
): boolean {
  if (
    literals === 1 && NOT_A_NOUN.has(token.pos) &&
    (GENERIC_SERVICE_WORDS.has(token.lemma) ||
      GENERIC_SERVICE_WORDS.has(token.norm))
  ) {
    return false;
  }
  return data.kind === "service";
}

/** Words that say equipment was installed or replaced, not repaired. */
const INSTALL_WORDS = new Set(
  ("install installs installed installing installation installations " +
    "replace replaced replacement replacing " +
    "instalación instalaron instaló instalar installé installée " +
    // Swedish: "ny AC installerad", "en ny panna" ("installerade" and
    // "installerat" are glossed to "installed").
    "installerad installera ny nytt nya")
    .split(" "),
);

/** Whether a token is an install word; "NY" is New York, not Swedish "ny". */
function isInstallWord(token: Token): boolean {
  return INSTALL_WORDS.has(token.norm) && token.text !== "NY";
}

/**
 * Whether an install word is within three words of a mention, in its
 * clause: "installed the AC", "the AC install itself".
 */
function installWordNear(
  tokens: readonly Token[],
  view: readonly number[],
  mention: { start: number; end: number },
): boolean {
  // "Replaced the furnace control board": the equipment names whose part
  // was replaced, a repair.
  const next = mention.end < view.length ? tokens[view[mention.end]] : null;
  if (next?.pos === "NOUN" && !isInstallWord(next)) return false;
  for (let p = mention.start - 1; p >= Math.max(0, mention.start - 3); p--) {
    const token = tokens[view[p]];
    if (token.punct) break;
    if (isInstallWord(token)) return true;
  }
  for (let p = mention.end; p < Math.min(view.length, mention.end + 3); p++) {
    const token = tokens[view[p]];
    if (token.punct) break;
    if (isInstallWord(token)) return true;
  }
  return false;
}

/**
 * Which of the services a pattern may name the sentence means: the one
 * whose name's actions (repair, install, maintenance, …) the sentence's
 * words use most, a repair service on a tie.
 */
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
