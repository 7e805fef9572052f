import assert from "node:assert/strict";
import {
  compareDurations,
  promisedLengthOf,
} from "../../lib/analysis/durations.ts";
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

Deno.test("a bare number after 'by' is an hour of the day, no length", () => {
  assert.equal(
    verdict(
      "They said it would be a one-day job, and they were done by three.",
    ),
    0,
  );
  // A wait counted "at" a number is a length: "quoted six weeks, at eleven".
  assert.equal(verdict("Quoted six weeks, we're at eleven."), -1);
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

Deno.test("a length set against another: 'instead of', and a promise named after its number", () => {
  assert.equal(
    verdict(
      "Jean-Marc finished the rewire in 6 days instead of the 8 he quoted.",
    ),
    1,
  );
  assert.equal(
    verdict("Power was off for nine hours instead of the four they promised."),
    -1,
  );
  assert.equal(
    verdict(
      "But it was four days of drilling instead of the one day they promised.",
    ),
    -1,
  );
  assert.equal(
    verdict("Knob and tube rewire - 3 weeks promised, 7 weeks actual."),
    -1,
  );
  // Not lengths of the job: a warranty's years, a day off, "no one told".
  assert.equal(
    verdict(
      "Now we're stuck with 60 days to register and 5 years on parts instead of 10.",
    ),
    0,
  );
  assert.equal(
    verdict("He got here late, on the one day I'd taken off work."),
    0,
  );
  assert.equal(
    verdict("The furnace install was delayed a week and no one told us why."),
    0,
  );
  assert.equal(
    verdict("Lost about four hours of trade instead of the whole day."),
    0,
  );
});

/** The verdict of a sentence's lengths against the promise before it. */
function verdictAfter(before: string, text: string): number {
  const sv = viewOf(text);
  const promised = promisedLengthOf(viewOf(before));
  if (promised !== null) sv.promisedBefore = promised;
  return compareDurations(sv);
}

Deno.test("a length taken is measured against the promise of the sentence before", () => {
  assert.deepEqual(
    promisedLengthOf(viewOf("They said the slab leak would take two days.")),
    { hours: 48, count: 2 },
  );
  assert.equal(
    verdictAfter(
      "They said the water would be off for one day.",
      "It was off for three, and nobody called to tell us why.",
    ),
    -1,
  );
  assert.equal(
    verdictAfter(
      "Rewire was supposed to take a week.",
      "It took three and a half.",
    ),
    -1,
  );
  assert.equal(
    verdictAfter("Quoted 2 days for the tankless install.", "Took 2 days."),
    1,
  );
  assert.equal(
    verdictAfter("They said the rewire is 3 days.", "It was 3 weeks."),
    -1,
  );
  // A sentence that compares lengths of its own leaves nothing promised.
  assert.equal(
    promisedLengthOf(viewOf("They said one day, it took three.")),
    null,
  );
});

Deno.test("no promise is carried from a past fact, a bill or a callback, nor answered by a delay", () => {
  assert.equal(
    promisedLengthOf(
      viewOf("When I called, they said the part had been in for ten days."),
    ),
    null,
  );
  assert.equal(promisedLengthOf(viewOf('Invoice says "labor - 3 hrs".')), null);
  assert.equal(
    promisedLengthOf(
      viewOf("Office said someone would call back within 24 hours."),
    ),
    null,
  );
  assert.equal(
    promisedLengthOf(
      viewOf("The crew showed up at 7:30 each morning of the three-day job."),
    ),
    null,
  );
  assert.equal(
    verdictAfter(
      "They said the install would take three days.",
      "The only hiccup was a day of delay waiting for the city inspector.",
    ),
    0,
  );
  assert.equal(
    verdictAfter(
      "Quote was supposed to be good for 30 days.",
      "Called back on day 12 and the number had magically gone up $800.",
    ),
    0,
  );
});

Deno.test("the hours an invoice says are billed, not promised", () => {
  assert.equal(
    verdict(
      "Invoice says three hours, but Ryan was here one and a half hours only.",
    ),
    0,
  );
  assert.equal(
    verdict(
      "The electrician was here for two hours and the invoice said four.",
    ),
    0,
  );
  // Bill the technician still promises.
  assert.equal(
    verdict("Bill said the panel swap would take one day and it took one day."),
    1,
  );
});

Deno.test("Spanish lengths: a promise and what it took, 'ni un día más' no length", () => {
  assert.equal(
    verdict("Dijeron que iba a estar en un dia y se tardaron tres, y nada."),
    -1,
  );
  assert.equal(verdict("Prometieron dos semanas y terminaron en dos."), 1);
  assert.equal(verdict("Took 3 days like they said, ni un día más."), 0);
});

Deno.test("working days, and a job finished 'on day 23'", () => {
  assert.equal(
    compareDurations(
      viewOf("Bathroom reno quoted at 10 working days, finished on day 23."),
    ),
    -1,
  );
  assert.equal(
    compareDurations(viewOf("Quoted 3 business days, finished on day 3.")),
    1,
  );
  assert.equal(compareDurations(viewOf("He came back on day 2.")), 0);
});
