import assert from "node:assert/strict";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import {
  LOOKALIKE_GLOSSES,
  NORDIC_GLOSSES,
} from "../../lib/analysis/text_nordic_gloss_words.ts";

/** Each token's normal form, with its written word when glossed. */
function readings(text: string): string[] {
  return tokenize(text).tokens.map((token) =>
    token.written === undefined ? token.norm : `${token.written}>${token.norm}`
  );
}

Deno.test("a Nordic sentence reads word by word in English", () => {
  assert.deepEqual(
    readings("Han sa en vecka, det tog tre."),
    [
      "han>he",
      "sa>said",
      "en",
      "vecka>week",
      ",",
      "det>it",
      "tog>took",
      "tre>three",
      ".",
    ],
  );
  const { tokens } = tokenize("Teknikeren kom ikke, og ingen sa noe.");
  assert.equal(tokens[5].norm, "nobody");
  assert.equal(tokens[1].written, "kom");
});

Deno.test("a negator after its verb is read before it, not after a copula", () => {
  assert.deepEqual(readings("Han kom ikke tilbake.").slice(1, 4), [
    "kom>not",
    "ikke>came",
    "tilbake>back",
  ]);
  assert.deepEqual(readings("De svarade aldrig på mejlen.").slice(1, 3), [
    "svarade>never",
    "aldrig>answered",
  ]);
  assert.deepEqual(readings("Jobbet var ikke godt.").slice(1, 3), [
    "var>was",
    "ikke>not",
  ]);
});

Deno.test("each language's everyday words are glossed", () => {
  assert.deepEqual(
    readings("Han skiftede stikket og ryddede op.").slice(1, 2),
    [
      "skiftede>replaced",
    ],
  );
  assert.equal(
    readings("Rørleggeren var veldig tålmodig.")[3],
    "tålmodig>patient",
  );
  assert.equal(
    readings("Vi väntar fortfarande på svar.")[2],
    "fortfarande>still",
  );
});

Deno.test("two-word glosses and Swedish sen read by their neighbours", () => {
  assert.deepEqual(readings("Han kom för sent och var sen igen.").slice(1, 4), [
    "kom>came",
    "för>too",
    "sent>late",
  ]);
  assert.equal(readings("Ryan var sen och dyr.")[2], "sen>late");
  assert.equal(readings("Sen ville de ha mer pengar.")[0], "sen");
});

Deno.test("English text and English sentences keep their words", () => {
  for (
    const text of [
      "The tech came in time but the men sent a bill for $300.",
      "Ikke noget problem. The men were late and the price was fine.",
    ]
  ) {
    const tokens = tokenize(text).tokens.filter((token) =>
      token.sentence === tokenize(text).tokens.at(-1)!.sentence
    );
    assert.ok(tokens.every((token) => token.written === undefined), text);
  }
});

Deno.test("the glossed word is the written word to the patterns and the model", async () => {
  const { createAnalyzer } = await import("../../lib/analysis/mod.ts");
  assert.ok(typeof createAnalyzer === "function");
  assert.ok(NORDIC_GLOSSES.get("kom")?.norm === "came");
  assert.ok(!NORDIC_GLOSSES.has("men") && LOOKALIKE_GLOSSES.has("men"));
});

Deno.test("a negator after an inverted subject or an adverb moves before the verb", () => {
  // "kom han ikke" reads "he not came".
  assert.deepEqual(readings("Derfor kom han ikke tilbage.").slice(1, 4), [
    "kom>he",
    "han>not",
    "ikke>came",
  ]);
  // The adverb keeps its written word for the Nordic cues.
  assert.deepEqual(readings("Han pressede overhovedet ikke på.").slice(1, 4), [
    "pressede>overhovedet",
    "overhovedet>not",
    "ikke>pushed",
  ]);
});

Deno.test("nobody before an inverted verb of saying, and Sønderjysk it", () => {
  const nobody = readings(
    "Det havde ingen sagt noget om, ingen der havde nævnt det.",
  );
  assert.ok(nobody.includes("ingen>nobody"));
  assert.ok(nobody.includes("der>who"));
  // Only in a text that writes the article "æ": "it" is "ikke".
  assert.ok(readings("Æ fyr var it så ring.").includes("it>not"));
  assert.ok(!readings("Fyret virkede, og det var it.").includes("it>not"));
});

Deno.test("no gloss table word is an English word unless it is a lookalike", () => {
  for (const word of ["the", "and", "was", "late", "time", "men", "sent"]) {
    assert.ok(!NORDIC_GLOSSES.has(word), word);
  }
});

Deno.test("a Norwegian dialect pronoun before the negator", () => {
  // "kom ho ikkje" reads "she not came", like "kom han ikke".
  assert.deepEqual(readings("Derfor kom ho ikkje tilbake.").slice(1, 4), [
    "kom>she",
    "ho>not",
    "ikkje>came",
  ]);
  assert.ok(readings("Dæm ringte itte tilbake.").includes("ringte>not"));
});
