/**
 * Keeps a process on the current dataset version. A cheap read of the
 * version pointer about once a second is the signal that works across
 * processes and backends (`kv.watch` does not see another process's writes
 * to a local KV file).
 *
 * @module
 */
import { readCurrentBytes, readCurrentPointer } from "./store.ts";
import { type Snapshot, snapshotFromBytes } from "./snapshot.ts";
import type { SnapshotHolder } from "./snapshot_holder.ts";

/** Loads the current version as a snapshot; null on an empty store. */
export async function loadCurrentSnapshot(
  kv: Deno.Kv,
  options: { baseUrl: string },
): Promise<Snapshot | null> {
  const read = await readCurrentBytes(kv);
  return read
    ? await snapshotFromBytes(read.pointer, read.bytes, options)
    : null;
}

/**
 * One line on a version as a log states it:
 * `version ID: 789 reviews (11 unverified left out)`.
 */
export function describeVersion(snapshot: Snapshot): string {
  const count = snapshot.reviewCount;
  return `version ${snapshot.version}: ${count} review${
    count === 1 ? "" : "s"
  } (${snapshot.unverifiedCount} unverified left out)`;
}

/** Options of {@linkcode followCurrentVersion}. */
export interface FollowOptions {
  /** Public base URL, for the feeds. */
  baseUrl: string;
  /** Poll interval in milliseconds; default 1000. */
  intervalMs?: number;
  /** Called with each new version once it is served. */
  onNewVersion?: (snapshot: Snapshot) => void;
}

/** A running follower. */
export interface VersionFollower {
  /** Checks the pointer now; resolves true when a new version was loaded. */
  refresh(): Promise<boolean>;
  /** Stops polling and waits for a refresh under way. */
  stop(): Promise<void>;
}

/** Polls the version pointer and swaps in each new version's snapshot. */
export function followCurrentVersion(
  kv: Deno.Kv,
  holder: SnapshotHolder,
  options: FollowOptions,
): VersionFollower {
  let running: Promise<boolean> | null = null;
  let stopped = false;

  async function check(): Promise<boolean> {
    const pointer = await readCurrentPointer(kv);
    if (!pointer || pointer.version === holder.maybe?.version) return false;
    const snapshot = await loadCurrentSnapshot(kv, options);
    if (!snapshot || snapshot.version === holder.maybe?.version || stopped) {
      return false;
    }
    holder.set(snapshot);
    options.onNewVersion?.(snapshot);
    return true;
  }

  function refresh(): Promise<boolean> {
    running ??= check().catch((error) => {
      console.error("could not load the current dataset version:", error);
      return false;
    }).finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (!stopped) refresh();
  }, options.intervalMs ?? 1000);

  return {
    refresh,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
