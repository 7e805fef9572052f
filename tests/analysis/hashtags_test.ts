import assert from "node:assert/strict";
import { hashtagWords } from "../../lib/analysis/hashtags.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import { statementSigns } from "../helpers/analysis.ts";

Deno.test("hashtagWords splits a tag into the fewest cue words", () => {
  assert.deepEqual(hashtagWords("ontime"), ["on", "time"]);
  assert.deepEqual(hashtagWords("NoMess"), ["no", "mess"]);
  assert.deepEqual(hashtagWords("overpriced"), ["overpriced"]);
  // Stock tags not wholly made of cue words stay whole.
  assert.equal(hashtagWords("blessed"), undefined);
  assert.equal(hashtagWords("adulting"), undefined);
  assert.equal(hashtagWords("5stars"), undefined);
  assert.equal(hashtagWords("a"), undefined);
});

Deno.test("tokenize splits a hashtag into its mark and words, offsets kept", () => {
  const text = "Linh again #OnTime #nomess #blessed.";
  const { tokens } = tokenize(text);
  for (const token of tokens) {
    assert.equal(text.slice(token.start, token.end), token.text);
  }
  assert.deepEqual(
    tokens.map((t) => t.norm),
    ["linh", "again", "#", "on", "time", "#", "no", "mess", "#blessed", "."],
  );
  assert.ok(tokens[2].punct && !tokens[3].punct);
});

Deno.test("a hashtag's words reach the rules", () => {
  assert.deepEqual(
    statementSigns("Linh for the tune-up again #ontime #nomess").sort(),
    [
      "cleanliness:1",
      "punctuality:1",
    ],
  );
});
