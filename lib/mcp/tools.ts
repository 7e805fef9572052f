/**
 * The MCP tools: read-only views of the current dataset snapshot. Input and
 * output schemas come from the zod schemas of the HTTP API; search_reviews
 * validates and searches with the very functions of `GET
 * /api/reviews/search`.
 *
 * @module
 */
import { z } from "zod";
import {
  AggregateRatingSchema,
  ASPECT_IDS,
  AspectInsightSchema,
  BusinessSchema,
  checkDateRange,
  EntityAspectSchema,
  type EntityInsight,
  EntityInsightSchema,
  InsightsSchema,
  IsoDateSchema,
  type Review,
  ReviewListSchema,
  ReviewSchema,
  SearchArgsSchema,
  ServiceSchema,
  TechnicianSchema,
  type ValidationIssue,
} from "../schemas/mod.ts";
import {
  reviewsSince,
  type SearchRequest,
  searchReviews,
  validateSearchArgs,
} from "../search.ts";
import type { Snapshot } from "../dataset/snapshot.ts";
import { toValidationIssues, type Validated } from "../validation.ts";
import { type JsonSchemaObject, toToolJsonSchema } from "./json_schema.ts";
import { APP_TOOLS, appToolMeta } from "./app_ui.ts";

/** A tool as listed by `tools/list`. */
export interface ToolDefinition {
  /** Unique name. */
  name: string;
  /** Display name. */
  title: string;
  /** What the tool does and when to use it, for a model. */
  description: string;
  /** JSON Schema of the arguments. */
  inputSchema: JsonSchemaObject;
  /** JSON Schema of `structuredContent`. */
  outputSchema: JsonSchemaObject;
  /** Behaviour hints. */
  annotations: {
    title: string;
    readOnlyHint: true;
    destructiveHint: false;
    idempotentHint: true;
    openWorldHint: false;
  };
  /** The MCP App view the tool declares (`app_ui.ts`), when it has one. */
  _meta?: Record<string, unknown>;
}

/** What calling a tool came to. */
export type ToolOutcome =
  | { kind: "ok"; structured: Record<string, unknown> }
  | { kind: "invalid_arguments"; issues: ValidationIssue[] }
  | { kind: "failed"; error: string; message: string };

/** A failure the model can act on, such as a lookup that found nothing. */
class ToolFailure {
  constructor(readonly error: string, readonly message: string) {}
}

interface ToolSpec<Args> {
  name: string;
  title: string;
  description: string;
  input: z.ZodType;
  output: z.ZodType;
  parse(args: unknown): Validated<Args>;
  run(snapshot: Snapshot, args: Args): Record<string, unknown> | ToolFailure;
}

/** Section names of `/insights.json`. */
export const INSIGHT_SECTIONS = [
  "aspects",
  "entities",
  "topics",
  "faq",
  "summary",
  "responsiveness",
] as const;

const NoArgsSchema = z.strictObject({});

const GetReviewArgsSchema = z.strictObject({
  id: z.string({ error: "must be a string" }).min(1).max(200).describe(
    "The review id, as returned by search_reviews or get_reviews_since.",
  ),
});

const SinceArgsSchema = z.strictObject({
  date: IsoDateSchema.describe("First day to include (YYYY-MM-DD)."),
});

const RatingSummaryArgsSchema = z.strictObject({
  since: IsoDateSchema.optional().describe(
    "Only reviews on or after this date (YYYY-MM-DD).",
  ),
  until: IsoDateSchema.optional().describe(
    "Only reviews on or before this date (YYYY-MM-DD).",
  ),
}).superRefine(checkDateRange);

const InsightsArgsSchema = z.strictObject({
  section: z.enum(INSIGHT_SECTIONS, {
    error: `must be one of ${INSIGHT_SECTIONS.join(", ")}`,
  }).optional().describe("Only this section; all sections when absent."),
});

const AspectArgsSchema = z.strictObject({
  aspect: z.enum(ASPECT_IDS, {
    error: `must be one of ${ASPECT_IDS.join(", ")}`,
  }).describe("The aspect of the taxonomy."),
});

const BusinessOutputSchema = BusinessSchema.extend({
  aggregate_rating: AggregateRatingSchema,
});

const YearSummarySchema = z.object({
  year: z.int(),
  review_count: z.int().min(0),
  rating_value: z.number().min(0).max(5),
});

const RatingSummarySchema = AggregateRatingSchema.extend({
  since: z.string().nullable().describe(
    "The period's first day, null when open.",
  ),
  until: z.string().nullable().describe(
    "The period's last day, null when open.",
  ),
  newest_review_date: z.string().nullable(),
  oldest_review_date: z.string().nullable(),
  by_year: z.array(YearSummarySchema).describe(
    "Per calendar year, newest first.",
  ),
});

const EntityAspectFiguresSchema = EntityAspectSchema.omit({ aspect: true })
  .extend({
    id: z.string(),
    name: z.string(),
  });

const AspectOutputSchema = AspectInsightSchema.extend({
  by_technician: z.array(EntityAspectFiguresSchema).describe(
    "This aspect as said about each technician mentioned with it.",
  ),
  by_service: z.array(EntityAspectFiguresSchema).describe(
    "This aspect as said about each service mentioned with it.",
  ),
});

const EntityFiguresSchema = EntityInsightSchema.pick({
  mentions: true,
  average_rating: true,
  aspects: true,
});

const TechniciansOutputSchema = z.object({
  technicians: z.array(TechnicianSchema.extend(EntityFiguresSchema.shape)),
});

const ServicesOutputSchema = z.object({
  services: z.array(ServiceSchema.extend(EntityFiguresSchema.shape)),
});

function zodParser<S extends z.ZodType>(
  schema: S,
): (args: unknown) => Validated<z.output<S>> {
  return (args) => {
    const parsed = schema.safeParse(args ?? {});
    return parsed.success ? { ok: true, value: parsed.data } : {
      ok: false,
      issues: toValidationIssues(parsed.error.issues, "parameter"),
    };
  };
}

function mean(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 100) / 100 : 0;
}

function ratingSummary(
  reviews: readonly Review[],
  period: { since?: string; until?: string },
): Record<string, unknown> {
  const distribution = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  const years = new Map<number, { count: number; sum: number }>();
  let sum = 0;
  let count = 0;
  let newest: string | null = null;
  let oldest: string | null = null;
  for (const review of reviews) {
    if (period.since !== undefined && review.date < period.since) continue;
    if (period.until !== undefined && review.date > period.until) continue;
    distribution[String(review.rating) as keyof typeof distribution]++;
    sum += review.rating;
    count++;
    if (newest === null || review.date > newest) newest = review.date;
    if (oldest === null || review.date < oldest) oldest = review.date;
    const year = Number(review.date.slice(0, 4));
    const figures = years.get(year) ?? { count: 0, sum: 0 };
    figures.count++;
    figures.sum += review.rating;
    years.set(year, figures);
  }
  return {
    rating_value: mean(sum, count),
    review_count: count,
    best_rating: 5,
    worst_rating: 1,
    distribution,
    since: period.since ?? null,
    until: period.until ?? null,
    newest_review_date: newest,
    oldest_review_date: oldest,
    by_year: [...years].sort(([a], [b]) => b - a).map(([year, figures]) => ({
      year,
      review_count: figures.count,
      rating_value: mean(figures.sum, figures.count),
    })),
  };
}

function aspectFigures(
  entities: readonly EntityInsight[],
  aspect: string,
): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  for (const entity of entities) {
    const figures = entity.aspects.find((item) => item.aspect === aspect);
    if (!figures || figures.mentions === 0) continue;
    const { aspect: _aspect, ...counts } = figures;
    out.push({ id: entity.id, name: entity.name, ...counts });
  }
  return out;
}

function withFigures<T extends { id: string }>(
  entries: readonly T[],
  insights: readonly EntityInsight[],
): Array<Record<string, unknown>> {
  const byId = new Map(insights.map((entity) => [entity.id, entity]));
  return entries.map((entry) => {
    const figures = byId.get(entry.id);
    return {
      ...entry,
      mentions: figures?.mentions ?? 0,
      average_rating: figures?.average_rating ?? null,
      aspects: figures?.aspects ?? [],
    };
  });
}

/** Erases a tool's argument type: `parse` produces what `run` takes. */
function defineTool<Args>(spec: ToolSpec<Args>): ToolSpec<unknown> {
  return spec as unknown as ToolSpec<unknown>;
}

const TOOL_SPECS: ReadonlyArray<ToolSpec<unknown>> = [
  defineTool<z.output<typeof NoArgsSchema>>({
    name: "get_business",
    title: "Business profile",
    description:
      "Returns the business the reviews are about: name, type, contact details, address, opening hours, service areas, the services it offers and its technicians (with the ids and aliases that search_reviews accepts), plus the aggregate rating over all published reviews. Call this first to learn the ids and names to use with the other tools.",
    input: NoArgsSchema,
    output: BusinessOutputSchema,
    parse: zodParser(NoArgsSchema),
    run: (snapshot) => ({
      ...snapshot.dataset.business,
      aggregate_rating: snapshot.dataset.aggregate_rating,
    }),
  }),
  defineTool<SearchRequest>({
    name: "search_reviews",
    title: "Search reviews",
    description:
      "Searches the verified reviews, newest first. Every argument given must match: exact rating or min_rating, a date range (since/until, YYYY-MM-DD), a case- and accent-insensitive text query, a mentioned technician (full name, first name or alias) or a mentioned service id (see get_business). Returns one page of at most limit reviews (default 20, max 100) with count, total matches and next_cursor; pass next_cursor back as cursor, with the same other arguments, for the next page. Same arguments and results as GET /api/reviews/search.",
    input: SearchArgsSchema,
    output: ReviewListSchema,
    parse: validateSearchArgs,
    run: (snapshot, request) => searchReviews(snapshot.index, request),
  }),
  defineTool<z.output<typeof GetReviewArgsSchema>>({
    name: "get_review",
    title: "Get one review",
    description:
      "Returns one review by its id with all its fields: rating, date, title, text, author, source, the technicians, services and service area it mentions, its aspect sentiments and the owner's reply. Use it to quote a review found through search_reviews, get_aspect or the insights.",
    input: GetReviewArgsSchema,
    output: ReviewSchema,
    parse: zodParser(GetReviewArgsSchema),
    run: (snapshot, args) =>
      snapshot.reviewsById.get(args.id) ??
        new ToolFailure(
          "not_found",
          `No review has the id "${args.id}". Use search_reviews to find review ids.`,
        ),
  }),
  defineTool<z.output<typeof SinceArgsSchema>>({
    name: "get_reviews_since",
    title: "Reviews since a date",
    description:
      "Returns every review dated on or after the given day (YYYY-MM-DD), newest first, in one list: what is new since a previous visit. Same results as GET /api/reviews/since/{date}.",
    input: SinceArgsSchema,
    output: ReviewListSchema,
    parse: zodParser(SinceArgsSchema),
    run: (snapshot, args) => reviewsSince(snapshot.index, args.date),
  }),
  defineTool<z.output<typeof RatingSummaryArgsSchema>>({
    name: "get_rating_summary",
    title: "Rating summary",
    description:
      "Returns the star-rating figures: mean rating, review count, the count per star (1-5), the newest and oldest review dates and per-year counts and means. With since and/or until (YYYY-MM-DD) the figures cover that period only, for questions such as 'how were the ratings in 2024'.",
    input: RatingSummaryArgsSchema,
    output: RatingSummarySchema,
    parse: zodParser(RatingSummaryArgsSchema),
    run: (snapshot, args) => ratingSummary(snapshot.index.reviews, args),
  }),
  defineTool<z.output<typeof InsightsArgsSchema>>({
    name: "get_insights",
    title: "Review insights",
    description:
      "Returns what the review texts say, derived by aspect-based sentiment analysis: aspects (sentiment per aspect with evidence quotes), entities (technicians, services and service areas with mention counts, mean rating and aspect sentiment), topics (recurring themes), faq (customer questions answered from the reviews), summary (editorial text, highlights, concerns) and responsiveness (share of reviews the owner answered, median days to answer, share of 1-2 star reviews answered). Pass section to get only one of them; the full document is large.",
    input: InsightsArgsSchema,
    output: InsightsSchema.partial(),
    parse: zodParser(InsightsArgsSchema),
    run: (snapshot, args) =>
      args.section === undefined
        ? snapshot.insights
        : { [args.section]: snapshot.insights[args.section] },
  }),
  defineTool<z.output<typeof AspectArgsSchema>>({
    name: "get_aspect",
    title: "One aspect in depth",
    description:
      `Returns one aspect of the service as customers judge it - one of ${
        ASPECT_IDS.join(", ")
      } - with its mention count, positive/negative/neutral counts, score (-1 to 1), quoted evidence from reviews (with review ids for get_review), its trend (positive share per calendar quarter with counts, and whether the last four quarters are clearly better or worse than the four before) and the same figures per technician and per service (their quarters limited to the last eight, the two windows the trend compares). Use it for questions like 'are they on time?' (punctuality) or 'are they expensive?' (price).`,
    input: AspectArgsSchema,
    output: AspectOutputSchema,
    parse: zodParser(AspectArgsSchema),
    run: (snapshot, args) => {
      const insight = snapshot.insights.aspects.find((item) =>
        item.aspect === args.aspect
      ) ?? {
        aspect: args.aspect,
        mentions: 0,
        positive: 0,
        negative: 0,
        neutral: 0,
        score: 0,
        examples: [],
      };
      return {
        ...insight,
        by_technician: aspectFigures(
          snapshot.insights.entities.technicians,
          args.aspect,
        ),
        by_service: aspectFigures(
          snapshot.insights.entities.services,
          args.aspect,
        ),
      };
    },
  }),
  defineTool<z.output<typeof NoArgsSchema>>({
    name: "list_technicians",
    title: "Technicians",
    description:
      "Lists the business's technicians with their ids, names and aliases, how many reviews mention each, the mean rating of those reviews and the aspect sentiment said about them, each aspect with its trend (the last eight quarters with counts, and whether the last four are clearly better or worse than the four before). Use a name with search_reviews' mentions_technician to read the reviews.",
    input: NoArgsSchema,
    output: TechniciansOutputSchema,
    parse: zodParser(NoArgsSchema),
    run: (snapshot) => ({
      technicians: withFigures(
        snapshot.dataset.business.technicians,
        snapshot.insights.entities.technicians,
      ),
    }),
  }),
  defineTool<z.output<typeof NoArgsSchema>>({
    name: "list_services",
    title: "Services",
    description:
      "Lists the services the business offers with their ids, names and aliases, how many reviews mention each, the mean rating of those reviews and the aspect sentiment said about them, each aspect with its trend (the last eight quarters with counts, and whether the last four are clearly better or worse than the four before). Use an id with search_reviews' mentions_service to read the reviews.",
    input: NoArgsSchema,
    output: ServicesOutputSchema,
    parse: zodParser(NoArgsSchema),
    run: (snapshot) => ({
      services: withFigures(
        snapshot.dataset.business.services,
        snapshot.insights.entities.services,
      ),
    }),
  }),
];

const SPECS_BY_NAME = new Map(TOOL_SPECS.map((spec) => [spec.name, spec]));

/** Names of the tools, in listing order. */
export const TOOL_NAMES: readonly string[] = TOOL_SPECS.map((spec) =>
  spec.name
);

let definitions: readonly ToolDefinition[] | null = null;

/** The tool definitions of `tools/list` (computed once). */
export function listToolDefinitions(): readonly ToolDefinition[] {
  definitions ??= TOOL_SPECS.map((spec) => ({
    name: spec.name,
    title: spec.title,
    description: spec.description,
    inputSchema: toToolJsonSchema(spec.input, { io: "input" }),
    outputSchema: toToolJsonSchema(spec.output, { io: "output" }),
    annotations: {
      title: spec.title,
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    ...(APP_TOOLS.includes(spec.name) ? { _meta: appToolMeta() } : {}),
  }));
  return definitions;
}

/** Whether a tool of this name exists. */
export function hasTool(name: string): boolean {
  return SPECS_BY_NAME.has(name);
}

/**
 * Calls a tool on a snapshot.
 *
 * @throws {RangeError} for an unknown tool name (check with {@linkcode hasTool}).
 */
export function callTool(
  snapshot: Snapshot,
  call: { name: string; arguments?: unknown },
): ToolOutcome {
  const spec = SPECS_BY_NAME.get(call.name);
  if (!spec) throw new RangeError(`unknown tool ${call.name}`);
  const parsed = spec.parse(call.arguments ?? {});
  if (!parsed.ok) {
    return { kind: "invalid_arguments", issues: parsed.issues };
  }
  const result = spec.run(snapshot, parsed.value);
  if (result instanceof ToolFailure) {
    return { kind: "failed", error: result.error, message: result.message };
  }
  return { kind: "ok", structured: result };
}
