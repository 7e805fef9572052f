/** lib/analysis/lexicon_polish.ts: the Polish cue tables. */
import assert from "node:assert/strict";
import {
  opensPolishContrast,
  plainPolish,
  POLISH_ASPECT_CUES,
  POLISH_CONTRAST_WORDS,
  POLISH_GENERAL_CUES,
  POLISH_INTENSIFIERS,
  POLISH_NEGATORS,
  POLISH_SUB_RATING_LABELS,
  POLISH_TABLES,
  POLISH_WAVE_OFFS,
  polishSpellings,
} from "../../lib/analysis/lexicon_polish.ts";
import {
  LANGUAGE_CONTRAST_WORDS,
  LANGUAGE_SUB_RATING_LABELS,
} from "../../lib/analysis/lexicon_languages.ts";
import { createAnalyzer } from "../../lib/analysis/mod.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertNoLoneWords,
  assertStatements,
  ELECTRICIAN,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Polish cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["punktualnie", "spoznil", "spóźnił", "co do minuty"],
    scheduling: ["tego samego dnia", "przelozyli", "nikt nie odbiera"],
    price: ["drogo", "tanio", "zlodziej", "uczciwe ceny", "złodziej"],
    quality: ["fuszerka", "partacz", "dobra robota", "solidnie"],
    professionalism: ["uprzejmy", "mily", "chamski", "spoko gosc"],
    communication: ["wyjasnil", "wytlumaczyl", "nikt nie oddzwonil"],
    cleanliness: ["czysto", "posprzatal", "zostawili balagan", "syf"],
    expertise: ["prawdziwy fachowiec", "zna sie na rzeczy", "zlote rece"],
    honesty: ["uczciwy", "uczciwa firma", "oszust", "naciagacze"],
  };
  assertLanguageTables(POLISH_ASPECT_CUES, {
    holds,
    general: POLISH_GENERAL_CUES,
  });
});

Deno.test("Polish cues come with their letters and without them, each word whole", () => {
  assert.deepEqual(polishSpellings(["złodziej ~ -2"]), [
    "złodziej ~ -2",
    "zlodziej ~ -2",
  ]);
  assert.equal(plainPolish("Spóźnił się, źle, żółć"), "Spoznil sie, zle, zolc");
  for (const word of ["żaden", "zaden", "bez", "nigdy", "nie"]) {
    assert.ok(POLISH_NEGATORS.includes(word), word);
  }
  assert.ok(POLISH_INTENSIFIERS.includes("naprawdę"));
  assert.ok(POLISH_INTENSIFIERS.includes("naprawde"));
  const labels = new Map<string, string>(LANGUAGE_SUB_RATING_LABELS);
  for (const label of ["punktualność", "punktualnosc", "jakość", "cena"]) {
    assert.ok(labels.has(label), label);
  }
  // The tokeniser keeps a word with Polish letters whole, so each of
  // these tables' words is one token.
  for (
    const word of [
      ...POLISH_NEGATORS,
      ...POLISH_INTENSIFIERS,
      ...POLISH_CONTRAST_WORDS,
      ...POLISH_SUB_RATING_LABELS.map(([label]) => label),
    ]
  ) {
    assert.equal(tokenize(word).tokens.length, 1, word);
  }
});

Deno.test("Polish joins the other languages' tables", () => {
  assertJoinsLanguageTables(POLISH_TABLES, {
    holds: {
      negators: ["nie"],
      noAnswers: ["wcale nie"],
      hedgeAnswers: ["trochę"],
    },
  });
});

Deno.test("Polish words that are English, another language's or a name are no cues alone", () => {
  const others = [
    "pan",
    "super",
    "top",
    "ok",
    "a",
    "i",
    "to",
    "ale",
    "tak",
    "luz",
    "tania",
    "mila",
    "mili",
    "mile",
    "drogi",
    "droga",
    "trudno",
    "szybko",
    "fachowiec",
    "balagan",
  ];
  assertNoLoneWords(POLISH_TABLES, others);
  for (const word of ["nic", "ani", "ale", "tak"]) {
    assert.ok(!POLISH_NEGATORS.includes(word), word);
    assert.ok(!LANGUAGE_CONTRAST_WORDS.includes(word), word);
  }
  assert.ok(opensPolishContrast("ale", "warto"));
  assert.ok(opensPolishContrast("ale", "partacz"));
  assert.ok(!opensPolishContrast("ale", "the"));
  assert.ok(!opensPolishContrast("ale", "san"));
  assert.ok(!opensPolishContrast("no", "warto"));
  assert.ok(!opensPolishContrast("ale", undefined));
  assertStatements([
    ["Tania came and fixed the sink.", []],
    ["Drogi Panie Tomku, dziękuję.", []],
    ["My brother is fachowiec in construction.", []],
    ["In Poland you call a złota rączka, he comes when he feels like it.", []],
    ["Szczerze mówiąc, I expected worse.", []],
    ["Tanio nie będzie, said my husband.", []],
    // The speed of the work alone gets no label.
    ["Everything szybko, in and out in 30 minutes.", []],
    // Kreyòl "ale" (go) opens no contrast.
    ["Travis fin travay epi li ale san li pa eksplike m anyen.", [
      "communication:-1",
    ]],
  ]);
});

Deno.test("Polish timing: punktualnie, spóźnił się, tego samego dnia, przełożyli", () => {
  assertStatements([
    ["Pan Tomasz came punktualnie at 8:00.", ["punctuality:1"]],
    ["Bardzo punktualny i uprzejmy.", [
      "punctuality:1",
      "professionalism:1",
    ]],
    ["Nie był punktualny.", ["punctuality:-1"]],
    ["Spóźnił się dwie godziny.", ["punctuality:-1"]],
    ["Spoznil sie 2 godziny.", ["punctuality:-1"]],
    ["Nie spóźnił się ani minuty.", ["punctuality:1"]],
    ["Nikt nie przyjechał.", ["punctuality:-1"]],
    ["Przyjechali tego samego dnia.", ["scheduling:1"]],
    ["Pipe burst on Wigilia and they came in one hour.", ["scheduling:1"]],
    ["Trzy razy przełożyli termin.", ["scheduling:-1"]],
    ["Nikt nie odbiera telefonu.", ["scheduling:-1"]],
    ["Light fixtures done punktualnie in the 3 days they promised.", [
      "scheduling:1",
    ]],
  ]);
});

Deno.test("Polish money: drogo, tanio, uczciwe ceny, złodziej, the quote", () => {
  assertStatements([
    ["Water heater replacement - drogo.", ["price:-1"]],
    ["Za drogo.", ["price:-1"]],
    ["Nie było drogo.", ["price:1"]],
    ["New AC - drogo, ale warto.", ["price:1"]],
    ["Tanio to nie było.", ["price:-1"]],
    ["Uczciwe ceny.", ["price:1"]],
    ["Cena bardzo wysoka.", ["price:-1"]],
    ["Cena w porządku.", ["price:0"]],
    ["Ani tanio ani drogo.", ["price:0"]],
    ["Pieniądze wyrzucone w błoto.", ["price:-1"]],
    ["Super, $200 za 15 minut pracy.", ["price:-1"]],
    ["Złodziej.", ["price:-1"]],
    // A bill above the quote is honesty.
    ["Rachunek wyższy niż wycena.", ["honesty:-1"]],
    ["Uczciwy fachowiec, nic nie wciskał.", ["honesty:1"]],
    ["Oszust.", ["honesty:-1"]],
    // "Everything costs more now" judges no price of the business.
    ["Everything is drogo now.", []],
  ]);
});

Deno.test("Polish work and conduct: fuszerka, czysto, uprzejmy, spoko gość, fachowiec", () => {
  assertStatements([
    ["Fuszerka!!!", ["quality:-1"]],
    ["Dobra robota.", ["quality:1"]],
    ["Po tygodniu znowu cieknie.", ["quality:-1"]],
    ["Porysował mi podłogę.", ["quality:-1"]],
    ["Posprzątał po sobie, zero bałaganu.", ["cleanliness:1"]],
    ["Zostawili syf w kuchni.", ["cleanliness:-1"]],
    ["Pani Kowalska was very uprzejma.", ["professionalism:1"]],
    ["The girl in the office was not very uprzejma.", [
      "professionalism:-1",
    ]],
    ["Sunny bardzo miły.", ["professionalism:1"]],
    ["Travis - spoko gość, very easy to talk with.", ["professionalism:1"]],
    ["Chamski i arogancki.", ["professionalism:-1"]],
    ["He explained it like to a child, nie czułam się głupia.", [
      "communication:1",
      "professionalism:1",
    ]],
    ["Dean came late and didn't even say przepraszam.", [
      "punctuality:-1",
      "professionalism:-1",
    ]],
    ["Wszystko wytłumaczył krok po kroku.", ["communication:1"]],
    ["Nikt nie oddzwonił.", ["communication:-1"]],
    ["Tomek is real fachowiec.", ["expertise:1"]],
    ["Zna się na rzeczy, od razu znalazł przyczynę.", ["expertise:1"]],
    ["Nie miał pojęcia, co robi.", ["expertise:-1"]],
    // "I have no idea" blames nobody.
    ["Nie mam pojęcia, ile to kosztuje.", []],
    // Stock praise names no aspect.
    ["Spoko firma, polecam.", []],
    ["Bardzo dobra firma, super obsługa.", []],
  ]);
});

Deno.test("Polish wave-offs, answers and sub-ratings: spoko, no cóż, Cena 2/5", () => {
  assertStatements([
    ["Sam was late one hour, spoko.", ["punctuality:0"]],
    // Not "spoko gość": praise waves nothing off.
    ["Sam was late one hour, a spoko gość otherwise.", [
      "punctuality:-1",
      "professionalism:1",
    ]],
    ["Dale was a bit short with me, no cóż.", ["professionalism:0"]],
    ["Not cheap, but no cóż, you pay for quality.", ["price:0"]],
    ["Spoznil sie 20 minut, ale nic się nie stało.", ["punctuality:0"]],
  ]);
  const analyzer = createAnalyzer(ELECTRICIAN, { model: null });
  const aspects = (text: string) =>
    analyzer.analyze({ title: null, text }).aspects.map((mention) =>
      `${mention.aspect}:${mention.sentiment}`
    );
  assert.deepEqual(aspects("Tanio? Wcale."), ["price:negative"]);
  assert.deepEqual(aspects("Drogo? Trochę."), ["price:neutral"]);
  assert.deepEqual(aspects("Cena 2/5, jakość 5/5."), [
    "price:negative",
    "quality:positive",
  ]);
  assert.ok(
    POLISH_WAVE_OFFS.some((words) => words.join(" ") === "no coz"),
  );
});
