import assert from "node:assert/strict";
import { findAllMatches } from "../../lib/analysis/pattern_matching.ts";
import {
  compilePatterns,
  matchView,
} from "../../lib/analysis/text_patterns.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import { lexicon } from "../../lib/analysis/cues.ts";

function found(
  set: ReturnType<typeof compilePatterns<string>>,
  text: string,
  range: { from?: number; to?: number } = {},
): string[] {
  const { tokens } = tokenize(text);
  return findAllMatches(set, tokens, { view: matchView(tokens), ...range })
    .map((match) => match.pattern.data);
}

function setOf(patterns: string[]) {
  return compilePatterns(
    patterns.map((pattern) => ({ pattern, data: pattern })),
  );
}

Deno.test("patterns are found whether their second element is a word or a gap", () => {
  // Indexed by their first two words, or by the first alone.
  const patterns = ["not clean", "not * up", "did|do not", "not", "not up"];
  const set = setOf(patterns);
  assert.deepEqual(found(set, "They did not clean up at all."), [
    "did|do not",
    "not clean",
    "not * up",
    "not",
  ]);
  // The second word may match by its lemma ("left": "leave").
  assert.deepEqual(found(setOf(["never leave"]), "Never left a mess."), [
    "never leave",
  ]);
  // At the end of the range there is no second word.
  assert.deepEqual(found(setOf(["not late", "not"]), "Late, not"), ["not"]);
});

Deno.test("successive calls on one set each find their own matches", () => {
  // The set's presence marks are reused by every call with a new stamp:
  // each call must see the words of its own range, and only those.
  const set = setOf(["not * up", "not * clean", "show up"]);
  assert.deepEqual(found(set, "Did not show up."), ["not * up", "show up"]);
  assert.deepEqual(found(set, "Did not clean."), ["not * clean"]);
  assert.deepEqual(found(set, "Did not show."), []);
  // The same text, first whole, then without its last words.
  const text = "They did not clean the place up";
  assert.deepEqual(found(set, text), ["not * up", "not * clean"]);
  assert.deepEqual(found(set, text, { to: 4 }), ["not * clean"]);
  assert.deepEqual(found(set, text, { from: 3 }), []);
});

Deno.test("a pattern reached by both its first words is tried once", () => {
  // "did|do not" is reached through "did" and through its lemma "do".
  const set = setOf(["did|do not", "do"]);
  assert.deepEqual(found(set, "They did not."), ["did|do not", "do"]);
});

Deno.test("a gap spans an amount but not a mark", () => {
  const set = setOf(["came * over the quote"]);
  assert.deepEqual(found(set, "It came in $240 over the quote."), [
    "came * over the quote",
  ]);
  assert.deepEqual(found(set, "It came in, over the quote."), []);
});

Deno.test("the screens pass over only patterns that cannot match", async () => {
  // The plain path: every pattern's screen stands for the word always
  // present, so each is read and checked by `possible` alone.
  const screened = lexicon();
  const plain = {
    ...screened,
    screens: new Int32Array(screened.screens.length).fill(
      screened.wordIds.size,
    ),
  };
  const dir = new URL("../eval/", import.meta.url);
  let texts = 0;
  for await (const entry of Deno.readDir(dir)) {
    if (!/^blind_7\d\d_sentences\.json$/.test(entry.name)) continue;
    const items: { text: string }[] = JSON.parse(
      await Deno.readTextFile(new URL(entry.name, dir)),
    );
    for (const { text } of items) {
      const { tokens } = tokenize(text);
      const view = matchView(tokens);
      const shape = (matches: ReturnType<typeof findAllMatches>) =>
        matches.map((m) => `${m.pattern.source}@${m.start}-${m.end}`);
      assert.deepEqual(
        shape(findAllMatches(screened, tokens, { view })),
        shape(findAllMatches(plain, tokens, { view })),
        text,
      );
      texts++;
    }
  }
  assert.ok(texts > 1000, `${texts} texts`);
});
