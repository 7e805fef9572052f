import assert from "node:assert/strict";
import { addComparisons } from "../../lib/analysis/comparisons.ts";
import type { Statement } from "../../lib/analysis/cues.ts";
import { viewOf } from "../helpers/analysis.ts";

/** The statements numbers add to `statements` in a sentence. */
function compared(text: string, statements: Statement[] = []): string[] {
  addComparisons(viewOf(text), statements);
  return statements.map((s) =>
    `${s.aspect}:${Math.sign(s.score)}${s.rated ? " rated" : ""}`
  );
}

Deno.test("an arrival, a job's length and a bill against their promises", () => {
  assert.deepEqual(compared("Between 8 and 12, and he showed up at 2."), [
    "punctuality:-1",
  ]);
  assert.deepEqual(compared("They said two hours and it took six."), [
    "scheduling:-1",
  ]);
  assert.deepEqual(compared("Quoted 650, paid 650."), ["honesty:1"]);
});

Deno.test("a rating is the reviewer's own; a worded verdict stands against a comparison", () => {
  assert.deepEqual(compared("Timeliness 2/5."), ["punctuality:-1 rated"]);
  const worded: Statement = {
    aspect: "punctuality",
    score: 1,
    specific: true,
    from: 0,
    to: 0,
    order: 0,
  };
  assert.deepEqual(
    compared("Between 8 and 12, and he showed up at 2.", [worded]),
    ["punctuality:1"],
  );
});

Deno.test("a rating outweighs a cue that overlaps its name", () => {
  // The cue of "clean up" starts before the rating's name ends.
  const cue: Statement = {
    aspect: "cleanliness",
    score: 1,
    specific: true,
    from: 2,
    to: 4,
    order: 2,
  };
  assert.deepEqual(compared("Manners: C. Clean up: F.", [cue]), [
    "cleanliness:-1 rated",
    "professionalism:0 rated",
  ]);
});

Deno.test("a score given to a phrase: its cue's verdict, or the work's", () => {
  assert.deepEqual(compared("Price for the panel: 👎."), [
    "price:-1 rated",
  ]);
});
