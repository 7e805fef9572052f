import assert from "node:assert/strict";
import { findEntities } from "../../lib/analysis/entities.ts";
import { buildEntityMatchers } from "../../lib/analysis/entity_matchers.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import { ELECTRICIAN } from "../helpers/analysis.ts";

const matchers = buildEntityMatchers(ELECTRICIAN);

function find(text: string) {
  const found = findEntities(matchers, tokenize(text));
  return {
    technicians: [...found.technicians].sort().map((i) =>
      matchers.technicianNames[i]
    ),
    services: [...found.services].sort().map((i) => matchers.serviceIds[i]),
    area: found.area < 0 ? null : matchers.areaNames[found.area],
  };
}

Deno.test("first names that are English words need a person's context", () => {
  assert.deepEqual(find("Grant wired the panel.").technicians, [
    "Grant Holloway",
  ]);
  assert.deepEqual(find("Grant me patience.").technicians, []);
  assert.deepEqual(find("Frank assessment of the wiring.").technicians, []);
  assert.deepEqual(find("Frank was honest.").technicians, ["Frank Osei"]);
  assert.deepEqual(find("We asked for Frank again.").technicians, [
    "Frank Osei",
  ]);
  assert.deepEqual(find("to be frank, meh").technicians, []);
  assert.deepEqual(find("GRANT ME PATIENCE").technicians, []);
  assert.deepEqual(find("GRANT UPSOLD US").technicians, ["Grant Holloway"]);
});

Deno.test("a first name two technicians share matches neither", () => {
  assert.deepEqual(find("Bill came out on Sunday.").technicians, []);
  assert.deepEqual(find("Billy came out on Sunday.").technicians, [
    "Bill Nguyen",
  ]);
  assert.deepEqual(find("Bill Ortiz came out.").technicians, ["Bill Ortiz"]);
  assert.deepEqual(find("The bill was high.").technicians, []);
});

Deno.test("an initial after a first name must fit the surname", () => {
  assert.deepEqual(find("Marisol V. did great.").technicians, ["Marisol Vega"]);
  assert.deepEqual(find("Marisol K. did great.").technicians, []);
});

Deno.test("services by name, alias, derived head and synonyms", () => {
  assert.deepEqual(find("They upgraded our breaker box.").services, [
    "panel-upgrade",
  ]);
  assert.deepEqual(find("New EV charger in the garage.").services, [
    "ev-charger",
  ]);
  assert.deepEqual(find("Two dead outlets fixed.").services, [
    "outlet-repair",
  ]);
  assert.deepEqual(find("The fuse box was ancient.").services, [
    "panel-upgrade",
  ]);
});

Deno.test("service words in passing are not mentions", () => {
  assert.deepEqual(find("I'm a huge fan of them.").services, []);
  assert.deepEqual(find("It passed the city inspection.").services, []);
  assert.deepEqual(find("Upon inspection he found a loose wire.").services, []);
  assert.deepEqual(find("The fan they hung is crooked.").services, [
    "ceiling-fan",
  ]);
});

Deno.test("areas: capitalised one-word names, not streets", () => {
  assert.equal(find("We are in Westbrook.").area, "Westbrook");
  assert.equal(find("I hope they come back.").area, null);
  assert.equal(find("Hope they stay in business.").area, null);
  assert.equal(find("Up in Elm Heights.").area, "Elm Heights");
  assert.equal(find("Our office on Westbrook Street.").area, null);
});

Deno.test("the business name is masked from aspect evidence", () => {
  const tokenized = tokenize("Bright Spark showed up on time.");
  const found = findEntities(matchers, tokenized);
  assert.ok(found.masked.has(0) && found.masked.has(1));
  assert.ok(!found.masked.has(2));
});
