/**
 * The pages and embeds in the OpenAPI description: `/`, `/search`,
 * `/reviews/{id}`, `/technicians/{id}`, `/services/{id}`, `/badge.svg`,
 * `/embed` and `/widget.js`, with their media types and the parameters of
 * the zod schemas that validate them (lib/openapi.ts builds the document).
 *
 * @module
 */
import type { z } from "zod";
import { EmbedArgsSchema, SearchArgsSchema } from "./schemas/mod.ts";

/** A JSON Schema or OpenAPI object. */
type JsonSchema = Record<string, unknown>;

/** A body of `mediaType` described as text. */
function textContent(mediaType: string): JsonSchema {
  return { [mediaType]: { schema: { type: "string" } } };
}

/** The pieces of the document the pages share with the API's paths. */
export interface SharedParts {
  /** Query parameters from a zod object's members (default: the search's). */
  queryParameters(shape?: Record<string, z.ZodType>): JsonSchema[];
  /** `If-None-Match` and `If-Modified-Since`. */
  conditionalParameters: JsonSchema[];
  /** `ETag` and `Last-Modified`. */
  validatorHeaders: JsonSchema;
  /** The 304 answer. */
  notModified: JsonSchema;
  /** The 405 answer. */
  notAllowed: JsonSchema;
  /** The JSON error body (`content`). */
  jsonError: JsonSchema;
}

/** The answer headers of the pages. */
function pageHeaders(parts: SharedParts): JsonSchema {
  return {
    ...parts.validatorHeaders,
    "Content-Security-Policy": {
      description:
        "On HTML answers (not the JSON index of `/`): no script; the inline style sheet by hash; same-origin images and forms.",
      schema: { type: "string" },
    },
  };
}

/** A page answer (`text/html` unless said otherwise), with validators. */
function pageOperation(
  parts: SharedParts,
  summary: string,
  options: {
    parameters?: JsonSchema[];
    content?: JsonSchema;
    errors?: Record<string, JsonSchema>;
  } = {},
): JsonSchema {
  return {
    get: {
      summary,
      tags: ["pages"],
      parameters: [
        ...(options.parameters ?? []),
        ...parts.conditionalParameters,
      ],
      responses: {
        "200": {
          description: "OK",
          headers: pageHeaders(parts),
          content: options.content ?? textContent("text/html"),
        },
        "304": parts.notModified,
        ...options.errors,
        "405": parts.notAllowed,
      },
    },
  };
}

/**
 * The paths of the pages and embeds for people (HTML, SVG, the widget's
 * script), their parameters from the same zod schemas as the JSON search.
 */
export function pagePaths(parts: SharedParts): Record<string, JsonSchema> {
  const errors = {
    notFound: {
      description:
        "Not found: an HTML page for a client whose Accept prefers text/html, the JSON error otherwise.",
      content: { ...textContent("text/html"), ...parts.jsonError },
    },
    badRequest: {
      description: "Invalid parameters; the page lists every problem.",
      content: textContent("text/html"),
    },
  };
  const page = (
    summary: string,
    options?: Parameters<typeof pageOperation>[2],
  ) => pageOperation(parts, summary, options);
  const id = {
    name: "id",
    in: "path",
    required: true,
    schema: { type: "string" },
  };
  const cursor = parts.queryParameters({
    cursor: SearchArgsSchema.shape.cursor,
  });
  return {
    "/": page(
      "The business's reviews page: rating and histogram, generated summary, aspects, technicians, services, the 20 newest reviews, a search form. A client whose Accept prefers application/json gets the JSON index of the API.",
      {
        content: {
          ...textContent("text/html"),
          "application/json": { schema: { type: "object" } },
        },
      },
    ),
    "/search": page(
      "The search as a page: the parameters, rules and results of /api/reviews/search (20 reviews a page unless limit says otherwise); empty parameters are ignored.",
      {
        parameters: parts.queryParameters(),
        errors: { "400": errors.badRequest },
      },
    ),
    "/reviews/{id}": page("One review's page.", {
      parameters: [id],
      errors: { "404": errors.notFound },
    }),
    "/technicians/{id}": page(
      "A technician's mentions, average rating, aspect sentiment and the reviews that name them, paged.",
      {
        parameters: [id, ...cursor],
        errors: { "400": errors.badRequest, "404": errors.notFound },
      },
    ),
    "/services/{id}": page(
      "A service's mentions, average rating, aspect sentiment and the reviews about it, paged.",
      {
        parameters: [id, ...cursor],
        errors: { "400": errors.badRequest, "404": errors.notFound },
      },
    ),
    "/badge.svg": page(
      "The rating as an image for the business's site: stars, value and count, with a title.",
      { content: textContent("image/svg+xml") },
    ),
    "/embed": page(
      "The rating summary and the newest reviews as a page for an iframe (framable from any origin; links open a new tab).",
      {
        parameters: parts.queryParameters(EmbedArgsSchema.shape),
        errors: { "400": errors.badRequest },
      },
    ),
    "/widget.js": page(
      "The <reviews-widget> custom element (attributes limit and min-rating), rendered in a shadow root from the JSON API.",
      { content: textContent("text/javascript") },
    ),
  };
}
