import {
  CLEANLINESS_CUES,
  EXPERTISE_CUES,
  QUALITY_CUES,
} from "../../lib/analysis/lexicon_work.ts";
import { assertCueTable } from "../helpers/analysis.ts";

Deno.test("quality cues are well formed and hold the core terms", () => {
  assertCueTable(QUALITY_CUES, {
    aspect: "quality",
    holds: ["workmanship|craftsmanship", "quality"],
  });
});

Deno.test("expertise cues are well formed and hold the core terms", () => {
  assertCueTable(EXPERTISE_CUES, {
    aspect: "expertise",
    holds: ["knowledge", "expertise"],
  });
});

Deno.test("cleanliness cues are well formed and hold the core terms", () => {
  assertCueTable(CLEANLINESS_CUES, {
    aspect: "cleanliness",
    holds: ["leave|left * mess"],
  });
});
