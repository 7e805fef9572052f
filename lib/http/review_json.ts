/**
 * The JSON of pages of reviews, built cheaply: a review's JSON is
 * serialised once per review object (so once per dataset version) and a
 * page is put together from those pieces, as ASCII JSON for the HTTP
 * search (see `ascii_json.ts`) or as text for MCP tool results.
 *
 * Besides a tool result's text copy, the JSON string literal of the text
 * (quoted and escaped, ready to stand in a JSON document) is built the same
 * way and handed to the JSON-RPC response as `JSON.rawJSON`, so the
 * response's serialisation does not escape the whole copy again.
 *
 * @module
 */
import { asciiJson } from "./ascii_json.ts";
import type { Review, ReviewList } from "../schemas/mod.ts";

/** A text copy: the text, and its JSON string literal when prebuilt. */
export interface TextCopy {
  /** The JSON text. */
  text: string;
  /** `JSON.stringify(text)`, built from cached pieces (null: not prebuilt). */
  literal: string | null;
}

/**
 * A structured result in ASCII (see `ascii_json.ts`): its JSON, and the
 * JSON string literal of its text copy.
 */
export interface AsciiCopy {
  /** `asciiJson(JSON.stringify(structured))`. */
  json: string;
  /** `asciiJson(JSON.stringify(JSON.stringify(structured)))`. */
  literal: string;
}

/**
 * A review's JSON, and (made on first use) its escaped form (the inside of
 * a JSON string literal of it) and the ASCII forms of both.
 */
interface ReviewJson {
  plain: string;
  escaped?: string;
  ascii?: string;
  asciiEscaped?: string;
}

const reviewJson = new WeakMap<Review, ReviewJson>();

/** The contents of a JSON string literal of `text`, without the quotes. */
function escapeForLiteral(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/** {@linkcode escapeForLiteral} in ASCII. */
function asciiEscapeForLiteral(text: string): string {
  return asciiJson(JSON.stringify(text)).slice(1, -1);
}

function jsonOf(review: Review): ReviewJson {
  let cached = reviewJson.get(review);
  if (!cached) {
    cached = { plain: JSON.stringify(review) };
    reviewJson.set(review, cached);
  }
  return cached;
}

const LIST_HEAD = '{"reviews":[';

function listTail(list: ReviewList): string {
  return `],"count":${JSON.stringify(list.count)},"total":${
    JSON.stringify(list.total)
  },"next_cursor":${JSON.stringify(list.next_cursor)}}`;
}

/**
 * The JSON of a page of reviews in ASCII, the HTTP answer: equal to
 * `asciiJson(JSON.stringify(list))` for a list built as `{ reviews, count,
 * total, next_cursor }`.
 */
export function reviewListJson(list: ReviewList): string {
  const pieces: string[] = [];
  for (const review of list.reviews) {
    const json = jsonOf(review);
    json.ascii ??= asciiJson(json.plain);
    pieces.push(json.ascii);
  }
  return LIST_HEAD + pieces.join(",") + asciiJson(listTail(list));
}

/** The ASCII text-copy literal of a page of reviews, from cached pieces. */
function reviewListLiteral(list: ReviewList): string {
  const pieces: string[] = [];
  for (const review of list.reviews) {
    const json = jsonOf(review);
    json.asciiEscaped ??= asciiEscapeForLiteral(json.plain);
    pieces.push(json.asciiEscaped);
  }
  return `"${escapeForLiteral(LIST_HEAD)}${pieces.join(",")}${
    asciiEscapeForLiteral(listTail(list))
  }"`;
}

/**
 * The JSON of a page of reviews, equal to `JSON.stringify(list)` for a
 * list built as `{ reviews, count, total, next_cursor }`.
 */
export function reviewListCopy(list: ReviewList): TextCopy {
  const plain: string[] = [];
  const escaped: string[] = [];
  for (const review of list.reviews) {
    const json = jsonOf(review);
    plain.push(json.plain);
    json.escaped ??= escapeForLiteral(json.plain);
    escaped.push(json.escaped);
  }
  const head = LIST_HEAD;
  const tail = listTail(list);
  return {
    text: head + plain.join(",") + tail,
    literal: `"${escapeForLiteral(head)}${escaped.join(",")}${
      escapeForLiteral(tail)
    }"`,
  };
}

/** Whether a structured result is a page of reviews, members in order. */
function isReviewList(structured: Record<string, unknown>): boolean {
  const keys = Object.keys(structured);
  return keys.length === 4 && keys[0] === "reviews" && keys[1] === "count" &&
    keys[2] === "total" && keys[3] === "next_cursor" &&
    Array.isArray(structured.reviews);
}

/** The text copy of any structured result. */
export function textCopy(structured: Record<string, unknown>): TextCopy {
  if (isReviewList(structured)) {
    return reviewListCopy(structured as unknown as ReviewList);
  }
  return { text: JSON.stringify(structured), literal: null };
}

/**
 * Any structured result in ASCII: its JSON and its text copy's literal,
 * for a page of reviews put together from each review's cached pieces.
 */
export function asciiCopy(structured: Record<string, unknown>): AsciiCopy {
  if (isReviewList(structured)) {
    const list = structured as unknown as ReviewList;
    return { json: reviewListJson(list), literal: reviewListLiteral(list) };
  }
  const text = JSON.stringify(structured);
  return { json: asciiJson(text), literal: asciiJson(JSON.stringify(text)) };
}

/**
 * The value to put in a response's `text` member: the prebuilt literal as
 * raw JSON where the runtime has `JSON.rawJSON`, else the text.
 */
export function textValue(copy: TextCopy): string {
  const raw = (JSON as { rawJSON?: (text: string) => unknown }).rawJSON;
  if (copy.literal === null || raw === undefined) return copy.text;
  return raw(copy.literal) as string;
}
