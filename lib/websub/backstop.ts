/**
 * What the `Deno.cron` jobs of `crons.ts` reach: the hub workers running in
 * this process, registered when they start. A cron registered at the top
 * level runs before the service has started (on Deno Deploy, a cron may be
 * what starts the instance), so a run waits a little for a worker to
 * register; each run is time-boxed.
 *
 * @module
 */

/** A worker's cron entry: one pass over the outbox. */
export interface Backstop {
  /** Re-drives everything due: fan-out, verifications, deliveries, the lease sweep. */
  runBackstop(): Promise<void>;
}

/** Default time box of one cron run, in ms (the cron fires every minute). */
export const DEFAULT_CRON_BUDGET_MS = 50_000;
/** Default wait for a worker to register, in ms. */
const DEFAULT_REGISTER_WAIT_MS = 20_000;

const backstops = new Set<Backstop>();
const waiting = new Set<() => void>();

/** Registers a worker; returns the unregistration. */
export function registerBackstop(backstop: Backstop): () => void {
  backstops.add(backstop);
  for (const wake of waiting) wake();
  waiting.clear();
  return () => {
    backstops.delete(backstop);
  };
}

/** Options of {@linkcode runBackstops}. */
export interface RunBackstopsOptions {
  /** Time box of the run, in ms; default 50,000. */
  budgetMs?: number;
  /** How long to wait for a worker to register, in ms; default 20,000. */
  registerWaitMs?: number;
}

/** The outcome of {@linkcode runBackstops}. */
export interface BackstopRun {
  /** Workers driven. */
  workers: number;
  /** Whether every pass finished within the time box (else it goes on in the background). */
  finished: boolean;
}

function delay(ms: number): { promise: Promise<void>; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * One cron run: waits (briefly) for a worker of this process, then drives
 * every registered worker's backstop. Resolves within the time box; a pass
 * that takes longer goes on in the background, and what it leaves (claims
 * that lapse) the next run takes up.
 */
export async function runBackstops(
  options: RunBackstopsOptions = {},
): Promise<BackstopRun> {
  const started = Date.now();
  const budgetMs = options.budgetMs ?? DEFAULT_CRON_BUDGET_MS;
  if (backstops.size === 0) {
    const wait = delay(
      Math.min(options.registerWaitMs ?? DEFAULT_REGISTER_WAIT_MS, budgetMs),
    );
    let wake = () => {};
    const registered = new Promise<void>((resolve) => wake = resolve);
    waiting.add(wake);
    await Promise.race([registered, wait.promise]);
    wait.cancel();
    waiting.delete(wake);
  }
  const workers = [...backstops];
  if (workers.length === 0) return { workers: 0, finished: true };
  const passes = Promise.allSettled(
    workers.map((worker) => worker.runBackstop()),
  )
    .then(() => true);
  const box = delay(Math.max(0, budgetMs - (Date.now() - started)));
  const finished = await Promise.race([passes, box.promise.then(() => false)]);
  box.cancel();
  return { workers: workers.length, finished };
}
