/**
 * Review search: an in-memory index built once per dataset version, the
 * search semantics shared by HTTP and MCP, and keyset cursors.
 *
 * @module
 */
import {
  IsoDateSchema,
  type Review,
  type ReviewList,
  type SearchArgs,
  SearchArgsSchema,
} from "./schemas/mod.ts";
import { toValidationIssues, type Validated } from "./validation.ts";
import type { ValidationIssue } from "./schemas/mod.ts";

import {
  buildSearchIndex,
  compareNewestFirst,
  foldText,
  type SearchIndex,
} from "./search_index.ts";

export { buildSearchIndex, compareNewestFirst, foldText, type SearchIndex };

interface CursorPosition {
  date: string;
  id: string;
}

/** Encodes the position after which the next page starts. */
export function encodeCursor(position: CursorPosition): string {
  const bytes = new TextEncoder().encode(
    JSON.stringify([position.date, position.id]),
  );
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-")
    .replace(/\//g, "_").replace(/=+$/, "");
}

/** Decodes a cursor; null when it is not one this service made. */
export function decodeCursor(cursor: string): CursorPosition | null {
  try {
    const base64 = cursor.replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64);
    const json = new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
    const value: unknown = JSON.parse(json);
    if (
      Array.isArray(value) && value.length === 2 &&
      typeof value[0] === "string" && typeof value[1] === "string" &&
      IsoDateSchema.safeParse(value[0]).success
    ) {
      return { date: value[0], id: value[1] };
    }
  } catch {
    // Falls through: not a cursor of ours.
  }
  return null;
}

/** Validated search arguments with the cursor decoded. */
export interface SearchRequest {
  args: SearchArgs;
  after: CursorPosition | null;
}

/**
 * Validates search arguments (typed values, as MCP sends them and as
 * `searchArgsFromQuery` produces them), including the cursor.
 */
export function validateSearchArgs(input: unknown): Validated<SearchRequest> {
  const parsed = SearchArgsSchema.safeParse(input ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      issues: toValidationIssues(parsed.error.issues, "parameter"),
    };
  }
  let after: CursorPosition | null = null;
  if (parsed.data.cursor !== undefined) {
    after = decodeCursor(parsed.data.cursor);
    if (!after) {
      return {
        ok: false,
        issues: [{
          path: "cursor",
          code: "invalid_cursor",
          message: "is not a cursor returned by this service",
        }],
      };
    }
  }
  return { ok: true, value: { args: parsed.data, after } };
}

/** Index of the first review older than `position` (binary search). */
function firstIndexAfter(
  reviews: readonly Review[],
  position: CursorPosition,
): number {
  let low = 0;
  let high = reviews.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareNewestFirst(reviews[mid], position) <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Index of the first review dated on or before `date`. */
function firstIndexOnOrBefore(
  reviews: readonly Review[],
  date: string,
): number {
  let low = 0;
  let high = reviews.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (reviews[mid].date > date) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Builds the predicate for every filter of `args` except the date range. */
function buildFilter(
  index: SearchIndex,
  args: SearchArgs,
): (review: Review, position: number) => boolean {
  const checks: Array<(review: Review, position: number) => boolean> = [];
  if (args.rating !== undefined) {
    const rating = args.rating;
    checks.push((review) => review.rating === rating);
  }
  if (args.min_rating !== undefined) {
    const minRating = args.min_rating;
    checks.push((review) => review.rating >= minRating);
  }
  if (args.until !== undefined) {
    const until = args.until;
    checks.push((review) => review.date <= until);
  }
  if (args.query !== undefined && args.query.trim() !== "") {
    const needle = foldText(args.query.trim());
    checks.push((_, position) => index.haystacks[position].includes(needle));
  }
  if (args.mentions_technician !== undefined) {
    const names = index.technicianNames.get(
      foldText(args.mentions_technician.trim()),
    ) ?? [];
    checks.push((review) =>
      names.some((name) => review.technicians.includes(name))
    );
  }
  if (args.mentions_service !== undefined) {
    const service = args.mentions_service;
    checks.push((review) => review.services.includes(service));
  }
  return (review, position) => checks.every((check) => check(review, position));
}

/**
 * Runs a validated search: every supplied filter must hold; results are
 * newest first, `limit` per page, continuing after the cursor's position.
 */
export function searchReviews(
  index: SearchIndex,
  request: SearchRequest,
): ReviewList {
  const { args, after } = request;
  const { reviews } = index;
  const matches = buildFilter(index, args);
  // Newest first, so `since` bounds the scan: stop at the first older review.
  const start = args.until ? firstIndexOnOrBefore(reviews, args.until) : 0;
  const pageStart = after ? firstIndexAfter(reviews, after) : 0;
  const page: Review[] = [];
  let total = 0;
  let hasMore = false;
  for (let position = start; position < reviews.length; position++) {
    const review = reviews[position];
    if (args.since !== undefined && review.date < args.since) break;
    if (!matches(review, position)) continue;
    total++;
    if (position < pageStart) continue;
    if (page.length < args.limit) page.push(review);
    else hasMore = true;
  }
  const last = page.at(-1);
  return {
    reviews: page,
    count: page.length,
    total,
    next_cursor: hasMore && last
      ? encodeCursor({ date: last.date, id: last.id })
      : null,
  };
}

/** Index of the first review dated before `date` (older than it). */
function firstIndexOlderThan(reviews: readonly Review[], date: string): number {
  let low = 0;
  let high = reviews.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (reviews[mid].date >= date) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Every review dated on or after `date`, newest first, in one page. */
export function reviewsSince(index: SearchIndex, date: string): ReviewList {
  const reviews = index.reviews.slice(
    0,
    firstIndexOlderThan(index.reviews, date),
  );
  return {
    reviews,
    count: reviews.length,
    total: reviews.length,
    next_cursor: null,
  };
}

/** Query parameters whose values are numbers. */
const NUMERIC_PARAMETERS = new Set(["rating", "min_rating", "limit"]);
const NUMBER_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
/**
 * `rating` and `limit` are integers (`min_rating` is any number): only
 * digits, with a minus sign so that -1 is reported as out of bounds, are
 * read as their number; "3e0", "20.0" or "1e2" stay strings, refused as
 * not whole numbers.
 */
const INTEGER_PARAMETERS = new Set(["rating", "limit"]);
const INTEGER_PATTERN = /^-?\d+$/;

/** Which query parameters a query string may carry, and which are numbers. */
export interface QueryRules {
  /** Parameter names allowed. */
  known: ReadonlySet<string>;
  /** Names whose values are numbers. */
  numeric: ReadonlySet<string>;
}

/**
 * Reads a query string into typed arguments: each parameter at most once,
 * no unknown names, numbers written as numbers, integers as integers
 * (others stay strings so the schema reports them). Shared by the search and the embed.
 */
export function queryArgs(
  params: URLSearchParams,
  rules: QueryRules,
): { args: Record<string, string | number>; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const args: Record<string, string | number> = {};
  for (const [name, value] of params) {
    if (!rules.known.has(name)) {
      issues.push({
        path: name,
        code: "unknown_parameter",
        message: `unknown parameter "${name}"`,
      });
    } else if (name in args) {
      if (!issues.some((issue) => issue.path === name)) {
        issues.push({
          path: name,
          code: "repeated_parameter",
          message: "must be given at most once",
        });
      }
    } else {
      const pattern = INTEGER_PARAMETERS.has(name)
        ? INTEGER_PATTERN
        : NUMBER_PATTERN;
      args[name] = rules.numeric.has(name) && pattern.test(value)
        ? Number(value)
        : value;
    }
  }
  return { args, issues };
}

const SEARCH_RULES: QueryRules = {
  known: new Set(Object.keys(SearchArgsSchema.shape)),
  numeric: NUMERIC_PARAMETERS,
};

/**
 * Validates a search query string: each parameter at most once, no unknown
 * names, numbers written as numbers; then the same rules as MCP's arguments.
 */
export function parseSearchQuery(
  params: URLSearchParams,
): Validated<SearchRequest> {
  const { args, issues } = queryArgs(params, SEARCH_RULES);
  const validated = validateSearchArgs(args);
  if (!validated.ok) issues.push(...validated.issues);
  return issues.length > 0 ? { ok: false, issues } : validated;
}
