/**
 * Trends of aspect sentiment over time: statements counted per calendar
 * quarter, and a documented rule for when the change between the last four
 * quarters and the four before is clear enough to report.
 *
 * The rule (`trendDirection`, figures in `TREND_RULE` of `lib/schemas/insights.ts`):
 * both windows need at least 20 statements; the positive share must differ
 * by at least 0.1 and a pooled two-proportion z-test must give
 * |z| >= 2.576 (two-sided p < 0.01). Otherwise the trend is `steady`, or
 * `insufficient_data` when the counts are too small to say.
 *
 * @module
 */
import {
  type QuarterCounts,
  type Sentiment,
  type Trend,
  TREND_RULE,
  type TrendDirection,
  type TrendWindow,
} from "../schemas/mod.ts";
import { add, type Counts, emptyCounts, round2 } from "./insights_counts.ts";

/**
 * The quarter of a `YYYY-MM-DD` date as a number (year * 4 + quarter - 1),
 * so that consecutive quarters are consecutive numbers.
 */
export function quarterOf(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return year * 4 + Math.floor((month - 1) / 3);
}

/** The label of a quarter number: `YYYY-Qn` (Q1 is January to March). */
export function quarterLabel(quarter: number): string {
  return `${Math.floor(quarter / 4)}-Q${(quarter % 4) + 1}`;
}

/** Statement counts per quarter number, for one aspect of one subject. */
export type QuarterTally = Map<number, Counts>;

/** Counts one statement of a quarter. */
export function tallyQuarter(
  tally: QuarterTally,
  quarter: number,
  sentiment: Sentiment,
): void {
  let counts = tally.get(quarter);
  if (!counts) {
    counts = emptyCounts();
    tally.set(quarter, counts);
  }
  add(counts, sentiment);
}

/** positive / mentions, 2 decimals; null without mentions. */
function positiveShare(positive: number, mentions: number): number | null {
  return mentions === 0 ? null : round2(positive / mentions);
}

/** The sum of the counts of the quarters `from..to` (inclusive). */
function windowOf(tally: QuarterTally, from: number, to: number): TrendWindow {
  let mentions = 0;
  let positive = 0;
  for (let quarter = from; quarter <= to; quarter++) {
    const counts = tally.get(quarter);
    if (!counts) continue;
    mentions += counts.mentions;
    positive += counts.positive;
  }
  return {
    from: quarterLabel(from),
    to: quarterLabel(to),
    mentions,
    positive,
    positive_share: positiveShare(positive, mentions),
  };
}

/**
 * The pooled two-proportion z statistic of `recent` against `previous`
 * (positive when the recent share is higher); null when either window has
 * no statements or the pooled share is 0 or 1.
 */
export function twoProportionZ(
  recent: { mentions: number; positive: number },
  previous: { mentions: number; positive: number },
): number | null {
  const n1 = recent.mentions;
  const n2 = previous.mentions;
  if (n1 === 0 || n2 === 0) return null;
  const pooled = (recent.positive + previous.positive) / (n1 + n2);
  const variance = pooled * (1 - pooled) * (1 / n1 + 1 / n2);
  if (variance === 0) return null;
  return (recent.positive / n1 - previous.positive / n2) / Math.sqrt(variance);
}

/**
 * Whether two windows show a clear trend, by the rule of this module.
 *
 * @param recent Counts of the later window.
 * @param previous Counts of the earlier window.
 * @returns `improving` or `declining` when the change is clear, `steady`
 *   when it is not, `insufficient_data` when a window has fewer than
 *   `TREND_RULE.min_mentions` statements.
 */
export function trendDirection(
  recent: { mentions: number; positive: number },
  previous: { mentions: number; positive: number },
): TrendDirection {
  if (
    recent.mentions < TREND_RULE.min_mentions ||
    previous.mentions < TREND_RULE.min_mentions
  ) return "insufficient_data";
  const difference = recent.positive / recent.mentions -
    previous.positive / previous.mentions;
  const z = twoProportionZ(recent, previous);
  if (
    z === null || Math.abs(z) < TREND_RULE.min_z ||
    Math.abs(difference) < TREND_RULE.min_difference
  ) return "steady";
  return difference > 0 ? "improving" : "declining";
}

/**
 * The trend of one tally: the quarters with statements, oldest first, and
 * the test of the last four quarters of the dataset (ending with the
 * quarter of the newest review) against the four before.
 *
 * @param tally The statement counts per quarter.
 * @param latest The latest quarter of the dataset, or null without reviews.
 * @param options `windowsOnly`: list only the quarters of the two windows
 *   (the last eight), as entities do to keep the document small.
 * @returns The trend.
 */
export function finishTrend(
  tally: QuarterTally,
  latest: number | null,
  options: { windowsOnly?: boolean } = {},
): Trend {
  if (latest === null) {
    return {
      quarters: [],
      direction: "insufficient_data",
      recent: null,
      previous: null,
      z: null,
    };
  }
  const first = options.windowsOnly
    ? latest - 2 * TREND_RULE.window_quarters + 1
    : -Infinity;
  const quarters: QuarterCounts[] = [...tally.keys()]
    .filter((quarter) => quarter >= first)
    .sort((a, b) => a - b)
    .map((quarter) => {
      const counts = tally.get(quarter)!;
      return {
        quarter: quarterLabel(quarter),
        mentions: counts.mentions,
        positive: counts.positive,
        positive_share: round2(counts.positive / counts.mentions),
      };
    });
  const recent = windowOf(
    tally,
    latest - TREND_RULE.window_quarters + 1,
    latest,
  );
  const previous = windowOf(
    tally,
    latest - 2 * TREND_RULE.window_quarters + 1,
    latest - TREND_RULE.window_quarters,
  );
  const z = twoProportionZ(recent, previous);
  return {
    quarters,
    direction: trendDirection(recent, previous),
    recent,
    previous,
    z: z === null ? null : round2(z),
  };
}
