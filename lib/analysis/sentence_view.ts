/**
 * How the analysis sees one sentence: its tokens, the segments that
 * punctuation and connectives cut it into, and its clauses (a contrast
 * word or a semicolon starts a new one).
 *
 * @module
 */
import { CONTRAST_WORDS, HEDGING_ASIDES, SEGMENT_WORDS } from "./lexicon.ts";
import { opensLanguageContrast } from "./lexicon_languages.ts";
import { matchView } from "./text_patterns.ts";
import type { Token, TokenizedText } from "./text_nlp.ts";

/** A window ("between 8 and 12") or a single time ("booked for 9") agreed. */
export type AgreedTime =
  | { window: [number, number] }
  | { at: number };

/** A job's length promised ("said it would take two days"), in hours. */
export interface PromisedLength {
  /** In hours. */
  hours: number;
  /** The number said ("two"). */
  count: number;
}

const SEGMENT_PUNCT = new Set([
  ",",
  "(",
  ")",
  "!",
  "?",
  ".",
  "-",
  "–",
  "—",
  "...",
  "..",
  '"',
  "“",
  "”",
]);
const CLAUSE_PUNCT = new Set([";", ":", "—", "–", "--"]);

/** A clause: view positions [start, end), and whether a contrast opens it. */
export interface Clause {
  start: number;
  end: number;
  contrast: boolean;
}

/** The tokens of one sentence as the analysis sees them. */
export interface SentenceView {
  sentiment: number;
  tokens: readonly Token[];
  view: number[];
  segments: number[];
  segmentBounds: Array<[number, number]>;
  /**
   * View positions read as their opposite (1): a habit of the past set
   * against the present (`then_and_now.ts`), a question answered "no"
   * (`answers.ts`); set once the text's sentences are all known.
   */
  reversed?: Uint8Array;
  /**
   * The window or time the sentence before agreed, when it stated no
   * arrival (`arrival_times.ts`); set with `reversed`.
   */
  agreedBefore?: AgreedTime;
  /**
   * The length of the job the sentence before promised, when it told no
   * length taken (`durations.ts`); set with `reversed`.
   */
  promisedBefore?: PromisedLength;
  /**
   * The amount the sentence before quoted, when it named no bill
   * (`amounts.ts`); set with `reversed`.
   */
  quotedBefore?: number;
  /**
   * The business's one amount in the sentence before (`amounts.ts`), for
   * another company's amount to be set against; set with `reversed`.
   */
  amountBefore?: number;
}

/** Phrases by their first word, built once per list. */
const BY_FIRST_WORD = new WeakMap<
  readonly (readonly string[])[],
  Map<string, (readonly string[])[]>
>();

/** The phrases of a list by their first word. */
function byFirstWord(
  phrases: readonly (readonly string[])[],
): Map<string, (readonly string[])[]> {
  let index = BY_FIRST_WORD.get(phrases);
  if (index === undefined) {
    index = new Map();
    for (const words of phrases) {
      const list = index.get(words[0]) ?? [];
      list.push(words);
      index.set(words[0], list);
    }
    BY_FIRST_WORD.set(phrases, index);
  }
  return index;
}

/**
 * The first view position in [from, to) where one of `phrases` starts
 * (words compared by their normal form), or -1.
 *
 * @param sv The sentence.
 * @param phrases The phrases, each a list of normal forms.
 * @param range View positions where a phrase may start and must end.
 * @returns The position, or -1.
 */
export function phraseAt(
  sv: { readonly tokens: readonly Token[]; readonly view: readonly number[] },
  phrases: readonly (readonly string[])[],
  range: { from: number; to: number },
): number {
  const { tokens, view } = sv;
  const index = byFirstWord(phrases);
  for (let at = range.from; at < range.to; at++) {
    const token = tokens[view[at]];
    // A glossed Nordic word (text_nordic_gloss.ts) is also its written word.
    const found =
      startsPhrase(index.get(token.norm), tokens, view, at, range) ||
      (token.written !== undefined &&
        startsPhrase(index.get(token.written), tokens, view, at, range));
    if (found) return at;
  }
  return -1;
}

/** Whether one of `candidates` is written at view position `at`. */
function startsPhrase(
  candidates: readonly (readonly string[])[] | undefined,
  tokens: readonly Token[],
  view: readonly number[],
  at: number,
  range: { from: number; to: number },
): boolean {
  if (candidates === undefined) return false;
  return candidates.some((words) =>
    words.every((word, k) => {
      if (at + k >= range.to) return false;
      const token = tokens[view[at + k]];
      return token.norm === word || token.written === word;
    })
  );
}

/** Whether a punctuation token can end a segment. */
function isBoundaryToken(token: Token): boolean {
  return token.punct && token.text !== "'" && token.text !== "$" &&
    token.text !== "&" && token.text !== "+";
}

/** Cuts a sentence into clauses at contrast words and clause punctuation. */
export function buildClauses(sv: SentenceView): Clause[] {
  const { tokens, view } = sv;
  const clauses: Clause[] = [];
  let start = 0;
  let contrast = false;
  let pendingCommaSplit = false;
  const firstWord = view.findIndex((i) => !tokens[i].punct);
  for (let p = 0; p < view.length; p++) {
    const token = tokens[view[p]];
    const isContrast = CONTRAST_WORDS.has(token.norm) ||
      (token.norm === "yet" && token.pos === "CCONJ") ||
      opensLanguageContrast(token.norm, tokens[view[p + 1]]?.norm);
    if (isContrast && p === firstWord) {
      // "Although pricey, the work ...": the concession ends at the comma.
      pendingCommaSplit = token.norm !== "however" &&
        token.norm !== "unfortunately";
      continue;
    }
    if (isContrast && p > start) {
      clauses.push({ start, end: p, contrast });
      start = p;
      contrast = true;
      continue;
    }
    if (pendingCommaSplit && token.text === ",") {
      clauses.push({ start, end: p + 1, contrast });
      start = p + 1;
      contrast = true;
      pendingCommaSplit = false;
      continue;
    }
    // "Timekeeping: spot on": a short label's colon opens its short
    // verdict, not a clause of its own.
    const labelled = token.text === ":" && p - start <= 3 &&
      isShortVerdict(tokens, view, p + 1);
    if (CLAUSE_PUNCT.has(token.text) && p > start && !labelled) {
      clauses.push({ start, end: p + 1, contrast });
      start = p + 1;
      contrast = false;
    }
  }
  if (start < view.length) clauses.push({ start, end: view.length, contrast });
  return clauses;
}

/**
 * Whether one to four words (or signs: "$") follow view position `from`
 * up to a mark that ends a segment.
 */
function isShortVerdict(
  tokens: readonly Token[],
  view: readonly number[],
  from: number,
): boolean {
  let words = 0;
  for (let p = from; p < view.length; p++) {
    if (SEGMENT_PUNCT.has(tokens[view[p]].text)) break;
    if (++words > 4) return false;
  }
  return words > 0;
}

/** Cuts a sentence view into segments at punctuation and connectives. */
export function buildSegments(
  tokens: readonly Token[],
  view: number[],
): Pick<SentenceView, "segments" | "segmentBounds"> {
  const segments = new Array<number>(view.length);
  const segmentBounds: Array<[number, number]> = [];
  let segment = 0;
  let segmentStart = 0;
  for (let p = 0; p < view.length; p++) {
    const token = tokens[view[p]];
    let boundary = false;
    const next = p + 1 < view.length ? tokens[view[p + 1]] : null;
    const prev = p > 0 ? tokens[view[p - 1]] : null;
    if (isBoundaryToken(token) && SEGMENT_PUNCT.has(token.text)) {
      // ", which was insane" still speaks of what precedes it.
      boundary = !(token.text === "," && next?.norm === "which");
    } else if (
      (token.norm === "and" || token.norm === "or") &&
      (prev?.pos === "ADJ" || prev?.pos === "ADV") &&
      (next?.pos === "ADJ" || next?.pos === "ADV")
    ) {
      // "fair and honest pricing" is one opinion on one thing.
      boundary = false;
    } else if (
      SEGMENT_WORDS.has(token.norm) || CONTRAST_WORDS.has(token.norm) ||
      opensLanguageContrast(token.norm, next?.norm) ||
      CLAUSE_PUNCT.has(token.text)
    ) {
      boundary = token.norm !== "so" ||
        (p + 1 < view.length &&
          ["PRON", "DET", "PROPN"].includes(tokens[view[p + 1]].pos));
    }
    if (boundary && p > segmentStart) {
      segmentBounds.push([segmentStart, p - 1]);
      segment++;
      segmentStart = p;
    }
    segments[p] = segment;
  }
  segmentBounds.push([segmentStart, view.length - 1]);
  return { segments, segmentBounds };
}

const ASIDE_PHRASES = HEDGING_ASIDES.map((aside) => aside.split(" "));
const ASIDE_OPENERS = new Set([",", "(", "—", "–"]);
const ASIDE_CLOSERS = new Set([",", ")", "—", "–"]);
const SENTENCE_ENDS = new Set([".", "!", "?", "...", ".."]);

/**
 * A view without its hedging asides and the marks that set them off
 * ("was, I would say, adequate" reads "was adequate"); an aside that ends
 * the sentence keeps its full stop.
 */
function withoutAsides(tokens: readonly Token[], view: number[]): number[] {
  if (!view.some((index) => ASIDE_OPENERS.has(tokens[index].text))) {
    return view;
  }
  const kept: number[] = [];
  for (let p = 0; p < view.length; p++) {
    if (ASIDE_OPENERS.has(tokens[view[p]].text) && p + 1 < view.length) {
      const end = asideEnd(tokens, view, p + 1);
      if (end > 0) {
        const ends = end === view.length ||
          SENTENCE_ENDS.has(tokens[view[end]].text);
        p = ends ? end - 1 : end;
        continue;
      }
    }
    kept.push(view[p]);
  }
  return kept;
}

/**
 * The view position of the mark that closes an aside starting at `at`
 * (or the view's length when the aside ends it), or -1 when none does.
 */
function asideEnd(
  tokens: readonly Token[],
  view: readonly number[],
  at: number,
): number {
  for (const words of ASIDE_PHRASES) {
    const after = at + words.length;
    if (after > view.length) continue;
    if (!words.every((word, k) => tokens[view[at + k]].norm === word)) {
      continue;
    }
    if (after === view.length) return after;
    const closer = tokens[view[after]].text;
    if (ASIDE_CLOSERS.has(closer) || SENTENCE_ENDS.has(closer)) return after;
  }
  return -1;
}

/**
 * The view of one sentence of a tokenised text.
 *
 * @param text The tokenised text.
 * @param sentence The sentence's first and last token indexes.
 * @returns Its view, or null when it has no token the analysis reads.
 */
export function sentenceView(
  text: TokenizedText,
  sentence: readonly [number, number],
): SentenceView | null {
  const [first, last] = sentence;
  const view = withoutAsides(
    text.tokens,
    matchView(text.tokens, { from: first, to: last + 1 }),
  );
  if (view.length === 0) return null;
  return {
    // A part of a sentence (concessions.ts) takes the sentence's sentiment.
    sentiment: text.sentiments[
      text.sentences.findIndex(([f, l]) => f <= first && first <= l)
    ] ?? 0,
    tokens: text.tokens,
    view,
    ...buildSegments(text.tokens, view),
  };
}
