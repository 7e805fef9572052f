/**
 * The in-memory form of one dataset version: documents serialised once, with
 * their validators, and the search index. Requests read the current
 * snapshot; nothing is re-serialised per request.
 *
 * @module
 */
import type { StoredVersion } from "./store.ts";
import { buildAtomFeed, buildJsonFeed } from "../feeds.ts";
import type { Insights, Review, ReviewsDataset } from "../schemas.ts";
import { buildSearchIndex, type SearchIndex } from "../search.ts";

/** Paths of the documents served from a snapshot. */
export const DOCUMENT_PATHS = [
  "/reviews.json",
  "/insights.json",
  "/api/feed.json",
  "/feed.xml",
] as const;
/** A document path. */
export type DocumentPath = typeof DOCUMENT_PATHS[number];

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

/** Media type of each document. */
const CONTENT_TYPES: Record<DocumentPath, string> = {
  "/reviews.json": "application/json; charset=utf-8",
  "/insights.json": "application/json; charset=utf-8",
  "/api/feed.json": "application/json; charset=utf-8",
  "/feed.xml": "application/atom+xml; charset=utf-8",
};

/** A strong ETag of some bytes: a truncated SHA-256. */
export async function entityTag(
  bytes: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  let hex = "";
  for (const byte of digest.subarray(0, 16)) {
    hex += byte.toString(16).padStart(2, "0");
  }
  return `"${hex}"`;
}

/** Builds the snapshot of a stored version. */
export async function buildSnapshot(
  stored: StoredVersion,
  options: { baseUrl: string },
): Promise<Snapshot> {
  const publishedAt = new Date(stored.pointer.published_at);
  const lastModified = publishedAt.toUTCString();
  const encoder = new TextEncoder();
  const feedOptions = { baseUrl: options.baseUrl, publishedAt };
  const bodies: Record<DocumentPath, string> = {
    "/reviews.json": JSON.stringify(stored.dataset),
    "/insights.json": JSON.stringify(stored.insights),
    "/api/feed.json": JSON.stringify(
      buildJsonFeed(stored.dataset, feedOptions),
    ),
    "/feed.xml": buildAtomFeed(stored.dataset, feedOptions),
  };
  const documents = {} as Record<DocumentPath, Representation>;
  for (const path of DOCUMENT_PATHS) {
    const body = encoder.encode(bodies[path]);
    documents[path] = {
      body,
      contentType: CONTENT_TYPES[path],
      etag: await entityTag(body),
      lastModified,
    };
  }
  return {
    version: stored.pointer.version,
    contentHash: stored.pointer.content_hash,
    publishedAt,
    // Absent from pointers written before it was recorded.
    unverifiedCount: stored.pointer.unverified_count ?? 0,
    dataset: stored.dataset,
    insights: stored.insights,
    reviewsById: new Map(
      stored.dataset.reviews.map((review) => [review.id, review]),
    ),
    index: buildSearchIndex(stored.dataset),
    documents,
  };
}

/** Called with each new current snapshot. */
export type SnapshotListener = (snapshot: Snapshot) => void;

/** Holds the current snapshot and tells listeners when it changes. */
export class SnapshotHolder {
  #current: Snapshot;
  #listeners = new Set<SnapshotListener>();

  /** Starts with an initial snapshot. */
  constructor(initial: Snapshot) {
    this.#current = initial;
  }

  /** The current snapshot. */
  get current(): Snapshot {
    return this.#current;
  }

  /** Replaces the current snapshot and notifies the listeners. */
  set(snapshot: Snapshot): void {
    this.#current = snapshot;
    for (const listener of this.#listeners) {
      try {
        listener(snapshot);
      } catch (error) {
        console.error("snapshot listener failed:", error);
      }
    }
  }

  /** Adds a listener; returns a function that removes it. */
  subscribe(listener: SnapshotListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
