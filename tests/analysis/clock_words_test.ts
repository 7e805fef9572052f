import assert from "node:assert/strict";
import { spokenTimeAt } from "../../lib/analysis/clock_words.ts";
import { compareTimes } from "../../lib/analysis/arrival_times.ts";
import { viewOf } from "../helpers/analysis.ts";

/** The time said in words at the first word of a sentence. */
function timeOf(text: string) {
  const { tokens, view } = viewOf(text);
  return spokenTimeAt(tokens, view, 0);
}

Deno.test("spokenTimeAt reads hours and British half hours in words", () => {
  assert.deepEqual(timeOf("eight to twelve"), { hour: 8, last: 0 });
  assert.deepEqual(timeOf("half eight"), { hour: 8.5, last: 1 });
  assert.deepEqual(timeOf("half past eight"), { hour: 8.5, last: 2 });
  assert.deepEqual(timeOf("quarter to nine"), { hour: 8.75, last: 2 });
  // One to six without am or pm is the afternoon, as with digits.
  assert.deepEqual(timeOf("two o'clock"), { hour: 14, last: 0 });
});

Deno.test("spokenTimeAt leaves counts alone", () => {
  assert.equal(timeOf("eight hundred dollars"), null);
  assert.equal(timeOf("two days later"), null);
  assert.equal(timeOf("three quotes"), null);
  assert.equal(timeOf("quarter eight"), null);
  assert.equal(timeOf("half the job"), null);
});

Deno.test("arrivals in words are compared with the window", () => {
  assert.equal(
    compareTimes(
      viewOf("They said eight to twelve and Tony pitched up gone two."),
    ),
    -1,
  );
  assert.equal(
    compareTimes(viewOf("Window was 8-12, he arrived at half eight.")),
    1,
  );
  assert.equal(
    compareTimes(
      viewOf("They said between eight and ten, he came at quarter to nine."),
    ),
    1,
  );
});
