/**
 * Tokenisation of review text with wink-nlp and its English lite web model.
 * The model ships inside the npm package, so nothing is downloaded at run
 * time; it is loaded once, lazily, on first use.
 *
 * @module
 */
import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";
import {
  AFTER_FRENCH_DONT,
  BARE_CONTRACTIONS,
  INFORMAL,
  PRONOUNS,
} from "./text_informal.ts";
import {
  type DialectReading,
  isScotsText,
  rDroppedReading,
  scotsNegative,
  scotsReading,
} from "./text_dialects.ts";
import {
  isNorthernText,
  northernArticle,
  northernReading,
  northernSource,
  northernWord,
} from "./text_dialects_northern.ts";
import { hashtagWords } from "./hashtags.ts";
import { threadSource } from "./text_threads.ts";
import { wordPiece } from "./text_pieces.ts";
import { hanTokens, hasHan } from "./text_han.ts";
import { hangulStem, hasHangul } from "./text_hangul.ts";
import {
  hasNordicLetters,
  suffixedLoanReading,
} from "./text_suffixed_loans.ts";
import { glossNordic, mayBeNordic } from "./text_nordic_gloss.ts";

/** One token of a text, with the features the analysis uses. */
export interface Token {
  /** The token as written. */
  text: string;
  /**
   * Lower-cased form; contractions take wink-nlp's normal form (`n't`
   * becomes `not`, `'ll` becomes `will`, `ca` of `can't` becomes `can`).
   */
  norm: string;
  /** Lemma (`left` becomes `leave`). */
  lemma: string;
  /** Universal POS tag (`NOUN`, `VERB`, `PROPN`, ...). */
  pos: string;
  /** wink-nlp's negation flag: inside the scope of a negation. */
  neg: boolean;
  /** Character offset of the token in the text. */
  start: number;
  /** Character offset just after the token. */
  end: number;
  /** Whether the token starts with an upper-case letter. */
  cap: boolean;
  /** Whether the token is punctuation or a symbol. */
  punct: boolean;
  /** Whether the token directly follows the previous one (no space). */
  glued: boolean;
  /** Index of the sentence the token belongs to. */
  sentence: number;
  /**
   * Set on tokens of a recognised name (`@person`, `@service`, `@area`,
   * `@business`): they then match only `@tag` pattern words.
   */
  tag?: string;
  /**
   * The written word (lower-cased) of a Nordic word read as its English
   * gloss (`text_nordic_gloss.ts`); patterns match it too.
   */
  written?: string;
}

/** A text split into tokens and sentences. */
export interface TokenizedText {
  /** The text that was tokenised. */
  text: string;
  /** Its tokens, in order. */
  tokens: Token[];
  /** Sentences as `[first, last]` token indices, inclusive. */
  sentences: Array<[number, number]>;
  /** wink-nlp's sentiment score of each sentence (-1 … 1). */
  sentiments: number[];
}

// deno-lint-ignore no-explicit-any
type Nlp = any;

let nlpInstance: Nlp | null = null;

/**
 * The annotations the analysis reads: sentences, negation flags, sentence
 * sentiment and POS tags with lemmas. wink-nlp's default pipe also runs its
 * named-entity recogniser (dates, money, ...), which nothing here reads and
 * which costs about a seventh of `readDoc`; tokens, tags and lemmas come
 * out the same without it.
 */
export const WINK_PIPE: readonly string[] = [
  "sbd",
  "negation",
  "sentiment",
  "pos",
];

/** Returns the shared wink-nlp instance, loading the model on first use. */
function nlp(): Nlp {
  if (nlpInstance === null) nlpInstance = winkNLP(model, [...WINK_PIPE]);
  return nlpInstance;
}

const UPPER = /^\p{Lu}/u;

const PUNCT_POS = new Set(["PUNCT", "SYM"]);

/** The straight and the curly apostrophe. */
const APOSTROPHES: ReadonlySet<string> = new Set(["'", "’"]);

/** Possessives before Scots "ain" (own: "my ain hoose"). */
const POSSESSIVES: ReadonlySet<string> = new Set([
  "my",
  "ma",
  "your",
  "yer",
  "his",
  "her",
  "its",
  "our",
  "their",
  "thy",
]);

/** A full stop that wink kept on a word, as a token of its own. */
function stopToken(
  start: number,
  at: { end: number; sentence: number },
): Token {
  return {
    text: ".",
    norm: ".",
    lemma: ".",
    pos: "PUNCT",
    neg: false,
    start,
    end: at.end,
    cap: false,
    punct: true,
    glued: true,
    sentence: at.sentence,
  };
}

/** A clock time with a full stop kept on it: "11am.", "8:30pm.". */
const CLOCK_WITH_STOP = /^\d{1,2}(?::\d{2})?[ap]m\.$/i;

/**
 * Whether the "ain" at raw token `i` is "ain't" written without its
 * apostrophe (Bahamian and Southern: "he ain call nobody"); after a
 * possessive it is Scots "own".
 */
function isBareAint(raw: readonly string[], i: number): boolean {
  return !APOSTROPHES.has(raw[i + 1] ?? "") &&
    !POSSESSIVES.has(raw[i - 1]?.toLowerCase() ?? "");
}

/** Currency signs: symbol tokens that belong to an amount ("$240"). */
export const CURRENCY_SIGNS: ReadonlySet<string> = new Set(["$", "£", "€"]);

/** Whether a token's normal form starts with a digit ("30", "7am", "2nd"). */
export function startsWithDigit(token: Token): boolean {
  const first = token.norm.charCodeAt(0);
  return first >= 48 && first <= 57;
}

/** A token of a hashtag: its mark or one of the words run together in it. */
function hashtagToken(
  text: string,
  options: { start: number; pos: string; sentence: number; glued: boolean },
): Token {
  const lower = text.toLowerCase();
  return {
    text,
    norm: lower,
    lemma: lower,
    pos: options.pos,
    neg: false,
    start: options.start,
    end: options.start + text.length,
    cap: UPPER.test(text),
    punct: options.pos === "SYM",
    glued: options.glued,
    sentence: options.sentence,
  };
}

/**
 * The reading of a word wink-nlp splits from what is glued after it, read
 * with it as one word, or null: French "dont" ("do" + "nt" before a
 * pronoun or article), no negation, and Northern and Scots "wi'" ("wi" +
 * the mark), "with".
 */
function joinedReading(
  raw: readonly string[],
  spaces: readonly string[],
  i: number,
): DialectReading | null {
  if (spaces[i + 1] !== "" || i + 1 >= raw.length) return null;
  const lower = raw[i].toLowerCase();
  if (
    lower === "do" && /^nt$/i.test(raw[i + 1]) &&
    AFTER_FRENCH_DONT.has(raw[i + 2]?.toLowerCase() ?? "")
  ) return { norm: "dont", lemma: "dont", pos: "PRON" };
  if (lower === "wi" && APOSTROPHES.has(raw[i + 1])) {
    return { norm: "with", lemma: "with", pos: "ADP" };
  }
  return null;
}

/**
 * Tokenises a text: tokens with their features, sentence spans and
 * sentence sentiment.
 *
 * @param text Any text; an empty or blank text gives no tokens.
 * @returns The tokenised text.
 */
export function tokenize(text: string): TokenizedText {
  if (text.trim() === "") {
    return { text, tokens: [], sentences: [], sentiments: [] };
  }
  const engine = nlp();
  const its = engine.its;
  // Northern "t'water" is read as "a water" (text_dialects_northern.ts):
  // offsets hold, and tokens take their written text from `text`.
  const northern = isNorthernText(text);
  // Timestamps, headers and footers of a pasted thread are blanked
  // (text_threads.ts), with offsets held the same way.
  const source = threadSource(northernSource(text, northern));
  const rewritten = source !== text;
  const doc = engine.readDoc(source);
  const items = doc.tokens();
  const raw: string[] = items.out();
  const norms: string[] = items.out(its.normal);
  const lemmas: string[] = items.out(its.lemma);
  const tags: string[] = items.out(its.pos);
  const negs: boolean[] = items.out(its.negationFlag);
  const spaces: string[] = items.out(its.precedingSpaces);
  const sentenceItems = doc.sentences();
  const spans: number[][] = sentenceItems.out(its.span);
  const sentiments: number[] = sentenceItems.out(its.sentiment);

  const scots = isScotsText(raw);
  const nordic = hasNordicLetters(text);
  const tokens: Token[] = [];
  /** Index in `tokens` of each wink token (splits add tokens). */
  const at: number[] = new Array(raw.length);
  let offset = 0;
  let sentence = 0;
  for (let i = 0; i < raw.length; i++) {
    while (sentence < spans.length - 1 && i > spans[sentence][1]) sentence++;
    const space = spaces[i];
    // wink keeps the original spacing; fall back to a search if it differs.
    let start = offset + space.length;
    const word = raw[i];
    if (source.startsWith(word, start) === false) {
      const found = source.indexOf(word, offset);
      start = found >= 0 ? found : start;
    }
    const end = start + word.length;
    const lower = word.toLowerCase();
    // The length checks before each regular expression below only skip
    // tests that cannot pass; they run on every token.
    const contraction = lower.includes("'") || lower.includes("’") ||
      (i + 1 < raw.length && raw[i + 1].length === 3 &&
        /^n['’]t$/i.test(raw[i + 1]));
    at[i] = tokens.length;
    const last = tokens[tokens.length - 1];
    // wink-nlp cuts a word at a letter beyond Latin-1 ("ba ł agan", "Dvo ř
    // ák", "c ả m"), and keeps a short last piece with a full stop ("rồ i."):
    // the pieces are one word, and the stop stays a token of its own.
    const piece = space === "" && last !== undefined
      ? wordPiece(last.text, word)
      : null;
    if (piece !== null) {
      last.text += piece.letters;
      last.end = start + piece.letters.length;
      last.norm = last.text.toLowerCase();
      last.lemma = last.norm;
      at[i] = piece.stop ? tokens.length : tokens.length - 1;
      if (piece.stop) {
        tokens.push(stopToken(last.end, { end, sentence }));
      }
      offset = end;
      continue;
    }
    const joined = joinedReading(raw, spaces, i);
    if (joined !== null) {
      const whole = word + raw[i + 1];
      tokens.push({
        text: whole,
        ...joined,
        neg: false,
        start,
        end: start + whole.length,
        cap: UPPER.test(word),
        punct: false,
        glued: i > 0 && space.length === 0,
        sentence,
      });
      at[i + 1] = at[i];
      offset = start + whole.length;
      i++;
      continue;
    }
    if (
      lower === "ain" && APOSTROPHES.has(raw[i + 1] ?? "") &&
      spaces[i + 1] === ""
    ) {
      // "ain'" (Gullah, Southern and African American spelling) is "ain't";
      // wink keeps the apostrophe apart, which would end the negation.
      tokens.push({
        text: word.slice(0, 2),
        norm: "are",
        lemma: "be",
        pos: "AUX",
        neg: false,
        start,
        end: start + 2,
        cap: UPPER.test(word),
        punct: false,
        glued: i > 0 && space.length === 0,
        sentence,
      }, {
        text: word.slice(2) + raw[i + 1],
        norm: "not",
        lemma: "not",
        pos: "PART",
        neg: false,
        start: start + 2,
        end: end + 1,
        cap: false,
        punct: false,
        glued: true,
        sentence,
      });
      at[i + 1] = at[i] + 1;
      offset = end + 1;
      i++;
      continue;
    }
    if (word.length > 3 && word.endsWith(".") && CLOCK_WITH_STOP.test(word)) {
      // "He came at 11am." at the end of a text: wink keeps the full stop
      // on the time, which then reads as no time; the stop is a token.
      const glued = i > 0 && space.length === 0;
      const time = word.slice(0, -1);
      tokens.push({
        text: time,
        norm: time.toLowerCase(),
        lemma: time.toLowerCase(),
        pos: tags[i],
        neg: false,
        start,
        end: end - 1,
        cap: false,
        punct: PUNCT_POS.has(tags[i]),
        glued,
        sentence,
      }, stopToken(end - 1, { end, sentence }));
      offset = end;
      continue;
    }
    const tagWords = word.length > 2 && word[0] === "#"
      ? hashtagWords(word.slice(1))
      : undefined;
    if (tagWords !== undefined) {
      // "#ontime": the mark, then the words run together in the tag.
      const glued = i > 0 && space.length === 0;
      tokens.push(
        hashtagToken(word.slice(0, 1), { start, pos: "SYM", sentence, glued }),
      );
      let from = start + 1;
      for (const part of tagWords) {
        tokens.push(
          hashtagToken(text.slice(from, from + part.length), {
            start: from,
            pos: "X",
            sentence,
            glued: true,
          }),
        );
        from += part.length;
      }
      offset = end;
      continue;
    }
    const split = BARE_CONTRACTIONS.get(lower) ?? scotsNegative(lower);
    if (split !== undefined) {
      const [first, second, cut] = split;
      tokens.push({
        text: word.slice(0, cut),
        norm: first,
        lemma: first,
        pos: PRONOUNS.has(first) ? "PRON" : "AUX",
        neg: false,
        start,
        end: start + cut,
        cap: UPPER.test(word),
        punct: false,
        glued: i > 0 && space.length === 0,
        sentence,
      }, {
        text: word.slice(cut),
        norm: second,
        lemma: second === "am" || second === "are" ? "be" : second,
        pos: second === "not" ? "PART" : "AUX",
        neg: false,
        start: start + cut,
        end,
        cap: false,
        punct: false,
        glued: true,
        sentence,
      });
      offset = end;
      continue;
    }
    // "isnt" and "didnt" come as "is" + "nt": "nt" is "not".
    const bareNot = lower === "nt" && lemmas[i] === "not";
    const bareAint = lower === "ain" && isBareAint(raw, i);
    const article = northernArticle(text, start, word);
    const capital = UPPER.test(word) ? (spans[sentence][0] === i ? 1 : 2) : 0;
    const dialect = rDroppedReading(lower) ??
      article ??
      scotsReading(lower, { scots, next: raw[i + 1], capital }) ??
      northernWord(lower) ??
      (nordic ? suffixedLoanReading(lower) : undefined) ??
      (northern
        ? northernReading(lower, {
          northern,
          prev: raw[i - 1]?.toLowerCase(),
          prevLemma: lemmas[i - 1],
          prevTag: tags[i - 1],
          next: raw[i + 1]?.toLowerCase(),
          nextTag: tags[i + 1],
          afterNextTag: tags[i + 2],
          name: capital === 2,
        })
        : undefined);
    if (hasHan(word)) {
      // Chinese characters, each a word (text_han.ts).
      tokens.push(
        ...hanTokens(word, { start, sentence, glued: i > 0 && !space }),
      );
      offset = end;
      continue;
    }
    const informal = dialect?.norm ?? INFORMAL.get(lower) ??
      ((lower === "ca" || lower === "wo") && /^nt$/i.test(raw[i + 1] ?? "")
        ? lemmas[i]
        : undefined);
    // The article "a" stands for the two characters of "t'".
    const tokenEnd = article === undefined ? end : end + 1;
    tokens.push({
      text: rewritten ? text.slice(start, tokenEnd) : word,
      norm: bareNot || bareAint
        ? "not"
        : informal ?? (contraction ? norms[i] : lower),
      // "A/C." ends in the token "C."; its lemma is the bare letter.
      lemma: bareAint ? "not" : dialect?.lemma ??
        (word.length <= 3 && /^\p{L}\.$/u.test(word)
          ? lower.slice(0, 1)
          : hasHangul(word)
          // A Hangul word's lemma is its stem (text_hangul.ts).
          ? hangulStem(lower)
          : lemmas[i] ?? lower),
      pos: bareAint ? "PART" : dialect?.pos ?? tags[i],
      neg: negs[i],
      start,
      end: tokenEnd,
      cap: UPPER.test(word),
      punct: PUNCT_POS.has(tags[i]),
      glued: i > 0 && space.length === 0,
      sentence,
    });
    offset = end;
  }
  const sentences = spans.map((span) =>
    [
      at[span[0]],
      span[1] + 1 < raw.length ? at[span[1] + 1] - 1 : tokens.length - 1,
    ] as [number, number]
  );
  if (nordic || mayBeNordic(text)) glossNordic(tokens, sentences);
  return { text, tokens, sentences, sentiments };
}
