/**
 * Trustpilot: a Business Units API reviews response
 * (`GET /v1/business-units/{businessUnitId}/reviews`).
 *
 * @module
 */
import { z } from "zod";
import { dayOfTimestamp, PlatformTimestampSchema } from "./dates.ts";
import {
  documentMapper,
  jsonRecordFormat,
  type MapOptions,
  type SourceReview,
} from "./record.ts";

/** A review as the Trustpilot API documents it. */
export const TrustpilotReviewSchema = z.object({
  id: z.string().trim().min(1),
  stars: z.int().min(1, "must be 1–5").max(5, "must be 1–5"),
  title: z.string().nullable().optional(),
  text: z.string().nullable().optional(),
  createdAt: PlatformTimestampSchema,
  updatedAt: PlatformTimestampSchema.nullable().optional(),
  consumer: z.object({ displayName: z.string().optional() }).optional(),
  companyReply: z.object({
    text: z.string(),
    createdAt: PlatformTimestampSchema,
  }).nullable().optional(),
  labels: z.object({
    verification: z.object({ isVerified: z.boolean().optional() }).optional(),
  }).optional(),
});
/** A Trustpilot review record. */
export type TrustpilotReview = z.infer<typeof TrustpilotReviewSchema>;

/** A reviews response. */
export const TrustpilotReviewsSchema = z.object({
  reviews: z.array(TrustpilotReviewSchema),
});

/** Whether a parsed JSON document looks like a Trustpilot response. */
export function looksLikeTrustpilot(value: Record<string, unknown>): boolean {
  if (!Array.isArray(value.reviews)) return false;
  const first = value.reviews[0];
  // A page past the last review (or of a business with none) has no
  // review to tell it by; its pagination `links` still do.
  if (first === undefined) return Array.isArray(value.links);
  return typeof first === "object" && first !== null &&
    ("stars" in first || "consumer" in first || "createdAt" in first);
}

/** What a reviewer without a display name is called. */
export const ANONYMOUS_TRUSTPILOT_REVIEWER = "A Trustpilot user";

/** Maps one validated Trustpilot review to our record. */
export function mapTrustpilotReview(
  review: TrustpilotReview,
  options: MapOptions,
): SourceReview {
  const title = review.title?.trim();
  const reply = review.companyReply?.text.trim();
  return {
    id: `trustpilot-${review.id}`,
    rating: review.stars,
    date: dayOfTimestamp(review.createdAt, options.timeZone),
    title: title ? title : null,
    text: review.text?.trim() ?? "",
    author: {
      name: review.consumer?.displayName?.trim() ||
        ANONYMOUS_TRUSTPILOT_REVIEWER,
    },
    source: "trustpilot",
    verified: review.labels?.verification?.isVerified !== false,
    response: review.companyReply && reply
      ? {
        text: reply,
        date: dayOfTimestamp(review.companyReply.createdAt, options.timeZone),
      }
      : null,
    source_url: null,
  };
}

/** Maps a Trustpilot reviews response (parsed JSON) to our records. */
export const mapTrustpilot = documentMapper(
  TrustpilotReviewsSchema,
  mapTrustpilotReview,
);

/** The same document read review by review (a file streamed from disk). */
export const TRUSTPILOT_RECORDS = jsonRecordFormat({
  review: TrustpilotReviewSchema,
  rest: TrustpilotReviewsSchema.omit({ reviews: true }),
  map: mapTrustpilotReview,
});
