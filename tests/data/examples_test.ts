/**
 * The README's example import file (`data/examples/minimal.json`) imports
 * cleanly, and its `aliases` drive what the analysis detects.
 */
import assert from "node:assert/strict";
import { importFile } from "../../lib/dataset/importer.ts";
import { readCurrentVersion } from "../../lib/dataset/store.ts";
import { ROOT_PATH } from "../helpers/data.ts";
import { withTempKv } from "../helpers/kv.ts";

const MINIMAL = `${ROOT_PATH}data/examples/minimal.json`;

Deno.test("data/examples/minimal.json imports cleanly", async () => {
  await withTempKv(async (kv) => {
    const result = await importFile(kv, MINIMAL);
    assert.equal(result.status, "published");
    assert.equal(result.reviewCount, 2);
    assert.equal(result.unverifiedCount, 1);
    const stored = (await readCurrentVersion(kv))!;
    const byId = new Map(stored.dataset.reviews.map((r) => [r.id, r]));
    const first = byId.get("r-1")!;
    assert.deepEqual(first.technicians, ["Sam Ortiz"]);
    assert.deepEqual(first.services, ["drain-cleaning"]);
    assert.equal(first.service_area, "Springfield");
    assert.deepEqual(byId.get("r-2")!.services, ["water-heater-repair"]);
    assert.equal(byId.get("r-2")!.title, null);
    assert.ok(!byId.has("r-3"), "the unverified record is left out");
  });
});
