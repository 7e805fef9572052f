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

Deno.test("second-language English: in the hour marked, o'clock in point", () => {
  assert.deepEqual(statementSigns("He arrived in the hour marked."), [
    "punctuality:1",
  ]);
  assert.deepEqual(statementSigns("8 o'clock in point he rang the bell."), [
    "punctuality:1",
  ]);
});
