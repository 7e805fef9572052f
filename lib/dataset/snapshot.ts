/**
 * The in-memory form of one dataset version: documents serialised once, with
 * their validators, and the search index, each made on first use. Requests
 * read the current snapshot; nothing is re-serialised per request.
 *
 * @module
 */
import { sha256 } from "@noble/hashes/sha2.js";
import {
  encodeVersion,
  type StoredDocumentPath,
  type StoredDocuments,
  type StoredVersion,
  type VersionPointer,
} from "./store.ts";
import {
  CONTENT_TYPES,
  DOCUMENT_PATHS,
  type DocumentPath,
} from "./documents.ts";
import { buildAtomFeed, buildJsonFeed } from "../feeds.ts";
import type { Insights, Review, ReviewsDataset } from "../schemas/mod.ts";
import { buildSearchIndex, type SearchIndex } from "../search_index.ts";

/** Bytes of a response body with the validators that describe them. */
export interface Representation {
  /** The exact response body. */
  body: Uint8Array<ArrayBuffer>;
  /** Its media type. */
  contentType: string;
  /** Strong entity tag, quoted. */
  etag: string;
  /** HTTP date of the version's publication. */
  lastModified: string;
}

/** One dataset version, ready to serve. */
export interface Snapshot {
  /** Version id. */
  version: string;
  /** SHA-256 of the version document. */
  contentHash: string;
  /** When the version was published. */
  publishedAt: Date;
  /** Published reviews. */
  reviewCount: number;
  /** Unverified records of the version's import, left out. */
  unverifiedCount: number;
  /** The published dataset. */
  dataset: ReviewsDataset;
  /** The insights. */
  insights: Insights;
  /** Reviews by id. */
  reviewsById: ReadonlyMap<string, Review>;
  /** The search index. */
  index: SearchIndex;
  /** The serialised documents. */
  documents: Readonly<Record<DocumentPath, Representation>>;
}

/** A strong ETag of some bytes: a truncated SHA-256. */
export function entityTag(
  bytes: Uint8Array<ArrayBuffer>,
): Promise<string> {
  return Promise.resolve(entityTagSync(bytes));
}

/**
 * {@linkcode entityTag}, computed synchronously (for documents made on first
 * use). In JavaScript: cheap to load, for small documents such as the feeds.
 */
export function entityTagSync(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of sha256(bytes).subarray(0, 16)) {
    hex += byte.toString(16).padStart(2, "0");
  }
  return `"${hex}"`;
}

/** The parsed content of a version. */
interface Parsed {
  dataset: ReviewsDataset;
  insights: Insights;
}

/** A version document with the places of its stored documents. */
interface Source {
  /** The version document, `{"dataset":…,"insights":…}`. */
  bytes: Uint8Array<ArrayBuffer>;
  /** Where `/reviews.json` and `/insights.json` lie in it, with their tags. */
  documents: StoredDocuments;
  /** The content, when it is already parsed. */
  parsed?: Parsed;
}

/**
 * A version ready to serve. What a request needs is made on its first use
 * and kept: the stored documents are served from the version's bytes as they
 * are (no parse), the parsed dataset, the index and the feeds follow when a
 * request or a delivery first asks for them. Rendered documents of other
 * kinds (pages) belong here too, made once per version.
 */
class VersionSnapshot implements Snapshot {
  readonly version: string;
  readonly contentHash: string;
  readonly publishedAt: Date;
  readonly reviewCount: number;
  readonly unverifiedCount: number;
  readonly documents: Readonly<Record<DocumentPath, Representation>>;
  #source: Source;
  #parsed: Parsed | null;
  #reviewsById: ReadonlyMap<string, Review> | null = null;
  #index: SearchIndex | null = null;

  constructor(
    pointer: VersionPointer,
    source: Source,
    options: { baseUrl: string },
  ) {
    this.version = pointer.version;
    this.contentHash = pointer.content_hash;
    this.publishedAt = new Date(pointer.published_at);
    this.reviewCount = pointer.review_count;
    // Absent from pointers written before it was recorded.
    this.unverifiedCount = pointer.unverified_count ?? 0;
    this.#source = source;
    this.#parsed = source.parsed ?? null;
    const lastModified = this.publishedAt.toUTCString();
    const made = new Map<DocumentPath, Representation>();
    const make = (path: DocumentPath): Representation => {
      let document = made.get(path);
      if (!document) {
        document = this.#represent(path, options.baseUrl, lastModified);
        made.set(path, document);
      }
      return document;
    };
    const documents = {} as Record<DocumentPath, Representation>;
    for (const path of DOCUMENT_PATHS) {
      Object.defineProperty(documents, path, {
        enumerable: true,
        get: () => make(path),
      });
    }
    this.documents = documents;
  }

  #represent(
    path: DocumentPath,
    baseUrl: string,
    lastModified: string,
  ): Representation {
    if (path === "/reviews.json" || path === "/insights.json") {
      const { offset, length, etag } = this.#source.documents[path];
      return {
        body: this.#source.bytes.subarray(offset, offset + length),
        contentType: CONTENT_TYPES[path],
        etag,
        lastModified,
      };
    }
    const feedOptions = { baseUrl, publishedAt: this.publishedAt };
    const body = encoder.encode(
      path === "/feed.xml"
        ? buildAtomFeed(this.dataset, feedOptions)
        : JSON.stringify(buildJsonFeed(this.dataset, feedOptions)),
    );
    return {
      body,
      contentType: CONTENT_TYPES[path],
      etag: entityTagSync(body),
      lastModified,
    };
  }

  #parse(): Parsed {
    if (this.#parsed) return this.#parsed;
    const parse = (path: StoredDocumentPath) => {
      const { offset, length } = this.#source.documents[path];
      return JSON.parse(
        decoder.decode(this.#source.bytes.subarray(offset, offset + length)),
      );
    };
    this.#parsed = {
      dataset: parse("/reviews.json"),
      insights: parse("/insights.json"),
    };
    return this.#parsed;
  }

  get dataset(): ReviewsDataset {
    return this.#parse().dataset;
  }

  get insights(): Insights {
    return this.#parse().insights;
  }

  get reviewsById(): ReadonlyMap<string, Review> {
    this.#reviewsById ??= new Map(
      this.dataset.reviews.map((review) => [review.id, review]),
    );
    return this.#reviewsById;
  }

  get index(): SearchIndex {
    this.#index ??= buildSearchIndex(this.dataset);
    return this.#index;
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Builds the snapshot of a parsed stored version. */
export async function buildSnapshot(
  stored: StoredVersion,
  options: { baseUrl: string },
): Promise<Snapshot> {
  const { dataset, insights } = stored;
  const { bytes, documents } = await encodeVersion({ dataset, insights });
  return new VersionSnapshot(stored.pointer, {
    bytes,
    documents,
    parsed: { dataset, insights },
  }, options);
}

/**
 * The snapshot of a version read as bytes: its stored documents are served
 * from those bytes; nothing is parsed until a request needs it. A version
 * stored before the documents' places were recorded is parsed at once.
 */
export async function snapshotFromBytes(
  pointer: VersionPointer,
  bytes: Uint8Array<ArrayBuffer>,
  options: { baseUrl: string },
): Promise<Snapshot> {
  if (pointer.documents) {
    return new VersionSnapshot(
      pointer,
      { bytes, documents: pointer.documents },
      options,
    );
  }
  const parsed = JSON.parse(decoder.decode(bytes)) as Parsed;
  return await buildSnapshot({ pointer, ...parsed }, options);
}
