/**
 * The wire format of the service, as zod schemas. Everything else derives
 * from these: TypeScript types, request validation, the import check, the
 * MCP tool schemas and the OpenAPI/JSON Schema documents.
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

const NonEmptyString = z.string().trim().min(1);

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

/** A catalogue entry (a service or a technician) with the names it goes by. */
export const NamedEntrySchema = z.object({
  id: NonEmptyString.max(100),
  name: NonEmptyString.max(200),
  aliases: z.array(NonEmptyString.max(200)).default([]),
});

/** A service the business offers. */
export const ServiceSchema = NamedEntrySchema.meta({ id: "Service" });
/** A service of the catalogue. */
export type Service = z.infer<typeof ServiceSchema>;
/** A technician of the business. */
export const TechnicianSchema = NamedEntrySchema.meta({ id: "Technician" });
/** A technician. */
export type Technician = z.infer<typeof TechnicianSchema>;

/** A town or district the business serves. */
export const ServiceAreaSchema = z.object({
  id: NonEmptyString.max(100),
  name: NonEmptyString.max(200),
}).meta({ id: "ServiceArea" });
/** A service area. */
export type ServiceArea = z.infer<typeof ServiceAreaSchema>;

/** A postal address (schema.org PostalAddress, snake_case). */
export const AddressSchema = z.object({
  street_address: NonEmptyString,
  locality: NonEmptyString,
  region: NonEmptyString,
  postal_code: NonEmptyString,
  country: NonEmptyString,
}).meta({ id: "Address" });

/** Days of the week, as used in opening hours. */
export const DAYS_OF_WEEK = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;

/** One opening-hours rule (schema.org OpeningHoursSpecification). */
export const OpeningHoursSchema = z.object({
  days: z.array(z.enum(DAYS_OF_WEEK)).min(1),
  opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM"),
  closes: z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/, "must be HH:MM"),
}).meta({ id: "OpeningHours" });

/** Whether `name` is a time zone `Intl` knows (an IANA name or `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The business's own page on a review platform (Google, Yelp, ...). */
export const ProfileSchema = z.object({
  platform: NonEmptyString.max(100).describe("google, yelp, trustpilot, ..."),
  url: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }),
}).meta({ id: "Profile" });
/** A review-platform profile of the business. */
export type Profile = z.infer<typeof ProfileSchema>;

/** The business the reviews are about. */
export const BusinessSchema = z.object({
  id: NonEmptyString.max(100),
  name: NonEmptyString.max(200),
  type: NonEmptyString.max(100).describe(
    "A schema.org type: Plumber, HVACBusiness, Electrician, HomeAndConstructionBusiness, ...",
  ),
  description: z.string().nullable().default(null),
  url: z.url(),
  telephone: NonEmptyString.max(50),
  address: AddressSchema,
  opening_hours: z.array(OpeningHoursSchema).default([]),
  emergency_service: z.boolean().default(false).describe(
    "Whether the business takes emergency calls outside opening hours.",
  ),
  service_areas: z.array(ServiceAreaSchema),
  services: z.array(ServiceSchema),
  technicians: z.array(TechnicianSchema),
  time_zone: z.string().refine(isTimeZone, {
    error: "must be an IANA time zone name such as America/Chicago",
  }).optional().describe(
    "IANA time zone of the business; review dates are days in it (default UTC).",
  ),
  profiles: z.array(ProfileSchema).optional().describe(
    "The business's pages on review platforms (JSON-LD sameAs).",
  ),
}).meta({ id: "Business" });
/** The business record. */
export type Business = z.infer<typeof BusinessSchema>;

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
  query: z.string({ error: "must be a string" }).max(500).optional().describe(
    "Case- and accent-insensitive substring of the review title or text.",
  ),
  mentions_technician: z.string({ error: "must be a string" }).min(1).max(200)
    .optional().describe("Technician's full name, first name or alias."),
  mentions_service: z.string({ error: "must be a string" }).min(1).max(100)
    .optional().describe("Service id, exactly."),
  limit: z.int({ error: "must be a whole number from 1 to 100" })
    .min(1, { error: "must be a whole number from 1 to 100" })
    .max(MAX_SEARCH_LIMIT, { error: "must be a whole number from 1 to 100" })
    .default(DEFAULT_SEARCH_LIMIT)
    .describe("Maximum number of reviews returned (1-100, default 20)."),
  cursor: z.string({ error: "must be a string" }).min(1).max(500).optional()
    .describe("Opaque cursor from a previous page's next_cursor."),
}).superRefine(checkDateRange).meta({ id: "SearchArgs" });
/** Validated search arguments. */
export type SearchArgs = z.infer<typeof SearchArgsSchema>;
/** Search arguments before defaults are applied. */
export type SearchArgsInput = z.input<typeof SearchArgsSchema>;

/** JSON Feed 1.1 author object. */
const FeedAuthorSchema = z.object({ name: z.string() });

/** One JSON Feed 1.1 item: a review. */
export const FeedItemSchema = z.object({
  id: z.string().describe("The review id."),
  url: z.url(),
  title: z.string(),
  content_text: z.string(),
  summary: z.string().optional(),
  date_published: z.string(),
  authors: z.array(FeedAuthorSchema),
  tags: z.array(z.string()).optional(),
  _review: z.object({
    rating: z.int().min(1).max(5),
    source: z.string(),
    technicians: z.array(z.string()),
    services: z.array(z.string()),
  }).describe("Extension: the review's rating and mentions."),
}).meta({ id: "FeedItem" });

/** `GET /api/feed.json`: JSON Feed 1.1 of the 50 newest reviews. */
export const JsonFeedSchema = z.object({
  version: z.literal("https://jsonfeed.org/version/1.1"),
  title: z.string(),
  home_page_url: z.url().optional(),
  feed_url: z.url(),
  description: z.string().optional(),
  language: z.string().optional(),
  authors: z.array(FeedAuthorSchema).optional(),
  hubs: z.array(z.object({ type: z.string(), url: z.url() })),
  items: z.array(FeedItemSchema).max(50),
}).meta({ id: "JsonFeed" });
/** A JSON Feed document. */
export type JsonFeed = z.infer<typeof JsonFeedSchema>;

/** The form of a WebSub subscription request (`POST /api/websub/hub`). */
export const HubRequestSchema = z.object({
  "hub.callback": z.url().describe("HTTPS URL of the subscriber's callback."),
  "hub.mode": z.enum(["subscribe", "unsubscribe"]),
  "hub.topic": z.url().describe(
    "One of BASE_URL/feed.xml, BASE_URL/api/feed.json, BASE_URL/reviews.json.",
  ),
  "hub.lease_seconds": z.string().regex(/^\d+$/).optional().describe(
    "Requested lease in seconds; clamped into the hub's range.",
  ),
  "hub.secret": z.string().optional().describe(
    "Secret under 200 bytes; notifications then carry X-Hub-Signature: sha256=...",
  ),
}).meta({ id: "HubRequest" });

/** A JSON-RPC 2.0 request or notification, as sent to `POST /mcp`. */
export const JsonRpcRequestSchema = z.object({
  jsonrpc: z.literal("2.0"),
  id: z.union([z.string(), z.int()]).optional().describe(
    "Absent for notifications.",
  ),
  method: z.string().describe("initialize, tools/list, tools/call, ..."),
  params: z.record(z.string(), z.unknown()).optional(),
}).meta({ id: "JsonRpcRequest" });

/** A JSON-RPC 2.0 response from `POST /mcp`. */
export const JsonRpcResponseSchema = z.object({
  jsonrpc: z.literal("2.0"),
  id: z.union([z.string(), z.int(), z.null()]),
  result: z.record(z.string(), z.unknown()).optional(),
  error: z.object({
    code: z.int(),
    message: z.string(),
    data: z.unknown().optional(),
  }).optional(),
}).meta({ id: "JsonRpcResponse" });
