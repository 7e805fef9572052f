import assert from "node:assert/strict";
import { importInputs } from "../../lib/dataset/import_inputs.ts";
import { ImportError } from "../../lib/dataset/importer.ts";
import { applyTakedowns } from "../../lib/dataset/remove.ts";
import { readCurrentVersion } from "../../lib/dataset/store.ts";
import { buildSnapshot } from "../../lib/dataset/snapshot.ts";
import { dumpKv, withTempKv } from "../helpers/kv.ts";
import { PLATFORM_FIXTURES } from "../helpers/platforms.ts";

const PAGES = [
  `${PLATFORM_FIXTURES}/google_page1.json`,
  `${PLATFORM_FIXTURES}/google_page2.json`,
];

Deno.test("a takedown publishes a version without the review, saying how many and why", async () => {
  await withTempKv(async (kv) => {
    await importInputs(kv, PAGES, {
      businessFile: `${PLATFORM_FIXTURES}/business.json`,
    });
    const outcome = await applyTakedowns(kv, {
      action: "remove",
      ids: ["google-AbFvOqk3", "google-AbFvOqk6"],
      reason: "personal data",
    });
    assert.equal(outcome.status, "published");
    assert.equal(outcome.reviewCount, 4);
    await applyTakedowns(kv, {
      action: "remove",
      ids: ["google-AbFvOqk4"],
      reason: "court order",
    });
    const stored = (await readCurrentVersion(kv))!;
    assert.deepEqual(stored.dataset.removed, [
      { reason: "court order", count: 1 },
      { reason: "personal data", count: 2 },
    ]);
    assert.equal(stored.dataset.aggregate_rating.review_count, 3);
    const served = new TextDecoder().decode(
      (await buildSnapshot(stored, { baseUrl: "http://localhost:8000" }))
        .documents["/reviews.json"].body,
    );
    assert.ok(!served.includes("AbFvOqk3"), "no ids of removed reviews");
    assert.ok(!served.includes("Der Techniker"), "no texts of removed reviews");
    assert.match(served, /"removed":\[\{"reason":"court order","count":1\}/);

    // Later merges leave them out, and say so.
    const again = await importInputs(kv, PAGES);
    assert.equal(again.status, "unchanged");
    assert.equal(again.counts.taken_down, 3);

    // --restore lets them back: the next import brings them.
    await applyTakedowns(kv, { action: "restore", ids: ["google-AbFvOqk3"] });
    const restored = await importInputs(kv, PAGES);
    assert.equal(restored.counts.added, 1);
    const after = (await readCurrentVersion(kv))!.dataset;
    assert.ok(after.reviews.some((r) => r.id === "google-AbFvOqk3"));
    assert.deepEqual(after.removed, [
      { reason: "court order", count: 1 },
      { reason: "personal data", count: 1 },
    ]);
  });
});

Deno.test("takedowns survive an import of our own format", async () => {
  await withTempKv(async (kv) => {
    await importInputs(kv, PAGES, {
      businessFile: `${PLATFORM_FIXTURES}/business.json`,
    });
    await applyTakedowns(kv, {
      action: "remove",
      ids: ["google-AbFvOqk1"],
      reason: "reviewer's request",
    });
    const stored = (await readCurrentVersion(kv))!;
    // The export of an earlier version, with the review, imported again.
    const before = await dumpKv(kv);
    const file = await Deno.makeTempFile({ suffix: ".json" });
    try {
      const dataset = structuredClone(stored.dataset);
      dataset.reviews.push({
        ...dataset.reviews[0],
        id: "google-AbFvOqk1",
        text: "the removed one",
      });
      await Deno.writeTextFile(file, JSON.stringify(dataset));
      const outcome = await importInputs(kv, [file]);
      assert.equal(outcome.status, "unchanged");
      assert.equal(outcome.counts.taken_down, 1);
      assert.deepEqual(await dumpKv(kv), before);
    } finally {
      await Deno.remove(file);
    }
  });
});

Deno.test("unknown ids and an empty store: an error, nothing written", async () => {
  await withTempKv(async (kv) => {
    await assert.rejects(
      applyTakedowns(kv, { action: "remove", ids: ["x"], reason: "r" }),
      ImportError,
    );
    await importInputs(kv, PAGES, {
      businessFile: `${PLATFORM_FIXTURES}/business.json`,
    });
    const before = await dumpKv(kv);
    await assert.rejects(
      applyTakedowns(kv, {
        action: "remove",
        ids: ["google-AbFvOqk1", "google-nope"],
        reason: "r",
      }),
      (error: ImportError) => {
        assert.deepEqual(error.issues.map((issue) => issue.path), [
          "google-nope",
        ]);
        return true;
      },
    );
    await assert.rejects(
      applyTakedowns(kv, { action: "restore", ids: ["google-AbFvOqk1"] }),
      /not taken down/,
    );
    assert.deepEqual(await dumpKv(kv), before);
  });
});
