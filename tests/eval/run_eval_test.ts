import assert from "node:assert/strict";
import { compareLabels, type LabelledSentence } from "./run_eval.ts";

function item(
  text: string,
  aspects: Array<[string, string]>,
  services: string[] = [],
): LabelledSentence {
  return { business: "keystone", text, aspects, technicians: [], services };
}

Deno.test("compareLabels: the same labels agree fully", () => {
  const labels = [
    item("On time and tidy.", [["punctuality", "positive"], [
      "cleanliness",
      "positive",
    ]]),
    item("", []),
  ];
  const result = compareLabels(labels, structuredClone(labels));
  assert.deepStrictEqual(result.pairs.f1, 1);
  assert.deepStrictEqual(result.mismatches, []);
});

Deno.test("compareLabels: a wrong sentiment is a false and a missed pair, a found aspect", () => {
  const expected = [
    item("Pricey but worth it.", [["price", "positive"]], ["drain-cleaning"]),
    item("Late again.", [["punctuality", "negative"]]),
  ];
  const actual = [
    item("Pricey but worth it.", [["price", "negative"]], ["drain-cleaning"]),
    item("Late again.", []),
  ];
  const result = compareLabels(expected, actual);
  assert.deepStrictEqual([result.pairs.tp, result.pairs.fp, result.pairs.fn], [
    0,
    1,
    2,
  ]);
  assert.deepStrictEqual([
    result.aspects.tp,
    result.aspects.fp,
    result.aspects.fn,
  ], [
    1,
    0,
    1,
  ]);
  assert.deepStrictEqual(result.sentimentAccuracy, 0);
  assert.deepStrictEqual(result.services.f1, 1);
  assert.deepStrictEqual(result.mismatches.length, 2);
});

Deno.test("compareLabels: refuses labellings of different items", () => {
  assert.throws(
    () => compareLabels([item("a", [])], [item("b", [])]),
    /item 0 differs/,
  );
  assert.throws(
    () => compareLabels([item("a", [])], []),
    /1 labelled items against 0/,
  );
});
