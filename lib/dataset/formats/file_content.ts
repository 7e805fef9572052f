/**
 * An import file's content with no more memory than it needs: a zip's
 * bytes, or the text of anything else, strictly UTF-8. `Deno.readFile`
 * holds twice the file while it reads (its buffer grows), and the strict
 * `TextDecoder` twice more while it decodes: for a 50 MB file some 200 MB
 * above the text itself.
 *
 * @module
 */
import { isZip } from "./google_takeout.ts";

/** A file's content, or why it cannot be read. */
export type FileContent =
  | { kind: "zip"; bytes: Uint8Array }
  | { kind: "text"; text: string }
  | { kind: "problem"; reason: "unreadable" | "not_utf8"; message: string };

/** Bytes read past a file's stated size to see whether it ended. */
const PROBE_BYTES = 64 * 1024;

/**
 * The whole file in one buffer of its size (grown only when the file is
 * longer than it said, as a file being written or a pipe may be).
 */
async function readWhole(path: string): Promise<Uint8Array> {
  using file = await Deno.open(path);
  let buffer = new Uint8Array((await file.stat()).size);
  let filled = 0;
  const probe = new Uint8Array(PROBE_BYTES);
  for (;;) {
    if (filled < buffer.length) {
      const count = await file.read(buffer.subarray(filled));
      if (count === null) return buffer.subarray(0, filled);
      filled += count;
      continue;
    }
    const count = await file.read(probe);
    if (count === null) return buffer;
    const grown = new Uint8Array(Math.max(buffer.length * 2, filled + count));
    grown.set(buffer);
    grown.set(probe.subarray(0, count), filled);
    buffer = grown;
    filled += count;
  }
}

/**
 * The text of UTF-8 bytes (a leading byte order mark dropped, as the
 * strict decoder drops it), or null when they are not UTF-8.
 */
export function decodeUtf8(bytes: Uint8Array): string | null {
  const text = new TextDecoder().decode(bytes);
  // The lenient decoder writes U+FFFD for what is not UTF-8, and needs no
  // memory beyond the text; the strict one, which twice the bytes in
  // passing, only decides whether a U+FFFD was in the file itself.
  if (!text.includes("\uFFFD")) return text;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return text;
  } catch {
    return null;
  }
}

/** Reads a file: a zip's bytes, or its text. */
export async function readFileContent(path: string): Promise<FileContent> {
  let bytes: Uint8Array;
  try {
    bytes = await readWhole(path);
  } catch (error) {
    return {
      kind: "problem",
      reason: "unreadable",
      message: error instanceof Deno.errors.NotFound
        ? "file not found"
        : `cannot read the file: ${(error as Error).message}`,
    };
  }
  if (isZip(bytes)) return { kind: "zip", bytes };
  const text = decodeUtf8(bytes);
  return text === null
    ? { kind: "problem", reason: "not_utf8", message: "not UTF-8 text" }
    : { kind: "text", text };
}
