import assert from "node:assert/strict";
import {
  AGREED_AFTER,
  AGREED_BEFORE,
  AGREED_MARKERS,
  ARRIVAL_VERBS,
  DAY_PERIODS,
  RANGE_WORDS,
  WINDOW_LINKS,
} from "../../lib/analysis/arrival_words.ts";

Deno.test("arrival word tables are lower case and periods are windows", () => {
  for (
    const words of [
      ARRIVAL_VERBS,
      AGREED_BEFORE,
      AGREED_MARKERS,
      AGREED_AFTER,
      WINDOW_LINKS,
    ]
  ) {
    for (const word of words) assert.equal(word, word.toLowerCase());
  }
  for (const word of RANGE_WORDS) assert.ok(WINDOW_LINKS.has(word), word);
  for (const [period, [from, to]] of DAY_PERIODS) {
    assert.ok(from < to, period);
  }
});
