/**
 * A Deno Deploy simulation, loaded before the main module:
 * `deno run --preload tests/helpers/deploy_sim.ts main.ts`. What it changes,
 * after Deno Deploy's documentation:
 *
 * - `Deno.cron` after `Deno.serve` throws (Deploy finds crons by evaluating
 *   top-level code and ignores the others); each accepted registration is
 *   logged as `deploy-sim: cron "NAME" registered before Deno.serve`.
 * - `Deno.openKv()` without a path opens the app's database: the KV file
 *   named by `DEPLOY_SIM_DATABASE`, which behaves like a remote (KV Connect)
 *   store: `enqueue` and atomic writes with `enqueue` are refused with KV
 *   Connect's message, and `listenQueue` never delivers. Without
 *   `DEPLOY_SIM_DATABASE` (no database assigned) it opens an in-memory store
 *   of the process, as Deploy does.
 *
 * The environment of Deploy itself (`DENO_DEPLOY=true`, no `KV_PATH`) is set
 * by whoever starts the process.
 *
 * @module
 */

/** KV Connect's refusal (denokv `remote`). */
const REFUSAL = "Enqueue operations are not supported in KV Connect";

function refuse(): Promise<never> {
  return Promise.reject(new TypeError(REFUSAL));
}

/** Makes a local store behave like a remote one as far as queues go. */
function asKvConnect(kv: Deno.Kv): Deno.Kv {
  const atomic = kv.atomic.bind(kv);
  Object.assign(kv, {
    enqueue: refuse,
    listenQueue: () => new Promise<void>(() => {}),
    atomic() {
      const operation = atomic();
      const commit = operation.commit.bind(operation);
      let enqueued = false;
      return Object.assign(operation, {
        enqueue() {
          enqueued = true;
          return operation;
        },
        commit() {
          return enqueued ? refuse() : commit();
        },
      });
    },
  });
  return kv;
}

let serving = false;
const serve = Deno.serve;
const cron = Deno.cron;
const openKv = Deno.openKv;

function replace(name: string, value: unknown): void {
  Object.defineProperty(Deno, name, {
    value,
    configurable: true,
    writable: true,
  });
}

replace("serve", function (...args: unknown[]) {
  serving = true;
  return (serve as (...args: unknown[]) => unknown).apply(Deno, args);
});

replace("cron", function (name: string, ...rest: unknown[]) {
  if (serving) {
    throw new TypeError(
      `deploy-sim: Deno.cron("${name}") registered after Deno.serve: Deno Deploy would never run it`,
    );
  }
  console.log(`deploy-sim: cron "${name}" registered before Deno.serve`);
  return (cron as (...args: unknown[]) => unknown).apply(Deno, [name, ...rest]);
});

replace("openKv", async function (path?: string) {
  if (path !== undefined) return await openKv.call(Deno, path);
  const database = Deno.env.get("DEPLOY_SIM_DATABASE");
  if (!database) return await openKv.call(Deno, ":memory:");
  return asKvConnect(await openKv.call(Deno, database));
});
