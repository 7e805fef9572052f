/**
 * A spreadsheet: UTF-8 CSV (a BOM allowed, RFC 4180 quoting, newlines in
 * quoted fields) with a header row naming some of {@linkcode CSV_COLUMNS}.
 *
 * @module
 */
import { parse } from "csv-parse/sync";
import { z } from "zod";
import { dayOfTimestamp, PlatformTimestampSchema } from "./dates.ts";
import type {
  FormatIssue,
  MapOptions,
  MapOutcome,
  SourceReview,
} from "./record.ts";
import { IsoDateSchema, WebUrlSchema } from "../../schemas/mod.ts";

/** The columns a CSV file may have, in the documented order. */
export const CSV_COLUMNS = [
  "id",
  "rating",
  "date",
  "title",
  "text",
  "author",
  "source",
  "source_url",
  "response_text",
  "response_date",
  "verified",
] as const;
/** The columns a CSV file must have. */
export const REQUIRED_CSV_COLUMNS = ["id", "rating", "date"] as const;

/** `source` of a row without one. */
export const DEFAULT_CSV_SOURCE = "csv";
/** `author` of a row without one. */
export const ANONYMOUS_CSV_AUTHOR = "Anonymous";

/** An empty cell is an absent value. */
function optionalCell<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => value === "" ? undefined : value,
    schema.optional(),
  );
}

/** A date cell: `YYYY-MM-DD`, or an RFC 3339 timestamp. */
const DateCellSchema = z.string().trim().refine(
  (value) =>
    IsoDateSchema.safeParse(value).success ||
    PlatformTimestampSchema.safeParse(value).success,
  { error: "must be a date YYYY-MM-DD (or an RFC 3339 timestamp)" },
);

/** One data row, its cells as text, as the header names them. */
export const CsvRowSchema = z.object({
  id: z.string().trim().min(1, "must not be empty"),
  rating: z.string().trim().regex(/^[1-5]$/, "must be 1–5"),
  date: DateCellSchema,
  title: optionalCell(z.string()),
  text: optionalCell(z.string()),
  author: optionalCell(z.string()),
  source: optionalCell(z.string().trim().max(100)),
  source_url: optionalCell(WebUrlSchema),
  response_text: optionalCell(z.string()),
  response_date: optionalCell(DateCellSchema),
  verified: optionalCell(
    z.string().trim().toLowerCase().pipe(
      z.enum(["true", "false", "yes", "no", "1", "0"], {
        error: "must be true or false",
      }),
    ),
  ),
}).refine((row) => !row.response_text?.trim() || row.response_date, {
  error: "required when response_text is given",
  path: ["response_date"],
});
/** A validated row. */
export type CsvRow = z.infer<typeof CsvRowSchema>;

/** Whether a text's first line looks like our CSV header. */
export function looksLikeCsv(text: string): boolean {
  const header = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0]
    .toLowerCase();
  const names = header.split(",").map((name) =>
    name.trim().replace(/^"|"$/g, "")
  );
  return names.includes("rating") && names.includes("id");
}

function toDay(cell: string, options: MapOptions): string {
  return IsoDateSchema.safeParse(cell).success
    ? cell
    : dayOfTimestamp(cell, options.timeZone);
}

/** Maps one validated row to our record. */
export function mapCsvRow(row: CsvRow, options: MapOptions): SourceReview {
  const title = row.title?.trim();
  const response = row.response_text?.trim();
  return {
    id: row.id,
    rating: Number(row.rating),
    date: toDay(row.date, options),
    title: title ? title : null,
    text: row.text?.trim() ?? "",
    author: { name: row.author?.trim() || ANONYMOUS_CSV_AUTHOR },
    source: row.source?.toLowerCase() || DEFAULT_CSV_SOURCE,
    verified: !["false", "no", "0"].includes(row.verified ?? "true"),
    response: response && row.response_date
      ? { text: response, date: toDay(row.response_date, options) }
      : null,
    source_url: row.source_url ?? null,
  };
}

/** Cells with `\r\n` (a quoted newline of a Windows file) as `\n`. */
function normalizeNewlines(
  record: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, cell] of Object.entries(record)) {
    out[name] = cell.replace(/\r\n?/g, "\n");
  }
  return out;
}

interface ParsedRecord {
  record: Record<string, string>;
  raw: string;
  info: { lines: number };
}

/** Parses and maps a CSV file's text. Every problem names its line. */
export function mapCsv(text: string, options: MapOptions): MapOutcome {
  const issues: FormatIssue[] = [];
  let header: string[] = [];
  let records: ParsedRecord[];
  try {
    records = parse(text, {
      bom: true,
      columns: (names: string[]) => {
        header = names.map((name) => name.trim().toLowerCase());
        return header;
      },
      skip_empty_lines: true,
      raw: true,
      info: true,
      // A malformed record is reported and the rest still checked, so that
      // one run lists every problem of the file.
      skip_records_with_error: true,
      on_skip: (error) => {
        if (error) issues.push(invalidCsvIssue(error));
        return undefined;
      },
    }) as unknown as ParsedRecord[];
  } catch (error) {
    return { reviews: [], issues: [invalidCsvIssue(error)] };
  }
  const known = new Set<string>(CSV_COLUMNS);
  for (const name of header) {
    if (!known.has(name)) {
      issues.push({
        line: 1,
        path: name || "(empty column name)",
        code: "unknown_column",
        message: `unknown column; the columns are ${CSV_COLUMNS.join(", ")}`,
      });
    }
  }
  for (const name of REQUIRED_CSV_COLUMNS) {
    if (!header.includes(name)) {
      issues.push({
        line: 1,
        path: name,
        code: "missing_column",
        message: "required column is missing",
      });
    }
  }
  if (issues.some((issue) => issue.line === 1)) return { reviews: [], issues };
  const reviews: SourceReview[] = [];
  const firstLine = new Map<string, number>();
  for (const { record, raw, info } of records) {
    // `info.lines` is the record's last line; a quoted newline spans lines.
    const line = info.lines - (raw.match(/\n/g)?.length ?? 0) +
      (raw.endsWith("\n") ? 1 : 0);
    // Ids are compared before the row is validated, so that a duplicate of
    // a row with other problems is listed too.
    const id = typeof record.id === "string" ? record.id.trim() : "";
    const first = id === "" ? undefined : firstLine.get(id);
    if (first !== undefined) {
      issues.push({
        line,
        path: "id",
        code: "duplicate_id",
        message: `duplicate id "${id}" (first on line ${first})`,
      });
    } else if (id !== "") firstLine.set(id, line);
    const parsed = CsvRowSchema.safeParse(normalizeNewlines(record));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        issues.push({
          line,
          path: issue.path.map(String).join(".") || "(the row)",
          code: issue.code,
          message: issue.message,
        });
      }
      continue;
    }
    if (first === undefined) reviews.push(mapCsvRow(parsed.data, options));
  }
  issues.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { reviews: issues.length > 0 ? [] : reviews, issues };
}

/** A CSV syntax error as an issue at the line the parser names. */
function invalidCsvIssue(error: unknown): FormatIssue {
  const line = (error as { lines?: number }).lines;
  return {
    line: typeof line === "number" ? line : undefined,
    path: "(the file)",
    code: "invalid_csv",
    message: `not valid CSV: ${(error as Error).message}`,
  };
}
