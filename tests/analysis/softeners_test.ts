/** lib/analysis/softeners.ts: hedges, lukewarm verdicts, excuses. */
import assert from "node:assert/strict";
import { buildClauses } from "../../lib/analysis/sentence_view.ts";
import { isExcuse, isHedged } from "../../lib/analysis/softeners.ts";
import { viewOf } from "../helpers/analysis.ts";

/** Whether each clause of a sentence passes `test`. */
function byClause(
  text: string,
  test: typeof isExcuse,
): boolean[] {
  const sv = viewOf(text);
  return buildClauses(sv).map((clause) => test(sv, clause));
}

Deno.test("isExcuse: the words of an excuse, in the clause that holds them", () => {
  assert.deepEqual(byClause("A bit pricey, but I get it.", isExcuse), [
    false,
    true,
  ]);
  assert.deepEqual(
    byClause("The trip fee stung, but that one's on me.", isExcuse),
    [false, true],
  );
  assert.deepEqual(byClause("Steep, but I'll live with it.", isExcuse), [
    false,
    true,
  ]);
  assert.deepEqual(byClause("Steep, but worth every penny.", isExcuse), [
    false,
    false,
  ]);
});

Deno.test("isHedged: 'I guess' or 'I suppose' in the clause", () => {
  assert.deepEqual(byClause("The install looks fine, I guess.", isHedged), [
    true,
  ]);
  assert.deepEqual(byClause("The install looks fine.", isHedged), [false]);
});
