/**
 * bench/load.ts: the median the benchmarks report and the per-request
 * counters of the server process.
 */
import assert from "node:assert/strict";
import { median, perRequest } from "../../bench/load.ts";

Deno.test("median of odd and even counts, order-free, input untouched", () => {
  const values = [5, 1, 3];
  assert.equal(median(values), 3);
  assert.deepEqual(values, [5, 1, 3]);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([7]), 7);
  assert.ok(Number.isNaN(median([])));
});

Deno.test("perRequest: CPU µs and page faults per request; NaN when unknown", () => {
  assert.deepEqual(
    perRequest({ cpuMs: 100, faults: 10 }, { cpuMs: 130, faults: 70 }, 1000),
    { cpuUsPerRequest: 30, faultsPerRequest: 0.06 },
  );
  const unknown = perRequest(
    { cpuMs: null, faults: 10 },
    { cpuMs: 130, faults: null },
    1000,
  );
  assert.ok(Number.isNaN(unknown.cpuUsPerRequest));
  assert.ok(Number.isNaN(unknown.faultsPerRequest));
});
