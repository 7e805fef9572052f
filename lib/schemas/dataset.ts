/**
 * `GET /reviews.json` and the import file of the same shape.
 *
 * @module
 */
import { z } from "zod";
import { BusinessSchema } from "./business.ts";
import {
  type CatalogueIssue,
  catalogueIssues,
  type Checked,
  duplicateKeys,
  parseChecked,
} from "./catalogue_check.ts";
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
 * The ids used twice among the reviews and the business' lists of `value`,
 * and the technician or area names used twice.
 */
function repeatedKeyIssues(value: unknown): CatalogueIssue[] {
  if (typeof value !== "object" || value === null) return [];
  const { business, reviews } = value as {
    business?: unknown;
    reviews?: unknown;
  };
  return [
    ...duplicateKeys(reviews, { path: ["reviews"], key: "id" }),
    ...catalogueIssues(business, ["business"]),
  ];
}

/**
 * The import file: the shape of `GET /reviews.json`. Check a file with
 * {@linkcode parseImportDataset}, which also refuses ids (and technician or
 * area names) used twice.
 */
export const ImportDatasetSchema = z.object({
  business: BusinessSchema,
  aggregate_rating: z.unknown().optional(),
  removed: z.unknown().optional(),
  reviews: z.array(ImportReviewSchema),
});

/**
 * Checks an import document: its shape, ids used twice among the reviews
 * and the business' lists, and technician or area names used twice
 * (`catalogue_check.ts`). These are checked apart from the schema, not in
 * a refinement, because zod skips refinements (even with `when`) once a
 * member fails a check that aborts, such as a rating of 4.5 against
 * `z.int()`: every problem is listed.
 */
export function parseImportDataset(value: unknown): ImportCheck {
  return parseChecked(ImportDatasetSchema, {
    value,
    issues: repeatedKeyIssues(value),
  });
}

/** What {@linkcode parseImportDataset} finds: the file, or its problems. */
export type ImportCheck = Checked<ImportDataset>;

/** A parsed import file. */
export type ImportDataset = z.infer<typeof ImportDatasetSchema>;
