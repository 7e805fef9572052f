/**
 * Dataset versions in Deno KV. A version is written as chunks under its
 * own id (KV values are at most 64 KiB), then published by flipping one
 * pointer in a single atomic operation, then the previous version's chunks
 * are removed. Readers follow the pointer, so they never see a mix.
 *
 * Chunks that are not the current version's always have a marker under
 * `["dataset", "unpublished", id]`: written with the first chunks of a new
 * version and removed in its pointer flip, or written for the replaced
 * version in that same flip. A publisher that dies half-way leaves its
 * marker behind, so each later publication sweeps what such markers name
 * (staged versions only once they are older than any import could take).
 *
 * @module
 */
import type { Takedown } from "./takedowns.ts";
import { withKvRetry } from "./kv_retry.ts";
import type { Insights, ReviewsDataset } from "../schemas/mod.ts";
import {
  type StoredDocumentPath,
  type StoredDocuments,
  versionChunks,
  type VersionContent,
} from "./version_encoder.ts";

export type {
  StoredDocument,
  StoredDocumentPath,
  StoredDocuments,
} from "./version_encoder.ts";

/** Key of the pointer to the current version. */
export const CURRENT_VERSION_KEY = ["dataset", "current"] as const;
const CHUNKS_PREFIX = ["dataset", "chunks"] as const;
/** Markers of versions whose chunks are not (or no longer) published. */
export const UNPUBLISHED_PREFIX = ["dataset", "unpublished"] as const;

/**
 * Age after which a staged version that never became current is taken for
 * the leftover of a crashed import: far longer than any import takes.
 */
export const DEFAULT_STAGING_GRACE_MS = 6 * 60 * 60 * 1000;

/** Why a version's chunks are in the store without being current. */
export interface UnpublishedMarker {
  /** `staged`: being written; `replaced`: no longer current, being removed. */
  state: "staged" | "replaced";
  /** Epoch milliseconds when the marker was written. */
  since: number;
}

/** What {@linkcode publishDataset} publishes. */
export interface PublishableVersion extends VersionContent {
  /** Unverified records of the import, left out. */
  unverifiedCount: number;
}

/** Options of {@linkcode publishDataset} and {@linkcode sweepUnpublished}. */
export interface StoreOptions {
  /** The clock, for tests; default `Date.now`. */
  now?: () => number;
  /** See {@linkcode DEFAULT_STAGING_GRACE_MS}. */
  stagingGraceMs?: number;
}

/** Bytes per chunk: below the 64 KiB value limit. */
const CHUNK_BYTES = 60 * 1024;
/** Chunks per atomic write: below the 800 KiB per-commit limit. */
const CHUNKS_PER_COMMIT = 12;

/** The pointer record of the current version. */
export interface VersionPointer {
  /** Unique id of this version. */
  version: string;
  /** SHA-256 (hex) of the version document; equal content, equal hash. */
  content_hash: string;
  /** RFC 3339 time of publication. */
  published_at: string;
  /** Number of chunks. */
  chunk_count: number;
  /** Length of the stored data in bytes. */
  byte_length: number;
  /** Published reviews. */
  review_count: number;
  /** Unverified records of the import, left out. */
  unverified_count: number;
  /**
   * Where the ready-to-serve documents lie inside the version document,
   * with their entity tags, so that a new process serves them without
   * parsing or hashing. Absent in versions stored before it was recorded.
   */
  documents?: StoredDocuments;
  /**
   * How the chunks hold the version document: `identity`, as it is (what is
   * written now: a new process reads it without decompressing, which took
   * seconds at 100,000 reviews); absent in older versions, which are gzip.
   */
  encoding?: "identity";
}

/** A version as read back from the store. */
export interface StoredVersion {
  pointer: VersionPointer;
  dataset: ReviewsDataset;
  insights: Insights;
  /** Taken-down review ids; absent in versions without takedowns. */
  takedowns?: Takedown[];
}

/** The outcome of a publication. */
export interface PublishResult {
  /** `unchanged` when the content equals the current version's. */
  status: "published" | "unchanged";
  /** The current version after the call. */
  pointer: VersionPointer;
}

async function transform(
  bytes: Uint8Array<ArrayBuffer>,
  stream: DecompressionStream,
): Promise<Uint8Array<ArrayBuffer>> {
  return await new Response(new Blob([bytes]).stream().pipeThrough(stream))
    .bytes();
}

/**
 * Serialises a version document, `{"dataset":…,"insights":…}`, whose hash
 * identifies the content, and records where the two documents lie in it.
 * Holds the whole document: for tests and for versions read in an older
 * form; a publication streams it ({@linkcode versionChunks}).
 */
export function encodeVersion(
  prepared: VersionContent,
): Promise<
  {
    bytes: Uint8Array<ArrayBuffer>;
    contentHash: string;
    documents: StoredDocuments;
  }
> {
  const chunks: Uint8Array[] = [];
  const encoding = versionChunks(prepared, CHUNK_BYTES);
  let next = encoding.next();
  for (; !next.done; next = encoding.next()) chunks.push(next.value);
  const { contentHash, documents, byteLength } = next.value;
  const bytes = new Uint8Array(byteLength);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return Promise.resolve({ bytes, contentHash, documents });
}

/** Reads the pointer of the current version; null on an empty store. */
export async function readCurrentPointer(
  kv: Deno.Kv,
): Promise<VersionPointer | null> {
  const entry = await withKvRetry(() =>
    kv.get<VersionPointer>(CURRENT_VERSION_KEY)
  );
  return entry.value;
}

/**
 * Writes the chunks an iterator yields under a version, several per atomic
 * write, the `staged` marker with the first of them; returns how many were
 * written and the iterator's return value.
 */
async function writeChunks<T>(
  kv: Deno.Kv,
  version: string,
  chunks: Iterator<Uint8Array, T, undefined>,
  options: StoreOptions,
): Promise<{ count: number; returned: T }> {
  const now = options.now ?? Date.now;
  let count = 0;
  for (;;) {
    const batch: Uint8Array[] = [];
    let next = chunks.next();
    for (; !next.done; next = chunks.next()) {
      batch.push(next.value);
      if (batch.length === CHUNKS_PER_COMMIT) break;
    }
    if (batch.length > 0) {
      const first = count;
      await withKvRetry(() => {
        const atomic = kv.atomic();
        if (first === 0) {
          const marker: UnpublishedMarker = { state: "staged", since: now() };
          atomic.set([...UNPUBLISHED_PREFIX, version], marker);
        }
        batch.forEach((chunk, index) =>
          atomic.set([...CHUNKS_PREFIX, version, first + index], chunk)
        );
        return atomic.commit();
      });
      count += batch.length;
    }
    if (next.done) return { count, returned: next.value };
  }
}

/**
 * Writes a version's chunks, its `staged` marker with the first of them.
 * Exported for tests, which use it to leave what a crashed import leaves.
 */
export async function stageChunks(
  kv: Deno.Kv,
  staged: { version: string; data: Uint8Array },
  options: StoreOptions = {},
): Promise<number> {
  const { version, data } = staged;
  function* slices() {
    let offset = 0;
    do {
      yield data.slice(offset, offset + CHUNK_BYTES);
      offset += CHUNK_BYTES;
    } while (offset < data.length);
  }
  return (await writeChunks(kv, version, slices(), options)).count;
}

/** Removes every chunk of a version, then its marker. */
async function deleteChunks(kv: Deno.Kv, version: string): Promise<void> {
  const keys: Deno.KvKey[] = [];
  for await (const entry of kv.list({ prefix: [...CHUNKS_PREFIX, version] })) {
    keys.push(entry.key);
  }
  for (let first = 0; first < keys.length; first += 500) {
    const batch = keys.slice(first, first + 500);
    await withKvRetry(() => {
      const atomic = kv.atomic();
      for (const key of batch) atomic.delete(key);
      return atomic.commit();
    });
  }
  await withKvRetry(() => kv.delete([...UNPUBLISHED_PREFIX, version]));
}

/**
 * Removes the chunks of versions that are not current: replaced ones whose
 * removal was interrupted, and staged ones older than the grace period
 * (an import that died before its pointer flip). Returns the versions
 * removed.
 */
export async function sweepUnpublished(
  kv: Deno.Kv,
  options: StoreOptions = {},
): Promise<string[]> {
  const now = (options.now ?? Date.now)();
  const grace = options.stagingGraceMs ?? DEFAULT_STAGING_GRACE_MS;
  const current = await readCurrentPointer(kv);
  const removed: string[] = [];
  const markers = kv.list<UnpublishedMarker>({ prefix: UNPUBLISHED_PREFIX });
  for await (const { key, value } of markers) {
    const version = key.at(-1) as string;
    if (version === current?.version) continue;
    if (value.state === "staged" && now - value.since < grace) continue;
    await deleteChunks(kv, version);
    removed.push(version);
  }
  return removed;
}

/**
 * Publishes a prepared dataset as the new current version, unless its
 * content equals the current version's. Safe against concurrent publishers:
 * the pointer flip is checked, and the last one to flip wins.
 */
export async function publishDataset(
  kv: Deno.Kv,
  prepared: PublishableVersion,
  options: StoreOptions = {},
): Promise<PublishResult> {
  const result = await publishVersion(kv, prepared, options);
  await sweepUnpublished(kv, options);
  return result;
}

async function publishVersion(
  kv: Deno.Kv,
  prepared: PublishableVersion,
  options: StoreOptions,
): Promise<PublishResult> {
  const now = options.now ?? Date.now;
  let current = await withKvRetry(() =>
    kv.get<VersionPointer>(CURRENT_VERSION_KEY)
  );
  // Equal content has as many reviews: only then may this be a no-op, and a
  // first pass over the document hashes it, so that equal content writes
  // nothing. Otherwise one pass writes and hashes. Neither pass holds the
  // whole document.
  if (current.value?.review_count === prepared.dataset.reviews.length) {
    const hashing = versionChunks(prepared, CHUNK_BYTES);
    let pass = hashing.next();
    while (!pass.done) pass = hashing.next();
    if (current.value.content_hash === pass.value.contentHash) {
      return { status: "unchanged", pointer: current.value };
    }
  }
  const version = crypto.randomUUID();
  const { returned: written } = await writeChunks(
    kv,
    version,
    versionChunks(prepared, CHUNK_BYTES),
    options,
  );
  for (;;) {
    const pointer: VersionPointer = {
      version,
      content_hash: written.contentHash,
      published_at: new Date().toISOString(),
      chunk_count: written.chunkCount,
      byte_length: written.byteLength,
      review_count: prepared.dataset.reviews.length,
      unverified_count: prepared.unverifiedCount,
      documents: written.documents,
      encoding: "identity",
    };
    const expected = current;
    const result = await withKvRetry(() => {
      // One operation: the new version is current and unmarked, the old
      // one is marked for removal (and swept should this process die).
      const atomic = kv.atomic().check(expected)
        .set(CURRENT_VERSION_KEY, pointer)
        .delete([...UNPUBLISHED_PREFIX, version]);
      if (expected.value) {
        const replaced: UnpublishedMarker = { state: "replaced", since: now() };
        atomic.set([...UNPUBLISHED_PREFIX, expected.value.version], replaced);
      }
      return atomic.commit();
    });
    if (result.ok) {
      if (expected.value) await deleteChunks(kv, expected.value.version);
      return { status: "published", pointer };
    }
    // Another publisher flipped the pointer meanwhile: compare again.
    current = await withKvRetry(() =>
      kv.get<VersionPointer>(CURRENT_VERSION_KEY)
    );
    if (current.value?.content_hash === written.contentHash) {
      await deleteChunks(kv, version);
      return { status: "unchanged", pointer: current.value };
    }
  }
}

/** Reads one version's chunks; null when some are gone (it was replaced). */
async function readChunks(
  kv: Deno.Kv,
  pointer: VersionPointer,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const data = new Uint8Array(pointer.byte_length);
  let offset = 0;
  let count = 0;
  const entries = kv.list<Uint8Array>({
    prefix: [...CHUNKS_PREFIX, pointer.version],
  }, {
    batchSize: 500,
  });
  for await (const entry of entries) {
    if (
      entry.key.at(-1) !== count || offset + entry.value.length > data.length
    ) {
      return null;
    }
    data.set(entry.value, offset);
    offset += entry.value.length;
    count++;
  }
  return count === pointer.chunk_count && offset === pointer.byte_length
    ? data
    : null;
}

/**
 * Reads the current version document as bytes (not parsed); null on an
 * empty store. Retries when the version is replaced while it is being read.
 */
export async function readCurrentBytes(
  kv: Deno.Kv,
): Promise<{ pointer: VersionPointer; bytes: Uint8Array<ArrayBuffer> } | null> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const pointer = await readCurrentPointer(kv);
    if (!pointer) return null;
    const data = await withKvRetry(() => readChunks(kv, pointer));
    if (!data) continue;
    return {
      pointer,
      bytes: pointer.encoding === "identity"
        ? data
        : await transform(data, new DecompressionStream("gzip")),
    };
  }
  throw new Error(
    "the current dataset version kept changing while it was read",
  );
}

/**
 * Reads and parses the current version; null on an empty store. Retries
 * when the version is replaced while it is being read.
 */
export async function readCurrentVersion(
  kv: Deno.Kv,
): Promise<StoredVersion | null> {
  const read = await readCurrentBytes(kv);
  if (!read) return null;
  const document = JSON.parse(new TextDecoder().decode(read.bytes)) as {
    dataset: ReviewsDataset;
    insights: Insights;
    takedowns?: Takedown[];
  };
  return { pointer: read.pointer, ...document };
}

/**
 * Streams one stored document of a version straight from its chunks, for a
 * process that serves before it has read the whole version (a cold start).
 * Null when the version does not keep its documents uncompressed. The
 * stream errors when the version's chunks are removed meanwhile.
 */
export function streamStoredDocument(
  kv: Deno.Kv,
  pointer: VersionPointer,
  path: StoredDocumentPath,
): ReadableStream<Uint8Array> | null {
  const place = pointer.documents?.[path];
  if (!place || pointer.encoding !== "identity") return null;
  const first = Math.floor(place.offset / CHUNK_BYTES);
  const end = place.offset + place.length;
  const last = Math.floor((end - 1) / CHUNK_BYTES);
  let entries: AsyncIterator<Deno.KvEntry<Uint8Array>> | null = null;
  let expected = first;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      entries ??= kv.list<Uint8Array>({
        start: [...CHUNKS_PREFIX, pointer.version, first],
        end: [...CHUNKS_PREFIX, pointer.version, last + 1],
      }, { batchSize: 16 })[Symbol.asyncIterator]();
      const next = await entries.next();
      if (next.done) {
        if (expected <= last) {
          controller.error(
            new Error("the version was replaced while it was sent"),
          );
        } else controller.close();
        return;
      }
      const index = next.value.key.at(-1) as number;
      if (index !== expected) {
        controller.error(
          new Error("the version was replaced while it was sent"),
        );
        return;
      }
      expected++;
      const chunkStart = index * CHUNK_BYTES;
      const from = Math.max(place.offset, chunkStart) - chunkStart;
      const to = Math.min(end, chunkStart + next.value.value.length) -
        chunkStart;
      controller.enqueue(next.value.value.subarray(from, to));
    },
  });
}
