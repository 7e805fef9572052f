/** lib/analysis/lexicon_spanish_central.ts: Central American Spanish cues. */
import { ASPECT_IDS } from "../../lib/schemas/mod.ts";
import { SPANISH_CENTRAL_CUES } from "../../lib/analysis/lexicon_spanish_central.ts";
import { assertCueSpec, assertStatements } from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Central American Spanish cues", () => {
  for (const aspect of ASPECT_IDS) {
    for (const spec of SPANISH_CENTRAL_CUES[aspect]) {
      assertCueSpec(spec, aspect);
    }
  }
});

Deno.test("Central American Spanish: dust, children, the bill that hurt", () => {
  assertStatements([
    ["La muchacha dejó un polvazal en la sala.", ["cleanliness:-1"]],
    ["Son cumplidos y nunca dejaron tiradero.", ["cleanliness:1"]],
    ["Fue bien suavecito con mis cipotes.", ["professionalism:1"]],
    ["La factura me dolio en el alma.", ["price:-1"]],
    ["Cobran algo mas que la competencia.", ["price:-1"]],
    ["Es lo que cobran todo el mundo por aquí.", ["price:0"]],
    ["Se demoraron el triple de lo que prometieron.", ["scheduling:-1"]],
    ["El presupuesto me lo enviaron de volada.", ["communication:1"]],
    ["La señora nunca nos avisaba nada.", ["communication:-1"]],
    ["El calentador quedó bien, supongo.", ["quality:0"]],
    ["Le rayaron la pared y dijeron que ya estaba así.", [
      "quality:-1",
      "honesty:-1",
    ]],
    ["Me duele el alma ver la casa así.", []],
  ]);
});
