import assert from "node:assert/strict";
import { findEntities } from "../../lib/analysis/entities.ts";
import { buildEntityMatchers } from "../../lib/analysis/entity_matchers.ts";
import { isServiceWork } from "../../lib/analysis/service_guards.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import { matchView } from "../../lib/analysis/text_patterns.ts";
import { ELECTRICIAN } from "../helpers/analysis.ts";
import { loadEvalSet } from "../eval/run_eval.ts";

const electrician = buildEntityMatchers(ELECTRICIAN);

function services(text: string, matchers = electrician): string[] {
  const found = findEntities(matchers, tokenize(text));
  return [...found.services].sort().map((i) => matchers.serviceIds[i]);
}

Deno.test("equipment named alone is no service", () => {
  assert.deepEqual(services("Our breaker box cover is held on with tape."), []);
  assert.deepEqual(services("Our breaker box is in the garage."), []);
  // The same words for work done still count.
  assert.deepEqual(services("They replaced our breaker box."), [
    "panel-upgrade",
  ]);
});

Deno.test("work advised against is no service", () => {
  assert.deepEqual(
    services("Grant told us we didn't need a new breaker box."),
    [],
  );
  assert.deepEqual(services("Grant said we need a new breaker box."), [
    "panel-upgrade",
  ]);
});

Deno.test("another company's work is no service; a comparison is", () => {
  assert.deepEqual(
    services("The previous company's breaker box was a disaster."),
    [],
  );
  assert.deepEqual(
    services("The EV charger was put in by some random guy."),
    [],
  );
  assert.deepEqual(
    services("Two other companies quoted the EV charger higher."),
    ["ev-charger"],
  );
  // What a second opinion or a competitor found or quoted.
  assert.deepEqual(
    services("Second opinion: a loose breaker box connection."),
    [],
  );
  assert.deepEqual(
    services("A second company rewired the outlet for $90."),
    [],
  );
  assert.deepEqual(
    services("The second tech they sent rewired the outlet."),
    ["outlet-repair"],
  );
  assert.deepEqual(
    services("They fixed it when a competitor had quoted a new breaker box."),
    [],
  );
});

Deno.test("a switch under a hand is no service", () => {
  assert.deepEqual(
    services("He knew what it was the moment he flipped the light switch."),
    [],
  );
});

Deno.test("a leak of refrigerant or of a water heater is no leak repair", async () => {
  const { businesses } = await loadEvalSet(["main"]);
  const sunbelt = buildEntityMatchers(businesses.sunbelt);
  assert.ok(
    !services("They found a refrigerant leak in the coil.", sunbelt)
      .includes("leak-repair"),
  );
  assert.ok(
    services("They fixed the leak under the sink.", sunbelt)
      .includes("leak-repair"),
  );
});

Deno.test("isServiceWork reads the words around the mention", () => {
  const check = (words: string, start: number) => {
    const text = tokenize(words);
    const view = matchView(text.tokens, { from: 0, to: text.tokens.length });
    return isServiceWork(text.tokens, view, {
      start,
      end: start + 1,
      id: "panel-upgrade",
    });
  };
  assert.equal(check("the panel door was open", 1), false);
  assert.equal(check("they upgraded the panel today", 3), true);
});

Deno.test("a phone's or a wheelchair's charger is no car charger", () => {
  assert.deepEqual(services("My phone charger died mid-call."), []);
  assert.deepEqual(services("My power chair charger kept tripping it."), []);
  assert.deepEqual(services("They put in an EV charger."), ["ev-charger"]);
  assert.deepEqual(services("The golf-cart charger was plugged in."), []);
  assert.deepEqual(services("My camera charger kept cutting out."), []);
  assert.deepEqual(
    services("Bought a new battery charger at the hamfest."),
    [],
  );
});

Deno.test("a gadget's fan is no ceiling fan; praise of the people no work", () => {
  assert.deepEqual(services("The cooling fan on my amp quit."), []);
  assert.deepEqual(services("My grow tent fan died."), []);
  assert.deepEqual(services("They installed a ceiling fan."), ["ceiling-fan"]);
  assert.deepEqual(services("Best panel guys in town, hands down."), []);
  assert.deepEqual(services("They replaced our panel."), ["panel-upgrade"]);
});

Deno.test("roots only seen on the camera are no root removal; roots taken out are", async () => {
  const { businesses } = await loadEvalSet(["main"]);
  const rootmaster = buildEntityMatchers(businesses.rootmaster);
  assert.deepEqual(
    services(
      "Tamika ran the camera and showed me the roots on the screen.",
      rootmaster,
    ),
    ["camera-inspection"],
  );
  assert.deepEqual(
    services(
      "Tamika showed me the roots on the screen. Then she cut them out.",
      rootmaster,
    ),
    ["root-removal"],
  );
  assert.deepEqual(
    services("Moose cut the tree roots out of our line.", rootmaster),
    ["root-removal"],
  );
});
