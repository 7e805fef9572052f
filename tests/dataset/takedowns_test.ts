import assert from "node:assert/strict";
import {
  addTakedowns,
  liftTakedowns,
  sortTakedowns,
  summarizeTakedowns,
} from "../../lib/dataset/takedowns.ts";

Deno.test("summarizeTakedowns: counts per reason, no ids", () => {
  assert.deepEqual(
    summarizeTakedowns([
      { id: "a", reason: "personal data" },
      { id: "b", reason: "court order" },
      { id: "c", reason: "personal data" },
    ]),
    [{ reason: "court order", count: 1 }, {
      reason: "personal data",
      count: 2,
    }],
  );
  assert.deepEqual(summarizeTakedowns([]), []);
});

Deno.test("addTakedowns: known ids only; a second reason replaces the first", () => {
  const ids = new Set(["r1", "r2"]);
  const first = addTakedowns([], { ids: ["r2", "r1", "zz"], reason: "x" }, ids);
  assert.deepEqual(first.unknown, ["zz"]);
  assert.deepEqual(first.takedowns.map((t) => t.id), ["r1", "r2"]);
  const again = addTakedowns(
    first.takedowns,
    { ids: ["r1"], reason: "y" },
    new Set(),
  );
  assert.deepEqual(again.unknown, [], "a taken-down id is known");
  assert.deepEqual(again.takedowns, [{ id: "r1", reason: "y" }, {
    id: "r2",
    reason: "x",
  }]);
});

Deno.test("liftTakedowns: an id not taken down is unknown", () => {
  const current = sortTakedowns([{ id: "b", reason: "x" }, {
    id: "a",
    reason: "x",
  }]);
  assert.deepEqual(current.map((t) => t.id), ["a", "b"]);
  const lifted = liftTakedowns(current, ["a", "q"]);
  assert.deepEqual(lifted.unknown, ["q"]);
  assert.deepEqual(lifted.takedowns, [{ id: "b", reason: "x" }]);
});
