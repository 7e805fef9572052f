/**
 * Sending pending deliveries. Each pending delivery is a durable record
 * (at most one per subscription) that one instance claims atomically before
 * sending, so two instances never send it at once. The outcome updates the
 * subscription's consecutive-failure count in the same atomic write that
 * deletes the record or schedules its retry.
 *
 * @module
 */
import { withKvRetry } from "../dataset/kv_retry.ts";
import { topicLinkHeader } from "../urls.ts";
import {
  type NotificationOutcome,
  postNotification,
  sendDenied,
} from "./callback_http.ts";
import {
  type HubContext,
  MAX_CONSECUTIVE_FAILURES,
  retryDelayMs,
} from "./context.ts";
import {
  hostIndexKey,
  isActive,
  listDeliveries,
  listSubscriptions,
  type PendingDelivery,
  type Subscription,
  subscriptionKey,
} from "./subscriptions.ts";

/** Extra time a claim lasts beyond the request timeout, in ms. */
const CLAIM_MARGIN_MS = 20_000;
/** Wait before retrying a delivery whose content this process does not have yet. */
const STALE_SNAPSHOT_DELAY_MS = 300;
/** Completions per atomic write (two checks each; at most 100 checks). */
const COMPLETIONS_PER_COMMIT = 49;
/** Claims per atomic write (one check each). */
const CLAIMS_PER_COMMIT = 100;

/** What happened to one claimed delivery. */
type Attempt =
  | NotificationOutcome
  | { kind: "refused"; reason: string }
  | { kind: "stale" }
  | { kind: "dropped" };

interface Completion {
  delivery: Deno.KvEntry<PendingDelivery>;
  subscription: Deno.KvEntryMaybe<Subscription>;
  attempt: Attempt;
  /** `publishedAt` of the content sent (or that would have been). */
  sentPublishedAt: number;
}

interface Plan {
  atomic: Deno.AtomicOperation;
  /** Set when the attempt removed the subscription after repeated failures. */
  removed: Subscription | null;
  /** Set when the delivery is due again at this time. */
  dueAt: number | null;
}

/** Options of {@linkcode runDueDeliveries}. */
export interface DeliveryRunOptions {
  /** Deliveries sent at once; default 64. */
  concurrency?: number;
}

/** The outcome of {@linkcode runDueDeliveries}. */
export interface DeliveryRunResult {
  /** Deliveries claimed and attempted by this run. */
  processed: number;
  /** When a delivery not yet due (or claimed elsewhere) is next due; null when none. */
  nextWakeAt: number | null;
}

function addPlan(
  ctx: HubContext,
  atomic: Deno.AtomicOperation,
  delivery: Deno.KvEntryMaybe<PendingDelivery>,
  subscription: Deno.KvEntryMaybe<Subscription>,
  completion: Completion,
): Omit<Plan, "atomic"> {
  const now = ctx.now();
  const token = completion.delivery.value.claimToken;
  const key = completion.delivery.key;
  const pending = delivery.value;
  const mine = pending !== null && pending.claimToken === token;
  const sub = subscription.value;
  const newer = pending !== null &&
    pending.publishedAt > completion.sentPublishedAt;
  atomic.check(delivery).check(subscription);
  const release = (dueAt: number) =>
    atomic.set(key, { ...pending!, claimUntil: 0, claimToken: null, dueAt });
  const remove = (entry: Subscription) =>
    atomic.delete(subscriptionKey(entry.id))
      .delete(hostIndexKey(entry.host, entry.id))
      .delete(key);
  const attempt = completion.attempt;
  switch (attempt.kind) {
    case "delivered": {
      if (sub) {
        atomic.set(subscription.key, {
          ...sub,
          failures: 0,
          deliveredPublishedAt: Math.max(
            sub.deliveredPublishedAt,
            completion.sentPublishedAt,
          ),
        });
      }
      if (!mine) return { removed: null, dueAt: null };
      if (newer) {
        release(now);
        return { removed: null, dueAt: now };
      }
      atomic.delete(key);
      return { removed: null, dueAt: null };
    }
    case "gone": {
      if (sub) remove(sub);
      else if (mine) atomic.delete(key);
      return { removed: null, dueAt: null };
    }
    case "failed":
    case "refused": {
      if (!sub) {
        if (mine) atomic.delete(key);
        return { removed: null, dueAt: null };
      }
      const failures = sub.failures + 1;
      if (failures >= MAX_CONSECUTIVE_FAILURES) {
        remove(sub);
        return { removed: sub, dueAt: null };
      }
      atomic.set(subscription.key, { ...sub, failures });
      if (!mine) return { removed: null, dueAt: null };
      // A later change supersedes the wait before a retry.
      const dueAt = newer ? now : now + retryDelayMs(ctx.config, failures);
      release(dueAt);
      return { removed: null, dueAt };
    }
    case "aborted": {
      if (mine) release(now);
      return { removed: null, dueAt: mine ? now : null };
    }
    case "stale": {
      if (!mine) return { removed: null, dueAt: null };
      release(now + STALE_SNAPSHOT_DELAY_MS);
      return { removed: null, dueAt: now + STALE_SNAPSHOT_DELAY_MS };
    }
    case "dropped": {
      if (mine) atomic.delete(key);
      return { removed: null, dueAt: null };
    }
  }
}

function afterCommit(
  ctx: HubContext,
  completion: Completion,
  plan: Omit<Plan, "atomic">,
): void {
  if (!plan.removed) return;
  const removed = plan.removed;
  const attempt = completion.attempt;
  const reason = attempt.kind === "failed" || attempt.kind === "refused"
    ? attempt.reason
    : "";
  console.warn(
    `websub: removed ${removed.callback} (${removed.topicPath}) after ${MAX_CONSECUTIVE_FAILURES} consecutive failed deliveries; last: ${reason}`,
  );
  if (attempt.kind === "refused") return;
  ctx.track((async () => {
    if (!(await ctx.guard(removed.callback)).allowed) return;
    await sendDenied(removed.callback, {
      topic: removed.topic,
      reason:
        `${MAX_CONSECUTIVE_FAILURES} consecutive delivery failures; subscribe again to resume`,
    }, { timeoutMs: ctx.timeoutMs, client: ctx.client, signal: ctx.signal });
  })());
}

/** Records one completion, re-reading the records until the write succeeds. */
async function completeOne(
  ctx: HubContext,
  completion: Completion,
): Promise<number | null> {
  const key = completion.delivery.key;
  const subKey = subscriptionKey(completion.delivery.value.subscriptionId);
  for (let attempt = 0; attempt < 50; attempt++) {
    const [delivery, subscription] = await withKvRetry(() =>
      ctx.kv.getMany<[PendingDelivery, Subscription]>([key, subKey])
    );
    const atomic = ctx.kv.atomic();
    const plan = addPlan(ctx, atomic, delivery, subscription, completion);
    const result = await withKvRetry(() => atomic.commit());
    if (result.ok) {
      afterCommit(ctx, completion, plan);
      return plan.dueAt;
    }
  }
  throw new Error(
    "a pending delivery kept changing while its outcome was recorded",
  );
}

/**
 * Records completions: in batches with the records as they were read, and
 * one by one (re-reading) when a batch meets a change. Resolves the earliest
 * time one of them is due again.
 */
async function completeMany(
  ctx: HubContext,
  completions: Completion[],
): Promise<number | null> {
  let nextDueAt: number | null = null;
  const note = (dueAt: number | null) => {
    if (dueAt !== null) nextDueAt = Math.min(nextDueAt ?? Infinity, dueAt);
  };
  for (
    let first = 0;
    first < completions.length;
    first += COMPLETIONS_PER_COMMIT
  ) {
    const batch = completions.slice(first, first + COMPLETIONS_PER_COMMIT);
    const atomic = ctx.kv.atomic();
    const plans = batch.map((completion) =>
      addPlan(
        ctx,
        atomic,
        completion.delivery,
        completion.subscription,
        completion,
      )
    );
    const result = await withKvRetry(() => atomic.commit());
    if (result.ok) {
      batch.forEach((completion, index) => {
        afterCommit(ctx, completion, plans[index]);
        note(plans[index].dueAt);
      });
      continue;
    }
    for (const completion of batch) note(await completeOne(ctx, completion));
  }
  return nextDueAt;
}

/** Claims pending deliveries for this process; resolves those it got. */
async function claimDeliveries(
  ctx: HubContext,
  entries: Deno.KvEntry<PendingDelivery>[],
): Promise<Deno.KvEntry<PendingDelivery>[]> {
  const token = crypto.randomUUID();
  const claimUntil = ctx.now() + ctx.timeoutMs + CLAIM_MARGIN_MS;
  const claimedValue = (
    entry: Deno.KvEntry<PendingDelivery>,
  ): PendingDelivery => ({
    ...entry.value,
    claimUntil,
    claimToken: token,
  });
  const atomic = ctx.kv.atomic();
  for (const entry of entries) {
    atomic.check(entry).set(entry.key, claimedValue(entry));
  }
  const result = await withKvRetry(() => atomic.commit());
  if (result.ok) {
    return entries.map((entry) => ({
      key: entry.key,
      value: claimedValue(entry),
      versionstamp: result.versionstamp,
    }));
  }
  const claimed: Deno.KvEntry<PendingDelivery>[] = [];
  for (const entry of entries) {
    const value = claimedValue(entry);
    const single = await withKvRetry(() =>
      ctx.kv.atomic().check(entry).set(entry.key, value).commit()
    );
    if (single.ok) {
      claimed.push({
        key: entry.key,
        value,
        versionstamp: single.versionstamp,
      });
    }
  }
  return claimed;
}

/** Sends one claimed delivery; resolves what happened. */
async function attemptDelivery(
  ctx: HubContext,
  delivery: Deno.KvEntry<PendingDelivery>,
  listed: Deno.KvEntryMaybe<Subscription>,
): Promise<Completion> {
  const snapshot = ctx.snapshots.maybe;
  const sentPublishedAt = snapshot?.publishedAt.getTime() ?? 0;
  let subscription = listed;
  const done = (attempt: Attempt): Completion => ({
    delivery,
    subscription,
    attempt,
    sentPublishedAt,
  });
  if (!subscription.value || !isActive(subscription.value, ctx.now())) {
    // The listing may be older than a renewal: read again before dropping.
    subscription = await withKvRetry(() =>
      ctx.kv.get<Subscription>(subscriptionKey(delivery.value.subscriptionId))
    );
  }
  const sub = subscription.value;
  if (!sub || !isActive(sub, ctx.now())) return done({ kind: "dropped" });
  if (!snapshot || sentPublishedAt < delivery.value.publishedAt) {
    return done({ kind: "stale" });
  }
  const verdict = await ctx.guard(sub.callback);
  if (!verdict.allowed) {
    return done({ kind: "refused", reason: verdict.reason });
  }
  const document = snapshot.documents[sub.topicPath];
  const outcome = await postNotification(sub.callback, {
    body: document.body,
    contentType: document.contentType,
    link: topicLinkHeader(ctx.config.baseUrl, sub.topicPath),
    secret: sub.secret,
  }, { timeoutMs: ctx.timeoutMs, client: ctx.client, signal: ctx.signal });
  return done(outcome);
}

/**
 * Claims and sends every due delivery, `concurrency` at a time, claiming
 * lazily so that a claim never waits long before its send.
 */
export async function runDueDeliveries(
  ctx: HubContext,
  options: DeliveryRunOptions = {},
): Promise<DeliveryRunResult> {
  const concurrency = Math.max(1, options.concurrency ?? 64);
  const entries = await listDeliveries(ctx.kv);
  const now = ctx.now();
  let nextWakeAt: number | null = null;
  const wakeAt = (time: number | null) => {
    if (time !== null) nextWakeAt = Math.min(nextWakeAt ?? Infinity, time);
  };
  const due: Deno.KvEntry<PendingDelivery>[] = [];
  for (const entry of entries) {
    if (entry.value.claimUntil > now) wakeAt(entry.value.claimUntil);
    else if (entry.value.dueAt > now) wakeAt(entry.value.dueAt);
    else due.push(entry);
  }
  if (due.length === 0) return { processed: 0, nextWakeAt };
  due.sort((a, b) => a.value.dueAt - b.value.dueAt);

  const subscriptions = new Map<string, Deno.KvEntry<Subscription>>();
  for (const entry of await listSubscriptions(ctx.kv)) {
    subscriptions.set(entry.value.id, entry);
  }
  const listedSubscription = (id: string): Deno.KvEntryMaybe<Subscription> =>
    subscriptions.get(id) ??
      { key: subscriptionKey(id), value: null, versionstamp: null };

  let processed = 0;
  let active = 0;
  let slotFreed: (() => void) | null = null;
  const tasks = new Set<Promise<void>>();
  let pending: Completion[] = [];
  let flushing: Promise<void> = Promise.resolve();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    flushing = flushing.then(async () => {
      try {
        wakeAt(await completeMany(ctx, batch));
      } catch (error) {
        console.error("websub: could not record delivery outcomes:", error);
      }
    });
  }

  function settle(completion: Completion): void {
    pending.push(completion);
    if (pending.length >= COMPLETIONS_PER_COMMIT) flush();
    else flushTimer ??= setTimeout(flush, 20);
  }

  let next = 0;
  while (next < due.length && !ctx.signal?.aborted) {
    const free = concurrency - active;
    const wanted = Math.min(due.length - next, CLAIMS_PER_COMMIT, free);
    if (wanted < Math.min(16, due.length - next, concurrency)) {
      await new Promise<void>((resolve) => slotFreed = resolve);
      continue;
    }
    const claimed = await claimDeliveries(ctx, due.slice(next, next + wanted));
    next += wanted;
    for (const delivery of claimed) {
      active++;
      processed++;
      const task = attemptDelivery(
        ctx,
        delivery,
        listedSubscription(delivery.value.subscriptionId),
      )
        .then(settle, (error) => {
          console.error("websub: delivery attempt failed:", error);
          settle({
            delivery,
            subscription: listedSubscription(delivery.value.subscriptionId),
            attempt: { kind: "aborted" },
            sentPublishedAt: 0,
          });
        })
        .finally(() => {
          active--;
          tasks.delete(task);
          const wake = slotFreed;
          slotFreed = null;
          wake?.();
        });
      tasks.add(task);
    }
  }
  await Promise.all(tasks);
  flush();
  await flushing;
  return { processed, nextWakeAt };
}

/**
 * The pending delivery a subscription is owed for a new version: a fresh one
 * due now, the existing one moved to the new version (a retry's wait is
 * superseded), or, while it is being sent, the existing claim kept so that
 * the sender sends again when it is done.
 */
export function pendingDeliveryFor(
  subscription: Subscription,
  existing: PendingDelivery | null,
  version: { version: string; publishedAt: number; now: number },
): PendingDelivery {
  if (existing && existing.claimUntil > version.now) {
    return {
      ...existing,
      version: version.version,
      publishedAt: version.publishedAt,
    };
  }
  return {
    subscriptionId: subscription.id,
    version: version.version,
    publishedAt: version.publishedAt,
    dueAt: version.now,
    claimUntil: 0,
    claimToken: null,
  };
}
