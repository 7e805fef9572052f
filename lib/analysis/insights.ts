/**
 * Builds `/insights.json` from the published reviews and their derived
 * members: aspect sentiment and its trends, entities, topics, an FAQ, an
 * editorial summary and the owner's responsiveness, all computed from the data (deterministic, no model calls).
 *
 * @module
 */
import type { Business, Insights } from "../schemas/mod.ts";
import { buildFigures } from "./insights_figures.ts";
import type { ReviewList } from "./insights_reviews.ts";
import { buildFaq } from "./insights_faq.ts";
import { buildSummary } from "./insights_summary.ts";
import { buildResponsiveness } from "./insights_responsiveness.ts";

/**
 * Builds the insights dataset.
 *
 * @param business The business record.
 * @param reviews Published reviews, newest first, with derived members;
 *   read once per figure.
 * @returns The insights dataset; valid also for an empty review list.
 */
export function buildInsights(
  business: Business,
  reviews: ReviewList,
): Insights {
  const figures = buildFigures(business, reviews);
  return {
    aspects: figures.aspects,
    entities: {
      technicians: figures.technicians,
      services: figures.services,
      service_areas: figures.areas,
    },
    topics: figures.topics,
    faq: buildFaq(figures),
    summary: buildSummary(figures),
    responsiveness: buildResponsiveness(reviews),
  };
}
