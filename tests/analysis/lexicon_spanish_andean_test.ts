/** lib/analysis/lexicon_spanish_andean.ts: Andean Spanish and Quechua cues. */
import { ASPECT_IDS } from "../../lib/schemas/mod.ts";
import { SPANISH_ANDEAN_CUES } from "../../lib/analysis/lexicon_spanish_andean.ts";
import { assertCueSpec, assertStatements } from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Andean Spanish cues", () => {
  for (const aspect of ASPECT_IDS) {
    for (const spec of SPANISH_ANDEAN_CUES[aspect]) {
      assertCueSpec(spec, aspect);
    }
  }
});

Deno.test("Andean Spanish and Quechua: allin, yapa, llullas, nomás", () => {
  assertStatements([
    ["Allin llamk'ay, sulpayki.", ["quality:1"]],
    ["Me regaló un filtro de yapa.", ["price:1"]],
    ["El precio regular.", ["price:0"]],
    ["Llullas.", ["honesty:-1"]],
    ["Cuando llegó ni disculpas pidió.", ["professionalism:-1"]],
    ["Se pasó de buena la señora.", ["professionalism:1"]],
    ["Las luces quedaron todas alineaditas.", ["quality:1"]],
    ["La inspección pasada a la primera.", ["quality:1"]],
    ["Found the leak en un ratito.", ["expertise:1"]],
    ["Dejaron polvo por todos lados.", ["cleanliness:-1"]],
    ["Plata botada.", ["price:-1"]],
    ["Achachay, qué frío hacía.", []],
  ]);
});
