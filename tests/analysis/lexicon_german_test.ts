/** lib/analysis/lexicon_german.ts: the German cue tables. */
import assert from "node:assert/strict";
import {
  GERMAN_ASPECT_CUES,
  GERMAN_GENERAL_CUES,
  GERMAN_TABLES,
  GERMAN_WAVE_OFFS,
  germanSpellings,
} from "../../lib/analysis/lexicon_german.ts";
import {
  LANGUAGE_NEGATORS,
  LANGUAGE_SUB_RATING_LABELS,
} from "../../lib/analysis/lexicon_languages.ts";
import { createAnalyzer } from "../../lib/analysis/mod.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertNoLoneWords,
  assertStatements,
  ELECTRICIAN,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed German cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["pünktlich", "puenktlich", "punktlich", "unpünktlich"],
    scheduling: ["schnell einen termin", "nach feierabend"],
    price: ["teuer", "günstig", "preiswert", "preis - leistung top"],
    quality: ["sauber gearbeitet", "pfusch", "gepfuscht", "keine mängel"],
    professionalism: ["freundlich", "unfreundlich", "höflich", "grantig"],
    communication: ["erklärt", "bescheid gesagt", "kein rückruf"],
    cleanliness: ["sauber", "überzieher", "ueberzieher", "sauerei"],
    expertise: ["kompetent", "echter fachmann", "hatte keine ahnung"],
    honesty: ["ehrlich", "verarscht", "aufdringlich", "versteckte kosten"],
  };
  assertLanguageTables(GERMAN_ASPECT_CUES, {
    holds,
    general: GERMAN_GENERAL_CUES,
  });
});

Deno.test("German cues come with umlauts, with ae, oe, ue and with bare vowels", () => {
  assert.deepEqual(germanSpellings(["grüß gott ~ +1"]), [
    "grüß gott ~ +1",
    "grüss gott ~ +1",
    "gruess gott ~ +1",
    "gruss gott ~ +1",
  ]);
  assert.deepEqual(germanSpellings(["höflich ~ +1"]), [
    "höflich ~ +1",
    "hoeflich ~ +1",
    "hoflich ~ +1",
  ]);
  const price = GERMAN_ASPECT_CUES.price.join("\n");
  for (const form of ["günstig", "guenstig", "gunstig", "überteuert"]) {
    assert.ok(price.includes(form), form);
  }
  assert.ok(
    GERMAN_WAVE_OFFS.some((words) => words.join(" ") === "halb so schlimm"),
  );
  const labels = new Map<string, string>(LANGUAGE_SUB_RATING_LABELS);
  for (const label of ["pünktlichkeit", "puenktlichkeit", "punktlichkeit"]) {
    assert.equal(labels.get(label), "punctuality", label);
  }
});

Deno.test("German joins the other languages' tables", () => {
  assertJoinsLanguageTables(GERMAN_TABLES, {
    holds: {
      noAnswers: ["gar nicht"],
      hedgeAnswers: ["ein bisschen"],
    },
  });
});

Deno.test("German words that are English or another language's are no cues alone", () => {
  const english = [
    "super",
    "top",
    "gut",
    "genau",
    "also",
    "die",
    "war",
    "man",
    "rat",
    "so",
    "mal",
    "total",
    "schon",
    "spat",
    "uber",
    "prima",
    "toll",
  ];
  assertNoLoneWords(GERMAN_TABLES, english);
  for (const word of ["nichts", "nein", "mal"]) {
    assert.ok(!LANGUAGE_NEGATORS.includes(word), word);
  }
  assertStatements([
    // "A full gut job" stays English.
    ["Reasonable price for a full bathroom gut and refit.", ["price:1"]],
    // A filler, not a verdict on honesty.
    ["Deano is a legend, ganz ehrlich.", []],
    ["Alles ist teuer geworden, so I was almost scared to call.", []],
    // "Schnell" of the work alone judges nothing.
    ["Kayla did our tune-up, she was schnell.", []],
  ]);
});

Deno.test("German timing: pünktlich, zu spät, a Termin, after Feierabend", () => {
  assertStatements([
    ["Pünktlich, sauber, freundlich.", [
      "punctuality:1",
      "cleanliness:1",
      "professionalism:1",
    ]],
    ["Ellie Park was puenktlich.", ["punctuality:1"]],
    ["Er war nicht pünktlich, aber sehr freundlich.", [
      "punctuality:-1",
      "professionalism:1",
    ]],
    ["Er kam zwei Stunden zu spät.", ["punctuality:-1"]],
    ["Wir haben schnell einen Termin bekommen.", ["scheduling:1"]],
    ["Dale came after his Feierabend because we have a baby.", [
      "scheduling:1",
    ]],
    ["Three times they verschoben the Termin.", ["scheduling:-1"]],
    ["Nobody picks up, always only the Anrufbeantworter.", [
      "communication:-1",
      "scheduling:-1",
    ]],
  ]);
});

Deno.test("German money: teuer, günstig, Preis-Leistung, abgezockt, the quote", () => {
  assertStatements([
    ["The price was ordentlich teuer.", ["price:-1"]],
    ["Sehr günstig und gute Arbeit.", ["price:1", "quality:1"]],
    ["Nadia Karim put in our new AC, Preis-Leistung absolut top.", [
      "price:1",
    ]],
    ["Der Preis war in Ordnung.", ["price:0"]],
    ["Wir wurden richtig abgezockt.", ["price:-1"]],
    ["Very kulant, they didn't charge.", ["price:1"]],
    // A bill above the quote is honesty.
    ["The Rechnung was $310 higher than the Kostenvoranschlag.", [
      "honesty:-1",
    ]],
    ["Ich fühl mich verarscht.", ["honesty:-1"]],
    ["Sehr ehrlich, no upsell.", ["honesty:1"]],
    ["Tony was very aufdringlich with the maintenance plan.", [
      "honesty:-1",
    ]],
  ]);
});

Deno.test("German work and conduct: sauber of the work and of the house, Pfusch, warm words, skill", () => {
  assertStatements([
    ["Sauber gearbeitet, all pipes straight.", ["quality:1"]],
    ["At the end the Keller was sauberer than before.", ["cleanliness:1"]],
    ["Dean left a Sauerei in the laundry.", ["cleanliness:-1"]],
    ["In June again verstopft.", ["quality:-1"]],
    ["Das war Pfusch.", ["quality:-1"]],
    ["The city inspector found keine einzige Beanstandung.", ["quality:1"]],
    ["Mike was freundlich and höflich.", ["professionalism:1"]],
    ["Der Monteur war total unfreundlich.", ["professionalism:-1"]],
    ["Moose is a gemütlicher Riese, so lieb with our old Dackel.", [
      "professionalism:1",
    ]],
    ["Freundlich genug, nothing more.", ["professionalism:0"]],
    ["Pri is super kompetent.", ["expertise:1"]],
    ["Ein Bastler, kein Techniker.", ["expertise:-1"]],
    ["Er hatte keine Ahnung.", ["expertise:-1"]],
    // "No idea whether" blames nobody.
    ["Keine Ahnung, ob das viel ist.", []],
    ["He explained it to my Oma, alles erklärt.", ["communication:1"]],
    ["Two hours too late and no Anruf.", [
      "communication:-1",
      "punctuality:-1",
    ]],
    // Stock praise names no aspect.
    ["Fünf Sterne, absolut empfehlenswert!", []],
    ["Drain cleaning Saturday morning, alles gut, danke.", []],
  ]);
});

Deno.test("'Sauber!' cheered at the business judges no cleanliness", () => {
  const analyzer = createAnalyzer(ELECTRICIAN, { model: null });
  const aspects = (text: string) =>
    analyzer.analyze({ title: null, text }).aspects.map((mention) =>
      `${mention.aspect}:${mention.sentiment}`
    );
  assert.deepEqual(aspects("Sauber, Bright Spark!"), []);
  assert.deepEqual(aspects("Sauber, pünktlich, Bright Spark!"), [
    "cleanliness:positive",
    "punctuality:positive",
  ]);
});

Deno.test("German wave-offs and answers", () => {
  assertStatements([
    ["DeShawn was 45 minutes late, so kein Problem.", ["punctuality:0"]],
    ["Er kam 20 Minuten zu spät, aber halb so schlimm.", ["punctuality:0"]],
    // "Otherwise all fine" takes nothing back.
    ["He was 20 minutes late, sonst alles gut.", ["punctuality:-1"]],
  ]);
});
