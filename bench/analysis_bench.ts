/**
 * Measures review analysis throughput: analyses a large generated dataset
 * (default 100,000 reviews) with one analyzer and reports reviews per
 * second, then builds the insights from the result.
 *
 * Usage: `deno run -A bench/analysis_bench.ts [--count N] [--seed S]`
 *
 * @module
 */
import { buildInsights, createAnalyzer } from "../lib/analysis/mod.ts";
import type { Review } from "../lib/schemas/mod.ts";
import { generateDataset } from "../data/generate.ts";
import { cpuUsage } from "node:process";

/** CPU time (user + system) of the process so far, in milliseconds. */
function cpuMs(): number {
  const { user, system } = cpuUsage();
  return (user + system) / 1000;
}

/** Throughput figures of one run. */
export interface AnalysisBenchResult {
  /** Reviews analysed. */
  reviews: number;
  /** Milliseconds spent analysing them. */
  analyseMs: number;
  /** Reviews analysed per second. */
  reviewsPerSecond: number;
  /** Milliseconds spent building the insights. */
  insightsMs: number;
  /** CPU milliseconds (user + system) spent analysing. */
  analyseCpuMs: number;
  /** Milliseconds the rules alone (no trained model) take on the same reviews. */
  rulesOnlyMs: number;
  /** CPU milliseconds the rules alone take on the same reviews. */
  rulesOnlyCpuMs: number;
  /** Peak resident set size of the process so far, in MiB (Linux), or null. */
  peakRssMiB: number | null;
}

/** Peak resident set size (VmHWM) in MiB, where /proc is readable. */
function peakRss(): number | null {
  try {
    const status = Deno.readTextFileSync("/proc/self/status");
    const match = /VmHWM:\s+(\d+) kB/.exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * Generates `count` reviews, analyses them all and builds the insights.
 *
 * @param options `count` (default 100,000) and `seed` of the generator.
 * @returns The figures.
 */
export function runAnalysisBench(
  options: { count?: number; seed?: number } = {},
): AnalysisBenchResult {
  const count = options.count ?? 100_000;
  const dataset = generateDataset({ count, seed: options.seed ?? 7 });
  const reviews = dataset.reviews.filter((review) => review.verified);
  const analyzer = createAnalyzer(dataset.business);
  const started = performance.now();
  const cpuStarted = cpuMs();
  const analysed: Review[] = reviews.map((review) => {
    const derived = analyzer.analyze({
      title: review.title,
      text: review.text,
    });
    return {
      id: review.id,
      rating: review.rating,
      date: review.date,
      title: review.title,
      text: review.text,
      author: review.author,
      source: review.source,
      verified: true,
      response: review.response,
      ...derived,
    };
  });
  const analyseMs = performance.now() - started;
  const analyseCpuMs = cpuMs() - cpuStarted;
  const rules = createAnalyzer(dataset.business, { model: null });
  const rulesStarted = performance.now();
  const rulesCpuStarted = cpuMs();
  for (const review of reviews) {
    rules.analyze({ title: review.title, text: review.text });
  }
  const rulesOnlyMs = performance.now() - rulesStarted;
  const rulesOnlyCpuMs = cpuMs() - rulesCpuStarted;
  analysed.sort((a, b) =>
    a.date < b.date ? 1 : a.date > b.date ? -1 : a.id < b.id ? 1 : -1
  );
  const insightsStarted = performance.now();
  buildInsights(dataset.business, analysed);
  const insightsMs = performance.now() - insightsStarted;
  return {
    reviews: analysed.length,
    analyseMs,
    reviewsPerSecond: analysed.length / (analyseMs / 1000),
    insightsMs,
    analyseCpuMs,
    rulesOnlyMs,
    rulesOnlyCpuMs,
    peakRssMiB: peakRss(),
  };
}

function numberArg(name: string, fallback: number): number {
  const index = Deno.args.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(Deno.args[index + 1]);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`--${name} needs a positive whole number`);
  }
  return value;
}

if (import.meta.main) {
  const count = numberArg("count", 100_000);
  const seed = numberArg("seed", 7);
  const result = runAnalysisBench({ count, seed });
  console.log(
    `analysed ${result.reviews} reviews in ${
      (result.analyseMs / 1000).toFixed(2)
    } s: ${Math.round(result.reviewsPerSecond)} reviews/s (CPU time ${
      (result.analyseCpuMs / 1000).toFixed(2)
    } s)`,
  );
  console.log(
    `rules alone on the same reviews: ${
      (result.rulesOnlyMs / 1000).toFixed(2)
    } s, CPU time ${
      (result.rulesOnlyCpuMs / 1000).toFixed(2)
    } s (rules + model / rules alone, CPU time: ${
      (result.analyseCpuMs / result.rulesOnlyCpuMs).toFixed(2)
    }; wall: ${(result.analyseMs / result.rulesOnlyMs).toFixed(2)})`,
  );
  console.log(`insights built in ${(result.insightsMs / 1000).toFixed(2)} s`);
  console.log(`peak RSS ${result.peakRssMiB ?? "unknown"} MiB`);
}
