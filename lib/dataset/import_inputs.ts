/**
 * `deno task import [--format F] [--business FILE] [--replace] PATH…`: reads
 * files of any import format, merges platform records into the current
 * version (or replaces it with a file of our own format) and publishes the
 * result as one new version. Bad input writes nothing.
 *
 * @module
 */
import {
  type Business,
  BusinessSchema,
  type ImportDataset,
  ImportDatasetSchema,
  type ImportReview,
  type ValidationIssue,
} from "../schemas/mod.ts";
import { toValidationIssues } from "../validation.ts";
import {
  type FormatName,
  type InputDocument,
  mapDocument,
  readInput,
  type SourceReview,
} from "./formats/mod.ts";
import { ImportError, reviewIdsOfValue } from "./importer.ts";
import {
  type ChangeCounts,
  compareReplacement,
  mergeReviews,
  toImportReview,
} from "./merge.ts";
import { prepareDataset, type PreparedDataset } from "./prepare.ts";
import {
  publishDataset,
  readCurrentVersion,
  type VersionPointer,
} from "./store.ts";

/** Where a long import is. */
export interface ImportProgress {
  /** The phase. */
  phase: "reading" | "merging" | "analysing" | "publishing";
  /** Reviews analysed so far (phase `analysing`). */
  done?: number;
  /** Reviews to analyse (phase `analysing`). */
  total?: number;
}

/** Options of {@linkcode importInputs}. */
export interface ImportInputsOptions {
  /** `--format`: the format of every path; detected when absent. */
  format?: FormatName;
  /** `--business FILE`: the business record (required on an empty store). */
  businessFile?: string;
  /** `--replace`: drop the current reviews of the files' sources first. */
  replace?: boolean;
  /** `--location NAME`: the location of a Takeout export. */
  location?: string;
  /** Progress reports. */
  onProgress?: (progress: ImportProgress) => void;
}

/** The outcome of an import. */
export interface ImportOutcome {
  /** `unchanged` when the new version would equal the current one. */
  status: "published" | "unchanged";
  /** The current version after the import. */
  pointer: VersionPointer;
  /** Reviews published. */
  reviewCount: number;
  /** What changed. */
  counts: ChangeCounts;
}

async function readBusinessFile(path: string): Promise<Business> {
  let value: unknown;
  try {
    value = JSON.parse(await Deno.readTextFile(path));
  } catch (error) {
    const message = error instanceof Deno.errors.NotFound
      ? "file not found"
      : error instanceof SyntaxError
      ? `not valid JSON: ${error.message}`
      : `cannot read the file: ${(error as Error).message}`;
    throw new ImportError(path, [{
      path: `--business ${path}`,
      code: "unreadable_file",
      message,
    }]);
  }
  const parsed = BusinessSchema.safeParse(value);
  if (!parsed.success) {
    throw new ImportError(
      path,
      toValidationIssues(parsed.error.issues, "json").map((issue) => ({
        ...issue,
        path: `--business ${path}: ${issue.path}`,
      })),
    );
  }
  return parsed.data;
}

function sourcesOf(
  document: Exclude<InputDocument, { format: "reviews" }>,
  reviews: readonly SourceReview[],
): string[] {
  return document.format === "csv"
    ? [...new Set(reviews.map((review) => review.source))]
    : [document.format];
}

/** Documents of every path; throws with every problem of every path. */
async function readAll(
  paths: readonly string[],
  options: ImportInputsOptions & { businessName?: string },
): Promise<InputDocument[]> {
  const documents: InputDocument[] = [];
  const issues: ValidationIssue[] = [];
  for (const path of paths) {
    const outcome = await readInput(path, options);
    if (outcome.ok) documents.push(...outcome.documents);
    else issues.push(...outcome.issues);
  }
  if (issues.length > 0) throw new ImportError(paths.join(" "), issues);
  const own = documents.filter((document) => document.format === "reviews");
  if (own.length > 0 && documents.length > 1) {
    throw new ImportError(paths.join(" "), [{
      path: own.map((document) => document.label).join(", "),
      code: "mixed_formats",
      message:
        "a file of our own format replaces the whole dataset: import it on its own, then the platform files",
    }]);
  }
  return documents;
}

/**
 * Imports `paths` as one new version.
 *
 * @throws {ImportError} on any bad input; nothing is written then.
 */
export async function importInputs(
  kv: Deno.Kv,
  paths: readonly string[],
  options: ImportInputsOptions = {},
): Promise<ImportOutcome> {
  const label = paths.join(" ");
  const progress = options.onProgress ?? (() => {});
  progress({ phase: "reading" });
  const current = await readCurrentVersion(kv);
  let business = options.businessFile
    ? await readBusinessFile(options.businessFile)
    : undefined;
  let documents: InputDocument[] | null = await readAll(paths, {
    ...options,
    businessName: (business ?? current?.dataset.business)?.name,
  });
  const takedowns = current?.takedowns ?? [];
  const takenDown = new Set(takedowns.map((takedown) => takedown.id));
  const currentReviews: ImportReview[] =
    current?.dataset.reviews.map(toImportReview) ?? [];
  let input: ImportDataset;
  let counts: ChangeCounts;
  if (documents[0]?.format === "reviews") {
    const value = documents[0].value;
    documents = null; // the parsed file is no longer needed
    const parsed = ImportDatasetSchema.safeParse(value);
    if (!parsed.success) {
      const issues = toValidationIssues(parsed.error.issues, "json");
      throw new ImportError(label, issues, {
        reviewIds: reviewIdsOfValue(value, issues),
      });
    }
    input = business ? { ...parsed.data, business } : parsed.data;
    counts = compareReplacement(currentReviews, input.reviews, takenDown);
  } else {
    business ??= current?.dataset.business;
    if (!business) {
      throw new ImportError(label, [{
        path: "--business",
        code: "missing_business",
        message:
          "the store is empty and platform files hold no business: name it with --business FILE (JSON in the shape of business in /reviews.json)",
      }]);
    }
    const timeZone = business.time_zone ?? "UTC";
    const records: SourceReview[] = [];
    const sources = new Set<string>();
    const issues: ValidationIssue[] = [];
    for (const document of documents!) {
      if (document.format === "reviews") continue;
      const mapped = mapDocument(document, { timeZone });
      issues.push(...mapped.issues);
      for (const review of mapped.reviews) records.push(review);
      for (const source of sourcesOf(document, mapped.reviews)) {
        sources.add(source);
      }
    }
    if (issues.length > 0) throw new ImportError(label, issues);
    documents = null; // the parsed files are no longer needed
    progress({ phase: "merging" });
    const merged = mergeReviews(currentReviews, records, {
      replaceSources: options.replace ? sources : undefined,
      takenDown,
    });
    // The merge holds copies: the records would stay reachable from this
    // frame through the analysis.
    records.length = 0;
    input = { business, reviews: merged.reviews };
    counts = merged.counts;
  }
  const prepared: PreparedDataset = prepareDataset(input, {
    takedowns,
    previous: current?.dataset,
    onProgress: (done, total) => progress({ phase: "analysing", done, total }),
  });
  prepared.unverifiedCount = counts.unverified;
  progress({ phase: "publishing" });
  const result = await publishDataset(kv, prepared);
  return {
    status: result.status,
    pointer: result.pointer,
    reviewCount: prepared.dataset.reviews.length,
    counts,
  };
}
