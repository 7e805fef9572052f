import assert from "node:assert/strict";
import {
  isScotsText,
  rDroppedReading,
  scotsNegative,
  scotsReading,
} from "../../lib/analysis/text_dialects.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import { statementSigns } from "../helpers/analysis.ts";

/** The tokens of a text as "written/norm/lemma". */
function readings(text: string): string[] {
  return tokenize(text).tokens.map((t) => `${t.text}/${t.norm}/${t.lemma}`);
}

Deno.test("scotsNegative splits the Scots negatives after their auxiliary", () => {
  assert.deepEqual(scotsNegative("didnae"), ["did", "not", 3]);
  // An object's own property is no auxiliary.
  assert.equal(scotsNegative("constructorna"), undefined);
  assert.deepEqual(scotsNegative("wisnae"), ["was", "not", 3]);
  assert.deepEqual(scotsNegative("dinnae"), ["do", "not", 3]);
  assert.deepEqual(scotsNegative("canna"), ["can", "not", 3]);
  // Words that end alike are left alone.
  for (const word of ["wanna", "gonna", "anna", "donna", "banana", "nae"]) {
    assert.equal(scotsNegative(word), undefined, word);
  }
});

Deno.test("isScotsText needs a word no other language writes alike", () => {
  assert.ok(isScotsText(["he", "wis", "late"]));
  assert.ok(isScotsText(["it", "didnae", "work"]));
  assert.ok(!isScotsText(["an", "hour", "late", "ma", "fir"]));
  assert.ok(!isScotsText(["li", "te", "an", "reta"]));
});

Deno.test("scotsReading reads shared words as Scots only in a Scots text", () => {
  const scots = { scots: true, next: "phoned", capital: 0 } as const;
  assert.equal(scotsReading("telt", { ...scots, scots: false })?.norm, "told");
  assert.equal(scotsReading("an", scots)?.norm, "and");
  assert.equal(scotsReading("an", { ...scots, scots: false }), undefined);
  // The English article stays before a vowel sound or an acronym.
  assert.equal(scotsReading("an", { ...scots, next: "hour" }), undefined);
  assert.equal(scotsReading("an", { ...scots, next: "LED" }), undefined);
  // A capitalised shared word is a name, save at a sentence's start.
  assert.equal(scotsReading("fir", { ...scots, capital: 2 }), undefined);
  assert.equal(scotsReading("fir", { ...scots, capital: 1 })?.norm, "for");
  assert.equal(scotsReading("ken", { ...scots, capital: 1 }), undefined);
});

Deno.test("tokenize reads a Scots review as English words", () => {
  assert.deepEqual(
    readings("Richie wis an hour late an didnae even say sorry."),
    [
      "Richie/richie/richie",
      "wis/was/be",
      "an/an/an",
      "hour/hour/hour",
      "late/late/late",
      "an/and/and",
      "did/did/did",
      "nae/not/not",
      "even/even/even",
      "say/say/say",
      "sorry/sorry/sorry",
      "././.",
    ],
  );
  // Without a Scots word, Kreyòl "an" stays as written.
  assert.ok(readings("Li te an reta.").includes("an/an/an"));
});

Deno.test("Scots negatives and words reach the rules", () => {
  assert.deepEqual(statementSigns("It wisnae cheap."), ["price:-1"]);
  assert.deepEqual(statementSigns("Naw, he didnae leave a mess."), [
    "cleanliness:1",
  ]);
  assert.deepEqual(statementSigns("He couldnae fix it."), ["quality:-1"]);
});

Deno.test("r-dropping New England spellings read as the English words", () => {
  assert.equal(rDroppedReading("watah")?.norm, "water");
  assert.equal(rDroppedReading("smaht")?.lemma, "smart");
  assert.equal(rDroppedReading("water"), undefined);
});
