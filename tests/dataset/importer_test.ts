import assert from "node:assert/strict";
import { readCurrentVersion } from "../../lib/dataset/store.ts";
import {
  ImportError,
  importFile,
  importFileIsolated,
  issueLocation,
  reviewIdsOf,
} from "../../lib/dataset/importer.ts";
import { readSmallDataset, SMALL_DATASET_PATH } from "../helpers/data.ts";
import { dumpKv, tempKv, withTempKv } from "../helpers/kv.ts";

async function importError(kv: Deno.Kv, path: string): Promise<ImportError> {
  try {
    await importFile(kv, path);
  } catch (error) {
    assert.ok(error instanceof ImportError, String(error));
    return error;
  }
  assert.fail(`${path} was accepted`);
}

Deno.test("importFile publishes a good file", async () => {
  await withTempKv(async (kv) => {
    const result = await importFile(kv, SMALL_DATASET_PATH);
    assert.equal(result.status, "published");
    assert.equal(result.reviewCount, 10);
    assert.equal(result.unverifiedCount, 1);
    assert.equal(result.pointer.review_count, 10);
    assert.equal(result.pointer.unverified_count, 1);
    const stored = await readCurrentVersion(kv);
    assert.equal(stored?.pointer.version, result.pointer.version);
    assert.equal(stored?.dataset.reviews.length, 10);
  });
});

Deno.test("importFile: the same content again writes nothing", async () => {
  await withTempKv(async (kv, _path, dir) => {
    const first = await importFile(kv, SMALL_DATASET_PATH);
    const before = await dumpKv(kv);
    // Same content, other formatting and order: still the same version.
    const raw = await readSmallDataset();
    raw.reviews.reverse();
    const copy = `${dir}/copy.json`;
    await Deno.writeTextFile(copy, JSON.stringify(raw));
    const again = await importFile(kv, copy);
    assert.equal(again.status, "unchanged");
    assert.deepEqual(again.pointer, first.pointer);
    assert.deepEqual(await dumpKv(kv), before);
  });
});

Deno.test("importFile rejects bad files and leaves the store unchanged", async () => {
  await withTempKv(async (kv, _path, dir) => {
    await importFile(kv, SMALL_DATASET_PATH);
    const before = await dumpKv(kv);
    const raw = await readSmallDataset();
    raw.reviews[2].rating = 0;
    raw.reviews[3].id = "r-001";
    const files: Record<string, string> = {
      "not_json.json": "{ this is not json",
      "empty.json": "",
      "invalid.json": JSON.stringify(raw),
      "array.json": "[]",
    };
    for (const [name, text] of Object.entries(files)) {
      await Deno.writeTextFile(`${dir}/${name}`, text);
      const error = await importError(kv, `${dir}/${name}`);
      assert.ok(error.issues.length > 0, name);
      assert.ok(error.message.startsWith(`${dir}/${name}: `), name);
      assert.deepEqual(await dumpKv(kv), before, name);
    }
    const invalid = await importError(kv, `${dir}/invalid.json`);
    assert.deepEqual(invalid.issues.map((issue) => issue.path).sort(), [
      "$.reviews[2].rating",
      "$.reviews[3].id",
    ]);
    assert.match(invalid.message, /2 problems/);
    // Each problem on its own line, with its path and the review's id.
    const lines = invalid.message.split("\n");
    for (const issue of invalid.issues) {
      const [, index, rest] = /^\$\.reviews\[(\d)\](.*)$/.exec(issue.path)!;
      const id = raw.reviews[Number(index)].id;
      assert.ok(
        lines.some((line) =>
          line.includes(`$.reviews[${index}] (id ${id})${rest}: `) &&
          line.includes(issue.message)
        ),
        invalid.message,
      );
    }
  });
});

Deno.test("importFile: a missing file is a problem, not a crash", async () => {
  await withTempKv(async (kv, _path, dir) => {
    const error = await importError(kv, `${dir}/missing.json`);
    assert.deepEqual(error.issues, [{
      path: "$",
      code: "unreadable_file",
      message: "file not found",
    }]);
    assert.deepEqual(await dumpKv(kv), []);
    const folder = await importError(kv, dir);
    assert.equal(folder.issues[0].code, "unreadable_file");
  });
});

Deno.test("importFileIsolated imports in a worker into the store at the path", async () => {
  await using store = await tempKv();
  const { kv, path: kvPath } = store;
  const result = await importFileIsolated(kv, SMALL_DATASET_PATH, { kvPath });
  assert.equal(result.status, "published");
  assert.equal(result.reviewCount, 10);
  // The worker wrote through its own handle; this handle sees it.
  const stored = await readCurrentVersion(kv);
  assert.equal(stored?.pointer.version, result.pointer.version);
  const again = await importFileIsolated(kv, SMALL_DATASET_PATH, { kvPath });
  assert.equal(again.status, "unchanged");
});

Deno.test("importFileIsolated reports the worker's problems as an ImportError", async () => {
  await using store = await tempKv();
  const { kv, path: kvPath, dir } = store;
  const bad = `${dir}/bad.json`;
  await Deno.writeTextFile(
    bad,
    JSON.stringify({ business: {}, reviews: [{}, { id: "r-000798" }] }),
  );
  const error = await importFileIsolated(kv, bad, { kvPath }).catch((error) =>
    error
  );
  assert.ok(error instanceof ImportError);
  assert.ok(
    error.issues.some((issue: { path: string }) =>
      issue.path === "$.reviews[0].rating"
    ),
  );
  // The review's id survives the trip from the worker.
  assert.match(
    error.message,
    /^ {2}\$\.reviews\[1\] \(id r-000798\)\.rating: /m,
  );
  assert.equal(await readCurrentVersion(kv), null);
});

Deno.test("importFileIsolated imports in this isolate for a :memory: store", async () => {
  using kv = await Deno.openKv(":memory:");
  const result = await importFileIsolated(kv, SMALL_DATASET_PATH, {
    kvPath: ":memory:",
  });
  assert.equal(result.status, "published");
  assert.equal(
    (await readCurrentVersion(kv))?.pointer.version,
    result.pointer.version,
  );
});

Deno.test("issueLocation puts the review's id after its position", () => {
  const ids = { "3": "r-000798" };
  assert.equal(
    issueLocation("$.reviews[3].rating", ids),
    "$.reviews[3] (id r-000798).rating",
  );
  assert.equal(
    issueLocation("$.reviews[3]", ids),
    "$.reviews[3] (id r-000798)",
  );
  assert.equal(
    issueLocation("$.reviews[4].rating", ids),
    "$.reviews[4].rating",
  );
  assert.equal(issueLocation("$.business.name", ids), "$.business.name");
});

Deno.test("reviewIdsOf reads the ids of the reviews the issues point into", () => {
  const text = JSON.stringify({
    reviews: [{ id: "a" }, { id: 7 }, {}, { id: "d" }],
  });
  const issue = (path: string) => ({ path, code: "x", message: "x" });
  assert.deepEqual(
    reviewIdsOf(text, [
      issue("$.reviews[0].rating"),
      issue("$.reviews[1].id"),
      issue("$.reviews[2].date"),
      issue("$.business"),
    ]),
    { "0": "a" },
  );
  assert.deepEqual(reviewIdsOf("{ not json", [issue("$.reviews[0]")]), {});
  assert.deepEqual(
    reviewIdsOf('{"reviews": 3}', [issue("$.reviews[0]")]),
    {},
  );
});

Deno.test("ImportError names each review by position and id", () => {
  const error = new ImportError("mine.json", [
    { path: "$.reviews[3].rating", code: "too_big", message: "at most 5" },
    { path: "$.business.name", code: "invalid_type", message: "a string" },
  ], { reviewIds: { "3": "r-000798" } });
  assert.equal(
    error.message,
    "mine.json: 2 problems\n" +
      "  $.reviews[3] (id r-000798).rating: at most 5 (too_big)\n" +
      "  $.business.name: a string (invalid_type)",
  );
});
