import assert from "node:assert/strict";
import {
  agreedTimeOf,
  compareTimes,
  concedesTime,
} from "../../lib/analysis/arrival_times.ts";
import { viewOf } from "../helpers/analysis.ts";

Deno.test("an arrival after the window is late", () => {
  assert.equal(
    compareTimes(viewOf("They said between 8 and 12, and he showed up at 2.")),
    -1,
  );
});

Deno.test("an arrival within a dashed window is on time", () => {
  assert.equal(
    compareTimes(viewOf("We had an 8-12 window; he arrived at 11:30.")),
    1,
  );
});

Deno.test("a window without an arrival compares nothing", () => {
  assert.equal(
    compareTimes(viewOf("They booked us in for Tuesday between 8 and 10.")),
    0,
  );
  assert.equal(compareTimes(viewOf("He showed up at 2.")), 0);
});

Deno.test("an arrival is compared with a single agreed time", () => {
  assert.equal(
    compareTimes(viewOf("said 10, turned up at 1:30 with no text.")),
    -1,
  );
  assert.equal(
    compareTimes(viewOf("Installer showed up at 11 for an 8 o'clock start.")),
    -1,
  );
  // A quarter of an hour past the agreed time is still on time.
  assert.equal(
    compareTimes(viewOf("He showed up at 8:05 for an 8am appointment.")),
    1,
  );
  assert.equal(
    compareTimes(viewOf("We were booked for 9 and he came at 9:10.")),
    1,
  );
  // A duration is no agreed time; a departure is no arrival.
  assert.equal(
    compareTimes(viewOf("We waited for 2 hours and he came at 3.")),
    0,
  );
  assert.equal(compareTimes(viewOf("They came at 9 and left at 2.")), 0);
});

Deno.test("an arrival compared with the window the sentence before agreed", () => {
  assert.deepEqual(agreedTimeOf(viewOf("They said between 8 and 10.")), {
    window: [8, 10],
  });
  assert.deepEqual(agreedTimeOf(viewOf("We were booked for 9.")), { at: 9 });
  assert.equal(
    agreedTimeOf(viewOf("They said between 8 and 12, and he showed up at 2.")),
    null,
  );
  assert.equal(agreedTimeOf(viewOf("The furnace is 20 years old.")), null);
  const arrival = viewOf("Angie pulled in at 8:04.");
  assert.equal(compareTimes(arrival), 0);
  arrival.agreedBefore = { window: [8, 10] };
  assert.equal(compareTimes(arrival), 1);
  arrival.agreedBefore = { at: 7 };
  assert.equal(compareTimes(arrival), -1);
});

Deno.test("an arrival told before what was agreed is compared with it", () => {
  assert.equal(
    compareTimes(viewOf("He arrived at 11 and the appointment was at 9.")),
    -1,
  );
  assert.equal(compareTimes(viewOf("He showed up at 11 instead of 9.")), -1);
  assert.equal(
    compareTimes(viewOf("Kayla showed up at 7:02 for a 7-9 window.")),
    1,
  );
  assert.equal(
    compareTimes(viewOf("Tech showed up at 4:50 for a 1-to-5 window.")),
    1,
  );
  // Only a time marked as agreed: a later time is no promise.
  assert.equal(compareTimes(viewOf("He came at 9 and worked until 5.")), 0);
  assert.equal(
    compareTimes(viewOf("He arrived at 10 and said 2 more hours.")),
    0,
  );
});

Deno.test("an agreed time named by a booking word before the arrival", () => {
  assert.equal(
    compareTimes(viewOf("The appointment was at 9 and he arrived at 11.")),
    -1,
  );
  assert.equal(
    compareTimes(viewOf("Our slot was 8 to 10 and he came at 9:40.")),
    1,
  );
});

Deno.test("Spanish and French times are read", () => {
  assert.equal(
    compareTimes(viewOf("Llegó a las 11 y la cita era a las 9.")),
    -1,
  );
  assert.equal(
    compareTimes(viewOf("Dijeron entre las 8 y las 10 y llegó a las 12.")),
    -1,
  );
  assert.equal(
    compareTimes(viewOf("Llegó a las 8 y media y la cita era a las 8.")),
    -1,
  );
  assert.equal(
    compareTimes(viewOf("Il est arrivé à 11h au lieu de 9h.")),
    -1,
  );
  assert.equal(
    compareTimes(
      viewOf("On nous avait dit entre 8h et 10h, il est arrivé vers 9h30."),
    ),
    1,
  );
});

Deno.test("a clock time right after the arrival word is the arrival's", () => {
  assert.equal(
    compareTimes(viewOf("Window was 8-10, Travis was at my door 8:05.")),
    1,
  );
  const arrival = viewOf("Tech come 12:15.");
  assert.equal(compareTimes(arrival), 0);
  arrival.agreedBefore = { window: [8, 10] };
  assert.equal(compareTimes(arrival), -1);
  // A bare number after the arrival word is no time of day.
  assert.equal(compareTimes(viewOf("Window 8-10 and he came 3 times.")), 0);
});

Deno.test("an hour without 'am' just before the agreed one is the morning's", () => {
  assert.equal(
    compareTimes(viewOf("Oleg arrived at 6:58 for a 7:00 appointment.")),
    1,
  );
  assert.equal(
    compareTimes(viewOf("The window was 7 to 9 and he arrived at 6:50.")),
    1,
  );
  assert.equal(
    compareTimes(viewOf("He showed up at 2 for a 9-11 window.")),
    -1,
  );
});

Deno.test("what is not an arrival is not compared", () => {
  // A promise, a message, an English "a".
  assert.equal(
    compareTimes(viewOf("She said she'd be there at 9:30 instead of 9.")),
    0,
  );
  assert.equal(
    compareTimes(viewOf("Her text came at 8:01 for an 8 to 10 window.")),
    0,
  );
  assert.equal(
    compareTimes(viewOf("Got the on-my-way text at 5:40 for a 6am slot.")),
    0,
  );
  assert.equal(
    compareTimes(
      viewOf("Got a text asking me to rate it from 1 to 10 and I gave it a 9."),
    ),
    0,
  );
});

Deno.test("an arrival granted on time only technically is not compared", () => {
  const sv = viewOf(
    "He arrived at 11:58 and the window was until 12, so technically on time.",
  );
  assert.equal(compareTimes(sv), 0);
  assert.equal(concedesTime(sv), true);
  assert.equal(concedesTime(viewOf("He arrived at 11:58.")), false);
});

Deno.test("the doorbell or the door tells an arrival", () => {
  assert.equal(
    compareTimes(
      viewOf("Tracking link said 10:05 and the doorbell rang at 10:04."),
    ),
    1,
  );
  assert.equal(
    compareTimes(viewOf("They said 8, and he was at the door at 10.")),
    -1,
  );
});

Deno.test("a part of the day agreed is a window; lunch is midday", () => {
  assert.equal(
    compareTimes(viewOf("Booked a morning slot, the tech came at 2:30.")),
    -1,
  );
  assert.equal(
    compareTimes(viewOf("He showed up at 3 for a morning appointment.")),
    -1,
  );
  assert.equal(
    compareTimes(viewOf("We had a morning appointment and he came at 9:30.")),
    1,
  );
  assert.equal(
    compareTimes(viewOf("Cal rocked up at lunch instead of 8am.")),
    -1,
  );
  assert.equal(compareTimes(viewOf("He came at 10 in the morning.")), 0);
  assert.equal(
    compareTimes(
      viewOf(
        "Rang at 7am and a person answered, booked in for that afternoon.",
      ),
    ),
    0,
  );
});

Deno.test("getting off work or up is no arrival", () => {
  assert.equal(
    compareTimes(
      viewOf("Windows are 8-12 or 12-4, brutal when you get off at 7am."),
    ),
    0,
  );
});

Deno.test("an arrival told with a manner is an arrival", () => {
  assert.equal(
    compareTimes(viewOf("Booked 8-10, he sauntered in at 12:40.")),
    -1,
  );
  assert.equal(
    compareTimes(viewOf("He strolled in at 11:30 for a 9am appointment.")),
    -1,
  );
  assert.equal(compareTimes(viewOf("It appeared at 10 on the invoice.")), 0);
});

Deno.test("a sentence's scan read again by compareTimes is the one made anew", () => {
  // `agreedTimeOf` keeps the scan of a sentence with nothing agreed before
  // it, and `compareTimes` reads it back: the same as a fresh scan's.
  for (
    const text of [
      "They said between 8 and 12, and he showed up at 2.",
      "We were booked for 9.",
      "Angie pulled in at 8:04.",
      "Showed up at 11 for an 8 o'clock start.",
      "The furnace is 20 years old.",
    ]
  ) {
    const scanned = viewOf(text);
    const agreed = agreedTimeOf(scanned);
    assert.equal(compareTimes(scanned), compareTimes(viewOf(text)));
    assert.deepEqual(agreedTimeOf(scanned), agreed);
    assert.deepEqual(agreedTimeOf(viewOf(text)), agreed);
  }
});
