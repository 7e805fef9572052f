/**
 * Measures the review analysis against hand-labelled sentences
 * (businesses in `businesses.json`): `labelled_sentences.json`, the main
 * set the lexicon was developed against, `holdout_sentences.json`,
 * written afterwards to check that the figures generalise, and the blind
 * batches `blind_N_sentences.json`, each scored blind once before it was
 * used for development (see README.md).
 *
 * `deno task eval` prints, per set and for both together, micro-F1 of
 * (aspect, sentiment) pairs, aspect-detection F1, sentiment accuracy on
 * correctly detected aspects, and technician and service F1. `--verbose`
 * also lists every mismatch.
 *
 * @module
 */
import { createAnalyzer, type ReviewAnalyzer } from "../../lib/analysis/mod.ts";
import { type Business, BusinessSchema } from "../../lib/schemas/mod.ts";

/** One hand-labelled sentence. */
export interface LabelledSentence {
  /** Key of the business in `businesses.json`. */
  business: string;
  /** The review sentence (may be empty: a rating-only review). */
  text: string;
  /** Expected `[aspect, sentiment]` pairs. */
  aspects: Array<[string, string]>;
  /** Expected technicians' full names. */
  technicians: string[];
  /** Expected service ids. */
  services: string[];
}

/** Precision, recall and F1 of one measure. */
export interface Score {
  /** True positives. */
  tp: number;
  /** False positives. */
  fp: number;
  /** False negatives. */
  fn: number;
  /** tp / (tp + fp), 1 when nothing was predicted. */
  precision: number;
  /** tp / (tp + fn), 1 when nothing was expected. */
  recall: number;
  /** Harmonic mean of precision and recall. */
  f1: number;
}

/** The evaluation result. */
export interface EvalResult {
  /** Number of labelled sentences. */
  sentences: number;
  /** Micro-averaged (aspect, sentiment) pairs. */
  pairs: Score;
  /** Micro-averaged aspect detection, sentiment ignored. */
  aspects: Score;
  /** Share of correctly detected aspects whose sentiment is right. */
  sentimentAccuracy: number;
  /** Micro-averaged technician detection. */
  technicians: Score;
  /** Micro-averaged service detection. */
  services: Score;
  /** Sentences with any difference, for inspection. */
  mismatches: Array<{
    text: string;
    expected: Omit<LabelledSentence, "business" | "text">;
    actual: Omit<LabelledSentence, "business" | "text">;
  }>;
}

const HERE = new URL(".", import.meta.url);

/** The last blind batch (`blind_N_sentences.json`, N from 1). */
export const LAST_BLIND_BATCH = 848;

/** The last training batch (`train_N_sentences.json`, N from 1). */
export const LAST_TRAINING_BATCH = 75;

/** Name of a labelled set. */
export type EvalSetName =
  | "main"
  | "holdout"
  | `blind${number}`
  | `train${number}`;

/** The set names `prefix` + 1 … `last`, each with its file. */
function numberedSets(
  prefix: "blind" | "train",
  last: number,
): Array<[EvalSetName, string]> {
  return Array.from(
    { length: last },
    (_, i) => [`${prefix}${i + 1}`, `${prefix}_${i + 1}_sentences.json`],
  );
}

/**
 * The labelled sets, by name, in the order training reads them: the main
 * and held-out sets, then the blind batches, then the training batches.
 */
export const EVAL_SETS: Readonly<Record<EvalSetName, string>> = {
  main: "labelled_sentences.json",
  holdout: "holdout_sentences.json",
  ...Object.fromEntries([
    ...numberedSets("blind", LAST_BLIND_BATCH),
    ...numberedSets("train", LAST_TRAINING_BATCH),
  ]),
};

/**
 * Loads labelled sentences and the businesses they refer to.
 *
 * @param sets Which sets to load (default: all).
 */
export async function loadEvalSet(
  sets: readonly EvalSetName[] = Object.keys(EVAL_SETS) as EvalSetName[],
): Promise<{
  sentences: LabelledSentence[];
  businesses: Record<string, Business>;
}> {
  const sentences: LabelledSentence[] = [];
  for (const set of sets) {
    const file = EVAL_SETS[set];
    if (file === undefined) throw new Error(`no labelled set "${set}"`);
    sentences.push(
      ...JSON.parse(
        await Deno.readTextFile(new URL(file, HERE)),
      ) as LabelledSentence[],
    );
  }
  const raw = JSON.parse(
    await Deno.readTextFile(new URL("businesses.json", HERE)),
  ) as Record<string, unknown>;
  const businesses: Record<string, Business> = {};
  for (const [key, value] of Object.entries(raw)) {
    businesses[key] = BusinessSchema.parse(value);
  }
  return { sentences, businesses };
}

function counter(): Score {
  return { tp: 0, fp: 0, fn: 0, precision: 0, recall: 0, f1: 0 };
}

function count(score: Score, expected: Set<string>, actual: Set<string>) {
  for (const item of actual) {
    if (expected.has(item)) score.tp++;
    else score.fp++;
  }
  for (const item of expected) if (!actual.has(item)) score.fn++;
}

function finish(score: Score): Score {
  score.precision = score.tp + score.fp === 0
    ? 1
    : score.tp / (score.tp + score.fp);
  score.recall = score.tp + score.fn === 0
    ? 1
    : score.tp / (score.tp + score.fn);
  score.f1 = score.precision + score.recall === 0
    ? 0
    : (2 * score.precision * score.recall) / (score.precision + score.recall);
  return score;
}

/**
 * Scores labelled sentences against an analyzer per business.
 *
 * @param sentences The labelled sentences.
 * @param analyzers An analyzer per business key.
 * @returns The metrics.
 */
export function scoreSentences(
  sentences: readonly LabelledSentence[],
  analyzers: Readonly<Record<string, ReviewAnalyzer>>,
): EvalResult {
  const found = sentences.map((sentence): LabelledSentence => {
    const analyzer = analyzers[sentence.business];
    if (!analyzer) throw new Error(`unknown business "${sentence.business}"`);
    const result = analyzer.analyze({ title: null, text: sentence.text });
    return {
      business: sentence.business,
      text: sentence.text,
      aspects: result.aspects.map((m) => [m.aspect, m.sentiment]),
      technicians: result.technicians,
      services: result.services,
    };
  });
  return compareLabels(sentences, found);
}

/**
 * Scores one labelling of sentences against another of the same sentences,
 * item by item: the analysis' output against the labels, or one annotator
 * against another.
 *
 * @param expected The reference labels.
 * @param actual The labels scored, in the same order.
 * @returns The metrics.
 */
export function compareLabels(
  expected: readonly LabelledSentence[],
  actual: readonly LabelledSentence[],
): EvalResult {
  if (expected.length !== actual.length) {
    throw new Error(
      `${expected.length} labelled items against ${actual.length}`,
    );
  }
  const pairs = counter();
  const aspects = counter();
  const technicians = counter();
  const services = counter();
  let sentimentRight = 0;
  let sentimentTotal = 0;
  const mismatches: EvalResult["mismatches"] = [];
  for (const [index, sentence] of expected.entries()) {
    const result = actual[index];
    if (result.text !== sentence.text) {
      throw new Error(`item ${index} differs: ${JSON.stringify(result.text)}`);
    }
    const expectedPairs = new Set(
      sentence.aspects.map(([aspect, sentiment]) => `${aspect}:${sentiment}`),
    );
    const actualPairs = new Set(
      result.aspects.map(([aspect, sentiment]) => `${aspect}:${sentiment}`),
    );
    count(pairs, expectedPairs, actualPairs);
    const expectedAspects = new Set(sentence.aspects.map(([aspect]) => aspect));
    const actualAspects = new Set(result.aspects.map(([aspect]) => aspect));
    count(aspects, expectedAspects, actualAspects);
    for (const [aspect, sentiment] of sentence.aspects) {
      if (!actualAspects.has(aspect)) continue;
      sentimentTotal++;
      if (actualPairs.has(`${aspect}:${sentiment}`)) sentimentRight++;
    }
    const expectedTechnicians = new Set(sentence.technicians);
    const actualTechnicians = new Set(result.technicians);
    count(technicians, expectedTechnicians, actualTechnicians);
    const expectedServices = new Set(sentence.services);
    const actualServices = new Set(result.services);
    count(services, expectedServices, actualServices);
    const same = (a: Set<string>, b: Set<string>) =>
      a.size === b.size && [...a].every((item) => b.has(item));
    if (
      !same(expectedPairs, actualPairs) ||
      !same(expectedTechnicians, actualTechnicians) ||
      !same(expectedServices, actualServices)
    ) {
      mismatches.push({
        text: sentence.text,
        expected: {
          aspects: sentence.aspects,
          technicians: sentence.technicians,
          services: sentence.services,
        },
        actual: {
          aspects: result.aspects,
          technicians: result.technicians,
          services: result.services,
        },
      });
    }
  }
  return {
    sentences: expected.length,
    pairs: finish(pairs),
    aspects: finish(aspects),
    sentimentAccuracy: sentimentTotal === 0
      ? 1
      : sentimentRight / sentimentTotal,
    technicians: finish(technicians),
    services: finish(services),
    mismatches,
  };
}

/**
 * Runs the evaluation over labelled sets.
 *
 * @param options `sets` to score together (default: all).
 * @returns The metrics.
 */
export async function runEval(
  options: { sets?: readonly EvalSetName[] } = {},
): Promise<EvalResult> {
  const { sentences, businesses } = await loadEvalSet(options.sets);
  const analyzers: Record<string, ReviewAnalyzer> = {};
  for (const [key, business] of Object.entries(businesses)) {
    analyzers[key] = createAnalyzer(business);
  }
  return scoreSentences(sentences, analyzers);
}

function formatScore(name: string, score: Score): string {
  return `${name.padEnd(28)} F1 ${score.f1.toFixed(3)}  (P ${
    score.precision.toFixed(3)
  }, R ${
    score.recall.toFixed(3)
  }; tp ${score.tp}, fp ${score.fp}, fn ${score.fn})`;
}

function report(title: string, result: EvalResult): void {
  console.log(`${title}: ${result.sentences} labelled sentences`);
  console.log(`  ${formatScore("(aspect, sentiment) pairs", result.pairs)}`);
  console.log(`  ${formatScore("aspect detection", result.aspects)}`);
  console.log(
    `  ${"sentiment accuracy".padEnd(28)} ${
      result.sentimentAccuracy.toFixed(3)
    } (on correctly detected aspects)`,
  );
  console.log(`  ${formatScore("technicians", result.technicians)}`);
  console.log(`  ${formatScore("services", result.services)}`);
}

/**
 * Compares two labellings of the same items (`--compare=REF.json,OTHER.json`):
 * how far a second annotator agrees with the first, by the same measures.
 */
async function compareFiles(reference: string, other: string): Promise<void> {
  const read = async (path: string) =>
    JSON.parse(await Deno.readTextFile(path)) as LabelledSentence[];
  report(
    `${other} against ${reference}`,
    compareLabels(await read(reference), await read(other)),
  );
}

/** Scores every set (or those of `--set=`) and prints the figures. */
async function evaluateSets(verbose: boolean): Promise<void> {
  const runs: Array<[string, readonly EvalSetName[]]> = [
    ...(Object.keys(EVAL_SETS) as EvalSetName[]).map((
      set,
    ): [string, readonly EvalSetName[]] => [set, [set]]),
    ["all", Object.keys(EVAL_SETS) as EvalSetName[]],
  ];
  const only = Deno.args.find((arg) => arg.startsWith("--set="))?.slice(6);
  if (only !== undefined) {
    const selected = only.split(",") as EvalSetName[];
    const unknown = selected.filter((set) => !(set in EVAL_SETS));
    if (unknown.length > 0) {
      console.error(`no labelled set named ${unknown.join(", ")}`);
      Deno.exit(2);
    }
    runs.splice(0, runs.length, [only, selected]);
  }
  for (const [title, sets] of runs) {
    const result = await runEval({ sets });
    if (verbose && sets.length === 1) {
      console.log(`--- mismatches, ${title}`);
      for (const mismatch of result.mismatches) {
        console.log(`- ${JSON.stringify(mismatch.text)}`);
        console.log(`    expected ${JSON.stringify(mismatch.expected)}`);
        console.log(`    actual   ${JSON.stringify(mismatch.actual)}`);
      }
    }
    report(title, result);
  }
}

if (import.meta.main) {
  const verbose = Deno.args.includes("--verbose");
  const compare = Deno.args.find((arg) => arg.startsWith("--compare="));
  if (compare !== undefined) {
    const [reference, other] = compare.slice(10).split(",");
    await compareFiles(reference, other);
  } else {
    await evaluateSets(verbose);
  }
}
