import assert from "node:assert/strict";
import {
  PUNCTUALITY_CUES,
  SCHEDULING_CUES,
} from "../../lib/analysis/lexicon_timing.ts";
import { assertCueTable, statementSigns } from "../helpers/analysis.ts";

Deno.test("punctuality cues are well formed and hold the core terms", () => {
  assertCueTable(PUNCTUALITY_CUES, {
    aspect: "punctuality",
    holds: ["on time|schedule", "punctual"],
  });
});

Deno.test("scheduling cues are well formed and hold the core terms", () => {
  assertCueTable(SCHEDULING_CUES, {
    aspect: "scheduling",
    holds: ["appointment|appt", "scheduling"],
  });
});

Deno.test("a formal register: the appointed time, the weeks he had estimated, postponed, did not attend", () => {
  assert.deepEqual(
    statementSigns("Mr. Hart was an hour behind the appointed time."),
    ["punctuality:-1"],
  );
  assert.deepEqual(statementSigns("Luis came the morning after I called."), [
    "scheduling:1",
  ]);
  assert.deepEqual(statementSigns("He arrived at the appointed time."), [
    "punctuality:1",
  ]);
  assert.deepEqual(
    statementSigns(
      "The renovation was finished in the six weeks he had estimated.",
    ),
    ["scheduling:1"],
  );
  assert.deepEqual(
    statementSigns("The install was postponed by the company, twice."),
    ["scheduling:-1"],
  );
  assert.deepEqual(
    statementSigns("I was unable to reach a person on three attempts."),
    ["scheduling:-1"],
  );
  assert.deepEqual(
    statementSigns("Mr. Lowe did not attend on the agreed day."),
    ["punctuality:-1"],
  );
});

Deno.test("second-language English: in the hour marked, o'clock in point", () => {
  assert.deepEqual(statementSigns("He arrived in the hour marked."), [
    "punctuality:1",
  ]);
  assert.deepEqual(statementSigns("8 o'clock in point he rang the bell."), [
    "punctuality:1",
  ]);
});

Deno.test("a holiday morning or a late hour at night is scheduling", () => {
  assert.deepEqual(
    statementSigns("Hector came out Christmas morning when our furnace quit."),
    ["scheduling:1"],
  );
  assert.deepEqual(
    statementSigns("Chuy got our AC running at 10 at night in July."),
    ["scheduling:1"],
  );
});

Deno.test("'supposed to be' is late only of being here or there", () => {
  assert.deepEqual(
    statementSigns("He was supposed to be here at 8 and came at 11."),
    ["punctuality:-1"],
  );
  assert.deepEqual(
    statementSigns("The softener was supposed to be $1,800 and it was."),
    ["price:0"],
  );
  assert.deepEqual(
    statementSigns("They're supposed to be 25-year LEDs."),
    [],
  );
});

Deno.test("British English: on the minute, bang on time", () => {
  assert.deepEqual(statementSigns("Grace came on the minute."), [
    "punctuality:1",
  ]);
  assert.deepEqual(statementSigns("Bang on time, as ever."), [
    "punctuality:1",
  ]);
});

Deno.test("a job started days late is scheduling; one bumped up the list too", () => {
  assert.deepEqual(
    statementSigns(
      "Scheduled the install for the 14th and they didn't start until the 29th.",
    ),
    ["scheduling:-1"],
  );
  assert.deepEqual(
    statementSigns("Booked it in March and they didn't start until June."),
    ["scheduling:-1"],
  );
  // An hour of the day is no delay of the booking.
  assert.deepEqual(
    statementSigns("The guy didn't start until almost 8."),
    [],
  );
  assert.deepEqual(statementSigns("They bumped us up the list."), [
    "scheduling:1",
  ]);
});

Deno.test("a phone that rings out, a visit the company cancelled", () => {
  for (
    const text of [
      "No joy, rang out every time.",
      "Tried three times to book a gas fitter.",
      "Voltline cancelled the visit themselves.",
    ]
  ) {
    assert.ok(
      statementSigns(text).some((sign) => /^scheduling:-/.test(sign)),
      text,
    );
  }
});

Deno.test("no appointment for days, a wait on a part", () => {
  for (
    const text of [
      "They couldn't see us for nine days.",
      "Still waiting on a part.",
      "Three weeks waiting on a part.",
    ]
  ) {
    assert.ok(
      statementSigns(text).some((sign) => /^scheduling:-/.test(sign)),
      text,
    );
  }
});
