/**
 * Starting and stopping one service instance: the KV store, the first
 * import on an empty store, the current-version follower, the HTTP server
 * and the WebSub worker.
 *
 * @module
 */
import type { AppDeps } from "./lib/app_deps.ts";
import { type Config, loadConfig } from "./lib/config.ts";
import { headAsGet } from "./lib/http/responses.ts";
import { importFileIsolated } from "./lib/dataset/importer.ts";
import { openStore } from "./lib/dataset/kv_open.ts";
import { SnapshotHolder } from "./lib/dataset/snapshot.ts";
import {
  describeVersion,
  followCurrentVersion,
  loadCurrentSnapshot,
} from "./lib/dataset/version_follower.ts";
import { startWebSubWorker } from "./lib/websub/worker.ts";
import { createApp } from "./routes/mod.ts";

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

/** Finds a free TCP port on the loopback interface. */
function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/**
 * Starts the service configured by `env` (a map like `Deno.env.toObject()`).
 * `PORT=0` picks a free port. An empty store first imports `DATA_FILE`.
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
    let snapshot = await loadCurrentSnapshot(kv, config);
    if (!snapshot) {
      const result = await importFileIsolated(kv, config.dataFile, config);
      console.log(
        `the store was empty: imported ${config.dataFile} as version ${result.pointer.version}`,
      );
      snapshot = (await loadCurrentSnapshot(kv, config))!;
    }
    console.log(`serving ${describeVersion(snapshot)}`);
    const snapshots = new SnapshotHolder(snapshot);
    const follower = followCurrentVersion(kv, snapshots, {
      baseUrl: config.baseUrl,
      intervalMs: options.pollIntervalMs,
      onNewVersion: (next) =>
        console.log(`serving new ${describeVersion(next)}`),
    });
    const deps: AppDeps = { config, kv, snapshots };
    const worker = startWebSubWorker(deps);
    const app = createApp(deps);
    const server = Deno.serve({
      port: config.port,
      hostname: options.hostname ?? "0.0.0.0",
      onListen() {},
    }, headAsGet(app.fetch));
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
          await server.shutdown();
          await worker.stop();
          await follower.stop();
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
