/**
 * The import formats: our own (`reviews`) and the platforms' (`google`,
 * `trustpilot`, `yelp`, `csv`), told apart by their content. Reading turns
 * a path into documents; mapping turns a platform document into review
 * records. A new platform is one new module and one line in each table.
 *
 * @module
 */
import type { ValidationIssue } from "../../schemas/mod.ts";
import { looksLikeCsv } from "./csv.ts";
import { looksLikeGooglePage } from "./google.ts";
import { readFileContent } from "./file_content.ts";
import {
  chooseTakeoutLocation,
  readTakeoutFolder,
  readTakeoutZip,
  type TakeoutFile,
  takeoutLocations,
} from "./google_takeout.ts";
import { defineMember, streamJsonObject } from "./json_stream.ts";
import { type InputDocument, isJsonPlatform } from "./platform_records.ts";
import { looksLikeTrustpilot } from "./trustpilot.ts";
import { looksLikeYelp } from "./yelp.ts";

export type { MapOptions, SourceReview } from "./record.ts";
export {
  checkDocument,
  type CheckOptions,
  type DocumentCheck,
  documentReviews,
  FileChangedError,
  type InputDocument,
  type JsonPlatform,
  mapDocument,
  type MappedDocument,
  type ParsedDocument,
  type PlatformDocument,
} from "./platform_records.ts";

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
  | {
    ok: true;
    documents: InputDocument[];
    /** Whether the path was a Google Takeout export (`--location` applies). */
    takeout?: boolean;
  }
  | { ok: false; issues: ValidationIssue[] };

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
  // An empty `reviews` alone could be any platform's empty page: untold.
  if ("business" in record) return "reviews";
  if (Array.isArray(record.reviews) && record.reviews.length === 0) return null;
  if ("reviews" in record) return "reviews";
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
        defineMember(skeleton, event);
      } else if (event.index === 0) first.push(event.value);
    }
  } catch {
    // JsonStreamUnsupported, or the file cannot be read: the whole read
    // words the problem.
    return null;
  }
  defineMember(skeleton, { key: "reviews", value: first });
  return skeleton;
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
  return issues.length > 0
    ? { ok: false, issues }
    : { ok: true, documents, takeout: true };
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
