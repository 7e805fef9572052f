/**
 * Scots spellings read as the English words they stand for ("didnae" is
 * "did not", "telt" is "told", "wis" is "was"), so that negation, the
 * lexicon's cues and the model's words see a Glasgow review as they see
 * any other. wink-nlp knows none of them: it tags "didnae" a noun.
 *
 * Some Scots spellings are English or other languages' words too ("an"
 * is the English article and Kreyòl's "in", "ma" Italian's "but"); they are
 * read as Scots only in a text that has an unambiguous Scots word.
 *
 * @module
 */

/** How a dialect word is read: its normal form, lemma and part of speech. */
export interface DialectReading {
  /** The English word's normal form. */
  norm: string;
  /** The English word's lemma. */
  lemma: string;
  /** The English word's part of speech (wink-nlp's tag set). */
  pos: string;
}

/**
 * A dialect word's reading.
 *
 * @param norm The English word's normal form.
 * @param lemma Its lemma.
 * @param pos Its part of speech.
 * @returns The reading.
 */
export function reading(
  norm: string,
  lemma: string,
  pos: string,
): DialectReading {
  return { norm, lemma, pos };
}

/** Scots words no other language the analysis reads writes alike. */
const SCOTS_WORDS: Readonly<Record<string, DialectReading>> = {
  wis: reading("was", "be", "AUX"),
  wur: reading("were", "be", "AUX"),
  telt: reading("told", "tell", "VERB"),
  efter: reading("after", "after", "ADP"),
  aboot: reading("about", "about", "ADP"),
  oot: reading("out", "out", "ADP"),
  aff: reading("off", "off", "ADP"),
  ower: reading("over", "over", "ADP"),
  doon: reading("down", "down", "ADP"),
  intae: reading("into", "into", "ADP"),
  frae: reading("from", "from", "ADP"),
  afore: reading("before", "before", "ADP"),
  whit: reading("what", "what", "PRON"),
  wrang: reading("wrong", "wrong", "ADJ"),
  jist: reading("just", "just", "ADV"),
  awright: reading("alright", "alright", "ADJ"),
  masel: reading("myself", "myself", "PRON"),
  itsel: reading("itself", "itself", "PRON"),
  hissel: reading("himself", "himself", "PRON"),
  yersel: reading("yourself", "yourself", "PRON"),
  naebody: reading("nobody", "nobody", "PRON"),
  naethin: reading("nothing", "nothing", "PRON"),
  naw: reading("no", "no", "INTJ"),
  nae: reading("no", "no", "DET"),
  hoose: reading("house", "house", "NOUN"),
  gonnae: reading("gonna", "gonna", "VERB"),
};

/** Scots words read so only in a Scots text (see the module's note). */
const SCOTS_CONTEXT_WORDS: Readonly<Record<string, DialectReading>> = {
  an: reading("and", "and", "CCONJ"),
  ma: reading("my", "my", "PRON"),
  fir: reading("for", "for", "ADP"),
  fur: reading("for", "for", "ADP"),
  tae: reading("to", "to", "ADP"),
  fae: reading("from", "from", "ADP"),
  wi: reading("with", "with", "ADP"),
  o: reading("of", "of", "ADP"),
  aw: reading("all", "all", "DET"),
  wan: reading("one", "one", "NUM"),
  hale: reading("whole", "whole", "ADJ"),
  oor: reading("our", "our", "PRON"),
  ye: reading("you", "you", "PRON"),
  yer: reading("your", "your", "PRON"),
  dae: reading("do", "do", "AUX"),
  ken: reading("know", "know", "VERB"),
  kent: reading("knew", "know", "VERB"),
};

/**
 * Stems of the Scots negative forms ("didnae", "cannae", "wisnae"; "-na"
 * in the north-east: "didna") and the English words they stand for.
 */
const NEGATIVE_STEMS: Readonly<Record<string, string>> = {
  did: "did",
  din: "do",
  dae: "do",
  does: "does",
  can: "can",
  could: "could",
  would: "would",
  should: "should",
  will: "will",
  wis: "was",
  was: "was",
  wur: "were",
  were: "were",
  is: "is",
  had: "had",
  have: "have",
  hav: "have",
  has: "has",
  must: "must",
};

/**
 * The Scots negative form `lower` split as the bare contractions are
 * ("cant" is "can" + "not"): the auxiliary, "not", and where the written
 * word splits; undefined for any other word.
 */
export function scotsNegative(
  lower: string,
): readonly [string, string, number] | undefined {
  const suffix = lower.endsWith("nae") ? 3 : lower.endsWith("na") ? 2 : 0;
  if (suffix === 0) return undefined;
  const cut = lower.length - suffix;
  const stem = lower.slice(0, cut);
  return Object.hasOwn(NEGATIVE_STEMS, stem)
    ? [NEGATIVE_STEMS[stem], "not", cut]
    : undefined;
}

/** Whether a text's words, as written, include an unambiguous Scots word. */
export function isScotsText(words: readonly string[]): boolean {
  return words.some((written) => {
    const word = written.toLowerCase();
    return Object.hasOwn(SCOTS_WORDS, word) ||
      (word.endsWith("nae") && scotsNegative(word) !== undefined);
  });
}

/**
 * Eastern New England spellings that drop the "r" ("watah heatah",
 * "wicked smaht", "a real bahgain"), none of them a word of English or of
 * another language the analysis reads.
 */
const R_DROPPED_WORDS: Readonly<Record<string, DialectReading>> = {
  watah: reading("water", "water", "NOUN"),
  heatah: reading("heater", "heater", "NOUN"),
  heatahs: reading("heaters", "heater", "NOUN"),
  boilah: reading("boiler", "boiler", "NOUN"),
  chahjah: reading("charger", "charger", "NOUN"),
  chahja: reading("charger", "charger", "NOUN"),
  sewah: reading("sewer", "sewer", "NOUN"),
  filtah: reading("filter", "filter", "NOUN"),
  showah: reading("shower", "shower", "NOUN"),
  plumbah: reading("plumber", "plumber", "NOUN"),
  contractah: reading("contractor", "contractor", "NOUN"),
  numbah: reading("number", "number", "NOUN"),
  yahd: reading("yard", "yard", "NOUN"),
  doah: reading("door", "door", "NOUN"),
  mothah: reading("mother", "mother", "NOUN"),
  fathah: reading("father", "father", "NOUN"),
  daughtah: reading("daughter", "daughter", "NOUN"),
  neighbah: reading("neighbor", "neighbor", "NOUN"),
  wintah: reading("winter", "winter", "NOUN"),
  summah: reading("summer", "summer", "NOUN"),
  bahgain: reading("bargain", "bargain", "NOUN"),
  smaht: reading("smart", "smart", "ADJ"),
  hahd: reading("hard", "hard", "ADJ"),
  bettah: reading("better", "better", "ADJ"),
  aftah: reading("after", "after", "ADP"),
  ovah: reading("over", "over", "ADP"),
  undah: reading("under", "under", "ADP"),
  befoah: reading("before", "before", "ADP"),
  nevah: reading("never", "never", "ADV"),
  eithah: reading("either", "either", "ADV"),
  pahk: reading("park", "park", "VERB"),
  pahked: reading("parked", "park", "VERB"),
};

/**
 * How the word `lower` reads as an r-dropping New England spelling
 * ("watah" is "water"), or undefined.
 *
 * @param lower The word, lower-cased.
 */
export function rDroppedReading(lower: string): DialectReading | undefined {
  return Object.hasOwn(R_DROPPED_WORDS, lower)
    ? R_DROPPED_WORDS[lower]
    : undefined;
}

/** Words that are also names ("Ken", "Kent"): read as Scots only in lower case. */
const NAMES = new Set(["ken", "kent"]);

/**
 * How the word `lower` reads as Scots, or undefined.
 *
 * @param lower The word, lower-cased.
 * @param options `scots`: whether the text is Scots (`isScotsText`), which
 *   the words English or other languages share need; `next`: the word
 *   after it (Scots "an" is "and" only where English would not write its
 *   article: "an hour", "an HVAC"); `capital`: 0 when the word is written
 *   in lower case, 1 when capitalised at the start of a sentence, 2 when
 *   capitalised elsewhere (a shared word is then taken for a name).
 */
export function scotsReading(
  lower: string,
  options: { scots: boolean; next: string | undefined; capital: 0 | 1 | 2 },
): DialectReading | undefined {
  const own = Object.hasOwn(SCOTS_WORDS, lower)
    ? SCOTS_WORDS[lower]
    : undefined;
  if (own !== undefined || !options.scots) return own;
  if (!Object.hasOwn(SCOTS_CONTEXT_WORDS, lower)) return undefined;
  if (options.capital === 2 || (options.capital === 1 && NAMES.has(lower))) {
    return undefined;
  }
  if (lower === "an" && !beforeConsonant(options.next)) return undefined;
  return SCOTS_CONTEXT_WORDS[lower];
}

/**
 * Whether a word starts with a consonant sound that English "an" never
 * comes before: a consonant other than "h", in a word not written in
 * capitals (an acronym's letters may sound a vowel: "an LED").
 */
function beforeConsonant(word: string | undefined): boolean {
  if (word === undefined || word.length === 0) return false;
  if (word.length > 1 && word === word.toUpperCase()) return false;
  return /^[bcdfgjklmnpqrstvwxyz]/i.test(word);
}
