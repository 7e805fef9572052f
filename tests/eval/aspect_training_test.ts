import assert from "node:assert/strict";
import { classifyFeatures } from "../../lib/analysis/mod.ts";
import { ASPECT_IDS } from "../../lib/schemas/mod.ts";
import { type Example, train } from "./aspect_training.ts";

/** Class indices with one aspect set (1 positive, 2 negative, 3 neutral). */
function classes(aspect?: string, cls = 2): number[] {
  return ASPECT_IDS.map((id) => (id === aspect ? cls : 0));
}

/** Single-sentence items: "late" is punctuality, "rude" professionalism. */
function corpus(): Example[] {
  const examples: Example[] = [];
  for (let i = 0; i < 30; i++) {
    examples.push({
      set: "main",
      sentences: [["bias:", "w:late", `w:filler${i % 5}`]],
      classes: classes("punctuality"),
    });
    examples.push({
      set: "main",
      sentences: [["bias:", "w:rude", `w:filler${i % 5}`]],
      classes: classes("professionalism"),
    });
    examples.push({
      set: "main",
      sentences: [["bias:", `w:filler${i % 5}`]],
      classes: classes(),
    });
  }
  return examples;
}

Deno.test("training is deterministic, and averaged runs differ from one", () => {
  const examples = corpus();
  const options = { epochs: 6, minCount: 1 };
  assert.deepEqual(train(examples, options), train(examples, options));
  assert.notDeepEqual(
    train(examples, { ...options, runs: 1 }),
    train(examples, { ...options, runs: 2 }),
  );
});

Deno.test("a review's labels are learnt from the sentence that shows them", () => {
  // Reviews of two sentences labelled as a whole: the scheduling label
  // belongs to the "weeks" sentence; the "late" sentence stays
  // punctuality only.
  const examples = corpus();
  for (let i = 0; i < 30; i++) {
    examples.push({
      set: "holdout",
      sentences: [["bias:", "w:late"], ["bias:", "w:weeks"]],
      classes: ASPECT_IDS.map((id) =>
        id === "punctuality" || id === "scheduling" ? 2 : 0
      ),
    });
  }
  const model = train(examples, { epochs: 10, minCount: 1 });
  assert.deepEqual(classifyFeatures(model, ["bias:", "w:weeks"]), [[
    "scheduling",
    "negative",
  ]]);
  assert.deepEqual(classifyFeatures(model, ["bias:", "w:late"]), [[
    "punctuality",
    "negative",
  ]]);
  assert.deepEqual(classifyFeatures(model, ["bias:", "w:filler1"]), []);
});

Deno.test("a per-aspect none offset replaces the common one for that aspect", () => {
  const examples = corpus();
  const options = { epochs: 6, minCount: 1 };
  const model = train(examples, options);
  assert.deepEqual(classifyFeatures(model, ["bias:", "w:late"]), [[
    "punctuality",
    "negative",
  ]]);
  // A large offset for punctuality raises its "none" score above the
  // evidence; professionalism keeps the common offset.
  const cautious = train(examples, {
    ...options,
    noneOffsets: { punctuality: -20 },
  });
  assert.deepEqual(classifyFeatures(cautious, ["bias:", "w:late"]), []);
  assert.deepEqual(classifyFeatures(cautious, ["bias:", "w:rude"]), [[
    "professionalism",
    "negative",
  ]]);
});
