/**
 * Sentences in which a service is named but no work was done on it: the
 * business reported the equipment sound ("said the sump was fine"), or the
 * quote asked for never came ("never sent the generator quote"). The
 * labelling rules count no service for either.
 *
 * @module
 */
import { CURRENCY_SIGNS, type Token } from "./text_nlp.ts";
import { ACTION_OF } from "./entity_words.ts";
import { OTHER_PARTY_MARKS } from "./lexicon.ts";
import { phraseWords } from "./lexicon_spellings.ts";
import { phraseAt } from "./sentence_view.ts";
import { expandBraces } from "./text_patterns.ts";

/**
 * Words that say equipment was worked on or that work on it was sold,
 * besides the repair and install words of `ACTION_OF`: a refrigerant
 * "top-off", a sewer "lined" or dug up, a part "needed" or "covered", a
 * heat exchanger "cracked", a main line "backed up", a breaker "tripping",
 * a gas line "upsized".
 */
export const WORK_WORDS: ReadonlySet<string> = new Set(
  ("top topped topping top-off top-up recharge recharged refill refilled " +
    "lining liner lined reline relined trenchless dig dug excavation " +
    "need needed needs cracked covered part backed backup backups " +
    "clog clogged overflow overflowed trip trips tripping tripped " +
    "upsize upsized upsizing")
    .split(" "),
);

/**
 * Phrases that report equipment sound: "said the sump was fine", "amp
 * draw within spec", "a couple more years in it", "do not need a new
 * unit".
 */
const SOUND_REPORTS: readonly (readonly string[])[] = [
  ["was", "fine"],
  ["is", "fine"],
  ["'s", "fine"],
  ["were", "fine"],
  ["are", "fine"],
  ["was", "ok"],
  ["was", "okay"],
  ["is", "ok"],
  ["is", "okay"],
  ["nothing", "wrong"],
  ["no", "need"],
  ["not", "need"],
  ["n't", "need"],
  ["within", "spec"],
  ["in", "spec"],
  ["more", "years"],
];

/**
 * Advice not to spend on the equipment at all: "said it was fine and to
 * save my money", "don't spend the money", "told me not to waste money
 * on a visit", "no need to pay for a visit", "no point paying for a
 * truck", "no need for them to come out", "saved me a service call",
 * "not worth a trip out". It is both the report and the verdict that
 * nothing needs doing.
 */
const SAVING_ADVICE: readonly (readonly string[])[] = phraseWords(
  [
    "save {my|your|the|our} money",
    "{not|n't|never} {|to} {spend|waste} {|the|my|your|any} money",
    "no need to pay",
    // "said there was no need for them to come out": no visit at all.
    "no need {for them|for anyone|for anybody|} to {come|send}",
    // "said there was no point paying for a truck to come out".
    "no point {paying|spending}",
    // Advice on the phone that spared the visit.
    "saved {me|us} a {service call|visit|trip|truck roll}",
    "not worth a {trip|visit|service call}",
    // "I didn't need a thing": nothing to do.
    "{not|n't} need a thing",
  ].flatMap(expandBraces),
);

/**
 * Whether a sentence advises the reviewer to spend nothing: "said it was
 * fine and to save my money", "told me not to waste money on a visit".
 */
export function advisesSaving(
  tokens: readonly Token[],
  view: readonly number[],
): boolean {
  return phraseAt({ tokens, view }, SAVING_ADVICE, {
    from: 0,
    to: view.length,
  }) >= 0;
}

/**
 * What a symptom is reported as: "that noise is normal" (not a sound
 * report of the equipment on its own: "no clue if that's normal").
 */
const SYMPTOM_REPORTS: readonly (readonly string[])[] = [
  ["is", "normal"],
  ["was", "normal"],
];

/**
 * Whether a sound report starts at view position `at`: one of
 * `SOUND_REPORTS`, or of `phrases` when given (`SYMPTOM_REPORTS`).
 */
function soundReportAt(
  tokens: readonly Token[],
  view: readonly number[],
  options: { at: number; phrases?: readonly (readonly string[])[] },
): boolean {
  const { at, phrases = SOUND_REPORTS } = options;
  return phrases.some((phrase) =>
    phrase.every((part, k) =>
      at + k < view.length && tokens[view[at + k]].norm === part
    )
  );
}

/**
 * Words by which the business reports what it found: "said the sump was
 * fine" (where "the pot lights are fine" is the reviewer's verdict on
 * work done).
 */
const REPORT_WORDS = new Set(
  ("said says told tells showed shows found finds checked tested confirmed " +
    "assured explained reported let")
    .split(" "),
);

/** Words that make the work the reviewer's own: "swap myself". */
const DIY_WORDS = new Set(["myself", "yourself", "ourselves"]);

/** Words that deny or need what follows: "do not need a new unit". */
const DENIALS = new Set(["no", "not", "n't", "never", "need", "needed"]);

/**
 * Whether a sentence reports the equipment it names sound, with no work
 * done on it ("said the sump was fine, just the float hung up on
 * debris"): the contract's visit that found nothing to do, which counts
 * no service. A word of repair, replacement or cleaning not denied ("found
 * it was fine after he replaced the capacitor"), or a verb of work done in
 * the next sentence, is work.
 *
 * @param tokens The text's tokens.
 * @param view The sentence's view.
 * @param options `next`: the view of the sentence after it, whose verbs of
 *   work done count too; `saving`: `advisesSaving` of the sentence, when
 *   the caller has it already.
 * @returns Whether the sentence reports equipment sound and no work.
 */
export function reportsNoWork(
  tokens: readonly Token[],
  view: readonly number[],
  options: { next?: readonly number[]; saving?: boolean } = {},
): boolean {
  // "Don't spend the money" reports and advises at once.
  const saving = options.saving ?? advisesSaving(tokens, view);
  const sound = saving ||
    view.some((_, at) => soundReportAt(tokens, view, { at }));
  if (
    !sound ||
    !(saving || view.some((index) => REPORT_WORDS.has(tokens[index].norm)))
  ) return false;
  return !hasWork(tokens, view) &&
    // "Said it was fine. He replaced the igniter.": work done next.
    !(options.next?.some((index) => isWorkVerb(tokens[index])) ?? false);
}

/** Words of a check asked for: "had Ellie check the sump pump". */
const CHECK_WORDS = new Set(
  "check checked inspect inspected".split(" "),
);

/**
 * Whether a sentence asks for a check of equipment, with no work, and the
 * next one reports it sound, with no work either: "Had Ellie check the
 * sump pump. She said it's fine, save your money." The labelling rules
 * count no service for a visit that found nothing to do.
 *
 * @param tokens The text's tokens.
 * @param view The sentence's view.
 * @param next The view of the sentence after it.
 * @returns Whether the check found the equipment sound.
 */
export function checkFoundSound(
  tokens: readonly Token[],
  view: readonly number[],
  next: readonly number[],
): boolean {
  return view.some((index) => CHECK_WORDS.has(tokens[index].norm)) &&
    !hasWork(tokens, view) &&
    next.some((_, at) => soundReportAt(tokens, next, { at })) &&
    next.some((index) => REPORT_WORDS.has(tokens[index].norm)) &&
    !hasWork(tokens, next);
}

/** Nouns after "just a" that are no part: "just a quick look". */
const NOT_PARTS = new Set(
  "look glance minute minutes second seconds visit check bit few moment"
    .split(" "),
);

/** Whether a part is named from view position `from`: "a bad capacitor". */
function namesPart(
  tokens: readonly Token[],
  view: readonly number[],
  from: number,
): boolean {
  for (let p = from; p < Math.min(view.length, from + 4); p++) {
    const token = tokens[view[p]];
    if (token.pos === "NOUN" || token.pos === "PROPN") {
      return !NOT_PARTS.has(token.norm);
    }
    // "just a bad capacitor", "just a $30 capacitor".
    if (token.pos !== "ADJ" && token.pos !== "NUM" && token.pos !== "SYM") {
      return false;
    }
  }
  return false;
}

/**
 * Whether a sentence holds a word of work on equipment not denied in its
 * own segment: a repair, installation or cleaning word, a part ("just a
 * capacitor"), or a word of `WORK_WORDS`.
 */
function hasWork(tokens: readonly Token[], view: readonly number[]): boolean {
  const word = (p: number) => tokens[view[p]].norm;
  for (let p = 0; p < view.length; p++) {
    const token = tokens[view[p]];
    // "came out" is a visit.
    if (token.norm === "out") continue;
    // "just a capacitor", "only an igniter": a part, so a repair.
    const part = (token.norm === "just" || token.norm === "only") &&
      p + 1 < view.length && (word(p + 1) === "a" || word(p + 1) === "an") &&
      namesPart(tokens, view, p + 2);
    const work = part || WORK_WORDS.has(token.norm) || isWorkAction(token);
    // "That noise is normal": the symptom reported sound, no work.
    if (
      !work ||
      soundReportAt(tokens, view, { at: p + 1, phrases: SYMPTOM_REPORTS })
    ) {
      continue;
    }
    // "Instead of selling me a new one": advised against, no work.
    if (advisedAgainst(tokens, view, { start: p, end: p + 1 })) continue;
    // Denied in its own segment: "didn't need one, swapped the igniter"
    // swapped it.
    let denied = false;
    for (let q = p - 1; q >= Math.max(0, p - 3) && !denied; q--) {
      if (tokens[view[q]].punct) break;
      denied = DENIALS.has(word(q));
    }
    // The reviewer's own work: "needed pads I could swap myself", "told
    // me how to clean it myself".
    for (let q = p + 1; q < Math.min(view.length, p + 6) && !denied; q++) {
      if (tokens[view[q]].punct) break;
      denied = DIY_WORDS.has(word(q));
    }
    if (!denied) return true;
  }
  return false;
}

/** The words of a quote, as a regular expression: "quote", "estimates", "bid". */
const QUOTE = "(?:quotes?|estimates?|quotations?|bids?)";

/** Words of a call back that never came: "never heard back". */
const NO_ANSWER =
  "never (?:heard back|called back|called me back|got back to|returned)";

/**
 * A business's quote or call back that never came: "never sent the
 * generator quote", "the estimate never arrived", "said she'd send it
 * Friday, still waiting", "never called back about the quote". Not "never
 * got a quote this low", a comparison.
 */
const NO_QUOTE = [
  `\\bnever (?:sent|send|emailed|gave|provided|got)(?: \\S+){0,5} ${QUOTE}\\b(?! (?:this|that|so|as|lower|better|cheaper)\\b)`,
  `\\b${QUOTE}(?: \\S+){0,4} never (?:came|arrived|showed|turned up|materiali[sz]ed)\\b`,
  `\\bstill waiting\\b(?=.*\\b(?:${QUOTE}|send)\\b)|\\b(?:${QUOTE}|send)\\b.*\\bstill waiting\\b`,
  `\\b${NO_ANSWER}\\b(?=.*\\b${QUOTE}\\b)|\\b${QUOTE}\\b.*\\b${NO_ANSWER}\\b`,
].map((source) => new RegExp(source, "g"));

/**
 * Whether a service mention is of the quote or call back asked for that
 * never came, with no work done: the service asked about was never
 * quoted, so it counts none (the labelling rules: "a quote promised and
 * never sent does not").
 *
 * @param tokens The text's tokens.
 * @param view The sentence's view.
 * @param mention The service mention's view positions, [start, end).
 * @returns Whether the mention is of a quote that never came.
 */
export function quoteNeverCame(
  tokens: readonly Token[],
  view: readonly number[],
  mention: { start: number; end: number },
): boolean {
  const norms = view.map((index) => tokens[index].norm);
  if (!norms.includes("never") && !norms.includes("waiting")) return false;
  // "The other company never sent a quote, so Keystone did it."
  if (norms.some((norm) => OTHER_PARTY.has(norm))) return false;
  if (view.some((index) => isWorkVerb(tokens[index]))) return false;
  // Each word's offset in the words joined by spaces.
  const offsets: number[] = [];
  let offset = 0;
  for (const norm of norms) {
    offsets.push(offset);
    offset += norm.length + 1;
  }
  const words = norms.join(" ");
  for (const pattern of NO_QUOTE) {
    for (const found of words.matchAll(pattern)) {
      const from = offsets.findLastIndex((at) => at <= found.index);
      const to = offsets.findLastIndex((at) =>
        at < found.index + found[0].length
      );
      // The mention is what the quote was for, unless a contrast parts
      // them: "showed me the camera, but the repair quote never came".
      const gapFrom = Math.min(mention.end, from);
      const gapTo = Math.max(mention.start, to);
      if (!norms.slice(gapFrom, gapTo).some((norm) => CONTRASTS.has(norm))) {
        return true;
      }
    }
  }
  return false;
}

/** Words that part a mention from the quote that never came. */
const CONTRASTS = new Set(["but", "though", "although", "however"]);

/** Words that make a quote never sent another party's ("the other company"). */
const OTHER_PARTY = new Set(OTHER_PARTY_MARKS);

/**
 * Whether a token is a verb of work done ("replaced", "fixed", "snaked"),
 * not a word of a service's name ("the replacement quote", "the drain
 * cleaning estimate").
 */
function isWorkVerb(token: Token): boolean {
  if (
    token.pos !== "VERB" || token.norm === token.lemma ||
    token.norm.endsWith("ing")
  ) return false;
  return isWorkAction(token);
}

/** Whether a word is one of repair, installation or cleaning (`ACTION_OF`). */
function isWorkAction(token: Token): boolean {
  const action = ACTION_OF.get(token.norm) ?? ACTION_OF.get(token.lemma);
  return action === "repair" || action === "install" || action === "cleaning";
}

/**
 * Words before a service that say the business advised against it or
 * named it only to set it aside: "talked me out of a $9,000 excavation",
 * "not the tankless", "instead of selling me a new one", "hold off on
 * root removal", "don't need duct cleaning".
 */
const ADVICE_AGAINST: readonly (readonly string[])[] = [
  ["out", "of"],
  ["not"],
  ["instead", "of"],
  ["rather", "than"],
  ["hold", "off", "on"],
  ["no", "point", "paying", "for"],
];

/**
 * Words that may stand between such advice and the service: "instead of
 * selling me a brand new one".
 */
const ADVICE_FILLERS = new Set(
  ("a an the new whole full complete entire brand selling sell me us you")
    .split(" "),
);

/** Words of talking someone out of something: "talked me out of". */
const TALK_WORDS = new Set(["talk", "talked", "talking", "talks"]);

/**
 * Whether a service mention is work the business advised against or set
 * aside ("talked me out of a full excavation", "only needed an element,
 * not the tankless", "said we could hold off on root removal"): the
 * labelling rules' "told us we didn't need a new one" counts no service.
 *
 * @param tokens The text's tokens.
 * @param view The sentence's view.
 * @param mention The service mention's view positions, [start, end).
 * @returns Whether the mention is of work advised against.
 */
export function advisedAgainst(
  tokens: readonly Token[],
  view: readonly number[],
  mention: { start: number; end: number },
): boolean {
  const word = (p: number) => tokens[view[p]].norm;
  // Step back over "a", "the new", "$9,000", "selling me a" to the
  // advice's last word.
  let end = mention.start;
  while (end > 0 && end > mention.start - 5) {
    const token = tokens[view[end - 1]];
    const filler = ADVICE_FILLERS.has(token.norm) || token.pos === "NUM" ||
      CURRENCY_SIGNS.has(token.norm);
    if (!filler) break;
    end--;
  }
  return ADVICE_AGAINST.some((phrase) => {
    const from = end - phrase.length;
    if (from < 0 || !phrase.every((part, k) => word(from + k) === part)) {
      return false;
    }
    // "Not the tankless", not "wouldn't drain" (what did not work).
    if (phrase[0] === "not") return end < mention.start;
    // "Out of" only after talking: "talked me out of", not "ran out of".
    if (phrase[0] !== "out") return true;
    for (let q = from - 1; q >= Math.max(0, from - 3); q--) {
      if (TALK_WORDS.has(word(q))) return true;
    }
    return false;
  });
}

/** Words of a fault told: "the breaker kept tripping", "lights flickering". */
const FAULT_WORDS = new Set(
  ("trip trips tripping tripped flicker flickers flickering flickered")
    .split(" "),
);

/**
 * Whether a service mention names a fault ("the breaker kept tripping",
 * "lights flickering") rather than equipment or work: the problem alone,
 * which the labelling rules count only with work by the business.
 *
 * @param tokens The text's tokens.
 * @param view The sentence's view.
 * @param mention The mention's view positions, [start, end).
 * @returns Whether a fault word is among the mention's words.
 */
export function namesFault(
  tokens: readonly Token[],
  view: readonly number[],
  mention: { start: number; end: number },
): boolean {
  for (let p = mention.start; p < mention.end; p++) {
    if (FAULT_WORDS.has(tokens[view[p]].norm)) return true;
  }
  return false;
}

/**
 * Words that tell the business at work when no name is given: its people
 * ("the tech", "they sent a guy", "$300 for him to reset it"), their visit
 * and its bill ("came the next day", "two visits", "booked me", "billed 3
 * hours"), a verdict on the work ("sorted", "still flickering", "gone")
 * or the diagnosis ("turned out to be", "explained why").
 */
const AGENT_WORDS = new Set(
  ("tech techs technician electrician they them he she him her came come " +
    "visit visits visited booked appointment called look looked sorted " +
    "reset fee billed charged troubleshoot troubleshot explain explained " +
    "turned still since gone").split(" "),
);

/**
 * Whether a text says the business did something: it names one of its
 * people or the business itself (tagged by the entity finder), or tells
 * them at work in other words (`AGENT_WORDS`, a word of repair,
 * installation or cleaning), and gives no advice that there was nothing
 * to pay for ("no need for them to come out", "saved me a service call").
 * A fault told with none of that ("breaker kept tripping every time the
 * kettle ran") is the problem alone, no service (the labelling rules: "a
 * problem told without any work by the business does not").
 *
 * @param tokens The text's tokens, tagged by the entity finder.
 * @returns Whether the business is told at work.
 */
export function businessActs(tokens: readonly Token[]): boolean {
  const all = tokens.map((_, index) => index);
  if (advisesSaving(tokens, all)) return false;
  // "Swapped it myself": the reviewer's own work.
  const own = tokens.some((token) => DIY_WORDS.has(token.norm));
  return tokens.some((token) =>
    token.tag === "@person" || token.tag === "@business" ||
    AGENT_WORDS.has(token.norm) ||
    // "came out" is a visit, "out of my home kitchen" none.
    (!own && token.norm !== "out" && isWorkAction(token))
  );
}
