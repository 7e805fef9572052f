/** lib/analysis/lexicon_nordic_swedish_cues.ts: everyday Swedish cues. */
import assert from "node:assert/strict";
import {
  SWEDISH_CUES,
  SWEDISH_GENERAL,
} from "../../lib/analysis/lexicon_nordic_swedish_cues.ts";
import {
  NORDIC_ASPECT_CUES,
  NORDIC_GENERAL_CUES,
  NORDIC_TABLES,
} from "../../lib/analysis/lexicon_nordic.ts";
import {
  assertLanguageTables,
  assertNoLoneWords,
  assertStatements,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Swedish cues", () => {
  assertLanguageTables(SWEDISH_CUES, {
    holds: {
      punctuality: [
        "kom inte i tid",
        "dök aldrig upp",
        "var sen",
        "kom för sent",
      ],
      scheduling: ["svåra att få tag på", "bokade om"],
      price: ["prisvärd", "värt det", "dyrt som attan", "lagom dyrt"],
      quality: ["snyggt och tyst", "läcker fortfarande", "helt okej jobb"],
      professionalism: ["gullig", "otrevlig", "var sur", "inte schysst"],
      communication: ["hörde aldrig av sig", "inget svar"],
      cleanliness: ["städade inte", "skräp överallt"],
      expertise: ["sån kunskap", "hade ingen koll"],
      honesty: ["hederlig", "ingen påtryckning", "säljsnack"],
    },
    general: SWEDISH_GENERAL,
  });
});

Deno.test("the Swedish cues join the Nordic tables", () => {
  assert.ok(NORDIC_ASPECT_CUES.price.some((cue) => cue.includes("prisvärd")));
  assert.ok(NORDIC_ASPECT_CUES.quality.some((cue) => cue.includes("fuskjobb")));
  assert.ok(NORDIC_GENERAL_CUES.some((cue) => cue.includes("inte så dumt")));
  // Typed without accents too.
  assert.ok(
    NORDIC_ASPECT_CUES.expertise.some((cue) => cue.includes("san kunskap")),
  );
});

Deno.test("Swedish words that are English words are no cues alone", () => {
  assertNoLoneWords(NORDIC_TABLES, [
    "bra",
    "fin",
    "god",
    "rent",
    "sent",
    "men",
    "tom",
    "bad",
    "sur",
    "nonchalant",
  ]);
});

Deno.test("Swedish reviews read as Swedes write them", () => {
  assertStatements([
    ["Kom inte i tid, igen.", ["punctuality:-1"]],
    ["Städade inte efter sig.", ["cleanliness:-1"]],
    ["Lagom dyrt.", ["price:0"]],
    ["Helt okej jobb.", ["quality:0"]],
    ["Snyggt och tyst, but dyrt.", ["quality:1", "price:-1"]],
    ["Så gullig med honom.", ["professionalism:1"]],
    ["Sån kunskap!", ["expertise:1"]],
    ["Hörde aldrig av sig.", ["communication:-1"]],
    ["Ingen påtryckning alls.", ["honesty:1"]],
    // Broad everyday Swedish, past tense, supine and idiom.
    ["Ryan var sen igen.", ["punctuality:-1"]],
    ["Duct cleaning: dammigt överallt efteråt.", ["cleanliness:-1"]],
    ["Han förklarade exakt varför det luktade.", ["communication:1"]],
    ["Nu går den som en klocka.", ["quality:1"]],
    ["Räkningen stämde på kronan med offerten.", ["honesty:1"]],
    ["Hon visste exakt vad som var fel.", ["expertise:1"]],
    ["De bokar om vår tid igen.", ["scheduling:-1"]],
    ["Ingen sa ett ord om avgiften.", ["communication:-1"]],
    // Everyday wordings not taken from one batch: supine, hedges, sarcasm.
    ["Den har gått som en klocka hela vintern.", ["quality:1"]],
    ["Stopp i avloppet igen, och det var stopp igen.", ["quality:-1"]],
    ["Snacka om timpris.", ["price:-1"]],
    ["Dyrt som fan men vad ska man göra.", ["price:0"]],
    ["Kostade skjortan men värd varenda krona.", ["price:1"]],
    ["Kontoret flyttade vår tid tre gånger.", ["scheduling:-1"]],
    ["Sur som ättika.", ["professionalism:-1"]],
    ["Hon messade när hon var på väg.", ["communication:1"]],
    ["Han försökte pracka på oss ett serviceavtal.", ["honesty:-1"]],
    ["Sjukt duktig.", ["expertise:1"]],
    ["Han tog av sig skorna i hallen.", ["cleanliness:1"]],
    // Idioms, sarcasm and hedges.
    ["Det kostade skjortan.", ["price:-1"]],
    ["Jättekul att betala för det.", ["price:-1"]],
    ["Travis var hyfsat punktlig.", ["punctuality:0"]],
    ["Har gått felfritt sen dess.", ["quality:1"]],
    ["Sälj sälj sälj hela besöket.", ["honesty:-1"]],
  ]);
});
