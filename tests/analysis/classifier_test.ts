import assert from "node:assert/strict";
import {
  type AspectModel,
  CLASSES,
  classifyFeatures,
  decide,
  decisions,
  DEFAULT_MODEL,
  featureList,
  oneSentimentPerAspect,
  scoreFeatures,
  scoreSentence,
} from "../../lib/analysis/classifier.ts";
import {
  createAnalyzer,
  createFeatureExtractor,
} from "../../lib/analysis/analyze.ts";
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

Deno.test("features: words, negation scope, word pairs, cues, statements", async () => {
  const { businesses } = await loadEvalSet(["main"]);
  const extract = createFeatureExtractor(businesses.keystone);
  const [features] = extract("No leaks, and no mess left behind!");
  assert.ok(features.includes("bias:"));
  assert.ok(features.includes("w:no"));
  // A catalogue name is its tag ("leaks" is the leak repair service);
  // words in a negation's scope are marked; "and" ends the scope.
  assert.ok(features.includes("n:@service"));
  assert.ok(features.includes("w:and"));
  assert.ok(features.includes("n:mess"));
  assert.ok(features.includes("b:no mess"));
  assert.ok(features.includes("w:!"));
  // A negated cue, and the rules' statement on it.
  assert.ok(features.includes("c:cleanliness:-~"));
  assert.ok(features.includes("s:cleanliness:+"));
  // A statement of compared amounts has its own feature.
  const [compared] = extract("Quoted $380, invoiced $610.");
  assert.ok(compared.includes("s:honesty:-"));
  assert.ok(compared.includes("sx:honesty:-"));
  assert.ok(!features.some((feature) => feature.startsWith("sx:")));
  // One list per sentence.
  assert.equal(extract("Fine. Late though.").length, 2);
  assert.deepEqual(extract("   "), []);
});

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
      const keep = oneSentimentPerAspect(found);
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

Deno.test("decisions carry margins; one sentiment per aspect per review", () => {
  const scores = scoreSentence(TOY, (sink) => {
    sink.add("bias", "");
    sink.add("w", "leak");
  });
  assert.deepEqual(decisions(scores), [{
    aspect: "quality",
    sentiment: "negative",
    margin: 1.5,
  }]);
  // The most confident sentiment of an aspect stands; other aspects and
  // repeats of the standing sentiment are kept.
  assert.deepEqual(
    oneSentimentPerAspect([
      { aspect: "quality", sentiment: "negative", margin: 0.4 },
      { aspect: "price", sentiment: "positive", margin: 0.1 },
      { aspect: "quality", sentiment: "positive", margin: 1.2 },
      { aspect: "quality", sentiment: "positive", margin: 0.2 },
    ]),
    [false, true, true, true],
  );
});

Deno.test("features mark the parts of a contrast and the sentence length", async () => {
  const { businesses } = await loadEvalSet(["main"]);
  const extract = createFeatureExtractor(businesses.keystone);
  const [features] = extract("Not cheap, but worth every penny.");
  // The conceded part (before "but") and the part that decides.
  assert.ok(features.some((f) => f.startsWith("c1:")), features.join(" "));
  assert.ok(features.some((f) => f.startsWith("c2:")), features.join(" "));
  assert.ok(features.includes("s:len:2"));
  const [plain] = extract("Worth every penny.");
  assert.ok(!plain.some((f) => /^[cs][12]:/.test(f)));
  assert.ok(plain.includes("s:len:1"));
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

Deno.test("features mark a description with the subject it is said of", async () => {
  const { businesses } = await loadEvalSet(["main"]);
  const extract = createFeatureExtractor(businesses.keystone);
  const [person] = extract("The technician, Rich, was genuinely lovely.");
  assert.ok(person.includes("sjP:lovely"), person.join(" "));
  const [thing] = extract("The tiling looks lovely.");
  assert.ok(thing.includes("sjT:lovely"), thing.join(" "));
  assert.ok(!thing.includes("sjP:lovely"));
  const [negated] = extract("He was not rude at all.");
  assert.ok(negated.includes("sjP~:rude"), negated.join(" "));
  const [verb] = extract("The office keeps losing my booking.");
  assert.ok(verb.some((f) => f.startsWith("svP:")), verb.join(" "));
});
