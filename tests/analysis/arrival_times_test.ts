import assert from "node:assert/strict";
import {
  agreedTimeOf,
  compareTimes,
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
