import assert from "node:assert/strict";
import {
  ACTION_OF,
  NAME_ACTION_WORDS,
  SERVICE_CONCEPTS,
} from "../../lib/analysis/entity_words.ts";

Deno.test("concept lists are well formed", () => {
  for (const group of SERVICE_CONCEPTS) {
    assert.ok(group.length > 0);
    for (const member of group) assert.equal(member, member.toLowerCase());
  }
});

Deno.test("a tripping breaker is one fault however it is told", () => {
  const group = SERVICE_CONCEPTS.find((members) =>
    members.includes("breaker keeps tripping")
  );
  assert.ok(group?.includes("breaker that kept tripping"));
  assert.ok(group?.includes("lights flickering"));
});

Deno.test("action words map to their group", () => {
  assert.equal(ACTION_OF.get("replacement"), "install");
  assert.equal(ACTION_OF.get("fixed"), "repair");
  assert.equal(ACTION_OF.get("tuneup"), "maintenance");
  assert.equal(ACTION_OF.get("snaked"), "cleaning");
  assert.equal(ACTION_OF.get("plumber"), undefined);
  for (const word of NAME_ACTION_WORDS) {
    assert.equal(word, word.toLowerCase());
  }
});

Deno.test("French action words map to their group, English look-alikes do not", () => {
  assert.equal(ACTION_OF.get("réparation"), "repair");
  assert.equal(ACTION_OF.get("installation"), "install");
  assert.equal(ACTION_OF.get("remplacé"), "install");
  assert.equal(ACTION_OF.get("entretien"), "maintenance");
  assert.equal(ACTION_OF.get("l’entretien"), "maintenance");
  assert.equal(ACTION_OF.get("débouchage"), "cleaning");
  // "changé" and "vérification" without accents are English words.
  assert.equal(ACTION_OF.get("change"), undefined);
  assert.equal(ACTION_OF.get("verification"), undefined);
  assert.equal(ACTION_OF.get("installations"), undefined);
});

Deno.test("French names join the English groups, elided and typed without accents", () => {
  const groupOf = (member: string) =>
    SERVICE_CONCEPTS.find((group) => group.includes(member));
  assert.ok(groupOf("fournaise")?.includes("furnace"));
  assert.ok(groupOf("chauffe-eau")?.includes("water heater"));
  assert.ok(groupOf("egout")?.includes("sewer"));
  assert.ok(groupOf("l'égout")?.includes("sewer"));
  assert.ok(groupOf("l’ac")?.includes("air conditioning"));
  assert.ok(groupOf("clapet antiretour")?.includes("backwater valve"));
  // No French spelling is an English word a catalogue or review uses.
  for (const word of ["camera", "borne", "lustre", "conduit", "event"]) {
    assert.equal(groupOf(word), undefined, word);
  }
});
