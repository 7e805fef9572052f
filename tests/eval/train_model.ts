/**
 * Trains the aspect model (`lib/analysis/aspect_model.json`) on every
 * labelled set of this folder: per aspect a logistic regression over the
 * features of `createFeatureExtractor` (words, word pairs, negation scope,
 * lexicon cues and the rules' statements), four classes (none, positive,
 * negative, neutral), with an L2 penalty, averaged weights, small weights
 * pruned and the rest stored as whole hundredths. Deterministic: the order
 * of the examples in each epoch comes from a seeded generator. The options'
 * defaults are the settings that cross-validated best by batch.
 *
 * `deno task train` writes the model; `deno task train --cv` instead
 * cross-validates by batch (each labelled set held out in turn, the model
 * trained on the others) and prints per-fold pair F1 next to the rules'
 * own figure on the same fold.
 *
 * @module
 */
import {
  type AspectModel,
  CLASSES,
  createAnalyzer,
  createFeatureExtractor,
  type ReviewAnalyzer,
} from "../../lib/analysis/mod.ts";
import { ASPECT_IDS, type AspectId } from "../../lib/schemas/mod.ts";
import {
  EVAL_SETS,
  type EvalSetName,
  type LabelledSentence,
  loadEvalSet,
  scoreSentences,
} from "./run_eval.ts";

/** One training example: a labelled item's features and classes. */
export interface Example {
  /** The labelled set it belongs to. */
  set: EvalSetName;
  /** Its features. */
  features: string[];
  /** Class index (into `CLASSES`) per aspect. */
  classes: number[];
}

/** Training options. */
export interface TrainOptions {
  /** Passes over the data (default 20); weights are averaged over the second half. */
  epochs?: number;
  /** Seed of the example order (default 16). */
  seed?: number;
  /** L2 penalty per update (default 0.003). */
  l2?: number;
  /** L1 penalty per update, which sets weak weights to 0 (default 0.01). */
  l1?: number;
  /** AdaGrad learning rate (default 0.3). */
  rate?: number;
  /** Features seen in fewer items than this are left out (default 2). */
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
}

/** A small seeded generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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
      features: extractors[sentence.business](sentence.text).flat(),
      classes,
    };
  });
}

/** The examples' features as indices into one name list (each once per example). */
function indexFeatures(
  examples: readonly Example[],
  minCount: number,
): { names: string[]; rows: Int32Array[] } {
  const counts = new Map<string, number>();
  for (const example of examples) {
    for (const feature of new Set(example.features)) {
      counts.set(feature, (counts.get(feature) ?? 0) + 1);
    }
  }
  const ids = new Map<string, number>();
  const names: string[] = [];
  const rows = examples.map((example) => {
    const row: number[] = [];
    for (const feature of new Set(example.features)) {
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
  });
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
  const l2 = options.l2 ?? 0.003;
  const l1 = options.l1 ?? 0.01;
  const rate = options.rate ?? 0.3;
  const scale = options.scale ?? 100;
  const prune = options.prune ?? 0.1;
  const next = random(options.seed ?? 16);
  const { names, rows } = indexFeatures(examples, options.minCount ?? 2);
  const size = names.length * 4;
  const bias = names.indexOf("bias:");
  const perAspect = ASPECT_IDS.map((_, a) => {
    const w = new Float64Array(size);
    const squares = new Float64Array(size).fill(1e-8);
    const sum = new Float64Array(size);
    const order = examples.map((_, i) => i);
    const p = new Float64Array(4);
    for (let epoch = 0; epoch < epochs; epoch++) {
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [order[i], order[j]] = [order[j], order[i]];
      }
      for (const index of order) {
        const features = rows[index];
        const gold = examples[index].classes[a];
        p.fill(0);
        for (const f of features) {
          for (let c = 0; c < 4; c++) p[c] += w[f * 4 + c];
        }
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
      }
      if (epoch >= Math.floor(epochs / 2)) {
        for (let k = 0; k < size; k++) sum[k] += w[k];
      }
    }
    const averaged = epochs - Math.floor(epochs / 2);
    return sum.map((value) => value / averaged);
  });
  const noneOffset = options.noneOffset ?? 0.7;
  if (bias >= 0) {
    for (const w of perAspect) w[bias * 4] -= noneOffset;
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

const MODEL_FILE = new URL(
  "../../lib/analysis/aspect_model.json",
  import.meta.url,
);

async function loadAll() {
  const sets = Object.keys(EVAL_SETS) as EvalSetName[];
  const sentences: Array<LabelledSentence & { set: EvalSetName }> = [];
  let businesses = {} as Awaited<ReturnType<typeof loadEvalSet>>["businesses"];
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

if (import.meta.main) {
  const { sets, sentences, businesses, extractors } = await loadAll();
  const examples = buildExamples(sentences, extractors);
  if (Deno.args.includes("--cv")) {
    const rules: Record<string, ReviewAnalyzer> = {};
    for (const [key, business] of Object.entries(businesses)) {
      rules[key] = createAnalyzer(business, { model: null });
    }
    const modelAll: { tp: number; fp: number; fn: number } = {
      tp: 0,
      fp: 0,
      fn: 0,
    };
    const rulesAll = { tp: 0, fp: 0, fn: 0 };
    const quality = { tp: 0, fp: 0 };
    const neutral = { right: 0, total: 0 };
    for (const set of sets) {
      const model = train(examples.filter((e) => e.set !== set));
      const analyzers: Record<string, ReviewAnalyzer> = {};
      for (const [key, business] of Object.entries(businesses)) {
        analyzers[key] = createAnalyzer(business, { model });
      }
      const fold = sentences.filter((s) => s.set === set);
      for (const sentence of fold) {
        const found = new Set(
          analyzers[sentence.business].analyze({
            title: null,
            text: sentence.text,
          })
            .aspects.map((m) => `${m.aspect}:${m.sentiment}`),
        );
        const expected = new Set(sentence.aspects.map(([a, s]) => `${a}:${s}`));
        for (const pair of found) {
          if (!pair.startsWith("quality:")) continue;
          if ([...expected].some((e) => e.startsWith("quality:"))) quality.tp++;
          else quality.fp++;
        }
        for (const [aspect, sentiment] of sentence.aspects) {
          if (sentiment !== "neutral") continue;
          neutral.total++;
          if (found.has(`${aspect}:neutral`)) neutral.right++;
        }
      }
      const withModel = scoreSentences(fold, analyzers);
      const withRules = scoreSentences(fold, rules);
      for (
        const [sum, r] of [[modelAll, withModel], [
          rulesAll,
          withRules,
        ]] as const
      ) {
        sum.tp += r.pairs.tp;
        sum.fp += r.pairs.fp;
        sum.fn += r.pairs.fn;
      }
      console.log(
        `${set.padEnd(8)} ${
          String(fold.length).padStart(4)
        }  pair F1 model+rules ${withModel.pairs.f1.toFixed(3)}  rules alone ${
          withRules.pairs.f1.toFixed(3)
        }`,
      );
    }
    console.log(
      `quality aspect precision ${
        (quality.tp / (quality.tp + quality.fp)).toFixed(3)
      }; neutral labels found ${neutral.right}/${neutral.total}`,
    );
    const f1 = (s: { tp: number; fp: number; fn: number }) =>
      (2 * s.tp) / (2 * s.tp + s.fp + s.fn);
    console.log(
      `all folds (micro) pair F1 model+rules ${
        f1(modelAll).toFixed(3)
      }  rules alone ${f1(rulesAll).toFixed(3)}`,
    );
  } else {
    const model = train(examples);
    let size = 0;
    for (const table of Object.values(model.weights)) size += table.length;
    const json = JSON.stringify(model) + "\n";
    await Deno.writeTextFile(MODEL_FILE, json);
    console.log(
      `trained on ${examples.length} labelled items; ${model.features.length} features, ${size} weight rows, ${
        (json.length / 1024).toFixed(0)
      } KiB; wrote ${MODEL_FILE.pathname}`,
    );
  }
}
