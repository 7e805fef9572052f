/**
 * What the HTTP sub-apps and background workers are given.
 *
 * @module
 */
import type { Config } from "./config.ts";
import type { SnapshotHolder } from "./dataset/snapshot_holder.ts";

/** Dependencies shared by the routes and workers of one service instance. */
export interface AppDeps {
  /** The configuration. */
  config: Config;
  /** The store: dataset versions, MCP sessions, WebSub subscriptions. */
  kv: Deno.Kv;
  /** The current dataset version. */
  snapshots: SnapshotHolder;
  /**
   * Why the store cannot be used (on Deno Deploy without an assigned KV
   * database it is not persistent); absent or null when it can.
   */
  storeProblem?: string | null;
}
