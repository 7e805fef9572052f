/**
 * MCP prompts: ready-made requests that put the relevant review data in
 * front of the model (summarising the reviews, answering a customer's
 * question from them, a report on one technician).
 *
 * @module
 */
import {
  ASPECT_IDS,
  type AspectId,
  IsoDateSchema,
  type Review,
} from "../schemas/mod.ts";
import { foldText } from "../search.ts";
import type { Snapshot } from "../dataset/snapshot.ts";
import {
  BUSINESS_URI,
  completeFrom,
  type Completion,
  INSIGHTS_URI,
  readResource,
} from "./resources.ts";

/** A prompt argument as listed. */
export interface PromptArgument {
  /** Name. */
  name: string;
  /** What to pass. */
  description: string;
  /** Whether it must be given. */
  required: boolean;
}

/** A prompt as listed by `prompts/list`. */
export interface PromptEntry {
  /** Unique name. */
  name: string;
  /** Display name. */
  title: string;
  /** What the prompt is for. */
  description: string;
  /** Its arguments. */
  arguments: PromptArgument[];
}

/** One content block of a prompt message. */
export type PromptContent =
  | { type: "text"; text: string }
  | {
    type: "resource";
    resource: { uri: string; mimeType: string; text: string };
  };

/** The result of `prompts/get` (a type alias: it is also a JSON record). */
export type PromptResult = {
  /** What the filled-in prompt asks. */
  description: string;
  /** The messages. */
  messages: Array<{ role: "user" | "assistant"; content: PromptContent }>;
};

/** Why a prompt could not be filled in (JSON-RPC invalid params). */
export class PromptError extends Error {
  /** Creates the error. */
  constructor(message: string) {
    super(message);
    this.name = "PromptError";
  }
}

/** Most reviews quoted in one prompt. */
const MAX_QUOTED_REVIEWS = 40;

const PROMPTS: readonly PromptEntry[] = [
  {
    name: "summarize_reviews",
    title: "Summarise the reviews",
    description:
      "Summarise what customers say about the business: strengths, weaknesses and trends, grounded in the reviews and the insights, optionally for one aspect or since a date.",
    arguments: [
      {
        name: "aspect",
        description: `Focus on one aspect: ${ASPECT_IDS.join(", ")}.`,
        required: false,
      },
      {
        name: "since",
        description: "Only reviews on or after this date (YYYY-MM-DD).",
        required: false,
      },
    ],
  },
  {
    name: "answer_customer_question",
    title: "Answer a customer's question",
    description:
      "Answer a prospective customer's question (price, punctuality, a service, a technician...) using only what the verified reviews say, citing them.",
    arguments: [
      {
        name: "question",
        description: "The customer's question, in their words.",
        required: true,
      },
    ],
  },
  {
    name: "technician_report",
    title: "Report on a technician",
    description:
      "Summarise what reviews say about one technician: figures, aspect sentiment and representative quotes.",
    arguments: [
      {
        name: "technician",
        description: "The technician's name, first name or alias (completes).",
        required: true,
      },
    ],
  },
];

const PROMPT_NAMES = new Set(PROMPTS.map((prompt) => prompt.name));

/** The prompts of `prompts/list`. */
export function listPrompts(): readonly PromptEntry[] {
  return PROMPTS;
}

/** Whether a prompt of this name exists. */
export function hasPrompt(name: string): boolean {
  return PROMPT_NAMES.has(name);
}

function quoteReviews(reviews: readonly Review[]): string {
  if (reviews.length === 0) return "(no reviews)";
  return reviews.slice(0, MAX_QUOTED_REVIEWS).map((review) => {
    const title = review.title ? ` "${review.title}"` : "";
    const text = review.text === "" ? "(rating only)" : review.text;
    return `- [${review.id}] ${review.date}, ${review.rating}/5${title}: ${text}`;
  }).join("\n");
}

function embedded(snapshot: Snapshot, uri: string): PromptContent {
  const contents = readResource(snapshot, uri);
  if (!contents) throw new Error(`missing resource ${uri}`);
  return { type: "resource", resource: contents };
}

function stringArg(
  args: Record<string, unknown>,
  name: string,
  required: boolean,
): string | undefined {
  const value = args[name];
  if (value === undefined || value === "") {
    if (required) throw new PromptError(`Missing required argument: ${name}`);
    return undefined;
  }
  if (typeof value !== "string") {
    throw new PromptError(`Argument ${name} must be a string`);
  }
  return value;
}

function checkArgs(prompt: PromptEntry, args: Record<string, unknown>): void {
  for (const name of Object.keys(args)) {
    if (!prompt.arguments.some((argument) => argument.name === name)) {
      throw new PromptError(
        `Unknown argument for prompt ${prompt.name}: ${name}`,
      );
    }
  }
}

function summarize(
  snapshot: Snapshot,
  args: Record<string, unknown>,
): PromptResult {
  const aspect = stringArg(args, "aspect", false);
  const since = stringArg(args, "since", false);
  if (
    aspect !== undefined && !(ASPECT_IDS as readonly string[]).includes(aspect)
  ) {
    throw new PromptError(`aspect must be one of ${ASPECT_IDS.join(", ")}`);
  }
  if (since !== undefined && !IsoDateSchema.safeParse(since).success) {
    throw new PromptError("since must be a calendar date in YYYY-MM-DD form");
  }
  const business = snapshot.dataset.business.name;
  let reviews = snapshot.index.reviews.filter((review) =>
    since === undefined || review.date >= since
  );
  if (aspect !== undefined) {
    reviews = reviews.filter((review) =>
      review.aspects.some((mention) => mention.aspect === (aspect as AspectId))
    );
  }
  const scope = [
    aspect !== undefined ? `about ${aspect}` : "",
    since !== undefined ? `since ${since}` : "",
  ].filter(Boolean).join(" ");
  const request = [
    `Summarise what customers say about ${business}${
      scope ? ` ${scope}` : ""
    }.`,
    "Use only the reviews and the insights below. Give the overall verdict, the main strengths and the main complaints, any trend over time, and cite review ids in brackets for every claim. Say so when the reviews are too few to tell.",
    "",
    `Reviews (${reviews.length} in all, newest first${
      reviews.length > MAX_QUOTED_REVIEWS
        ? `, the newest ${MAX_QUOTED_REVIEWS} shown`
        : ""
    }):`,
    quoteReviews(reviews),
  ].join("\n");
  return {
    description: `Summary of the reviews of ${business}${
      scope ? ` ${scope}` : ""
    }`,
    messages: [
      { role: "user", content: { type: "text", text: request } },
      { role: "user", content: embedded(snapshot, INSIGHTS_URI) },
    ],
  };
}

/** Words that say nothing about which reviews are relevant. */
const STOP_WORDS = new Set(
  "about after also because been before being does doing from have having into just more most only other over same should some such than that their them then there these they this those very what when where which while will with would your yours"
    .split(" "),
);

function relevantReviews(snapshot: Snapshot, question: string): Review[] {
  const words = [
    ...new Set(
      foldText(question).split(/[^\p{L}\p{N}]+/u).filter((word) =>
        word.length >= 4 && !STOP_WORDS.has(word)
      ),
    ),
  ];
  const { reviews, haystacks } = snapshot.index;
  const scored: Array<{ position: number; score: number }> = [];
  reviews.forEach((_, position) => {
    let score = 0;
    for (const word of words) if (haystacks[position].includes(word)) score++;
    if (score > 0) scored.push({ position, score });
  });
  scored.sort((a, b) => b.score - a.score || a.position - b.position);
  return scored.slice(0, 10).map(({ position }) => reviews[position]);
}

function answer(
  snapshot: Snapshot,
  args: Record<string, unknown>,
): PromptResult {
  const question = stringArg(args, "question", true) as string;
  if (question.length > 2000) {
    throw new PromptError("question must be at most 2000 characters");
  }
  const business = snapshot.dataset.business.name;
  const related = relevantReviews(snapshot, question);
  const faq = snapshot.insights.faq.map((entry) =>
    `Q: ${entry.question}\nA: ${entry.answer}`
  )
    .join("\n\n");
  const request = [
    `A prospective customer of ${business} asks:`,
    "",
    question,
    "",
    "Answer them from the verified reviews only: be honest about mixed or negative experiences, cite review ids in brackets, and say plainly when the reviews do not answer the question. Do not invent prices, dates or promises. The search_reviews tool finds more reviews if needed.",
    "",
    `Reviews that look related (${related.length}):`,
    quoteReviews(related),
    "",
    `Summary: ${snapshot.insights.summary.text}`,
    faq ? `\nFrequently asked:\n${faq}` : "",
  ].join("\n");
  return {
    description: `Answer to a customer's question about ${business}`,
    messages: [
      { role: "user", content: { type: "text", text: request } },
      { role: "user", content: embedded(snapshot, BUSINESS_URI) },
    ],
  };
}

function technicianNamesOf(snapshot: Snapshot): string[] {
  const names: string[] = [];
  for (const technician of snapshot.dataset.business.technicians) {
    names.push(technician.name, ...technician.aliases);
  }
  return names;
}

function technicianReport(
  snapshot: Snapshot,
  args: Record<string, unknown>,
): PromptResult {
  const asked = stringArg(args, "technician", true) as string;
  const names = snapshot.index.technicianNames.get(foldText(asked.trim())) ??
    [];
  if (names.length === 0) {
    throw new PromptError(
      `Unknown technician "${asked}"; known: ${
        snapshot.dataset.business.technicians.map((technician) =>
          technician.name
        ).join(", ")
      }`,
    );
  }
  const name = names[0];
  const technician = snapshot.dataset.business.technicians.find((entry) =>
    entry.name === name
  );
  const figures = snapshot.insights.entities.technicians.find((entry) =>
    entry.id === technician?.id
  );
  const reviews = snapshot.index.reviews.filter((review) =>
    review.technicians.includes(name)
  );
  const request = [
    `Write a short report on what customers say about ${name}, a technician of ${snapshot.dataset.business.name}.`,
    "Cover the overall impression, strengths, complaints and how they compare with the business as a whole; cite review ids in brackets.",
    "",
    `Figures: ${JSON.stringify(figures ?? { mentions: reviews.length })}`,
    `Business mean rating: ${snapshot.dataset.aggregate_rating.rating_value} over ${snapshot.dataset.aggregate_rating.review_count} reviews.`,
    "",
    `Reviews mentioning ${name} (${reviews.length}, newest first):`,
    quoteReviews(reviews),
  ].join("\n");
  return {
    description: `Report on technician ${name}`,
    messages: [{ role: "user", content: { type: "text", text: request } }],
  };
}

/**
 * Fills in a prompt.
 *
 * @throws {PromptError} for an unknown prompt or invalid arguments.
 */
export function getPrompt(
  snapshot: Snapshot,
  request: { name: string; arguments?: Record<string, unknown> },
): PromptResult {
  const prompt = PROMPTS.find((entry) => entry.name === request.name);
  if (!prompt) throw new PromptError(`Unknown prompt: ${request.name}`);
  const args = request.arguments ?? {};
  checkArgs(prompt, args);
  switch (prompt.name) {
    case "summarize_reviews":
      return summarize(snapshot, args);
    case "answer_customer_question":
      return answer(snapshot, args);
    default:
      return technicianReport(snapshot, args);
  }
}

/**
 * Completes a prompt argument; null when the prompt or argument is unknown.
 * Free-text arguments complete to nothing.
 */
export function completePromptArgument(
  snapshot: Snapshot,
  request: { prompt: string; argument: string; value: string },
): Completion | null {
  const prompt = PROMPTS.find((entry) => entry.name === request.prompt);
  if (
    !prompt?.arguments.some((argument) => argument.name === request.argument)
  ) return null;
  if (prompt.name === "summarize_reviews" && request.argument === "aspect") {
    return completeFrom(ASPECT_IDS, request.value);
  }
  if (prompt.name === "technician_report") {
    return completeFrom(technicianNamesOf(snapshot), request.value);
  }
  return { values: [], total: 0, hasMore: false };
}
