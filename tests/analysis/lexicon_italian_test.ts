/** lib/analysis/lexicon_italian.ts: the Italian cue tables. */
import assert from "node:assert/strict";
import {
  ITALIAN_ASPECT_CUES,
  ITALIAN_GENERAL_CUES,
  ITALIAN_TABLES,
  ITALIAN_WAVE_OFFS,
  italianSpellings,
} from "../../lib/analysis/lexicon_italian.ts";
import { LANGUAGE_NEGATORS } from "../../lib/analysis/lexicon_languages.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertStatements,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Italian cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["puntuale", "in orario", "in ritardo"],
    scheduling: ["lo stesso giorno", "tempi biblici"],
    price: ["prezzo onesto", "un occhio della testa", "ne è valsa la pena"],
    quality: ["lavoro pulito", "a regola d'arte", "perde ancora"],
    professionalism: ["gentilissimo", "un angelo", "un ragazzo d'oro"],
    communication: ["nessuno mi ha mai richiamato", "senza avvisare"],
    cleanliness: ["pulito", "sporco", "copriscarpe"],
    expertise: ["sa il fatto suo", "non sapeva cosa fare"],
    honesty: ["onesto", "come da preventivo", "truffa"],
  };
  assertLanguageTables(ITALIAN_ASPECT_CUES, {
    holds,
    general: ITALIAN_GENERAL_CUES,
  });
});

Deno.test("Italian cues come with and without accents and curly apostrophes", () => {
  assert.deepEqual(italianSpellings(["è venuto ~ +1"]), [
    "è venuto ~ +1",
    "e venuto ~ +1",
  ]);
  assert.deepEqual(italianSpellings(["d'oro ~ +1"]), [
    "d'oro ~ +1",
    "d’oro ~ +1",
  ]);
  const price = ITALIAN_ASPECT_CUES.price.join("\n");
  assert.ok(price.includes("né caro né economico"));
  assert.ok(price.includes("ne caro ne economico"));
  assert.ok(
    ITALIAN_WAVE_OFFS.some((words) => words.join(" ") === "non e colpa loro"),
  );
});

Deno.test("Italian joins the other languages' tables", () => {
  assertJoinsLanguageTables(ITALIAN_TABLES, {
    holds: {
      noAnswers: ["per niente"],
      hedgeAnswers: ["un po"],
    },
  });
});

Deno.test("Italian negators leave out 'mai', 'ne', 'niente': French and Vietnamese words", () => {
  for (const word of ["mai", "ne", "niente", "nulla"]) {
    assert.ok(!LANGUAGE_NEGATORS.includes(word), word);
  }
  // Words that are English too are not cues on their own.
  for (const word of ["come", "con", "a", "prego", "care", "brave"]) {
    for (const spec of Object.values(ITALIAN_ASPECT_CUES).flat()) {
      assert.notEqual(spec.split(" ~ ")[0], word, spec);
    }
  }
  assertStatements([
    ["On se voit en mai, il était très poli.", ["professionalism:1"]],
  ]);
});

Deno.test("Italian timing: puntuale, in ritardo, the same day, holidays, cancelled", () => {
  assertStatements([
    ["Puntuale, pulito, gentile.", [
      "punctuality:1",
      "cleanliness:1",
      "professionalism:1",
    ]],
    ["È arrivato in ritardo di un'ora.", ["punctuality:-1"]],
    ["Non è stato puntuale, ma è stato gentilissimo.", [
      "punctuality:-1",
      "professionalism:1",
    ]],
    ["Sono venuti lo stesso giorno.", ["scheduling:1"]],
    ["È venuto anche la vigilia di Natale.", ["scheduling:1"]],
    ["Ci hanno cancellato l'appuntamento due volte.", ["scheduling:-1"]],
    ["Ho chiamato tre volte, nessuno mi ha mai richiamato.", [
      "communication:-1",
    ]],
  ]);
});

Deno.test("Italian money: prezzo onesto, un po' salato, né caro né economico", () => {
  assertStatements([
    ["The softener they put in, prezzo onesto.", ["price:1"]],
    ["Il prezzo è un po' salato.", ["price:-1"]],
    ["Ma il prezzo... un occhio della testa.", ["price:-1"]],
    ["Né caro né economico, nella media.", ["price:0"]],
    ["Hanno cercato di vendermi una caldaia nuova.", ["honesty:-1"]],
    ["Mi ha detto che non serviva cambiarla.", ["honesty:1"]],
    ["Conto pulito, tutto come da preventivo.", ["honesty:1"]],
    // A filler, not a verdict on honesty.
    ["Per essere onesto, non so.", []],
  ]);
});

Deno.test("Italian work and conduct: lavoro pulito, mud left, warm words, skill", () => {
  assertStatements([
    ["Lavoro pulito, the new panel looks great.", ["quality:1"]],
    ["Il bagno è venuto benissimo, le piastrelle tutte dritte.", [
      "quality:1",
    ]],
    ["Il ragazzo ha lasciato il fango su tutte le scale.", [
      "cleanliness:-1",
    ]],
    // The drain cleaned is the job, not the house.
    ["Ha pulito lo scarico in dieci minuti.", []],
    ["Un angelo, quel ragazzo.", ["professionalism:1"]],
    ["Vinny, un ragazzo d'oro.", ["professionalism:1"]],
    ["He explained it to my nonna, una pazienza infinita.", [
      "communication:1",
      "professionalism:1",
    ]],
    ["Il tecnico era maleducato e sbrigativo.", ["professionalism:-1"]],
    ["Tony non sapeva cosa fare.", ["expertise:-1"]],
    // Stock praise names no aspect.
    ["Bravissimo!", []],
    ["Perfetto, grazie mille a tutti.", []],
  ]);
});

Deno.test("Italian wave-offs and answers", () => {
  assertStatements([
    ["Bo was an hour late, but he texted, so va bene.", ["punctuality:0"]],
    ["Un po' caro, ma pazienza.", ["price:0"]],
  ]);
});
