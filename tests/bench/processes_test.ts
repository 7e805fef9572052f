/** bench/processes.ts: the CPU time the benchmarks read per process. */
import assert from "node:assert/strict";
import { cpuSeconds } from "../../bench/processes.ts";

Deno.test({
  name: "cpuSeconds counts this process's CPU time and grows with work",
  ignore: Deno.build.os !== "linux",
  fn: async () => {
    const before = await cpuSeconds(Deno.pid);
    assert.ok(Number.isFinite(before) && before > 0, String(before));
    // Busy until the clock-tick counter has moved (a condition, no timing
    // bound: it ends as soon as the kernel has counted some CPU time).
    let after = before;
    let spins = 0;
    while (after <= before) {
      for (let i = 0; i < 1e6; i++) spins += Math.sqrt(i);
      after = await cpuSeconds(Deno.pid);
    }
    assert.ok(after > before && spins > 0);
  },
});

Deno.test("cpuSeconds is NaN for a process that does not exist", async () => {
  assert.ok(Number.isNaN(await cpuSeconds(2 ** 31 - 1)));
});
