import assert from "node:assert/strict";
import { registerWaker, wakeLocalWorkers } from "../../lib/websub/wake.ts";

Deno.test("wakeLocalWorkers calls the wakers registered for that store only", async () => {
  const kv = await Deno.openKv(":memory:");
  const other = await Deno.openKv(":memory:");
  try {
    let woken = 0;
    assert.equal(wakeLocalWorkers(kv), false);
    const unregister = registerWaker(kv, () => woken++);
    assert.equal(wakeLocalWorkers(kv), true);
    assert.equal(wakeLocalWorkers(other), false);
    assert.equal(woken, 1);
    unregister();
    assert.equal(wakeLocalWorkers(kv), false);
    assert.equal(woken, 1);
  } finally {
    kv.close();
    other.close();
  }
});
