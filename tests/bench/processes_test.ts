/**
 * bench/processes.ts: the CPU time and page faults of a process, as the
 * benchmarks read them.
 */
import assert from "node:assert/strict";
import { cpuTimeMs, loadAverage, minorFaults } from "../../bench/processes.ts";
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

Deno.test({
  name: "minorFaults: grow when this process touches fresh memory",
  ignore: Deno.build.os !== "linux",
  fn() {
    const start = minorFaults(Deno.pid);
    assert.equal(typeof start, "number");
    // 64 MiB written page by page: fresh pages the kernel must map in.
    const memory = new Uint8Array(64 * 1024 * 1024);
    for (let offset = 0; offset < memory.length; offset += 4096) {
      memory[offset] = 1;
    }
    assert.ok(minorFaults(Deno.pid)! > start!);
    assert.equal(minorFaults(2 ** 23), null);
  },
});

Deno.test("loadAverage: three figures from /proc/loadavg", () => {
  assert.match(loadAverage(), /^\d+\.\d+ \d+\.\d+ \d+\.\d+$/);
});
