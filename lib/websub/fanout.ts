/**
 * Fan-out: a new dataset version makes one pending delivery per active
 * subscription. A marker in KV records which version was fanned out and how
 * far, so that across instances each version is fanned out once, an older
 * version never after a newer one, and an interrupted fan-out resumes where it
 * stopped.
 *
 * @module
 */
import { withKvRetry } from "../dataset/kv_retry.ts";
import type { HubContext } from "./context.ts";
import { pendingDeliveryFor } from "./delivery.ts";
import {
  deliveryKey,
  FANOUT_KEY,
  isActive,
  listDeliveries,
  listSubscriptions,
  type PendingDelivery,
  type Subscription,
} from "./subscriptions.ts";

/** The fan-out marker. */
export interface FanOutMarker {
  /** Dataset version being (or that was) fanned out. */
  version: string;
  /** Its publication time, epoch ms. */
  publishedAt: number;
  /** Id of the last subscription done, or null. */
  cursor: string | null;
  /** Whether every subscription was done. */
  done: boolean;
  /** Token of the instance doing it. */
  owner: string;
  /** Until when the owner holds it, epoch ms. */
  leaseUntil: number;
}

/** The outcome of {@linkcode fanOut}. */
export interface FanOutResult {
  /**
   * `fanned_out`: this call made the deliveries; `done`: the version was
   * already fanned out; `older`: a newer version was; `busy`: another
   * instance is at it; `superseded`: a newer version took over midway.
   */
  kind: "fanned_out" | "done" | "older" | "busy" | "superseded";
  /** Pending deliveries created or moved to this version. */
  deliveries: number;
}

/** How long an instance holds the marker between batches, in ms. */
const MARKER_LEASE_MS = 15_000;
/** Subscriptions per atomic write: two checks each plus the marker's. */
const SUBSCRIPTIONS_PER_COMMIT = 49;

/** The version to fan out. */
export interface VersionToFanOut {
  /** Version id. */
  version: string;
  /** Publication time. */
  publishedAt: Date;
}

async function takeMarker(
  ctx: HubContext,
  target: VersionToFanOut,
  token: string,
): Promise<
  { entry: Deno.KvEntry<FanOutMarker> } | { kind: FanOutResult["kind"] }
> {
  const publishedAt = target.publishedAt.getTime();
  for (let attempt = 0; attempt < 50; attempt++) {
    const current = await withKvRetry(() =>
      ctx.kv.get<FanOutMarker>(FANOUT_KEY)
    );
    const marker = current.value;
    const now = ctx.now();
    let cursor: string | null = null;
    if (
      marker && marker.version !== target.version &&
      marker.publishedAt >= publishedAt
    ) {
      return { kind: "older" };
    }
    if (marker && marker.version === target.version) {
      if (marker.done) return { kind: "done" };
      if (marker.owner !== token && marker.leaseUntil > now) {
        return { kind: "busy" };
      }
      cursor = marker.cursor;
    }
    const value: FanOutMarker = {
      version: target.version,
      publishedAt,
      cursor,
      done: false,
      owner: token,
      leaseUntil: now + MARKER_LEASE_MS,
    };
    const result = await withKvRetry(() =>
      ctx.kv.atomic().check(current).set(FANOUT_KEY, value).commit()
    );
    if (result.ok) {
      return {
        entry: { key: FANOUT_KEY, value, versionstamp: result.versionstamp },
      };
    }
  }
  return { kind: "busy" };
}

/**
 * Makes the pending deliveries of a version: one per active subscription
 * that has not received this or newer content, at most one per
 * subscription. Safe to call from every instance and more than once.
 */
export async function fanOut(
  ctx: HubContext,
  target: VersionToFanOut,
): Promise<FanOutResult> {
  const token = crypto.randomUUID();
  const taken = await takeMarker(ctx, target, token);
  if ("kind" in taken) return { kind: taken.kind, deliveries: 0 };
  let marker = taken.entry;
  const publishedAt = target.publishedAt.getTime();

  const subscriptions = (await listSubscriptions(ctx.kv))
    .filter((entry) =>
      marker.value.cursor === null || entry.value.id > marker.value.cursor
    );
  const deliveries = new Map<string, Deno.KvEntryMaybe<PendingDelivery>>();
  for (const entry of await listDeliveries(ctx.kv)) {
    deliveries.set(entry.value.subscriptionId, entry);
  }
  const deliveryOf = (id: string): Deno.KvEntryMaybe<PendingDelivery> =>
    deliveries.get(id) ??
      { key: deliveryKey(id), value: null, versionstamp: null };

  let made = 0;
  for (
    let first = 0;
    first < subscriptions.length;
    first += SUBSCRIPTIONS_PER_COMMIT
  ) {
    let batch: Deno.KvEntryMaybe<Subscription>[] = subscriptions.slice(
      first,
      first + SUBSCRIPTIONS_PER_COMMIT,
    );
    const lastId = subscriptions[
      Math.min(first + SUBSCRIPTIONS_PER_COMMIT, subscriptions.length) - 1
    ]
      .value.id;
    for (let attempt = 0;; attempt++) {
      const now = ctx.now();
      const atomic = ctx.kv.atomic().check(marker);
      let count = 0;
      for (const entry of batch) {
        const sub = entry.value;
        if (
          !sub || !isActive(sub, now) || sub.deliveredPublishedAt >= publishedAt
        ) continue;
        const pending = deliveryOf(sub.id);
        if (pending.value && pending.value.publishedAt >= publishedAt) continue;
        atomic.check(entry).check(pending).set(
          pending.key,
          pendingDeliveryFor(sub, pending.value, {
            version: target.version,
            publishedAt,
            now,
          }),
        );
        count++;
      }
      const value: FanOutMarker = {
        ...marker.value,
        cursor: lastId,
        leaseUntil: now + MARKER_LEASE_MS,
      };
      atomic.set(FANOUT_KEY, value);
      const result = await withKvRetry(() => atomic.commit());
      if (result.ok) {
        marker = { key: FANOUT_KEY, value, versionstamp: result.versionstamp };
        made += count;
        break;
      }
      const current = await withKvRetry(() =>
        ctx.kv.get<FanOutMarker>(FANOUT_KEY)
      );
      if (current.versionstamp !== marker.versionstamp) {
        return { kind: "superseded", deliveries: made };
      }
      if (attempt >= 50) {
        throw new Error("subscriptions kept changing during the fan-out");
      }
      // A subscription or delivery changed meanwhile: read the batch again.
      const keys = batch.flatMap((
        entry,
      ) => [entry.key, deliveryKey(idOf(entry))]);
      const fresh: Deno.KvEntryMaybe<unknown>[] = [];
      for (let index = 0; index < keys.length; index += 10) {
        fresh.push(
          ...await withKvRetry(() =>
            ctx.kv.getMany(keys.slice(index, index + 10))
          ),
        );
      }
      batch = batch.map((_, index) =>
        fresh[index * 2] as Deno.KvEntryMaybe<Subscription>
      );
      batch.forEach((_, index) => {
        const delivery = fresh[index * 2 + 1] as Deno.KvEntryMaybe<
          PendingDelivery
        >;
        deliveries.set(idOfKey(delivery.key), delivery);
      });
    }
  }
  await withKvRetry(() =>
    ctx.kv.atomic().check(marker).set(FANOUT_KEY, {
      ...marker.value,
      done: true,
    }).commit()
  );
  return { kind: "fanned_out", deliveries: made };
}

function idOf(entry: Deno.KvEntryMaybe<Subscription>): string {
  return idOfKey(entry.key);
}

function idOfKey(key: Deno.KvKey): string {
  return String(key[key.length - 1]);
}

/** Reads the fan-out marker; null before the first fan-out. */
export async function readFanOutMarker(
  kv: Deno.Kv,
): Promise<FanOutMarker | null> {
  return (await withKvRetry(() => kv.get<FanOutMarker>(FANOUT_KEY))).value;
}
