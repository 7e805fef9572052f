/**
 * Published reviews kept on disk while a large version is assembled: each
 * review is written once, as its JSON text, when it is analysed (in the
 * order the records come), then the whole is reordered newest first into a
 * second file that each figure of the insights and the version's encoding
 * read through in turn. A merge of a 50 MB file thus never holds its
 * 116,000 analysed reviews (some 150 MiB as objects) at once.
 *
 * @module
 */
import type { Review } from "../schemas/mod.ts";
import { compareNewestFirst } from "../search.ts";

/**
 * Reviews a spool holds as objects before it goes to disk (some 1.3 KiB
 * each, so about 26 MiB at most): a merge of no more skips the JSON round
 * trip, which cost about 45 µs a review (0.45 s of 10,000).
 */
export const REVIEWS_HELD_IN_MEMORY = 20_000;

/** Options of {@linkcode ReviewSpool}. */
export interface ReviewSpoolOptions {
  /** See {@linkcode REVIEWS_HELD_IN_MEMORY} (the default); 0 writes every review to disk. */
  heldInMemory?: number;
}

/** Bytes per read and per write. */
const BLOCK_BYTES = 1024 * 1024;

/** A temporary file written and read with buffered synchronous calls. */
class SpoolFile implements Disposable {
  readonly path: string;
  readonly file: Deno.FsFile;
  #block = new Uint8Array(BLOCK_BYTES);
  #fill = 0;
  /** Bytes written so far (buffered ones included). */
  size = 0;

  constructor() {
    this.path = Deno.makeTempFileSync({ prefix: "reviews-spool-" });
    this.file = Deno.openSync(this.path, { read: true, write: true });
  }

  /** Appends bytes. */
  write(bytes: Uint8Array): void {
    if (this.#fill + bytes.length > this.#block.length) this.flush();
    if (bytes.length > this.#block.length) this.#writeAll(bytes);
    else {
      this.#block.set(bytes, this.#fill);
      this.#fill += bytes.length;
    }
    this.size += bytes.length;
  }

  /** Writes what is buffered. */
  flush(): void {
    this.#writeAll(this.#block.subarray(0, this.#fill));
    this.#fill = 0;
  }

  #writeAll(bytes: Uint8Array): void {
    for (let done = 0; done < bytes.length;) {
      done += this.file.writeSync(bytes.subarray(done));
    }
  }

  /** Reads `target.length` bytes at `offset`. */
  readAt(offset: number, target: Uint8Array): void {
    this.file.seekSync(offset, Deno.SeekMode.Start);
    for (let done = 0; done < target.length;) {
      const count = this.file.readSync(target.subarray(done));
      if (count === null) throw new Error("the review spool ended early");
      done += count;
    }
  }

  [Symbol.dispose](): void {
    this.file.close();
    try {
      Deno.removeSync(this.path);
    } catch {
      // Already gone: nothing to clean.
    }
  }
}

/** A `YYYY-MM-DD` date as the number `YYYYMMDD`, which orders alike. */
function dateNumber(date: string): number {
  return Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 +
    Number(date.slice(8, 10));
}

/** Numbers of each slot, in typed arrays grown by doubling. */
class Slots {
  dates = new Int32Array(1024);
  offsets = new Float64Array(1024);
  lengths = new Uint32Array(1024);

  /** Makes room for slot `index`. */
  ensure(index: number): void {
    if (index < this.dates.length) return;
    const size = this.dates.length * 2;
    const grow = <T extends Int32Array | Float64Array | Uint32Array>(
      from: T,
      to: T,
    ) => {
      to.set(from);
      return to;
    };
    this.dates = grow(this.dates, new Int32Array(size));
    this.offsets = grow(this.offsets, new Float64Array(size));
    this.lengths = grow(this.lengths, new Uint32Array(size));
  }
}

/**
 * Reviews written to disk as they come, one per id (a later review of an
 * id replaces the earlier one), then read back newest first
 * ({@linkcode ReviewSpool.finish}). Dispose of it to remove its files.
 */
export class ReviewSpool implements Disposable {
  readonly #encoder = new TextEncoder();
  readonly #heldInMemory: number;
  /** The reviews while they are few enough to hold; null once on disk. */
  #held: Map<string, Review> | null = new Map();
  #unordered: SpoolFile | null = null;
  #ordered: SpoolFile | null = null;
  // The slot of each id, and each slot's numbers in typed arrays: a few
  // bytes a review beside its id (objects took some 100 bytes each).
  readonly #slots = new Map<string, number>();
  readonly #numbers = new Slots();

  /** Starts an empty spool. */
  constructor(options: ReviewSpoolOptions = {}) {
    this.#heldInMemory = options.heldInMemory ?? REVIEWS_HELD_IN_MEMORY;
  }

  /** Reviews held (one per id). */
  get size(): number {
    return this.#held?.size ?? this.#slots.size;
  }

  /** Keeps a review; a later one of the same id replaces it. */
  add(review: Review): void {
    // The speed shortcut of a small merge: objects, no disk. The tests
    // hold it to the disk's outcome.
    if (this.#held) {
      this.#held.set(review.id, review);
      if (this.#held.size <= this.#heldInMemory) return;
      const held = this.#held;
      this.#held = null;
      for (const each of held.values()) this.#write(each);
      return;
    }
    this.#write(review);
  }

  #write(review: Review): void {
    this.#unordered ??= new SpoolFile();
    const bytes = this.#encoder.encode(JSON.stringify(review));
    let slot = this.#slots.get(review.id);
    if (slot === undefined) {
      slot = this.#slots.size;
      this.#slots.set(review.id, slot);
      this.#numbers.ensure(slot);
    }
    this.#numbers.dates[slot] = dateNumber(review.date);
    this.#numbers.offsets[slot] = this.#unordered.size;
    this.#numbers.lengths[slot] = bytes.length;
    this.#unordered.write(bytes);
  }

  /**
   * The reviews newest first, readable as many times as needed: an array
   * while they were held, else read back from disk.
   */
  finish(): Review[] | SpooledReviews {
    if (this.#held) return [...this.#held.values()].sort(compareNewestFirst);
    const unordered = this.#unordered!;
    unordered.flush();
    const { dates, offsets, lengths: slotLengths } = this.#numbers;
    const ids = [...this.#slots.keys()];
    this.#slots.clear();
    // compareNewestFirst's order: the date, then the id, both descending.
    const order = Uint32Array.from(ids.keys()).sort((a, b) =>
      dates[b] - dates[a] || (ids[a] < ids[b] ? 1 : ids[a] > ids[b] ? -1 : 0)
    );
    const ordered = new SpoolFile();
    const lengths = new Uint32Array(order.length);
    let buffer = new Uint8Array(4096);
    order.forEach((slot, rank) => {
      const length = slotLengths[slot];
      if (length > buffer.length) buffer = new Uint8Array(length);
      const bytes = buffer.subarray(0, length);
      unordered.readAt(offsets[slot], bytes);
      ordered.write(bytes);
      lengths[rank] = length;
    });
    ordered.flush();
    this.#ordered = ordered;
    return new SpooledReviews(ordered, lengths);
  }

  /** Closes and removes the files. */
  [Symbol.dispose](): void {
    this.#unordered?.[Symbol.dispose]();
    this.#ordered?.[Symbol.dispose]();
  }
}

/**
 * Reviews on disk, newest first: iterating parses them one at a time;
 * {@linkcode SpooledReviews.jsonTexts} gives their JSON texts as written
 * (what the version's encoding writes, unparsed).
 */
export class SpooledReviews implements Iterable<Review> {
  readonly #file: SpoolFile;
  readonly #lengths: Uint32Array;

  /** @internal Made by {@linkcode ReviewSpool.finish}. */
  constructor(file: SpoolFile, lengths: Uint32Array) {
    this.#file = file;
    this.#lengths = lengths;
  }

  /** Reviews held. */
  get length(): number {
    return this.#lengths.length;
  }

  /** Each review's JSON text, newest first. */
  *jsonTexts(): Generator<string, void, undefined> {
    const decoder = new TextDecoder();
    let block = new Uint8Array(BLOCK_BYTES);
    let start = 0;
    let end = 0;
    let offset = 0;
    for (const length of this.#lengths) {
      if (end - start < length) {
        // Keep the rest of the block, read on after it.
        const rest = end - start;
        if (length > block.length) {
          const grown = new Uint8Array(length + BLOCK_BYTES);
          grown.set(block.subarray(start, end));
          block = grown;
        } else block.copyWithin(0, start, end);
        const want = Math.min(block.length - rest, this.#file.size - offset);
        this.#file.readAt(offset, block.subarray(rest, rest + want));
        offset += want;
        start = 0;
        end = rest + want;
      }
      yield decoder.decode(block.subarray(start, start + length));
      start += length;
    }
  }

  /** The reviews, parsed one at a time, newest first. */
  *[Symbol.iterator](): Iterator<Review> {
    for (const text of this.jsonTexts()) yield JSON.parse(text) as Review;
  }
}
