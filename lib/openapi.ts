/**
 * The OpenAPI 3.1.0 description, generated from the zod schemas that
 * validate requests and describe responses, so it cannot drift from them.
 *
 * @module
 */
import { z } from "zod";
import { pagePaths } from "./openapi_pages.ts";
import {
  ErrorSchema,
  HealthSchema,
  HubRequestSchema,
  InsightsSchema,
  IsoDateSchema,
  JsonFeedSchema,
  JsonRpcRequestSchema,
  JsonRpcResponseSchema,
  NotReadySchema,
  ReadySchema,
  ReviewListSchema,
  ReviewSchema,
  ReviewsDatasetSchema,
  SearchArgsSchema,
  ValidationErrorSchema,
} from "./schemas/mod.ts";
import { HUB_PATH } from "./urls.ts";

/** Interface version of the REST description. */
export const API_VERSION = "1.0.0";

type JsonSchema = Record<string, unknown>;

const COMPONENT_REF = "#/components/schemas/";

/** Converts every registered schema; references point at components. */
function convertRegistered(io: "input" | "output"): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    uri: (id) => COMPONENT_REF + id,
  });
  const out: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    const { $schema: _schema, $id: _id, ...rest } = schema as JsonSchema;
    out[id] = rest;
  }
  return out;
}

/** Converts one schema inline; named sub-schemas become component references. */
function toSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _schema, $defs: _defs, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  }) as JsonSchema;
  return JSON.parse(
    JSON.stringify(rest).replaceAll('"#/$defs/', `"${COMPONENT_REF}`),
  );
}

/** The components reachable from `roots`, converted for `io`. */
function collectComponents(
  roots: z.ZodType[],
  io: "input" | "output",
): Record<string, JsonSchema> {
  const all = convertRegistered(io);
  const components: Record<string, JsonSchema> = {};
  const pending = roots.map((schema) => z.globalRegistry.get(schema)!.id!);
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (components[id]) continue;
    components[id] = all[id];
    const text = JSON.stringify(all[id]);
    for (
      const match of text.matchAll(/"#\/components\/schemas\/([A-Za-z0-9_]+)"/g)
    ) {
      if (!components[match[1]]) pending.push(match[1]);
    }
  }
  return components;
}

function ref(schema: z.ZodType): JsonSchema {
  return { $ref: COMPONENT_REF + z.globalRegistry.get(schema)!.id };
}

function jsonContent(schema: z.ZodType): JsonSchema {
  return { "application/json": { schema: ref(schema) } };
}

const VALIDATOR_HEADERS = {
  ETag: {
    description: "Strong entity tag of the body.",
    schema: { type: "string" },
  },
  "Last-Modified": {
    description: "When this dataset version was published.",
    schema: { type: "string" },
  },
};

const TOPIC_HEADERS = {
  ...VALIDATOR_HEADERS,
  Link: {
    description: 'The WebSub hub (rel="hub") and this topic (rel="self").',
    schema: { type: "string" },
  },
};

const CONDITIONAL_PARAMETERS = [
  {
    name: "If-None-Match",
    in: "header",
    required: false,
    schema: { type: "string" },
  },
  {
    name: "If-Modified-Since",
    in: "header",
    required: false,
    schema: { type: "string" },
  },
];

const NOT_MODIFIED = {
  description: "Not Modified: the request's validator matches; empty body.",
  headers: VALIDATOR_HEADERS,
};

const NOT_ALLOWED = {
  description: "Method not allowed; the Allow header lists the methods.",
  content: jsonContent(ErrorSchema),
};

function datasetOperation(
  summary: string,
  content: JsonSchema,
  headers: JsonSchema,
): JsonSchema {
  return {
    get: {
      summary,
      tags: ["datasets"],
      parameters: CONDITIONAL_PARAMETERS,
      responses: {
        "200": { description: "OK", headers, content },
        "304": NOT_MODIFIED,
      },
    },
  };
}

/** Query parameters, one per member of a zod object (the search's, the embed's). */
function queryParameters(
  shape: Record<string, z.ZodType> = SearchArgsSchema.shape,
): JsonSchema[] {
  return Object.entries(shape).map(([name, schema]) => {
    const converted = toSchema(schema as z.ZodType, "input");
    const { description, ...rest } = converted;
    return { name, in: "query", required: false, description, schema: rest };
  });
}

/** Builds the OpenAPI 3.1.0 document for a deployment at `baseUrl`. */
export function buildOpenApiDocument(baseUrl: string): JsonSchema {
  const components = collectComponents([
    ReviewsDatasetSchema,
    InsightsSchema,
    JsonFeedSchema,
    ReviewListSchema,
    ReviewSchema,
    ValidationErrorSchema,
    ErrorSchema,
    JsonRpcRequestSchema,
    JsonRpcResponseSchema,
    HealthSchema,
    ReadySchema,
    NotReadySchema,
  ], "output");
  Object.assign(
    components,
    collectComponents([HubRequestSchema, SearchArgsSchema], "input"),
  );
  const badRequest = {
    description: "Invalid parameters; every problem is listed.",
    content: jsonContent(ValidationErrorSchema),
  };
  const notFound = {
    description: "Not found.",
    content: jsonContent(ErrorSchema),
  };
  return {
    openapi: "3.1.0",
    info: {
      title: "Reviews service",
      version: API_VERSION,
      description:
        "Verified customer reviews of one local home-services business, with aspect-based sentiment insights, feeds, a WebSub hub and an MCP server. Public and read-only: no credentials; an Authorization header is ignored.",
    },
    servers: [{ url: baseUrl }],
    tags: [
      {
        name: "datasets",
        description: "Whole documents, one per dataset version.",
      },
      { name: "reviews", description: "Search and incremental retrieval." },
      { name: "websub", description: "Push notifications of changed topics." },
      { name: "mcp", description: "Model Context Protocol, streamable HTTP." },
      {
        name: "health",
        description: "For load balancers and smoke checks; never cached.",
      },
      {
        name: "pages",
        description:
          "Pages and embeds for people: HTML complete without JavaScript, rendered once per dataset version.",
      },
    ],
    paths: {
      ...pagePaths({
        queryParameters,
        conditionalParameters: CONDITIONAL_PARAMETERS,
        validatorHeaders: VALIDATOR_HEADERS,
        notModified: NOT_MODIFIED,
        notAllowed: NOT_ALLOWED,
        jsonError: jsonContent(ErrorSchema),
      }),
      "/reviews.json": datasetOperation(
        "The reviews dataset: business, aggregate rating and verified reviews (newest first). A WebSub topic.",
        jsonContent(ReviewsDatasetSchema),
        TOPIC_HEADERS,
      ),
      "/insights.json": datasetOperation(
        "Aspect-based sentiment with quarterly trends, entities, topics, FAQ, summary and the owner's responsiveness.",
        jsonContent(InsightsSchema),
        VALIDATOR_HEADERS,
      ),
      "/api/feed.json": datasetOperation(
        "JSON Feed 1.1 of the 50 newest reviews. A WebSub topic.",
        jsonContent(JsonFeedSchema),
        TOPIC_HEADERS,
      ),
      "/feed.xml": datasetOperation(
        "Atom feed of the 50 newest reviews. A WebSub topic.",
        { "application/atom+xml": { schema: { type: "string" } } },
        TOPIC_HEADERS,
      ),
      "/api/reviews/search": {
        get: {
          summary:
            "Search reviews. Parameters combine; results are newest first. Unknown or repeated parameters are rejected.",
          tags: ["reviews"],
          parameters: queryParameters(),
          responses: {
            "200": {
              description: "Matching reviews.",
              content: jsonContent(ReviewListSchema),
            },
            "400": badRequest,
            "405": NOT_ALLOWED,
          },
        },
      },
      "/api/reviews/since/{date}": {
        get: {
          summary:
            "Every review dated on or after the date, newest first. Takes no query parameters: any is refused as unknown.",
          tags: ["reviews"],
          parameters: [
            {
              name: "date",
              in: "path",
              required: true,
              schema: toSchema(IsoDateSchema, "input"),
            },
            ...CONDITIONAL_PARAMETERS,
          ],
          responses: {
            "200": {
              description: "Reviews on or after the date.",
              headers: VALIDATOR_HEADERS,
              content: jsonContent(ReviewListSchema),
            },
            "304": NOT_MODIFIED,
            "400": badRequest,
          },
        },
      },
      "/api/reviews/{id}": {
        get: {
          summary: "One review.",
          tags: ["reviews"],
          parameters: [{
            name: "id",
            in: "path",
            required: true,
            schema: { type: "string" },
          }],
          responses: {
            "200": {
              description: "The review.",
              content: jsonContent(ReviewSchema),
            },
            "404": notFound,
          },
        },
      },
      "/healthz": {
        get: {
          summary: "Whether the process serves.",
          tags: ["health"],
          responses: {
            "200": {
              description: "It serves.",
              content: jsonContent(HealthSchema),
            },
          },
        },
      },
      "/readyz": {
        get: {
          summary:
            "Whether a dataset version is loaded and the store answers (within 2 s).",
          tags: ["health"],
          responses: {
            "200": { description: "Ready.", content: jsonContent(ReadySchema) },
            "503": {
              description:
                "Not ready: no version imported yet, the store does not answer, or no KV database is attached on Deno Deploy. Retry-After: 5.",
              content: jsonContent(NotReadySchema),
            },
          },
        },
      },
      "/.well-known/openapi.json": {
        get: {
          summary: "This document.",
          responses: {
            "200": {
              description: "OpenAPI 3.1.0 description.",
              content: { "application/json": { schema: { type: "object" } } },
            },
          },
        },
      },
      [HUB_PATH]: {
        post: {
          summary:
            "Subscribe or unsubscribe (W3C WebSub). Verification of intent runs after the 202 answer.",
          tags: ["websub"],
          requestBody: {
            required: true,
            content: {
              "application/x-www-form-urlencoded": {
                schema: ref(HubRequestSchema),
              },
            },
          },
          responses: {
            "202": { description: "Accepted; the hub will verify the intent." },
            "400": {
              description:
                "Rejected: in plain text for a callback that is not HTTPS, a missing or unknown hub.mode, a topic that is none of the three, a secret of 200 bytes or more; as JSON (invalid_hub_request) for any other problem.",
              content: {
                "text/plain": { schema: { type: "string" } },
                ...jsonContent(ErrorSchema),
              },
            },
            "403": {
              description:
                "The callback host has the most subscriptions allowed.",
              content: jsonContent(ErrorSchema),
            },
            "413": {
              description: "Request body too large.",
              content: jsonContent(ErrorSchema),
            },
            "415": {
              description: "Not form-encoded.",
              content: jsonContent(ErrorSchema),
            },
            "429": {
              description: "Too many requests; see Retry-After.",
              headers: { "Retry-After": { schema: { type: "string" } } },
              content: jsonContent(ErrorSchema),
            },
            "503": {
              description: "The store cannot take requests; see Retry-After.",
              headers: { "Retry-After": { schema: { type: "string" } } },
              content: jsonContent(ErrorSchema),
            },
          },
        },
      },
      "/mcp": {
        post: {
          summary:
            "MCP over streamable HTTP (JSON responses). initialize answers with an Mcp-Session-Id header that later requests send back.",
          tags: ["mcp"],
          parameters: [
            {
              name: "Mcp-Session-Id",
              in: "header",
              required: false,
              schema: { type: "string" },
            },
            {
              name: "MCP-Protocol-Version",
              in: "header",
              required: false,
              schema: { type: "string" },
            },
          ],
          requestBody: {
            required: true,
            content: jsonContent(JsonRpcRequestSchema),
          },
          responses: {
            "200": {
              description: "JSON-RPC response.",
              content: jsonContent(JsonRpcResponseSchema),
            },
            "202": {
              description: "Notification or response accepted; empty body.",
            },
            "400": {
              description:
                "Missing session id or unsupported protocol version.",
            },
            "403": { description: "Origin not allowed." },
            "404": { description: "Unknown or expired session." },
            "406": { description: "Accept refuses application/json." },
            "413": { description: "Body too large." },
            "415": { description: "Not application/json." },
          },
        },
        delete: {
          summary: "End the MCP session.",
          tags: ["mcp"],
          parameters: [
            {
              name: "Mcp-Session-Id",
              in: "header",
              required: true,
              schema: { type: "string" },
            },
          ],
          responses: {
            "204": { description: "Session ended." },
            "400": { description: "No Mcp-Session-Id header." },
            "404": { description: "Unknown or expired session." },
          },
        },
      },
    },
    components: { schemas: components },
  };
}
