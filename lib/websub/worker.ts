/**
 * The hub's background work in one service instance: fan-out of each new
 * dataset version, verification of intents, sending of pending deliveries
 * and the lease sweep.
 *
 * The durable records in KV are the truth. Three things drive them: this
 * process (at once, and on timers for retries), KV queue messages (small
 * wake-ups; where queues exist they reach whichever instance listens and
 * survive a restart), and a `Deno.cron` backstop every minute that re-drives
 * whatever is due, resumes an interrupted fan-out and sweeps expired leases.
 *
 * @module
 */
import type { AppDeps } from "../app_deps.ts";
import { createCallbackGuard, type HostResolver } from "./address_guard.ts";
import {
  DEFAULT_CALLBACK_TIMEOUT_MS,
  DEFAULT_MAX_SUBSCRIPTIONS_PER_HOST,
  type HubContext,
} from "./context.ts";
import { runDueDeliveries } from "./delivery.ts";
import { fanOut } from "./fanout.ts";
import { sweepExpiredSubscriptions } from "./sweep.ts";
import { processPendingIntents } from "./verification.ts";
import { registerWaker } from "./wake.ts";

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
  /** Limit of one request to a callback, in ms; default 10,000. */
  timeoutMs?: number;
  /** Deliveries sent at once; default 64. */
  concurrency?: number;
  /** Subscriptions allowed per callback host; default 1,000. */
  maxSubscriptionsPerHost?: number;
  /** Host resolver for the address guard; default Deno's. */
  resolve?: HostResolver;
  /** Listen to the KV queue; default true. The hub owns the store's queue listener. */
  listenQueue?: boolean;
  /** Register the `Deno.cron` backstop; default true. */
  cron?: boolean;
}

/** A running hub worker. */
export interface WebSubWorker {
  /** Runs the cron backstop's work now: fan-out, verifications, deliveries, sweep. */
  runBackstop(): Promise<void>;
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

let cronCount = 0;

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
    timeoutMs: options.timeoutMs ?? DEFAULT_CALLBACK_TIMEOUT_MS,
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

  let queueAvailable = true;
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
      kv.enqueue(message, { delay: Math.max(0, delay) }).catch((error) => {
        queueAvailable = false;
        console.warn(
          `websub: KV queues unavailable (${
            (error as Error).message
          }); timers and the cron backstop carry the deliveries`,
        );
      }),
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
    const result = await fanOut(ctx, snapshots.current);
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

  if (options.listenQueue ?? true) {
    try {
      kv.listenQueue((message: unknown) => {
        if (stopped || !isHubQueueMessage(message)) return;
        if (message.task === "deliveries") deliveries.kick();
        else if (message.task === "intents") intents.kick();
        else fanOuts.kick();
      }).catch((error) => {
        queueAvailable = false;
        if (!stopped) {
          console.warn(`websub: no KV queue listener: ${error.message}`);
        }
      });
    } catch (error) {
      queueAvailable = false;
      console.warn(`websub: no KV queue listener: ${(error as Error).message}`);
    }
  }

  const cronAbort = new AbortController();
  let cron: Promise<void> = Promise.resolve();
  let interval: ReturnType<typeof setInterval> | undefined;
  if (options.cron ?? true) {
    const name = `websub-backstop${cronCount++ === 0 ? "" : `-${cronCount}`}`;
    try {
      cron = Deno.cron(
        name,
        "* * * * *",
        { signal: cronAbort.signal },
        runBackstop,
      )
        .catch((error) => {
          if (!stopped) console.error("websub: cron backstop stopped:", error);
        });
    } catch (error) {
      console.warn(
        `websub: Deno.cron unavailable (${
          (error as Error).message
        }); using a timer for the backstop`,
      );
      interval = setInterval(runBackstop, 60_000);
    }
  }

  // Work left by an earlier run (or another process) and the current version.
  ctx.track(runBackstop());

  return {
    runBackstop,
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
      cronAbort.abort();
      clearInterval(interval);
      unsubscribe();
      unregister();
      await Promise.all([fanOuts.stop(), intents.stop(), deliveries.stop()]);
      while (tracked.size > 0) await Promise.all([...tracked]);
      await cron;
    },
  };
}
