/** lib/analysis/lexicon_catalan.ts: the Catalan cue tables. */
import assert from "node:assert/strict";
import {
  CATALAN_ASPECT_CUES,
  CATALAN_GENERAL_CUES,
  CATALAN_TABLES,
} from "../../lib/analysis/lexicon_catalan.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertNoLoneWords,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Catalan cues", () => {
  assertLanguageTables(CATALAN_ASPECT_CUES, {
    holds: {
      punctuality: ["puntuals", "amb retard", "no va venir"],
      scheduling: [
        "van trigar * setmanes",
        "va tardar el que havia dit",
        "ens van cancel",
      ],
      price: ["molt car", "preu just", "ni car ni barat", "val la pena"],
      quality: ["feina ben feta", "va com una seda", "xapussa"],
      professionalism: ["simpàtic", "pacient", "maleducat", "xerraire"],
      communication: ["ens ho va explicar", "ningú ens va avisar", "ni cas"],
      cleanliness: ["ho va deixar tot net", "peücs", "brut ."],
      expertise: ["sap el que fa", "no sabia el que feia"],
      honesty: ["honrat", "sense pressionar", "no calia canviar"],
    },
    general: CATALAN_GENERAL_CUES,
  });
});

Deno.test("Catalan cues are also spelled without their accents", () => {
  const all = Object.values(CATALAN_ASPECT_CUES).flat().join(" ");
  for (const word of ["simpatic", "puntualissim", "peucs", "xapuca"]) {
    assert.ok(all.includes(word), word);
  }
  assert.ok(all.includes("a l’hora"), "typographic apostrophe");
});

Deno.test("Catalan joins the other languages' tables", () => {
  assertJoinsLanguageTables(CATALAN_TABLES, {
    holds: {
      negators: ["ningú", "gens"],
      intensifiers: ["molt"],
      waveOffs: ["ho entenc"],
      subRatingLabels: ["neteja"],
    },
  });
});

Deno.test("Catalan words that are other languages' words are no cues alone", () => {
  assertNoLoneWords(CATALAN_TABLES, [
    "car",
    "cara",
    "cars",
    "net",
    "neta",
    "brut",
    "bruta",
    "barata",
    "fatal",
    "crack",
    "bestial",
    "mai",
    "i",
  ]);
});
