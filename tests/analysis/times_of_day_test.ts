import assert from "node:assert/strict";
import { afterTime, timeOf } from "../../lib/analysis/times_of_day.ts";
import { viewOf } from "../helpers/analysis.ts";

/** The time of day read at the first word of `text`, and what follows it. */
function read(text: string): [number | null, string | undefined] {
  const sv = viewOf(text);
  const next = afterTime(sv.tokens, sv.view, 0);
  return [
    timeOf(sv.tokens, sv.view, 0),
    next < sv.view.length ? sv.tokens[sv.view[next]].norm : undefined,
  ];
}

Deno.test("times of day in digits, with or without am and pm", () => {
  assert.deepEqual(read("11:30 sharp."), [11.5, "sharp"]);
  assert.deepEqual(read("9am on the dot."), [9, "on"]);
  assert.deepEqual(read("9 pm on the dot."), [21, "on"]);
  assert.deepEqual(read("noon came and went."), [12, "came"]);
  // Without "am", an hour from 1 to 6 is the afternoon's.
  assert.deepEqual(read("3 was when he came."), [15, "was"]);
});

Deno.test("French hour marks, halves in words, and times in words", () => {
  assert.deepEqual(read("11h30 pile."), [11.5, "pile"]);
  assert.deepEqual(read("8 and half, he said."), [8.5, "and"]);
  assert.deepEqual(read("9 h pile."), [9, "pile"]);
  assert.deepEqual(read("8h et demie."), [8.5, "et"]);
  assert.deepEqual(read("8 y media."), [8.5, "y"]);
  assert.deepEqual(read("half past eight, he said."), [8.5, ","]);
});

Deno.test("a number before a unit is a length, not a time", () => {
  assert.equal(read("2 hours late.")[0], null);
  assert.equal(read("40 minutes.")[0], null);
});
