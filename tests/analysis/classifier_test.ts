import assert from "node:assert/strict";
import {
  type AspectModel,
  CLASSES,
  classifyFeatures,
  decide,
  type Decision,
  decisions,
  DEFAULT_MODEL,
  onePerAspect,
  scoreFeatures,
  scoreSentence,
} from "../../lib/analysis/classifier.ts";
import {
  createAnalyzer,
  createFeatureExtractor,
} from "../../lib/analysis/analyze.ts";
import { featureList } from "../../lib/analysis/sentence_features.ts";
import { ASPECT_IDS } from "../../lib/schemas/mod.ts";
import { loadEvalSet } from "../eval/run_eval.ts";

/** A model of a few hand-set weights (scale 10). */
const TOY: AspectModel = {
  version: 2,
  scale: 10,
  features: ["bias:", "w:leak", "b:no mess", "n:leak"],
  weights: {
    quality: [[0, 10, 0, 0, 0], [1, 0, 0, 25, 0], [3, 0, 25, 0, 0]],
    cleanliness: [[0, 10, 0, 0, 0], [2, 0, 30, 0, 0]],
  },
};

Deno.test("scores add the weights of the features present, per aspect", () => {
  const scores = scoreSentence(TOY, (sink) => {
    sink.add("bias", "");
    sink.add("w", "leak");
    sink.add("w", "unknown");
    sink.bigram("no", "mess");
  });
  const q = ASPECT_IDS.indexOf("quality") * 4;
  const c = ASPECT_IDS.indexOf("cleanliness") * 4;
  assert.deepEqual([...scores.slice(q, q + 4)], [1, 0, 2.5, 0]);
  assert.deepEqual([...scores.slice(c, c + 4)], [1, 3, 0, 0]);
  // In ASPECT_IDS order.
  assert.deepEqual(decide(scores), [
    ["quality", "negative"],
    ["cleanliness", "positive"],
  ]);
  // "none" wins without evidence.
  assert.deepEqual(classifyFeatures(TOY, ["bias:"]), []);
  assert.deepEqual(classifyFeatures(TOY, ["bias:", "n:leak"]), [[
    "quality",
    "positive",
  ]]);
  assert.equal(CLASSES[0], "none");
});

Deno.test("the string-free scoring of analysis equals scoring the feature strings", async () => {
  // Analysis sums weights straight from the features (a speed shortcut);
  // training and cross-validation score the feature strings. Both must
  // decide the same on every labelled item.
  const { sentences, businesses } = await loadEvalSet(["main", "blind22"]);
  for (const [key, business] of Object.entries(businesses)) {
    const analyzer = createAnalyzer(business);
    const extract = createFeatureExtractor(business);
    for (const sentence of sentences.filter((s) => s.business === key)) {
      const found = extract(sentence.text).flatMap((features) =>
        decisions(scoreFeatures(DEFAULT_MODEL, features))
      );
      const keep = onePerAspect(found);
      const viaStrings = new Set(
        found.filter((_, i) => keep[i]).map(({ aspect, sentiment }) =>
          `${aspect}:${sentiment}`
        ),
      );
      const viaAnalysis = new Set(
        analyzer.analyze({ title: null, text: sentence.text }).aspects.map((
          m,
        ) => `${m.aspect}:${m.sentiment}`),
      );
      assert.deepEqual(viaAnalysis, viaStrings, sentence.text);
    }
  }
});

Deno.test("decisions carry margins; one decision per aspect per review", () => {
  const scores = scoreSentence(TOY, (sink) => {
    sink.add("bias", "");
    sink.add("w", "leak");
  });
  assert.deepEqual(decisions(scores), [{
    aspect: "quality",
    sentiment: "negative",
    margin: 1.5,
  }]);
  // The most confident decision of an aspect stands; other aspects are
  // kept, repeats of the standing sentiment are not (one entry each).
  const found: Decision[] = [
    { aspect: "quality", sentiment: "negative", margin: 0.4 },
    { aspect: "price", sentiment: "positive", margin: 0.1 },
    { aspect: "quality", sentiment: "positive", margin: 1.2 },
    { aspect: "quality", sentiment: "positive", margin: 0.2 },
  ];
  assert.deepEqual(onePerAspect(found), [false, true, true, false]);
});

Deno.test("the shipped model is small and well formed", () => {
  assert.equal(DEFAULT_MODEL.version, 2);
  const list = featureList();
  list.add("w", "leak");
  list.bigram("no", "mess");
  assert.deepEqual(list.features, ["w:leak", "b:no mess"]);
  for (const rows of Object.values(DEFAULT_MODEL.weights)) {
    for (const [index, ...values] of rows) {
      assert.ok(index >= 0 && index < DEFAULT_MODEL.features.length);
      assert.equal(values.length, 4);
      assert.ok(values.every(Number.isInteger));
    }
  }
});
