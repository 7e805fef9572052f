/**
 * Verification of intents: a subscribe or unsubscribe request is written as
 * a durable intent, claimed by one instance, verified with a challenge GET to
 * the callback, and only then applied. Nothing changes without a verified
 * answer.
 *
 * @module
 */
import { withKvRetry } from "../dataset/kv_retry.ts";
import {
  randomChallenge,
  requestVerification,
  sendDenied,
} from "./callback_http.ts";
import type { HubContext } from "./context.ts";
import type { HubRequest } from "./hub_request.ts";
import {
  countHostSubscriptions,
  deliveryKey,
  hostIndexKey,
  type Intent,
  intentKey,
  listIntents,
  type Subscription,
  subscriptionId,
  subscriptionKey,
} from "./subscriptions.ts";

/** Extra time a claim lasts beyond the request timeout, in ms. */
const CLAIM_MARGIN_MS = 10_000;

/** Writes a durable intent for a well-formed request; resolves it. */
export async function createIntent(
  kv: Deno.Kv,
  request: HubRequest,
  options: { now?: number } = {},
): Promise<Intent> {
  const intent: Intent = {
    id: crypto.randomUUID(),
    mode: request.mode,
    callback: request.callback,
    host: request.host,
    topic: request.topic,
    topicPath: request.topicPath,
    secret: request.secret,
    leaseSeconds: request.leaseSeconds,
    createdAt: options.now ?? Date.now(),
    claimUntil: 0,
    claimToken: null,
  };
  await withKvRetry(() => kv.set(intentKey(intent.id), intent));
  return intent;
}

/** The outcome of {@linkcode processIntent}. */
export type IntentOutcome =
  | "subscribed"
  | "unsubscribed"
  | "rejected"
  | "refused"
  | "over_capacity"
  | "skipped";

/** Claims an intent for this process; null when someone else has it or it is gone. */
async function claimIntent(
  ctx: HubContext,
  entry: Deno.KvEntry<Intent>,
): Promise<Intent | null> {
  const now = ctx.now();
  if (entry.value.claimUntil > now) return null;
  const claimed: Intent = {
    ...entry.value,
    claimUntil: now + ctx.timeoutMs + CLAIM_MARGIN_MS,
    claimToken: crypto.randomUUID(),
  };
  const result = await withKvRetry(() =>
    ctx.kv.atomic().check(entry).set(entry.key, claimed).commit()
  );
  return result.ok ? claimed : null;
}

async function activate(ctx: HubContext, intent: Intent): Promise<boolean> {
  const id = await subscriptionId(intent.callback, intent.topicPath);
  for (let attempt = 0; attempt < 20; attempt++) {
    const now = ctx.now();
    const existing = await withKvRetry(() =>
      ctx.kv.get<Subscription>(subscriptionKey(id))
    );
    if (!existing.value) {
      const count = await countHostSubscriptions(ctx.kv, intent.host, {
        limit: ctx.maxSubscriptionsPerHost,
      });
      if (count >= ctx.maxSubscriptionsPerHost) return false;
    }
    const subscription: Subscription = {
      id,
      callback: intent.callback,
      host: intent.host,
      topic: intent.topic,
      topicPath: intent.topicPath,
      secret: intent.secret,
      leaseSeconds: intent.leaseSeconds,
      expiresAt: now + intent.leaseSeconds * 1000,
      failures: 0,
      deliveredPublishedAt: existing.value?.deliveredPublishedAt ?? 0,
      createdAt: existing.value?.createdAt ?? now,
      renewedAt: now,
    };
    const result = await withKvRetry(() =>
      ctx.kv.atomic()
        .check(existing)
        .set(subscriptionKey(id), subscription)
        .set(hostIndexKey(intent.host, id), { since: subscription.createdAt })
        .delete(intentKey(intent.id))
        .commit()
    );
    if (result.ok) return true;
  }
  throw new Error("the subscription kept changing while it was activated");
}

async function deactivate(ctx: HubContext, intent: Intent): Promise<void> {
  const id = await subscriptionId(intent.callback, intent.topicPath);
  for (let attempt = 0; attempt < 20; attempt++) {
    const existing = await withKvRetry(() =>
      ctx.kv.get<Subscription>(subscriptionKey(id))
    );
    const result = await withKvRetry(() =>
      ctx.kv.atomic()
        .check(existing)
        .delete(subscriptionKey(id))
        .delete(hostIndexKey(intent.host, id))
        .delete(deliveryKey(id))
        .delete(intentKey(intent.id))
        .commit()
    );
    if (result.ok) return;
  }
  throw new Error("the subscription kept changing while it was removed");
}

async function dropIntent(ctx: HubContext, intent: Intent): Promise<void> {
  await withKvRetry(() => ctx.kv.delete(intentKey(intent.id)));
}

/**
 * Claims, verifies and applies one intent. A refused callback address, an
 * unverified answer or a full callback host leaves the subscriptions as they
 * were; in every case the intent is consumed.
 */
export async function processIntent(
  ctx: HubContext,
  entry: Deno.KvEntry<Intent>,
): Promise<IntentOutcome> {
  const intent = await claimIntent(ctx, entry);
  if (!intent) return "skipped";
  const verdict = await ctx.guard(intent.callback);
  if (!verdict.allowed) {
    console.warn(
      `websub: refused callback ${intent.callback}: ${verdict.reason}`,
    );
    await dropIntent(ctx, intent);
    return "refused";
  }
  const answer = await requestVerification(intent.callback, {
    mode: intent.mode,
    topic: intent.topic,
    challenge: randomChallenge(),
    leaseSeconds: intent.leaseSeconds,
  }, { timeoutMs: ctx.timeoutMs, client: ctx.client, signal: ctx.signal });
  if (!answer.ok) {
    if (ctx.signal?.aborted) {
      // Stopping: leave the intent to be verified again after a restart.
      await withKvRetry(() =>
        ctx.kv.set(intentKey(intent.id), {
          ...intent,
          claimUntil: 0,
          claimToken: null,
        })
      );
      return "skipped";
    }
    await dropIntent(ctx, intent);
    return "rejected";
  }
  if (intent.mode === "unsubscribe") {
    await deactivate(ctx, intent);
    return "unsubscribed";
  }
  if (await activate(ctx, intent)) return "subscribed";
  await dropIntent(ctx, intent);
  ctx.track(sendDenied(intent.callback, {
    topic: intent.topic,
    reason: "too many subscriptions for this callback host",
  }, { timeoutMs: ctx.timeoutMs, client: ctx.client, signal: ctx.signal }));
  return "over_capacity";
}

/** Options of {@linkcode processPendingIntents}. */
export interface PendingIntentOptions {
  /** Verifications run at once; default 16. */
  concurrency?: number;
}

/**
 * Processes every intent that is not claimed; resolves how many were
 * processed and when the earliest claim under way expires (or null).
 */
export async function processPendingIntents(
  ctx: HubContext,
  options: PendingIntentOptions = {},
): Promise<{ processed: number; nextWakeAt: number | null }> {
  const entries = await listIntents(ctx.kv);
  const now = ctx.now();
  const ready = entries.filter((entry) => entry.value.claimUntil <= now);
  let nextWakeAt: number | null = null;
  for (const entry of entries) {
    if (entry.value.claimUntil > now) {
      nextWakeAt = Math.min(nextWakeAt ?? Infinity, entry.value.claimUntil);
    }
  }
  let processed = 0;
  let index = 0;
  async function lane(): Promise<void> {
    while (index < ready.length && !ctx.signal?.aborted) {
      const entry = ready[index++];
      try {
        if (await processIntent(ctx, entry) !== "skipped") processed++;
      } catch (error) {
        console.error("websub: verification failed:", error);
      }
    }
  }
  await Promise.all(
    Array.from(
      { length: Math.min(options.concurrency ?? 16, ready.length) },
      lane,
    ),
  );
  return { processed, nextWakeAt };
}
