/**
 * Importing a dataset file: validate, prepare, publish. Bad input writes
 * nothing.
 *
 * @module
 */
import { parseImportText, prepareDataset } from "./dataset.ts";
import { publishDataset, type VersionPointer } from "./dataset_store.ts";
import type { ValidationIssue } from "./schemas.ts";

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

/** The outcome of an import. */
export interface ImportResult {
  /** `unchanged` when the file's content equals the current version's. */
  status: "published" | "unchanged";
  /** The current version after the import. */
  pointer: VersionPointer;
  /** Verified reviews published. */
  reviewCount: number;
  /** Unverified records counted and left out. */
  unverifiedCount: number;
}

/** Reads an import file's text; a missing or unreadable file is an issue. */
async function readImportFile(path: string): Promise<string> {
  try {
    return await Deno.readTextFile(path);
  } catch (error) {
    const reason = error instanceof Deno.errors.NotFound
      ? "file not found"
      : `cannot read the file: ${(error as Error).message}`;
    throw new ImportError(path, [{
      path: "$",
      code: "unreadable_file",
      message: reason,
    }]);
  }
}

/**
 * Imports the dataset in `path` as a new version.
 *
 * @throws {ImportError} when the file is missing, not JSON or invalid.
 */
export async function importFile(
  kv: Deno.Kv,
  path: string,
): Promise<ImportResult> {
  const parsed = parseImportText(await readImportFile(path));
  if (!parsed.success) throw new ImportError(path, parsed.issues);
  const prepared = prepareDataset(parsed.data);
  const result = await publishDataset(kv, prepared);
  return {
    status: result.status,
    pointer: result.pointer,
    reviewCount: prepared.dataset.reviews.length,
    unverifiedCount: prepared.unverifiedCount,
  };
}
