/**
 * Cross-validation of the aspect model (`deno task train --cv`): the
 * model is trained without the held-out items, then the full analysis
 * (rules and model, as `createAnalyzer` runs them) scores them.
 *
 * - `batch`: each labelled set is held out in turn; prints per-set pair
 *   F1 next to the rules' own figure, and the micro figures of all folds,
 *   of the first author's sets and of the other author's batches.
 * - `group` (`--cv=group`): the other author's batches (35–38) are held
 *   out together and the model is trained on everything else, the closest
 *   proxy for batches by a writer the corpus has not seen.
 *
 * @module
 */
import {
  type AspectModel,
  createAnalyzer,
  type ReviewAnalyzer,
} from "../../lib/analysis/mod.ts";
import type { Business } from "../../lib/schemas/mod.ts";
import {
  type EvalSetName,
  type LabelledSentence,
  scoreSentences,
} from "./run_eval.ts";
import { buildExamples, loadAll, train } from "./aspect_training.ts";

/** The batches written by another author than the earlier sets. */
export const OTHER_AUTHOR: readonly EvalSetName[] = [
  "blind35",
  "blind36",
  "blind37",
  "blind38",
];

/** Running totals of one measure. */
interface Totals {
  tp: number;
  fp: number;
  fn: number;
}

function f1(totals: Totals): number {
  return (2 * totals.tp) / (2 * totals.tp + totals.fp + totals.fn);
}

function addTo(totals: Totals, score: Totals): void {
  totals.tp += score.tp;
  totals.fp += score.fp;
  totals.fn += score.fn;
}

function analyzersOf(
  businesses: Record<string, Business>,
  model: AspectModel | null,
): Record<string, ReviewAnalyzer> {
  const analyzers: Record<string, ReviewAnalyzer> = {};
  for (const [key, business] of Object.entries(businesses)) {
    analyzers[key] = createAnalyzer(business, { model });
  }
  return analyzers;
}

/** Counts of `quality` precision and neutral recall over a fold. */
function contractCounts(
  fold: readonly LabelledSentence[],
  analyzers: Record<string, ReviewAnalyzer>,
  counts: {
    qualityTp: number;
    qualityFp: number;
    neutral: number;
    neutralTotal: number;
  },
): void {
  for (const sentence of fold) {
    const found = new Set(
      analyzers[sentence.business].analyze({ title: null, text: sentence.text })
        .aspects.map((m) => `${m.aspect}:${m.sentiment}`),
    );
    const labelsQuality = sentence.aspects.some(([a]) => a === "quality");
    for (const pair of found) {
      if (!pair.startsWith("quality:")) continue;
      if (labelsQuality) counts.qualityTp++;
      else counts.qualityFp++;
    }
    for (const [aspect, sentiment] of sentence.aspects) {
      if (sentiment !== "neutral") continue;
      counts.neutralTotal++;
      if (found.has(`${aspect}:neutral`)) counts.neutral++;
    }
  }
}

/**
 * Runs the cross-validation and prints its figures.
 *
 * @param mode `batch` (each set held out) or `group` (batches 35–38 held
 *   out together).
 */
export async function crossValidate(mode: "batch" | "group"): Promise<void> {
  const { sets, sentences, businesses, extractors } = await loadAll();
  const examples = buildExamples(sentences, extractors);
  const rules = analyzersOf(businesses, null);
  const folds: EvalSetName[][] = mode === "group"
    ? [[...OTHER_AUTHOR]]
    : sets.map((set) => [set]);
  const all = { model: zero(), rules: zero() };
  const firstAuthor = { model: zero(), rules: zero() };
  const otherAuthor = { model: zero(), rules: zero() };
  const counts = { qualityTp: 0, qualityFp: 0, neutral: 0, neutralTotal: 0 };
  for (const held of folds) {
    const out = new Set(held);
    const model = train(examples.filter((e) => !out.has(e.set)));
    const analyzers = analyzersOf(businesses, model);
    for (const set of held) {
      const fold = sentences.filter((s) => s.set === set);
      const withModel = scoreSentences(fold, analyzers).pairs;
      const withRules = scoreSentences(fold, rules).pairs;
      contractCounts(fold, analyzers, counts);
      const group = OTHER_AUTHOR.includes(set) ? otherAuthor : firstAuthor;
      for (const totals of [all, group]) {
        addTo(totals.model, withModel);
        addTo(totals.rules, withRules);
      }
      console.log(
        `${set.padEnd(8)} ${
          String(fold.length).padStart(4)
        }  pair F1 model+rules ${withModel.f1.toFixed(3)}  rules alone ${
          withRules.f1.toFixed(3)
        }`,
      );
    }
  }
  console.log(
    `quality aspect precision ${
      (counts.qualityTp / (counts.qualityTp + counts.qualityFp)).toFixed(3)
    }; neutral labels found ${counts.neutral}/${counts.neutralTotal}`,
  );
  const line = (name: string, totals: { model: Totals; rules: Totals }) => {
    if (totals.model.tp + totals.model.fn === 0) return;
    console.log(
      `${name} (micro) pair F1 model+rules ${
        f1(totals.model).toFixed(3)
      }  rules alone ${f1(totals.rules).toFixed(3)}`,
    );
  };
  if (mode === "group") {
    line("batches 35-38 held out together", otherAuthor);
    return;
  }
  line("all folds", all);
  line("folds of sets main-blind34", firstAuthor);
  line("folds of batches 35-38", otherAuthor);
}

function zero(): Totals {
  return { tp: 0, fp: 0, fn: 0 };
}
