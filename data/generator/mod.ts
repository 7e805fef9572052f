/**
 * Deterministic generator of the sample dataset: one fictional plumbing,
 * HVAC and electrical company with its catalogue and reviews composed from
 * the phrase tables, with ratings, owner replies and sources drawn from
 * realistic distributions. The same options always give the same bytes.
 *
 * The command line is `data/generate.ts`.
 *
 * @module
 */
import type { ImportDataset, ImportReview } from "../../lib/schemas/mod.ts";
import { createBusiness } from "./business.ts";
import { composeReply, composeReview } from "./compose.ts";
import type { ReviewLabels } from "./compose.ts";
import {
  FIRST_NAMES,
  INITIALS,
  LAST_NAMES,
  RATINGS,
  REPLY_RATE,
  SOURCES,
  YEAR_WEIGHTS,
} from "./distributions.ts";
import { cumulate, draw, Rng } from "./rng.ts";

export { createBusiness };
export type { ReviewLabels };

/** Number of reviews generated when no count is given. */
export const DEFAULT_COUNT = 800;

/** Seed used when none is given; `data/reviews.json` is made with it. */
export const DEFAULT_SEED = 20_190_101;

/** Where the command line writes when no `--out` is given. */
export const DEFAULT_OUT = "data/reviews.json";

/** First date a review can carry (inclusive). */
export const FIRST_DATE = "2019-01-01";

/** Last date a review or an owner reply can carry (inclusive). */
export const LAST_DATE = "2025-12-31";

/** Options of {@linkcode generateDataset}. */
export interface GenerateOptions {
  /** Number of review records, including unverified ones; default 800. */
  count?: number;
  /** Seed of the pseudo-random generator (any integer); default {@linkcode DEFAULT_SEED}. */
  seed?: number;
}

/** A generated dataset together with the ground truth of every review. */
export interface LabeledDataset {
  /** The dataset, as written to `data/reviews.json`. */
  dataset: ImportDataset;
  /** One entry per review, in the order of `dataset.reviews`. */
  labels: ReviewLabels[];
}

const DAY_MS = 86_400_000;
const FIRST_MS = Date.parse(`${FIRST_DATE}T00:00:00Z`);
const LAST_MS = Date.parse(`${LAST_DATE}T00:00:00Z`);
const DAY_COUNT = (LAST_MS - FIRST_MS) / DAY_MS + 1;

let dayStrings: string[] | null = null;

/** `YYYY-MM-DD` of every day in range, computed once. */
function days(): string[] {
  if (dayStrings) return dayStrings;
  dayStrings = new Array(DAY_COUNT);
  for (let i = 0; i < DAY_COUNT; i++) {
    dayStrings[i] = new Date(FIRST_MS + i * DAY_MS).toISOString().slice(0, 10);
  }
  return dayStrings;
}

/** Day indices (from FIRST_DATE) of `count` reviews, ascending. */
function reviewDays(rng: Rng, count: number): Int32Array {
  const years = YEAR_WEIGHTS.map(([year, w]) => {
    const start = (Date.UTC(year, 0, 1) - FIRST_MS) / DAY_MS;
    const end = Math.min(
      (Date.UTC(year + 1, 0, 1) - FIRST_MS) / DAY_MS,
      DAY_COUNT,
    );
    return { start, length: end - start, w };
  });
  const cumulative = cumulate(years.map((y) => y.w));
  const out = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const y = years[rng.weighted(cumulative)];
    out[i] = y.start + rng.int(y.length);
  }
  return out.sort();
}

// ---------------------------------------------------------------------------
// The dataset
// ---------------------------------------------------------------------------

/**
 * Generates the dataset and the ground truth of each review (the technicians,
 * services, service area and aspect statements it was composed from), for
 * evaluating the analysis. `dataset` equals {@linkcode generateDataset}'s result
 * for the same options.
 *
 * @param options Count and seed; defaults give `data/reviews.json`.
 * @returns The dataset and one label record per review, in the same order.
 * @throws {RangeError} When count is not a non-negative integer or seed is not finite.
 */
export function generateLabeledDataset(
  options: GenerateOptions = {},
): LabeledDataset {
  const count = options.count ?? DEFAULT_COUNT;
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`count must be a non-negative integer, got ${count}`);
  }
  if (!Number.isFinite(seed)) {
    throw new RangeError(`seed must be a finite number, got ${seed}`);
  }
  const rng = new Rng(seed);
  const allDays = days();
  const dayIdx = reviewDays(rng, count);
  const width = Math.max(6, String(count).length);

  const reviews: ImportReview[] = new Array(count);
  const labels: ReviewLabels[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const id = `r-${String(i + 1).padStart(width, "0")}`;
    const day = dayIdx[i];
    const date = allDays[day];
    const month = Number(date.slice(5, 7)) - 1;
    const rating = draw(rng, RATINGS);
    const authorFirst = rng.pick(FIRST_NAMES);
    const nameRoll = rng.next();
    const author = nameRoll < 0.05
      ? authorFirst
      : nameRoll < 0.1
      ? `${authorFirst} ${rng.pick(LAST_NAMES)}`
      : `${authorFirst} ${draw(rng, INITIALS)}.`;
    const source = draw(rng, SOURCES);
    const verified = !rng.chance(0.015);
    const ratingOnly = rng.chance(0.105);

    const { composed, ctx } = composeReview(rng, rating, month, authorFirst);
    const replyRate = REPLY_RATE[rating] * (ratingOnly ? 0.5 : 1);
    let response: ImportReview["response"] = null;
    if (rng.chance(replyRate)) {
      const roll = rng.next();
      const delay = roll < 0.5
        ? rng.int(4)
        : roll < 0.85
        ? rng.range(4, 14)
        : rng.range(15, 60);
      response = {
        text: composeReply(ctx, rating, ratingOnly ? null : composed),
        date: allDays[Math.min(day + delay, DAY_COUNT - 1)],
      };
    }
    reviews[i] = {
      id,
      rating,
      date,
      title: ratingOnly ? null : composed.title,
      text: ratingOnly ? "" : composed.text,
      author: { name: author },
      source,
      verified,
      response,
    };
    labels[i] = ratingOnly
      ? { id, technicians: [], services: [], service_area: null, aspects: [] }
      : { id, ...composed.labels };
  }
  // Ids grow with the date, so newest first (date, then id) is the reverse.
  reviews.reverse();
  labels.reverse();
  return { dataset: { business: createBusiness(), reviews }, labels };
}

/**
 * Generates the sample dataset in the import format (the shape of
 * `GET /reviews.json` without derived members). Deterministic: the same
 * options always give the same result. Linear in `count`; 100,000 reviews
 * take a few seconds.
 *
 * @param options Count (default 800) and seed (default {@linkcode DEFAULT_SEED}).
 * @returns The dataset, reviews newest first (date, then id, descending).
 * @throws {RangeError} When count is not a non-negative integer or seed is not finite.
 */
export function generateDataset(options: GenerateOptions = {}): ImportDataset {
  return generateLabeledDataset(options).dataset;
}

/**
 * Serialises a dataset exactly as `data/reviews.json` is written: JSON with
 * 2-space indentation and a final newline.
 *
 * @param dataset The dataset.
 * @returns The file content.
 */
export function serializeDataset(dataset: ImportDataset): string {
  return `${JSON.stringify(dataset, null, 2)}\n`;
}
