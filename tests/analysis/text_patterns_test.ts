import assert from "node:assert/strict";
import {
  compilePatterns,
  expandBraces,
  findAllMatches,
  matchView,
  selectMatches,
} from "../../lib/analysis/text_patterns.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";

function matchesIn(text: string, patterns: string[]): string[] {
  const set = compilePatterns(
    patterns.map((pattern) => ({ pattern, data: pattern })),
  );
  const { tokens } = tokenize(text);
  const view = matchView(tokens);
  return selectMatches(findAllMatches(set, tokens, { view })).map((match) =>
    match.pattern.data
  );
}

Deno.test("expandBraces expands multi-word alternatives", () => {
  assert.deepEqual(expandBraces("worth {it|every penny}"), [
    "worth it",
    "worth every penny",
  ]);
  assert.deepEqual(expandBraces("{a|b c} x {y|}"), [
    "a x y",
    "a x",
    "b c x y",
    "b c x",
  ]);
  assert.throws(() => expandBraces("broken {brace"));
});

Deno.test("words match the normal form or the lemma", () => {
  assert.deepEqual(matchesIn("He left a mess.", ["leave a mess"]), [
    "leave a mess",
  ]);
  assert.deepEqual(matchesIn("He leaves a mess.", ["=left a mess"]), []);
});

Deno.test("alternatives, gaps and POS constraints", () => {
  assert.deepEqual(
    matchesIn("They left the whole place a mess.", ["leave * mess"]),
    [],
  );
  assert.deepEqual(matchesIn("They left the place a mess.", ["leave * mess"]), [
    "leave * mess",
  ]);
  assert.deepEqual(matchesIn("Left it, a mess.", ["leave * mess"]), []);
  assert.deepEqual(matchesIn("Very clean work.", ["clean:ADJ"]), ["clean:ADJ"]);
  assert.deepEqual(matchesIn("They clean drains.", ["clean:ADJ"]), []);
});

Deno.test("selection prefers longer matches and never overlaps", () => {
  assert.deepEqual(
    matchesIn("The price was higher than quoted.", [
      "high|higher",
      "higher than * quoted",
      "price",
    ]),
    ["price", "higher than * quoted"],
  );
});

Deno.test("the view skips in-word joiners", () => {
  assert.deepEqual(matchesIn("A no-show, twice.", ["no show"]), ["no show"]);
  assert.deepEqual(matchesIn("Our A/C died.", ["a c"]), ["a c"]);
  assert.deepEqual(matchesIn("no - show", ["no show"]), []);
});

Deno.test("patterns must start with a word", () => {
  assert.throws(() => compilePatterns([{ pattern: "* late", data: 1 }]));
  assert.throws(() => compilePatterns([{ pattern: "  ", data: 1 }]));
});

Deno.test("patterns are found whether their second element is a word or a gap", () => {
  // Indexed by their first two words, or by the first alone.
  const patterns = ["not clean", "not * up", "did|do not", "not", "not up"];
  const set = compilePatterns(
    patterns.map((pattern) => ({ pattern, data: pattern })),
  );
  const { tokens } = tokenize("They did not clean up at all.");
  const found = findAllMatches(set, tokens, { view: matchView(tokens) }).map((
    match,
  ) => match.pattern.data);
  assert.deepEqual(found, ["did|do not", "not clean", "not * up", "not"]);
  assert.deepEqual(matchesIn("Not clean.", ["not clean", "not"]), [
    "not clean",
  ]);
  // The second word may match by its lemma ("left": "leave").
  assert.deepEqual(matchesIn("Never left a mess.", ["never leave"]), [
    "never leave",
  ]);
  // At the end of the range there is no second word.
  assert.deepEqual(matchesIn("Late, not", ["not late", "not"]), ["not"]);
});

Deno.test("among equal matches, the pattern reached by the written form wins", () => {
  assert.deepEqual(
    matchesIn("The furnace was repaired.", ["repair|install", "=repaired"]),
    ["=repaired"],
  );
});
