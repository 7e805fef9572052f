/** lib/analysis/lexicon_french_cues.ts: the French cue tables. */
import { ASPECT_IDS } from "../../lib/schemas/mod.ts";
import {
  EARLIER_FRENCH_CUES,
  FRENCH_CUES,
} from "../../lib/analysis/lexicon_french_cues.ts";
import { assertCueSpec, assertCueTable } from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed French cues", () => {
  for (const aspect of ASPECT_IDS) {
    assertCueTable(FRENCH_CUES[aspect], { aspect, holds: [] });
    for (const spec of EARLIER_FRENCH_CUES[aspect]) {
      assertCueSpec(spec, `${aspect} (earlier)`);
    }
  }
});
