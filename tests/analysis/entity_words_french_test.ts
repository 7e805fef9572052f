/**
 * lib/analysis/entity_words_french.ts and entity_words_french_only.ts:
 * French service and action words.
 */
import assert from "node:assert/strict";
import {
  FRENCH_ACTION_GROUPS,
  FRENCH_CONCEPT_WORDS,
  FRENCH_ONLY_CONCEPTS,
} from "../../lib/analysis/entity_words_french.ts";
import { FRENCH_ONLY_CONCEPTS as ONLY_CONCEPTS } from "../../lib/analysis/entity_words_french_only.ts";
import { SERVICE_CONCEPTS } from "../../lib/analysis/entity_words.ts";
import { findEntities } from "../../lib/analysis/entities.ts";
import { buildEntityMatchers } from "../../lib/analysis/entity_matchers.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import { BusinessSchema } from "../../lib/schemas/mod.ts";

Deno.test("French names join English groups that exist", () => {
  const firsts = new Set(SERVICE_CONCEPTS.map((group) => group[0]));
  for (const anchor of Object.keys(FRENCH_CONCEPT_WORDS)) {
    assert.ok(firsts.has(anchor), `no English group "${anchor}"`);
  }
});

Deno.test("French-only groups are anchored on an English word and joined in", () => {
  for (const group of FRENCH_ONLY_CONCEPTS) {
    assert.ok(
      group.some((name) => /^[a-z ]+$/.test(name)),
      `no English anchor in ${group.join(", ")}`,
    );
    assert.ok(
      SERVICE_CONCEPTS.some((joined) => joined.includes(group[0])),
      `not joined: ${group[0]}`,
    );
  }
});

Deno.test("a French action word belongs to one action", () => {
  const seen = new Map<string, string>();
  for (const [action, words] of Object.entries(FRENCH_ACTION_GROUPS)) {
    for (const word of words) {
      assert.equal(seen.get(word) ?? action, action, word);
      seen.set(word, action);
    }
  }
});

Deno.test("the French-only groups are re-exported as they are", () => {
  assert.equal(FRENCH_ONLY_CONCEPTS, ONLY_CONCEPTS);
});

/** A Quebec electrician with an English catalogue. */
const QUEBEC_ELECTRICIAN = buildEntityMatchers(BusinessSchema.parse({
  id: "volt",
  name: "Volt Électrique",
  type: "Electrician",
  url: "https://volt.example",
  telephone: "+1-555-0177",
  address: {
    street_address: "3 rue Principale",
    locality: "Gatineau",
    region: "QC",
    postal_code: "J8X 1A1",
    country: "CA",
  },
  service_areas: [{ id: "hull", name: "Hull" }],
  services: [
    { id: "troubleshooting", name: "Electrical Troubleshooting", aliases: [] },
    {
      id: "outlets-switches",
      name: "Outlets & Switches",
      aliases: ["outlet", "switch"],
    },
    { id: "ceiling-fan", name: "Ceiling Fan Installation", aliases: [] },
    { id: "ev-charger", name: "EV Charger Installation", aliases: [] },
    { id: "rewiring", name: "Rewiring", aliases: ["knob and tube"] },
  ],
  technicians: [{ id: "sylvie", name: "Sylvie Roy", aliases: [] }],
}));

function services(text: string): string[] {
  const found = findEntities(QUEBEC_ELECTRICIAN, tokenize(text));
  return [...found.services].sort().map((i) =>
    QUEBEC_ELECTRICIAN.serviceIds[i]
  );
}

Deno.test("Quebec names of the catalogue's services", () => {
  const cases: Array<[string, string[]]> = [
    ["Elle a changé la switch de la cuisine.", ["outlets-switches"]],
    ["Il a posé deux plogues dans le garage.", ["outlets-switches"]],
    // Dead plugs are a fault to find, as "dead outlets" are.
    ["Deux plogues mortes dans le salon.", ["troubleshooting"]],
    ["Le breaker qui trippait, elle l'a trouvé vite.", ["troubleshooting"]],
    ["Les lumières flashaient depuis une semaine.", ["troubleshooting"]],
    ["Un fan de plafond dans la chambre.", ["ceiling-fan"]],
    ["Un chargeur pour le char dans le garage.", ["ev-charger"]],
    ["Refaire le filage à boutons et tubes.", ["rewiring"]],
    // The English words alone stay English: no French group holds them.
    ["He changed the switch and pulled the plug.", ["outlets-switches"]],
  ];
  for (const [text, expected] of cases) {
    assert.deepEqual(services(text), expected, text);
  }
});
