/**
 * Opening the Deno KV store named by `KV_PATH`.
 *
 * @module
 */

/**
 * Opens Deno KV: a local file (its folder is created), `:memory:`, a KV
 * Connect URL, or the platform default when `path` is undefined (Deno
 * Deploy).
 */
export async function openStore(path: string | undefined): Promise<Deno.Kv> {
  if (path && path !== ":memory:" && !/^https?:\/\//.test(path)) {
    const slash = path.lastIndexOf("/");
    if (slash > 0) await Deno.mkdir(path.slice(0, slash), { recursive: true });
  }
  return await Deno.openKv(path);
}
