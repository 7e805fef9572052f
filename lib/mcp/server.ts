/**
 * The MCP server of one request: the SDK's low-level `Server` (JSON-RPC
 * dispatch) with this service's handlers over a dataset snapshot.
 *
 * The handlers are registered with method-only schemas and check their
 * params themselves, so that invalid params are JSON-RPC -32602 (the SDK's
 * own schemas would make them -32603) and an unknown tool is -32602 (the
 * SDK's `McpServer` turns it into an `isError` result).
 *
 * Tool answers are cached per snapshot and call (the tools are read-only
 * and deterministic), and the JSON text copy of a review list goes into the
 * response as prebuilt raw JSON (see `lib/review_json.ts`).
 *
 * @module
 */
import { Server } from "@modelcontextprotocol/sdk/server";
// @ts-types="@modelcontextprotocol/sdk/shared/protocol"
import { Protocol } from "@modelcontextprotocol/sdk/shared/protocol.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
// The SDK's export map hides the .d.ts of its `*.js` subpaths; point at them.
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  CallToolRequestSchema,
  type CallToolResult,
  CompleteRequestSchema,
  GetPromptRequestSchema,
  InitializeRequestSchema,
  PaginatedRequestSchema,
  ReadResourceRequestSchema,
  SetLevelRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { ValidationIssue } from "../schemas.ts";
import type { Snapshot } from "../dataset/snapshot.ts";
import {
  completePromptArgument,
  getPrompt,
  listPrompts,
  PromptError,
} from "./prompts.ts";
import {
  ErrorCodes,
  isPlainObject,
  isSupportedProtocolVersion,
  LATEST_PROTOCOL_VERSION,
  type ProtocolVersion,
} from "./protocol.ts";
import {
  completeReviewId,
  listResources,
  listResourceTemplates,
  readResource,
  REVIEW_URI_TEMPLATE,
} from "./resources.ts";
import { asciiJson } from "../http/ascii_json.ts";
import { SnapshotLru } from "../http/answer_cache.ts";
import { asciiCopy, textCopy, textValue } from "../http/review_json.ts";
import { callTool, hasTool, listToolDefinitions } from "./tools.ts";

/** Name and version this server reports. */
export const SERVER_INFO = {
  name: "reviews-service",
  title: "Reviews service",
  version: "1.0.0",
} as const;

/** What the server offers (no subscriptions or list changes: no stream to send them on). */
export const SERVER_CAPABILITIES = {
  tools: { listChanged: false },
  resources: { subscribe: false, listChanged: false },
  prompts: { listChanged: false },
  completions: {},
  logging: {},
};

/** A JSON-RPC error a handler throws; the SDK sends its code, message and data. */
export class RpcError extends Error {
  /** JSON-RPC error code. */
  readonly code: number;
  /** Extra detail. */
  readonly data?: unknown;
  /** Creates the error. */
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = "RpcError";
    this.code = code;
    this.data = data;
  }
}

/** Options of {@linkcode createMcpServer}. */
export interface McpServerOptions {
  /**
   * The session's negotiated protocol version (before initialize: the
   * version the client asks for is negotiated in the handler).
   */
  protocolVersion: ProtocolVersion;
}

/** One validator shared by every per-request server (Ajv is costly to build). */
const sharedValidator = new AjvJsonSchemaValidator();

/** Validates params with an SDK schema; -32602 with the problems otherwise. */
function paramsOf<S extends z.ZodType>(
  schema: S,
  request: unknown,
): z.output<S> {
  const parsed = schema.safeParse(request);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) =>
      `${issue.path.join(".") || "params"}: ${issue.message}`
    );
    throw new RpcError(
      ErrorCodes.invalidParams,
      `Invalid params: ${problems.join("; ")}`,
    );
  }
  return parsed.data;
}

/** Schemas matching any request of one method, params unchecked (built once). */
const methodSchemas = new Map<string, z.ZodObject>();

/** A schema matching any request of one method, params unchecked. */
function method<M extends string>(name: M) {
  let schema = methodSchemas.get(name);
  if (!schema) {
    schema = z.looseObject({ method: z.literal(name) });
    methodSchemas.set(name, schema);
  }
  return schema as z.ZodObject<{ method: z.ZodLiteral<M> }, z.core.$loose>;
}

/** Lists have one page: any cursor is one this server did not make. */
function checkNoCursor(request: unknown): void {
  const { params } = paramsOf(PaginatedRequestSchema, request);
  if (params?.cursor !== undefined) {
    throw new RpcError(
      ErrorCodes.invalidParams,
      "Invalid cursor: every list has one page",
    );
  }
}

/** The `instructions` of the initialize result. */
export function serverInstructions(snapshot: Snapshot): string {
  const { business, aggregate_rating: rating, reviews } = snapshot.dataset;
  return [
    `Read-only access to the verified customer reviews of ${business.name} (${business.type}), ${rating.review_count} reviews, mean rating ${rating.rating_value}/5, newest ${
      reviews[0]?.date ?? "none"
    }.`,
    "Start with get_business for the services, technicians and service areas and their ids.",
    "search_reviews finds reviews by rating, date range, text, technician or service (newest first, paged with next_cursor); get_review returns one review; get_reviews_since returns what is new since a date.",
    "get_rating_summary gives star figures, optionally for a period; get_insights, get_aspect, list_technicians and list_services give the sentiment analysis with evidence quotes.",
    "Quote reviews with their ids; never present a claim the reviews do not support.",
  ].join(" ");
}

/**
 * What a tool call came to, as cached: a structured result or a failure
 * message (the result object and its ASCII JSON made on first use by the
 * SDK path and the transport's direct path), or argument problems (whose
 * answer depends on the protocol version).
 */
type Evaluated =
  | {
    kind: "ok";
    structured: Record<string, unknown>;
    result?: CallToolResult;
    json?: string;
  }
  | { kind: "failed"; message: string; result?: CallToolResult; json?: string }
  | { kind: "invalid"; issues: ValidationIssue[] };

/** A cached result, as the SDK path returns it. */
function resultOf(
  entry: Exclude<Evaluated, { kind: "invalid" }>,
): CallToolResult {
  if (entry.result) return entry.result;
  entry.result = entry.kind === "ok"
    ? {
      content: [{
        type: "text",
        text: textValue(textCopy(entry.structured)),
      }],
      structuredContent: entry.structured,
    }
    : { content: [{ type: "text", text: entry.message }], isError: true };
  return entry.result;
}

/**
 * A cached result as ASCII JSON, the direct path's answer: equal to
 * `asciiJson(JSON.stringify(resultOf(entry)))`, put together from the
 * structured result's pieces instead of serialising the whole result.
 */
function resultJsonOf(entry: Exclude<Evaluated, { kind: "invalid" }>): string {
  if (entry.json) return entry.json;
  if (entry.kind === "ok") {
    const copy = asciiCopy(entry.structured);
    entry.json =
      `{"content":[{"type":"text","text":${copy.literal}}],"structuredContent":${copy.json}}`;
  } else {
    entry.json = asciiJson(JSON.stringify(resultOf(entry)));
  }
  return entry.json;
}

/** Tool answers per snapshot and call (read-only, deterministic tools). */
const toolCache = new SnapshotLru<Evaluated>({ maxEntries: 128 });

/** The cache key of a call: the tool's name and its arguments as sent. */
function toolCallKey(name: string, args: unknown): string {
  return `${name} ${JSON.stringify(args ?? {})}`;
}

function evaluate(
  snapshot: Snapshot,
  call: { name: string; arguments?: unknown },
): Evaluated | null {
  let outcome;
  try {
    outcome = callTool(snapshot, call);
  } catch (error) {
    console.error(`MCP tool ${call.name} failed:`, error);
    return null;
  }
  if (outcome.kind === "ok") {
    return { kind: "ok", structured: outcome.structured };
  }
  if (outcome.kind === "failed") {
    return { kind: "failed", message: outcome.message };
  }
  return { kind: "invalid", issues: outcome.issues };
}

/**
 * The answer to a call of a known tool, from the cache or evaluated and
 * cached; null when the tool threw (not cached: the next call tries again).
 */
function answerOf(
  snapshot: Snapshot,
  name: string,
  args: unknown,
): Evaluated | null {
  const key = toolCallKey(name, args);
  let answer = toolCache.get(snapshot, key);
  if (!answer) {
    const fresh = evaluate(snapshot, { name, arguments: args });
    if (!fresh) return null;
    toolCache.set(snapshot, key, fresh);
    answer = fresh;
  }
  return answer;
}

/**
 * The result of a `tools/call` as ASCII JSON (see `ascii_json.ts`),
 * evaluated on first use and cached per snapshot; null for a call the SDK
 * path must answer: params with members besides `name` and `arguments`
 * (`_meta`, a task), an unknown tool, arguments the tool rejects (whose
 * answer depends on the protocol version) or a tool that threw. Lets the
 * transport answer a plain call without building a server.
 */
export function toolCallResultJson(
  snapshot: Snapshot,
  params: Record<string, unknown> | undefined,
): string | null {
  if (!params || typeof params.name !== "string") return null;
  for (const key in params) {
    if (key !== "name" && key !== "arguments") return null;
  }
  if (params.arguments !== undefined && !isPlainObject(params.arguments)) {
    return null;
  }
  if (!hasTool(params.name)) return null;
  const answer = answerOf(snapshot, params.name, params.arguments);
  if (!answer || answer.kind === "invalid") return null;
  return resultJsonOf(answer);
}

function toolResult(
  snapshot: Snapshot,
  options: McpServerOptions,
  request: unknown,
): CallToolResult {
  const { params } = paramsOf(CallToolRequestSchema, request);
  if (!hasTool(params.name)) {
    throw new RpcError(
      ErrorCodes.invalidParams,
      `Unknown tool: ${params.name}`,
    );
  }
  const answer = answerOf(snapshot, params.name, params.arguments);
  if (!answer) {
    return {
      content: [{
        type: "text",
        text: `The tool ${params.name} failed unexpectedly.`,
      }],
      isError: true,
    };
  }
  if (answer.kind !== "invalid") return resultOf(answer);
  const body = { error: "invalid_request", issues: answer.issues };
  const summary = answer.issues.map((issue) =>
    `${issue.path}: ${issue.message}`
  ).join("; ");
  // 2025-11-25 (SEP-1303): argument errors are tool execution errors, so the
  // model sees them and can correct itself; before, they are invalid params.
  if (options.protocolVersion >= "2025-11-25") {
    return {
      content: [{
        type: "text",
        text: `Invalid arguments for ${params.name}: ${summary}\n${
          JSON.stringify(body)
        }`,
      }],
      isError: true,
    };
  }
  throw new RpcError(
    ErrorCodes.invalidParams,
    `Invalid arguments for tool ${params.name}: ${summary}`,
    body,
  );
}

/** What the handlers of a server read. */
interface ServerContext extends McpServerOptions {
  snapshot: Snapshot;
}

function buildServer(context: ServerContext): Server {
  // Instructions are sent by the initialize handler below, built only then.
  const server = new Server(SERVER_INFO, {
    capabilities: SERVER_CAPABILITIES,
    jsonSchemaValidator: sharedValidator,
  });

  server.setRequestHandler(method("initialize"), (request) => {
    const { params } = paramsOf(InitializeRequestSchema, request);
    const protocolVersion = isSupportedProtocolVersion(params.protocolVersion)
      ? params.protocolVersion
      : LATEST_PROTOCOL_VERSION;
    return {
      protocolVersion,
      capabilities: SERVER_CAPABILITIES,
      serverInfo: SERVER_INFO,
      instructions: serverInstructions(context.snapshot),
    };
  });

  server.setRequestHandler(method("logging/setLevel"), (request) => {
    paramsOf(SetLevelRequestSchema, request);
    // Accepted; this server sends no log notifications (JSON responses only).
    return {};
  });

  server.setRequestHandler(method("tools/list"), (request) => {
    checkNoCursor(request);
    return { tools: [...listToolDefinitions()] };
  });

  // Registered past `Server.setRequestHandler`, whose tools/call wrapper
  // re-parses the result with zod: that copy would turn the prebuilt raw
  // JSON text back into work (and refuse it). The params are checked in
  // toolResult with the same SDK schema, and the results are built in one
  // place whose shape the tests check against CallToolResultSchema.
  Protocol.prototype.setRequestHandler.call(
    server,
    method("tools/call"),
    (request: unknown) => toolResult(context.snapshot, context, request),
  );

  server.setRequestHandler(method("resources/list"), (request) => {
    checkNoCursor(request);
    return { resources: listResources(context.snapshot) };
  });

  server.setRequestHandler(method("resources/templates/list"), (request) => {
    checkNoCursor(request);
    return { resourceTemplates: listResourceTemplates() };
  });

  server.setRequestHandler(method("resources/read"), (request) => {
    const { params } = paramsOf(ReadResourceRequestSchema, request);
    const contents = readResource(context.snapshot, params.uri);
    if (!contents) {
      throw new RpcError(ErrorCodes.resourceNotFound, "Resource not found", {
        uri: params.uri,
      });
    }
    return { contents: [contents] };
  });

  server.setRequestHandler(method("prompts/list"), (request) => {
    checkNoCursor(request);
    return { prompts: [...listPrompts()] };
  });

  server.setRequestHandler(method("prompts/get"), (request) => {
    const { params } = paramsOf(GetPromptRequestSchema, request);
    try {
      return getPrompt(context.snapshot, params);
    } catch (error) {
      if (error instanceof PromptError) {
        throw new RpcError(ErrorCodes.invalidParams, error.message);
      }
      throw error;
    }
  });

  server.setRequestHandler(method("completion/complete"), (request) => {
    const { params } = paramsOf(CompleteRequestSchema, request);
    const { ref, argument } = params;
    if (ref.type === "ref/resource") {
      if (ref.uri !== REVIEW_URI_TEMPLATE) {
        throw new RpcError(
          ErrorCodes.invalidParams,
          `Unknown resource template: ${ref.uri}`,
        );
      }
      if (argument.name !== "id") {
        throw new RpcError(
          ErrorCodes.invalidParams,
          `Unknown argument: ${argument.name}`,
        );
      }
      return {
        completion: completeReviewId(context.snapshot, argument.value),
      };
    }
    const completion = completePromptArgument(context.snapshot, {
      prompt: ref.name,
      argument: argument.name,
      value: argument.value,
    });
    if (!completion) {
      throw new RpcError(
        ErrorCodes.invalidParams,
        `Unknown prompt or argument: ${ref.name} ${argument.name}`,
      );
    }
    return { completion };
  });

  return server;
}

/**
 * Builds the server for one request over a snapshot. Connect it to a fresh
 * stateless transport and handle the request; neither needs closing
 * afterwards (see `dispatch` in transport.ts).
 */
export function createMcpServer(
  snapshot: Snapshot,
  options: McpServerOptions,
): Server {
  return buildServer({ snapshot, protocolVersion: options.protocolVersion });
}
