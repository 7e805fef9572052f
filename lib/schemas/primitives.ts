/**
 * The building blocks every schema uses: the aspect taxonomy, sentiments,
 * dates and non-empty strings.
 *
 * @module
 */
import { z } from "zod";
/** Ids of the fixed aspect taxonomy, in display order. */
export const ASPECT_IDS = [
  "punctuality",
  "price",
  "quality",
  "professionalism",
  "communication",
  "cleanliness",
  "scheduling",
  "expertise",
  "honesty",
] as const;

/** An aspect of the fixed taxonomy. */
export const AspectIdSchema = z.enum(ASPECT_IDS).meta({
  id: "AspectId",
  description: "An aspect of the fixed home-services taxonomy.",
});
/** An aspect id. */
export type AspectId = z.infer<typeof AspectIdSchema>;

/** Sentiment polarity of a statement. */
export const SentimentSchema = z.enum(["positive", "negative", "neutral"]).meta(
  {
    id: "Sentiment",
  },
);
/** A sentiment polarity. */
export type Sentiment = z.infer<typeof SentimentSchema>;

/** A calendar date `YYYY-MM-DD`; impossible dates such as 2025-02-30 fail. */
export const IsoDateSchema = z.iso.date({
  error: "must be a calendar date in YYYY-MM-DD form",
}).meta({ id: "IsoDate", examples: ["2024-06-01"] });

/** An RFC 3339 UTC timestamp. */
export const TimestampSchema = z.iso.datetime();

/** A string with something in it after trimming. */
export const NonEmptyString = z.string().trim().min(1);
