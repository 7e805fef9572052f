import assert from "node:assert/strict";
import {
  compilePatterns,
  expandBraces,
  matchView,
  selectMatches,
} from "../../lib/analysis/text_patterns.ts";
import { findAllMatches } from "../../lib/analysis/pattern_matching.ts";
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

Deno.test("among equal matches, the pattern reached by the written form wins", () => {
  assert.deepEqual(
    matchesIn("The furnace was repaired.", ["repair|install", "=repaired"]),
    ["=repaired"],
  );
});
