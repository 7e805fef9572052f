/**
 * What every platform format produces: review records in the import shape,
 * and problems located in the platform's own file.
 *
 * @module
 */
import type { z } from "zod";
import type { ImportReview, ValidationIssue } from "../../schemas/mod.ts";
import { formatPath } from "../../validation.ts";

/** A review record as a format maps it (before analysis). */
export type SourceReview = Pick<
  ImportReview,
  | "id"
  | "rating"
  | "date"
  | "title"
  | "text"
  | "author"
  | "source"
  | "verified"
  | "response"
  | "source_url"
>;

/** A problem in a platform file, before it is located in the file. */
export interface FormatIssue {
  /** The 1-based line of a CSV record; absent for JSON. */
  line?: number;
  /** The member (`reviews[4].starRating`) or column (`rating`). */
  path: string;
  /** What is wrong. */
  message: string;
  /** A short machine-readable code. */
  code: string;
}

/** What a format's mapper returns. */
export interface MapOutcome {
  /** The records, in file order. */
  reviews: SourceReview[];
  /** Every problem; the records are not used when there is one. */
  issues: FormatIssue[];
}

/** What a mapper needs to know about the business. */
export interface MapOptions {
  /** IANA time zone in which timestamps become review dates. */
  timeZone: string;
}

/** A JSON path without the leading `$`: `reviews[4].starRating`. */
export function memberPath(path: ReadonlyArray<PropertyKey>): string {
  return formatPath(path, "json").replace(/^\$\.?/, "") || "(the file)";
}

/** Zod issues as format issues, their paths relative to `prefix`. */
export function zodFormatIssues(
  issues: ReadonlyArray<z.core.$ZodIssue>,
  prefix: ReadonlyArray<PropertyKey> = [],
): FormatIssue[] {
  return issues.map((issue) => ({
    path: memberPath([...prefix, ...issue.path]),
    message: issue.message,
    code: issue.code,
  }));
}

/**
 * The one place where a problem gets its location in the input:
 * `google page2.json: reviews[4].starRating` or
 * `csv reviews.csv line 7: rating`.
 */
export function locateIssue(
  label: string,
  issue: FormatIssue,
): ValidationIssue {
  const line = issue.line === undefined ? "" : ` line ${issue.line}`;
  return {
    path: `${label}${line}: ${issue.path}`,
    code: issue.code,
    message: issue.message,
  };
}

/** One element of a platform document's record array, validated and mapped. */
export interface MappedRecord {
  /** The record, or null when the element has problems. */
  review: SourceReview | null;
  /** The element's problems, located in the document (`reviews[4].…`). */
  issues: FormatIssue[];
}

/**
 * A platform's JSON document taken element by element (for files read as a
 * stream, `json_stream.ts`): the same schemas and mapping as the whole
 * document's mapper, so both give the same records and problems.
 */
export interface JsonRecordFormat {
  /** The member holding the records. */
  arrayKey: "reviews";
  /** Validates and maps element `index` of the record array. */
  mapElement(value: unknown, index: number, options: MapOptions): MappedRecord;
  /** The problems of the document's other members (the array left out). */
  checkRest(rest: Record<string, unknown>): FormatIssue[];
}

/**
 * The mapper of a whole platform document (parsed JSON): the document's
 * schema checked, then each of its `reviews` mapped.
 */
export function documentMapper<T>(
  document: z.ZodType<{ reviews: T[] }>,
  map: (review: T, options: MapOptions) => SourceReview,
): (value: unknown, options: MapOptions) => MapOutcome {
  return (value, options) => {
    const parsed = document.safeParse(value);
    if (!parsed.success) {
      return { reviews: [], issues: zodFormatIssues(parsed.error.issues) };
    }
    return {
      reviews: parsed.data.reviews.map((review) => map(review, options)),
      issues: [],
    };
  };
}

/**
 * A {@linkcode JsonRecordFormat} from a platform's review schema, the
 * schema of its document without the record array, and its review mapper.
 */
export function jsonRecordFormat<T>(platform: {
  review: z.ZodType<T>;
  rest: z.ZodType;
  map: (review: T, options: MapOptions) => SourceReview;
}): JsonRecordFormat {
  const { review, rest, map } = platform;
  return {
    arrayKey: "reviews",
    mapElement(value, index, options) {
      const parsed = review.safeParse(value);
      return parsed.success
        ? { review: map(parsed.data, options), issues: [] }
        : {
          review: null,
          issues: zodFormatIssues(parsed.error.issues, ["reviews", index]),
        };
    },
    checkRest(value) {
      const parsed = rest.safeParse(value);
      return parsed.success ? [] : zodFormatIssues(parsed.error.issues);
    },
  };
}
