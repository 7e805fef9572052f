/**
 * Opening the Deno KV store named by `KV_PATH`.
 *
 * @module
 */
import { ConfigError } from "../config.ts";

/**
 * Opens Deno KV: a local file (its folder is created), `:memory:`, a KV
 * Connect URL, or the platform default when `path` is undefined (Deno
 * Deploy).
 *
 * @throws {ConfigError} naming `KV_PATH` when the store cannot be opened
 *   (a folder that cannot be made, a file that is no store, no access).
 */
export async function openStore(path: string | undefined): Promise<Deno.Kv> {
  try {
    if (path && path !== ":memory:" && !/^https?:\/\//.test(path)) {
      const slash = path.lastIndexOf("/");
      if (slash > 0) {
        await Deno.mkdir(path.slice(0, slash), { recursive: true });
      }
    }
    return await Deno.openKv(path);
  } catch (error) {
    throw new ConfigError([
      `KV_PATH=${path ?? "(platform default)"}: cannot open the store: ${
        (error as Error).message
      }`,
    ]);
  }
}
