/** lib/analysis/lexicon_kreyol.ts: the Haitian Creole cue tables. */
import assert from "node:assert/strict";
import {
  isForeignPa,
  KREYOL_ASPECT_CUES,
  KREYOL_GENERAL_CUES,
  KREYOL_TABLES,
  KREYOL_WAVE_OFFS,
  kreyolSpellings,
  opensKreyolContrast,
} from "../../lib/analysis/lexicon_kreyol.ts";
import {
  isNegatorLookalike,
  LANGUAGE_CONTRAST_WORDS,
} from "../../lib/analysis/lexicon_languages.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertStatements,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Kreyòl cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["alè", "an reta", "pa janm vini"],
    scheduling: ["vin menm jou a", "repwograme"],
    price: ["twò chè", "bon mache", "vo chak kòb", "se vòlè"],
    quality: ["bon travay", "koule ankò", "pase inspeksyon"],
    professionalism: ["janti", "gen bon kè", "dous kou siwo", "malonèt"],
    communication: ["eksplike", "pèsonn pa rele m", "rele m davans"],
    cleanliness: ["pwòp", "kite labou", "netwaye apre"],
    expertise: ["konn travay li", "li te gen rezon"],
    honesty: ["onèt", "pa bezwen chanje", "san fòse m", "fòse m"],
  };
  assertLanguageTables(KREYOL_ASPECT_CUES, {
    holds,
    general: KREYOL_GENERAL_CUES,
  });
});

Deno.test("Kreyòl cues come with and without accents, but 'chè' and 'alè' keep theirs alone", () => {
  assert.deepEqual(kreyolSpellings(["twò chè ~ -2"]), [
    "twò chè ~ -2",
    "two che ~ -2",
  ]);
  const price = KREYOL_ASPECT_CUES.price.join("\n");
  assert.ok(price.includes("bon mache"));
  assert.ok(price.includes("two che"));
  const bare = (aspect: string) =>
    KREYOL_ASPECT_CUES[aspect as keyof typeof KREYOL_ASPECT_CUES].map((
      spec,
    ) => spec.split(" ~ ")[0]);
  // Plain "che" is Italian and Spanish, plain "ale" is "go".
  assert.ok(bare("price").includes("chè"));
  assert.ok(!bare("price").includes("che"));
  assert.ok(bare("punctuality").includes("alè"));
  assert.ok(!bare("punctuality").includes("ale"));
  assert.ok(
    KREYOL_WAVE_OFFS.some((words) => words.join(" ") === "pa gen pwobl\u00e8m"),
  );
  assert.ok(
    KREYOL_WAVE_OFFS.some((words) => words.join(" ") === "pa gen pwoblem"),
  );
});

Deno.test("Kreyòl joins the other languages' tables", () => {
  assertJoinsLanguageTables(KREYOL_TABLES, {
    holds: {
      noAnswers: ["pa ditou"],
      hedgeAnswers: ["yon ti jan"],
    },
  });
});

Deno.test("words that are also English, French or Tagalog stay in phrases", () => {
  // "Men" is a contrast only before a Kreyòl clause; "pa" negates only as
  // Kreyòl's "not", not as Tagalog's "still" or Spanish "para".
  assert.ok(!LANGUAGE_CONTRAST_WORDS.includes("men"));
  assert.ok(opensKreyolContrast("men", "li"));
  assert.ok(!opensKreyolContrast("men", "were"));
  assert.ok(isNegatorLookalike("pa", "siya"));
  assert.ok(!isForeignPa("siya"));
  assert.ok(isForeignPa("la"));
  assert.ok(isForeignPa(undefined));
  assert.ok(!isForeignPa("t"));
  assert.ok(!isForeignPa("janm"));
  for (const word of ["li", "bon", "men", "pa", "ak", "se", "sal", "che"]) {
    for (const spec of Object.values(KREYOL_ASPECT_CUES).flat()) {
      assert.notEqual(spec.split(" ~ ")[0], word, spec);
    }
  }
  assertStatements([
    ["The men were polite and on time.", [
      "professionalism:1",
      "punctuality:1",
    ]],
    ["Sobrang bait ni kuya, nag-tanggal pa siya ng shoes.", [
      "professionalism:1",
      "cleanliness:1",
    ]],
  ]);
});

Deno.test("Kreyòl timing: alè, an reta, pa janm vini, the same day, rescheduled", () => {
  assertStatements([
    ["Richie rive alè, 8è pile.", ["punctuality:1"]],
    ["Kayla was very friendly, but li te an reta inèdtan.", [
      "professionalism:1",
      "punctuality:-1",
    ]],
    ["Abdi pa janm vini.", ["punctuality:-1"]],
    ["No heat, epi yo vin menm jou a.", ["scheduling:1"]],
    ["Yo repwograme randevou a twa fwa.", ["scheduling:-1"]],
    ["Li rive 2 èdtan sèlman apre nou rele.", ["scheduling:1"]],
    ["Yo pa janm rate yon dat.", ["punctuality:1"]],
  ]);
});

Deno.test("Kreyòl money: twò chè, pa t bon mache men li vo chak kòb, se vòlè", () => {
  assertStatements([
    ["Twò chè wi.", ["price:-1"]],
    ["Tro che, wi.", ["price:-1"]],
    ["Tankless la pa t bon mache, men li vo chak kòb.", ["price:1"]],
    ["New furnace la $7,800, se vòlè!", ["price:-1"]],
    ["Pri a rezonab.", ["price:1"]],
    ["Pa pi chè pa pi bon mache pase lòt devi yo.", ["price:0"]],
    ["Li chanje pil la san li pa charge m anyen.", ["price:1"]],
    ["Egzakteman sa yo te di, pa yon santim plis.", ["honesty:1"]],
    ["Li di m pa bezwen chanje l. Onèt!", ["honesty:1"]],
    ["Li ban m 2 opsyon san fòse m.", ["honesty:1"]],
    ["Msye pa t vle kite kay la jiskaske m siyen.", ["honesty:-1"]],
  ]);
});

Deno.test("Kreyòl work and conduct: bon travay, koule ankò, warm words, skill", () => {
  assertStatements([
    ["Bon travay manzè!", ["quality:1"]],
    ["Apre 2 semèn li kòmanse koule ankò.", ["quality:-1"]],
    ["Basement nan pa janm inonde ankò.", ["quality:1"]],
    ["Moose dous kou siwo.", ["professionalism:1"]],
    ["JM gen bon kè.", ["professionalism:1"]],
    ["Madanm nan biwo a te malonèt anpil.", ["professionalism:-1"]],
    ["Li konn travay li!", ["expertise:1"]],
    ["Will pa t konn sa l t ap fè ditou.", ["expertise:-1"]],
    ["Li ale san li pa eksplike m anyen.", ["communication:-1"]],
    ["Pèsonn pa rele m pou di m anyen.", ["communication:-1"]],
    ["Ryan kite labou sou tout planche a.", ["cleanliness:-1"]],
    ["Kay la rete pwòp.", ["cleanliness:1"]],
    // The filter was dirty: equipment, not the house.
    ["Li montre m filt la ki te sal anpil.", ["communication:1"]],
    // Stock praise and blessings name no aspect.
    ["Jasmine se yon bijou!", []],
    ["Mèsi anpil, Bondye beni nou.", []],
    ["Li bon, li bon, pa gen pwoblèm.", []],
  ]);
});

Deno.test("Kreyòl wave-offs and answers", () => {
  assertStatements([
    ["Mark te an reta 20 minit, men pa gen pwoblèm.", ["punctuality:0"]],
    ["Li te yon ti jan chè, men m konprann, se ete.", ["price:0"]],
  ]);
});

Deno.test("Kreyòl waits, arrivals and calls said in other words", () => {
  assertStatements([
    ["Msye vin menm lè a, mwen pa t menm fin rakwoche.", ["scheduling:1"]],
    ["De semèn nou ap tann pyès la pou chofaj la.", ["scheduling:-1"]],
    ["Yo ban m yon randevou pou landemen.", ["scheduling:1"]],
    ["Li rive tapan jan yo te di a.", ["punctuality:1"]],
    ["Teknisyen an pa t rele, nou rete ap tann.", ["communication:-1"]],
    ["Manzè voye m yon tèks pou di m li an wout.", ["communication:1"]],
  ]);
});

Deno.test("Kreyòl money, conduct, mess and skill said in other words", () => {
  assertStatements([
    ["Panno solè a se yon bon envestisman.", ["price:1"]],
    ["Nou peye pou anyen, pwoblèm nan la toujou.", ["price:-1"]],
    ["Pri yo te jis pou yon travay konsa.", ["price:1"]],
    ["Msye pa t menm di bonjou lè l antre.", ["professionalism:-1"]],
    ["Li antre ak soulye labou nan salon an.", ["cleanliness:-1"]],
    ["Yo pa kite okenn fatra, tout bagay te pwòp.", ["cleanliness:1"]],
    ["Nèg sa a konn bagay li.", ["expertise:1"]],
    ["Vandè a kontinye ap pouse pou m achte.", ["honesty:-1"]],
  ]);
});
