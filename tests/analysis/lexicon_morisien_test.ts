/** lib/analysis/lexicon_morisien.ts: the Mauritian Kreol cue tables. */
import assert from "node:assert/strict";
import {
  MORISIEN_ASPECT_CUES,
  MORISIEN_GENERAL_CUES,
  MORISIEN_TABLES,
  opensMorisienContrast,
} from "../../lib/analysis/lexicon_morisien.ts";
import {
  assertJoinsLanguageTables,
  assertLanguageTables,
  assertNoLoneWords,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Morisien cues", () => {
  assertLanguageTables(MORISIEN_ASPECT_CUES, {
    holds: {
      punctuality: ["lor ler", "ler reta", "pa ti vini"],
      scheduling: ["tro lontan", "pa reponn telefonn"],
      price: ["tro ser", "bon marse", "li vo sa", "pa ser"],
      quality: ["bien fer", "ankor pe koule"],
      professionalism: ["bien gentil", "malelve", "tro bavar"],
      communication: ["montre mwa", "pa enn sms", "pa finn explik nanie"],
      cleanliness: ["tir so soulie", "lapousier partou"],
      expertise: ["konn so travay", "pa konn travay"],
      honesty: ["onet", "kokin", "pa bizin ranplas"],
    },
    general: MORISIEN_GENERAL_CUES,
  });
});

Deno.test("Morisien joins the other languages' tables", () => {
  assertJoinsLanguageTables(MORISIEN_TABLES, {
    holds: {
      negators: ["pann", "zame"],
      andWords: ["ek"],
      waveOffs: ["pa grav"],
      subRatingLabels: ["lapropte"],
    },
  });
});

Deno.test("Morisien words that are other languages' words are no cues alone", () => {
  assertNoLoneWords(MORISIEN_TABLES, [
    "ser",
    "sal",
    "prop",
    "me",
    "li",
    "zot",
    "mari",
    "pa",
  ]);
});

Deno.test("Morisien 'me' opens a contrast only before a clause", () => {
  assert.ok(opensMorisienContrast("me", "li"));
  assert.ok(!opensMorisienContrast("me", "back"));
  assert.ok(!opensMorisienContrast("me", undefined));
});
