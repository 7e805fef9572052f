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
 * `sentenceFeatures` (`sentence_features.ts`) hands them to a sink:
 * training collects them as strings ("w:leak"); analysis adds their weights
 * up directly (`scoreSentence`), without building a string per feature,
 * which cost more than the rest of the model together.
 *
 * @module
 */
import { ASPECT_IDS, type AspectId, type Sentiment } from "../schemas/mod.ts";
import type { FeatureSink } from "./sentence_features.ts";
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

/**
 * Weights of all aspects' classes by feature, for lookup without strings:
 * the tables give the offset of a feature's row in one flat array, which
 * the collector walks as a single buffer rather than as tens of thousands
 * of small arrays of their own.
 */
interface CompiledModel {
  /** Row offsets by namespace, then key (bigrams under "b", by first word). */
  spaces: Map<string, Map<string, number>>;
  /** Bigram row offsets, by first word, then second. */
  bigrams: Map<string, Map<string, number>>;
  /** The rows, `ROW` weights each. */
  weights: Float64Array;
}

const ROW = ASPECT_IDS.length * 4;
const COMPILED = new WeakMap<AspectModel, CompiledModel>();

function compile(model: AspectModel): CompiledModel {
  const compiled: CompiledModel = {
    spaces: new Map(),
    bigrams: new Map(),
    weights: new Float64Array(model.features.length * ROW),
  };
  let rows = 0;
  const rowOf = (feature: string): number => {
    const colon = feature.indexOf(":");
    const space = feature.slice(0, colon);
    let key = feature.slice(colon + 1);
    let table: Map<string, number> | undefined;
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
      row = rows++ * ROW;
      table.set(key, row);
    }
    return row;
  };
  ASPECT_IDS.forEach((aspect, a) => {
    for (const [index, ...values] of model.weights[aspect] ?? []) {
      const row = rowOf(model.features[index]);
      for (let c = 0; c < 4; c++) {
        compiled.weights[row + a * 4 + c] = values[c] / model.scale;
      }
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
    if (row !== undefined) addRow(this.scores, this.#model.weights, row);
  }

  bigram(first: string, second: string): void {
    const row = this.#model.bigrams.get(first)?.get(second);
    if (row !== undefined) addRow(this.scores, this.#model.weights, row);
  }
}

function addRow(
  scores: Float64Array,
  weights: Float64Array,
  row: number,
): void {
  for (let i = 0; i < ROW; i++) scores[i] += weights[row + i];
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
 * the sentences of a review decide an aspect, the most confident decision
 * stands and the others are dropped, also those of the same sentiment, so
 * that a review lists each aspect once, with the sentence that decides it.
 *
 * @param found The decisions of a review's sentences, in text order.
 * @returns Whether each decision is kept.
 */
export function onePerAspect(
  found: ReadonlyArray<Pick<Decision, "aspect" | "margin">>,
): boolean[] {
  const chosen = new Map<AspectId, number>();
  found.forEach(({ aspect, margin }, index) => {
    const current = chosen.get(aspect);
    if (current === undefined || margin > found[current].margin) {
      chosen.set(aspect, index);
    }
  });
  return found.map(({ aspect }, index) => chosen.get(aspect) === index);
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
