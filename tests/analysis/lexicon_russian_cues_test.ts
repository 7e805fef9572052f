/** lib/analysis/lexicon_russian_cues.ts: the Russian and Ukrainian cue tables. */
import assert from "node:assert/strict";
import { ASPECT_IDS } from "../../lib/schemas/mod.ts";
import {
  RUSSIAN_CUES,
  RUSSIAN_GENERAL,
} from "../../lib/analysis/lexicon_russian_cues.ts";
import { assertCueSpec, assertStatements } from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Russian cues in the common spelling", () => {
  for (const aspect of ASPECT_IDS) {
    assert.ok(RUSSIAN_CUES[aspect].length > 0, aspect);
    for (const spec of RUSSIAN_CUES[aspect]) assertCueSpec(spec, aspect);
  }
  for (const spec of RUSSIAN_GENERAL) assertCueSpec(spec, "general");
});

Deno.test("English look-alikes stand only inside phrases", () => {
  for (const word of ["ne", "net", "no", "tak", "vse", "i"]) {
    for (const spec of Object.values(RUSSIAN_CUES).flat()) {
      // A single word stands alone only in an entry of one-word alternatives.
      const pattern = spec.split(" ~ ")[0];
      if (/[\s{}]/.test(pattern)) continue;
      assert.ok(!pattern.split("|").includes(word), `${word} in ${spec}`);
    }
  }
});

Deno.test("Russian timing, booking and money in common transliterations", () => {
  assertStatements([
    ["Priekhal pozzhe chem dogovarivalis.", ["punctuality:-1"]],
    ["Tri nedeli zhdali detal.", ["scheduling:-1"]],
    ["Zapisali bystro, na sleduyushchii den.", ["scheduling:1"]],
    ["Opyat perenosyat na pyatnitsu.", ["scheduling:-1"]],
    ["Vyshlo dorozhe chem obeshchali.", ["price:-1"]],
    ["Dorogovato, no chto delat.", ["price:0"]],
  ]);
});

Deno.test("Russian work, conduct, talk, mess, skill and dealing", () => {
  assertStatements([
    ["Rabota otlichnaya.", ["quality:1"]],
    ["Cherez mesyats opyat slomalos.", ["quality:-1"]],
    ["Tak i ne pochinili.", ["quality:-1"]],
    ["Ne ochen vezhlivyi.", ["professionalism:-1"]],
    ["Ne toropilsya, vse sdelal spokoino.", ["professionalism:1"]],
    ["Vsyo podrobno rasskazal.", ["communication:1"]],
    ["Dazhe ne pozvonili.", ["communication:-1"]],
    ["Botinki snyal sam.", ["cleanliness:1"]],
    ["Ne snyal obuv.", ["cleanliness:-1"]],
    ["Musor ostavili na kryl'tse.", ["cleanliness:-1"]],
    ["Opytnyi master, srazu ponyal.", ["expertise:1"]],
    ["Ne znal chto delat.", ["expertise:-1"]],
    ["Skazal chto menyat ne nado.", ["honesty:1"]],
  ]);
});
