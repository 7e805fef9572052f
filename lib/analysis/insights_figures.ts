/**
 * The figures of the insights, collected in one pass over the reviews:
 * rating counts, aspect counts, trends and examples, entities and topics;
 * the FAQ
 * and the summary are written from them.
 *
 * @module
 */
import { ASPECT_IDS } from "../schemas/mod.ts";
import type {
  AspectId,
  AspectInsight,
  Business,
  EntityInsight,
  Topic,
} from "../schemas/mod.ts";
import {
  add,
  type Counts,
  emptyCounts,
  round2,
  withScore,
} from "./insights_counts.ts";
import { chooseExamples, type Quote } from "./insights_examples.ts";
import {
  addToEntity,
  entityAccumulator,
  finishEntity,
} from "./insights_entities.ts";
import { buildTopics } from "./insights_topics.ts";
import type { ReviewList } from "./insights_reviews.ts";
import {
  finishTrend,
  quarterOf,
  type QuarterTally,
  tallyQuarter,
} from "./insights_trends.ts";

/** Figures shared by the FAQ and the summary. */
export interface Figures {
  business: Business;
  reviews: ReviewList;
  average: number;
  favourable: number;
  critical: number;
  aspects: AspectInsight[];
  technicians: EntityInsight[];
  services: EntityInsight[];
  areas: EntityInsight[];
  topics: Topic[];
}

/** The insight of one aspect. */
export function aspectFigure(
  figures: Figures,
  aspect: AspectId,
): AspectInsight {
  return figures.aspects.find((insight) => insight.aspect === aspect)!;
}

/**
 * Collects the figures of the insights in one pass over the reviews.
 *
 * @param business The business record.
 * @param reviews Published reviews, newest first, with derived members.
 * @returns The figures; valid also for an empty review list.
 */
export function buildFigures(
  business: Business,
  reviews: ReviewList,
): Figures {
  const aspectCounts = new Map<AspectId, Counts>(
    ASPECT_IDS.map((aspect) => [aspect, emptyCounts()]),
  );
  const aspectQuotes = new Map<AspectId, Quote[]>(
    ASPECT_IDS.map((aspect) => [aspect, []]),
  );
  const aspectQuarters = new Map<AspectId, QuarterTally>(
    ASPECT_IDS.map((aspect) => [aspect, new Map()]),
  );
  let latest: number | null = null;
  const technicians = new Map(
    business.technicians.map((t) => [t.name, entityAccumulator(t.id, t.name)]),
  );
  const services = new Map(
    business.services.map((s) => [s.id, entityAccumulator(s.id, s.name)]),
  );
  const areas = new Map(
    business.service_areas.map((
      a,
    ) => [a.name, entityAccumulator(a.id, a.name)]),
  );
  let ratingSum = 0;
  let favourable = 0;
  let critical = 0;
  let rank = -1;
  for (const review of reviews) {
    rank++;
    ratingSum += review.rating;
    if (review.rating >= 4) favourable++;
    if (review.rating <= 2) critical++;
    const quarter = quarterOf(review.date);
    if (latest === null || quarter > latest) latest = quarter;
    const seenAspects = new Set<string>();
    for (const mention of review.aspects) {
      add(aspectCounts.get(mention.aspect)!, mention.sentiment);
      tallyQuarter(
        aspectQuarters.get(mention.aspect)!,
        quarter,
        mention.sentiment,
      );
      const quotes = aspectQuotes.get(mention.aspect)!;
      const key = `${mention.aspect}:${mention.sentiment}`;
      // A few hundred candidates per aspect are plenty to choose from.
      if (quotes.length < 300 && !seenAspects.has(key)) {
        seenAspects.add(key);
        quotes.push({
          review_id: review.id,
          text: mention.text,
          sentiment: mention.sentiment,
          rank,
        });
      }
    }
    for (const name of new Set(review.technicians)) {
      const entity = technicians.get(name);
      if (entity) addToEntity(entity, review, quarter);
    }
    for (const id of new Set(review.services)) {
      const entity = services.get(id);
      if (entity) addToEntity(entity, review, quarter);
    }
    if (review.service_area !== null) {
      const entity = areas.get(review.service_area);
      if (entity) addToEntity(entity, review, quarter);
    }
  }
  const aspects: AspectInsight[] = ASPECT_IDS.map((aspect) => {
    const counts = aspectCounts.get(aspect)!;
    return {
      aspect,
      ...withScore(counts),
      examples: chooseExamples(aspectQuotes.get(aspect)!, counts),
      trend: finishTrend(aspectQuarters.get(aspect)!, latest),
    };
  });
  const entities = {
    technicians: [...technicians.values()].map((e) => finishEntity(e, latest)),
    services: [...services.values()].map((e) => finishEntity(e, latest)),
    service_areas: [...areas.values()].map((e) => finishEntity(e, latest)),
  };
  const topics = buildTopics(business, reviews);
  return {
    business,
    reviews,
    average: reviews.length === 0 ? 0 : round2(ratingSum / reviews.length),
    favourable,
    critical,
    aspects,
    technicians: entities.technicians,
    services: entities.services,
    areas: entities.service_areas,
    topics,
  };
}
