/** lib/analysis/lexicon_basque.ts: the Basque cue tables. */
import {
  BASQUE_ASPECT_CUES,
  BASQUE_GENERAL_CUES,
  BASQUE_TABLES,
} from "../../lib/analysis/lexicon_basque.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertNoLoneWords,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Basque cues", () => {
  assertLanguageTables(BASQUE_ASPECT_CUES, {
    holds: {
      punctuality: ["garaiz", "berandu", "ez zen agertu"],
      scheduling: ["gaur bertan", "astebete itxaron", "hiru hilabete !"],
      price: ["garestia", "garesti samarra", "merkea ez", "prezio onean"],
      quality: ["lan txukuna", "ondo egina", "lan normala"],
      professionalism: ["jatorra", "gizon jatorra", "zakarra"],
      communication: ["dena azaldu zigun", "ez zigun deitu"],
      cleanliness: ["dena garbi utzi zuen", "zikina", "zikinkeria hutsa"],
      expertise: ["badaki zer egiten duen", "jakintsua"],
      honesty: ["zintzoa", "gezurtiak", "presiorik gabe"],
    },
    general: BASQUE_GENERAL_CUES,
  });
});

Deno.test("Basque joins the other languages' tables", () => {
  assertJoinsLanguageTables(BASQUE_TABLES, {
    holds: {
      negators: ["ez", "inork"],
      intensifiers: ["oso"],
      waveOffs: ["ulertzen dut"],
      subRatingLabels: ["garbitasuna"],
    },
  });
});

Deno.test("Basque words that are other languages' words are no cues alone", () => {
  assertNoLoneWords(BASQUE_TABLES, [
    "eta",
    "ez",
    "ondo",
    "garbi",
    "hala",
    "fina",
    "goiz",
    "merke",
    "oso",
    "lasai",
  ]);
});
