/**
 * The documents a dataset version is served as, and their media types: one
 * list for the snapshot that makes them and for the answers a new instance
 * streams from the store before it has read the version.
 *
 * @module
 */

/** Paths of the documents served from a snapshot. */
export const DOCUMENT_PATHS = [
  "/reviews.json",
  "/insights.json",
  "/api/feed.json",
  "/feed.xml",
] as const;
/** A document path. */
export type DocumentPath = typeof DOCUMENT_PATHS[number];

/** Media type of each document. */
export const CONTENT_TYPES: Readonly<Record<DocumentPath, string>> = {
  "/reviews.json": "application/json; charset=utf-8",
  "/insights.json": "application/json; charset=utf-8",
  "/api/feed.json": "application/json; charset=utf-8",
  "/feed.xml": "application/atom+xml; charset=utf-8",
};
