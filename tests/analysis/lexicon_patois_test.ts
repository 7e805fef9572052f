/** lib/analysis/lexicon_patois.ts: the Jamaican Patois cue tables. */
import {
  PATOIS_ASPECT_CUES,
  PATOIS_GENERAL_CUES,
  PATOIS_TABLES,
} from "../../lib/analysis/lexicon_patois.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertNoLoneWords,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Patois cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["reach pon time", "reach early"],
    scheduling: ["cancel pon mi"],
    price: ["price too dear", "dat a tiefing", "price cheap cheap"],
    quality: ["run quiet quiet", "work criss", "still a leak"],
    professionalism: ["facety", "mannerly", "good good people"],
    communication: ["nobody seh a word"],
    cleanliness: ["leave di place dutty"],
    expertise: ["know him ting fi true"],
    honesty: ["ginnal", "a press mi", "tell mi straight"],
  };
  assertLanguageTables(PATOIS_ASPECT_CUES, {
    holds,
    general: PATOIS_GENERAL_CUES,
  });
});

Deno.test("Patois joins the other languages' tables", () => {
  assertJoinsLanguageTables(PATOIS_TABLES, {
    holds: {
      negators: ["cyaan"],
      hedgeAnswers: ["likkle bit"],
      waveOffs: ["soon come", "mi nuh business"],
    },
  });
});

Deno.test("Patois words that are English, another language's or too short are no cues alone", () => {
  assertNoLoneWords(PATOIS_TABLES, [
    "dem",
    "mi",
    "di",
    "a",
    "fi",
    "pon",
    "seh",
    "nah",
    "nuh",
    "neva",
    "bare",
    "dear",
    "criss",
    "sweet",
    "tief",
    "reach",
    "bruk",
    "vex",
    "rush",
    "cheap",
  ]);
});
