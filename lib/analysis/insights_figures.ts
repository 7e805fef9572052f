/**
 * The figures the FAQ and the summary are written from.
 *
 * @module
 */
import type {
  AspectId,
  AspectInsight,
  Business,
  EntityInsight,
  Review,
  Topic,
} from "../schemas.ts";

/** Figures shared by the FAQ and the summary. */
export interface Figures {
  business: Business;
  reviews: readonly Review[];
  average: number;
  favourable: number;
  critical: number;
  aspects: AspectInsight[];
  technicians: EntityInsight[];
  services: EntityInsight[];
  areas: EntityInsight[];
  topics: Topic[];
  texts: readonly string[];
}

/** The insight of one aspect. */
export function aspectFigure(
  figures: Figures,
  aspect: AspectId,
): AspectInsight {
  return figures.aspects.find((insight) => insight.aspect === aspect)!;
}
