/**
 * Requests and answers of the API: errors, search arguments and pages of
 * reviews.
 *
 * @module
 */
import { z } from "zod";
import { IsoDateSchema } from "./primitives.ts";
import { ReviewSchema } from "./review.ts";
/** One problem with a request or an import file. */
export const ValidationIssueSchema = z.object({
  path: z.string().describe(
    "Where the problem is: a parameter name, or a JSON path for files.",
  ),
  code: z.string(),
  message: z.string(),
}).meta({ id: "ValidationIssue" });
/** One validation problem. */
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

/** The body of a 400 answer. */
export const ValidationErrorSchema = z.object({
  error: z.literal("invalid_request"),
  issues: z.array(ValidationIssueSchema).min(1),
}).meta({ id: "ValidationError" });

/** The body of any other error answer (404, 405, ...). */
export const ErrorSchema = z.object({
  error: z.string(),
  message: z.string().optional(),
}).meta({ id: "Error" });

/** The page of reviews returned by search and since. */
export const ReviewListSchema = z.object({
  reviews: z.array(ReviewSchema),
  count: z.int().min(0).describe("Reviews in this page."),
  total: z.int().min(0).describe("Reviews matching the request."),
  next_cursor: z.string().nullable().describe(
    "Pass as `cursor` to get the next page; null on the last page.",
  ),
}).meta({ id: "ReviewList" });
/** A page of reviews. */
export type ReviewList = z.infer<typeof ReviewListSchema>;

/** Default page size of search. */
export const DEFAULT_SEARCH_LIMIT = 20;
/** Largest page size of search. */
export const MAX_SEARCH_LIMIT = 100;

/** Adds an issue when a `since` … `until` range is reversed. */
export function checkDateRange(
  args: { since?: string; until?: string },
  ctx: z.RefinementCtx,
): void {
  if (args.since && args.until && args.since > args.until) {
    ctx.addIssue({
      code: "custom",
      path: ["until"],
      message: `until (${args.until}) is before since (${args.since})`,
    });
  }
}

/**
 * Search arguments, typed. The HTTP query string is converted to this shape
 * (see `lib/search_params.ts`); MCP's search_reviews takes it as is.
 */
export const SearchArgsSchema = z.strictObject({
  rating: z.int({ error: "must be a whole number from 1 to 5" })
    .min(1, { error: "must be a whole number from 1 to 5" })
    .max(5, { error: "must be a whole number from 1 to 5" })
    .optional().describe("Exact star rating."),
  min_rating: z.number({ error: "must be a number from 1 to 5" })
    .min(1, { error: "must be a number from 1 to 5" })
    .max(5, { error: "must be a number from 1 to 5" })
    .optional().describe("Minimum star rating, inclusive."),
  since: IsoDateSchema.optional().describe(
    "Only reviews on or after this date (YYYY-MM-DD).",
  ),
  until: IsoDateSchema.optional().describe(
    "Only reviews on or before this date (YYYY-MM-DD).",
  ),
  query: z.string({ error: "must be a string" })
    .max(500, { error: "must be at most 500 characters" }).optional().describe(
      "Case- and accent-insensitive substring of the review text (not the title).",
    ),
  mentions_technician: z.string({ error: "must be a string" })
    .min(1, { error: "must not be empty" })
    .max(200, { error: "must be at most 200 characters" })
    .optional().describe("Technician's full name, first name or alias."),
  mentions_service: z.string({ error: "must be a string" })
    .min(1, { error: "must not be empty" })
    .max(100, { error: "must be at most 100 characters" })
    .optional().describe("Service id, exactly."),
  limit: z.int({ error: "must be a whole number from 1 to 100" })
    .min(1, { error: "must be a whole number from 1 to 100" })
    .max(MAX_SEARCH_LIMIT, { error: "must be a whole number from 1 to 100" })
    .default(DEFAULT_SEARCH_LIMIT)
    .describe("Maximum number of reviews returned (1-100, default 20)."),
  cursor: z.string({ error: "must be a string" })
    .min(1, { error: "must not be empty" })
    .max(500, { error: "must be at most 500 characters" }).optional()
    .describe("Opaque cursor from a previous page's next_cursor."),
}).superRefine(checkDateRange).meta({ id: "SearchArgs" });
/** Validated search arguments. */
export type SearchArgs = z.infer<typeof SearchArgsSchema>;
/** Search arguments before defaults are applied. */
export type SearchArgsInput = z.input<typeof SearchArgsSchema>;

/** Default and largest number of reviews in the embed. */
export const EMBED_LIMITS = { default: 5, max: 20 } as const;

/**
 * The embed's query (`GET /embed`): `limit` 1–20 (default 5), and the
 * search's `min_rating`, `mentions_technician` (as `technician`) and
 * `mentions_service` (as `service`) with the search's validation.
 */
export const EmbedArgsSchema = z.strictObject({
  limit: z.int({ error: "must be a whole number from 1 to 20" })
    .min(1, { error: "must be a whole number from 1 to 20" })
    .max(EMBED_LIMITS.max, { error: "must be a whole number from 1 to 20" })
    .default(EMBED_LIMITS.default)
    .describe("Number of newest reviews shown (1-20, default 5)."),
  min_rating: SearchArgsSchema.shape.min_rating,
  technician: SearchArgsSchema.shape.mentions_technician,
  service: SearchArgsSchema.shape.mentions_service,
});
/** Validated embed arguments. */
export type EmbedArgs = z.infer<typeof EmbedArgsSchema>;
