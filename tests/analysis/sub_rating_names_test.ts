import assert from "node:assert/strict";
import {
  LABELS,
  NAME_ENDS,
  wordAt,
} from "../../lib/analysis/sub_rating_names.ts";
import { viewOf } from "../helpers/analysis.ts";

Deno.test("names of aspects in English, in other languages and as emoji", () => {
  assert.equal(LABELS.get("timeliness"), "punctuality");
  assert.equal(LABELS.get("puntualidad"), "punctuality");
  assert.equal(LABELS.get("ponctualité"), "punctuality");
  assert.equal(LABELS.get("preis"), "price");
  assert.equal(LABELS.get("prijs"), "price");
  assert.equal(LABELS.get("preu"), "price");
  assert.equal(LABELS.get("pulizia"), "cleanliness");
  assert.equal(LABELS.get("limpeza"), "cleanliness");
  assert.equal(LABELS.get("🧼"), "cleanliness");
  assert.equal(LABELS.get("great"), undefined);
  assert.deepEqual(NAME_ENDS.get("value"), ["for", "money"]);
});

Deno.test("wordAt reads the view's normal forms and nothing past its ends", () => {
  const sv = viewOf("Precio: 3/5");
  assert.equal(wordAt(sv, 0), "precio");
  assert.equal(wordAt(sv, -1), "");
  assert.equal(wordAt(sv, sv.view.length), "");
});
