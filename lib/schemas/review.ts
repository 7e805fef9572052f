/**
 * A published review and its parts (the review record of `/reviews.json`,
 * search, since and MCP).
 *
 * @module
 */
import { z } from "zod";
import {
  AspectIdSchema,
  IsoDateSchema,
  NonEmptyString,
  SentimentSchema,
} from "./primitives.ts";
/** One aspect statement found in a review. */
export const AspectMentionSchema = z.object({
  aspect: AspectIdSchema,
  sentiment: SentimentSchema,
  text: z.string().describe("The clause of the review that is the evidence."),
}).meta({ id: "AspectMention" });
/** An aspect statement of a review. */
export type AspectMention = z.infer<typeof AspectMentionSchema>;

/** The business owner's public reply to a review. */
export const OwnerResponseSchema = z.object({
  text: NonEmptyString,
  date: IsoDateSchema,
}).meta({ id: "OwnerResponse" });

/** A link to a page on the web: an `http` or `https` URL. */
export const WebUrlSchema = z.url({
  protocol: /^https?$/,
  error: "must be an http(s) URL",
});

/** The author of a review, as published. */
export const AuthorSchema = z.object({
  name: NonEmptyString.max(200),
}).meta({ id: "Author" });

/** A published, verified review with its derived members. */
export const ReviewSchema = z.object({
  id: NonEmptyString.max(200).describe("Stable review id."),
  rating: z.int().min(1).max(5).describe("Star rating, 1 to 5."),
  date: IsoDateSchema.describe("Date the review was posted."),
  title: z.string().nullable(),
  text: z.string().max(20_000).describe(
    "Review text; empty for rating-only reviews.",
  ),
  author: AuthorSchema,
  source: NonEmptyString.max(100).describe(
    "Where the review was first posted: google, yelp, website, ...",
  ),
  verified: z.literal(true),
  technicians: z.array(z.string()).describe(
    "Names of the technicians the review mentions (derived).",
  ),
  services: z.array(z.string()).describe(
    "Ids of the services the review mentions (derived).",
  ),
  service_area: z.string().nullable().describe(
    "Name of the service area the review mentions (derived).",
  ),
  aspects: z.array(AspectMentionSchema).describe(
    "Aspect-based sentiment of the review (derived).",
  ),
  response: OwnerResponseSchema.nullable(),
  source_url: WebUrlSchema.nullable().optional().describe(
    "Link to the review on the platform it was first posted on; null when the platform gives none.",
  ),
}).meta({ id: "Review" });
/** A published review. */
export type Review = z.infer<typeof ReviewSchema>;
