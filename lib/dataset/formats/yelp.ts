/**
 * Yelp: a Fusion API `GET /v3/businesses/{id}/reviews` response. Yelp's
 * `time_created` is a wall-clock time in US Pacific time.
 *
 * @module
 */
import { z } from "zod";
import { dayIn, instantOfWallTime } from "./dates.ts";
import {
  documentMapper,
  jsonRecordFormat,
  type MapOptions,
  type SourceReview,
} from "./record.ts";
import { WebUrlSchema } from "../../schemas/mod.ts";

/** The zone of Yelp's `time_created`. */
export const YELP_TIME_ZONE = "America/Los_Angeles";

const TIME_CREATED = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** `YYYY-MM-DD HH:MM:SS`, a real date and time. */
const YelpTimeSchema = z.string().refine((value) => {
  const match = TIME_CREATED.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 &&
    hour < 24 && minute < 60 && second < 60;
}, { error: "must be a time YYYY-MM-DD HH:MM:SS" });

/** A review as Yelp Fusion documents it. */
export const YelpReviewSchema = z.object({
  id: z.string().trim().min(1),
  url: WebUrlSchema.optional(),
  text: z.string().default(""),
  rating: z.int().min(1, "must be 1–5").max(5, "must be 1–5"),
  time_created: YelpTimeSchema,
  user: z.object({ name: z.string().optional() }).optional(),
});
/** A Yelp review record. */
export type YelpReview = z.infer<typeof YelpReviewSchema>;

/** A reviews response. */
export const YelpReviewsSchema = z.object({
  reviews: z.array(YelpReviewSchema),
  total: z.int().optional(),
  possible_languages: z.array(z.string()).optional(),
});

/** Whether a parsed JSON document looks like a Yelp response. */
export function looksLikeYelp(value: Record<string, unknown>): boolean {
  const first = Array.isArray(value.reviews) ? value.reviews[0] : undefined;
  if (typeof first === "object" && first !== null) {
    return "time_created" in first || "user" in first;
  }
  return "possible_languages" in value;
}

/** What a reviewer without a name is called. */
export const ANONYMOUS_YELP_REVIEWER = "A Yelp user";

/** The day of a Yelp `time_created` in the business's time zone. */
export function yelpDate(timeCreated: string, timeZone: string): string {
  const [year, month, day, hour, minute, second] = TIME_CREATED.exec(
    timeCreated,
  )!.slice(1).map(Number);
  return dayIn(
    instantOfWallTime(
      { year, month, day, hour, minute, second },
      YELP_TIME_ZONE,
    ),
    timeZone,
  );
}

/** Maps one validated Yelp review to our record. */
export function mapYelpReview(
  review: YelpReview,
  options: MapOptions,
): SourceReview {
  return {
    id: `yelp-${review.id}`,
    rating: review.rating,
    date: yelpDate(review.time_created, options.timeZone),
    title: null,
    text: review.text.trim(),
    author: { name: review.user?.name?.trim() || ANONYMOUS_YELP_REVIEWER },
    source: "yelp",
    verified: true,
    response: null,
    source_url: review.url ?? null,
  };
}

/** Maps a Yelp reviews response (parsed JSON) to our records. */
export const mapYelp = documentMapper(YelpReviewsSchema, mapYelpReview);

/** The same document read review by review (a file streamed from disk). */
export const YELP_RECORDS = jsonRecordFormat({
  review: YelpReviewSchema,
  rest: YelpReviewsSchema.omit({ reviews: true }),
  map: mapYelpReview,
});
