/** lib/analysis/entity_words_spanish.ts: Spanish service and action words. */
import assert from "node:assert/strict";
import {
  SPANISH_ACTION_GROUPS,
  SPANISH_CONCEPT_WORDS,
  SPANISH_KIN_WORDS,
  SPANISH_ONLY_CONCEPTS,
  SPANISH_SERVICE_IDIOMS,
  withSpanishNames,
} from "../../lib/analysis/entity_words_spanish.ts";
import { spanishNames } from "../../lib/analysis/lexicon_spanish.ts";
import {
  ACTION_OF,
  SERVICE_CONCEPTS,
} from "../../lib/analysis/entity_words.ts";
import { OTHER_PERSON } from "../../lib/analysis/entity_person_words.ts";
import { compilePatterns } from "../../lib/analysis/text_patterns.ts";

Deno.test("Spanish names join groups that exist", () => {
  const firsts = new Set(SERVICE_CONCEPTS.map((group) => group[0]));
  for (const anchor of Object.keys(SPANISH_CONCEPT_WORDS)) {
    assert.ok(firsts.has(anchor), `no group "${anchor}"`);
  }
  const groupOf = (member: string) =>
    SERVICE_CONCEPTS.find((group) => group.includes(member));
  assert.ok(groupOf("calefacción")?.includes("furnace"));
  assert.ok(groupOf("calefaccion")?.includes("furnace"));
  assert.ok(groupOf("el boiler")?.includes("water heater"));
  assert.ok(groupOf("contactos")?.includes("prise"));
  assert.ok(groupOf("desagüe")?.includes("drain"));
  assert.ok(groupOf("desague")?.includes("drain"));
  // The Spanish outlets join the group anchored on "outlet" alone.
  const english = SERVICE_CONCEPTS.find((group) => group.includes("gfci"));
  assert.ok(english && !english.includes("contactos"));
});

Deno.test("no Spanish name, with or without its accents, is an English word a review uses", () => {
  const spanish = new Set(
    Object.values(SPANISH_CONCEPT_WORDS).flatMap((names) =>
      spanishNames(names)
    ),
  );
  for (
    const word of [
      "boiler",
      "freon",
      "cano",
      "split",
      "spa",
      "jacuzzi",
      "cooler",
      "panel",
      "camera",
      "charger",
      "fan",
      "tank",
    ]
  ) {
    assert.ok(!spanish.has(word), word);
  }
});

Deno.test("Spanish-only groups are anchored on an English word and joined in", () => {
  for (const group of SPANISH_ONLY_CONCEPTS) {
    assert.ok(/^[a-z ]+$/.test(group[0]), group[0]);
    assert.ok(SERVICE_CONCEPTS.includes(group), group[0]);
  }
  assert.deepEqual(withSpanishNames(["outlet", "outlets"], { english: true }), [
    "outlet",
    "outlets",
  ]);
});

Deno.test("a Spanish action word belongs to one action, and English ones keep theirs", () => {
  const seen = new Map<string, string>();
  for (const [action, words] of Object.entries(SPANISH_ACTION_GROUPS)) {
    for (const word of words) {
      assert.equal(seen.get(word) ?? action, action, word);
      seen.set(word, action);
      assert.equal(ACTION_OF.get(word), action, word);
    }
  }
  assert.equal(ACTION_OF.get("reparación"), "repair");
  assert.equal(ACTION_OF.get("instalación"), "install");
  assert.equal(ACTION_OF.get("mantenimiento"), "maintenance");
  assert.equal(ACTION_OF.get("destapar"), "cleaning");
  // "Revision" is English; "pusieron" is as often "put in freon".
  assert.equal(ACTION_OF.get("revision"), undefined);
  assert.equal(ACTION_OF.get("pusieron"), undefined);
  assert.equal(ACTION_OF.get("replacement"), "install");
});

Deno.test("Spanish idioms compile and kinship words join the English ones", () => {
  const set = compilePatterns(
    SPANISH_SERVICE_IDIOMS.map((pattern) => ({ pattern, data: null })),
  );
  assert.ok(set.patterns.length >= SPANISH_SERVICE_IDIOMS.length);
  for (const word of ["esposo", "suegra", "compadre", "tia", "tía"]) {
    assert.ok(SPANISH_KIN_WORDS.includes(word), word);
    assert.ok(OTHER_PERSON.has(word), word);
  }
});
