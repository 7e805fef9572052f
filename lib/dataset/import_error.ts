/**
 * The error of a rejected import file, with how its issues are located, in a
 * module of its own so that the service can recognise it without loading
 * the importer.
 *
 * @module
 */
import type { ValidationIssue } from "../schemas/mod.ts";

/** Position of a review in the file → its `id`, for the issues' labels. */
export type ReviewIds = Record<string, string>;

/**
 * Where an issue is, as an owner finds it in the file: the JSON path with
 * the review's id after its position (`$.reviews[3] (id r-000798).rating`).
 */
export function issueLocation(path: string, reviewIds: ReviewIds): string {
  return path.replace(
    /^\$\.reviews\[(\d+)\]/,
    (position, index: string) =>
      reviewIds[index] === undefined
        ? position
        : `${position} (id ${reviewIds[index]})`,
  );
}

/** Thrown when an import file is rejected; nothing was written. */
export class ImportError extends Error {
  /** Every problem, each with its JSON path. */
  readonly issues: ValidationIssue[];
  /** The ids of the reviews the issues point into, by position. */
  readonly reviewIds: ReviewIds;
  /** Creates the error from its issues. */
  constructor(
    file: string,
    issues: ValidationIssue[],
    options: { reviewIds?: ReviewIds } = {},
  ) {
    const reviewIds = options.reviewIds ?? {};
    super(
      `${file}: ${issues.length} problem${issues.length === 1 ? "" : "s"}\n` +
        issues.map((issue) =>
          `  ${
            issueLocation(issue.path, reviewIds)
          }: ${issue.message} (${issue.code})`
        )
          .join("\n"),
    );
    this.name = "ImportError";
    this.issues = issues;
    this.reviewIds = reviewIds;
  }
}
