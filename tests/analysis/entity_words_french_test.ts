/** lib/analysis/entity_words_french.ts: French service and action words. */
import assert from "node:assert/strict";
import {
  FRENCH_ACTION_GROUPS,
  FRENCH_CONCEPT_WORDS,
  FRENCH_ONLY_CONCEPTS,
} from "../../lib/analysis/entity_words_french.ts";
import { SERVICE_CONCEPTS } from "../../lib/analysis/entity_words.ts";

Deno.test("French names join English groups that exist", () => {
  const firsts = new Set(SERVICE_CONCEPTS.map((group) => group[0]));
  for (const anchor of Object.keys(FRENCH_CONCEPT_WORDS)) {
    assert.ok(firsts.has(anchor), `no English group "${anchor}"`);
  }
});

Deno.test("French-only groups are anchored on an English word and joined in", () => {
  for (const group of FRENCH_ONLY_CONCEPTS) {
    assert.ok(
      group.some((name) => /^[a-z ]+$/.test(name)),
      `no English anchor in ${group.join(", ")}`,
    );
    assert.ok(
      SERVICE_CONCEPTS.some((joined) => joined.includes(group[0])),
      `not joined: ${group[0]}`,
    );
  }
});

Deno.test("a French action word belongs to one action", () => {
  const seen = new Map<string, string>();
  for (const [action, words] of Object.entries(FRENCH_ACTION_GROUPS)) {
    for (const word of words) {
      assert.equal(seen.get(word) ?? action, action, word);
      seen.set(word, action);
    }
  }
});
