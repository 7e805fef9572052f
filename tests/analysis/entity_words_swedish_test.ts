/** lib/analysis/entity_words_swedish.ts: Swedish service and action words. */
import assert from "node:assert/strict";
import {
  SWEDISH_ACTION_GROUPS,
  SWEDISH_CONCEPT_WORDS,
  SWEDISH_ONLY_CONCEPT_WORDS,
} from "../../lib/analysis/entity_words_swedish.ts";
import { withNordicNames } from "../../lib/analysis/entity_words_nordic.ts";
import {
  ACTION_OF,
  SERVICE_CONCEPTS,
} from "../../lib/analysis/entity_words.ts";

Deno.test("Swedish names join groups that exist", () => {
  const firsts = new Set(SERVICE_CONCEPTS.map((group) => group[0]));
  for (const anchor of Object.keys(SWEDISH_CONCEPT_WORDS)) {
    assert.ok(firsts.has(anchor), `no group "${anchor}"`);
  }
  const groupOf = (member: string) =>
    SERVICE_CONCEPTS.find((group) => group.includes(member));
  assert.ok(groupOf("värmepump")?.includes("heat pump"));
  assert.ok(groupOf("varmepump")?.includes("heat pump"));
  assert.ok(groupOf("varmvattenberedaren")?.includes("water heater"));
  assert.ok(groupOf("elcentralen")?.includes("electrical panel"));
  assert.ok(groupOf("stopp i avloppet")?.includes("drain"));
  assert.ok(groupOf("laddbox")?.includes("ev charger"));
  assert.ok(
    withNordicNames(["heat pump"], { english: true }).includes(
      "varmepumpen",
    ),
  );
  assert.ok(!withNordicNames(["heat pump"]).includes("värmepump"));
});

Deno.test("Swedish names join the groups English has none for", () => {
  const firsts = new Set(SERVICE_CONCEPTS.map((group) => group[0]));
  for (const anchor of Object.keys(SWEDISH_ONLY_CONCEPT_WORDS)) {
    assert.ok(firsts.has(anchor), `no group "${anchor}"`);
  }
  const groupOf = (member: string) =>
    SERVICE_CONCEPTS.find((group) => group.includes(member));
  assert.ok(groupOf("badtunnan")?.includes("hot tub"));
  assert.ok(groupOf("badrumsrenoveringen")?.includes("bathroom reno"));
  assert.ok(groupOf("beredaren")?.includes("water heater"));
  assert.ok(groupOf("jouren")?.includes("emergency"));
  assert.ok(groupOf("elbesiktningen")?.includes("inspection"));
  assert.ok(groupOf("stuprören")?.includes("gutters"));
  assert.ok(groupOf("kombipannan")?.includes("boiler"));
  assert.ok(groupOf("kanalrensning")?.includes("duct"));
});

Deno.test("a Swedish action word belongs to one action", () => {
  for (const [action, words] of Object.entries(SWEDISH_ACTION_GROUPS)) {
    for (const word of words) {
      assert.ok(!word.includes(" "), word);
      assert.equal(ACTION_OF.get(word), action, word);
    }
  }
  assert.equal(ACTION_OF.get("bytte"), "install");
  assert.equal(ACTION_OF.get("lagade"), "repair");
  assert.equal(ACTION_OF.get("rensade"), "cleaning");
  assert.equal(ACTION_OF.get("installerad"), "install");
});
