import assert from "node:assert/strict";
import { ConfigError } from "../../lib/config.ts";
import { openStore } from "../../lib/dataset/kv_open.ts";
import { withTempDir } from "../helpers/kv.ts";

Deno.test("openStore creates the folders of a file path", async () => {
  await withTempDir(async (dir) => {
    const path = `${dir}/nested/deeper/store.kv`;
    {
      using kv = await openStore(path);
      await kv.set(["k"], "v");
    }
    assert.ok((await Deno.stat(path)).isFile);
    // The data is in the file: a second open sees it.
    {
      using again = await openStore(path);
      assert.equal((await again.get(["k"])).value, "v");
    }
  });
});

Deno.test("openStore opens an existing folder's file", async () => {
  await withTempDir(async (dir) => {
    const kv = await openStore(`${dir}/store.kv`);
    kv.close();
    assert.ok((await Deno.stat(`${dir}/store.kv`)).isFile);
  });
});

Deno.test("openStore opens an in-memory store", async () => {
  {
    using kv = await openStore(":memory:");
    await kv.set(["a"], 1);
    assert.equal((await kv.get(["a"])).value, 1);
  }
  // Nothing survives: a new in-memory store is empty.
  {
    using fresh = await openStore(":memory:");
    assert.equal((await fresh.get(["a"])).value, null);
  }
});

Deno.test("openStore: a store that cannot be opened is a configuration error naming KV_PATH", async () => {
  await withTempDir(async (dir) => {
    // A file where the store's folder should be: the folder cannot be made.
    await Deno.writeTextFile(`${dir}/plain`, "not a folder");
    for (const path of [`${dir}/plain/store.kv`, `${dir}/plain`]) {
      await assert.rejects(
        () => openStore(path),
        (error: Error) =>
          error instanceof ConfigError &&
          error.message.includes(`KV_PATH=${path}: cannot open the store`),
      );
    }
  });
});
