/**
 * Trains the aspect model (`lib/analysis/aspect_model.json`) on every
 * labelled set of this folder: per aspect an averaged perceptron over the
 * features of `createFeatureExtractor` (words, word pairs, negation scope,
 * lexicon cues and the rules' statements), four classes (none, positive,
 * negative, neutral). Deterministic: the order of the examples in each
 * epoch comes from a seeded generator.
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
  /** Passes over the data (default 12). */
  epochs?: number;
  /** Seed of the example order (default 16). */
  seed?: number;
  /** Features seen fewer times than this are left out (default 1). */
  minCount?: number;
  /** Word pairs (`b:`) seen fewer times than this are left out (default 3). */
  minPairCount?: number;
  /**
   * Weight rows whose largest averaged weight is smaller than this are
   * dropped, to keep the file small (default 0.5).
   */
  prune?: number;
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

/**
 * Trains the model on examples.
 *
 * @param examples The training examples.
 * @param options Epochs, seed, feature count threshold.
 * @returns The averaged weights.
 */
export function train(
  examples: readonly Example[],
  options: TrainOptions = {},
): AspectModel {
  const epochs = options.epochs ?? 12;
  const minCount = options.minCount ?? 1;
  const prune = options.prune ?? 0.5;
  const minPairCount = options.minPairCount ?? 3;
  const next = random(options.seed ?? 16);
  const counts = new Map<string, number>();
  for (const example of examples) {
    for (const feature of new Set(example.features)) {
      counts.set(feature, (counts.get(feature) ?? 0) + 1);
    }
  }
  const kept = examples.map((example) =>
    example.features.filter((f) =>
      (counts.get(f) ?? 0) >= (f.startsWith("b:") ? minPairCount : minCount)
    )
  );
  const model: AspectModel = { version: 1, weights: {} };
  ASPECT_IDS.forEach((aspect, a) => {
    // w: current weights; u: sum of updates weighted by time, for averaging.
    const w = new Map<string, number[]>();
    const u = new Map<string, number[]>();
    let time = 1;
    const order = examples.map((_, i) => i);
    for (let epoch = 0; epoch < epochs; epoch++) {
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [order[i], order[j]] = [order[j], order[i]];
      }
      for (const index of order) {
        const features = kept[index];
        const gold = examples[index].classes[a];
        const scores = [0, 0, 0, 0];
        for (const feature of features) {
          const row = w.get(feature);
          if (row) { for (let c = 0; c < 4; c++) scores[c] += row[c]; }
        }
        let best = 0;
        for (let c = 1; c < 4; c++) if (scores[c] > scores[best]) best = c;
        if (best !== gold) {
          for (const feature of features) {
            let row = w.get(feature);
            let acc = u.get(feature);
            if (!row || !acc) {
              row = [0, 0, 0, 0];
              acc = [0, 0, 0, 0];
              w.set(feature, row);
              u.set(feature, acc);
            }
            row[gold] += 1;
            row[best] -= 1;
            acc[gold] += time;
            acc[best] -= time;
          }
        }
        time++;
      }
    }
    const table: Record<string, number[]> = {};
    for (const [feature, row] of [...w].sort(([x], [y]) => x < y ? -1 : 1)) {
      const acc = u.get(feature)!;
      const averaged = row.map((value, c) =>
        Math.round((value - acc[c] / time) * 100) / 100
      );
      if (averaged.some((value) => Math.abs(value) >= prune)) {
        table[feature] = averaged;
      }
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
    for (const table of Object.values(model.weights)) {
      size += Object.keys(table).length;
    }
    await Deno.writeTextFile(MODEL_FILE, JSON.stringify(model) + "\n");
    console.log(
      `trained on ${examples.length} labelled items; ${size} weight rows; wrote ${MODEL_FILE.pathname}`,
    );
  }
}
