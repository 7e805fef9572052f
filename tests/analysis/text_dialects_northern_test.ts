import assert from "node:assert/strict";
import {
  isNorthernText,
  northernReading,
  northernSource,
} from "../../lib/analysis/text_dialects_northern.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import { statementSigns } from "../helpers/analysis.ts";

/** The tokens of a text as "written/norm". */
function readings(text: string): string[] {
  return tokenize(text).tokens.map((t) => `${t.text}/${t.norm}`);
}

const NORTHERN = {
  northern: true,
  prev: undefined,
  prevLemma: undefined,
  prevTag: undefined,
  next: undefined,
  nextTag: undefined,
  afterNextTag: undefined,
  name: false,
} as const;

Deno.test('isNorthernText needs a Northern word or a "t\'" article', () => {
  assert.ok(isNorthernText("They fixed t'boiler."));
  assert.ok(isNorthernText("Nowt wrong with it."));
  assert.ok(isNorthernText("Sat wi' me dad."));
  assert.ok(!isNorthernText("'Twas grand, t'was fine."));
  assert.ok(!isNorthernText("Tu t'es trompé, t'as vu ?"));
  assert.ok(!isNorthernText("Can't say they were late."));
});

Deno.test('northernSource writes "t\'" as an article of the same length', () => {
  assert.equal(
    northernSource("T'furnace and t'boiler", false),
    "A furnace and a boiler",
  );
  // Before a vowel only in a Northern text: French elides "t'" there.
  assert.equal(northernSource("t'as vu t'old one", false), "t'as vu t'old one");
  assert.equal(northernSource("nowt in t'old one", true), "nowt in a old one");
  assert.equal(northernSource("t'was fine", true), "t'was fine");
  assert.equal(
    northernSource("a bit o' pipe an' all", false),
    "a bit of pipe and all",
  );
  assert.equal(
    northernSource("Kevin O'Brien at ten o'clock", true),
    "Kevin O'Brien at ten o'clock",
  );
});

Deno.test("northernReading reads shared words only where English cannot be meant", () => {
  assert.equal(
    northernReading("owt", { ...NORTHERN, northern: false })?.norm,
    "anything",
  );
  assert.equal(
    northernReading("were", { ...NORTHERN, northern: false }),
    undefined,
  );
  assert.equal(
    northernReading("were", { ...NORTHERN, prev: "he" })?.norm,
    "was",
  );
  assert.equal(
    northernReading("were", { ...NORTHERN, prev: "they" }),
    undefined,
  );
  // "sort us boiler" is "our"; "sent us photos" is not.
  const us = { ...NORTHERN, prevLemma: "sort", nextTag: "NOUN" };
  assert.equal(northernReading("us", us)?.norm, "our");
  assert.equal(northernReading("us", { ...us, prevLemma: "send" }), undefined);
  assert.equal(northernReading("us", { ...us, nextTag: "DET" }), undefined);
  assert.equal(northernReading("me", { ...NORTHERN, next: "dad" })?.norm, "my");
  assert.equal(
    northernReading("me", { ...NORTHERN, next: "photos" }),
    undefined,
  );
  assert.equal(
    northernReading("come", { ...NORTHERN, prev: "he" })?.norm,
    "came",
  );
  assert.equal(northernReading("come", { ...NORTHERN, prev: "to" }), undefined);
  assert.equal(
    northernReading("reet", { ...NORTHERN, nextTag: "ADJ", next: "good" })
      ?.norm,
    "very",
  );
  assert.equal(
    northernReading("reet", { ...NORTHERN, next: "now" })?.norm,
    "right",
  );
  assert.equal(
    northernReading("happen", { ...NORTHERN, prevTag: "CCONJ", next: "she" })
      ?.norm,
    "perhaps",
  );
  // A capitalised shared word away from a sentence's start is a name.
  assert.equal(northernReading("were", { ...NORTHERN, name: true }), undefined);
});

Deno.test("tokenize reads a Northern review as English words, offsets kept", () => {
  const text = "T'boiler were reet good, wi' nowt o' mess.";
  assert.deepEqual(readings(text), [
    "T'/the",
    "boiler/boiler",
    "were/was",
    "reet/very",
    "good/good",
    ",/,",
    "wi'/with",
    "nowt/nothing",
    "o'/of",
    "mess/mess",
    "./.",
  ]);
  for (const token of tokenize(text).tokens) {
    assert.equal(text.slice(token.start, token.end), token.text);
  }
  // French elisions and "'twas" stay as written.
  assert.ok(readings("Tu t'es trompé.").includes("t'es/t'es"));
  assert.ok(readings("T'was lovely.").includes("T'was/t'was"));
});

Deno.test("Northern words and cues reach the rules", () => {
  assert.deepEqual(statementSigns("He got reet mardy wi' me."), [
    "professionalism:-1",
  ]);
  assert.deepEqual(statementSigns("He were gormless."), ["expertise:-1"]);
  assert.deepEqual(statementSigns("Dear as owt."), ["price:-1"]);
  assert.deepEqual(statementSigns("It were done proper."), ["quality:1"]);
  assert.deepEqual(statementSigns("Nowt special."), []);
});
