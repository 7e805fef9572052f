/**
 * The real application over a hand-built dataset version, for HTTP tests
 * through `app.request()`.
 *
 * @module
 */
import type { Hono } from "hono";
import type { AppDeps } from "../../lib/app_deps.ts";
import { loadConfig } from "../../lib/config.ts";
import type { Insights, ReviewsDataset } from "../../lib/schemas/mod.ts";
import { buildSnapshot, type Snapshot } from "../../lib/dataset/snapshot.ts";
import { SnapshotHolder } from "../../lib/dataset/snapshot_holder.ts";
import { createApp } from "../../routes/mod.ts";
import { makeStoredVersion } from "./data.ts";

/** Base URL of test apps. */
export const TEST_BASE_URL = "https://reviews.test";

/** A test application and what it was built from. */
export interface TestApp {
  app: Hono;
  deps: AppDeps;
  snapshot: Snapshot;
  /** GET (or another method) of a path, resolved against the base URL. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Closes the store. */
  close(): void;
  /** Closes the store (`using`). */
  [Symbol.dispose](): void;
}

/** Options of {@linkcode createTestApp}. */
export interface TestAppOptions {
  baseUrl?: string;
  insights?: Insights;
  publishedAt?: string;
}

/** Builds the real app over `dataset`, with an in-memory store. */
export async function createTestApp(
  dataset: ReviewsDataset,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const baseUrl = options.baseUrl ?? TEST_BASE_URL;
  const config = loadConfig({ BASE_URL: baseUrl, KV_PATH: ":memory:" });
  const stored = await makeStoredVersion(dataset, options);
  const snapshot = await buildSnapshot(stored, { baseUrl });
  const kv = await Deno.openKv(":memory:");
  const deps: AppDeps = { config, kv, snapshots: new SnapshotHolder(snapshot) };
  const app = createApp(deps);
  return {
    app,
    deps,
    snapshot,
    request: (path, init) =>
      Promise.resolve(app.request(new URL(path, baseUrl).href, init)),
    close: () => kv.close(),
    [Symbol.dispose]: () => kv.close(),
  };
}

/** Runs `fn` with a test app that is closed afterwards. */
export async function withTestApp(
  dataset: ReviewsDataset,
  fn: (testApp: TestApp) => Promise<void>,
  options: TestAppOptions = {},
): Promise<void> {
  const testApp = await createTestApp(dataset, options);
  try {
    await fn(testApp);
  } finally {
    testApp.close();
  }
}

/** GETs a JSON answer and returns status, headers and parsed body. */
export async function getJson(
  testApp: TestApp,
  path: string,
  init?: RequestInit,
  // deno-lint-ignore no-explicit-any
): Promise<{ status: number; headers: Headers; body: any }> {
  const response = await testApp.request(path, init);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text === "" ? undefined : JSON.parse(text),
  };
}

/**
 * Dependencies without a dataset version (the state before the first
 * import), over an in-memory store that `using` closes.
 */
export async function emptyAppDeps(
  storeProblem: string | null = null,
): Promise<AppDeps & Disposable> {
  const kv = await Deno.openKv(":memory:");
  return {
    config: loadConfig({ KV_PATH: ":memory:" }),
    kv,
    snapshots: new SnapshotHolder(),
    storeProblem,
    [Symbol.dispose]: () => kv.close(),
  };
}
