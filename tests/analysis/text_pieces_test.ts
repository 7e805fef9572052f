import assert from "node:assert/strict";
import { wordPiece } from "../../lib/analysis/text_pieces.ts";

Deno.test("a piece with a letter beyond Latin-1 continues the word before", () => {
  assert.deepEqual(wordPiece("ba", "łagan"), { letters: "łagan", stop: false });
  assert.deepEqual(wordPiece("rồ", "i."), { letters: "i", stop: true });
});

Deno.test("plain Latin-1 words, numbers and marks are no pieces", () => {
  assert.equal(wordPiece("great", "job"), null);
  assert.equal(wordPiece("ł", "5"), null);
  assert.equal(wordPiece("$", "łagan"), null);
});
