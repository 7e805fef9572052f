import assert from "node:assert/strict";
import { compareAmounts, hasAmount } from "../../lib/analysis/amounts.ts";
import type { CueHit } from "../../lib/analysis/cues.ts";
import { lexicon } from "../../lib/analysis/cues.ts";
import { viewOf } from "../helpers/analysis.ts";

Deno.test("a final bill above the quote is dearer", () => {
  assert.equal(compareAmounts(viewOf("Quoted $380, invoiced $610.")), -1);
  assert.equal(compareAmounts(viewOf("Quoted $610, invoiced $380.")), 1);
});

Deno.test("another company's higher amount makes ours cheaper", () => {
  assert.equal(
    compareAmounts(
      viewOf("I was quoted $4,500 elsewhere and they did it for $2,800."),
    ),
    1,
  );
});

Deno.test("one amount, or amounts without roles, compare nothing", () => {
  assert.equal(compareAmounts(viewOf("The service call fee was $89.")), 0);
  assert.equal(compareAmounts(viewOf("They fixed it.")), 0);
});

Deno.test("an amount counts only in the segment of a hit", () => {
  const sv = viewOf("The fee was $89, the tech was polite.");
  const cue = lexicon().patterns[0].data;
  const hit = (segment: number): CueHit => ({
    cue,
    pol: 0,
    literals: [0],
    segment,
    negated: false,
  });
  assert.equal(hasAmount(sv, [hit(0)]), true);
  assert.equal(hasAmount(sv, [hit(1)]), false);
});
