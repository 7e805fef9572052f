import assert from "node:assert/strict";
import { sentenceStatements } from "../../lib/analysis/statements.ts";
import { viewOf } from "../helpers/analysis.ts";

/** Aspect and score sign of each statement of a sentence. */
function statements(text: string): string[] {
  return sentenceStatements(viewOf(text), new Set()).map((statement) =>
    `${statement.aspect}:${Math.sign(statement.score)}`
  );
}

Deno.test("one statement per aspect, with the sign of its opinion", () => {
  assert.deepEqual(statements("Great price but the tech was rude."), [
    "price:1",
    "professionalism:-1",
  ]);
  assert.deepEqual(statements("He showed up on time."), ["punctuality:1"]);
});

Deno.test("a hedge or a lukewarm verdict leaves a mild opinion neutral", () => {
  assert.deepEqual(statements("The install looks fine, I guess."), [
    "quality:0",
  ]);
  assert.deepEqual(statements("The work was fine, nothing special."), [
    "quality:0",
  ]);
});

Deno.test("the contrast wins for the same aspect", () => {
  assert.deepEqual(statements("Not cheap, but worth every penny."), [
    "price:1",
  ]);
});

Deno.test("compared amounts and arrival times decide", () => {
  assert.deepEqual(statements("Quoted $380, invoiced $610."), ["price:-1"]);
  assert.deepEqual(
    statements("They said between 8 and 12, and he showed up at 2."),
    ["punctuality:-1"],
  );
});

Deno.test("blocked positions hold no cue", () => {
  const sv = viewOf("Polite tech.");
  const all = new Set(sv.view.map((_, position) => position));
  assert.deepEqual(sentenceStatements(sv, all), []);
});

Deno.test("evidence spans stay inside the sentence", () => {
  const sv = viewOf("The price was high, but the tech was polite.");
  for (const statement of sentenceStatements(sv, new Set())) {
    assert.ok(0 <= statement.from && statement.from <= statement.to);
    assert.ok(statement.to < sv.view.length);
    assert.ok(statement.from <= statement.order);
  }
});
