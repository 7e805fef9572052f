/**
 * Test servers for the MCP endpoint: the fixture dataset published into a
 * KV store, the `/mcp` sub-app (or the whole app) served on a loopback
 * port, and raw JSON-RPC helpers.
 *
 * @module
 */
import { Hono } from "hono";
import type { AppDeps } from "../../lib/app_deps.ts";
import { loadConfig } from "../../lib/config.ts";
import { parseImportText, prepareDataset } from "../../lib/dataset/prepare.ts";
import { publishDataset } from "../../lib/dataset/store.ts";
import type { Snapshot } from "../../lib/dataset/snapshot.ts";
import { SnapshotHolder } from "../../lib/dataset/snapshot_holder.ts";
import { loadCurrentSnapshot } from "../../lib/dataset/version_follower.ts";
import { createMcpRoutes, type McpRoutesOptions } from "../../routes/mcp.ts";

/** The MCP fixture dataset (32 verified reviews, 1 unverified). */
export const MCP_DATASET_PATH = decodeURIComponent(
  new URL("../fixtures/mcp_dataset.json", import.meta.url).pathname,
);

/** The project root. */
export const ROOT_PATH = decodeURIComponent(
  new URL("../../", import.meta.url).pathname,
);

/** Publishes the fixture dataset (once per store) and loads its snapshot. */
export async function publishFixture(
  kv: Deno.Kv,
  baseUrl: string,
): Promise<Snapshot> {
  const parsed = parseImportText(await Deno.readTextFile(MCP_DATASET_PATH));
  if (!parsed.ok) {
    throw new Error(`bad fixture: ${JSON.stringify(parsed.issues)}`);
  }
  await publishDataset(kv, prepareDataset(parsed.value));
  const snapshot = await loadCurrentSnapshot(kv, { baseUrl });
  if (!snapshot) throw new Error("fixture was not published");
  return snapshot;
}

/** Runs `fn` with a snapshot of the MCP fixture in an in-memory store. */
export async function withFixtureSnapshot(
  fn: (snapshot: Snapshot) => void,
): Promise<void> {
  using kv = await Deno.openKv(":memory:");
  fn(await publishFixture(kv, "https://reviews.test"));
}

/** A running test server. */
export interface McpTestServer extends AsyncDisposable {
  /** Base URL, `http://127.0.0.1:PORT`. */
  url: string;
  /** The MCP endpoint URL. */
  mcpUrl: string;
  /** The store. */
  kv: Deno.Kv;
  /** The app's dependencies. */
  deps: AppDeps;
  /** The snapshot served. */
  snapshot: Snapshot;
  /** Stops the server and closes the store (unless the store was given). */
  close(): Promise<void>;
}

/** Options of {@linkcode startMcpServer}. */
export interface StartOptions extends McpRoutesOptions {
  /** A store to use (left open on close); default a fresh in-memory one. */
  kv?: Deno.Kv;
  /** `MCP_ALLOWED_ORIGINS`. */
  allowedOrigins?: string;
  /**
   * Builds the app from the deps; default only the MCP sub-app (the whole
   * service's app can be passed, for parity and benchmarks).
   */
  app?: (deps: AppDeps) => Hono;
}

/** Serves the MCP sub-app (or another app) over the fixture on a loopback port. */
export async function startMcpServer(
  options: StartOptions = {},
): Promise<McpTestServer> {
  const kv = options.kv ?? await Deno.openKv(":memory:");
  let app: Hono | null = null;
  const server = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen() {} },
    (request) =>
      app ? app.fetch(request) : new Response("starting", { status: 503 }),
  );
  const url = `http://127.0.0.1:${server.addr.port}`;
  const snapshot = await publishFixture(kv, url);
  const config = loadConfig({
    BASE_URL: url,
    KV_PATH: ":memory:",
    MCP_ALLOWED_ORIGINS: options.allowedOrigins ?? "",
  });
  const deps: AppDeps = { config, kv, snapshots: new SnapshotHolder(snapshot) };
  if (options.app) app = options.app(deps);
  else {
    app = new Hono();
    app.route("/", createMcpRoutes(deps, options));
  }
  async function close(): Promise<void> {
    await server.shutdown();
    if (!options.kv) kv.close();
  }
  return {
    url,
    mcpUrl: `${url}/mcp`,
    kv,
    deps,
    snapshot,
    close,
    [Symbol.asyncDispose]: close,
  };
}

/** Headers of every MCP POST. */
export const MCP_HEADERS = {
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
};

/** A raw HTTP answer, body read. */
export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
  // deno-lint-ignore no-explicit-any
  json: any;
}

/** Sends a raw request to the endpoint and reads the whole answer. */
export async function send(
  url: string,
  init: RequestInit & { session?: string; version?: string } = {},
): Promise<RawAnswer> {
  const headers = new Headers(init.headers ?? MCP_HEADERS);
  if (init.session !== undefined) headers.set("mcp-session-id", init.session);
  if (init.version !== undefined) {
    headers.set("mcp-protocol-version", init.version);
  }
  const response = await fetch(url, {
    ...init,
    method: init.method ?? "POST",
    headers,
  });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** POSTs one JSON-RPC message (or any JSON) to the endpoint. */
export function post(
  url: string,
  body: unknown,
  options: { session?: string; version?: string; headers?: HeadersInit } = {},
): Promise<RawAnswer> {
  return send(url, {
    body: JSON.stringify(body),
    session: options.session,
    version: options.version,
    headers: options.headers,
  });
}

/** A 2025 `initialize` request asking for `protocolVersion`. */
export function initializeMessage(
  protocolVersion: unknown,
  options: { id?: unknown; client?: { name: string; version: string } } = {},
): Record<string, unknown> {
  return {
    jsonrpc: "2.0",
    id: options.id ?? 0,
    method: "initialize",
    params: {
      protocolVersion,
      capabilities: {},
      clientInfo: options.client ?? { name: "t", version: "1" },
    },
  };
}

/** Initializes a session over raw HTTP; returns its id. */
export async function openSession(
  url: string,
  protocolVersion = "2025-06-18",
): Promise<string> {
  const answer = await post(
    url,
    initializeMessage(protocolVersion, {
      client: { name: "raw-test", version: "1.0.0" },
    }),
  );
  const id = answer.headers.get("mcp-session-id");
  if (answer.status !== 200 || !id) {
    throw new Error(`initialize failed: ${answer.status} ${answer.text}`);
  }
  const ack = await post(url, {
    jsonrpc: "2.0",
    method: "notifications/initialized",
  }, { session: id, version: protocolVersion });
  if (ack.status !== 202) throw new Error(`initialized: ${ack.status}`);
  return id;
}

/** Calls a tool over raw HTTP in a session. */
export function callToolRaw(
  url: string,
  session: string,
  call: { name: string; arguments?: unknown; version?: string; id?: number },
): Promise<RawAnswer> {
  return post(url, {
    jsonrpc: "2.0",
    id: call.id ?? 1,
    method: "tools/call",
    params: { name: call.name, arguments: call.arguments ?? {} },
  }, { session, version: call.version ?? "2025-06-18" });
}

/** The `_meta` envelope of a 2026-07-28 request. */
export const STATELESS_META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
  "io.modelcontextprotocol/clientInfo": { name: "raw-test", version: "1.0.0" },
} as const;

/** The headers of a 2026-07-28 request (no session). */
export function statelessHeaders(
  method: string,
  name?: string,
): Record<string, string> {
  return {
    ...MCP_HEADERS,
    "mcp-protocol-version": "2026-07-28",
    "mcp-method": method,
    ...(name === undefined ? {} : { "mcp-name": name }),
  };
}

/** A 2026-07-28 JSON-RPC request: the envelope added to its params. */
export function statelessMessage(
  id: number | string,
  method: string,
  params: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    jsonrpc: "2.0",
    id,
    method,
    params: { ...params, _meta: { ...STATELESS_META } },
  };
}

/** POSTs a 2026-07-28 request with its standard headers. */
export function postStateless(
  url: string,
  method: string,
  params: Record<string, unknown> = {},
  options: { id?: number | string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const name = typeof params.name === "string"
    ? params.name
    : typeof params.uri === "string"
    ? params.uri
    : undefined;
  return post(url, statelessMessage(options.id ?? 1, method, params), {
    headers: { ...statelessHeaders(method, name), ...options.headers },
  });
}
