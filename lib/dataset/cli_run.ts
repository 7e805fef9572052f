/**
 * What the store's command-line tools (`deno task import`, `deno task
 * remove`) share: configuration from the environment, the store opened for
 * the one operation and closed after it, and the exit code 1 of bad input
 * or configuration, with "nothing was written".
 *
 * @module
 */
import { ConfigError, loadConfig } from "../config.ts";
import { ImportError } from "./import_error.ts";
import { openStore } from "./kv_open.ts";

/** Hooks of {@linkcode runOnStore}. */
export interface RunOnStoreOptions {
  /** The environment to configure from; default `Deno.env.toObject()`. */
  env?: Record<string, string | undefined>;
  /** Called before the error is printed when the operation fails (e.g. to end a progress line). */
  onFailure?: () => void;
}

/**
 * Runs `operation` on the configured store and prints its outcome line.
 *
 * @returns The exit code: 0 done, 1 bad input or configuration (nothing
 * written). Any other error is thrown.
 */
export async function runOnStore(
  operation: (kv: Deno.Kv) => Promise<string>,
  options: RunOnStoreOptions = {},
): Promise<number> {
  let kv;
  try {
    const config = loadConfig(options.env ?? Deno.env.toObject());
    kv = await openStore(config.kvPath);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      console.error("nothing was written");
      return 1;
    }
    throw error;
  }
  try {
    console.log(await operation(kv));
    return 0;
  } catch (error) {
    options.onFailure?.();
    if (error instanceof ImportError) {
      console.error(error.message);
      console.error("nothing was written");
      return 1;
    }
    throw error;
  } finally {
    kv.close();
  }
}
