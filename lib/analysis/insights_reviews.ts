/**
 * The reviews the insights read: a list each figure goes through in one
 * pass, and the text that keyword figures search.
 *
 * @module
 */
import type { Review } from "../schemas/mod.ts";

/**
 * Published reviews, newest first, each figure reading them in one pass:
 * an array, or a list read back from disk at each pass (a large import's,
 * so that not every review is held at once).
 */
export type ReviewList = Iterable<Review> & { readonly length: number };

/** Lower-cased searchable text of a review. */
export function searchable(review: Review): string {
  return `${review.title ?? ""}\n${review.text}`.toLowerCase();
}
