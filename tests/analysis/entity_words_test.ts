import assert from "node:assert/strict";
import {
  ACTION_OF,
  NAME_ACTION_WORDS,
  NAME_WORDS,
  SERVICE_CONCEPTS,
} from "../../lib/analysis/entity_words.ts";

Deno.test("name word and concept lists are well formed", () => {
  for (const word of NAME_WORDS) assert.equal(word, word.toLowerCase());
  for (const group of SERVICE_CONCEPTS) {
    assert.ok(group.length > 0);
    for (const member of group) assert.equal(member, member.toLowerCase());
  }
});

Deno.test("action words map to their group", () => {
  assert.equal(ACTION_OF.get("replacement"), "install");
  assert.equal(ACTION_OF.get("fixed"), "repair");
  assert.equal(ACTION_OF.get("tuneup"), "maintenance");
  assert.equal(ACTION_OF.get("snaked"), "cleaning");
  assert.equal(ACTION_OF.get("plumber"), undefined);
  for (const word of NAME_ACTION_WORDS) {
    assert.equal(word, word.toLowerCase());
  }
});
