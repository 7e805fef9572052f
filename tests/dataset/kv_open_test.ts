import assert from "node:assert/strict";
import { openStore } from "../../lib/dataset/kv_open.ts";
import { withTempDir } from "../helpers/kv.ts";

Deno.test("openStore creates the folders of a file path", async () => {
  await withTempDir(async (dir) => {
    const path = `${dir}/nested/deeper/store.kv`;
    const kv = await openStore(path);
    try {
      await kv.set(["k"], "v");
    } finally {
      kv.close();
    }
    assert.ok((await Deno.stat(path)).isFile);
    // The data is in the file: a second open sees it.
    const again = await openStore(path);
    try {
      assert.equal((await again.get(["k"])).value, "v");
    } finally {
      again.close();
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
  const kv = await openStore(":memory:");
  try {
    await kv.set(["a"], 1);
    assert.equal((await kv.get(["a"])).value, 1);
  } finally {
    kv.close();
  }
  // Nothing survives: a new in-memory store is empty.
  const fresh = await openStore(":memory:");
  try {
    assert.equal((await fresh.get(["a"])).value, null);
  } finally {
    fresh.close();
  }
});
