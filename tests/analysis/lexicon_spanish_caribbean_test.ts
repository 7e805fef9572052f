/** lib/analysis/lexicon_spanish_caribbean.ts: Caribbean Spanish cues. */
import { ASPECT_IDS } from "../../lib/schemas/mod.ts";
import { SPANISH_CARIBBEAN_CUES } from "../../lib/analysis/lexicon_spanish_caribbean.ts";
import { assertCueSpec, assertStatements } from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Caribbean Spanish cues", () => {
  for (const aspect of ASPECT_IDS) {
    for (const spec of SPANISH_CARIBBEAN_CUES[aspect]) {
      assertCueSpec(spec, aspect);
    }
  }
});

Deno.test("Caribbean Spanish: the rogue, the swindle, the price overdone", () => {
  assertStatements([
    ["El plomero es un tiguere con los calentadores.", ["expertise:1"]],
    ["El muchacho nos quería tumbar con un compresor nuevo.", [
      "honesty:-1",
    ]],
    ["Se botaron cobrando por una visita de diez minutos.", ["price:-1"]],
    ["Me revisó el breaker y me dijo lo que era, sin inventar.", [
      "honesty:1",
    ]],
    ["El técnico se puso guapo cuando le hice una pregunta.", [
      "professionalism:-1",
    ]],
    ["Vinieron a la hora dominicana, como siempre.", ["punctuality:-1"]],
    ["Se botaron con ese trabajo, quedó precioso.", ["quality:1"]],
    ["Tumbaron la pared vieja en una mañana.", []],
  ]);
});
