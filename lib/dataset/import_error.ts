/**
 * The error of a rejected import file, in a module of its own so that the
 * service can recognise it without loading the importer.
 *
 * @module
 */
import type { ValidationIssue } from "../schemas.ts";

/** Thrown when an import file is rejected; nothing was written. */
export class ImportError extends Error {
  /** Every problem, each with its JSON path. */
  readonly issues: ValidationIssue[];
  /** Creates the error from its issues. */
  constructor(file: string, issues: ValidationIssue[]) {
    super(
      `${file}: ${issues.length} problem${issues.length === 1 ? "" : "s"}\n` +
        issues.map((issue) =>
          `  ${issue.path}: ${issue.message} (${issue.code})`
        )
          .join("\n"),
    );
    this.name = "ImportError";
    this.issues = issues;
  }
}
