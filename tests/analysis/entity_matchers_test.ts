import assert from "node:assert/strict";
import { buildEntityMatchers } from "../../lib/analysis/entity_matchers.ts";
import { ELECTRICIAN } from "../helpers/analysis.ts";

const matchers = buildEntityMatchers(ELECTRICIAN);

Deno.test("catalogue names are kept by catalogue index", () => {
  assert.deepEqual(matchers.technicianNames, [
    "Grant Holloway",
    "Marisol Vega",
    "Frank Osei",
    "Bill Nguyen",
    "Bill Ortiz",
  ]);
  assert.deepEqual(matchers.serviceIds, [
    "panel-upgrade",
    "ev-charger",
    "ceiling-fan",
    "inspection",
    "outlet-repair",
  ]);
  assert.deepEqual(matchers.areaNames, ["Westbrook", "Hope", "Elm Heights"]);
});

Deno.test("each service records the actions its name uses", () => {
  const actions = matchers.serviceActions.map((set) => [...set].sort());
  assert.deepEqual(actions, [
    ["install"],
    ["install"],
    ["install"],
    ["maintenance"],
    ["repair"],
  ]);
});

Deno.test("first names match alone only when no two technicians share them", () => {
  const single = new Map<string, number[]>();
  for (const pattern of matchers.set.patterns) {
    if (pattern.data.kind === "tech" && !pattern.source.includes(" ")) {
      // The name first, then its elided-article forms ("mari|d'mari|…").
      single.set(pattern.source.split("|")[0], pattern.data.targets);
    }
  }
  // The Basque case forms are a pattern of their own.
  const mari = matchers.set.patterns.find((pattern) =>
    pattern.data.caseForm && pattern.source.split("|").includes("marirekin")
  );
  assert.deepEqual(mari?.data.targets, [1]);
  assert.deepEqual(single.get("grant"), [0]);
  assert.deepEqual(single.get("mari"), [1]);
  assert.deepEqual(single.get("frank"), [2]);
  assert.deepEqual(single.get("billy"), [3]);
  assert.equal(single.get("bill"), undefined);
});
