/**
 * bench/load.ts: the median the benchmarks report.
 */
import assert from "node:assert/strict";
import { median } from "../../bench/load.ts";

Deno.test("median of odd and even counts, order-free, input untouched", () => {
  const values = [5, 1, 3];
  assert.equal(median(values), 3);
  assert.deepEqual(values, [5, 1, 3]);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([7]), 7);
  assert.ok(Number.isNaN(median([])));
});
