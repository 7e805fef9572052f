import assert from "node:assert/strict";
import {
  finishTrend,
  quarterLabel,
  quarterOf,
  type QuarterTally,
  tallyQuarter,
  trendDirection,
  twoProportionZ,
} from "../../lib/analysis/insights_trends.ts";
import { TREND_RULE } from "../../lib/schemas/mod.ts";

/** A window's counts: `positive` of `mentions`. */
function counts(positive: number, mentions: number) {
  return { positive, mentions };
}

Deno.test("quarters: consecutive numbers, labelled YYYY-Qn", () => {
  assert.equal(quarterOf("2024-03-31") + 1, quarterOf("2024-04-01"));
  assert.equal(quarterOf("2024-12-31") + 1, quarterOf("2025-01-01"));
  assert.equal(quarterLabel(quarterOf("2024-01-01")), "2024-Q1");
  assert.equal(quarterLabel(quarterOf("2024-06-30")), "2024-Q2");
  assert.equal(quarterLabel(quarterOf("2024-09-01")), "2024-Q3");
  assert.equal(quarterLabel(quarterOf("2024-12-31")), "2024-Q4");
});

Deno.test("the two-proportion z statistic, computed by hand", () => {
  // 30/40 against 15/40: pooled 45/80 = 0.5625,
  // se = sqrt(0.5625 * 0.4375 * (1/40 + 1/40)) = 0.110926,
  // z = (0.75 - 0.375) / 0.110926 = 3.3806.
  assert.equal(
    twoProportionZ(counts(30, 40), counts(15, 40))!.toFixed(4),
    "3.3806",
  );
  assert.equal(
    twoProportionZ(counts(15, 40), counts(30, 40))!.toFixed(4),
    "-3.3806",
  );
  assert.equal(twoProportionZ(counts(0, 0), counts(3, 10)), null);
  assert.equal(twoProportionZ(counts(20, 20), counts(25, 25)), null);
});

Deno.test("a clear change is improving or declining", () => {
  assert.equal(trendDirection(counts(30, 40), counts(15, 40)), "improving");
  assert.equal(trendDirection(counts(15, 40), counts(30, 40)), "declining");
  // 18/20 against 8/20: z = 3.31, change 0.5, both windows at the minimum.
  assert.equal(trendDirection(counts(18, 20), counts(8, 20)), "improving");
});

Deno.test("fewer statements than the minimum in a window: insufficient", () => {
  assert.equal(TREND_RULE.min_mentions, 20);
  assert.equal(
    trendDirection(counts(19, 19), counts(0, 40)),
    "insufficient_data",
  );
  assert.equal(
    trendDirection(counts(30, 40), counts(0, 19)),
    "insufficient_data",
  );
  assert.equal(trendDirection(counts(0, 0), counts(0, 0)), "insufficient_data");
});

Deno.test("a change the test does not support is steady", () => {
  // 16/20 against 9/20: a change of 0.35 but z = 2.29 < 2.576.
  assert.equal(trendDirection(counts(16, 20), counts(9, 20)), "steady");
  // 15/20 against 11/20: z = 1.33.
  assert.equal(trendDirection(counts(15, 20), counts(11, 20)), "steady");
  // 5,500/10,000 against 5,000/10,000: z = 7.08, but a change of 0.05 only.
  assert.equal(
    trendDirection(counts(5500, 10000), counts(5000, 10000)),
    "steady",
  );
  // Nothing moved.
  assert.equal(trendDirection(counts(20, 20), counts(30, 30)), "steady");
});

/** A tally from [date, sentiment, times] rows. */
function tallyOf(
  rows: Array<[string, "positive" | "negative" | "neutral", number]>,
): QuarterTally {
  const tally: QuarterTally = new Map();
  for (const [date, sentiment, times] of rows) {
    for (let i = 0; i < times; i++) {
      tallyQuarter(tally, quarterOf(date), sentiment);
    }
  }
  return tally;
}

Deno.test("the quarters with statements, oldest first; windows by calendar", () => {
  const tally = tallyOf([
    ["2024-08-05", "neutral", 1],
    ["2024-02-10", "positive", 2],
    ["2024-03-01", "negative", 1],
  ]);
  const trend = finishTrend(tally, quarterOf("2025-01-20"));
  assert.deepEqual(trend.quarters, [
    { quarter: "2024-Q1", mentions: 3, positive: 2, positive_share: 0.67 },
    { quarter: "2024-Q3", mentions: 1, positive: 0, positive_share: 0 },
  ]);
  // Recent: 2024-Q2..2025-Q1 (1 statement); previous: 2023-Q2..2024-Q1.
  assert.deepEqual(trend.recent, {
    from: "2024-Q2",
    to: "2025-Q1",
    mentions: 1,
    positive: 0,
    positive_share: 0,
  });
  assert.deepEqual(trend.previous, {
    from: "2023-Q2",
    to: "2024-Q1",
    mentions: 3,
    positive: 2,
    positive_share: 0.67,
  });
  assert.equal(trend.direction, "insufficient_data");
});

Deno.test("windowsOnly lists the quarters of the two windows only", () => {
  const tally = tallyOf([
    ["2022-12-31", "positive", 1], // before the windows
    ["2023-01-01", "negative", 1], // first quarter of `previous`
    ["2024-10-01", "positive", 1], // last quarter of `recent`
  ]);
  const latest = quarterOf("2024-12-31");
  assert.deepEqual(
    finishTrend(tally, latest, { windowsOnly: true }).quarters.map((q) =>
      q.quarter
    ),
    ["2023-Q1", "2024-Q4"],
  );
  assert.equal(finishTrend(tally, latest).quarters.length, 3);
});

Deno.test("the windows are the last four quarters and the four before", () => {
  const tally = tallyOf([
    ["2023-01-15", "positive", 10],
    ["2023-01-15", "negative", 10],
    ["2023-12-15", "positive", 5],
    ["2023-12-15", "negative", 15],
    ["2024-01-15", "positive", 18],
    ["2024-12-31", "positive", 10],
    ["2024-12-31", "neutral", 2],
  ]);
  const trend = finishTrend(tally, quarterOf("2024-12-31"));
  assert.deepEqual(trend.quarters.map((q) => q.quarter), [
    "2023-Q1",
    "2023-Q4",
    "2024-Q1",
    "2024-Q4",
  ]);
  // Recent 2024: 28 positive of 30; previous 2023: 15 of 40.
  assert.deepEqual(trend.recent, {
    from: "2024-Q1",
    to: "2024-Q4",
    mentions: 30,
    positive: 28,
    positive_share: 0.93,
  });
  assert.deepEqual(trend.previous, {
    from: "2023-Q1",
    to: "2023-Q4",
    mentions: 40,
    positive: 15,
    positive_share: 0.38,
  });
  // pooled 43/70; z = (28/30 - 15/40) / sqrt(43/70 * 27/70 * (1/30 + 1/40))
  assert.equal(trend.z, 4.75);
  assert.equal(trend.direction, "improving");
});

Deno.test("no reviews: an empty trend", () => {
  assert.deepEqual(finishTrend(new Map(), null), {
    quarters: [],
    direction: "insufficient_data",
    recent: null,
    previous: null,
    z: null,
  });
  const empty = finishTrend(new Map(), quarterOf("2024-05-01"));
  assert.deepEqual(empty.quarters, []);
  assert.equal(empty.recent?.mentions, 0);
  assert.equal(empty.direction, "insufficient_data");
});
