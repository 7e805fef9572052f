/**
 * Training of the aspect model (`lib/analysis/aspect_model.json`) on the
 * labelled sets of this folder: per aspect a logistic regression over the
 * features of `createFeatureExtractor` (words, word pairs, negation scope,
 * lexicon cues and the rules' statements), four classes (none, positive,
 * negative, neutral), with an L2 penalty, averaged weights, small weights
 * pruned and the rest stored as whole hundredths. Deterministic: the order
 * of the examples in each epoch comes from a seeded generator. The options'
 * defaults are the settings that cross-validated best by batch.
 *
 * `train_model.ts` is the command line (`deno task train`).
 *
 * @module
 */
import { seededRandom } from "../helpers/data.ts";
import {
  type AspectModel,
  CLASSES,
  createFeatureExtractor,
} from "../../lib/analysis/mod.ts";
import {
  ASPECT_IDS,
  type AspectId,
  type Business,
} from "../../lib/schemas/mod.ts";
import {
  EVAL_SETS,
  type EvalSetName,
  type LabelledSentence,
  loadEvalSet,
} from "./run_eval.ts";

/** One training example: a labelled item's features and classes. */
export interface Example {
  /** The labelled set it belongs to. */
  set: EvalSetName;
  /** Its features, one list per sentence. */
  sentences: string[][];
  /** Class index (into `CLASSES`) per aspect. */
  classes: number[];
}

/** Training options. */
export interface TrainOptions {
  /** Passes over the data (default 20); weights are averaged over the second half. */
  epochs?: number;
  /** Seed of the example order (default 16). */
  seed?: number;
  /**
   * Trainings averaged, each with its own example order (seeds `seed`,
   * `seed + 1`, ...): the mean of their weights varies less with the
   * order than one run (default 4).
   */
  runs?: number;
  /**
   * L2 penalty per update (default 0.0015: with twice session 12's data,
   * half the penalty cross-validated better, session 16).
   */
  l2?: number;
  /** L1 penalty per update, which sets weak weights to 0 (default 0.0025: half session 18's 0.005 scored 0.818 against 0.805 per batch on batches 403–426 held out, session 19). */
  l1?: number;
  /** AdaGrad learning rate (default 0.3). */
  rate?: number;
  /**
   * Features seen in fewer items than this are left out (default 3: with the
   * training batches of session 8, 2 kept a 1.6 MiB file and cross-validated
   * no better).
   */
  minCount?: number;
  /** Weights are stored as whole multiples of 1 / scale (default 100). */
  scale?: number;
  /**
   * Rows whose largest weight is below this are dropped, to keep the
   * file small (default 0.1).
   */
  prune?: number;
  /**
   * Subtracted from every aspect's "none" score (the bias feature's
   * weight): above 0 the model names an aspect on weaker evidence
   * (default 0.7).
   */
  noneOffset?: number;
  /**
   * Per aspect, an offset that replaces `noneOffset` (default: `quality`
   * 0.2). The labelled sets name `quality` less readily than the rules and
   * the sentence's tone suggest (docs/aspects.md: a job told as a story is
   * no evaluation), so it needs stronger evidence than the other aspects.
   */
  noneOffsets?: Partial<Record<AspectId, number>>;
}

/** The element-wise mean of equally long weight vectors. */
function averageOf(vectors: readonly Float64Array[]): Float64Array {
  const mean = new Float64Array(vectors[0].length);
  for (const vector of vectors) {
    for (let k = 0; k < mean.length; k++) mean[k] += vector[k] / vectors.length;
  }
  return mean;
}

/** Builds the examples of labelled sentences. */
export function buildExamples(
  sentences: ReadonlyArray<LabelledSentence & { set: EvalSetName }>,
  extractors: Readonly<Record<string, (text: string) => string[][]>>,
): Example[] {
  return sentences.map((sentence) => {
    const classes = ASPECT_IDS.map(() => 0);
    for (const [aspect, sentiment] of sentence.aspects) {
      const index = ASPECT_IDS.indexOf(aspect as AspectId);
      classes[index] = CLASSES.indexOf(sentiment as typeof CLASSES[number]);
    }
    return {
      set: sentence.set,
      sentences: extractors[sentence.business](sentence.text),
      classes,
    };
  });
}

/**
 * The examples' features as indices into one name list (each once per
 * sentence), one row per sentence; counts are of items.
 */
function indexFeatures(
  examples: readonly Example[],
  minCount: number,
): { names: string[]; rows: Int32Array[][] } {
  const counts = new Map<string, number>();
  for (const example of examples) {
    for (const feature of new Set(example.sentences.flat())) {
      counts.set(feature, (counts.get(feature) ?? 0) + 1);
    }
  }
  const ids = new Map<string, number>();
  const names: string[] = [];
  const rows = examples.map((example) =>
    example.sentences.map((features) => {
      const row: number[] = [];
      for (const feature of new Set(features)) {
        if ((counts.get(feature) ?? 0) < minCount) continue;
        let id = ids.get(feature);
        if (id === undefined) {
          id = names.length;
          ids.set(feature, id);
          names.push(feature);
        }
        row.push(id);
      }
      return Int32Array.from(row);
    })
  );
  return { names, rows };
}

/**
 * Trains the model on examples: per aspect a four-class logistic
 * regression (softmax), fitted by AdaGrad with an L2 penalty, the weights
 * averaged over the second half of the epochs.
 *
 * @param examples The training examples.
 * @param options Epochs, seed, penalty, rate, pruning.
 * @returns The weights, pruned and quantised.
 */
export function train(
  examples: readonly Example[],
  options: TrainOptions = {},
): AspectModel {
  const epochs = options.epochs ?? 20;
  const l2 = options.l2 ?? 0.0015;
  const l1 = options.l1 ?? 0.0025;
  const rate = options.rate ?? 0.3;
  const scale = options.scale ?? 100;
  const prune = options.prune ?? 0.1;
  const { names, rows } = indexFeatures(examples, options.minCount ?? 3);
  const size = names.length * 4;
  const bias = names.indexOf("bias:");
  const runs = options.runs ?? 4;
  const seed = options.seed ?? 16;
  const perAspect = ASPECT_IDS.map((_, a) =>
    averageOf(
      Array.from(
        { length: runs },
        (_, run) => fit(a, seededRandom(seed + run)),
      ),
    )
  );
  function fit(a: number, next: () => number): Float64Array {
    const w = new Float64Array(size);
    const squares = new Float64Array(size).fill(1e-8);
    const sum = new Float64Array(size);
    const order = examples.map((_, i) => i);
    const p = new Float64Array(4);
    const scores = (features: Int32Array) => {
      p.fill(0);
      for (const f of features) {
        for (let c = 0; c < 4; c++) p[c] += w[f * 4 + c];
      }
    };
    const update = (features: Int32Array, gold: number) => {
      scores(features);
      const top = Math.max(p[0], p[1], p[2], p[3]);
      let total = 0;
      for (let c = 0; c < 4; c++) {
        p[c] = Math.exp(p[c] - top);
        total += p[c];
      }
      for (let c = 0; c < 4; c++) p[c] = p[c] / total - (c === gold ? 1 : 0);
      for (const f of features) {
        for (let c = 0; c < 4; c++) {
          const k = f * 4 + c;
          const gradient = p[c] + l2 * w[k];
          squares[k] += gradient * gradient;
          const step = rate / Math.sqrt(squares[k]);
          const value = w[k] - step * gradient;
          // The L1 penalty's proximal step: shrink towards 0, not past
          // it; the bias (the classes' prior) is not penalised.
          const shrunk = Math.abs(value) - (f === bias ? 0 : step * l1);
          w[k] = shrunk > 0 ? Math.sign(value) * shrunk : 0;
        }
      }
    };
    for (let epoch = 0; epoch < epochs; epoch++) {
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [order[i], order[j]] = [order[j], order[i]];
      }
      for (const index of order) {
        const sentences = rows[index];
        const gold = examples[index].classes[a];
        if (sentences.length === 0) continue;
        if (sentences.length === 1) {
          update(sentences[0], gold);
          continue;
        }
        // A review of several sentences is labelled as a whole: an
        // aspect it does not mention is "none" in every sentence; one it
        // mentions is learnt from the sentence that shows it best (the
        // others may or may not speak of it).
        if (gold === 0) {
          for (const features of sentences) update(features, 0);
          continue;
        }
        let best = sentences[0];
        let bestMargin = -Infinity;
        for (const features of sentences) {
          scores(features);
          let rival = -Infinity;
          for (let c = 0; c < 4; c++) {
            if (c !== gold && p[c] > rival) rival = p[c];
          }
          const margin = p[gold] - rival;
          if (margin > bestMargin) {
            bestMargin = margin;
            best = features;
          }
        }
        update(best, gold);
      }
      if (epoch >= Math.floor(epochs / 2)) {
        for (let k = 0; k < size; k++) sum[k] += w[k];
      }
    }
    const averaged = epochs - Math.floor(epochs / 2);
    return sum.map((value) => value / averaged);
  }
  const noneOffset = options.noneOffset ?? 0.7;
  const noneOffsets = options.noneOffsets ?? { quality: 0.2 };
  if (bias >= 0) {
    perAspect.forEach((w, a) => {
      w[bias * 4] -= noneOffsets[ASPECT_IDS[a]] ?? noneOffset;
    });
  }
  return storedModel(names, perAspect, { scale, prune });
}

/**
 * The stored form of trained weights: quantised to `scale`, rows whose
 * weights are all below `prune` dropped, unused feature names left out.
 */
function storedModel(
  names: readonly string[],
  perAspect: readonly Float64Array[],
  options: { scale: number; prune: number },
): AspectModel {
  const { scale, prune } = options;
  const model: AspectModel = { version: 2, scale, features: [], weights: {} };
  const kept = new Map<string, number>();
  const order = names.map((_, i) => i).sort((x, y) =>
    names[x] < names[y] ? -1 : 1
  );
  ASPECT_IDS.forEach((aspect, a) => {
    const table: number[][] = [];
    for (const f of order) {
      const values = [0, 1, 2, 3].map((c) =>
        Math.round(perAspect[a][f * 4 + c] * scale)
      );
      if (!values.some((value) => Math.abs(value) >= prune * scale)) continue;
      let index = kept.get(names[f]);
      if (index === undefined) {
        index = model.features.length;
        kept.set(names[f], index);
        model.features.push(names[f]);
      }
      table.push([index, ...values]);
    }
    model.weights[aspect] = table;
  });
  return model;
}

/** Every labelled set, its items tagged with the set, and the businesses. */
export async function loadAll(): Promise<{
  sets: EvalSetName[];
  sentences: Array<LabelledSentence & { set: EvalSetName }>;
  businesses: Record<string, Business>;
  extractors: Record<string, (text: string) => string[][]>;
}> {
  const sets = Object.keys(EVAL_SETS) as EvalSetName[];
  const sentences: Array<LabelledSentence & { set: EvalSetName }> = [];
  let businesses: Record<string, Business> = {};
  for (const set of sets) {
    const loaded = await loadEvalSet([set]);
    businesses = loaded.businesses;
    sentences.push(...loaded.sentences.map((s) => ({ ...s, set })));
  }
  const extractors: Record<string, (text: string) => string[][]> = {};
  for (const [key, business] of Object.entries(businesses)) {
    extractors[key] = createFeatureExtractor(business);
  }
  return { sets, sentences, businesses, extractors };
}
