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
 * Patterns are compiled and their matches chosen here; `pattern_matching.ts`
 * finds the matches.
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
  needMasks: readonly number[];
}

/**
 * A set of patterns indexed by their first word and, when their second
 * element is a word rather than a gap, by their first two words: hundreds
 * of the lexicon's patterns start with "not" or "still", and the next
 * word rules out most of them before any is tried.
 */
export interface PatternSet<T> {
  /** Patterns of one word or with a gap second, by a word their first element accepts. */
  index: Map<string, PatternList<T>>;
  /** The other patterns, by a word of their first element, then of their second. */
  pairs: Map<string, Map<string, PatternList<T>>>;
  /** The screens of every list's patterns (`PatternList.screen`). */
  screens: Int32Array;
  /**
   * An id (0, 1, …, in order of first use) of every word a pattern needs
   * after its first element.
   */
  wordIds: Map<string, number>;
  /** All patterns, in definition order. */
  patterns: Pattern<T>[];
}

/**
 * The patterns under one key of a set's index, in definition order. Most
 * of those a position reaches cannot match in its sentence, and reading
 * each pattern to find out touches memory all over the heap: two word ids
 * of each (`SCREEN_INTS` numbers from `screen` in the set's `screens`) sit
 * side by side, so most are passed over unread.
 */
export interface PatternList<T> {
  /** The patterns, in definition order. */
  patterns: Pattern<T>[];
  /** Offset in the set's `screens` of the first pattern's word ids. */
  screen: number;
}

/**
 * Numbers per pattern in `PatternSet.screens`: the ids (`wordIds`) of the
 * words of its first two needs of one word, which the range must hold; a
 * need the list's key already meets is left out, and a missing one is
 * `wordIds.size`, which stands for a word always present.
 */
export const SCREEN_INTS = 2;

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
  const index = new Map<string, PatternList<T>>();
  const pairs = new Map<string, Map<string, PatternList<T>>>();
  const wordIds = new Map<string, number>();
  const patterns: Pattern<T>[] = [];
  // The lexicon's 180,000 patterns are written with about 20,000 distinct
  // elements: each is parsed once and shared, with the ids of its words.
  const parsed = new Map<string, PatternElement>();
  const accepted = new Map<PatternElement, Set<string>>();
  const idsOf = new Map<PatternElement, number[]>();
  const expanded = entries.flatMap((entry) =>
    expandBraces(entry.pattern).map((pattern) => ({
      pattern,
      data: entry.data,
    }))
  );
  for (const entry of expanded) {
    const elements = entry.pattern.trim().split(/\s+/).filter((part) =>
      part !== ""
    ).map((part) => {
      let element = parsed.get(part);
      if (element === undefined) {
        element = parseElement(part);
        parsed.set(part, element);
      }
      return element;
    });
    if (elements.length === 0 || elements[0].words === null) {
      throw new Error(`invalid pattern "${entry.pattern}"`);
    }
    const needs = elements.slice(1).filter((element) => element.words !== null)
      .map((element) => {
        let ids = idsOf.get(element);
        if (ids === undefined) {
          ids = [...wordsOf(element, accepted)].map((word) => {
            let id = wordIds.get(word);
            if (id === undefined) {
              id = wordIds.size;
              wordIds.set(word, id);
            }
            return id;
          });
          idsOf.set(element, ids);
        }
        return ids;
      });
    const needMasks = needs.flatMap((ids) => {
      const halves = [0, 0];
      for (const id of ids) {
        // Spread the words over the 64 bits in order of first use.
        const bit = id % 64;
        halves[bit >> 5] |= 1 << (bit & 31);
      }
      return halves;
    });
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
      ? wordsOf(elements[1], accepted)
      : null;
    for (const key of wordsOf(elements[0], accepted)) {
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
  const lists = [...index.values()].map((list) => ({ list, paired: false }));
  for (const byNext of pairs.values()) {
    for (const list of byNext.values()) lists.push({ list, paired: true });
  }
  let size = 0;
  for (const { list } of lists) {
    list.screen = size;
    size += list.patterns.length * SCREEN_INTS;
  }
  const screens = new Int32Array(size);
  for (const { list, paired } of lists) {
    list.patterns.forEach((pattern, i) =>
      screens.set(
        screenOf(pattern, paired, wordIds.size),
        list.screen + i * SCREEN_INTS,
      )
    );
  }
  return { index, pairs, screens, wordIds, patterns };
}

/**
 * The words of the first two needs of one word of `pattern`, skipping the
 * first need of a pattern listed by its second word too (`paired`): that
 * word is present wherever the list is reached. `always` fills the rest.
 */
function screenOf<T>(
  pattern: Pattern<T>,
  paired: boolean,
  always: number,
): number[] {
  const screen: number[] = [];
  for (let n = paired ? 1 : 0; n < pattern.needs.length; n++) {
    const ids = pattern.needs[n];
    if (ids.length === 1 && screen.length < SCREEN_INTS) screen.push(ids[0]);
  }
  while (screen.length < SCREEN_INTS) screen.push(always);
  return screen;
}

/** Every word a literal element accepts: normal forms, lemmas, tags. */
function wordsOf(
  element: PatternElement,
  cache: Map<PatternElement, Set<string>>,
): Set<string> {
  let words = cache.get(element);
  if (words === undefined) {
    words = new Set([...element.words!, ...(element.exact ?? [])]);
    cache.set(element, words);
  }
  return words;
}

function addTo<T>(
  map: Map<string, PatternList<T>>,
  key: string,
  pattern: Pattern<T>,
): void {
  const list = map.get(key);
  if (list) list.patterns.push(pattern);
  else map.set(key, { patterns: [pattern], screen: 0 });
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
