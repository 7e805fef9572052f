/**
 * The version document, `{"dataset":…,"insights":…}` (with `"takedowns"`
 * when there are any), encoded piece by piece into chunks of a fixed size:
 * the same bytes as `JSON.stringify` of the whole, with its SHA-256 and the
 * place and entity tag of each ready-to-serve document, computed on the
 * way. Neither the whole document's string nor its bytes are ever held: at
 * 116,000 reviews (a 50 MB import file) they took some 350 MiB of the
 * import's peak memory.
 *
 * @module
 */
import { createHash, type Hash } from "node:crypto";
import type { Insights, ReviewsDataset } from "../schemas/mod.ts";
import type { Takedown } from "./takedowns.ts";

/** The documents kept ready to serve inside a version document. */
export type StoredDocumentPath = "/reviews.json" | "/insights.json";

/** A document's place in the version document and its entity tag. */
export interface StoredDocument {
  /** Byte offset in the (uncompressed) version document. */
  offset: number;
  /** Byte length. */
  length: number;
  /** Strong entity tag of those bytes, quoted. */
  etag: string;
}

/** The stored documents of a version. */
export type StoredDocuments = Record<StoredDocumentPath, StoredDocument>;

/**
 * A list the encoding writes as a JSON array of the texts it gives, each
 * one item's JSON (`review_spool.ts`: reviews read back from disk).
 */
export interface JsonTextList {
  /** Items in the list. */
  readonly length: number;
  /** Each item's JSON text, in order. */
  jsonTexts(): Iterable<string>;
}

/** The `/reviews.json` document, its reviews possibly a {@linkcode JsonTextList}. */
export type DatasetContent = Omit<ReviewsDataset, "reviews"> & {
  reviews: ReviewsDataset["reviews"] | JsonTextList;
};

/** What a version document holds. */
export interface VersionContent {
  /** The `/reviews.json` document. */
  dataset: DatasetContent;
  /** The `/insights.json` document. */
  insights: Insights;
  /** Taken-down reviews; the member is left out when there are none. */
  takedowns?: readonly Takedown[];
}

/** What is known once the last chunk has been made. */
export interface EncodedVersionSummary {
  /** SHA-256 (hex) of the whole version document. */
  contentHash: string;
  /** Where the ready-to-serve documents lie, with their entity tags. */
  documents: StoredDocuments;
  /** Length of the version document in bytes. */
  byteLength: number;
  /** Number of chunks made. */
  chunkCount: number;
}

/**
 * Levels of the document opened member by member: the version, the
 * dataset, its reviews. Each review (and each insights entry) is then
 * serialised on its own.
 */
const OPEN_DEPTH = 3;

function isPlainContainer(value: unknown): value is object {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) &&
    typeof (value as { toJSON?: unknown }).toJSON !== "function";
}

function isJsonTextList(value: unknown): value is JsonTextList {
  return typeof value === "object" && value !== null &&
    typeof (value as { jsonTexts?: unknown }).jsonTexts === "function";
}

/** Whether `JSON.stringify` leaves an object member out (or writes `null` in an array). */
function isOmitted(value: unknown): boolean {
  return value === undefined || typeof value === "function" ||
    typeof value === "symbol";
}

/**
 * Pieces of JSON text whose concatenation is `JSON.stringify(value)`:
 * plain objects and arrays are opened member by member down to `depth`
 * levels; below that each value is one `JSON.stringify`. `value` must be
 * something `JSON.stringify` writes (not `undefined`).
 */
export function* jsonPieces(
  value: unknown,
  depth: number,
): Generator<string, void, undefined> {
  if (isJsonTextList(value)) {
    // Its items' texts are what JSON.stringify would write of each.
    let first = true;
    yield "[";
    for (const text of value.jsonTexts()) {
      yield first ? text : `,${text}`;
      first = false;
    }
    yield "]";
    return;
  }
  if (depth <= 0 || !isPlainContainer(value)) {
    yield JSON.stringify(value);
    return;
  }
  if (Array.isArray(value)) {
    yield "[";
    for (let index = 0; index < value.length; index++) {
      const item = value[index];
      const comma = index > 0 ? "," : "";
      if (isOmitted(item)) yield `${comma}null`;
      else if (depth === 1 || !isPlainContainer(item)) {
        yield comma + JSON.stringify(item);
      } else {
        if (comma) yield comma;
        yield* jsonPieces(item, depth - 1);
      }
    }
    yield "]";
    return;
  }
  yield "{";
  let first = true;
  for (const [key, member] of Object.entries(value)) {
    if (isOmitted(member)) continue;
    const head = `${first ? "" : ","}${JSON.stringify(key)}:`;
    first = false;
    if (!isJsonTextList(member) && (depth === 1 || !isPlainContainer(member))) {
      yield head + JSON.stringify(member);
    } else {
      yield head;
      yield* jsonPieces(member, depth - 1);
    }
  }
  yield "}";
}

/** Fills chunks of a fixed size, hashing the whole and one open document. */
class ChunkFiller {
  readonly #size: number;
  readonly #encoder = new TextEncoder();
  #chunk: Uint8Array<ArrayBuffer>;
  #fill = 0;
  /** Offset of the current chunk's first byte in the document. */
  #chunkStart = 0;
  #chunkCount = 0;
  readonly #whole: Hash = createHash("sha256");
  #open: { start: number; hash: Hash; hashedTo: number } | null = null;

  constructor(size: number) {
    this.#size = size;
    this.#chunk = new Uint8Array(size);
  }

  /** Bytes written so far. */
  get offset(): number {
    return this.#chunkStart + this.#fill;
  }

  /** Chunks made so far (the last, partial one once finished). */
  get chunkCount(): number {
    return this.#chunkCount;
  }

  /**
   * Appends the UTF-8 bytes of `text`; returns the chunks they completed
   * (usually none). Encodes straight into the chunk.
   */
  writeText(text: string): Uint8Array<ArrayBuffer>[] {
    const full: Uint8Array<ArrayBuffer>[] = [];
    let rest = text;
    while (rest.length > 0) {
      const { read, written } = this.#encoder.encodeInto(
        rest,
        this.#chunk.subarray(this.#fill),
      );
      this.#fill += written;
      rest = read === rest.length ? "" : rest.slice(read);
      if (this.#fill === this.#size) full.push(this.#takeChunk());
      else if (rest.length > 0) {
        // The next character's bytes do not fit whole in the chunk: they
        // are split across it and the next one, as in one long encoding.
        const length = rest.codePointAt(0)! > 0xffff ? 2 : 1;
        const bytes = this.#encoder.encode(rest.slice(0, length));
        rest = rest.slice(length);
        this.#writeBytes(bytes, full);
      }
    }
    return full;
  }

  #writeBytes(bytes: Uint8Array, full: Uint8Array<ArrayBuffer>[]): void {
    let from = 0;
    while (from < bytes.length) {
      const take = Math.min(bytes.length - from, this.#size - this.#fill);
      this.#chunk.set(bytes.subarray(from, from + take), this.#fill);
      this.#fill += take;
      from += take;
      if (this.#fill === this.#size) full.push(this.#takeChunk());
    }
  }

  /** Starts a document at the current offset. */
  openDocument(): void {
    const start = this.offset;
    this.#open = { start, hash: createHash("sha256"), hashedTo: start };
  }

  /** Ends the open document: its place and the SHA-256 of its bytes. */
  closeDocument(): { offset: number; length: number; sha256: Uint8Array } {
    const open = this.#open!;
    this.#hashOpenUpTo(this.offset);
    this.#open = null;
    return {
      offset: open.start,
      length: this.offset - open.start,
      sha256: open.hash.digest(),
    };
  }

  /** The last, partial chunk (if any) and the hash of the whole. */
  finish(): { last: Uint8Array<ArrayBuffer> | null; sha256Hex: string } {
    const last = this.#fill > 0 ? this.#takeChunk() : null;
    return { last, sha256Hex: this.#whole.digest("hex") };
  }

  #hashOpenUpTo(end: number): void {
    const open = this.#open;
    if (!open || end <= open.hashedTo) return;
    open.hash.update(
      this.#chunk.subarray(
        open.hashedTo - this.#chunkStart,
        end - this.#chunkStart,
      ),
    );
    open.hashedTo = end;
  }

  #takeChunk(): Uint8Array<ArrayBuffer> {
    this.#hashOpenUpTo(this.offset);
    // A full chunk is handed over as it is; the last one at its length.
    const chunk = this.#fill === this.#size
      ? this.#chunk
      : this.#chunk.slice(0, this.#fill);
    this.#whole.update(chunk);
    this.#chunkStart += this.#fill;
    this.#chunk = new Uint8Array(this.#size);
    this.#fill = 0;
    this.#chunkCount++;
    return chunk;
  }
}

/** A strong entity tag from a SHA-256: its first 16 bytes in hex, quoted. */
function entityTagOfDigest(digest: Uint8Array): string {
  let hex = "";
  for (const byte of digest.subarray(0, 16)) {
    hex += byte.toString(16).padStart(2, "0");
  }
  return `"${hex}"`;
}

/**
 * Encodes a version document into chunks of `chunkBytes` (the last one
 * shorter), review by review. The generator's return value describes the
 * whole document; the chunks are fresh buffers the caller may keep.
 */
export function* versionChunks(
  content: VersionContent,
  chunkBytes: number,
): Generator<Uint8Array<ArrayBuffer>, EncodedVersionSummary, undefined> {
  const filler = new ChunkFiller(chunkBytes);
  function* put(pieces: Iterable<string>) {
    for (const piece of pieces) yield* filler.writeText(piece);
  }
  // The same bytes as JSON.stringify({ dataset, insights, takedowns? }).
  yield* put(['{"dataset":']);
  filler.openDocument();
  yield* put(jsonPieces(content.dataset, OPEN_DEPTH - 1));
  const dataset = filler.closeDocument();
  yield* put([',"insights":']);
  filler.openDocument();
  yield* put(jsonPieces(content.insights, OPEN_DEPTH - 1));
  const insights = filler.closeDocument();
  if (content.takedowns?.length) {
    yield* put([',"takedowns":', JSON.stringify(content.takedowns)]);
  }
  yield* put(["}"]);
  const byteLength = filler.offset;
  const { last, sha256Hex } = filler.finish();
  if (last) yield last;
  return {
    contentHash: sha256Hex,
    byteLength,
    chunkCount: filler.chunkCount,
    documents: {
      "/reviews.json": {
        offset: dataset.offset,
        length: dataset.length,
        etag: entityTagOfDigest(dataset.sha256),
      },
      "/insights.json": {
        offset: insights.offset,
        length: insights.length,
        etag: entityTagOfDigest(insights.sha256),
      },
    },
  };
}
