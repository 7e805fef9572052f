import assert from "node:assert/strict";
import { compareDurations } from "../../lib/analysis/durations.ts";
import { viewOf } from "../helpers/analysis.ts";

/** The verdict of a sentence's lengths. */
function verdict(text: string): number {
  return compareDurations(viewOf(text));
}

Deno.test("a job that ran past the length promised is late; one inside it is not", () => {
  assert.equal(
    verdict("He said it'd be about four hours, it was closer to seven."),
    -1,
  );
  assert.equal(
    verdict("Said the hot water would be off for two hours, was off two days."),
    -1,
  );
  assert.equal(verdict("A three-hour job turned into three days."), -1);
  assert.equal(
    verdict("They quoted three days for the sewer line and were done in two."),
    1,
  );
  assert.equal(
    verdict("Quoted $6,400 and two days, and it was $6,400 and two days."),
    1,
  );
});

Deno.test("the outcome may come first, halves count, a bare number takes the other's unit", () => {
  assert.equal(
    verdict(
      "Claire was done in three hours when they'd blocked off the whole day for it.",
    ),
    1,
  );
  assert.equal(
    verdict(
      "Mike said it would take about three hours, and he was done two and a half hours later.",
    ),
    1,
  );
  assert.equal(
    verdict("Estimate said two days for the rewire, they needed five."),
    -1,
  );
  // A bare promise after the outcome takes the outcome's unit.
  assert.equal(verdict("The repair took 4 days when they said 2."), -1);
  assert.equal(verdict("It took 2 days when they said 3."), 1);
});

Deno.test("a length without a promise to set it against says nothing", () => {
  assert.equal(verdict("We waited 2 hours for the tech."), 0);
  assert.equal(verdict("He was here for three hours and charged for four."), 0);
  assert.equal(verdict("The install took two days."), 0);
  // When someone comes is punctuality, not the job's length.
  assert.equal(
    verdict(
      "Said he'd be there in an hour and it was three hours before he showed.",
    ),
    0,
  );
});
