/**
 * The features of one sentence that the aspect model weighs: its words and
 * word pairs (lemmas, marked inside a negation's scope), the lexicon cues
 * matched and the rules' own statements, the parts of a contrast they stand
 * in, the subject a description is said of, and the sentence's length.
 * `sentenceFeatures` hands them to a sink: training collects them as strings
 * (`featureList`), analysis adds their weights up (`scoreSentence` in
 * `classifier.ts`).
 *
 * @module
 */
import type { Cue, Statement } from "./cues.ts";
import type { Match } from "./text_patterns.ts";
import { buildClauses, type SentenceView } from "./sentence_view.ts";
import { startsWithDigit } from "./text_nlp.ts";
import {
  JOINING_WORDS,
  OTHER_PARTY_MARKS,
  SINGLE_NEGATORS,
} from "./lexicon.ts";
import { LANGUAGE_CONTRAST_WORDS } from "./lexicon_languages.ts";
import {
  COMPANY_WORDS,
  otherCompanyNames,
  PERSON_WORDS,
} from "./other_parties.ts";
import { isForeignNegator, isReversedOpinion } from "./negation.ts";

/** Receives the features of one sentence. */
export interface FeatureSink {
  /** A feature of namespace `space` ("w", "c", ...) and key `key`. */
  add(space: string, key: string): void;
  /** The feature of two adjacent words. */
  bigram(first: string, second: string): void;
}

/** Words that end the scope of a negation for the word features. */
const SCOPE_END = new Set([
  ...JOINING_WORDS,
  ...LANGUAGE_CONTRAST_WORDS,
  "though",
  "although",
  "however",
  "yet",
  "so",
  "because",
  "while",
  "just",
  "only",
]);

/** A pictograph: an emoji token. */
const EMOJI = /\p{Extended_Pictographic}/u;

/** Sign marks of a polarity, with and without the negation flag. */
const SIGNS = ["+", "-", "0"] as const;

function signIndex(value: number): number {
  return value > 0 ? 0 : value < 0 ? 1 : 2;
}

/**
 * Keys made of a name (an aspect, a cue kind) and a sign, built once so
 * that analysis looks up the same string objects every time.
 */
const SIGNED_KEYS = new Map<string, string[]>();

function signedKey(name: string, value: number, negated: boolean): string {
  let keys = SIGNED_KEYS.get(name);
  if (keys === undefined) {
    keys = [
      ...SIGNS.map((sign) => `${name}:${sign}`),
      ...SIGNS.map((sign) => `${name}:${sign}~`),
    ];
    SIGNED_KEYS.set(name, keys);
  }
  return keys[signIndex(value) + (negated ? 3 : 0)];
}

const COUNT_KEYS = ["count:0", "count:1", "count:2", "count:3"];
const LENGTH_KEYS = ["len:1", "len:2", "len:3", "len:4"];

/** The length class of a sentence of `words` words. */
function lengthKey(words: number): string {
  return LENGTH_KEYS[words <= 5 ? 0 : words <= 12 ? 1 : words <= 25 ? 2 : 3];
}

/**
 * Where each view position stands against a contrast ("X, but Y"): 0
 * without one, 1 in a part that a later contrast answers, 2 in a part
 * that a contrast opens. Rule 4 of docs/aspects.md: within one aspect
 * the part after "but" decides.
 */
function contrastRoles(sv: SentenceView): Uint8Array {
  const roles = new Uint8Array(sv.view.length);
  const clauses = buildClauses(sv);
  let answered = false;
  for (let i = clauses.length - 1; i >= 0; i--) {
    const { start, end, contrast } = clauses[i];
    const role = contrast ? 2 : answered ? 1 : 0;
    if (role !== 0) roles.fill(role, start, end);
    if (contrast) answered = true;
  }
  return roles;
}
const ROLE_SPACES = ["", "c1", "c2"];
const STATEMENT_ROLE_SPACES = ["", "s1", "s2"];

/**
 * Words before a person or company word that make it another party than
 * the business ("the other electrician", "the first company"); the words
 * of `OTHER_PARTY_WORDS` do so too ("the utility guy").
 */
const OTHER_MARKS = new Set(OTHER_PARTY_MARKS);

/**
 * Words that always name another party than the business: what is said
 * of them is not said of it (docs/aspects.md: other parties).
 */
const OTHER_PARTY_WORDS = new Set(
  ("realtor realtors landlord landlords bank banks lender lenders county " +
    "city council inspector inspectors manufacturer manufacturers builder " +
    "builders hoa neighbour neighbours neighbor neighbors insurer " +
    "insurance adjuster utility utilities competitor competitors " +
    "handyman strata supplier suppliers distributor distributors factory " +
    "tiler tilers painter painters roofer roofers drywaller").split(" "),
);

/** Words that end what a mark of another party said of it. */
const CONTRAST_ENDS = new Set(
  "but though although however yet whereas while".split(" "),
);

/**
 * What the subject of a description is: none yet, a person, the reviewer,
 * a thing, another party.
 */
const enum Subject {
  None = 0,
  Person = 1,
  Reviewer = 2,
  Thing = 3,
  Other = 4,
}

/**
 * Feature spaces of a word describing a subject, by subject and negation
 * (index `subject * 2 + negated`).
 */
const SUBJECT_SPACES = [
  "",
  "",
  "sjP",
  "sjP~",
  "sjI",
  "sjI~",
  "sjT",
  "sjT~",
  "sjO",
  "sjO~",
];

/** The same for the other verbs of a subject ("the office keeps losing"). */
const SUBJECT_VERB_SPACES = [
  "",
  "",
  "svP",
  "svP~",
  "svI",
  "svI~",
  "svT",
  "svT~",
  "svO",
  "svO~",
];

/**
 * The subject a token makes, or None when it makes none; `before` says
 * whether a mark of another party stands just before it and what the
 * subject was.
 */
function subjectOf(
  token: SentenceView["tokens"][number],
  word: string,
  before: { marked: boolean; subject: Subject },
): Subject {
  if (OTHER_PARTY_WORDS.has(word)) return Subject.Other;
  if (before.marked && (PERSON_WORDS.has(word) || COMPANY_WORDS.has(word))) {
    return Subject.Other;
  }
  // "The first company was pushy and they…": a pronoun goes on speaking
  // of the other party.
  if (before.subject === Subject.Other && PRONOUNS.has(word)) {
    return Subject.Other;
  }
  if (token.tag === "@person" || PERSON_WORDS.has(word)) return Subject.Person;
  if (word === "i" || word === "we") return Subject.Reviewer;
  if (token.pos === "NOUN" || token.pos === "PROPN") return Subject.Thing;
  return Subject.None;
}

/** The word that stands for the "Dear" of a letter's greeting. */
const SALUTATION = "%dear";

/**
 * Whether view position `p` is the "Dear" that opens a letter ("Dear Will,
 * you…"): not the British "dear" of a price ("a bit dear"), whose word
 * weight would read a greeting as a complaint about money.
 */
function isSalutation(sv: SentenceView, p: number): boolean {
  if (p !== 0 || sv.view.length < 2) return false;
  const token = sv.tokens[sv.view[0]];
  const next = sv.tokens[sv.view[1]];
  return token.norm === "dear" && token.cap &&
    (next.cap || next.tag !== undefined);
}

/** Pronouns that go on speaking of the subject before them. */
const PRONOUNS = new Set(["he", "she", "they", "him", "her", "them"]);

/** Whether a token describes its subject: an adjective or a past participle. */
function isDescription(token: SentenceView["tokens"][number]): boolean {
  return token.pos === "ADJ" ||
    (token.pos === "VERB" && token.norm.endsWith("ed"));
}

/** The word a token stands for in features: lemma, or its name tag. */
function wordOf(token: SentenceView["tokens"][number]): string {
  if (token.tag !== undefined) return token.tag;
  if (startsWithDigit(token)) return "#num";
  // A glossed Nordic word is its written word to the model.
  return token.written ?? token.lemma.toLowerCase();
}

/**
 * Hands the features of one sentence to a sink.
 *
 * @param sv The sentence as the rules see it.
 * @param found The lexicon cues matched in it and the rules' statements
 *   on it.
 * @param sink Receives the features (a feature may repeat).
 */
export function sentenceFeatures(
  sv: SentenceView,
  found: {
    cues: readonly Match<Cue>[];
    statements: readonly Statement[];
  },
  sink: FeatureSink,
): void {
  const { tokens, view } = sv;
  sink.add("bias", "");
  /** Per view position: inside a negation's scope. */
  const scoped: boolean[] = [];
  let scope = 0;
  let previous = "^";
  let subject = Subject.None;
  /** Per view position: said of another party. */
  const ofOther: boolean[] = [];
  /** Words left in which a mark of another party applies. */
  let marked = 0;
  const others = otherCompanyNames(sv);
  for (let p = 0; p < view.length; p++) {
    const token = tokens[view[p]];
    if (token.punct) {
      // Emoji carry verdicts ("quote 🤡", "arrived 🐌") as words do.
      if (
        token.text === "$" || token.text === "?" || token.text === "!" ||
        EMOJI.test(token.text)
      ) {
        sink.add("w", token.text);
      }
      scope = 0;
      scoped.push(false);
      ofOther.push(subject === Subject.Other);
      previous = "|";
      continue;
    }
    const word = isSalutation(sv, p) ? SALUTATION : wordOf(token);
    // By the written word too: the lemma of Spanish "y" is "you".
    if (SCOPE_END.has(word) || SCOPE_END.has(token.norm)) scope = 0;
    scoped.push(scope > 0);
    // Words read as their opposite (a habit of the past, a question
    // answered "no": `SentenceView.reversed`) are read as negated.
    const inScope = (scope > 0) !== (sv.reversed?.[p] === 1);
    sink.add(inScope ? "n" : "w", word);
    sink.bigram(previous, word);
    previous = word;
    // A description is marked with the last subject before it: the words
    // themselves are ambiguous ("lovely" of a person is professionalism,
    // of the tiling quality); the pair generalises over names and nouns.
    if (CONTRAST_ENDS.has(word) && subject === Subject.Other) {
      subject = Subject.None;
    }
    const named = others?.[p] === 1;
    const made: Subject = named
      ? Subject.Other
      : subjectOf(token, word, { marked: marked > 0, subject });
    marked = named || OTHER_MARKS.has(word) || OTHER_PARTY_WORDS.has(word)
      ? 2
      : marked - 1;
    if (made !== Subject.None) subject = made;
    ofOther.push(subject === Subject.Other);
    // A subject word describes nothing itself.
    if (made === Subject.None && subject !== Subject.None) {
      const negated = inScope ? 1 : 0;
      if (isDescription(token)) {
        sink.add(SUBJECT_SPACES[subject * 2 + negated], word);
      } else if (token.pos === "VERB") {
        sink.add(SUBJECT_VERB_SPACES[subject * 2 + negated], word);
      }
    }
    if (
      (SINGLE_NEGATORS.has(word) && !isForeignNegator(tokens, view, p)) ||
      token.norm === "not"
    ) scope = 6;
    else if (scope > 0) scope--;
  }
  sink.bigram(previous, "$");
  let words = 0;
  for (const p of view) if (!tokens[p].punct) words++;
  sink.add("s", lengthKey(words));
  const roles = contrastRoles(sv);
  for (const match of found.cues) {
    const cue = match.pattern.data;
    // Read as the rules read it (statements.ts).
    const isNegated = match.literals.some((position) => scoped[position]) !==
      isReversedOpinion(sv, match);
    const role = roles[match.literals[0] ?? 0];
    if (cue.aspect !== null) {
      const key = signedKey(cue.aspect, cue.pol, isNegated);
      sink.add("c", key);
      sink.add("c", cue.aspect);
      if (role !== 0) sink.add(ROLE_SPACES[role], key);
      // Said of another party ("the other electrician left a mess"): the
      // model learns how little that tells of the business.
      if (ofOther[match.literals[0] ?? 0]) sink.add("o", key);
    } else {
      const key = signedKey(cue.kind, cue.pol, isNegated);
      sink.add("k", key);
      if (role !== 0) sink.add(ROLE_SPACES[role], key);
      if (ofOther[match.literals[0] ?? 0]) sink.add("o", key);
    }
    if (cue.mods !== null) {
      for (const aspect in cue.mods) sink.add("m", aspect);
    }
    if (cue.report && cue.aspect !== null) sink.add("r", cue.aspect);
    sink.add(isNegated ? "p~" : "p", match.pattern.source);
  }
  for (const statement of found.statements) {
    const key = signedKey(statement.aspect, statement.score, false);
    sink.add("s", key);
    sink.add("s", statement.aspect);
    const role = roles[statement.from];
    if (role !== 0) sink.add(STATEMENT_ROLE_SPACES[role], key);
    if (ofOther[statement.from]) sink.add("so", key);
    // Compared amounts or times are read off the facts, not the wording:
    // their own feature lets the model trust them more than words.
    if (statement.compared) sink.add("sx", key);
  }
  sink.add("s", COUNT_KEYS[Math.min(found.statements.length, 3)]);
  if (sv.sentiment > 0.3) sink.add("ws", "+");
  else if (sv.sentiment < -0.3) sink.add("ws", "-");
}

/** A sink that collects features as strings (for training). */
export function featureList(): FeatureSink & { features: string[] } {
  const features: string[] = [];
  return {
    features,
    add(space, key) {
      features.push(`${space}:${key}`);
    },
    bigram(first, second) {
      features.push(`b:${first} ${second}`);
    },
  };
}
