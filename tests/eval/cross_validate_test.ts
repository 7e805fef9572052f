import assert from "node:assert/strict";
import { AUTHOR_GROUPS, ROUNDS } from "./cross_validate.ts";
import { EVAL_SETS } from "./run_eval.ts";

const BLIND_FROM_35 = Object.keys(EVAL_SETS).filter((set) => {
  const number = /^blind(\d+)$/.exec(set)?.[1];
  return number !== undefined && Number(number) >= 35;
});

Deno.test("every blind batch from 35 on is in exactly one author group", () => {
  const grouped = AUTHOR_GROUPS.flatMap((group) => group.sets);
  assert.deepEqual([...grouped].sort(), [...BLIND_FROM_35].sort());
});

Deno.test("the rounds hold blind batches of eight authors and later training batches", () => {
  const seen = new Set<string>();
  for (const round of ROUNDS) {
    assert.equal(round.sets.length, 8, round.name);
    for (const set of round.sets) {
      assert.ok(BLIND_FROM_35.includes(set), `${round.name}: ${set}`);
      assert.ok(!seen.has(set), `${set} is in two rounds`);
      seen.add(set);
    }
    for (const set of round.later) {
      assert.ok(set in EVAL_SETS, `${round.name}: ${set}`);
      assert.match(set, /^train\d+$/);
    }
  }
});
