import {
  PUNCTUALITY_CUES,
  SCHEDULING_CUES,
} from "../../lib/analysis/lexicon_timing.ts";
import { assertCueTable } from "../helpers/analysis.ts";

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
