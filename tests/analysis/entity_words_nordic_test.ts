/** lib/analysis/entity_words_nordic.ts: Danish and Norwegian service and action words. */
import assert from "node:assert/strict";
import {
  NORDIC_ACTION_GROUPS,
  NORDIC_CONCEPT_WORDS,
  NORDIC_ONLY_CONCEPTS,
  NORDIC_SERVICE_IDIOMS,
  nordicEnclitics,
  withNordicNames,
} from "../../lib/analysis/entity_words_nordic.ts";
import {
  ACTION_OF,
  SERVICE_CONCEPTS,
} from "../../lib/analysis/entity_words.ts";
import { compilePatterns } from "../../lib/analysis/text_patterns.ts";

Deno.test("Nordic names join groups that exist", () => {
  const firsts = new Set(SERVICE_CONCEPTS.map((group) => group[0]));
  for (const anchor of Object.keys(NORDIC_CONCEPT_WORDS)) {
    assert.ok(firsts.has(anchor), `no group "${anchor}"`);
  }
  const groupOf = (member: string) =>
    SERVICE_CONCEPTS.find((group) => group.includes(member));
  assert.ok(groupOf("varmtvandsbeholderen")?.includes("water heater"));
  assert.ok(groupOf("fyret")?.includes("furnace"));
  assert.ok(groupOf("varmepumpen")?.includes("heat pump"));
  // Norwegian feminine and "-er" plural forms ("såg på varmepumpa og sa ho
  // var heilt fin" is a look, an idiom of its own).
  assert.ok(groupOf("varmepumpa")?.includes("heat pump"));
  assert.ok(groupOf("sumppumpa")?.includes("sump pump"));
  assert.ok(groupOf("takvifta")?.includes("ceiling fan"));
  assert.ok(groupOf("røykvarslerne")?.includes("smoke detector"));
  assert.ok(groupOf("spottene")?.includes("light fixture"));
  assert.ok(groupOf("kanalene")?.includes("duct"));
  assert.ok(groupOf("kombikjelen")?.includes("boiler"));
  assert.ok(groupOf("kjøkkenavløpet")?.includes("drain"));
  // A snake run through the main line is drain cleaning.
  assert.ok(
    groupOf("kjørte slange gjennom hovedledningen")?.includes("drain"),
  );
  assert.ok(
    groupOf("filmet hele kloakkledningen")?.includes("camera inspection"),
  );
  assert.ok(groupOf("afløbet")?.includes("drain"));
  assert.ok(groupOf("eltavlen")?.includes("electrical panel"));
  assert.ok(groupOf("stikkontakten")?.includes("prise"));
  assert.ok(groupOf("loftsventilatoren")?.includes("ceiling fan"));
  assert.ok(groupOf("radiatorerne")?.includes("radiators"));
  // The English outlets get none, as with Spanish.
  const english = SERVICE_CONCEPTS.find((group) => group.includes("gfci"));
  assert.ok(english && !english.includes("stikkontakt"));
});

Deno.test("no Nordic name is an English word or a guy", () => {
  const nordic = new Set([
    ...Object.values(NORDIC_CONCEPT_WORDS).flat(),
    ...NORDIC_ONLY_CONCEPTS.flatMap((group) => group.slice(1)),
  ]);
  for (
    const word of [
      "fyr",
      "fyren",
      "toilet",
      "panel",
      "lader",
      "sluk",
      "radiator",
      "aggregate",
      "lækker",
      "lekker",
      "tag",
      "spotter",
      "spotlight",
      "strømper",
      "ny fyr",
      "kurs",
    ]
  ) {
    assert.ok(!nordic.has(word), word);
  }
});

Deno.test("Nordic-only groups are anchored on an English word and joined in", () => {
  for (const group of NORDIC_ONLY_CONCEPTS) {
    assert.ok(/^[a-z ]+$/.test(group[0]), group[0]);
    assert.ok(SERVICE_CONCEPTS.includes(group), group[0]);
  }
  const outlets = withNordicNames(["outlet", "outlets"], { english: true });
  assert.deepEqual(outlets.slice(0, 3), ["outlet", "outlets", "uttag"]);
  assert.ok(outlets.includes("vagguttaget"));
  assert.ok(!outlets.includes("stikkontakt"));
  assert.ok(withNordicNames(["outlet"]).includes("stikkontakt"));
  assert.ok(!withNordicNames(["outlet"]).includes("uttag"));
});

Deno.test("a Nordic action word belongs to one action, and English ones keep theirs", () => {
  const seen = new Map<string, string>();
  for (const [action, words] of Object.entries(NORDIC_ACTION_GROUPS)) {
    for (const word of words) {
      assert.equal(seen.get(word) ?? action, action, word);
      seen.set(word, action);
      assert.equal(ACTION_OF.get(word), action, word);
    }
  }
  assert.equal(ACTION_OF.get("skiftede"), "install");
  assert.equal(ACTION_OF.get("anoden"), "repair");
  assert.equal(ACTION_OF.get("renset"), "cleaning");
  assert.equal(ACTION_OF.get("replace"), "install");
});

Deno.test("Danish and Norwegian endings go on English words only", () => {
  assert.ok(nordicEnclitics("charger").includes("charger'en"));
  assert.ok(nordicEnclitics("igniter").includes("igniteren"));
  // Short or vowel-final words take the apostrophe only.
  assert.ok(!nordicEnclitics("ac").includes("acen"));
  assert.ok(nordicEnclitics("ac").includes("ac'en"));
  assert.deepEqual(nordicEnclitics("rør"), []);
});

Deno.test("Nordic service idioms compile", () => {
  const set = compilePatterns(
    NORDIC_SERVICE_IDIOMS.map((pattern) => ({ pattern, data: 0 })),
  );
  assert.ok(set.patterns.length >= NORDIC_SERVICE_IDIOMS.length);
});
