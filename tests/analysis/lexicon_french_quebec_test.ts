/** lib/analysis/lexicon_french_quebec.ts: the Québécois (joual) French cues. */
import {
  FRENCH_QUEBEC_CUES,
  FRENCH_QUEBEC_GENERAL_CUES,
} from "../../lib/analysis/lexicon_french_quebec.ts";
import { assertCueSpec, assertStatements } from "../helpers/analysis.ts";

Deno.test("Québécois cues are well formed", () => {
  for (const [aspect, cues] of Object.entries(FRENCH_QUEBEC_CUES)) {
    for (const spec of cues ?? []) assertCueSpec(spec, aspect);
  }
  for (const spec of FRENCH_QUEBEC_GENERAL_CUES) {
    assertCueSpec(spec, "general");
  }
});

Deno.test("Québécois: conduct, calls, the work and the wrong part", () => {
  assertStatements([
    ["Le technicien a fumé une clope sur mon balcon.", [
      "professionalism:-1",
    ]],
    ["Le plombier est arrivé en retard, même pas d'excuse.", [
      "punctuality:-1",
      "professionalism:-1",
    ]],
    ["Y'a bougonné tout le long de la job.", ["professionalism:-1"]],
    ["Elle nous a traités comme des enfants.", ["professionalism:-1"]],
    ["Le gars était ben smatte.", ["professionalism:1"]],
    ["Un peu en retard mais y'a appelé.", [
      "punctuality:-1",
      "communication:1",
    ]],
    ["Depuis, pu un bouchon dans le drain.", ["quality:1"]],
    ["Depuis plus aucune fuite au sous-sol.", ["quality:1"]],
    ["Les armoires sont belles en tabarnak.", ["quality:1"]],
    ["Y'a remplacé la thermopompe, c'était même pas ça le problème.", [
      "expertise:-1",
    ]],
  ]);
});

Deno.test("Québécois: a complaint given up, and what is no verdict", () => {
  assertStatements([
    ["C'est cher, mais je vais pas chiâler.", ["price:0"]],
    ["Ça a coûté cher, mais c'est la vie.", ["price:0"]],
    // "Pas fort" said of the reviewer's English is no complaint.
    ["Il a parlé lentement parce que mon anglais est pas fort.", []],
    // "En plus un bouchon": one more clog, not none.
    ["Pis en plus un bouchon dans la toilette.", []],
  ]);
});
