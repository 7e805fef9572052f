/**
 * The trained part of the aspect analysis: per aspect, a logistic
 * regression that decides between no mention, positive, negative and
 * neutral for one sentence. Its features are the sentence's words and
 * word pairs (lemmas, marked inside a negation's scope), the lexicon
 * cues matched and the rules' own statements, so
 * the model learns where the rules are right and where the labelled
 * corpus (tests/eval, labelled by docs/aspects.md) disagrees with them.
 * The weights are a small JSON file written by `deno task train`
 * (tests/eval/train_model.ts).
 *
 * A feature is a namespace and a key ("w" and "leak": the word "leak").
 * `sentenceFeatures` hands them to a sink: training collects them as
 * strings ("w:leak"); analysis adds their weights up directly
 * (`scoreSentence`), without building a string per feature, which cost
 * more than the rest of the model together.
 *
 * @module
 */
import { ASPECT_IDS, type AspectId, type Sentiment } from "../schemas/mod.ts";
import type { Cue, Statement } from "./cues.ts";
import type { Match } from "./text_patterns.ts";
import { buildClauses, type SentenceView } from "./sentence_view.ts";
import weights from "./aspect_model.json" with { type: "json" };

/** The classes of one aspect's decision. */
export const CLASSES = ["none", "positive", "negative", "neutral"] as const;

/** One aspect's decision. */
export type AspectClass = typeof CLASSES[number];

/**
 * Weights, as stored: the feature names once, then per aspect the rows
 * of the features it uses.
 */
export interface AspectModel {
  /** Format version. */
  version: 2;
  /** Weights are stored as whole numbers; the weight is the number / scale. */
  scale: number;
  /** Feature names ("w:leak", "b:no mess"), indexed by the rows. */
  features: string[];
  /**
   * Per aspect, rows `[feature index, none, positive, negative, neutral]`
   * (scaled weights in `CLASSES` order).
   */
  weights: Partial<Record<AspectId, number[][]>>;
}

/** The model shipped with the analysis. */
export const DEFAULT_MODEL: AspectModel = weights as AspectModel;

/** Receives the features of one sentence. */
export interface FeatureSink {
  /** A feature of namespace `space` ("w", "c", ...) and key `key`. */
  add(space: string, key: string): void;
  /** The feature of two adjacent words. */
  bigram(first: string, second: string): void;
}

const NEGATORS = new Set([
  "not",
  "no",
  "never",
  "nobody",
  "nothing",
  "none",
  "neither",
  "nor",
  "without",
  "hardly",
  "barely",
  "zero",
  "nowhere",
  "noone",
]);
const SCOPE_END = new Set([
  "but",
  "though",
  "although",
  "however",
  "yet",
  "and",
  "so",
  "because",
  "while",
  "just",
  "only",
]);

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
 * Words that make the subject of what follows a person (a technician, the
 * office, the crew), so that a word said of them ("Kayla was genuinely
 * lovely", "the tech seemed rushed") is told from one said of the work
 * or the price ("the install looks tidy").
 */
const PERSON_WORDS = new Set([
  "he",
  "she",
  "they",
  "him",
  "her",
  "them",
  "tech",
  "technician",
  "plumber",
  "electrician",
  "installer",
  "worker",
  "apprentice",
  "helper",
  "guy",
  "man",
  "lady",
  "woman",
  "girl",
  "boy",
  "bloke",
  "lad",
  "fella",
  "gentleman",
  "person",
  "people",
  "everyone",
  "crew",
  "team",
  "staff",
  "office",
  "receptionist",
  "dispatcher",
  "owner",
  "manager",
]);

/** What the subject of a description is: none yet, a person, the reviewer, a thing. */
const enum Subject {
  None = 0,
  Person = 1,
  Reviewer = 2,
  Thing = 3,
}

/**
 * Feature spaces of a word describing a subject, by subject and negation
 * (index `subject * 2 + negated`).
 */
const SUBJECT_SPACES = ["", "", "sjP", "sjP~", "sjI", "sjI~", "sjT", "sjT~"];

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
];

/** The subject a token makes, or None when it makes none. */
function subjectOf(
  token: SentenceView["tokens"][number],
  word: string,
): Subject {
  if (token.tag === "@person" || PERSON_WORDS.has(word)) return Subject.Person;
  if (word === "i" || word === "we") return Subject.Reviewer;
  if (token.pos === "NOUN" || token.pos === "PROPN") return Subject.Thing;
  return Subject.None;
}

/** Whether a token describes its subject: an adjective or a past participle. */
function isDescription(token: SentenceView["tokens"][number]): boolean {
  return token.pos === "ADJ" ||
    (token.pos === "VERB" && token.norm.endsWith("ed"));
}

/** The word a token stands for in features: lemma, or its name tag. */
function wordOf(token: SentenceView["tokens"][number]): string {
  if (token.tag !== undefined) return token.tag;
  const first = token.norm.charCodeAt(0);
  if (first >= 48 && first <= 57) return "#num";
  return token.lemma.toLowerCase();
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
  const negated: boolean[] = [];
  let scope = 0;
  let previous = "^";
  let subject = Subject.None;
  for (let p = 0; p < view.length; p++) {
    const token = tokens[view[p]];
    if (token.punct) {
      if (token.text === "$" || token.text === "?" || token.text === "!") {
        sink.add("w", token.text);
      }
      scope = 0;
      negated.push(false);
      previous = "|";
      continue;
    }
    const word = wordOf(token);
    if (SCOPE_END.has(word)) scope = 0;
    const inScope = scope > 0;
    negated.push(inScope);
    sink.add(inScope ? "n" : "w", word);
    sink.bigram(previous, word);
    previous = word;
    // A description is marked with the last subject before it: the words
    // themselves are ambiguous ("lovely" of a person is professionalism,
    // of the tiling quality); the pair generalises over names and nouns.
    const made = subjectOf(token, word);
    if (made !== Subject.None) subject = made;
    else if (subject !== Subject.None && isDescription(token)) {
      sink.add(SUBJECT_SPACES[subject * 2 + (inScope ? 1 : 0)], word);
    } else if (subject !== Subject.None && token.pos === "VERB") {
      sink.add(SUBJECT_VERB_SPACES[subject * 2 + (inScope ? 1 : 0)], word);
    }
    if (NEGATORS.has(word) || token.norm === "not") scope = 6;
    else if (scope > 0) scope--;
  }
  sink.bigram(previous, "$");
  let words = 0;
  for (const p of view) if (!tokens[p].punct) words++;
  sink.add("s", lengthKey(words));
  const roles = contrastRoles(sv);
  for (const match of found.cues) {
    const cue = match.pattern.data;
    const isNegated = match.literals.some((position) => negated[position]);
    const role = roles[match.literals[0] ?? 0];
    if (cue.aspect !== null) {
      const key = signedKey(cue.aspect, cue.pol, isNegated);
      sink.add("c", key);
      sink.add("c", cue.aspect);
      if (role !== 0) sink.add(ROLE_SPACES[role], key);
    } else {
      const key = signedKey(cue.kind, cue.pol, isNegated);
      sink.add("k", key);
      if (role !== 0) sink.add(ROLE_SPACES[role], key);
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

/** Weights of all aspects' classes by feature, for lookup without strings. */
interface CompiledModel {
  /** Rows by namespace, then key (bigrams under "b", by first word). */
  spaces: Map<string, Map<string, Float64Array>>;
  /** Bigram rows, by first word, then second. */
  bigrams: Map<string, Map<string, Float64Array>>;
}

const ROW = ASPECT_IDS.length * 4;
const COMPILED = new WeakMap<AspectModel, CompiledModel>();

function compile(model: AspectModel): CompiledModel {
  const compiled: CompiledModel = { spaces: new Map(), bigrams: new Map() };
  const rowOf = (feature: string): Float64Array => {
    const colon = feature.indexOf(":");
    const space = feature.slice(0, colon);
    let key = feature.slice(colon + 1);
    let table: Map<string, Float64Array> | undefined;
    if (space === "b") {
      const gap = key.indexOf(" ");
      const first = key.slice(0, gap);
      key = key.slice(gap + 1);
      table = compiled.bigrams.get(first);
      if (table === undefined) {
        table = new Map();
        compiled.bigrams.set(first, table);
      }
    } else {
      table = compiled.spaces.get(space);
      if (table === undefined) {
        table = new Map();
        compiled.spaces.set(space, table);
      }
    }
    let row = table.get(key);
    if (row === undefined) {
      row = new Float64Array(ROW);
      table.set(key, row);
    }
    return row;
  };
  ASPECT_IDS.forEach((aspect, a) => {
    for (const [index, ...values] of model.weights[aspect] ?? []) {
      const row = rowOf(model.features[index]);
      for (let c = 0; c < 4; c++) row[a * 4 + c] = values[c] / model.scale;
    }
  });
  COMPILED.set(model, compiled);
  return compiled;
}

/**
 * The class scores of every aspect for one sentence, summed straight from
 * its features (`sentenceFeatures` with a scoring sink).
 *
 * @param model The weights.
 * @param emit Hands the sentence's features to the sink it is given.
 * @returns Scores, four per aspect in `ASPECT_IDS` and `CLASSES` order.
 */
export function scoreSentence(
  model: AspectModel,
  emit: (sink: FeatureSink) => void,
): Float64Array {
  const scorer = new Scorer(COMPILED.get(model) ?? compile(model));
  emit(scorer);
  return scorer.scores;
}

/** The sink of analysis: adds each feature's weights to the scores. */
class Scorer implements FeatureSink {
  /** Scores, four per aspect. */
  readonly scores = new Float64Array(ROW);
  #model: CompiledModel;

  constructor(model: CompiledModel) {
    this.#model = model;
  }

  add(space: string, key: string): void {
    const row = this.#model.spaces.get(space)?.get(key);
    if (row !== undefined) addRow(this.scores, row);
  }

  bigram(first: string, second: string): void {
    const row = this.#model.bigrams.get(first)?.get(second);
    if (row !== undefined) addRow(this.scores, row);
  }
}

function addRow(scores: Float64Array, row: Float64Array): void {
  for (let i = 0; i < ROW; i++) scores[i] += row[i];
}

/** One aspect decided in one sentence, with the model's confidence. */
export interface Decision {
  /** The aspect. */
  aspect: AspectId;
  /** Its sentiment. */
  sentiment: Sentiment;
  /** How far the sentiment's score is above the "none" score. */
  margin: number;
}

/**
 * The aspects decided by class scores, with their margins: per aspect the
 * best class, if it is not "none".
 *
 * @param scores Scores as `scoreSentence` gives them.
 * @returns One decision per aspect found, in `ASPECT_IDS` order.
 */
export function decisions(scores: Float64Array): Decision[] {
  const found: Decision[] = [];
  ASPECT_IDS.forEach((aspect, a) => {
    let best = 0;
    for (let c = 1; c < 4; c++) {
      if (scores[a * 4 + c] > scores[a * 4 + best]) best = c;
    }
    if (best !== 0) {
      found.push({
        aspect,
        sentiment: CLASSES[best] as Sentiment,
        margin: scores[a * 4 + best] - scores[a * 4],
      });
    }
  });
  return found;
}

/**
 * The aspects decided by class scores: per aspect the best class, if it
 * is not "none".
 *
 * @param scores Scores as `scoreSentence` gives them.
 * @returns One `[aspect, sentiment]` per aspect found.
 */
export function decide(scores: Float64Array): Array<[AspectId, Sentiment]> {
  return decisions(scores).map(({ aspect, sentiment }) => [aspect, sentiment]);
}

/**
 * One sentiment per aspect per review (rule 3 of docs/aspects.md): where
 * the sentences of a review decide an aspect differently, the sentiment
 * of the most confident decision stands and the others are dropped.
 *
 * @param found The decisions of a review's sentences, in text order.
 * @returns Whether each decision is kept.
 */
export function oneSentimentPerAspect(
  found: ReadonlyArray<Pick<Decision, "aspect" | "sentiment" | "margin">>,
): boolean[] {
  const chosen = new Map<AspectId, { sentiment: Sentiment; margin: number }>();
  for (const { aspect, sentiment, margin } of found) {
    const current = chosen.get(aspect);
    if (current === undefined || margin > current.margin) {
      chosen.set(aspect, { sentiment, margin });
    }
  }
  return found.map(({ aspect, sentiment }) =>
    chosen.get(aspect)?.sentiment === sentiment
  );
}

/**
 * The class scores of one sentence given as feature strings (as training
 * collects them).
 *
 * @param model The weights.
 * @param features Feature strings (`featureList`).
 * @returns Scores, four per aspect in `ASPECT_IDS` and `CLASSES` order.
 */
export function scoreFeatures(
  model: AspectModel,
  features: readonly string[],
): Float64Array {
  return scoreSentence(model, (sink) => {
    for (const feature of features) {
      if (feature.startsWith("b:")) {
        const gap = feature.indexOf(" ");
        sink.bigram(feature.slice(2, gap), feature.slice(gap + 1));
      } else {
        const colon = feature.indexOf(":");
        sink.add(feature.slice(0, colon), feature.slice(colon + 1));
      }
    }
  });
}

/**
 * The aspects the model finds in one sentence given as feature strings
 * (as training collects them).
 *
 * @param model The weights.
 * @param features Feature strings (`featureList`).
 * @returns One `[aspect, sentiment]` per aspect found.
 */
export function classifyFeatures(
  model: AspectModel,
  features: readonly string[],
): Array<[AspectId, Sentiment]> {
  return decide(scoreFeatures(model, features));
}
