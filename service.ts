/**
 * Starting and stopping one service instance: the KV store (refused when it
 * is not persistent on Deno Deploy), the first import on an empty store
 * (not on Deno Deploy), the current-version follower, the HTTP server and
 * the WebSub worker. A new instance listens with only what answers its
 * stored documents loaded: the application (Hono, the pages, zod), the
 * snapshot, the importer and the hub worker are imported after it listens
 * or when first needed, and requests that need them wait for them.
 *
 * @module
 */
import type { AppDeps } from "./lib/app_deps.ts";
import { type Config, loadConfig } from "./lib/config.ts";
import { checkStore, isDenoDeploy } from "./lib/deploy.ts";
import { type FetchHandler, headAsGet } from "./lib/http/responses.ts";
import { openStore } from "./lib/dataset/kv_open.ts";
import type { Snapshot } from "./lib/dataset/snapshot.ts";
import { SnapshotHolder } from "./lib/dataset/snapshot_holder.ts";
import { readCurrentPointer } from "./lib/dataset/store.ts";
import { createEarlyDocumentAnswers } from "./routes/early_documents.ts";
import { type Loading, readinessGate } from "./routes/readiness.ts";

/** A running service instance. */
export interface RunningService {
  /** Where it listens, e.g. `http://127.0.0.1:8000`. */
  url: string;
  /** Its configuration. */
  config: Config;
  /** What its routes and workers share. */
  deps: AppDeps;
  /** Stops serving, stops the workers and closes the store. */
  close(): Promise<void>;
}

/** Options of {@linkcode startService}. */
export interface StartOptions {
  /** Interface to listen on; default `0.0.0.0`. */
  hostname?: string;
  /** Poll interval of the version pointer; default 1000 ms. */
  pollIntervalMs?: number;
}

/**
 * Imports a module when first needed. The specifier is made at run time on
 * purpose: Deno loads the statically written targets of `import()` with the
 * main module's graph (npm packages included), which is what a cold start
 * must not pay for.
 */
function importLater<T>(file: string): Promise<T> {
  return import(new URL(file, import.meta.url).href);
}

/** Finds a free TCP port on the loopback interface. */
function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/**
 * How long a new instance waits for its first request before it loads its
 * version and application anyway, in ms. The first request starts the
 * loading at once (after its early answer is sent); this only matters to an
 * instance nobody has asked anything yet.
 */
const IDLE_LOAD_DELAY_MS = 50;

type VersionsModule = typeof import("./lib/dataset/version_follower.ts");

function loadVersions(): Promise<VersionsModule> {
  return importLater<VersionsModule>("./lib/dataset/version_follower.ts");
}

/** The application, imported on its first request or when `load` is called. */
function lazyApplication(deps: AppDeps): {
  handler: FetchHandler;
  load(): Promise<FetchHandler>;
} {
  let loaded: FetchHandler | null = null;
  let loading: Promise<FetchHandler> | null = null;
  const load = () =>
    loading ??= importLater<typeof import("./routes/mod.ts")>(
      "./routes/mod.ts",
    ).then((module) => loaded = headAsGet(module.createApp(deps).fetch));
  return {
    handler: (request, info) =>
      loaded
        ? loaded(request, info)
        : load().then((handler) => handler(request, info)),
    load,
  };
}

/**
 * Reads the store's current version into `snapshots`. A failure is logged:
 * the service then stays not ready.
 */
async function readVersion(
  kv: Deno.Kv,
  snapshots: SnapshotHolder,
  config: Config,
): Promise<void> {
  try {
    const { describeVersion, loadCurrentSnapshot } = await loadVersions();
    const loaded = await loadCurrentSnapshot(kv, config);
    if (loaded && !snapshots.ready) {
      snapshots.set(loaded);
      console.log(`serving ${describeVersion(loaded)}`);
    }
  } catch (error) {
    console.error("could not load the current dataset version:", error);
  }
}

/**
 * Starts the service configured by `env` (a map like `Deno.env.toObject()`).
 * `PORT=0` picks a free port. An empty store first imports `DATA_FILE`,
 * except on Deno Deploy, where the data is imported from outside (see the
 * README) and `/readyz` says 503 until it is there. A store that is not
 * persistent on Deno Deploy is never written: every path but the health
 * checks answers 503 with the reason.
 *
 * @throws {ConfigError} on a malformed environment.
 * @throws {ImportError} when the store is empty and `DATA_FILE` is invalid.
 */
export async function startService(
  env: Record<string, string | undefined>,
  options: StartOptions = {},
): Promise<RunningService> {
  const resolvedEnv = { ...env };
  if (resolvedEnv.PORT === "0") resolvedEnv.PORT = String(freePort());
  const config = loadConfig(resolvedEnv);
  const kv = await openStore(config.kvPath);
  try {
    const store = await checkStore(kv, { env, kvPath: config.kvPath });
    if (!store.persistent) {
      console.error(`not ready: ${store.reason}\n${store.advice}`);
    }
    const pointer = store.persistent ? await readCurrentPointer(kv) : null;
    let snapshot: Snapshot | null = null;
    if (!pointer && store.persistent && !isDenoDeploy(env)) {
      const { importFileIsolated } = await importLater<
        typeof import("./lib/dataset/importer.ts")
      >("./lib/dataset/importer.ts");
      const result = await importFileIsolated(kv, config.dataFile, config);
      console.log(
        `the store was empty: imported ${config.dataFile} as version ${result.pointer.version}`,
      );
      const { describeVersion, loadCurrentSnapshot } = await loadVersions();
      snapshot = (await loadCurrentSnapshot(kv, config))!;
      console.log(`serving ${describeVersion(snapshot)}`);
    } else if (!pointer && store.persistent) {
      console.log(
        "no dataset version in the store yet: /readyz answers 503 until one is imported (deno task import FILE with KV_PATH set to the database's KV Connect URL)",
      );
    }
    const snapshots = new SnapshotHolder(snapshot);
    const deps: AppDeps = {
      config,
      kv,
      snapshots,
      storeProblem: store.reason,
    };
    const app = lazyApplication(deps);
    // With a stored version, the server answers its stored documents at
    // once; the version and the application (Hono, the pages, zod) are
    // loaded when a first request needs them or once the first early answer
    // is sent: loading them holds the event loop, which that answer must not
    // wait for. Other requests wait for them.
    let start = () => {};
    const triggered = new Promise<void>((resolve) => start = resolve);
    const versionRead = pointer && !snapshot
      ? triggered.then(() => readVersion(kv, snapshots, config))
      : null;
    const started = (versionRead ?? Promise.resolve()).then(app.load);
    const loading: Loading | null = versionRead
      ? {
        done: started,
        start,
        early: createEarlyDocumentAnswers(deps, pointer!),
      }
      : null;
    let closed = false;
    const follower = store.persistent
      ? (versionRead ?? Promise.resolve()).then(async () => {
        const { describeVersion, followCurrentVersion } = await loadVersions();
        return closed ? null : followCurrentVersion(kv, snapshots, {
          baseUrl: config.baseUrl,
          intervalMs: options.pollIntervalMs,
          onNewVersion: (next) =>
            console.log(`serving new ${describeVersion(next)}`),
        });
      })
      : Promise.resolve(null);
    const server = Deno.serve({
      port: config.port,
      hostname: options.hostname ?? "0.0.0.0",
      onListen() {},
    }, readinessGate(deps, app.handler, loading));
    // Not setTimeout: since Deno 2.8 the global one is Node's (denoland/deno
    // #33118), whose first call costs a new process tens of ms (measured
    // here), which the first answer would wait for.
    if (loading) {
      AbortSignal.timeout(IDLE_LOAD_DELAY_MS).addEventListener("abort", start);
    }
    // Resolves once the stored version and the application are loaded; the
    // server answered the stored documents meanwhile.
    await started.catch(async (error) => {
      await server.shutdown();
      throw error;
    });
    // After the application: a first request does not wait for the hub's code.
    const worker = store.persistent
      ? (await importLater<typeof import("./lib/websub/worker.ts")>(
        "./lib/websub/worker.ts",
      )).startWebSubWorker(deps)
      : null;
    const url = `http://${
      options.hostname && options.hostname !== "0.0.0.0"
        ? options.hostname
        : "127.0.0.1"
    }:${server.addr.port}`;
    let closing: Promise<void> | null = null;
    return {
      url,
      config,
      deps,
      close() {
        closing ??= (async () => {
          closed = true;
          await server.shutdown();
          await worker?.stop();
          await (await follower)?.stop();
          kv.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    kv.close();
    throw error;
  }
}
