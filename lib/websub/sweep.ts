/**
 * The lease sweep: deletes subscriptions whose lease has ended, with their
 * index entries and pending deliveries. Expired subscriptions already get
 * nothing before it runs; the sweep only reclaims their records.
 *
 * @module
 */
import { withKvRetry } from "../dataset/kv_retry.ts";
import {
  deleteSubscription,
  type Intent,
  INTENT_PREFIX,
  isActive,
  listSubscriptions,
} from "./subscriptions.ts";

/** Intents older than this are abandoned and deleted, in ms. */
const STALE_INTENT_MS = 60 * 60 * 1000;

/** The outcome of {@linkcode sweepExpiredSubscriptions}. */
export interface SweepResult {
  /** Subscriptions deleted. */
  removed: number;
  /** Subscriptions still within their lease. */
  active: number;
  /** Abandoned intents deleted. */
  staleIntents: number;
}

/**
 * Deletes every subscription whose lease ended at or before `options.now`
 * (default: the current time), and intents abandoned for an hour.
 */
export async function sweepExpiredSubscriptions(
  kv: Deno.Kv,
  options: { now?: number } = {},
): Promise<SweepResult> {
  const now = options.now ?? Date.now();
  let removed = 0;
  let active = 0;
  for (const entry of await listSubscriptions(kv)) {
    if (isActive(entry.value, now)) {
      active++;
    } else if (await deleteSubscription(kv, entry)) {
      removed++;
    }
  }
  let staleIntents = 0;
  for await (const entry of kv.list<Intent>({ prefix: INTENT_PREFIX })) {
    if (
      now - entry.value.createdAt < STALE_INTENT_MS ||
      entry.value.claimUntil > now
    ) continue;
    const result = await withKvRetry(() =>
      kv.atomic().check(entry).delete(entry.key).commit()
    );
    if (result.ok) staleIntents++;
  }
  return { removed, active, staleIntents };
}
