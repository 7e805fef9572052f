/**
 * What the hub's background steps share: the store, the configuration, the
 * current snapshot, the address guard and the HTTP settings.
 *
 * @module
 */
import type { Config } from "../config.ts";
import type { SnapshotHolder } from "../dataset/snapshot_holder.ts";
import type { CallbackGuard } from "./address_guard.ts";

/** Consecutive failed attempts after which a subscription is removed. */
export const MAX_CONSECUTIVE_FAILURES = 3;
/** Default subscriptions allowed per callback host. */
export const DEFAULT_MAX_SUBSCRIPTIONS_PER_HOST = 1000;

/** The hub's shared state in one process. */
export interface HubContext {
  /** The store. */
  kv: Deno.Kv;
  /** The service configuration. */
  config: Config;
  /** The current dataset version: the content that is delivered. */
  snapshots: SnapshotHolder;
  /** Decides whether a callback may be contacted. */
  guard: CallbackGuard;
  /** Limit of one request to a callback, in ms. */
  timeoutMs: number;
  /** HTTP client; default Deno's. */
  client?: Deno.HttpClient;
  /** Fires when the process stops: requests under way are abandoned. */
  signal?: AbortSignal;
  /** Subscriptions allowed per callback host. */
  maxSubscriptionsPerHost: number;
  /** Clock in epoch ms. */
  now: () => number;
  /** Tracks background work (such as `denied` notices) so that stopping waits for it. */
  track: (work: Promise<unknown>) => void;
}

/** The delay before the attempt that follows the `failures`-th consecutive failure. */
export function retryDelayMs(config: Config, failures: number): number {
  const delays = config.websub.retryDelaysMs;
  if (delays.length === 0) return 0;
  return delays[Math.min(failures, delays.length) - 1] ?? 0;
}
