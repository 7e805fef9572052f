/**
 * Finding the matches of a compiled pattern set (`text_patterns.ts`) in a
 * token view. It runs on every sentence of every review, so its working
 * state lives in one object per call and arrays reused across calls
 * rather than in closures and Sets made per call.
 *
 * @module
 */
import { CURRENCY_SIGNS, type Token } from "./text_nlp.ts";
import {
  type Match,
  MAX_GAP,
  type Pattern,
  type PatternElement,
  type PatternList,
  type PatternSet,
  SCREEN_INTS,
} from "./text_patterns.ts";

function elementAccepts(element: PatternElement, token: Token): boolean {
  if (token.tag !== undefined) {
    // A service's words still mean what they say ("clogged again"); a
    // person's, a place's or the company's do not ("Will Price").
    if (element.words!.has(token.tag)) return true;
    if (token.tag !== "@service") return false;
  }
  if (element.pos !== null && token.pos !== element.pos) return false;
  if (element.exact !== null && element.exact.has(token.norm)) return true;
  const words = element.words!;
  if (words.has(token.norm) || words.has(token.lemma)) return true;
  // A glossed Nordic word matches its written word too (text_nordic_gloss.ts).
  const written = token.written;
  return written !== undefined &&
    (words.has(written) || element.exact?.has(written) === true);
}

/** Tries to match `pattern` at view position `at`; the shortest match wins. */
function tryAt<T>(
  pattern: Pattern<T>,
  tokens: readonly Token[],
  view: readonly number[],
  at: number,
  limit: number,
): Match<T> | null {
  const literals: number[] = [];
  const end = matchFrom(pattern.elements, 0, tokens, view, at, limit, literals);
  if (end < 0) return null;
  return { pattern, start: at, end, literals };
}

function matchFrom(
  elements: readonly PatternElement[],
  e: number,
  tokens: readonly Token[],
  view: readonly number[],
  at: number,
  limit: number,
  literals: number[],
): number {
  if (e === elements.length) return at;
  const element = elements[e];
  if (element.words === null) {
    for (let skip = 0; skip <= MAX_GAP; skip++) {
      const position = at + skip;
      if (position > limit) break;
      // A gap spans an amount ("came in $240 over the quote"), not a mark.
      const skipped = skip > 0 ? tokens[view[position - 1]] : null;
      if (skipped?.punct && !CURRENCY_SIGNS.has(skipped.norm)) break;
      const mark = literals.length;
      const end = matchFrom(
        elements,
        e + 1,
        tokens,
        view,
        position,
        limit,
        literals,
      );
      if (end >= 0) return end;
      literals.length = mark;
    }
    return -1;
  }
  if (at >= limit) return -1;
  if (!elementAccepts(element, tokens[view[at]])) return -1;
  literals.push(at);
  const end = matchFrom(elements, e + 1, tokens, view, at + 1, limit, literals);
  if (end < 0) literals.pop();
  return end;
}

/** The state of one `findAllMatches` call, shared by its helpers. */
interface Scan<T> {
  set: PatternSet<T>;
  tokens: readonly Token[];
  view: readonly number[];
  to: number;
  matches: Match<T>[];
  /** `stamp` at the id (`wordIds`) of every needed word present in range. */
  present: Int32Array;
  /** The mark of this call in `present`. */
  stamp: number;
  /** Bits (id % 64) of the needed words present, low and high half. */
  low: number;
  high: number;
  /** The word whose patterns `collect` gathers. */
  key: string;
  /** The token after the current one, null at the end of the range. */
  next: Token | null;
  /** Patterns to try at the current position, in definition order. */
  group: Pattern<T>[];
  /** Patterns already tried at the current position. */
  tried: Pattern<T>[];
  /** How many index lists `collect` drew from. */
  lists: number;
}

/**
 * Finds every match of the set's patterns in `view[from, to)`.
 *
 * @param set The pattern set.
 * @param tokens The tokens the view indexes into.
 * @param options `view` (token indices, in order), `from` and `to` (view
 *   positions; default the whole view).
 * @returns All matches, overlapping ones included.
 */
export function findAllMatches<T>(
  set: PatternSet<T>,
  tokens: readonly Token[],
  options: { view: readonly number[]; from?: number; to?: number },
): Match<T>[] {
  const { view } = options;
  const from = options.from ?? 0;
  const to = options.to ?? view.length;
  const scan: Scan<T> = {
    set,
    tokens,
    view,
    to,
    matches: [],
    ...presenceOf(set),
    low: 0,
    high: 0,
    key: "",
    next: null,
    group: [],
    tried: [],
    lists: 0,
  };
  // Every needed word in range: a pattern needing a word that is absent
  // cannot match, whatever the position.
  scan.present[set.wordIds.size] = scan.stamp;
  for (let at = from; at < to; at++) {
    const token = tokens[view[at]];
    markPresent(scan, token.norm);
    markPresent(scan, token.lemma);
    if (token.written !== undefined) markPresent(scan, token.written);
    if (token.tag !== undefined) markPresent(scan, token.tag);
  }
  // Per position, the patterns reached by the normal form, then those
  // reached by the lemma only, then by a service tag; each group in
  // definition order.
  for (let at = from; at < to; at++) {
    const token = tokens[view[at]];
    scan.next = at + 1 < to ? tokens[view[at + 1]] : null;
    scan.tried.length = 0;
    if (token.tag !== undefined && token.tag !== "@service") {
      scan.key = token.tag;
      tryGroup(scan, at);
      continue;
    }
    scan.key = token.norm;
    tryGroup(scan, at);
    if (token.lemma !== token.norm) {
      scan.key = token.lemma;
      tryGroup(scan, at);
    }
    if (token.written !== undefined) {
      scan.key = token.written;
      tryGroup(scan, at);
    }
    // A service's own words come first: "unclogged" is an opinion before
    // it is a mention of the drain service.
    if (token.tag === "@service") {
      scan.key = token.tag;
      tryGroup(scan, at);
    }
  }
  return scan.matches;
}

/**
 * Each set's presence marks, reused by every call: a fresh array per call
 * (a thousand words for the lexicon) would be allocated off the heap each
 * time. A call marks its words with a number no earlier call used, so the
 * array never needs clearing.
 */
const presence = new WeakMap<
  PatternSet<unknown>,
  { present: Int32Array; stamp: number }
>();

/** The presence marks of `set` and a stamp of its own for one call. */
function presenceOf<T>(
  set: PatternSet<T>,
): { present: Int32Array; stamp: number } {
  let marks = presence.get(set as PatternSet<unknown>);
  if (marks === undefined || marks.stamp === 0x7fffffff) {
    // One more for the word always present (`SCREEN_INTS`).
    marks = { present: new Int32Array(set.wordIds.size + 1), stamp: 0 };
    presence.set(set as PatternSet<unknown>, marks);
  }
  marks.stamp++;
  return { present: marks.present, stamp: marks.stamp };
}

/** Records `word` as present in the scanned range if a pattern needs it. */
function markPresent<T>(scan: Scan<T>, word: string): void {
  const id = scan.set.wordIds.get(word);
  if (id === undefined) return;
  scan.present[id] = scan.stamp;
  const bit = id % 64;
  if (bit < 32) scan.low |= 1 << bit;
  else scan.high |= 1 << (bit - 32);
}

/** Whether every need of `pattern` has a word present in the range. */
function possible<T>(scan: Scan<T>, pattern: Pattern<T>): boolean {
  const masks = pattern.needMasks;
  for (let n = 0; n < masks.length; n += 2) {
    if ((masks[n] & scan.low) === 0 && (masks[n + 1] & scan.high) === 0) {
      return false;
    }
  }
  const { needs } = pattern;
  for (let n = 0; n < needs.length; n++) {
    const ids = needs[n];
    let met = false;
    for (let w = 0; w < ids.length && !met; w++) {
      met = scan.present[ids[w]] === scan.stamp;
    }
    if (!met) return false;
  }
  return true;
}

/** Tries at view position `at` the patterns starting with `scan.key`. */
function tryGroup<T>(scan: Scan<T>, at: number): void {
  collect(scan);
  const { group, tried } = scan;
  for (let i = 0; i < group.length; i++) {
    const pattern = group[i];
    tried.push(pattern);
    const match = tryAt(pattern, scan.tokens, scan.view, at, scan.to);
    if (match) scan.matches.push(match);
  }
  group.length = 0;
}

/**
 * Fills `scan.group` with the patterns that may start with the word
 * `scan.key` before the token `scan.next` and are `possible` in the range,
 * in definition order, none of `scan.tried`.
 */
function collect<T>(scan: Scan<T>): void {
  const { set, key, next, group } = scan;
  scan.lists = 0;
  addUntried(scan, set.index.get(key));
  const byNext = next === null ? undefined : set.pairs.get(key);
  if (byNext !== undefined && next !== null) {
    if (next.tag !== undefined) addUntried(scan, byNext.get(next.tag));
    // A tagged token other than a service matches only its tag.
    if (next.tag === undefined || next.tag === "@service") {
      addUntried(scan, byNext.get(next.norm));
      if (next.lemma !== next.norm) addUntried(scan, byNext.get(next.lemma));
      if (next.written !== undefined) {
        addUntried(scan, byNext.get(next.written));
      }
    }
  }
  if (scan.lists < 2) return;
  group.sort((a, b) => a.id - b.id);
  let kept = 0;
  for (let i = 0; i < group.length; i++) {
    if (kept === 0 || group[kept - 1] !== group[i]) group[kept++] = group[i];
  }
  group.length = kept;
}

/**
 * Appends the patterns of `list` possible in the range and not yet tried
 * to `scan.group`. Most fail `possible` (a review's position reaches about
 * 25 times more patterns than it could match), so they are dropped before
 * they are copied, sorted or remembered as tried: one that is not possible
 * here never is at this position either.
 */
function addUntried<T>(
  scan: Scan<T>,
  list: PatternList<T> | undefined,
): void {
  if (list === undefined) return;
  scan.lists++;
  const { group, tried, present, stamp } = scan;
  const { patterns } = list;
  const screens = scan.set.screens;
  for (let i = 0, s = list.screen; i < patterns.length; i++, s += SCREEN_INTS) {
    // Two needed words, read without reading the pattern (`PatternList`).
    if (present[screens[s]] !== stamp || present[screens[s + 1]] !== stamp) {
      continue;
    }
    const pattern = patterns[i];
    if (!possible(scan, pattern)) continue;
    if (tried.length === 0 || !tried.includes(pattern)) group.push(pattern);
  }
}
