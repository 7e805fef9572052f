/**
 * Google Business Profile: pages of the API's `accounts.locations.reviews.list`
 * response. A Google Takeout export holds the same records (see
 * `google_takeout.ts`).
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

/** Google's star ratings, in order: `ONE` is 1. */
export const GOOGLE_STAR_RATINGS = [
  "ONE",
  "TWO",
  "THREE",
  "FOUR",
  "FIVE",
] as const;

/** `starRating`: `ONE`…`FIVE`; `STAR_RATING_UNSPECIFIED` is a problem. */
export const GoogleStarRatingSchema = z.enum(GOOGLE_STAR_RATINGS, {
  error: (issue) =>
    issue.input === "STAR_RATING_UNSPECIFIED"
      ? "STAR_RATING_UNSPECIFIED is not a rating"
      : typeof issue.input === "string"
      ? `${issue.input} is not a rating (ONE, TWO, THREE, FOUR or FIVE)`
      : "must be one of ONE, TWO, THREE, FOUR, FIVE",
});

/** A review as the Business Profile API documents it. */
export const GoogleReviewSchema = z.object({
  name: z.string().optional(),
  reviewId: z.string().trim().min(1).optional(),
  reviewer: z.object({
    displayName: z.string().optional(),
    profilePhotoUrl: z.string().optional(),
    isAnonymous: z.boolean().optional(),
  }).optional(),
  starRating: GoogleStarRatingSchema,
  comment: z.string().optional(),
  createTime: PlatformTimestampSchema,
  updateTime: PlatformTimestampSchema.optional(),
  reviewReply: z.object({
    comment: z.string(),
    updateTime: PlatformTimestampSchema,
  }).nullable().optional(),
}).refine((review) => review.reviewId ?? review.name, {
  error: "missing: a review needs a reviewId (or a name)",
  path: ["reviewId"],
});
/** A Google review record. */
export type GoogleReview = z.infer<typeof GoogleReviewSchema>;

/** One page of `reviews.list`. Google leaves `reviews` out when empty. */
export const GoogleReviewsPageSchema = z.object({
  reviews: z.array(GoogleReviewSchema).default([]),
  averageRating: z.number().optional(),
  totalReviewCount: z.int().optional(),
  nextPageToken: z.string().optional(),
});

/** Whether a parsed JSON document looks like a `reviews.list` page. */
export function looksLikeGooglePage(value: Record<string, unknown>): boolean {
  const first = Array.isArray(value.reviews) ? value.reviews[0] : undefined;
  if (typeof first === "object" && first !== null) {
    return "starRating" in first || "reviewId" in first ||
      "createTime" in first || "reviewer" in first;
  }
  return "averageRating" in value || "totalReviewCount" in value ||
    "nextPageToken" in value;
}

const TRANSLATED = "(Translated by Google)";
const ORIGINAL = "(Original)";

/**
 * The reviewer's own words from a comment Google translated: the text after
 * `(Original)`, or before `(Translated by Google)` when the original comes
 * first.
 */
export function originalComment(comment: string): string {
  const original = comment.indexOf(ORIGINAL);
  if (comment.includes(TRANSLATED) && original >= 0) {
    return comment.slice(original + ORIGINAL.length).trim();
  }
  const translated = comment.indexOf(TRANSLATED);
  if (translated > 0) return comment.slice(0, translated).trim();
  return comment.trim();
}

/** What an anonymous Google reviewer is called. */
export const ANONYMOUS_GOOGLE_REVIEWER = "A Google user";

/** Maps one validated Google review to our record. */
export function mapGoogleReview(
  review: GoogleReview,
  options: MapOptions,
): SourceReview {
  const platformId = review.reviewId ?? review.name!.split("/").at(-1)!;
  const name = review.reviewer?.displayName?.trim();
  const reply = review.reviewReply
    ? originalComment(review.reviewReply.comment)
    : "";
  return {
    id: `google-${platformId}`,
    rating: GOOGLE_STAR_RATINGS.indexOf(review.starRating) + 1,
    date: dayOfTimestamp(review.createTime, options.timeZone),
    title: null,
    text: originalComment(review.comment ?? ""),
    author: {
      name: review.reviewer?.isAnonymous || !name
        ? ANONYMOUS_GOOGLE_REVIEWER
        : name,
    },
    source: "google",
    verified: true,
    response: review.reviewReply && reply
      ? {
        text: reply,
        date: dayOfTimestamp(review.reviewReply.updateTime, options.timeZone),
      }
      : null,
    source_url: null,
  };
}

/** Maps one `reviews.list` page (parsed JSON) to our records. */
export const mapGooglePage = documentMapper(
  GoogleReviewsPageSchema,
  mapGoogleReview,
);

/** The same document read review by review (a file streamed from disk). */
export const GOOGLE_PAGE_RECORDS = jsonRecordFormat({
  review: GoogleReviewSchema,
  rest: GoogleReviewsPageSchema.omit({ reviews: true }),
  map: mapGoogleReview,
});
