/**
 * Negation: which words negate ("not", "never", "fail to", "lack of"),
 * whether a cue falls in a negation's scope, and elided negations at the
 * end of a segment ("the tech, not so much").
 *
 * @module
 */
import {
  JOINING_WORDS,
  NEGATION_BREAKERS,
  SINGLE_NEGATORS,
} from "./lexicon.ts";
import { isForeignPa } from "./lexicon_kreyol.ts";
import {
  isNegatorLookalike,
  opensLanguageContrast,
} from "./lexicon_languages.ts";
import type { Cue, Statement } from "./cues.ts";
import type { Match } from "./text_patterns.ts";
import type { Token } from "./text_nlp.ts";
import {
  buildClauses,
  type Clause,
  type SentenceView,
} from "./sentence_view.ts";

const NEGATING_VERBS = new Set([
  "fail",
  "failed",
  "fails",
  "refuse",
  "refused",
]);
const COMPARATIVES = new Set([
  "more",
  "better",
  "happier",
  "nicer",
  "faster",
  "cleaner",
  "easier",
  "smoother",
  "quicker",
]);
/** Words a negation reaches across without losing its scope. */
const NEGATION_FILLERS = new Set([
  "a",
  "an",
  "the",
  "any",
  "even",
  "so",
  "much",
  "as",
  "single",
]);

/** Finds negator positions (single words and "fail to", "lack of"...). */
export function negatorPositions(
  tokens: readonly Token[],
  view: number[],
  used: ReadonlySet<number>,
): boolean[] {
  const result = new Array<boolean>(view.length).fill(false);
  for (let p = 0; p < view.length; p++) {
    if (used.has(p)) continue;
    const token = tokens[view[p]];
    if (token.tag !== undefined) continue;
    const next = p + 1 < view.length ? tokens[view[p + 1]] : null;
    if (SINGLE_NEGATORS.has(token.norm)) {
      if (next && NEGATION_BREAKERS.has(next.norm)) continue;
      if (token.norm === "never" && isNeverSeenSuch(tokens, view, p)) continue;
      if (token.norm === "hindi" && isLanguageName(tokens, view[p])) continue;
      if (isForeignNegator(tokens, view, p)) continue;
      if (token.norm === "no" && next?.norm === "one") {
        result[p] = true;
        continue;
      }
      result[p] = true;
    } else if (
      next?.norm === "to" && NEGATING_VERBS.has(token.norm)
    ) {
      result[p] = true;
    } else if (
      next?.norm === "of" &&
      (token.lemma === "lack" || token.norm === "lacking" ||
        token.norm === "instead")
    ) {
      result[p] = true;
    } else if (token.norm === "rather" && next?.norm === "than") {
      result[p] = true;
    }
  }
  return result;
}

/**
 * Whether the negator word at view position `p` is another language's
 * word that negates nothing: "pa" that is no Kreyòl "not" (Spanish "para"
 * in "pa la casa", `isForeignPa`), a language's own word that looks like a
 * negator (Tagalog's "pa" in "nag-text pa siya", the Swahili copula "ni"
 * in "ni mtu mzuri": `isNegatorLookalike`), a language's "but" that is
 * also an English negator (Russian "no" in "opozdal, no predupredil"), and
 * Tagalog's "ni" before a name (`isForeignNi`). The rules' negation and
 * the model's negation scope (`sentence_features.ts`) both ask it.
 *
 * @param tokens The text's tokens.
 * @param view The sentence's view positions.
 * @param p A view position.
 * @returns Whether the word there negates nothing.
 */
export function isForeignNegator(
  tokens: readonly Token[],
  view: readonly number[],
  p: number,
): boolean {
  const word = tokens[view[p]].norm;
  const next = p + 1 < view.length ? tokens[view[p + 1]].norm : undefined;
  return (word === "pa" && isForeignPa(next)) ||
    isNegatorLookalike(word, next) || opensLanguageContrast(word, next) ||
    isForeignNi(tokens, view, p);
}

/**
 * Whether the word at view position `p` is Tagalog's "ni" before a name
 * ("sinabihan kami ni Vinny": told by Vinny), which negates nothing; the
 * Spanish "ni" ("ni llamó") comes before a verb or a noun.
 *
 * @param tokens The text's tokens.
 * @param view The sentence's view positions.
 * @param p A view position.
 * @returns Whether it is "ni" before a name.
 */
export function isForeignNi(
  tokens: readonly Token[],
  view: readonly number[],
  p: number,
): boolean {
  if (tokens[view[p]].norm !== "ni" || p + 1 >= view.length) return false;
  const next = tokens[view[p + 1]];
  return next.cap || next.tag !== undefined;
}

/** Words before a language's name ("spoke Hindi with my mother"). */
const BEFORE_LANGUAGE_NAME = new Set([
  "in",
  "speak",
  "speaks",
  "spoke",
  "speaking",
  "spoken",
  "understand",
  "understands",
  "understood",
  "and",
]);

/**
 * Tagalog's "hindi" (not) is also the name of a language: it is the name
 * when capitalised inside a sentence or after "in", "spoke", "and".
 */
function isLanguageName(tokens: readonly Token[], at: number): boolean {
  const before = at > 0 ? tokens[at - 1] : undefined;
  if (before === undefined || before.sentence !== tokens[at].sentence) {
    return false;
  }
  return tokens[at].cap || BEFORE_LANGUAGE_NAME.has(before.norm);
}

const EXPERIENCE_VERBS = new Set([
  "have",
  "see",
  "meet",
  "experience",
  "use",
  "hire",
  "find",
  "know",
  "work",
  "run",
  "be",
  "sound",
  "feel",
  "look",
  "heat",
  "cool",
  "drain",
]);
const DEGREE_WORDS = new Set(["so", "such", "more", "better", "as", "this"]);

/** "I've never had a plumber explain things so clearly": praise. */
function isNeverSeenSuch(
  tokens: readonly Token[],
  view: number[],
  at: number,
): boolean {
  const next = at + 1 < view.length ? tokens[view[at + 1]] : null;
  if (!next || !EXPERIENCE_VERBS.has(next.lemma)) return false;
  for (let p = at + 2; p < view.length && p < at + 12; p++) {
    const token = tokens[view[p]];
    if (token.punct && token.text !== "'") return false;
    if (DEGREE_WORDS.has(token.norm)) return true;
  }
  return false;
}

/** Whether a matched cue is in the scope of a negator of its clause. */
export function isNegated(
  sv: SentenceView,
  clause: Clause,
  negators: boolean[],
  match: Match<Cue>,
  owners: ReadonlyMap<number, Cue>,
): boolean {
  const cue = match.pattern.data;
  if (cue.fixed) return false;
  const { tokens, view } = sv;
  const start = match.literals[0];
  // "The new unit is not loud": a negator in the cue's gap negates it (a
  // cue's own words are never negators: `negatorPositions` skips them).
  const last = match.literals[match.literals.length - 1];
  for (let q = start + 1; q < last; q++) if (negators[q]) return true;
  let alternative = false;
  const window = cue.term === "S" && cue.pol === 0 ? 3 : 5;
  const shortScope = new Set(["without", "nor"]);
  let distance = 0;
  let comparative = COMPARATIVES.has(tokens[view[start]].norm);
  for (let q = start - 1; q >= clause.start; q--) {
    const token = tokens[view[q]];
    if (
      (token.punct && token.text !== "'" && token.text !== "$") ||
      JOINING_WORDS.has(token.norm)
    ) return false;
    if (token.norm === "or" || token.norm === "nor") alternative = true;
    if (NEGATION_FILLERS.has(token.norm)) continue;
    // "Nobody explained the extra charges": the negation belongs to the
    // opinion on another aspect that comes first.
    const other = owners.get(q);
    if (
      other && other !== cue && !alternative && other.aspect !== cue.aspect &&
      (other.pol !== 0 || other.negPol !== null) && other.kind === "aspect"
    ) return false;
    // "Did not clean up the mess": the negation belongs to the first
    // opinion on the aspect, not to an opposite one that completes it.
    if (
      other && other !== cue && !alternative && other.aspect === cue.aspect &&
      other.kind === "aspect" && cue.kind === "aspect" &&
      other.pol * cue.pol < 0
    ) return false;
    distance++;
    if (negators[q]) {
      if (comparative) return false;
      if (distance <= (shortScope.has(token.norm) ? 3 : window)) return true;
      return tokens[view[start]].neg && distance <= 9;
    }
    if (token.norm === "more" || token.norm === "any") {
      comparative = comparative || token.norm === "more";
    }
  }
  return false;
}

/** Verbs that stand for an opinion's verb after a contrast ("but he did not"). */
const STAND_IN_VERBS = new Set([
  "did",
  "does",
  "do",
  "was",
  "were",
  "is",
  "are",
  "had",
  "has",
  "have",
]);

/** Words of a hypothetical ("could have sold me more, but didn't"). */
const MODALS = new Set(["could", "might", "should", "can"]);

/**
 * Whether "not" at `p`, after a stand-in verb, denies the opinion of the
 * clause before: only in a short clause that a contrast opens ("but
 * Jean-Marc, on the second day, did not"), with no verb of its own ("but
 * he fixed it after two others couldn't" denies nothing said), after no
 * hypothetical ("could have upsold me, but didn't" is praise, read
 * elsewhere); "on time, which most are not" denies nothing.
 */
function isStandInDenial(
  sv: SentenceView,
  clauses: readonly Clause[],
  p: number,
): boolean {
  const { tokens, view } = sv;
  const index = clauses.findIndex((c) => c.start <= p && p < c.end);
  const clause = clauses[index];
  if (index < 1 || !clause.contrast || p - clause.start > 8) return false;
  for (let q = clause.start + 1; q < p - 1; q++) {
    if (tokens[view[q]].pos === "VERB") return false;
  }
  for (let q = clauses[index - 1].start; q < clause.start; q++) {
    if (MODALS.has(tokens[view[q]].norm)) return false;
  }
  return true;
}

/**
 * Positions of an elided negation at the end of a segment ("the tech not
 * so much", "the price, not really", "Sunny wore booties, but Jean-Marc
 * did not"): it negates an opinion stated before.
 */
export function elidedNegations(sv: SentenceView): number[] {
  const { tokens, view } = sv;
  const result: number[] = [];
  let clauses: Clause[] | null = null;
  for (let p = 0; p + 1 < view.length; p++) {
    if (tokens[view[p]].norm !== "not") continue;
    const next = tokens[view[p + 1]].norm;
    if (
      p > 0 && STAND_IN_VERBS.has(tokens[view[p - 1]].norm) &&
      tokens[view[p + 1]].punct
    ) {
      clauses ??= buildClauses(sv);
      if (isStandInDenial(sv, clauses, p)) result.push(p);
      continue;
    }
    let end = -1;
    if (next === "so" && tokens[view[p + 2]]?.norm === "much") end = p + 3;
    else if (next === "really" || next === "much") end = p + 2;
    if (end < 0) continue;
    // "not so much about manners" names what it negates.
    const after = end < view.length ? tokens[view[end]] : null;
    if (after && after.norm === "about") {
      result.push(p);
      continue;
    }
    if (after === null || after.punct) result.push(p);
  }
  return result;
}

/** Counts of nothing ("Upsells: 0", "Mess left behind: none"). */
const NONE_COUNTS = new Set(["0", "zero", "none", "nil", "nada"]);

/**
 * Positions of a count of nothing that closes a tally after a colon
 * ("Minutes late: 0", "Sales pitch: none"): it denies what the tally
 * names, so "late" there is praise and "calls explaining why" blame.
 *
 * @param sv The sentence.
 * @returns The view positions of such counts.
 */
export function noneCounts(sv: SentenceView): number[] {
  const { tokens, view } = sv;
  const result: number[] = [];
  for (let p = 1; p < view.length; p++) {
    if (!NONE_COUNTS.has(tokens[view[p]].norm)) continue;
    if (tokens[view[p - 1]].norm !== ":") continue;
    if (p + 1 < view.length && !tokens[view[p + 1]].punct) continue;
    result.push(p);
  }
  return result;
}

/**
 * Turns the statements a count of nothing denies (those of the tally's
 * name, the segment before its colon) to their opposite.
 *
 * @param sv The sentence.
 * @param statements Its statements; changed in place.
 * @param position The count's view position (`noneCounts`).
 */
export function negateCounted(
  sv: SentenceView,
  statements: Statement[],
  position: number,
): void {
  // The tally's name is the segment before its colon.
  const segment = sv.segments[Math.max(0, position - 2)];
  for (const statement of statements) {
    if (
      sv.segments[statement.order] === segment && statement.order < position &&
      !Number.isNaN(statement.score) && statement.score !== 0
    ) statement.score = -statement.score;
  }
}

/** Applies an elided negation to the statements of its segment or, when it has none, to the nearest positive ones before it. */
export function negateElided(
  sv: SentenceView,
  statements: Statement[],
  position: number,
): void {
  const segment = sv.segments[position];
  const own = statements.filter((statement) =>
    sv.segments[statement.order] === segment && !Number.isNaN(statement.score)
  );
  if (own.length > 0) {
    for (const statement of own) {
      statement.score = -(Math.abs(statement.score) || 1);
    }
    return;
  }
  // "Expensive, I thought, but it was not": a verb standing in for the
  // opinion's own denies it whichever way it went.
  const standsIn = position > 0 &&
    STAND_IN_VERBS.has(sv.tokens[sv.view[position - 1]].norm);
  const denied = (statement: Statement) =>
    statement.order < position &&
    (statement.score > 0 || (standsIn && statement.score < 0));
  let nearest = -1;
  for (const statement of statements) {
    if (denied(statement)) {
      nearest = Math.max(nearest, sv.segments[statement.order]);
    }
  }
  for (const statement of statements) {
    if (denied(statement) && sv.segments[statement.order] === nearest) {
      statement.score = -statement.score;
      statement.to = Math.max(statement.to, sv.segmentBounds[segment][1]);
    }
  }
}

/**
 * Whether a matched cue is an opinion at a position read as its opposite
 * (a habit of the past, a question answered "no": `SentenceView.reversed`).
 * A fact stays a fact ("they used to come on Mondays" says nothing of now).
 */
export function isReversedOpinion(
  sv: SentenceView,
  match: Match<Cue>,
): boolean {
  const cue = match.pattern.data;
  return sv.reversed?.[match.literals[0]] === 1 && cue.pol !== 0 &&
    !cue.report;
}
