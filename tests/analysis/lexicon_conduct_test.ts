import {
  COMMUNICATION_CUES,
  PROFESSIONALISM_CUES,
} from "../../lib/analysis/lexicon_conduct.ts";
import { assertCueTable } from "../helpers/analysis.ts";

Deno.test("professionalism cues are well formed and hold the core terms", () => {
  assertCueTable(PROFESSIONALISM_CUES, {
    aspect: "professionalism",
    holds: ["professionalism", "customer service"],
  });
});

Deno.test("communication cues are well formed and hold the core terms", () => {
  assertCueTable(COMMUNICATION_CUES, {
    aspect: "communication",
    holds: [
      "communication|communicate|communicating|communicative",
      "miscommunication",
    ],
  });
});
