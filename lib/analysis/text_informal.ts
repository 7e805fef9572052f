/**
 * Spellings wink-nlp does not read as intended, which the tokenizer
 * (`text_nlp.ts`) mends: contractions typed without their apostrophe
 * ("cant", "im"), the French relative "dont", and informal spellings
 * ("thru", "u", "cuz").
 *
 * @module
 */

/**
 * Contractions written without their apostrophe that wink-nlp keeps whole
 * ("cant", "wont", "im"): split into the words they stand for.
 */
export const BARE_CONTRACTIONS: ReadonlyMap<
  string,
  readonly [string, string, number]
> = new Map(Object.entries<readonly [string, string, number]>({
  cant: ["can", "not", 2],
  // wink splits "cannot" into "can" and "not", except before some marks
  // ("I cannot, in good conscience"), where it gives no lemma.
  cannot: ["can", "not", 3],
  wont: ["will", "not", 2],
  im: ["i", "am", 1],
  ive: ["i", "have", 1],
  theyre: ["they", "are", 4],
  youre: ["you", "are", 3],
}));
/** The pronouns among the words of `BARE_CONTRACTIONS`. */
export const PRONOUNS: ReadonlySet<string> = new Set(["i", "they", "you"]);

/**
 * Words after the French relative "dont" ("un technicien dont le travail
 * est impeccable"), which wink reads as "don't" typed without its
 * apostrophe; English "dont" is never followed by them.
 */
export const AFTER_FRENCH_DONT: ReadonlySet<string> = new Set([
  "le",
  "la",
  "les",
  "l'",
  "un",
  "une",
  "des",
  "je",
  "j'",
  "il",
  "elle",
  "on",
  "nous",
  "vous",
  "ils",
  "elles",
  "ce",
  "cette",
  "ces",
  "mon",
  "ma",
  "mes",
  "son",
  "sa",
  "ses",
  "leur",
  "leurs",
  "notre",
  "nos",
  "votre",
  "vos",
]);

/** Informal spellings and their normal form ("thru", "u"). */
export const INFORMAL: ReadonlyMap<string, string> = new Map(
  Object.entries({
    thru: "through",
    u: "you",
    ur: "your",
    pls: "please",
    plz: "please",
    tho: "though",
    cuz: "because",
    bc: "because",
    w: "with",
    appt: "appointment",
    tech: "tech",
  }),
);
