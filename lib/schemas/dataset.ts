/**
 * `GET /reviews.json` and the import file of the same shape.
 *
 * @module
 */
import { z } from "zod";
import { BusinessSchema } from "./business.ts";
import { OwnerResponseSchema, ReviewSchema, WebUrlSchema } from "./review.ts";
/** Count of published reviews per star rating. */
export const RatingDistributionSchema = z.object({
  "1": z.int().min(0),
  "2": z.int().min(0),
  "3": z.int().min(0),
  "4": z.int().min(0),
  "5": z.int().min(0),
}).meta({ id: "RatingDistribution" });

/** The aggregate rating over the published reviews (derived). */
export const AggregateRatingSchema = z.object({
  rating_value: z.number().min(0).max(5).describe(
    "Mean of the published ratings, 2 decimals; 0 when there are none.",
  ),
  review_count: z.int().min(0),
  best_rating: z.literal(5),
  worst_rating: z.literal(1),
  distribution: RatingDistributionSchema,
}).meta({ id: "AggregateRating" });
/** The aggregate rating. */
export type AggregateRating = z.infer<typeof AggregateRatingSchema>;

/** How many reviews were taken down for one reason (no ids, no texts). */
export const RemovedCountSchema = z.object({
  reason: z.string(),
  count: z.int().min(1),
}).meta({ id: "RemovedCount" });
/** A count of reviews taken down for one reason. */
export type RemovedCount = z.infer<typeof RemovedCountSchema>;

/** `GET /reviews.json`: the published dataset. */
export const ReviewsDatasetSchema = z.object({
  business: BusinessSchema,
  aggregate_rating: AggregateRatingSchema,
  reviews: z.array(ReviewSchema).describe("Verified reviews, newest first."),
  removed: z.array(RemovedCountSchema).optional().describe(
    "Reviews taken down (personal data, a court order, a reviewer's request): how many, and why.",
  ),
}).meta({ id: "ReviewsDataset" });
/** The published dataset. */
export type ReviewsDataset = z.infer<typeof ReviewsDatasetSchema>;

/**
 * A review as accepted by the import: the published shape, but derived
 * members are optional and ignored, and unverified records are allowed
 * (they are counted and left out).
 */
export const ImportReviewSchema = ReviewSchema.extend({
  title: z.string().max(500).nullable().default(null),
  verified: z.boolean(),
  technicians: z.unknown().optional(),
  services: z.unknown().optional(),
  service_area: z.unknown().optional(),
  aspects: z.unknown().optional(),
  response: OwnerResponseSchema.nullable().default(null),
  source_url: WebUrlSchema.nullable().optional(),
});
/** A review in an import file. */
export type ImportReview = z.infer<typeof ImportReviewSchema>;

/**
 * Adds an issue for every id that occurs more than once in `items`. Runs on
 * partly invalid input too (see `ImportDatasetSchema`), so it checks shapes.
 */
function checkUniqueIds(
  items: unknown,
  path: (string | number)[],
  ctx: z.RefinementCtx,
): void {
  if (!Array.isArray(items)) return;
  const seen = new Map<string, number>();
  items.forEach((item: unknown, index) => {
    const id = typeof item === "object" && item !== null
      ? (item as { id?: unknown }).id
      : undefined;
    if (typeof id !== "string") return;
    const first = seen.get(id);
    if (first === undefined) seen.set(id, index);
    else {
      ctx.addIssue({
        code: "custom",
        path: [...path, index, "id"],
        message: `duplicate id "${id}" (first used at index ${first})`,
      });
    }
  });
}

/** The import file: the shape of `GET /reviews.json`. */
export const ImportDatasetSchema = z.object({
  business: BusinessSchema,
  aggregate_rating: z.unknown().optional(),
  removed: z.unknown().optional(),
  reviews: z.array(ImportReviewSchema),
}).superRefine((data, ctx) => {
  // Also runs when other members are invalid: every problem is listed.
  const value = data as unknown as { business?: unknown; reviews?: unknown };
  const business = (typeof value.business === "object" && value.business
    ? value.business
    : {}) as Record<string, unknown>;
  checkUniqueIds(value.reviews, ["reviews"], ctx);
  checkUniqueIds(business.services, ["business", "services"], ctx);
  checkUniqueIds(business.technicians, ["business", "technicians"], ctx);
  checkUniqueIds(business.service_areas, ["business", "service_areas"], ctx);
}, {
  when: (payload) =>
    typeof payload.value === "object" && payload.value !== null,
});
/** A parsed import file. */
export type ImportDataset = z.infer<typeof ImportDatasetSchema>;
