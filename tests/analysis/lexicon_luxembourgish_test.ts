/** lib/analysis/lexicon_luxembourgish.ts: the Luxembourgish cue tables. */
import {
  LUXEMBOURGISH_ASPECT_CUES,
  LUXEMBOURGISH_GENERAL_CUES,
  LUXEMBOURGISH_TABLES,
} from "../../lib/analysis/lexicon_luxembourgish.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertNoLoneWords,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Luxembourgish cues", () => {
  assertLanguageTables(LUXEMBOURGISH_ASPECT_CUES, {
    holds: {
      punctuality: ["pünktlech", "op d'minutt", "net do wéi versprach"],
      scheduling: ["war séier do", "ofgesot"],
      price: ["gënschteg", "ze deier", "gesalzen", "c'était salé"],
      quality: ["propper aarbecht", "schéin gemaach", "keng problemer méi"],
      professionalism: ["frëndlech", "e schatz", "gutt leit", "flott"],
      communication: ["alles erkläert", "keen uruff"],
      cleanliness: ["d'schong ausgedoen", "gestaubsaugt", "voller dreck"],
      expertise: ["kennt sech aus", "total verluer"],
      honesty: ["éierlech", "keen drock", "keen upsell"],
    },
    general: LUXEMBOURGISH_GENERAL_CUES,
  });
});

Deno.test("Luxembourgish joins the other languages' tables", () => {
  assertJoinsLanguageTables(LUXEMBOURGISH_TABLES, {
    holds: {
      negators: ["keng", "näischt"],
      intensifiers: ["wierklech"],
      waveOffs: ["ech verstinn et"],
      subRatingLabels: ["präis"],
    },
  });
});

Deno.test("Luxembourgish words that are other languages' words are no cues alone", () => {
  assertNoLoneWords(LUXEMBOURGISH_TABLES, [
    "net",
    "keen",
    "propper",
    "gutt",
    "ok",
    "super",
    "sale",
    "direkt",
    "mee",
    "ganz",
  ]);
});
