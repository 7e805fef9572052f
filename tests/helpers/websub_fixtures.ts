/**
 * Test fixtures of the hub: dataset versions published into a store, and the
 * dependencies of an in-process hub.
 *
 * @module
 */
import type { AppDeps } from "../../lib/app_deps.ts";
import { type Config, loadConfig } from "../../lib/config.ts";
import { parseImportText, prepareDataset } from "../../lib/dataset/prepare.ts";
import {
  publishDataset,
  type VersionPointer,
} from "../../lib/dataset/store.ts";
import type { Snapshot } from "../../lib/dataset/snapshot.ts";
import { SnapshotHolder } from "../../lib/dataset/snapshot_holder.ts";
import { loadCurrentSnapshot } from "../../lib/dataset/version_follower.ts";

/** The small dataset of the test fixtures. */
export const DATASET_FILE = new URL(
  "../fixtures/small_dataset.json",
  import.meta.url,
);

/** Base URL of in-process hubs. */
export const TEST_BASE_URL = "http://hub.test";

/** The import text of the small dataset with `variant` extra reviews (0: as is). */
export async function datasetText(variant: number): Promise<string> {
  const dataset = JSON.parse(await Deno.readTextFile(DATASET_FILE));
  for (let index = 1; index <= variant; index++) {
    dataset.reviews.push({
      id: `r-variant-${index}`,
      rating: 4,
      date: `2025-07-${String(index % 28 + 1).padStart(2, "0")}`,
      title: `Variant ${index}`,
      text: `Variant review number ${index}: the drain cleaning went well.`,
      author: { name: "Test V." },
      source: "website",
      verified: true,
      response: null,
    });
  }
  return JSON.stringify(dataset, null, 2);
}

/** Publishes the dataset `variant` as the new current version. */
export async function publishVariant(
  kv: Deno.Kv,
  variant: number,
): Promise<VersionPointer> {
  const parsed = parseImportText(await datasetText(variant));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return (await publishDataset(kv, prepareDataset(parsed.value))).pointer;
}

/** Publishes `variant` and loads it as a snapshot. */
export async function publishSnapshot(
  kv: Deno.Kv,
  variant: number,
  options: { baseUrl?: string } = {},
): Promise<Snapshot> {
  await publishVariant(kv, variant);
  return (await loadCurrentSnapshot(kv, {
    baseUrl: options.baseUrl ?? TEST_BASE_URL,
  }))!;
}

/** Options of {@linkcode createTestDeps}. */
export interface TestDepsOptions {
  /** Store location; default `:memory:`. */
  kvPath?: string;
  /** Extra environment for the configuration. */
  env?: Record<string, string>;
  /** Skip publishing when the store already has a version. */
  reuse?: boolean;
}

/** Dependencies of an in-process hub, with a published version 0. */
export interface TestDeps {
  /** What the routes and worker get. */
  deps: AppDeps;
  /** Its store. */
  kv: Deno.Kv;
  /** Its configuration. */
  config: Config;
  /** Its snapshots. */
  snapshots: SnapshotHolder;
  /** Publishes `variant` and makes it current (what the version follower does). */
  publish(variant: number): Promise<Snapshot>;
  /** Loads the store's current version into the holder. */
  follow(): Promise<void>;
}

/** Opens a store, publishes version 0 (unless reused) and builds the dependencies. */
export async function createTestDeps(
  options: TestDepsOptions = {},
): Promise<TestDeps> {
  const config = loadConfig({
    BASE_URL: TEST_BASE_URL,
    WEBSUB_ALLOW_PRIVATE_CALLBACKS: "true",
    WEBSUB_RETRY_DELAYS_MS: "100,200",
    KV_PATH: options.kvPath ?? ":memory:",
    ...options.env,
  });
  const kv = await Deno.openKv(options.kvPath ?? ":memory:");
  let snapshot = options.reuse ? await loadCurrentSnapshot(kv, config) : null;
  snapshot ??= await publishSnapshot(kv, 0, config);
  const snapshots = new SnapshotHolder(snapshot);
  return {
    deps: { config, kv, snapshots },
    kv,
    config,
    snapshots,
    async publish(variant) {
      const next = await publishSnapshot(kv, variant, config);
      snapshots.set(next);
      return next;
    },
    async follow() {
      const next = await loadCurrentSnapshot(kv, config);
      if (next && next.version !== snapshots.current.version) {
        snapshots.set(next);
      }
    },
  };
}

/** Waits `ms`. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
