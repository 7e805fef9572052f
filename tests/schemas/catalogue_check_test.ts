/** lib/schemas/catalogue_check.ts: ids and names a business uses twice. */
import assert from "node:assert/strict";
import {
  catalogueIssues,
  duplicateKeys,
  parseBusiness,
} from "../../lib/schemas/catalogue_check.ts";
import { parseImportDataset } from "../../lib/schemas/dataset.ts";
import { readSmallDataset } from "../helpers/data.ts";

Deno.test("duplicateKeys: ids exactly, names without case or surrounding space", () => {
  const items = [
    { id: "a", name: "Alice Park" },
    { id: "b", name: " alice park" },
    { id: "a", name: "Bob" },
    "not an object",
    { id: 5, name: null },
  ];
  assert.deepEqual(duplicateKeys(items, { path: ["x"], key: "id" }), [{
    code: "custom",
    path: ["x", 2, "id"],
    message: 'duplicate id "a" (first used at index 0)',
  }]);
  assert.deepEqual(
    duplicateKeys(items, { path: ["x"], key: "name" }).map((i) => i.message),
    ['duplicate name " alice park" (first used at index 0)'],
  );
  assert.deepEqual(duplicateKeys("nope", { path: [], key: "id" }), []);
});

Deno.test("two technicians or two areas of one name are refused; services may share one", () => {
  const business = {
    services: [{ id: "s1", name: "Repair" }, { id: "s2", name: "Repair" }],
    technicians: [
      { id: "alice-park", name: "Alice Park" },
      { id: "alice-park-2", name: "Alice Park" },
    ],
    service_areas: [{ id: "n", name: "North" }, { id: "n", name: "South" }],
  };
  assert.deepEqual(
    catalogueIssues(business, ["business"]).map((issue) =>
      issue.path.join(".")
    ),
    ["business.technicians.1.name", "business.service_areas.1.id"],
  );
  assert.deepEqual(catalogueIssues(null, []), []);
});

Deno.test("parseBusiness and parseImportDataset list the names used twice with the shape's problems", async () => {
  const dataset = structuredClone(await readSmallDataset());
  const [first] = dataset.business.technicians;
  dataset.business.technicians.push({ ...first, id: `${first.id}-2` });
  const business = parseBusiness({ ...dataset.business, telephone: "" });
  assert.ok(!business.success);
  assert.deepEqual(
    business.issues.map((issue) => issue.path.join(".")).sort(),
    ["telephone", `technicians.${dataset.business.technicians.length - 1}.name`]
      .sort(),
  );
  const whole = parseImportDataset(dataset);
  assert.ok(!whole.success);
  assert.match(whole.issues[0].message, /duplicate name/);
  dataset.business.technicians.pop();
  assert.ok(parseBusiness(dataset.business).success);
});
