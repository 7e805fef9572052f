/**
 * Temporary directories and Deno KV files for tests.
 *
 * @module
 */

/** A temporary directory removed on dispose: `await using dir = await tempDir();`. */
export interface TempDir extends AsyncDisposable {
  /** Its path. */
  path: string;
}

/** Creates a temporary directory that `await using` removes. */
export async function tempDir(): Promise<TempDir> {
  const path = await Deno.makeTempDir({ prefix: "reviews_test_" });
  return {
    path,
    async [Symbol.asyncDispose]() {
      await Deno.remove(path, { recursive: true });
    },
  };
}

/** A KV file in a temporary directory, closed and removed on dispose. */
export interface TempKv extends AsyncDisposable {
  /** The open store. */
  kv: Deno.Kv;
  /** Path of the KV file. */
  path: string;
  /** The directory holding it. */
  dir: string;
}

/**
 * Opens a fresh KV file that `await using` closes and removes:
 * `await using store = await tempKv();`.
 */
export async function tempKv(): Promise<TempKv> {
  const dir = await tempDir();
  const path = `${dir.path}/store.kv`;
  const kv = await Deno.openKv(path);
  return {
    kv,
    path,
    dir: dir.path,
    async [Symbol.asyncDispose]() {
      try {
        kv.close();
      } catch {
        // Closed by the test already.
      }
      await dir[Symbol.asyncDispose]();
    },
  };
}

/** Runs `fn` with a fresh temporary directory, removed afterwards. */
export async function withTempDir<T>(
  fn: (dir: string) => Promise<T>,
): Promise<T> {
  const dir = await Deno.makeTempDir({ prefix: "reviews_test_" });
  try {
    return await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** Runs `fn` with a KV file in a fresh temporary directory. */
export async function withTempKv<T>(
  fn: (kv: Deno.Kv, path: string, dir: string) => Promise<T>,
): Promise<T> {
  return await withTempDir(async (dir) => {
    const path = `${dir}/store.kv`;
    using kv = await Deno.openKv(path);
    return await fn(kv, path, dir);
  });
}

/** Every entry of a store (or under `prefix`), in a comparable form. */
export async function dumpKv(
  kv: Deno.Kv,
  prefix: Deno.KvKey = [],
): Promise<Array<{ key: Deno.KvKey; value: unknown }>> {
  const entries: Array<{ key: Deno.KvKey; value: unknown }> = [];
  for await (const entry of kv.list({ prefix })) {
    const value = entry.value instanceof Uint8Array
      ? { bytes: Array.from(entry.value).join(",") }
      : entry.value;
    entries.push({ key: entry.key, value });
  }
  return entries;
}

/** Opens the KV file at `path`, runs `fn`, closes it. */
export async function withKvAt<T>(
  path: string,
  fn: (kv: Deno.Kv) => Promise<T>,
): Promise<T> {
  using kv = await Deno.openKv(path);
  return await fn(kv);
}
