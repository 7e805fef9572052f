import assert from "node:assert/strict";
import { splitAtConcessions } from "../../lib/analysis/concessions.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";

/** The parts of a one-sentence text, as their words. */
function partsOf(text: string): string[] {
  const tokenized = tokenize(text);
  assert.equal(tokenized.sentences.length, 1);
  return splitAtConcessions(tokenized, tokenized.sentences[0]).map((
    [first, last],
  ) => text.slice(tokenized.tokens[first].start, tokenized.tokens[last].end));
}

Deno.test("splitAtConcessions cuts a long sentence at a concession", () => {
  assert.deepEqual(
    partsOf(
      "Chuy was in our driveway well before dinner that day, although the capacitor he put in failed again eight days later.",
    ),
    [
      "Chuy was in our driveway well before dinner that day,",
      "although the capacitor he put in failed again eight days later.",
    ],
  );
  assert.deepEqual(
    partsOf(
      "The tiling is the finest I have seen in any house, and yet nobody rang on the days they were not coming.",
    ),
    [
      "The tiling is the finest I have seen in any house,",
      "and yet nobody rang on the days they were not coming.",
    ],
  );
  assert.deepEqual(
    partsOf(
      "He patched the hole so well that I cannot find it, and even though it took him all day I would have him back.",
    ).length,
    2,
  );
});

Deno.test("splitAtConcessions keeps short sides and other commas whole", () => {
  // Too short on one side to say something of its own.
  assert.equal(partsOf("Good work, though pricey.").length, 1);
  assert.equal(
    partsOf("Chuy was here before dinner, although the part failed again.")
      .length,
    1,
  );
  assert.equal(
    partsOf("Dale's a decent sort, though I'd have liked more explanation.")
      .length,
    1,
  );
  assert.equal(partsOf("Pricey, although the work is superb.").length, 1);
  // Not a concession.
  assert.equal(
    partsOf(
      "He fixed the leak under the sink, which had been dripping for weeks.",
    ).length,
    1,
  );
  // "even" opens no concession but "even though".
  assert.equal(
    partsOf(
      "He was polite and careful all day, even yet more so than the last one.",
    ).length,
    1,
  );
});
