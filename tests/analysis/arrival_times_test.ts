import assert from "node:assert/strict";
import { compareTimes } from "../../lib/analysis/arrival_times.ts";
import { viewOf } from "../helpers/analysis.ts";

Deno.test("an arrival after the window is late", () => {
  assert.equal(
    compareTimes(viewOf("They said between 8 and 12, and he showed up at 2.")),
    -1,
  );
});

Deno.test("an arrival within a dashed window is on time", () => {
  assert.equal(
    compareTimes(viewOf("We had an 8-12 window; he arrived at 11:30.")),
    1,
  );
});

Deno.test("a window without an arrival compares nothing", () => {
  assert.equal(
    compareTimes(viewOf("They booked us in for Tuesday between 8 and 10.")),
    0,
  );
  assert.equal(compareTimes(viewOf("He showed up at 2.")), 0);
});
