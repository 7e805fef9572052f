/**
 * Insights of one technician, service or service area: reviews naming
 * it, their average rating, and its aspect counts.
 *
 * @module
 */
import { ASPECT_IDS } from "../schemas.ts";
import type { AspectId, EntityInsight, Review } from "../schemas.ts";
import {
  add,
  type Counts,
  emptyCounts,
  round2,
  withScore,
} from "./insights_counts.ts";

/** Per-entity accumulator. */
export interface EntityAccumulator {
  id: string;
  name: string;
  mentions: number;
  ratingSum: number;
  aspects: Map<AspectId, Counts>;
}

/** An empty accumulator for one entity. */
export function entityAccumulator(id: string, name: string): EntityAccumulator {
  return { id, name, mentions: 0, ratingSum: 0, aspects: new Map() };
}

/** Counts one review that names the entity. */
export function addToEntity(entity: EntityAccumulator, review: Review): void {
  entity.mentions++;
  entity.ratingSum += review.rating;
  for (const mention of review.aspects) {
    let counts = entity.aspects.get(mention.aspect);
    if (!counts) {
      counts = emptyCounts();
      entity.aspects.set(mention.aspect, counts);
    }
    add(counts, mention.sentiment);
  }
}

/** The insight of an entity from its accumulator. */
export function finishEntity(entity: EntityAccumulator): EntityInsight {
  return {
    id: entity.id,
    name: entity.name,
    mentions: entity.mentions,
    average_rating: entity.mentions === 0
      ? null
      : round2(entity.ratingSum / entity.mentions),
    aspects: ASPECT_IDS.filter((aspect) => entity.aspects.has(aspect)).map((
      aspect,
    ) => ({ aspect, ...withScore(entity.aspects.get(aspect)!) })),
  };
}
