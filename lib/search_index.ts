/**
 * The search index of one dataset version and the order of reviews: what a
 * snapshot needs without the query validation (and zod) of `search.ts`.
 *
 * @module
 */
import type { Review, ReviewsDataset } from "./schemas/mod.ts";

/** The search index of one dataset version. */
export interface SearchIndex {
  /** Published reviews, newest first (date, then id, both descending). */
  readonly reviews: readonly Review[];
  /**
   * Folded text of each review, aligned with `reviews`: `query` searches the
   * review text, as the specification says, not the title.
   */
  readonly haystacks: readonly string[];
  /** Folded technician name, first name or alias → full names it denotes. */
  readonly technicianNames: ReadonlyMap<string, readonly string[]>;
}

/** Lower-cases and strips accents, for case- and accent-insensitive match. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Orders reviews newest first: date descending, then id descending. */
export function compareNewestFirst(
  a: Pick<Review, "date" | "id">,
  b: Pick<Review, "date" | "id">,
): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.id !== b.id) return a.id < b.id ? 1 : -1;
  return 0;
}

/** Builds the index of a dataset whose reviews are already newest first. */
export function buildSearchIndex(dataset: ReviewsDataset): SearchIndex {
  const technicianNames = new Map<string, string[]>();
  for (const technician of dataset.business.technicians) {
    const first = technician.name.split(/\s+/)[0];
    const names = new Set([technician.name, first, ...technician.aliases]);
    for (const name of names) {
      const key = foldText(name.trim());
      const list = technicianNames.get(key) ?? [];
      if (!list.includes(technician.name)) list.push(technician.name);
      technicianNames.set(key, list);
    }
  }
  return {
    reviews: dataset.reviews,
    haystacks: dataset.reviews.map((review) => foldText(review.text)),
    technicianNames,
  };
}
