/**
 * bench/processes.ts: the CPU time of a process, as the benchmarks read it.
 */
import assert from "node:assert/strict";
import { cpuTimeMs, loadAverage } from "../../bench/processes.ts";
import { waitUntil } from "../helpers/wait.ts";

Deno.test({
  name: "cpuTimeMs: this process's CPU time grows while it computes",
  ignore: Deno.build.os !== "linux",
  async fn() {
    const start = cpuTimeMs(Deno.pid);
    assert.equal(typeof start, "number");
    let sink = 0;
    await waitUntil(() => {
      // Busy for a while between checks: the clock ticks every 10 ms.
      const until = performance.now() + 30;
      while (performance.now() < until) sink += Math.sqrt(sink + 1);
      return (cpuTimeMs(Deno.pid) ?? 0) > start!;
    }, { message: "CPU time to grow" });
    assert.ok(sink > 0);
  },
});

Deno.test("cpuTimeMs: null for a process that does not exist", () => {
  // Above the kernel's largest process id (pid_max is at most 2^22).
  assert.equal(cpuTimeMs(2 ** 23), null);
});

Deno.test("loadAverage: three figures from /proc/loadavg", () => {
  assert.match(loadAverage(), /^\d+\.\d+ \d+\.\d+ \d+\.\d+$/);
});
