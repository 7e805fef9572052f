import assert from "node:assert/strict";
import { runImportRequest } from "../../lib/dataset/import_worker.ts";
import { SMALL_DATASET_PATH } from "../helpers/data.ts";
import { withTempDir } from "../helpers/kv.ts";

Deno.test("runImportRequest answers the import's result", async () => {
  await withTempDir(async (dir) => {
    const reply = await runImportRequest({
      kvPath: `${dir}/kv.sqlite`,
      file: SMALL_DATASET_PATH,
    });
    assert.ok(reply.ok);
    assert.equal(reply.result.status, "published");
    assert.equal(reply.result.unverifiedCount, 1);
  });
});

Deno.test("runImportRequest answers the problems of a bad file", async () => {
  await withTempDir(async (dir) => {
    const reply = await runImportRequest({
      kvPath: `${dir}/kv.sqlite`,
      file: `${dir}/missing.json`,
    });
    assert.ok(!reply.ok && "issues" in reply);
    assert.equal(reply.issues[0].code, "unreadable_file");
  });
});

Deno.test("runImportRequest answers a store that cannot be opened", async () => {
  await withTempDir(async (dir) => {
    await Deno.writeTextFile(`${dir}/file`, "x");
    const reply = await runImportRequest({
      kvPath: `${dir}/file/kv.sqlite`,
      file: SMALL_DATASET_PATH,
    });
    assert.ok(!reply.ok && "message" in reply);
  });
});
