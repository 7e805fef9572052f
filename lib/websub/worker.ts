/**
 * The hub's background work in one service instance: fan-out of each new
 * dataset version, verification of intents, sending of pending deliveries
 * and the lease sweep.
 *
 * The durable records in KV (the outbox: intents, pending deliveries, the
 * fan-out marker) are the truth; every attempt is claimed atomically, so any
 * instance may drive any record. Three things drive them: this process (at
 * once, at its start, and on timers for retries), KV queue messages (small
 * wake-ups where queues exist; on Deno Deploy and over KV Connect they do
 * not, which is normal), and the `Deno.cron` of `crons.ts`, every minute,
 * that re-drives whatever is due, resumes an interrupted fan-out and sweeps
 * expired leases. Nothing waits on the instance that accepted a request.
 *
 * @module
 */
import type { AppDeps } from "../app_deps.ts";
import { createCallbackGuard, type HostResolver } from "./address_guard.ts";
import {
  DEFAULT_MAX_SUBSCRIPTIONS_PER_HOST,
  type HubContext,
} from "./context.ts";
import { runDueDeliveries } from "./delivery.ts";
import { fanOut } from "./fanout.ts";
import { sweepExpiredSubscriptions } from "./sweep.ts";
import { processPendingIntents } from "./verification.ts";
import { registerWaker } from "./wake.ts";
import { registerBackstop } from "./backstop.ts";

/** A KV queue message of the hub. */
export interface HubQueueMessage {
  /** Marks the hub's messages. */
  kind: "websub";
  /** What to look at. */
  task: "deliveries" | "intents" | "fanout";
}

/** Whether a queue message is one of the hub's. */
export function isHubQueueMessage(value: unknown): value is HubQueueMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Record<string, unknown>;
  return message.kind === "websub" &&
    (message.task === "deliveries" || message.task === "intents" ||
      message.task === "fanout");
}

/** Options of {@linkcode startWebSubWorker}. */
export interface WebSubWorkerOptions {
  /** HTTP client for callbacks; default Deno's (which trusts `DENO_CERT`). */
  client?: Deno.HttpClient;
  /** Limit of one request to a callback, in ms; default the configuration's (`WEBSUB_CALLBACK_TIMEOUT_MS`). */
  timeoutMs?: number;
  /** Deliveries sent at once; default 64. */
  concurrency?: number;
  /** Subscriptions allowed per callback host; default 1,000. */
  maxSubscriptionsPerHost?: number;
  /** Host resolver for the address guard; default Deno's. */
  resolve?: HostResolver;
  /** Use KV queues to wake workers sooner, where they exist; default true. The hub owns the store's queue listener. */
  listenQueue?: boolean;
  /** Offer the backstop to the cron jobs of `crons.ts`; default true. */
  cron?: boolean;
}

/** A running hub worker. */
export interface WebSubWorker {
  /** Runs the cron backstop's work now: fan-out, verifications, deliveries, sweep. */
  runBackstop(): Promise<void>;
  /** Whether KV queues wake workers here (false where they do not exist, or were turned off). */
  queues(): boolean;
  /**
   * Runs every step until none finds work, then resolves; work due later
   * (a retry's wait) is left to its timer.
   */
  idle(): Promise<void>;
  /** Stops the worker and waits for work under way (requests are abandoned). */
  stop(): Promise<void>;
}

interface Driver {
  kick(): Promise<void>;
  busy(): boolean;
  nextWakeAt(): number | null;
  stop(): Promise<void>;
}

/**
 * Runs `step` whenever kicked, one run at a time; a kick during a run makes
 * another run. A step resolves when it wants to run again (a retry's due
 * time); a timer kicks then.
 */
function createDriver(
  name: string,
  step: () => Promise<{ again: boolean; nextWakeAt: number | null }>,
  isStopped: () => boolean,
): Driver {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt: number | null = null;

  function schedule(at: number): void {
    if (isStopped() || (timerAt !== null && timerAt <= at)) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      timerAt = null;
      kick();
    }, Math.max(0, at - Date.now()));
  }

  function kick(): Promise<void> {
    if (isStopped()) return running ?? Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const result = await step();
          if (result.again) again = true;
          if (result.nextWakeAt !== null) schedule(result.nextWakeAt);
        } catch (error) {
          console.error(`websub: ${name} failed:`, error);
          schedule(Date.now() + 5_000);
        }
      } while (again && !isStopped());
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    kick,
    busy: () => running !== null,
    nextWakeAt: () => timerAt,
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      timerAt = null;
      await running;
    },
  };
}

/** Starts the hub worker of one service instance. */
export function startWebSubWorker(
  deps: AppDeps,
  options: WebSubWorkerOptions = {},
): WebSubWorker {
  const { kv, config, snapshots } = deps;
  const abort = new AbortController();
  const tracked = new Set<Promise<unknown>>();
  let stopped = false;
  const isStopped = () => stopped;

  const ctx: HubContext = {
    kv,
    config,
    snapshots,
    guard: createCallbackGuard({
      allowPrivate: config.websub.allowPrivateCallbacks,
      resolve: options.resolve,
    }),
    timeoutMs: options.timeoutMs ?? config.websub.callbackTimeoutMs,
    client: options.client,
    signal: abort.signal,
    maxSubscriptionsPerHost: options.maxSubscriptionsPerHost ??
      DEFAULT_MAX_SUBSCRIPTIONS_PER_HOST,
    now: Date.now,
    track(work) {
      const promise = work.catch((error) => console.error("websub:", error));
      tracked.add(promise);
      promise.finally(() => tracked.delete(promise));
    },
  };

  let queueAvailable = options.listenQueue ?? true;
  /** Where queues do not exist: said once, as information, not a warning. */
  function noQueues(reason: string): void {
    if (!queueAvailable) return;
    queueAvailable = false;
    if (!stopped) {
      console.log(
        `websub: no KV queues here (${reason}); the outbox is drained by the workers and the cron`,
      );
    }
  }
  const enqueuedWakes = new Set<number>();
  /** Sends a wake-up through the KV queue; where queues do not exist, nothing. */
  function enqueue(task: HubQueueMessage["task"], delay = 0): void {
    if (!queueAvailable || stopped) return;
    const at = Math.ceil((Date.now() + delay) / 1000);
    if (delay > 0) {
      if (enqueuedWakes.has(at)) return;
      if (enqueuedWakes.size > 1000) enqueuedWakes.clear();
      enqueuedWakes.add(at);
    }
    const message: HubQueueMessage = { kind: "websub", task };
    ctx.track(
      kv.enqueue(message, { delay: Math.max(0, delay) }).catch((error) =>
        noQueues((error as Error).message)
      ),
    );
  }

  const deliveries = createDriver("delivery", async () => {
    const result = await runDueDeliveries(ctx, {
      concurrency: options.concurrency,
    });
    if (result.nextWakeAt !== null) {
      enqueue("deliveries", result.nextWakeAt - Date.now());
    }
    return { again: result.processed > 0, nextWakeAt: result.nextWakeAt };
  }, isStopped);

  const intents = createDriver("verification", async () => {
    const result = await processPendingIntents(ctx);
    return { again: result.processed > 0, nextWakeAt: result.nextWakeAt };
  }, isStopped);

  const fanOuts = createDriver("fan-out", async () => {
    const current = snapshots.maybe;
    if (!current) return { again: false, nextWakeAt: null };
    const result = await fanOut(ctx, current);
    if (result.kind === "fanned_out" || result.kind === "superseded") {
      deliveries.kick();
      if (result.deliveries > 0) enqueue("deliveries");
    }
    return { again: false, nextWakeAt: null };
  }, isStopped);

  async function runBackstop(): Promise<void> {
    if (stopped) return;
    try {
      await sweepExpiredSubscriptions(kv);
    } catch (error) {
      console.error("websub: lease sweep failed:", error);
    }
    await Promise.all([fanOuts.kick(), intents.kick(), deliveries.kick()]);
  }

  const unsubscribe = snapshots.subscribe(() => {
    fanOuts.kick();
  });
  const unregister = registerWaker(kv, () => {
    intents.kick();
  });

  if (queueAvailable) {
    try {
      // Over KV Connect this never delivers (and never settles): harmless.
      kv.listenQueue((message: unknown) => {
        if (stopped || !isHubQueueMessage(message)) return;
        if (message.task === "deliveries") deliveries.kick();
        else if (message.task === "intents") intents.kick();
        else fanOuts.kick();
      }).catch((error) => noQueues((error as Error).message));
    } catch (error) {
      noQueues((error as Error).message);
    }
  }

  const unregisterBackstop = (options.cron ?? true)
    ? registerBackstop({ runBackstop })
    : () => {};

  // Work left by an earlier run (or another process) and the current version.
  ctx.track(runBackstop());

  return {
    runBackstop,
    queues: () => queueAvailable,
    async idle() {
      for (;;) {
        await Promise.all([...tracked]);
        await Promise.all([fanOuts.kick(), intents.kick(), deliveries.kick()]);
        const busy = fanOuts.busy() || intents.busy() || deliveries.busy() ||
          tracked.size > 0;
        if (!busy) return;
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      abort.abort(new DOMException("the service is stopping", "AbortError"));
      unregisterBackstop();
      unsubscribe();
      unregister();
      await Promise.all([fanOuts.stop(), intents.stop(), deliveries.stop()]);
      while (tracked.size > 0) await Promise.all([...tracked]);
    },
  };
}
