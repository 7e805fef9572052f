/**
 * Platform documents to review records: validated and mapped whole (a
 * document held in memory) or element by element (a JSON file read as a
 * stream, `json_stream.ts`), with the same records and the same problems
 * either way.
 *
 * @module
 */
import { ImportReviewSchema, type ValidationIssue } from "../../schemas/mod.ts";
import { mapCsv } from "./csv.ts";
import { GOOGLE_PAGE_RECORDS, mapGooglePage } from "./google.ts";
import {
  defineMember,
  JsonStreamUnsupported,
  streamJsonObject,
} from "./json_stream.ts";
import {
  type FormatIssue,
  type JsonRecordFormat,
  locateIssue,
  type MapOptions,
  type MapOutcome,
  type MappedRecord,
  memberPath,
  type SourceReview,
} from "./record.ts";
import { mapTrustpilot, TRUSTPILOT_RECORDS } from "./trustpilot.ts";
import { mapYelp, YELP_RECORDS } from "./yelp.ts";

/** The platforms whose files are JSON. */
export type JsonPlatform = "google" | "trustpilot" | "yelp";

/**
 * A document read from the input, ready to validate and map: parsed, or
 * (`file`) a platform's JSON file read again as a stream at each pass.
 */
export type InputDocument =
  | { format: "reviews"; label: string; value: unknown }
  | { format: JsonPlatform; label: string; value: unknown }
  | { format: JsonPlatform; label: string; file: string }
  | { format: "csv"; label: string; text: string };

const JSON_MAPPERS: Record<
  JsonPlatform,
  (value: unknown, options: MapOptions) => MapOutcome
> = {
  google: mapGooglePage,
  trustpilot: mapTrustpilot,
  yelp: mapYelp,
};

/** The same, element by element, for files read as a stream. */
const JSON_RECORDS: Record<JsonPlatform, JsonRecordFormat> = {
  google: GOOGLE_PAGE_RECORDS,
  trustpilot: TRUSTPILOT_RECORDS,
  yelp: YELP_RECORDS,
};

/** Whether a format is a platform whose files are JSON. */
export function isJsonPlatform(format: string): format is JsonPlatform {
  return format in JSON_RECORDS;
}
/** Records mapped from one platform document, or its located problems. */
export interface MappedDocument {
  /** The records, in file order. */
  reviews: SourceReview[];
  /** Every problem, located in the input. */
  issues: ValidationIssue[];
}

/** A platform document held in memory. */
export type ParsedDocument = Exclude<
  InputDocument,
  { format: "reviews" } | { file: string }
>;

/** A platform document: held in memory or read as a stream. */
export type PlatformDocument = Exclude<InputDocument, { format: "reviews" }>;

/** A record's problems against our import schema (lengths, URLs). */
function recordIssues(label: string, review: SourceReview): ValidationIssue[] {
  const checked = ImportReviewSchema.safeParse(review);
  if (checked.success) return [];
  return checked.error.issues.map((issue) =>
    locateIssue(label, {
      path: `review ${review.id}: ${memberPath(issue.path)}`,
      code: issue.code,
      message: issue.message,
    })
  );
}

/**
 * Validates and maps a platform document. The records are checked against
 * our import schema too (lengths, URLs), so nothing invalid gets further.
 */
export function mapDocument(
  document: ParsedDocument,
  options: MapOptions,
): MappedDocument {
  const outcome = document.format === "csv"
    ? mapCsv(document.text, options)
    : JSON_MAPPERS[document.format](document.value, options);
  const issues = outcome.issues.map((issue) =>
    locateIssue(document.label, issue)
  );
  for (const review of outcome.reviews) {
    issues.push(...recordIssues(document.label, review));
  }
  return { reviews: issues.length > 0 ? [] : outcome.reviews, issues };
}

/** What checking a platform document found. */
export interface DocumentCheck {
  /** Every problem, located in the input, as {@linkcode mapDocument} words them. */
  issues: ValidationIssue[];
  /** The sources of its records (`google`, or a CSV's `source` values). */
  sources: string[];
  /** Its records (none when it has a problem). */
  count: number;
}

/**
 * The problem of a streamed file that cannot be read again as it was
 * checked: changed (or no longer what the stream reads), gone, unreadable.
 * Null for an error that is not about the file.
 */
function rereadProblem(label: string, error: unknown): ValidationIssue | null {
  if (error instanceof JsonStreamUnsupported) {
    return {
      path: label,
      code: "changed_file",
      message: "the file changed while it was imported; import it again",
    };
  }
  if (error instanceof Deno.errors.NotFound) {
    return {
      path: label,
      code: "unreadable_file",
      message: "the file was removed while it was imported",
    };
  }
  if (
    error instanceof Deno.errors.PermissionDenied ||
    error instanceof Deno.errors.IsADirectory
  ) {
    return {
      path: label,
      code: "unreadable_file",
      message: `cannot read the file: ${error.message}`,
    };
  }
  return null;
}

/**
 * The mapped elements of a document read as a stream, with the problems
 * of its other members last (where the whole document's schema puts them).
 */
async function* streamedRecords(
  document: Extract<PlatformDocument, { file: string }>,
  options: MapOptions,
): AsyncGenerator<MappedRecord, FormatIssue[], undefined> {
  const format = JSON_RECORDS[document.format];
  const rest: Record<string, unknown> = {};
  for await (const event of streamJsonObject(document.file, format.arrayKey)) {
    if (event.kind === "member") defineMember(rest, event);
    else yield format.mapElement(event.value, event.index, options);
  }
  return format.checkRest(rest);
}

/** Options of {@linkcode checkDocument}. */
export interface CheckOptions extends MapOptions {
  /**
   * Called with each record as it is mapped, so that a caller can check
   * records against its own data in the same pass (meaningful only when
   * the check finds no problem).
   */
  onRecord?: (review: SourceReview) => void;
}

/**
 * Validates and maps a platform document without keeping its records (a
 * streamed one is read through once): the same problems as
 * {@linkcode mapDocument}, its sources and its number of records.
 */
export async function checkDocument(
  document: PlatformDocument,
  options: CheckOptions,
): Promise<DocumentCheck> {
  const onRecord = options.onRecord ?? (() => {});
  if (!("file" in document)) {
    const mapped = mapDocument(document, options);
    mapped.reviews.forEach((review) => onRecord(review));
    return {
      issues: mapped.issues,
      sources: document.format === "csv"
        ? [...new Set(mapped.reviews.map((review) => review.source))]
        : [document.format],
      count: mapped.reviews.length,
    };
  }
  const formatIssues: FormatIssue[] = [];
  const schemaIssues: ValidationIssue[] = [];
  let count = 0;
  try {
    const records = streamedRecords(document, options);
    let next = await records.next();
    for (; !next.done; next = await records.next()) {
      const { review, issues } = next.value;
      formatIssues.push(...issues);
      if (review) {
        schemaIssues.push(...recordIssues(document.label, review));
        onRecord(review);
      }
      count++;
    }
    formatIssues.push(...next.value);
  } catch (error) {
    const problem = rereadProblem(document.label, error);
    if (!problem) throw error;
    return { issues: [problem], sources: [], count: 0 };
  }
  // As in mapDocument: the records are checked only when the document is.
  const issues = formatIssues.length > 0
    ? formatIssues.map((issue) => locateIssue(document.label, issue))
    : schemaIssues;
  return {
    issues,
    sources: [document.format],
    count: issues.length > 0 ? 0 : count,
  };
}

/**
 * The records of a platform document that {@linkcode checkDocument} found
 * clean, in file order; a streamed document is read through again.
 *
 * @throws {FileChangedError} when a streamed file changed since its check.
 */
export async function* documentReviews(
  document: PlatformDocument,
  options: MapOptions,
): AsyncGenerator<SourceReview, void, undefined> {
  if (!("file" in document)) {
    yield* mapDocument(document, options).reviews;
    return;
  }
  try {
    for await (const { review } of streamedRecords(document, options)) {
      if (!review) throw new JsonStreamUnsupported("a record changed");
      yield review;
    }
  } catch (error) {
    const problem = rereadProblem(document.label, error);
    if (!problem) throw error;
    throw new FileChangedError(problem);
  }
}

/** A streamed file changed between its check and its import. */
export class FileChangedError extends Error {
  /** The problem, as an import issue. */
  readonly issue: ValidationIssue;
  /** Wraps `issue`. */
  constructor(issue: ValidationIssue) {
    super(`${issue.path}: ${issue.message}`);
    this.name = "FileChangedError";
    this.issue = issue;
  }
}
