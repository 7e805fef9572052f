import assert from "node:assert/strict";
import {
  ASPECT_LABELS,
  capitalise,
  formatCount,
  listPhrase,
  percent,
  plural,
} from "../../lib/analysis/insights_wording.ts";
import { ASPECT_IDS } from "../../lib/schemas/mod.ts";

Deno.test("counts, percentages and plurals read as English", () => {
  assert.equal(formatCount(12345), "12,345");
  assert.equal(percent(1, 3), "33%");
  assert.equal(percent(0, 0), "0%");
  assert.equal(plural(1, "review"), "1 review");
  assert.equal(plural(2000, "review"), "2,000 reviews");
  assert.equal(plural(2, "city", "cities"), "2 cities");
});

Deno.test("lists and capitals", () => {
  assert.equal(listPhrase([]), "");
  assert.equal(listPhrase(["a"]), "a");
  assert.equal(listPhrase(["a", "b", "c"]), "a, b and c");
  assert.equal(capitalise("pricing"), "Pricing");
  assert.equal(capitalise(""), "");
});

Deno.test("every aspect has a label", () => {
  for (const aspect of ASPECT_IDS) assert.ok(ASPECT_LABELS[aspect].length > 0);
});
