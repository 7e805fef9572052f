import assert from "node:assert/strict";
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
