/** lib/analysis/lexicon_spanish_cues.ts: the Spanish cue tables. */
import { ASPECT_IDS } from "../../lib/schemas/mod.ts";
import { SPANISH_CUES } from "../../lib/analysis/lexicon_spanish_cues.ts";
import { assertCueTable } from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Spanish cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["no se presentaron"],
    scheduling: ["con prontitud"],
    price: ["un pastón", "un ojo de la cara"],
    quality: ["trabajazo|trabajón"],
    professionalism: ["buena onda"],
    communication: ["comunicación"],
    cleanliness: ["cubrezapatos"],
    expertise: ["ni idea de lo que hacía"],
    honesty: ["de palabra"],
  };
  for (const aspect of ASPECT_IDS) {
    assertCueTable(SPANISH_CUES[aspect], { aspect, holds: holds[aspect] });
  }
});
