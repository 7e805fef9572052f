import assert from "node:assert/strict";
import { ASPECT_IDS } from "../../lib/schemas/mod.ts";
import {
  cueSpellings,
  FRENCH_ASPECT_CUES,
  FRENCH_GENERAL_CUES,
  frenchSpellings,
  quebecEntries,
  quebecSpelling,
} from "../../lib/analysis/lexicon_french.ts";
import { subRatings } from "../../lib/analysis/sub_ratings.ts";
import {
  assertCueSpec,
  assertStatements,
  viewOf,
} from "../helpers/analysis.ts";

Deno.test("French cues are well formed, for every aspect", () => {
  for (const aspect of ASPECT_IDS) {
    assert.ok(FRENCH_ASPECT_CUES[aspect].length >= 10, aspect);
    for (const spec of FRENCH_ASPECT_CUES[aspect]) {
      assertCueSpec(spec, aspect);
    }
  }
  for (const spec of FRENCH_GENERAL_CUES) assertCueSpec(spec, "general");
});

Deno.test("each French entry is also read without accents and with typographic apostrophes", () => {
  assert.deepEqual(frenchSpellings(["à l'heure ~ +1"]).sort(), [
    "a l'heure ~ +1",
    "a l’heure ~ +1",
    "à l'heure ~ +1",
    "à l’heure ~ +1",
  ]);
  assertStatements([
    ["Arrive a l'heure, il a tout nettoye.", [
      "cleanliness:1",
      "punctuality:1",
    ]],
    ["Arrivé à l’heure, il m’a tout expliqué.", [
      "communication:1",
      "punctuality:1",
    ]],
    ["C’était cher en maudit.", ["price:-1"]],
  ]);
});

Deno.test("every aspect, as French-speaking customers write it", () => {
  assertStatements([
    ["Elle est arrivée pile à l'heure, comme convenu.", ["punctuality:1"]],
    ["Le monteur s'est présenté avec trois heures de retard.", [
      "punctuality:-1",
    ]],
    ["Ils nous ont trouvé une place le jour même.", ["scheduling:1"]],
    ["Ça a pris un mois pour avoir un rendez-vous.", ["scheduling:-1"]],
    ["Les travaux ont duré cinq semaines au lieu des deux semaines promises.", [
      "scheduling:-1",
    ]],
    ["C'est pas donné.", ["price:-1"]],
    ["Le moins cher des trois soumissions, et de loin.", ["price:1"]],
    ["Ils m'ont facturé deux heures pour vingt minutes de travail.", [
      "price:-1",
    ]],
    ["Il a tout nettoyé avant de partir.", ["cleanliness:1"]],
    ["Il a gardé ses bottes sur le tapis du salon.", ["cleanliness:-1"]],
    ["Marc a été bourru et désagréable.", ["professionalism:-1"]],
    ["Luc était patient avec ma mère.", ["professionalism:1"]],
    ["Il nous a tenus au courant du début à la fin.", ["communication:1"]],
    ["Personne m'a rappelé pour la soumission.", ["communication:-1"]],
    ["Il connaît son affaire, il savait où chercher.", ["expertise:1"]],
    ["Il a cherché toute la journée sans trouver.", ["expertise:-1"]],
    ["Il m'a dit que c'était pas nécessaire de remplacer la fournaise.", [
      "honesty:1",
    ]],
    ["Ils ont essayé de me vendre un contrat d'entretien.", ["honesty:-1"]],
    ["La facture était plus élevée que la soumission.", ["honesty:-1"]],
    ["Belle job, tout est dans les normes.", ["quality:1"]],
    ["Le drain a rebouché deux jours plus tard.", ["quality:-1"]],
  ]);
});

Deno.test("negation without 'ne' and negation after the verb", () => {
  assertStatements([
    ["C'est pas cher pantoute pis y'a pas eu de surprise.", [
      "honesty:1",
      "price:1",
    ]],
    ["Ils ont rien chargé pour le déplacement.", ["price:1"]],
    ["Il m'a jamais rappelé.", ["communication:-1"]],
    ["Il est pas arrivé à l'heure.", ["punctuality:-1"]],
    ["Il a jamais été en retard.", ["punctuality:1"]],
    ["Y'a pu aucun problème avec le drain.", ["quality:1"]],
    ["Ça coule pu depuis qu'il est passé.", ["quality:1"]],
    ["Le robinet coule encore.", ["quality:-1"]],
    ["Aucune explication sur la facture.", ["communication:-1"]],
  ]);
});

Deno.test("contrasts, lukewarm verdicts and excuses in French", () => {
  assertStatements([
    ["Un peu cher, mais la job est impeccable.", ["price:-1", "quality:1"]],
    ["Poli, cependant il a laissé des retailles partout.", [
      "cleanliness:-1",
      "professionalism:1",
    ]],
    ["Le prix était correct.", ["price:0"]],
    ["Un peu de retard, mais c'est pas grave.", ["punctuality:0"]],
  ]);
});

Deno.test("a drawback announced, faint blame, a price put down to quality", () => {
  assertStatements([
    ["Seul bémol, le prix.", ["price:-1"]],
    ["La communication laisse à désirer.", ["communication:-1"]],
    ["Un peu cher, mais c'est le prix à payer pour la qualité.", [
      "price:0",
    ]],
    ["Un peu de retard, pas de leur faute.", ["punctuality:0"]],
    ["Le prix est correct, sans plus.", ["price:0"]],
  ]);
});

Deno.test("French sub-ratings by name", () => {
  const rated = (text: string) =>
    subRatings(viewOf(text)).map((rating) =>
      `${rating.aspect}:${rating.score}`
    );
  assert.deepEqual(rated("Ponctualite 5/5, proprete 2/5, tarifs 3/5"), [
    "punctuality:1",
    "cleanliness:-1",
    "price:0",
  ]);
  assert.deepEqual(rated("Rapport qualité-prix 4/5"), ["price:1"]);
});

Deno.test("English words that look like the French ones stay silent", () => {
  for (
    const text of [
      "We watched the Grand Prix while he worked.",
      "There was a pile of boxes in the garage.",
      "The content was super long.",
      "Bill paid in francs at the court.",
      "The costs borne by the owner were listed.",
      "The sale was on Monday.",
      "A passable road and potable water.",
      "Kind of brusque.",
      "The dog was adorable and hyper.",
    ]
  ) {
    assertStatements([[text, []]]);
  }
});

Deno.test("each entry is also read as Quebecers write it: c'tait, qu'y, ben, y'a, y'é", () => {
  assert.equal(
    quebecSpelling("{il a|elle a} annulé ~ -2"),
    "{y'a|elle a} annulé ~ -2",
  );
  assert.equal(
    quebecSpelling("c'était bien fait ~ +1"),
    "c'tait ben fait ~ +1",
  );
  assert.equal(
    quebecSpelling("{a pris|ont pris} le temps ~ +1"),
    "{y'a pris|y'ont pris} le temps ~ +1",
  );
  assert.equal(
    quebecSpelling("{était|est} fin ~ +1"),
    "{y'était|y'é} fin ~ +1",
  );
  assert.equal(
    quebecSpelling("savait ce qu'il faisait ~ +2"),
    "savait ce qu'y faisait ~ +2",
  );
  // "Nous a" and "qui a" keep their subject; "a l'heure" is "à l'heure".
  for (
    const spec of ["{nous a|qui a} rappelé ~ +1", "{à l’heure|a l’heure} ~ +1"]
  ) {
    assert.equal(quebecSpelling(spec), spec);
  }
});

Deno.test("the Québécois entries hold only the new phrasings, every mix of them", () => {
  assert.deepEqual(
    quebecEntries(
      "{ça a pris|il a fallu} * semaines {avant qu'il|avant de} ~ -1",
    ),
    [
      "{y'a fallu} * semaines {avant qu'il|avant de|avant qu'y} ~ -1",
      "{ça a pris|il a fallu} * semaines {avant qu'y} ~ -1",
    ],
  );
  assert.deepEqual(quebecEntries("à l'heure ~ +1"), []);
  const spellings = cueSpellings(["{il a|elle a} annulé ~ -2"]);
  assert.deepEqual(spellings.slice(0, 2), [
    "{il a|elle a} annulé ~ -2",
    "{il a|elle a} annule ~ -2",
  ]);
  assert.ok(spellings.includes("{y'a} annulé ~ -2"));
  assert.ok(spellings.includes("{y’a} annule ~ -2"));
});

Deno.test("Québécois verdicts: 'pas mal' is no negation, 'pas d'allure', 'chu content'", () => {
  assertStatements([
    ["Le service était pas mal correct.", []],
    ["Le prix, franchement, ça a pas d'allure.", ["price:-1"]],
    ["Chu ben content, ça marche ben.", ["quality:1"]],
    ["Une job numéro un.", ["quality:1"]],
  ]);
});

Deno.test("'était pas mal' is fair praise, 'pas mal en retard' quite late", () => {
  assertStatements([
    ["Le prix était pas mal.", ["price:1"]],
    ["Il était pas mal en retard.", ["punctuality:-1"]],
    ["Le technicien était pas mal ponctuel.", ["punctuality:1"]],
  ]);
});
