/**
 * A small token-pattern matcher over tokenised text.
 *
 * Pattern syntax: words separated by spaces, each matched against a token's
 * normal form or its lemma. `a|b|c` is an alternative, `*` a gap of 0 to 3
 * non-punctuation tokens, `word:POS` also requires the POS tag (`clean:ADJ`),
 * `=word` matches the normal form only (not the lemma), `@tag` matches a
 * token tagged as a recognised name (`@person`; tagged tokens other than
 * `@service` match nothing else), and `{a b|c|}`
 * expands into one pattern per alternative phrase (an empty one drops it).
 *
 * @module
 */
import type { Token } from "./text_nlp.ts";

/** One element of a compiled pattern. */
export interface PatternElement {
  /** Accepted words; null for a gap. */
  words: Set<string> | null;
  /** Accepted words that must match the normal form (`=word`). */
  exact: Set<string> | null;
  /** Required POS tag, if any. */
  pos: string | null;
}

/** A compiled pattern with the data it carries. */
export interface Pattern<T> {
  /** Definition order in its set. */
  id: number;
  /** The pattern source. */
  source: string;
  /** The data attached to the pattern. */
  data: T;
  /** Number of literal (non-gap) elements. */
  literals: number;
  /** Elements, in order. */
  elements: PatternElement[];
  /**
   * Words of each literal element after the first (a quick pre-check), as
   * their ids in the set's `wordIds`.
   */
  needs: number[][];
  /**
   * The same as bit masks, two 32-bit halves per element (bit `id % 64`):
   * a need whose mask shares no bit with the sentence's cannot be met.
   */
  needMasks: Int32Array;
}

/**
 * A set of patterns indexed by their first word and, when their second
 * element is a word rather than a gap, by their first two words: hundreds
 * of the lexicon's patterns start with "not" or "still", and the next
 * word rules out most of them before any is tried.
 */
export interface PatternSet<T> {
  /** Patterns of one word or with a gap second, by a word their first element accepts. */
  index: Map<string, Pattern<T>[]>;
  /** The other patterns, by a word of their first element, then of their second. */
  pairs: Map<string, Map<string, Pattern<T>[]>>;
  /**
   * An id (0, 1, …, in order of first use) of every word a pattern needs
   * after its first element.
   */
  wordIds: Map<string, number>;
  /** All patterns, in definition order. */
  patterns: Pattern<T>[];
}

/** A match of a pattern in a token view. */
export interface Match<T> {
  /** The pattern that matched. */
  pattern: Pattern<T>;
  /** Position in the view of the first matched token. */
  start: number;
  /** Position in the view just after the last matched token. */
  end: number;
  /** Positions in the view of the literal (non-gap) tokens. */
  literals: number[];
}

/** Largest number of tokens a `*` gap spans. */
export const MAX_GAP = 3;

/**
 * Compiles pattern sources with their data into an indexed set.
 *
 * @param entries Pattern sources and their data.
 * @returns The indexed pattern set.
 * @throws {Error} on a pattern that starts with a gap or is empty.
 */
export function compilePatterns<T>(
  entries: ReadonlyArray<{ pattern: string; data: T }>,
): PatternSet<T> {
  const index = new Map<string, Pattern<T>[]>();
  const pairs = new Map<string, Map<string, Pattern<T>[]>>();
  const wordIds = new Map<string, number>();
  const patterns: Pattern<T>[] = [];
  const expanded = entries.flatMap((entry) =>
    expandBraces(entry.pattern).map((pattern) => ({
      pattern,
      data: entry.data,
    }))
  );
  for (const entry of expanded) {
    const elements = entry.pattern.trim().split(/\s+/).filter((part) =>
      part !== ""
    ).map(parseElement);
    if (elements.length === 0 || elements[0].words === null) {
      throw new Error(`invalid pattern "${entry.pattern}"`);
    }
    const needWords = elements.slice(1).filter((element) =>
      element.words !== null
    ).map((element) => [...element.words!, ...(element.exact ?? [])]);
    const needMasks = new Int32Array(needWords.length * 2);
    const needs = needWords.map((words, n) =>
      words.map((word) => {
        let id = wordIds.get(word);
        if (id === undefined) {
          id = wordIds.size;
          wordIds.set(word, id);
        }
        // Spread the words over the 64 bits in order of first use.
        const bit = id % 64;
        needMasks[n * 2 + (bit >> 5)] |= 1 << (bit & 31);
        return id;
      })
    );
    const pattern: Pattern<T> = {
      id: patterns.length,
      source: entry.pattern,
      data: entry.data,
      literals: elements.filter((element) => element.words !== null).length,
      elements,
      needs,
      needMasks,
    };
    patterns.push(pattern);
    const second = elements.length > 1 && elements[1].words !== null
      ? wordsOf(elements[1])
      : null;
    for (const key of wordsOf(elements[0])) {
      if (second === null) {
        addTo(index, key, pattern);
        continue;
      }
      let byNext = pairs.get(key);
      if (byNext === undefined) {
        byNext = new Map();
        pairs.set(key, byNext);
      }
      for (const next of second) addTo(byNext, next, pattern);
    }
  }
  return { index, pairs, wordIds, patterns };
}

/** Every word a literal element accepts: normal forms, lemmas, tags. */
function wordsOf(element: PatternElement): Set<string> {
  return new Set([...element.words!, ...(element.exact ?? [])]);
}

function addTo<T>(
  map: Map<string, Pattern<T>[]>,
  key: string,
  pattern: Pattern<T>,
): void {
  const list = map.get(key);
  if (list) list.push(pattern);
  else map.set(key, [pattern]);
}

/**
 * Expands `{a b|c}` groups of a pattern source into plain patterns.
 *
 * @param source A pattern source.
 * @returns One source per combination of alternatives.
 */
export function expandBraces(source: string): string[] {
  const open = source.indexOf("{");
  if (open < 0) return [source.replace(/\s+/g, " ").trim()];
  const close = source.indexOf("}", open);
  if (close < 0) throw new Error(`unbalanced braces in "${source}"`);
  const head = source.slice(0, open);
  const tail = source.slice(close + 1);
  return source.slice(open + 1, close).split("|").flatMap((alternative) =>
    expandBraces(`${head} ${alternative} ${tail}`)
  );
}

function parseElement(part: string): PatternElement {
  if (part === "*") return { words: null, exact: null, pos: null };
  let body = part;
  let pos: string | null = null;
  const colon = body.lastIndexOf(":");
  if (colon > 0 && /^[A-Z]+$/.test(body.slice(colon + 1))) {
    pos = body.slice(colon + 1);
    body = body.slice(0, colon);
  }
  const words = new Set<string>();
  const exact = new Set<string>();
  for (const alternative of body.split("|")) {
    if (alternative.startsWith("=")) exact.add(alternative.slice(1));
    else words.add(alternative);
  }
  return { words, exact: exact.size > 0 ? exact : null, pos };
}

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
  return words.has(token.norm) || words.has(token.lemma);
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
      if (skip > 0 && tokens[view[position - 1]].punct) break;
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

/**
 * The state of one `findAllMatches` call, shared by its helpers: plain
 * top-level functions over one object instead of closures made per call
 * and Sets built per call, since the analysis runs this on every sentence.
 */
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
  for (let at = from; at < to; at++) {
    const token = tokens[view[at]];
    markPresent(scan, token.norm);
    markPresent(scan, token.lemma);
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
    marks = { present: new Int32Array(set.wordIds.size), stamp: 0 };
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
  list: readonly Pattern<T>[] | undefined,
): void {
  if (list === undefined) return;
  scan.lists++;
  const { group, tried } = scan;
  for (let i = 0; i < list.length; i++) {
    const pattern = list[i];
    if (!possible(scan, pattern)) continue;
    if (tried.length === 0 || !tried.includes(pattern)) group.push(pattern);
  }
}

/**
 * Chooses non-overlapping matches: more literal tokens first, then the
 * leftmost, then the earlier-defined pattern. Returned in text order.
 *
 * @param matches Candidate matches.
 * @param blocked View positions no match may use (already taken).
 * @returns The chosen matches, sorted by start.
 */
export function selectMatches<T>(
  matches: Match<T>[],
  blocked?: ReadonlySet<number>,
): Match<T>[] {
  const order = matches.map((match, i) => ({ match, i }));
  order.sort((a, b) =>
    b.match.literals.length - a.match.literals.length ||
    a.match.start - b.match.start ||
    a.i - b.i
  );
  const used = new Set<number>(blocked ?? []);
  const chosen: Match<T>[] = [];
  for (const { match } of order) {
    if (match.literals.some((position) => used.has(position))) continue;
    for (const position of match.literals) used.add(position);
    chosen.push(match);
  }
  chosen.sort((a, b) => a.start - b.start);
  return chosen;
}

/**
 * The view of a token list used for matching: token indices without
 * in-word joiners, so `no-show`, `on-time` and `A/C` match `no show`,
 * `on time` and `a c`.
 *
 * @param tokens The tokens.
 * @param options `from` (first token index, inclusive; default 0) and `to`
 *   (last token index, exclusive; default the end).
 * @returns Token indices.
 */
export function matchView(
  tokens: readonly Token[],
  options: { from?: number; to?: number } = {},
): number[] {
  const from = options.from ?? 0;
  const to = options.to ?? tokens.length;
  const view: number[] = [];
  for (let i = from; i < to; i++) {
    const token = tokens[i];
    if (
      (token.text === "-" || token.text === "/") && i > from && i + 1 < to &&
      !tokens[i - 1].punct && !tokens[i + 1].punct && tokens[i + 1].glued &&
      token.glued
    ) continue;
    view.push(i);
  }
  return view;
}
