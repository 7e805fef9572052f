/** lib/analysis/question_verdicts.ts: the later of two answered questions decides. */
import assert from "node:assert/strict";
import { createAnalyzer } from "../../lib/analysis/mod.ts";
import { ELECTRICIAN } from "../helpers/analysis.ts";

Deno.test("of two answered questions of one aspect, the later decides", () => {
  for (const model of [undefined, null]) {
    const analyzer = createAnalyzer(ELECTRICIAN, { model });
    const aspects = (text: string) =>
      analyzer.analyze({ title: null, text }).aspects.map((a) =>
        `${a.aspect}:${a.sentiment}`
      );
    assert.deepEqual(aspects("Expensive? Yes. Worth it? Also yes."), [
      "price:positive",
    ]);
    assert.deepEqual(aspects("Cheap? No. Worth it? Every penny."), [
      "price:positive",
    ]);
  }
  // A long answer puts the verdict off: the earlier one stands.
  const rules = createAnalyzer(ELECTRICIAN, { model: null });
  assert.deepEqual(
    rules.analyze({
      title: null,
      text: "Cheap? Nope. Worth it? Ask me in ten years.",
    }).aspects.map((a) => `${a.aspect}:${a.sentiment}`).includes(
      "price:negative",
    ),
    true,
  );
});
