/**
 * WebSub records in Deno KV: subscriptions (one per callback and topic),
 * their callback-host index, pending deliveries (at most one per
 * subscription) and pending verification intents.
 *
 * @module
 */
import { withKvRetry } from "../dataset/kv_retry.ts";
import type { TopicPath } from "../urls.ts";

/** Key prefix of every WebSub record. */
export const WEBSUB_PREFIX = ["websub"] as const;
/** Subscriptions by id. */
export const SUBSCRIPTION_PREFIX = ["websub", "subscription"] as const;
/** Subscription ids by callback host: `[...prefix, host, id]`. */
export const HOST_INDEX_PREFIX = ["websub", "host"] as const;
/** Pending deliveries by subscription id. */
export const DELIVERY_PREFIX = ["websub", "delivery"] as const;
/** Pending verification intents by id. */
export const INTENT_PREFIX = ["websub", "intent"] as const;
/** The fan-out marker: which dataset version was fanned out, and how far. */
export const FANOUT_KEY = ["websub", "fanout"] as const;

/** What a subscription and a request for one share: callback, topic, terms. */
export interface SubscriptionTerms {
  /** Callback URL as normalised by the URL parser. */
  callback: string;
  /** Lower-cased host name of the callback. */
  host: string;
  /** The topic URL exactly as the subscriber sent it. */
  topic: string;
  /** Which topic it is. */
  topicPath: TopicPath;
  /** HMAC secret, or null. */
  secret: string | null;
  /** Granted lease (already clamped into range). */
  leaseSeconds: number;
}

/** An active (verified) subscription. */
export interface Subscription extends SubscriptionTerms {
  /** Id derived from the callback and the topic path. */
  id: string;
  /** Epoch milliseconds after which it receives nothing. */
  expiresAt: number;
  /** Consecutive failed delivery attempts. */
  failures: number;
  /** `publishedAt` (epoch ms) of the newest content delivered with a 2xx. */
  deliveredPublishedAt: number;
  /** Epoch milliseconds of the first verification. */
  createdAt: number;
  /** Epoch milliseconds of the latest verified (re-)subscription. */
  renewedAt: number;
}

/** A pending delivery: the subscription is owed the content of a version. */
export interface PendingDelivery {
  /** The subscription's id. */
  subscriptionId: string;
  /** Dataset version that made it due. */
  version: string;
  /** That version's publication time, epoch ms: orders versions. */
  publishedAt: number;
  /** Not before this time, epoch ms. */
  dueAt: number;
  /** Claimed by a sender until this time, epoch ms; 0 when unclaimed. */
  claimUntil: number;
  /** The claimer's token, or null. */
  claimToken: string | null;
}

/** A subscribe or unsubscribe request awaiting its verification. */
export interface Intent extends SubscriptionTerms {
  /** Random id. */
  id: string;
  /** What was asked. */
  mode: "subscribe" | "unsubscribe";
  /** Epoch ms of the request. */
  createdAt: number;
  /** Claimed by a verifier until this time, epoch ms; 0 when unclaimed. */
  claimUntil: number;
  /** The claimer's token, or null. */
  claimToken: string | null;
}

/** The id of the subscription of a callback to a topic. */
export async function subscriptionId(
  callback: string,
  topicPath: TopicPath,
): Promise<string> {
  const bytes = new TextEncoder().encode(`${topicPath}\n${callback}`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  let hex = "";
  for (const byte of digest.subarray(0, 16)) {
    hex += byte.toString(16).padStart(2, "0");
  }
  return hex;
}

/** Key of a subscription. */
export function subscriptionKey(id: string): Deno.KvKey {
  return [...SUBSCRIPTION_PREFIX, id];
}

/** Key of a subscription's host-index entry. */
export function hostIndexKey(host: string, id: string): Deno.KvKey {
  return [...HOST_INDEX_PREFIX, host, id];
}

/** Key of a subscription's pending delivery. */
export function deliveryKey(id: string): Deno.KvKey {
  return [...DELIVERY_PREFIX, id];
}

/** Key of an intent. */
export function intentKey(id: string): Deno.KvKey {
  return [...INTENT_PREFIX, id];
}

/** Reads one subscription. */
export async function getSubscription(
  kv: Deno.Kv,
  id: string,
): Promise<Deno.KvEntryMaybe<Subscription>> {
  return await withKvRetry(() => kv.get<Subscription>(subscriptionKey(id)));
}

/** Every stored subscription, expired ones included, in key order. */
export async function listSubscriptions(
  kv: Deno.Kv,
): Promise<Deno.KvEntry<Subscription>[]> {
  return await withKvRetry(() =>
    collect(kv.list<Subscription>({ prefix: SUBSCRIPTION_PREFIX }))
  );
}

/** Every pending delivery. */
export async function listDeliveries(
  kv: Deno.Kv,
): Promise<Deno.KvEntry<PendingDelivery>[]> {
  return await withKvRetry(() =>
    collect(kv.list<PendingDelivery>({ prefix: DELIVERY_PREFIX }))
  );
}

/** Every pending intent. */
export async function listIntents(
  kv: Deno.Kv,
): Promise<Deno.KvEntry<Intent>[]> {
  return await withKvRetry(() =>
    collect(kv.list<Intent>({ prefix: INTENT_PREFIX }))
  );
}

/** How many subscriptions a callback host has, counting at most `limit`. */
export async function countHostSubscriptions(
  kv: Deno.Kv,
  host: string,
  options: { limit: number },
): Promise<number> {
  return await withKvRetry(async () => {
    let count = 0;
    const entries = kv.list({ prefix: [...HOST_INDEX_PREFIX, host] }, {
      limit: options.limit,
    });
    for await (const _ of entries) count++;
    return count;
  });
}

/** Whether a subscription is within its lease at `now`. */
export function isActive(subscription: Subscription, now: number): boolean {
  return subscription.expiresAt > now;
}

/**
 * Deletes a subscription with its index entry and pending delivery, unless
 * the entry changed since it was read. Resolves whether it was deleted.
 */
export async function deleteSubscription(
  kv: Deno.Kv,
  entry: Deno.KvEntry<Subscription>,
): Promise<boolean> {
  const result = await withKvRetry(() =>
    kv.atomic().check(entry)
      .delete(entry.key)
      .delete(hostIndexKey(entry.value.host, entry.value.id))
      .delete(deliveryKey(entry.value.id))
      .commit()
  );
  return result.ok;
}

async function collect<T>(
  iterator: Deno.KvListIterator<T>,
): Promise<Deno.KvEntry<T>[]> {
  const entries: Deno.KvEntry<T>[] = [];
  for await (const entry of iterator) entries.push(entry);
  return entries;
}
