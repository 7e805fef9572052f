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
  type ImportDataset,
  type ImportReview,
  parseBusiness,
  parseImportDataset,
  type ValidationIssue,
} from "../schemas/mod.ts";
import { toValidationIssues } from "../validation.ts";
import { createAnalyzer } from "../analysis/mod.ts";
import {
  checkDocument,
  documentReviews,
  FileChangedError,
  type FormatName,
  type InputDocument,
  type PlatformDocument,
  readInput,
  type SourceReview,
} from "./formats/mod.ts";
import { ImportError, reviewIdsOfValue } from "./importer.ts";
import {
  type ChangeCounts,
  compareReplacement,
  ReviewMerger,
  type SourceConflict,
  toImportReview,
} from "./merge.ts";
import {
  assembleVersion,
  prepareDataset,
  publishedReview,
  reusableAnalyses,
} from "./prepare.ts";
import { ReviewSpool } from "./review_spool.ts";
import {
  type PublishableVersion,
  publishDataset,
  readCurrentVersion,
  type StoredVersion,
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
  const parsed = parseBusiness(value);
  if (!parsed.success) {
    throw new ImportError(
      path,
      toValidationIssues(parsed.issues, "json").map((issue) => ({
        ...issue,
        path: `--business ${path}: ${issue.path}`,
      })),
    );
  }
  return parsed.data;
}

/** Documents of every path; throws with every problem of every path. */
async function readAll(
  paths: readonly string[],
  options: ImportInputsOptions & { businessName?: string },
): Promise<InputDocument[]> {
  const documents: InputDocument[] = [];
  const issues: ValidationIssue[] = [];
  let takeout = false;
  for (const path of paths) {
    const outcome = await readInput(path, options);
    if (outcome.ok) {
      documents.push(...outcome.documents);
      takeout ||= outcome.takeout === true;
    } else issues.push(...outcome.issues);
  }
  // Silently ignored, `--location` would leave the user believing one
  // location was picked.
  if (options.location !== undefined && !takeout && issues.length === 0) {
    issues.push({
      path: "--location",
      code: "location_not_takeout",
      message:
        "picks a location of a Google Takeout export (a .zip or its extracted folder); none of the files is one",
    });
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
  if (documents[0]?.format !== "reviews") {
    business ??= current?.dataset.business;
    if (!business) {
      throw new ImportError(label, [{
        path: "--business",
        code: "missing_business",
        message:
          "the store is empty and platform files hold no business: name it with --business FILE (JSON in the shape of business in /reviews.json)",
      }]);
    }
    return await mergePlatformDocuments(
      kv,
      documents as PlatformDocument[],
      { ...options, label, business, current, currentReviews, takenDown },
    );
  }
  const value = documents[0].value;
  documents = null; // the parsed file is no longer needed
  const parsed = parseImportDataset(value);
  if (!parsed.success) {
    const issues = toValidationIssues(parsed.issues, "json");
    throw new ImportError(label, issues, {
      reviewIds: reviewIdsOfValue(value, issues),
    });
  }
  const input: ImportDataset = business
    ? { ...parsed.data, business }
    : parsed.data;
  const counts = compareReplacement(currentReviews, input.reviews, takenDown);
  const prepared = prepareDataset(input, {
    takedowns,
    previous: current?.dataset,
    onProgress: (done, total) => progress({ phase: "analysing", done, total }),
  });
  prepared.unverifiedCount = counts.unverified;
  return await publishOutcome(kv, prepared, { counts, progress });
}

async function publishOutcome(
  kv: Deno.Kv,
  version: PublishableVersion,
  outcome: {
    counts: ChangeCounts;
    progress: (progress: ImportProgress) => void;
  },
): Promise<ImportOutcome> {
  const { counts, progress } = outcome;
  progress({ phase: "publishing" });
  const result = await publishDataset(kv, version);
  return {
    status: result.status,
    pointer: result.pointer,
    reviewCount: version.dataset.reviews.length,
    counts,
  };
}

/** Reviews analysed between two progress reports. */
const PROGRESS_EVERY = 500;

/**
 * Merges platform documents into the current version, holding neither
 * their records nor the analysed reviews: a first pass checks every
 * document (nothing is analysed or written when one has a problem), a
 * second maps, merges and analyses each record and writes the review to
 * a spool on disk, from which the insights and the version are made.
 */
async function mergePlatformDocuments(
  kv: Deno.Kv,
  documents: readonly PlatformDocument[],
  context: ImportInputsOptions & {
    label: string;
    business: Business;
    current: StoredVersion | null;
    currentReviews: readonly ImportReview[];
    takenDown: ReadonlySet<string>;
  },
): Promise<ImportOutcome> {
  const progress = context.onProgress ?? (() => {});
  const { business, current } = context;
  const mapOptions = { timeZone: business.time_zone ?? "UTC" };
  const sources = new Set<string>();
  const issues: ValidationIssue[] = [];
  const conflicts: SourceConflict[] = [];
  const conflictCheck = new ReviewMerger(context.currentReviews, {
    takenDown: context.takenDown,
  });
  const onRecord = (review: SourceReview) => {
    const conflict = conflictCheck.conflictOf(review);
    if (conflict) conflicts.push(conflict);
  };
  let records = 0;
  for (const document of documents) {
    const check = await checkDocument(document, { ...mapOptions, onRecord });
    issues.push(...check.issues);
    for (const source of check.sources) sources.add(source);
    records += check.count;
  }
  if (issues.length > 0) throw new ImportError(context.label, issues);
  // Checked before anything is analysed, so a refused file costs one read.
  if (conflicts.length > 0) {
    throw new ImportError(
      context.label,
      conflicts.map((conflict) => ({
        path: `id ${conflict.id}`,
        code: "source_conflict",
        message:
          `a ${conflict.incoming} record would replace the ${conflict.current} review of this id; give it another id, or the source ${conflict.current} to update that review`,
      })),
    );
  }
  progress({ phase: "merging" });
  const merger = new ReviewMerger(context.currentReviews, {
    replaceSources: context.replace ? sources : undefined,
    takenDown: context.takenDown,
  });
  const analysis = {
    analyzer: createAnalyzer(business),
    reusable: reusableAnalyses(business, current?.dataset),
  };
  using spool = new ReviewSpool();
  const kept = merger.kept();
  const total = kept.length + records;
  let done = 0;
  const step = () => {
    if (done % PROGRESS_EVERY === 0) {
      progress({ phase: "analysing", done, total });
    }
    done++;
  };
  for (const review of kept) {
    step();
    // As prepareDataset would: a taken-down id never gets published.
    if (!context.takenDown.has(review.id)) {
      spool.add(publishedReview(review, analysis));
    }
  }
  try {
    for (const document of documents) {
      for await (const review of documentReviews(document, mapOptions)) {
        step();
        const record = merger.add(review);
        if (record) spool.add(publishedReview(record, analysis));
      }
    }
  } catch (error) {
    if (!(error instanceof FileChangedError)) throw error;
    throw new ImportError(context.label, [error.issue]);
  }
  progress({ phase: "analysing", done: total, total });
  const counts = merger.counts();
  const takedowns = current?.takedowns ?? [];
  const version = {
    ...assembleVersion(business, spool.finish(), { takedowns }),
    takedowns,
    unverifiedCount: counts.unverified,
  };
  return await publishOutcome(kv, version, { counts, progress });
}
