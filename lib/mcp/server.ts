/**
 * The MCP server of one request: the official SDK v2's low-level `Server`
 * (JSON-RPC dispatch, per-era wire codecs, the 2026-07-28 `_meta` stamps and
 * cache fields) with this service's handlers over a dataset snapshot.
 *
 * The low-level `Server` rather than `McpServer`: the handlers check their
 * params themselves, so that invalid tool arguments are answered exactly as
 * the HTTP search answers them (JSON-RPC -32602 up to 2025-06-18, an
 * `isError` result from 2025-11-25 on), and the tool list keeps the JSON
 * Schemas derived from the service's zod schemas (`json_schema.ts`).
 *
 * Tool answers are cached per snapshot and call (the tools are read-only
 * and deterministic).
 *
 * @module
 */
import {
  type CacheHint,
  type CallToolResult,
  ProtocolError,
  ResourceNotFoundError,
  Server,
} from "@modelcontextprotocol/server";
import type { ValidationIssue } from "../schemas/mod.ts";
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
  type ProtocolVersion,
  SERVED_PROTOCOL_VERSIONS,
} from "./protocol.ts";
import {
  completeReviewId,
  listResources,
  listResourceTemplates,
  readResource,
  REVIEW_URI_TEMPLATE,
} from "./resources.ts";
import { SnapshotLru } from "../http/answer_cache.ts";
import { textCopy } from "../http/review_json.ts";
import { callTool, hasTool, listToolDefinitions } from "./tools.ts";
import { APP_EXTENSION_ID } from "./app_ui.ts";

/** Name and version this server reports. */
export const SERVER_INFO = {
  name: "reviews-service",
  title: "Reviews service",
  version: "1.0.0",
} as const;

/**
 * What the server offers (no subscriptions or list changes: the data
 * changes only with a new dataset version), and the MCP Apps extension
 * (`app_ui.ts`).
 */
export const SERVER_CAPABILITIES = {
  tools: { listChanged: false },
  resources: { subscribe: false, listChanged: false },
  prompts: { listChanged: false },
  completions: {},
  logging: {},
  extensions: { [APP_EXTENSION_ID]: {} },
};

/**
 * How long a 2026-07-28 client or shared cache may reuse a list: the tool
 * and prompt lists and the resource templates are fixed for a build
 * (`public`, one hour); the resource list and resources follow the dataset
 * version (`public`, one minute, the time a new version takes to show).
 */
export const CACHE_HINTS: Record<
  | "tools/list"
  | "prompts/list"
  | "resources/list"
  | "resources/templates/list"
  | "resources/read"
  | "server/discover",
  CacheHint
> = {
  "tools/list": { ttlMs: 3_600_000, cacheScope: "public" },
  "prompts/list": { ttlMs: 3_600_000, cacheScope: "public" },
  "resources/templates/list": { ttlMs: 3_600_000, cacheScope: "public" },
  "resources/list": { ttlMs: 60_000, cacheScope: "public" },
  "resources/read": { ttlMs: 60_000, cacheScope: "public" },
  "server/discover": { ttlMs: 3_600_000, cacheScope: "public" },
};

/** A JSON-RPC error a handler throws; the SDK sends its code, message and data. */
export class RpcError extends ProtocolError {
  /** Creates the error. */
  constructor(code: number, message: string, data?: unknown) {
    super(code, message, data);
    this.name = "RpcError";
  }
}

/** Options of {@linkcode createMcpServer}. */
export interface McpServerOptions {
  /**
   * The protocol version of the request: a 2025 session's negotiated
   * version, `2026-07-28` for a stateless request (before initialize: the
   * version the client asks for is negotiated by the SDK).
   */
  protocolVersion: ProtocolVersion;
}

/** Lists have one page: any cursor is one this server did not make. */
function checkNoCursor(params: { cursor?: string } | undefined): void {
  if (params?.cursor !== undefined) {
    throw new RpcError(
      ErrorCodes.invalidParams,
      "Invalid cursor: every list has one page",
    );
  }
}

const instructionTexts = new WeakMap<Snapshot, string>();

/** The `instructions` of the initialize result (built once per snapshot). */
export function serverInstructions(snapshot: Snapshot): string {
  let text = instructionTexts.get(snapshot);
  if (text !== undefined) return text;
  const { business, aggregate_rating: rating, reviews } = snapshot.dataset;
  text = [
    `Read-only access to the verified customer reviews of ${business.name} (${business.type}), ${rating.review_count} reviews, mean rating ${rating.rating_value}/5, newest ${
      reviews[0]?.date ?? "none"
    }.`,
    "Start with get_business for the services, technicians and service areas and their ids.",
    "search_reviews finds reviews by rating, date range, text, technician or service (newest first, paged with next_cursor); get_review returns one review; get_reviews_since returns what is new since a date.",
    "get_rating_summary gives star figures, optionally for a period; get_insights, get_aspect, list_technicians and list_services give the sentiment analysis with evidence quotes.",
    "Quote reviews with their ids; never present a claim the reviews do not support.",
  ].join(" ");
  instructionTexts.set(snapshot, text);
  return text;
}

/**
 * What a tool call came to, as cached: a structured result or a failure
 * message (the result object and its ASCII JSON made on first use), or
 * argument problems (whose answer depends on the protocol version).
 */
type Evaluated =
  | {
    kind: "ok";
    structured: Record<string, unknown>;
    result?: CallToolResult;
    json?: string;
    bytes?: Uint8Array;
  }
  | {
    kind: "failed";
    message: string;
    result?: CallToolResult;
    json?: string;
    bytes?: Uint8Array;
  }
  | { kind: "invalid"; issues: ValidationIssue[] };

/** A cached result, as the SDK path returns it. */
function resultOf(
  entry: Exclude<Evaluated, { kind: "invalid" }>,
): CallToolResult {
  if (entry.result) return entry.result;
  entry.result = entry.kind === "ok"
    ? {
      content: [{ type: "text", text: textCopy(entry.structured).text }],
      structuredContent: entry.structured,
    }
    : { content: [{ type: "text", text: entry.message }], isError: true };
  return entry.result;
}

/**
 * A cached result as JSON, equal to `JSON.stringify(resultOf(entry))`, put
 * together from the structured result's cached pieces (a page of reviews:
 * each review's JSON, serialised once per dataset version) instead of
 * serialising the whole result.
 */
function resultJsonOf(entry: Exclude<Evaluated, { kind: "invalid" }>): string {
  if (entry.json) return entry.json;
  if (entry.kind === "ok") {
    const copy = textCopy(entry.structured);
    entry.json = `{"content":[{"type":"text","text":${
      copy.literal ?? JSON.stringify(copy.text)
    }}],"structuredContent":${copy.text}}`;
  } else {
    entry.json = JSON.stringify(resultOf(entry));
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
 * The result of a `tools/call` whose answer does not depend on the
 * protocol version, as JSON equal to `JSON.stringify` of the SDK path's
 * result: evaluated on first use and cached per snapshot. Null for a call
 * only the SDK path answers: params with members besides `name` and
 * `arguments`, an unknown tool, arguments the tool rejects (whose answer
 * depends on the version) or a tool that threw.
 */
export function toolCallResultJson(
  snapshot: Snapshot,
  params: Record<string, unknown> | undefined,
): string | null {
  const answer = plainAnswerOf(snapshot, params);
  return answer === null ? null : resultJsonOf(answer);
}

/**
 * {@linkcode toolCallResultJson} as UTF-8 bytes, encoded once per cached
 * answer (a response body of bytes is sent without another copy).
 */
export function toolCallResultBytes(
  snapshot: Snapshot,
  params: Record<string, unknown> | undefined,
): Uint8Array | null {
  const answer = plainAnswerOf(snapshot, params);
  if (answer === null) return null;
  answer.bytes ??= utf8.encode(resultJsonOf(answer));
  return answer.bytes;
}

const utf8 = new TextEncoder();

/** The cached answer of a plain call of a known tool; null otherwise. */
function plainAnswerOf(
  snapshot: Snapshot,
  params: Record<string, unknown> | undefined,
): Exclude<Evaluated, { kind: "invalid" }> | null {
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
  return answer;
}

/** The result of a `tools/call` on the SDK path. */
export function toolResult(
  snapshot: Snapshot,
  options: McpServerOptions,
  params: { name: string; arguments?: Record<string, unknown> },
): CallToolResult {
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
  // 2025-11-25 (SEP-1303) and later: argument errors are tool execution
  // errors, so the model sees them and can correct itself; before, they are
  // invalid params.
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

/**
 * Builds the server for one request over a snapshot: hand it to the SDK's
 * `createMcpHandler` (2026-07-28) or connect it to a fresh stateless
 * transport (2025 sessions).
 */
export function createMcpServer(
  snapshot: Snapshot,
  options: McpServerOptions,
): Server {
  const server = new Server(SERVER_INFO, {
    capabilities: SERVER_CAPABILITIES,
    instructions: serverInstructions(snapshot),
    supportedProtocolVersions: [...SERVED_PROTOCOL_VERSIONS],
    cacheHints: CACHE_HINTS,
  });

  server.setRequestHandler("logging/setLevel", () => {
    // Accepted; this server sends no log notifications (JSON responses only).
    return {};
  });

  server.setRequestHandler("tools/list", (request) => {
    checkNoCursor(request.params);
    return { tools: [...listToolDefinitions()] };
  });

  server.setRequestHandler(
    "tools/call",
    (request) => toolResult(snapshot, options, request.params),
  );

  server.setRequestHandler("resources/list", (request) => {
    checkNoCursor(request.params);
    return { resources: listResources(snapshot) };
  });

  server.setRequestHandler("resources/templates/list", (request) => {
    checkNoCursor(request.params);
    return { resourceTemplates: listResourceTemplates() };
  });

  server.setRequestHandler("resources/read", (request) => {
    const contents = readResource(snapshot, request.params.uri);
    // -32602 with data { uri }: the SDK's code for every era (-32002 in
    // the 2025 texts, which clients still accept).
    if (!contents) throw new ResourceNotFoundError(request.params.uri);
    return { contents: [contents] };
  });

  server.setRequestHandler("prompts/list", (request) => {
    checkNoCursor(request.params);
    return { prompts: [...listPrompts()] };
  });

  server.setRequestHandler("prompts/get", (request) => {
    try {
      return getPrompt(snapshot, request.params);
    } catch (error) {
      if (error instanceof PromptError) {
        throw new RpcError(ErrorCodes.invalidParams, error.message);
      }
      throw error;
    }
  });

  server.setRequestHandler("completion/complete", (request) => {
    const { ref, argument } = request.params;
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
      return { completion: { ...completeReviewId(snapshot, argument.value) } };
    }
    const completion = completePromptArgument(snapshot, {
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
    return { completion: { ...completion } };
  });

  return server;
}
