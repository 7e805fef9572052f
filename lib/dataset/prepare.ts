/**
 * From an import file to a publishable dataset version: validation, the
 * derived members (analysis, aggregate rating, insights) and the order.
 *
 * @module
 */
import {
  buildInsights,
  createAnalyzer,
  type ReviewAnalyzer,
  type ReviewList,
} from "../analysis/mod.ts";
import {
  type ImportDataset,
  type ImportReview,
  type Insights,
  parseImportDataset,
  type Review,
  type ReviewsDataset,
} from "../schemas/mod.ts";
import { compareNewestFirst } from "../search.ts";
import { toValidationIssues, type Validated } from "../validation.ts";
import { summarizeTakedowns, type Takedown } from "./takedowns.ts";
import { aggregateRating } from "./aggregate_rating.ts";

/** A dataset version ready to publish. */
export interface PreparedDataset {
  /** The `/reviews.json` document. */
  dataset: ReviewsDataset;
  /** The `/insights.json` document. */
  insights: Insights;
  /** Unverified records of the import, left out. */
  unverifiedCount: number;
  /** Taken-down reviews (kept in the version document, never published). */
  takedowns?: Takedown[];
  /** Records of the import left out because their id is taken down. */
  takenDownCount?: number;
}

/** Options of {@linkcode prepareDataset}. */
export interface PrepareOptions {
  /** Ids to leave out, with their reasons; published as counts only. */
  takedowns?: readonly Takedown[];
  /** Called as reviews are analysed: `done` of `total`. */
  onProgress?: (done: number, total: number) => void;
  /**
   * The current version: a review whose title and text are unchanged keeps
   * its derived members when the business is the same (the analysis reads
   * only those), so a merge analyses only what is new or edited.
   */
  previous?: Pick<ReviewsDataset, "business" | "reviews">;
}

/** The derived members of the previous version's reviews, when reusable. */
export function reusableAnalyses(
  business: ReviewsDataset["business"],
  previous: PrepareOptions["previous"],
): Map<string, Review> {
  if (!previous) return new Map();
  if (JSON.stringify(previous.business) !== JSON.stringify(business)) {
    return new Map();
  }
  return new Map(previous.reviews.map((review) => [review.id, review]));
}

/** Reviews analysed between two progress reports. */
const PROGRESS_EVERY = 500;

/**
 * Parses and validates the text of an import file. Every problem is listed
 * with its JSON path (`$.reviews[3].rating`).
 */
export function parseImportText(text: string): Validated<ImportDataset> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      issues: [{
        path: "$",
        code: "invalid_json",
        message: `not valid JSON: ${(error as Error).message}`,
      }],
    };
  }
  const parsed = parseImportDataset(value);
  if (!parsed.success) {
    return {
      ok: false,
      issues: toValidationIssues(parsed.issues, "json"),
    };
  }
  return { ok: true, value: parsed.data };
}

/**
 * The published review of a verified record: its derived members analysed,
 * or taken from the previous version when its title and text are the same
 * (`reusable`, from {@linkcode reusableAnalyses}).
 */
export function publishedReview(
  record: ImportReview,
  analysis: { analyzer: ReviewAnalyzer; reusable: ReadonlyMap<string, Review> },
): Review {
  const before = analysis.reusable.get(record.id);
  const derived = before && before.title === record.title &&
      before.text === record.text
    ? before
    : analysis.analyzer.analyze(record);
  return {
    id: record.id,
    rating: record.rating,
    date: record.date,
    title: record.title,
    text: record.text,
    author: { name: record.author.name },
    source: record.source,
    verified: true,
    technicians: derived.technicians,
    services: derived.services,
    service_area: derived.service_area,
    aspects: derived.aspects,
    response: record.response,
    source_url: record.source_url ?? null,
  };
}

/**
 * The `/reviews.json` and `/insights.json` documents of published reviews
 * already newest first; `reviews` may be a list read from disk
 * (`review_spool.ts`), which is read once per figure, never held.
 */
export function assembleVersion<L extends ReviewList>(
  business: ReviewsDataset["business"],
  reviews: L,
  options: { takedowns: readonly Takedown[] },
): {
  dataset: Omit<ReviewsDataset, "reviews"> & { reviews: L };
  insights: Insights;
} {
  return {
    dataset: {
      business,
      aggregate_rating: aggregateRating(reviews),
      reviews,
      removed: summarizeTakedowns(options.takedowns),
    },
    insights: buildInsights(business, reviews),
  };
}

/**
 * Builds the published dataset from a validated import: drops unverified
 * records, recomputes every derived member, orders newest first.
 */
export function prepareDataset(
  input: ImportDataset,
  options: PrepareOptions = {},
): PreparedDataset {
  const analyzer = createAnalyzer(input.business);
  const takedowns = [...(options.takedowns ?? [])];
  const takenDown = new Set(takedowns.map((takedown) => takedown.id));
  const reviews: Review[] = [];
  let unverifiedCount = 0;
  let takenDownCount = 0;
  const total = input.reviews.length;
  const reusable = reusableAnalyses(input.business, options.previous);
  for (const [index, record] of input.reviews.entries()) {
    if (options.onProgress && index % PROGRESS_EVERY === 0) {
      options.onProgress(index, total);
    }
    if (takenDown.has(record.id)) {
      takenDownCount++;
      continue;
    }
    if (!record.verified) {
      unverifiedCount++;
      continue;
    }
    reviews.push(publishedReview(record, { analyzer, reusable }));
  }
  options.onProgress?.(total, total);
  reviews.sort(compareNewestFirst);
  return {
    ...assembleVersion(input.business, reviews, { takedowns }),
    unverifiedCount,
    takedowns,
    takenDownCount,
  };
}
