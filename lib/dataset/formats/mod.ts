/**
 * The import formats: our own (`reviews`) and the platforms' (`google`,
 * `trustpilot`, `yelp`, `csv`), told apart by their content. Reading turns
 * a path into documents; mapping turns a platform document into review
 * records. A new platform is one new module and one line in each table.
 *
 * @module
 */
import { ImportReviewSchema, type ValidationIssue } from "../../schemas/mod.ts";
import { looksLikeCsv, mapCsv } from "./csv.ts";
import {
  GOOGLE_PAGE_RECORDS,
  looksLikeGooglePage,
  mapGooglePage,
} from "./google.ts";
import { readFileContent } from "./file_content.ts";
import {
  chooseTakeoutLocation,
  readTakeoutFolder,
  readTakeoutZip,
  type TakeoutFile,
  takeoutLocations,
} from "./google_takeout.ts";
import { JsonStreamUnsupported, streamJsonObject } from "./json_stream.ts";
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
import {
  looksLikeTrustpilot,
  mapTrustpilot,
  TRUSTPILOT_RECORDS,
} from "./trustpilot.ts";
import { looksLikeYelp, mapYelp, YELP_RECORDS } from "./yelp.ts";

export type { MapOptions, SourceReview } from "./record.ts";

/** The formats `--format` accepts. */
export const FORMAT_NAMES = [
  "reviews",
  "google",
  "trustpilot",
  "yelp",
  "csv",
] as const;
/** An import format. */
export type FormatName = typeof FORMAT_NAMES[number];
/** A platform format: its records merge into the current version. */
export type PlatformFormat = Exclude<FormatName, "reviews">;

/** Whether a string names a format. */
export function isFormatName(name: string): name is FormatName {
  return (FORMAT_NAMES as readonly string[]).includes(name);
}

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

/** Options of {@linkcode readInput}. */
export interface ReadOptions {
  /** The format named with `--format`; detected when absent. */
  format?: FormatName;
  /** The Takeout location named with `--location`. */
  location?: string;
  /** The business's name, to pick its location in a Takeout export. */
  businessName?: string;
}

/** Documents read from one path, or the problems that stopped reading. */
export type ReadOutcome =
  | { ok: true; documents: InputDocument[] }
  | { ok: false; issues: ValidationIssue[] };

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

function isJsonPlatform(format: FormatName): format is JsonPlatform {
  return format in JSON_RECORDS;
}

function baseName(path: string): string {
  return path.replace(/\/+$/, "").split("/").at(-1) || path;
}

function problem(label: string, message: string, code: string): ReadOutcome {
  return {
    ok: false,
    issues: [{ path: label, code, message }],
  };
}

function unknownFormat(path: string): ReadOutcome {
  return problem(
    baseName(path),
    `cannot tell the format from the content; name it with --format ${
      FORMAT_NAMES.join("|")
    }`,
    "unknown_format",
  );
}

/** The format of a parsed JSON document, or null when it cannot be told. */
export function detectJsonFormat(value: unknown): FormatName | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return null;
  }
  const record = value as Record<string, unknown>;
  if ("business" in record && Array.isArray(record.reviews)) return "reviews";
  if (looksLikeGooglePage(record)) return "google";
  if (looksLikeTrustpilot(record)) return "trustpilot";
  if (looksLikeYelp(record)) return "yelp";
  // Our own shape, if with problems: validation lists them (`$.business`).
  if ("business" in record || "reviews" in record) return "reviews";
  return null;
}

function parseJson(
  label: string,
  text: string,
): { ok: true; value: unknown } | { ok: false; outcome: ReadOutcome } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return {
      ok: false,
      outcome: problem(
        label,
        `not valid JSON: ${(error as Error).message}`,
        "invalid_json",
      ),
    };
  }
}

/**
 * The JSON object in the file at `path` with its `reviews` array cut to
 * the first element (all that format detection looks at), when the file
 * can be read as a stream; null otherwise.
 */
async function streamedSkeleton(
  path: string,
  format: FormatName | undefined,
): Promise<Record<string, unknown> | null> {
  const skeleton: Record<string, unknown> = {};
  const first: unknown[] = [];
  try {
    for await (const event of streamJsonObject(path, "reviews")) {
      // A business beside a reviews array is our own format, read whole
      // (detectJsonFormat's first rule): no need to scan on.
      if (!format && event.kind === "member" && event.key === "business") {
        return null;
      }
      if (event.kind === "member") {
        defineMember(skeleton, event.key, event.value);
      } else if (event.index === 0) first.push(event.value);
    }
  } catch {
    // JsonStreamUnsupported, or the file cannot be read: the whole read
    // words the problem.
    return null;
  }
  defineMember(skeleton, "reviews", first);
  return skeleton;
}

/** Sets a member as `JSON.parse` does (`__proto__` is a plain member). */
function defineMember(
  object: Record<string, unknown>,
  key: string,
  value: unknown,
): void {
  Object.defineProperty(object, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function takeoutDocuments(
  source: string,
  files: readonly TakeoutFile[],
  options: ReadOptions,
): ReadOutcome {
  const choice = chooseTakeoutLocation(takeoutLocations(files), options);
  if (!choice.ok) {
    return problem(`google ${source}`, choice.message, "takeout_location");
  }
  const documents: InputDocument[] = [];
  const issues: ValidationIssue[] = [];
  for (const file of choice.location.files) {
    const label = `google ${source} (${file.path})`;
    const parsed = parseJson(label, file.text.replace(/^\uFEFF/, ""));
    if (parsed.ok) {
      documents.push({ format: "google", label, value: parsed.value });
    } else if (!parsed.outcome.ok) issues.push(...parsed.outcome.issues);
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, documents };
}

/**
 * Reads one path: a file of any format, a Takeout `.zip`, or an extracted
 * Takeout folder. Detects the format unless `options.format` names it.
 */
export async function readInput(
  path: string,
  options: ReadOptions = {},
): Promise<ReadOutcome> {
  const name = baseName(path);
  const format = options.format;
  const isFolder = await Deno.stat(path).then((info) => info.isDirectory)
    .catch(() => false);
  if (isFolder) {
    if (format && format !== "google") {
      return problem(
        name,
        `a folder is read as a Google Takeout export, not as ${format}`,
        "wrong_format",
      );
    }
    return takeoutDocuments(name, await readTakeoutFolder(path), options);
  }
  // A platform's JSON file is read as a stream, never whole (a 50 MB file
  // parsed whole took three times its size); anything else, or a file the
  // stream cannot read (bad JSON among them), is read whole below, which
  // also words every problem.
  if (!format || isJsonPlatform(format)) {
    const skeleton = await streamedSkeleton(path, format);
    const detected = skeleton && (format ?? detectJsonFormat(skeleton));
    if (detected && isJsonPlatform(detected)) {
      return {
        ok: true,
        documents: [{
          format: detected,
          label: `${detected} ${name}`,
          file: path,
        }],
      };
    }
  }
  const content = await readFileContent(path);
  // `$` as for our own format: the file's format is not known yet.
  if (content.kind === "problem" && content.reason === "unreadable") {
    return problem("$", `${content.message}: ${path}`, "unreadable_file");
  }
  if (content.kind === "problem") {
    return problem(name, content.message, "invalid_encoding");
  }
  if (content.kind === "zip") {
    if (format && format !== "google") {
      return problem(
        name,
        `a .zip is read as a Google Takeout export, not as ${format}`,
        "wrong_format",
      );
    }
    let files: TakeoutFile[];
    try {
      files = readTakeoutZip(content.bytes);
    } catch (error) {
      return problem(
        `google ${name}`,
        `not a readable zip archive: ${(error as Error).message}`,
        "invalid_zip",
      );
    }
    return takeoutDocuments(name, files, options);
  }
  const text = content.text.replace(/^\uFEFF/, "");
  const json = format ? format !== "csv" : /^\s*[{[]/.test(text);
  if (!json) {
    if (format === "csv" || looksLikeCsv(text)) {
      return {
        ok: true,
        documents: [{ format: "csv", label: `csv ${name}`, text }],
      };
    }
    return unknownFormat(path);
  }
  // Without --format a file that is not JSON may be our own: `$`, as before.
  const parsed = parseJson(
    format && format !== "reviews" ? `${format} ${name}` : "$",
    text,
  );
  if (!parsed.ok) return parsed.outcome;
  const detected = format ?? detectJsonFormat(parsed.value);
  if (!detected) return unknownFormat(path);
  if (detected === "csv") return unknownFormat(path);
  return {
    ok: true,
    documents: [{
      format: detected,
      label: detected === "reviews" ? name : `${detected} ${name}`,
      value: parsed.value,
    } as InputDocument],
  };
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

function changedFile(label: string): ValidationIssue {
  return {
    path: label,
    code: "changed_file",
    message: "the file changed while it was imported; import it again",
  };
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
    if (event.kind === "member") defineMember(rest, event.key, event.value);
    else yield format.mapElement(event.value, event.index, options);
  }
  return format.checkRest(rest);
}

/**
 * Validates and maps a platform document without keeping its records (a
 * streamed one is read through once): the same problems as
 * {@linkcode mapDocument}, its sources and its number of records.
 */
export async function checkDocument(
  document: PlatformDocument,
  options: MapOptions,
): Promise<DocumentCheck> {
  if (!("file" in document)) {
    const mapped = mapDocument(document, options);
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
      if (review) schemaIssues.push(...recordIssues(document.label, review));
      count++;
    }
    formatIssues.push(...next.value);
  } catch (error) {
    if (!(error instanceof JsonStreamUnsupported)) throw error;
    return { issues: [changedFile(document.label)], sources: [], count: 0 };
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
    if (!(error instanceof JsonStreamUnsupported)) throw error;
    throw new FileChangedError(changedFile(document.label));
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
