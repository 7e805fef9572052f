import assert from "node:assert/strict";
import {
  ASIDE_ELSEWHERE,
  EXCLAMATION_NAMES,
  EXCLAMATION_PERSON_NOUNS,
  NAME_WORDS,
  OTHER_PERSON,
  PET_WORDS,
} from "../../lib/analysis/entity_person_words.ts";

Deno.test("name word lists are well formed", () => {
  for (const word of NAME_WORDS) assert.equal(word, word.toLowerCase());
  for (const word of OTHER_PERSON) assert.equal(word, word.toLowerCase());
  for (
    const words of [PET_WORDS, ASIDE_ELSEWHERE, EXCLAMATION_PERSON_NOUNS]
  ) {
    for (const word of words) assert.equal(word, word.toLowerCase());
  }
  for (
    const words of [
      EXCLAMATION_NAMES.names,
      EXCLAMATION_NAMES.before,
      EXCLAMATION_NAMES.after,
      EXCLAMATION_NAMES.afterComma,
    ]
  ) {
    for (const word of words) assert.equal(word, word.toLowerCase());
  }
});
