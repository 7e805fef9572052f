import assert from "node:assert/strict";
import { BusinessSchema } from "../../lib/schemas/business.ts";
import { readSmallDataset } from "../helpers/data.ts";

function paths(result: { success: boolean; error?: { issues: unknown[] } }) {
  assert.equal(result.success, false);
  return (result.error!.issues as Array<{ path: PropertyKey[] }>).map((
    issue,
  ) => issue.path.join("."));
}

Deno.test("BusinessSchema fills the optional members", async () => {
  const raw = (await readSmallDataset()).business;
  delete raw.description;
  delete raw.opening_hours;
  delete raw.emergency_service;
  delete raw.technicians[2].aliases;
  const business = BusinessSchema.parse(raw);
  assert.equal(business.description, null);
  assert.deepEqual(business.opening_hours, []);
  assert.equal(business.emergency_service, false);
  assert.deepEqual(business.technicians[2].aliases, []);
});

Deno.test("BusinessSchema rejects a bad URL and bad opening hours", async () => {
  const raw = (await readSmallDataset()).business;
  raw.url = "not a url";
  raw.opening_hours[0].opens = "7am";
  raw.opening_hours[0].days = ["funday"];
  assert.deepEqual(paths(BusinessSchema.safeParse(raw)).sort(), [
    "opening_hours.0.days.0",
    "opening_hours.0.opens",
    "url",
  ]);
});
