/**
 * Yorkshire and Northern English read as the English words they stand
 * for, so that the lexicon, the service names and the model see "t'water
 * heater", "nowt special" and "Richie come out to sort us boiler" as they
 * see any other review. wink-nlp keeps "t'water" as one unknown name and
 * splits "wi'" into "wi" and a quote mark.
 *
 * The reduced article "t'" is rewritten before wink-nlp reads the text
 * (`northernSource`): "t'" becomes "a " (same length, so every offset
 * holds), wink then tags the noun after it, and the tokenizer gives the
 * two written letters the reading "the". "o'" and "an'" become "of" and
 * "and" the same way, in any text ("o'clock" and "O'Brien" have no space
 * after the mark). French and Italian elide "t'" too ("t'as", "t'ho"),
 * and "t'was" is a spelling of "'twas": "t'" before a vowel or "h" is read
 * as the article only in a text with an unambiguous Northern word.
 *
 * Some Northern words are English words in another use ("were" for "was",
 * "us" for "our", "me" for "my", "come" for "came"): like the Scots words
 * of `text_dialects.ts`, they are read so only in a Northern text, and
 * only where the English use cannot be meant.
 *
 * @module
 */
import { type DialectReading, reading } from "./text_dialects.ts";

/** Northern words no other language the analysis reads writes alike. */
const NORTHERN_WORDS: Readonly<Record<string, DialectReading>> = {
  owt: reading("anything", "anything", "PRON"),
  nowt: reading("nothing", "nothing", "PRON"),
  summat: reading("something", "something", "PRON"),
  nobbut: reading("only", "only", "ADV"),
  allus: reading("always", "always", "ADV"),
  mesen: reading("myself", "myself", "PRON"),
  missen: reading("myself", "myself", "PRON"),
  hissen: reading("himself", "himself", "PRON"),
  yersen: reading("yourself", "yourself", "PRON"),
  ussen: reading("ourselves", "ourselves", "PRON"),
  theirsen: reading("themselves", "themselves", "PRON"),
};

/** The article "the", as "t'" is read. */
const THE = reading("the", "the", "DET");

/**
 * Words that mark a text as Northern on their own: the words above, "ey
 * up", "wi'", "reet" (Dutch "reet" is rare in a review, and what it
 * changes harmless) and two cue words of no other use ("mardy",
 * "gradely").
 */
const NORTHERN_MARK =
  /(?<![\p{L}'’])(?:owt|nowt|summat|nobbut|allus|mesen|missen|yersen|reet|mardy|gradely|ey up|wi['’](?!\p{L}))(?![\p{L}])/iu;

/**
 * "t'" before a word, not inside one ("can't", "don't"), nor after a quote
 * mark ("'t'"): the letter, the mark, and the word after, with any space.
 */
const ARTICLE = /(?<![\p{L}\p{N}'’])([tT])['’]( ?)(\p{L}+)/gu;

/**
 * Words after "t'" that make it something else than the article: "t'was"
 * and "t'is" ("'twas"), and "t'ree", "t'row", "t'rough" (Irish and
 * Caribbean "three", "throw", "through").
 */
const NOT_AFTER_ARTICLE: ReadonlySet<string> = new Set([
  "was",
  "were",
  "is",
  "isn",
  "wasn",
  "will",
  "would",
  "ll",
  "d",
  "s",
  "ain",
  "aint",
  "ree",
  "row",
  "rough",
  "rew",
  "ru",
]);

/** Whether "t'" before `word` is the article in a text so marked. */
function isArticle(word: string, spaced: boolean, northern: boolean): boolean {
  const lower = word.toLowerCase();
  if (NOT_AFTER_ARTICLE.has(lower)) return false;
  return northern || (!spaced && /^[bcdfgjklmnpqrstvwxyz]/i.test(lower));
}

/** Whether a text has an unambiguous Northern word or a "t'" article. */
export function isNorthernText(text: string): boolean {
  if (NORTHERN_MARK.test(text)) return true;
  if (!text.includes("t'") && !text.includes("t’")) return false;
  for (const match of text.matchAll(ARTICLE)) {
    if (isArticle(match[3], match[2] !== "", false)) return true;
  }
  return false;
}

/**
 * "o'" and "an'" before a space or a mark ("a bit o' pipe", "an' all"),
 * not "o'clock" nor "O'Brien".
 */
const ELIDED = /(?<![\p{L}'’])(o|an)['’](?=[\s,.;:!?)]|$)/giu;

/** A letter of "t'", "o'" or "an'" before its mark. */
const ELISION = /[tTnNoO]['’]/;

/**
 * The text wink-nlp should read: `text` with the "t'" articles written
 * "a " (outside a Northern text, only those before a consonant) and "o'",
 * "an'" written "of", "and", every character at its place.
 *
 * @param text The review text.
 * @param northern Whether the text is Northern (`isNorthernText`).
 */
export function northernSource(text: string, northern: boolean): string {
  // Most texts have no elided "t'", "o'" or "an'": no rewriting pass.
  if (!ELISION.test(text)) return text;
  const source = text.replace(
    ARTICLE,
    (whole, t: string, space: string, word: string) =>
      isArticle(word, space !== "", northern)
        ? `${t === "T" ? "A" : "a"} ${space}${word}`
        : whole,
  );
  return source.replace(
    ELIDED,
    (_, word: string) => word.toLowerCase() === "o" ? "of" : "and",
  );
}

/**
 * The reading "the" when the token wink-nlp read as `word` at `start` of
 * the source of `northernSource` is a "t'" of `text`; undefined otherwise.
 */
export function northernArticle(
  text: string,
  start: number,
  word: string,
): DialectReading | undefined {
  return (word === "a" || word === "A") && /^[tT]['’]/.test(
      text.slice(start, start + 2),
    )
    ? THE
    : undefined;
}

/** Subjects "come" follows when it is Northern "came". */
const SUBJECTS: ReadonlySet<string> = new Set([
  "i",
  "he",
  "she",
  "it",
  "we",
  "they",
  "nobody",
  "somebody",
  "someone",
  "everybody",
  "everyone",
  "then",
]);

/** Verbs with two objects: "sent us photos" is not "sent our photos". */
const TWO_OBJECTS: ReadonlySet<string> = new Set([
  "show",
  "send",
  "give",
  "tell",
  "charge",
  "quote",
  "offer",
  "bring",
  "owe",
  "cost",
  "save",
  "buy",
  "text",
  "email",
  "hand",
  "lend",
  "pay",
  "teach",
  "leave",
  "get",
  "call",
  "ask",
  "bill",
  "make",
]);

/** What Northern "me" is "my" before: kin, home, own ("me own house"). */
const MINE: ReadonlySet<string> = new Set([
  "own",
  "husband",
  "hubby",
  "wife",
  "missus",
  "dad",
  "mum",
  "mam",
  "mother",
  "father",
  "son",
  "daughter",
  "lad",
  "lass",
  "kids",
  "bairns",
  "nan",
  "grandad",
  "brother",
  "sister",
  "neighbour",
  "neighbor",
  "mate",
  "house",
  "home",
  "kitchen",
  "bathroom",
  "cellar",
  "loft",
  "garage",
]);

/** Plural subjects "were" keeps after. */
const PLURAL_SUBJECTS: ReadonlySet<string> = new Set(["we", "they", "you"]);

/** The words around a token, as `northernReading` needs them. */
export interface NorthernContext {
  /** Whether the text is Northern (`isNorthernText`). */
  northern: boolean;
  /** The word before, lower-cased, and its lemma. */
  prev: string | undefined;
  prevLemma: string | undefined;
  /** wink-nlp's tag of the word before. */
  prevTag: string | undefined;
  /** The word after, lower-cased, and wink-nlp's tags of the next two. */
  next: string | undefined;
  nextTag: string | undefined;
  afterNextTag: string | undefined;
  /** Whether the word is capitalised away from a sentence's start. */
  name: boolean;
}

/**
 * How the word `lower` reads as Northern English, or undefined.
 *
 * @param lower The word, lower-cased.
 * @param at Its context: whether the text is Northern, and its neighbours.
 */
export function northernReading(
  lower: string,
  at: NorthernContext,
): DialectReading | undefined {
  return northernWord(lower) ??
    (at.northern && !at.name ? contextReading(lower, at) : undefined);
}

/**
 * The reading of a Northern word read so in any text ("owt", "nowt",
 * "summat"), or undefined: the tokenizer asks this of every word, and
 * `northernReading` with its context only in a Northern text.
 *
 * @param lower The word, lower-cased.
 */
export function northernWord(lower: string): DialectReading | undefined {
  return Object.hasOwn(NORTHERN_WORDS, lower)
    ? NORTHERN_WORDS[lower]
    : undefined;
}

/** How `lower` reads in a Northern text, by its neighbours. */
function contextReading(
  lower: string,
  at: NorthernContext,
): DialectReading | undefined {
  switch (lower) {
    case "reet":
      // "reet good", "reet mardy": very; "it's reet now": right.
      return at.nextTag === "ADJ" && at.next !== "enough" ||
          at.next === "mardy" || at.next === "gormless"
        ? reading("very", "very", "ADV")
        : reading("right", "right", "ADJ");
    case "were":
      return PLURAL_SUBJECTS.has(at.prev ?? "")
        ? undefined
        : reading("was", "be", "AUX");
    case "us":
      // "sort us boiler", "when us pipe burst", "us new AC": our.
      return !TWO_OBJECTS.has(at.prevLemma ?? "") &&
          northernWord(at.next ?? "") === undefined &&
          (isNoun(at.nextTag) ||
            at.nextTag === "ADJ" && isNoun(at.afterNextTag))
        ? reading("our", "our", "PRON")
        : undefined;
    case "me":
      return MINE.has(at.next ?? "") && !TWO_OBJECTS.has(at.prevLemma ?? "")
        ? reading("my", "my", "PRON")
        : undefined;
    case "come":
      // "Richie come out", "the invoice come to": came.
      return SUBJECTS.has(at.prev ?? "") || isNoun(at.prevTag)
        ? reading("came", "come", "VERB")
        : undefined;
    case "happen":
      // "…, but happen she were busy": perhaps.
      return SUBJECTS.has(at.next ?? "") &&
          (at.prev === undefined || at.prevTag === "PUNCT" ||
            at.prevTag === "CCONJ")
        ? reading("perhaps", "perhaps", "ADV")
        : undefined;
  }
  return undefined;
}

function isNoun(tag: string | undefined): boolean {
  return tag === "NOUN" || tag === "PROPN";
}
