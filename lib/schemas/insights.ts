/**
 * `GET /insights.json`: aspects, entities, topics, FAQ, summary, trends and
 * responsiveness.
 *
 * @module
 */
import { z } from "zod";
import { AspectIdSchema, SentimentSchema } from "./primitives.ts";
/** Counts of an aspect's statements by sentiment, and a score. */
export const SentimentCountsSchema = z.object({
  mentions: z.int().min(0),
  positive: z.int().min(0),
  negative: z.int().min(0),
  neutral: z.int().min(0),
  score: z.number().min(-1).max(1).describe(
    "(positive - negative) / mentions, 0 when there are no mentions.",
  ),
});

/** A quoted piece of evidence for an aspect. */
export const AspectExampleSchema = z.object({
  review_id: z.string(),
  text: z.string(),
  sentiment: SentimentSchema,
}).meta({ id: "AspectExample" });

/**
 * The rule that calls a trend clear: the last `window_quarters` quarters
 * against the `window_quarters` before, each with at least `min_mentions`
 * statements, a positive share that moved by at least `min_difference`,
 * and a pooled two-proportion z-test with |z| >= `min_z` (two-sided
 * p < 0.01).
 */
export const TREND_RULE = {
  window_quarters: 4,
  min_mentions: 20,
  min_difference: 0.1,
  min_z: 2.576,
} as const;

const TREND_RULE_TEXT = `the last ${TREND_RULE.window_quarters} quarters ` +
  `(\`recent\`, ending with the quarter of the newest review) against the ` +
  `${TREND_RULE.window_quarters} before (\`previous\`): \`improving\` or ` +
  `\`declining\` when both windows hold at least ` +
  `${TREND_RULE.min_mentions} statements, the positive share moved by at ` +
  `least ${TREND_RULE.min_difference} and a pooled two-proportion z-test ` +
  `gives |z| >= ${TREND_RULE.min_z} (two-sided p < 0.01); \`steady\` when ` +
  `the counts suffice but the change is not that clear; ` +
  `\`insufficient_data\` when a window has fewer statements.`;

/** Statement counts of one calendar quarter. */
export const QuarterCountsSchema = z.object({
  quarter: z.string().regex(/^\d{4}-Q[1-4]$/).describe(
    "Calendar quarter, YYYY-Qn (Q1 = January to March), of the review date.",
  ),
  mentions: z.int().min(1).describe("Statements of the quarter."),
  positive: z.int().min(0).describe("Positive statements of the quarter."),
  positive_share: z.number().min(0).max(1).describe(
    "positive / mentions, 2 decimals.",
  ),
}).meta({ id: "QuarterCounts" });
/** Statement counts of one quarter. */
export type QuarterCounts = z.infer<typeof QuarterCountsSchema>;

/** Statement counts of a window of consecutive quarters. */
export const TrendWindowSchema = z.object({
  from: z.string().describe("First quarter of the window, YYYY-Qn."),
  to: z.string().describe("Last quarter of the window, YYYY-Qn."),
  mentions: z.int().min(0),
  positive: z.int().min(0),
  positive_share: z.number().min(0).max(1).nullable().describe(
    "positive / mentions, 2 decimals; null without statements.",
  ),
}).meta({ id: "TrendWindow" });
/** Counts of a window of quarters. */
export type TrendWindow = z.infer<typeof TrendWindowSchema>;

/** What the trend test concluded. */
export const TrendDirectionSchema = z.enum([
  "improving",
  "declining",
  "steady",
  "insufficient_data",
]).meta({ id: "TrendDirection", description: `Compares ${TREND_RULE_TEXT}` });
/** A trend's direction. */
export type TrendDirection = z.infer<typeof TrendDirectionSchema>;

/** The share of positive statements by quarter, and whether it moved. */
export const TrendSchema = z.object({
  quarters: z.array(QuarterCountsSchema).describe(
    "The quarters with statements, oldest first (a quarter without statements is left out).",
  ),
  direction: TrendDirectionSchema,
  recent: TrendWindowSchema.nullable().describe(
    "The last quarters; null without reviews.",
  ),
  previous: TrendWindowSchema.nullable().describe(
    "The quarters before `recent`; null without reviews.",
  ),
  z: z.number().nullable().describe(
    "Pooled two-proportion z of recent against previous (positive: a higher recent share), 2 decimals; null when a window is empty or the pooled share is 0 or 1.",
  ),
}).meta({
  id: "Trend",
  description:
    `The share of positive statements by calendar quarter of the review date. The direction compares ${TREND_RULE_TEXT}`,
});
/** A trend. */
export type Trend = z.infer<typeof TrendSchema>;

/** Insights for one aspect of the taxonomy. */
export const AspectInsightSchema = SentimentCountsSchema.extend({
  aspect: AspectIdSchema,
  examples: z.array(AspectExampleSchema),
  trend: TrendSchema,
}).meta({ id: "AspectInsight" });
/** Insights for one aspect. */
export type AspectInsight = z.infer<typeof AspectInsightSchema>;

/** Aspect sentiment as said about one entity. */
export const EntityAspectSchema = SentimentCountsSchema.extend({
  aspect: AspectIdSchema,
  trend: TrendSchema.describe(
    "This aspect of this entity by quarter, with the same test as the aspects'; `quarters` lists only the quarters of `previous` and `recent` (the last eight).",
  ),
}).meta({ id: "EntityAspect" });

/** What the reviews say about one technician, service or service area. */
export const EntityInsightSchema = z.object({
  id: z.string(),
  name: z.string(),
  mentions: z.int().min(0).describe("Reviews that mention the entity."),
  average_rating: z.number().min(0).max(5).nullable().describe(
    "Mean rating of those reviews, 2 decimals; null without mentions.",
  ),
  aspects: z.array(EntityAspectSchema),
}).meta({ id: "EntityInsight" });
/** Insights for one entity. */
export type EntityInsight = z.infer<typeof EntityInsightSchema>;

/** A recurring theme of the review text. */
export const TopicSchema = SentimentCountsSchema.extend({
  id: z.string(),
  label: z.string(),
  keywords: z.array(z.string()),
  examples: z.array(AspectExampleSchema),
}).meta({ id: "Topic" });
/** A topic. */
export type Topic = z.infer<typeof TopicSchema>;

/** A question a customer would ask, answered from the data. */
export const FaqEntrySchema = z.object({
  question: z.string(),
  answer: z.string(),
}).meta({ id: "FaqEntry" });

/** The editorial summary. */
export const SummarySchema = z.object({
  text: z.string(),
  highlights: z.array(z.string()),
  concerns: z.array(z.string()),
}).meta({ id: "Summary" });

/** Highest star rating of a negative review. */
export const NEGATIVE_RATING_MAX = 2;

/** How the business owner answers reviews. */
export const ResponsivenessSchema = z.object({
  reviews: z.int().min(0).describe("Published reviews."),
  answered: z.int().min(0).describe(
    "Reviews with an owner's reply (`response` not null).",
  ),
  answered_share: z.number().min(0).max(1).nullable().describe(
    "answered / reviews, 2 decimals; null without reviews.",
  ),
  median_days_to_answer: z.number().min(0).nullable().describe(
    "Median of the calendar days from a review's date to its reply's date, over the answered reviews (a reply dated before its review counts as 0); null when none is answered.",
  ),
  negative_reviews: z.int().min(0).describe(
    `Reviews of ${NEGATIVE_RATING_MAX} stars or fewer.`,
  ),
  negative_answered: z.int().min(0).describe(
    "Negative reviews with an owner's reply.",
  ),
  negative_answered_share: z.number().min(0).max(1).nullable().describe(
    "negative_answered / negative_reviews, 2 decimals; null without negative reviews.",
  ),
}).meta({ id: "Responsiveness" });
/** The owner's responsiveness. */
export type Responsiveness = z.infer<typeof ResponsivenessSchema>;

/** `GET /insights.json`: everything derived from the review text. */
export const InsightsSchema = z.object({
  aspects: z.array(AspectInsightSchema),
  entities: z.object({
    technicians: z.array(EntityInsightSchema),
    services: z.array(EntityInsightSchema),
    service_areas: z.array(EntityInsightSchema),
  }),
  topics: z.array(TopicSchema),
  faq: z.array(FaqEntrySchema),
  summary: SummarySchema,
  responsiveness: ResponsivenessSchema,
}).meta({ id: "Insights" });
/** The insights dataset. */
export type Insights = z.infer<typeof InsightsSchema>;
