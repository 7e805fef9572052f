/**
 * Insights of one technician, service or service area: reviews naming
 * it, their average rating, and its aspect counts and their trends.
 *
 * @module
 */
import { ASPECT_IDS } from "../schemas/mod.ts";
import type { AspectId, EntityInsight, Review } from "../schemas/mod.ts";
import {
  add,
  type Counts,
  emptyCounts,
  round2,
  withScore,
} from "./insights_counts.ts";
import {
  finishTrend,
  type QuarterTally,
  tallyQuarter,
} from "./insights_trends.ts";

/** Per-entity accumulator. */
export interface EntityAccumulator {
  id: string;
  name: string;
  mentions: number;
  ratingSum: number;
  aspects: Map<AspectId, Counts>;
  /** Statement counts per quarter, by aspect. */
  quarters: Map<AspectId, QuarterTally>;
}

/** An empty accumulator for one entity. */
export function entityAccumulator(id: string, name: string): EntityAccumulator {
  return {
    id,
    name,
    mentions: 0,
    ratingSum: 0,
    aspects: new Map(),
    quarters: new Map(),
  };
}

/**
 * Counts one review that names the entity.
 *
 * @param entity The entity's accumulator.
 * @param review The review.
 * @param quarter The quarter number of the review's date (`quarterOf`).
 */
export function addToEntity(
  entity: EntityAccumulator,
  review: Review,
  quarter: number,
): void {
  entity.mentions++;
  entity.ratingSum += review.rating;
  for (const mention of review.aspects) {
    let counts = entity.aspects.get(mention.aspect);
    let tally = entity.quarters.get(mention.aspect);
    if (!counts || !tally) {
      counts = emptyCounts();
      tally = new Map();
      entity.aspects.set(mention.aspect, counts);
      entity.quarters.set(mention.aspect, tally);
    }
    add(counts, mention.sentiment);
    tallyQuarter(tally, quarter, mention.sentiment);
  }
}

/**
 * The insight of an entity from its accumulator.
 *
 * @param entity The accumulator.
 * @param latest The latest quarter of the dataset, or null without reviews.
 * @returns The insight, aspects in taxonomy order.
 */
export function finishEntity(
  entity: EntityAccumulator,
  latest: number | null,
): EntityInsight {
  return {
    id: entity.id,
    name: entity.name,
    mentions: entity.mentions,
    average_rating: entity.mentions === 0
      ? null
      : round2(entity.ratingSum / entity.mentions),
    aspects: ASPECT_IDS.filter((aspect) => entity.aspects.has(aspect)).map((
      aspect,
    ) => ({
      aspect,
      ...withScore(entity.aspects.get(aspect)!),
      trend: finishTrend(entity.quarters.get(aspect)!, latest, {
        windowsOnly: true,
      }),
    })),
  };
}
