/** lib/analysis/lexicon_dutch.ts: the Dutch and Flemish cue tables. */
import assert from "node:assert/strict";
import {
  DUTCH_ASPECT_CUES,
  DUTCH_GENERAL_CUES,
  DUTCH_INTENSIFIERS,
  DUTCH_TABLES,
  DUTCH_WAVE_OFFS,
  dutchSpellings,
} from "../../lib/analysis/lexicon_dutch.ts";
import {
  LANGUAGE_AND_WORDS,
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

Deno.test("every aspect has well-formed Dutch cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["stipt", "op tijd", "te laat", "niet komen opdagen"],
    scheduling: ["dezelfde dag", "snel een afspraak", "rap ter plaatse"],
    price: ["duur", "goedkoop", "zot duur", "afzetterij", "eerlijke prijs"],
    quality: ["vakwerk", "schoon werk", "prutswerk", "beunhaas"],
    professionalism: ["vriendelijk", "onbeschoft", "toffe gast", "een schat"],
    communication: ["uitgelegd", "op de hoogte gehouden", "nooit teruggebeld"],
    cleanliness: ["opgeruimd", "proper achtergelaten", "rommel", "opgekuist"],
    expertise: ["deskundig", "echte vakman", "kent zijn stiel"],
    honesty: ["eerlijk", "opgelicht", "aan te smeren", "verborgen kosten"],
  };
  assertLanguageTables(DUTCH_ASPECT_CUES, {
    holds,
    general: DUTCH_GENERAL_CUES,
  });
});

Deno.test("Dutch cues come with and without diacritics and with typographic apostrophes", () => {
  assert.deepEqual(dutchSpellings(["geïnstalleerd ~ +1"]), [
    "geïnstalleerd ~ +1",
    "geinstalleerd ~ +1",
  ]);
  assert.deepEqual(dutchSpellings(["zelfs 's nachts ~ +1"]), [
    "zelfs 's nachts ~ +1",
    "zelfs ’s nachts ~ +1",
  ]);
  const professionalism = DUTCH_ASPECT_CUES.professionalism.join("\n");
  for (const form of ["zo'n schat", "zo’n schat"]) {
    assert.ok(professionalism.includes(form), form);
  }
  assert.ok(
    DUTCH_INTENSIFIERS.includes("héél") && DUTCH_INTENSIFIERS.includes("heel"),
  );
  assert.ok(DUTCH_WAVE_OFFS.some((words) => words.join(" ") === "nou ja"));
  const labels = new Map<string, string>(LANGUAGE_SUB_RATING_LABELS);
  assert.equal(labels.get("stiptheid"), "punctuality");
  assert.equal(labels.get("netheid"), "cleanliness");
  assert.equal(labels.get("properheid"), "cleanliness");
});

Deno.test("Dutch joins the other languages' tables", () => {
  assertJoinsLanguageTables(DUTCH_TABLES, {
    holds: {
      noAnswers: ["helemaal niet"],
      hedgeAnswers: ["een beetje"],
    },
  });
});

Deno.test("Dutch words that are English or another language's are no cues alone", () => {
  const english = [
    "door",
    "die",
    "was",
    "been",
    "net",
    "had",
    "hoe",
    "bot",
    "lief",
    "proper",
    "contact",
    "top",
    "super",
    "perfect",
    "prima",
    "lekker",
    "oke",
    "gratis",
    "laat",
    "aardig",
    "ervaren",
    "snel",
    "vakman",
  ];
  assertNoLoneWords(DUTCH_TABLES, english);
  for (const word of ["niets", "niks", "nee"]) {
    assert.ok(!LANGUAGE_NEGATORS.includes(word), word);
  }
  assert.ok(!LANGUAGE_AND_WORDS.includes("en"));
  assertStatements([
    // "A proper job" stays English.
    ["Frank did a proper job on the panel.", ["quality:1"]],
    ["The booking bot was no help at all.", []],
    // Fillers, not verdicts on honesty.
    ["Eerlijk gezegd, Deano is a legend.", []],
    ["Eerlijk is eerlijk, I had my doubts at first.", []],
    ["Alles wordt duurder, so I was almost scared to call.", []],
    // Any tradesman, no praise.
    ["We belden een vakman voor de meterkast.", []],
    // "Snel" of the work alone judges nothing.
    ["Kayla did our tune-up, ze was snel.", []],
    // "No idea whether" blames nobody.
    ["Ik heb geen idee of dat veel is.", []],
  ]);
});

Deno.test("Dutch timing: op tijd, te laat, an afspraak, the phone", () => {
  assertStatements([
    ["Keurig op tijd, netjes en vriendelijk.", [
      "punctuality:1",
      "professionalism:1",
    ]],
    ["Hij was niet op tijd, maar wel heel vriendelijk.", [
      "punctuality:-1",
      "professionalism:1",
    ]],
    ["Hij kwam twee uur te laat en belde niet.", [
      "punctuality:-1",
      "communication:-1",
    ]],
    ["Ze zijn gewoon niet komen opdagen.", ["punctuality:-1"]],
    ["Dezelfde dag nog een monteur over de vloer.", ["scheduling:1"]],
    ["Dale kwam zelfs op zondag.", ["scheduling:1"]],
    ["De afspraak werd twee keer verzet.", ["scheduling:-1"]],
    ["Telefonisch slecht bereikbaar, altijd de voicemail.", [
      "scheduling:-1",
    ]],
  ]);
});

Deno.test("Dutch money: duur, goedkoop, de prijs, afzetterij, the offerte", () => {
  assertStatements([
    ["The bill was zot duur.", ["price:-1"]],
    ["Veel te duur voor wat het was.", ["price:-1"]],
    ["De prijs was aan de hoge kant, maar het is echt vakwerk.", [
      "price:-1",
      "quality:1",
    ]],
    ["Niet goedkoop, maar het is het geld waard.", ["price:1"]],
    ["Grace charged a faire prijs, prijs-kwaliteit top.", ["price:1"]],
    ["De prijs was redelijk.", ["price:0"]],
    ["De prijs was redelijk hoog.", ["price:-1"]],
    ["Voor de tweede keer hebben ze niets aangerekend.", ["price:1"]],
    ["Pure afzetterij.", ["price:-1"]],
    // A bill above the quote is honesty.
    ["De factuur was 200 euro hoger dan de offerte.", ["honesty:-1"]],
    ["Geen verborgen kosten, precies zoals in de offerte.", ["honesty:1"]],
    ["Ik voel me opgelicht.", ["honesty:-1"]],
    ["They tried to aansmeren us a maintenance plan.", ["honesty:-1"]],
  ]);
});

Deno.test("Dutch work and conduct: schoon werk and a clean house, prutswerk, warm words, skill", () => {
  assertStatements([
    ["Schoon werk, all the pipes straight.", ["quality:1"]],
    ["De afwerking is super netjes.", ["quality:1"]],
    ["Alles proper achtergelaten, zelfs gedweild.", ["cleanliness:1"]],
    ["Hij liet overal rommel achter.", ["cleanliness:-1"]],
    ["Echt prutswerk, de kraan lekt nog steeds.", ["quality:-1"]],
    ["Sindsdien geen problemen meer.", ["quality:1"]],
    ["De lamp hangt scheef.", ["quality:-1"]],
    ["Mike was vriendelijk and beleefd.", ["professionalism:1"]],
    ["Onbeschofte man, heel kortaf.", ["professionalism:-1"]],
    ["Moose is a toffe gast, so geduldig with our old dog.", [
      "professionalism:1",
    ]],
    ["Vriendelijk genoeg, verder niks.", ["professionalism:0"]],
    ["Een echte vakman, kent zijn stiel.", ["expertise:1"]],
    ["Hij had geen idee wat hij deed.", ["expertise:-1"]],
    ["Hij legde alles duidelijk uit.", ["communication:1"]],
    ["Hij legde niets uit.", ["communication:-1"]],
    ["Niemand heeft ons teruggebeld.", ["communication:-1"]],
    // Stock praise names no aspect.
    ["Vijf sterren, echt een aanrader!", []],
    ["Top service, dikke merci.", []],
  ]);
});

Deno.test("Dutch wave-offs, answers and sub-ratings", () => {
  assertStatements([
    [
      "DeShawn was 45 minutes te laat, maar hij belde vooraf, dus geen probleem.",
      [
        "punctuality:0",
        "communication:1",
      ],
    ],
    ["Een half uur te laat, nou ja, kan gebeuren.", ["punctuality:0"]],
  ]);
  const analyzer = createAnalyzer(ELECTRICIAN, { model: null });
  const aspects = (text: string) =>
    analyzer.analyze({ title: null, text }).aspects.map((mention) =>
      `${mention.aspect}:${mention.sentiment}`
    );
  assert.deepEqual(aspects("Op tijd? Nee."), ["punctuality:negative"]);
  assert.deepEqual(aspects("Duur? Een beetje."), ["price:neutral"]);
  assert.deepEqual(aspects("Stiptheid: 2/5. Prijs: 4/5."), [
    "punctuality:negative",
    "price:positive",
  ]);
});
