/**
 * A word-by-word English gloss of sentences written in Danish, Norwegian
 * or Swedish. Cue lists of those languages miss the wording of each new
 * batch, while the English machinery (cues, negation, contrast, hedges,
 * answers, promised and taken durations, amounts) reads structure the
 * lists cannot: "Han sa en vecka, det tog tre" is "he said a week, it
 * took three" once glossed. A glossed token takes the English word as its
 * normal form and lemma and keeps its written word in `written`, which
 * the pattern matcher also accepts, so every Nordic cue matches as before
 * and the model's word features stay those of the written word.
 *
 * Only a sentence that reads as Nordic is glossed (a glossable Nordic
 * word, no fewer than its English function words, and a quarter of its
 * words Nordic, or none English in a text with three Nordic words);
 * words that are also English words
 * (`LOOKALIKE_GLOSSES`: "men", "sent", "time", "i") only in a sentence
 * with no English function word. English text is never read here: the
 * tokenizer calls this only for a text with a Nordic letter or a common
 * Nordic word (`mayBeNordic`).
 *
 * @module
 */
import type { Token } from "./text_nlp.ts";
import {
  DIALECT_GLOSSES,
  type Gloss,
  LOOKALIKE_GLOSSES,
  NORDIC_GLOSSES,
  PHRASE_GLOSSES,
} from "./text_nordic_gloss_words.ts";

/** English function words: a sentence with one is not wholly Nordic. */
const ENGLISH_WORDS: ReadonlySet<string> = new Set([
  "the",
  "and",
  "was",
  "is",
  "to",
  "of",
  "it",
  "they",
  "he",
  "she",
  "we",
  "with",
  "but",
  "not",
  "very",
  "my",
  "you",
  "this",
  "that",
  "were",
  "had",
  "have",
  "did",
  "from",
  "our",
  "their",
]);

/** Words after which Swedish "sen" is "late" ("var sen"), not "then". */
const BEFORE_LATE: ReadonlySet<string> = new Set([
  "var",
  "är",
  "blev",
  "kom",
  "min",
  "minuter",
  "timme",
  "timmar",
  "lite",
  "så",
  "för",
  "alltid",
  "igen",
]);

/** Verbs after which "ingen" is "nobody" ("ingen sa noe"), not "no". */
const AFTER_NOBODY: ReadonlySet<string> = new Set([
  "sa",
  "sade",
  "sagde",
  "ringde",
  "ringte",
  "ringede",
  "hørte",
  "hörde",
  "kom",
  "ga",
  "gav",
  "gave",
  "dök",
  "dukket",
  "brydde",
  "der",
  "havde",
  "hadde",
  "sagt",
  "nævnt",
  "nevnt",
  "fortalt",
]);

/**
 * The gloss of a word that depends on its neighbours: Swedish "sen" is
 * "late" after a verb of being or an amount of time and "then" elsewhere
 * ("Sen ville de ha 12 000"); "ingen" before a verb of saying or coming
 * is "nobody".
 */
function contextGloss(
  word: string,
  previous: string | undefined,
  next: string | undefined,
): Gloss | undefined {
  if (word === "sen" || word === "sena") {
    const late = previous !== undefined && BEFORE_LATE.has(previous);
    return late ? { norm: "late", lemma: "late" } : undefined;
  }
  if (word === "ingen" && next !== undefined && AFTER_NOBODY.has(next)) {
    return { norm: "nobody", lemma: "nobody" };
  }
  // "ingen der havde nævnt det": "nobody who had mentioned it".
  if (word === "der" && previous === "ingen") {
    return { norm: "who", lemma: "who" };
  }
  return undefined;
}

/** Lemmas of verbs a following negator already negates in English order. */
const AUXILIARY_LEMMAS: ReadonlySet<string> = new Set([
  "be",
  "have",
  "do",
  "will",
  "can",
  "must",
  "would",
  "could",
  "should",
  "want",
]);

/** English readings of a Nordic negator. */
const NEGATORS: ReadonlySet<string> = new Set(["not", "never"]);

/**
 * Words that may stand between a verb and its negator: the subject after
 * an inversion ("kom han ikke", "ringede de aldrig") or an adverb
 * ("pressede overhovedet ikke på").
 */
const BETWEEN_VERB_AND_NEGATOR: ReadonlySet<string> = new Set([
  "han",
  "hun",
  "hon",
  "ho",
  "hu",
  "dæm",
  "dokker",
  "de",
  "dei",
  "dom",
  "vi",
  "jeg",
  "eg",
  "jag",
  "man",
  "overhovedet",
  "slet",
  "heller",
  "jo",
  "altså",
  "egentlig",
  "faktisk",
]);

/**
 * Moves a negator that follows its finite verb (Nordic V2 order: "kom
 * ikke", "svarade aldrig", "ringde inte tillbaka") before it, by trading
 * the two glosses: "came not back" reads "not came back", which the
 * English negation scopes like "never came back". After an inversion or
 * an adverb ("kom han ikke") the three glosses rotate: "he not came". An
 * auxiliary or copula keeps its order ("var ikke god" is already "was not
 * good"). A verb is a glossed past or inflected form (its lemma differs
 * or it ends in -ed).
 */
function negateVerbs(tokens: Token[], from: number, to: number): void {
  for (let i = from; i < to; i++) {
    const verb = tokens[i];
    if (verb.written === undefined || AUXILIARY_LEMMAS.has(verb.lemma)) {
      continue;
    }
    if (verb.lemma === verb.norm && !verb.norm.endsWith("ed")) continue;
    const middle = tokens[i + 1];
    const between = i + 2 <= to &&
      BETWEEN_VERB_AND_NEGATOR.has(middle.written ?? middle.norm);
    const negator = between ? tokens[i + 2] : middle;
    if (negator.written === undefined || !NEGATORS.has(negator.norm)) {
      continue;
    }
    const { norm, lemma } = verb;
    if (between) {
      // The middle word keeps its written form for the Nordic cues.
      middle.written ??= middle.norm;
      verb.norm = middle.norm;
      verb.lemma = middle.lemma;
      middle.norm = negator.norm;
      middle.lemma = negator.lemma;
    } else {
      verb.norm = negator.norm;
      verb.lemma = negator.lemma;
    }
    negator.norm = norm;
    negator.lemma = lemma;
    i += between ? 2 : 1;
  }
}

/**
 * Common Danish, Norwegian and Swedish words no English review writes:
 * a text with none of them (nor a Nordic letter) is never glossed.
 */
const NORDIC_TEXT =
  /[æøå]|\b(?:og|och|ikke|inte|ikkje|jeg|jag|är|att|til|till|fra|från|meg|mig|efter|etter|tog|tok|sa|sagde|blev|ble|veldig|mycket|meget)\b/i;

/**
 * Whether a text may hold a Nordic sentence to gloss.
 *
 * @param text The review text.
 * @returns Whether it has a Nordic letter or a common Nordic word.
 */
export function mayBeNordic(text: string): boolean {
  return NORDIC_TEXT.test(text);
}

/** Whether a token may take a gloss: a lower-case or sentence-first word. */
function glossable(token: Token, first: boolean): boolean {
  return !token.punct && (first || !token.cap);
}

/** Gives a token an English reading, keeping its written word. */
function gloss(token: Token, english: Gloss): void {
  token.written = token.norm;
  token.norm = english.norm;
  token.lemma = english.lemma;
}

/**
 * Glosses the Nordic sentences of a tokenised text in place.
 *
 * @param tokens The text's tokens.
 * @param sentences Sentences as `[first, last]` token indices.
 */
export function glossNordic(
  tokens: Token[],
  sentences: ReadonlyArray<readonly [number, number]>,
): void {
  // A text with several Nordic words reads short sentences ("Ryan var
  // sen.") as Nordic too.
  let total = 0;
  for (const token of tokens) if (NORDIC_GLOSSES.has(token.norm)) total++;
  const textNordic = total >= 3;
  // Sønderjysk writes the article "æ" as a word; there "it" is "ikke".
  const dialect = tokens.some((token) => token.norm === "æ");
  for (const [from, to] of sentences) {
    let words = 0;
    let nordic = 0;
    let english = 0;
    for (let i = from; i <= to; i++) {
      const token = tokens[i];
      if (token.punct) continue;
      words++;
      if (NORDIC_GLOSSES.has(token.norm)) nordic++;
      else if (dialect && DIALECT_GLOSSES.has(token.norm)) nordic++;
      else if (ENGLISH_WORDS.has(token.norm) || token.text === "I") english++;
    }
    // In a Nordic text, a sentence with no English word is Nordic too.
    const reads = nordic >= 1 && nordic >= english &&
      (nordic * 4 >= words || (textNordic && english === 0));
    if (!reads) continue;
    const wholly = english === 0 && (nordic >= 2 || textNordic);
    for (let i = from; i <= to; i++) {
      const token = tokens[i];
      if (!glossable(token, i === from)) continue;
      const next = tokens[i + 1];
      if (wholly && next !== undefined && i < to && !next.punct) {
        const pair = PHRASE_GLOSSES.get(`${token.norm} ${next.norm}`);
        if (pair !== undefined) {
          gloss(token, pair[0]);
          gloss(next, pair[1]);
          i++;
          continue;
        }
      }
      const english = contextGloss(
        token.norm,
        tokens[i - 1]?.written ?? tokens[i - 1]?.norm,
        next?.norm,
      ) ??
        NORDIC_GLOSSES.get(token.norm) ??
        (dialect ? DIALECT_GLOSSES.get(token.norm) : undefined) ??
        (wholly ? LOOKALIKE_GLOSSES.get(token.norm) : undefined);
      if (english !== undefined) gloss(token, english);
    }
    negateVerbs(tokens, from, to);
  }
}
