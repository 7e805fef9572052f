/** lib/analysis/lexicon_spellings.ts: helpers of the other languages' tables. */
import assert from "node:assert/strict";
import { ASPECT_IDS } from "../../lib/schemas/mod.ts";
import {
  byAspect,
  compact,
  phraseWords,
  withoutAccents,
} from "../../lib/analysis/lexicon_spellings.ts";

Deno.test("withoutAccents drops accents and writes ligatures out", () => {
  assert.equal(
    withoutAccents("dégât, sœur, ça, chaudière, está"),
    "degat, soeur, ca, chaudiere, esta",
  );
});

Deno.test("compact writes brace groups of single words as one element", () => {
  assert.equal(compact("{cher|chère} prix ~ -1"), "cher|chère prix ~ -1");
  // Groups of phrases, and groups with an empty alternative, stay.
  assert.equal(
    compact("{pas cher|abordable} ~ +1"),
    "{pas cher|abordable} ~ +1",
  );
  assert.equal(compact("{très|} cher ~ -1"), "{très|} cher ~ -1");
});

Deno.test("byAspect makes one list per aspect", () => {
  const table = byAspect((aspect) => [aspect]);
  assert.deepEqual(Object.keys(table), [...ASPECT_IDS]);
  assert.deepEqual(table.price, ["price"]);
});

Deno.test("phraseWords splits each distinct phrase into its words", () => {
  assert.deepEqual(phraseWords(["no worries", "pas grave", "no worries"]), [
    ["no", "worries"],
    ["pas", "grave"],
  ]);
});
