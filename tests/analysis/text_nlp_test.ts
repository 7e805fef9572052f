import assert from "node:assert/strict";
import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";
import { tokenize, WINK_PIPE } from "../../lib/analysis/text_nlp.ts";
import { loadEvalSet } from "../eval/run_eval.ts";

Deno.test("tokenize gives offsets that point into the text", () => {
  const text = "Hi  there.\n\nThe tech (Mike) wasn't late...  Done";
  const { tokens } = tokenize(text);
  for (const token of tokens) {
    assert.equal(text.slice(token.start, token.end), token.text);
  }
  assert.ok(
    tokens.every((token, i) => i === 0 || token.start >= tokens[i - 1].end),
  );
});

Deno.test("tokenize splits sentences and keeps their sentiment", () => {
  const result = tokenize("Great work. Terrible attitude!");
  assert.equal(result.sentences.length, 2);
  assert.equal(result.sentiments.length, 2);
  assert.ok(result.sentiments[0] > 0);
  assert.ok(result.sentiments[1] < 0);
  const [first, second] = result.sentences;
  assert.equal(result.tokens[first[0]].text, "Great");
  assert.equal(result.tokens[second[0]].text, "Terrible");
});

Deno.test("tokenize normalises contractions and keeps word forms", () => {
  const { tokens } = tokenize("He didn't come through. Left it.");
  const norms = tokens.map((token) => token.norm);
  assert.deepEqual(norms.slice(0, 5), ["he", "did", "not", "come", "through"]);
  const left = tokens.find((token) => token.text === "Left")!;
  assert.equal(left.lemma, "leave");
  assert.equal(left.cap, true);
  const not = tokens.find((token) => token.norm === "not")!;
  assert.equal(not.glued, true);
});

Deno.test("tokenize flags negation scope and POS", () => {
  const { tokens } = tokenize("It was not late.");
  const late = tokens.find((token) => token.text === "late")!;
  assert.equal(late.neg, true);
  assert.equal(late.pos, "ADJ");
  assert.equal(tokens[tokens.length - 1].punct, true);
});

Deno.test("French 'dont' is one word, English 'dont' is 'do not'", () => {
  const text = "Un technicien dont le travail est impeccable. I dont know.";
  const { tokens } = tokenize(text);
  assert.deepEqual(tokens.map((token) => token.norm), [
    "un",
    "technicien",
    "dont",
    "le",
    "travail",
    "est",
    "impeccable",
    ".",
    "i",
    "do",
    "not",
    "know",
    ".",
  ]);
  for (const token of tokens) {
    assert.equal(text.slice(token.start, token.end), token.text);
  }
});

Deno.test("'ain'' without its t is 'ain't': the apostrophe ends no negation", () => {
  const text = "We ain' had a backup since. He ain’ know. Ain' it?";
  const { tokens, sentences } = tokenize(text);
  assert.deepEqual(tokens.map((token) => token.norm), [
    "we",
    "are",
    "not",
    "had",
    "a",
    "backup",
    "since",
    ".",
    "he",
    "are",
    "not",
    "know",
    ".",
    "are",
    "not",
    "it",
    "?",
  ]);
  assert.equal(tokens.filter((token) => token.punct).length, 3);
  for (const token of tokens) {
    assert.equal(text.slice(token.start, token.end), token.text);
  }
  assert.equal(sentences.length, 3);
  assert.equal(tokens[sentences[1][0]].text, "He");
});

Deno.test("a bare 'ain' is 'not', and Scots 'ain' after a possessive is 'own'", () => {
  const norms = (text: string) => tokenize(text).tokens.map((t) => t.norm);
  assert.deepEqual(norms("He ain call nobody."), [
    "he",
    "not",
    "call",
    "nobody",
    ".",
  ]);
  assert.deepEqual(norms("Dey ain rude"), ["dey", "not", "rude"]);
  assert.ok(!norms("It's my ain hoose.").includes("not"));
  assert.ok(!norms("Their ain tools.").includes("not"));
});

Deno.test("tokenize of blank text is empty", () => {
  assert.deepEqual(tokenize("   "), {
    text: "   ",
    tokens: [],
    sentences: [],
    sentiments: [],
  });
});

Deno.test("tokenize reads contractions written without an apostrophe", () => {
  const { tokens } = tokenize("he didnt call, cant say, im sure");
  const norms = tokens.map((token) => token.norm);
  assert.deepEqual(norms, [
    "he",
    "did",
    "not",
    "call",
    ",",
    "can",
    "not",
    "say",
    ",",
    "i",
    "am",
    "sure",
  ]);
  const text = "im sure";
  const split = tokenize(text).tokens;
  assert.equal(text.slice(split[0].start, split[1].end), "im");
});

Deno.test("'cannot' before a mark is 'can not', and every token has a lemma", () => {
  // wink-nlp keeps "cannot" whole before a comma and gives it no lemma.
  for (const text of ["I cannot, in good conscience, say.", "Cannot."]) {
    const norms = tokenize(text).tokens.map((token) => token.norm);
    const can = norms.indexOf("can");
    assert.deepEqual(norms.slice(can, can + 2), ["can", "not"], text);
    for (const token of tokenize(text).tokens) {
      assert.equal(typeof token.lemma, "string");
    }
  }
});

Deno.test("the wink-nlp pipe without its entity recogniser reads text the same", async () => {
  // The shortcut of WINK_PIPE held to wink-nlp's default pipe on every
  // fourth labelled item of every set (all 75,000 took 19 s of the suite).
  const full = winkNLP(model);
  const lean = winkNLP(model, [...WINK_PIPE]);
  // deno-lint-ignore no-explicit-any
  const read = (engine: any, text: string) => {
    const its = engine.its;
    const doc = engine.readDoc(text);
    const tokens = doc.tokens();
    const sentences = doc.sentences();
    return [
      tokens.out(),
      tokens.out(its.normal),
      tokens.out(its.lemma),
      tokens.out(its.pos),
      tokens.out(its.negationFlag),
      tokens.out(its.precedingSpaces),
      sentences.out(its.span),
      sentences.out(its.sentiment),
    ];
  };
  const { sentences } = await loadEvalSet();
  for (const [index, { text }] of sentences.entries()) {
    if (index % 4 !== 0 || text.trim() === "") continue;
    assert.deepEqual(read(lean, text), read(full, text), text);
  }
});

Deno.test("tokenize keeps a word with Latin letters beyond Latin-1 whole", () => {
  const text = "Bałagan, Dvořák, değil, cảm ơn rồi. Nowak's van";
  const { tokens } = tokenize(text);
  for (const token of tokens) {
    assert.equal(text.slice(token.start, token.end), token.text);
  }
  assert.deepEqual(
    tokens.filter((t) => !t.punct).map((t) => t.norm),
    ["bałagan", "dvořák", "değil", "cảm", "ơn", "rồi", "nowak", "'s", "van"],
  );
});

Deno.test("a clock time at the end of a text gives up its full stop", () => {
  const { tokens } = tokenize("He came at 11am.");
  assert.deepEqual(tokens.slice(-2).map((token) => token.norm), ["11am", "."]);
  assert.deepEqual(tokens.slice(-2).map((token) => token.end), [15, 16]);
  assert.deepEqual(
    tokenize("Back at 8:30pm. Then left.").tokens.map((token) => token.norm)
      .slice(2, 4),
    ["8:30pm", "."],
  );
});

Deno.test("tokenize reads words named like an object's own properties", () => {
  // Plain-object lookups once took "constructor" for a contraction.
  const { tokens } = tokenize(
    "The constructor was fine, toString valueOf __proto__ hasOwnProperty.",
  );
  assert.deepEqual(
    tokens.filter((token) => !token.punct).map((token) => token.norm),
    [
      "the",
      "constructor",
      "was",
      "fine",
      "tostring",
      "valueof",
      "__",
      "proto",
      "__",
      "hasownproperty",
    ],
  );
});
