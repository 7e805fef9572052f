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
