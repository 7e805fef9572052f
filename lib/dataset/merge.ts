/**
 * Merging platform records into the current version by id: known ids are
 * updated in place, new ones added, others kept (platform exports are
 * partial) unless the import replaces the file's sources. Taken-down ids and
 * unverified records stay out.
 *
 * @module
 */
import type { ImportReview, Review } from "../schemas/mod.ts";
import type { SourceReview } from "./formats/mod.ts";

/** What an import changed, review by review. */
export interface ChangeCounts {
  /** Ids that were not in the current version. */
  added: number;
  /** Known ids whose record changed (an edited text, a new reply, …). */
  updated: number;
  /** Current reviews gone from the new version. */
  removed: number;
  /** Records of the input equal to the current version's. */
  unchanged: number;
  /** Unverified records, counted and left out. */
  unverified: number;
  /** Records whose id is taken down, left out. */
  taken_down: number;
}

/** A published review back in the import shape (derived members dropped). */
export function toImportReview(review: Review): ImportReview {
  return {
    id: review.id,
    rating: review.rating,
    date: review.date,
    title: review.title,
    text: review.text,
    author: { name: review.author.name },
    source: review.source,
    verified: true,
    response: review.response ? { ...review.response } : null,
    source_url: review.source_url ?? null,
  };
}

/** The members a record is compared by, in a fixed order. */
function recordKey(review: SourceReview): string {
  return JSON.stringify([
    review.rating,
    review.date,
    review.title,
    review.text,
    review.author.name,
    review.source,
    review.verified,
    review.response?.text ?? null,
    review.response?.date ?? null,
    review.source_url ?? null,
  ]);
}

/** A record whose id is a current review's of another source. */
export interface SourceConflict {
  /** The review id. */
  id: string;
  /** The source of the current review. */
  current: string;
  /** The source of the record. */
  incoming: string;
}

/** Options of {@linkcode mergeReviews}. */
export interface MergeOptions {
  /** Sources whose current reviews are dropped first (`--replace`). */
  replaceSources?: ReadonlySet<string>;
  /** Ids that are taken down. */
  takenDown?: ReadonlySet<string>;
}

/** The merged reviews and what changed. */
export interface MergeResult {
  /** The reviews of the new version, in the import shape. */
  reviews: ImportReview[];
  /** The changes. */
  counts: ChangeCounts;
}

/**
 * Merges records into the current reviews one at a time, counting what
 * changes, so that the records need not all be held (a streamed import).
 * A record given twice counts once; the later one wins.
 */
export class ReviewMerger {
  readonly #before: Map<string, ImportReview>;
  readonly #replace: ReadonlySet<string>;
  readonly #takenDown: ReadonlySet<string>;
  /** The change of each id the records touched (the last record's). */
  readonly #touched = new Map<string, "added" | "updated" | "unchanged">();
  #unverified = 0;
  #takenDownCount = 0;

  /** Starts a merge into `current`. */
  constructor(current: readonly ImportReview[], options: MergeOptions = {}) {
    this.#before = new Map(current.map((review) => [review.id, review]));
    this.#replace = options.replaceSources ?? new Set<string>();
    this.#takenDown = options.takenDown ?? new Set<string>();
  }

  /** The current reviews that stay unless a record replaces them. */
  kept(): ImportReview[] {
    return [...this.#before.values()].filter((review) =>
      !this.#replace.has(review.source)
    );
  }

  /**
   * Takes one record: the review to put in the new version, or null when
   * the record stays out (taken down, unverified).
   */
  add(review: SourceReview): ImportReview | null {
    if (this.#takenDown.has(review.id)) {
      this.#takenDownCount++;
      return null;
    }
    if (!review.verified) {
      this.#unverified++;
      return null;
    }
    const record: ImportReview = { ...review, verified: true };
    const old = this.#before.get(review.id);
    this.#touched.set(
      review.id,
      !old
        ? "added"
        : recordKey(old) === recordKey(record)
        ? "unchanged"
        : "updated",
    );
    return record;
  }

  /**
   * The conflict of a record whose id belongs to a current review of
   * another source, or null. A CSV row's own id may be a platform review's
   * ("google-…"): adding it would lose that review, so an import checks
   * every record with this before it adds any.
   */
  conflictOf(review: SourceReview): SourceConflict | null {
    if (this.#takenDown.has(review.id) || !review.verified) return null;
    const old = this.#before.get(review.id);
    if (!old || old.source === review.source) return null;
    return { id: review.id, current: old.source, incoming: review.source };
  }

  /** What changed, once every record is added. */
  counts(): ChangeCounts {
    const counts: ChangeCounts = {
      added: 0,
      updated: 0,
      removed: 0,
      unchanged: 0,
      unverified: this.#unverified,
      taken_down: this.#takenDownCount,
    };
    for (const change of this.#touched.values()) counts[change]++;
    for (const review of this.#before.values()) {
      if (this.#replace.has(review.source) && !this.#touched.has(review.id)) {
        counts.removed++;
      }
    }
    return counts;
  }
}

/**
 * Merges `incoming` into `current` by id. A record given twice counts once;
 * the later one wins.
 */
export function mergeReviews(
  current: readonly ImportReview[],
  incoming: readonly SourceReview[],
  options: MergeOptions = {},
): MergeResult {
  const merger = new ReviewMerger(current, options);
  const after = new Map(merger.kept().map((review) => [review.id, review]));
  for (const review of incoming) {
    const record = merger.add(review);
    if (record) after.set(record.id, record);
  }
  return { reviews: [...after.values()], counts: merger.counts() };
}

/** What replacing the whole dataset changes (the `reviews` format). */
export function compareReplacement(
  current: readonly ImportReview[],
  next: readonly ImportReview[],
  takenDown: ReadonlySet<string>,
): ChangeCounts {
  const before = new Map(current.map((review) => [review.id, review]));
  const kept = new Set<string>();
  const counts: ChangeCounts = {
    added: 0,
    updated: 0,
    removed: 0,
    unchanged: 0,
    unverified: 0,
    taken_down: 0,
  };
  for (const review of next) {
    if (takenDown.has(review.id)) counts.taken_down++;
    else if (!review.verified) counts.unverified++;
    else {
      kept.add(review.id);
      const old = before.get(review.id);
      if (!old) counts.added++;
      else if (recordKey(old) === recordKey(review)) counts.unchanged++;
      else counts.updated++;
    }
  }
  for (const id of before.keys()) if (!kept.has(id)) counts.removed++;
  return counts;
}
