import assert from "node:assert/strict";
import { captureConsole } from "../helpers/console.ts";
import { runOnStore } from "../../lib/dataset/cli_run.ts";
import { ImportError } from "../../lib/dataset/import_error.ts";
import { tempDir } from "../helpers/kv.ts";

/** Runs `body` with console.log and console.error captured. */
async function captured<T>(
  body: () => Promise<T>,
): Promise<{ result: T; out: string[]; err: string[] }> {
  using logged = captureConsole(["log", "error"]);
  const result = await body();
  return { result, out: logged.lines("log"), err: logged.lines("error") };
}

Deno.test("runOnStore prints the outcome line and exits 0; the store is the configured one and is closed", async () => {
  await using dir = await tempDir();
  const env = { KV_PATH: `${dir.path}/store.kv` };
  const { result, out } = await captured(() =>
    runOnStore(async (kv) => {
      await kv.set(["marker"], 1);
      return "done";
    }, { env })
  );
  assert.equal(result, 0);
  assert.deepEqual(out, ["done"]);
  using kv = await Deno.openKv(env.KV_PATH);
  assert.equal((await kv.get(["marker"])).value, 1);
});

Deno.test("runOnStore: bad input exits 1 with the problems and 'nothing was written'", async () => {
  await using dir = await tempDir();
  let failed = false;
  const { result, out, err } = await captured(() =>
    runOnStore(() => {
      throw new ImportError("file.json", [{
        path: "$.reviews[0].rating",
        code: "too_big",
        message: "must be 1–5",
      }]);
    }, {
      env: { KV_PATH: `${dir.path}/store.kv` },
      onFailure: () => failed = true,
    })
  );
  assert.equal(result, 1);
  assert.deepEqual(out, []);
  assert.ok(failed, "onFailure ran");
  assert.match(err[0], /file\.json: 1 problem/);
  assert.equal(err.at(-1), "nothing was written");
});

Deno.test("runOnStore: a malformed environment exits 1 without running the operation", async () => {
  let ran = false;
  const { result, err } = await captured(() =>
    runOnStore(() => {
      ran = true;
      return Promise.resolve("never");
    }, { env: { PORT: "not-a-port" } })
  );
  assert.equal(result, 1);
  assert.equal(ran, false);
  assert.match(err.join("\n"), /PORT/);
  assert.equal(err.at(-1), "nothing was written");
});

Deno.test("runOnStore: a store that cannot be opened exits 1 naming KV_PATH", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(`${dir}/plain`, "not a folder");
    const { result, err } = await captured(() =>
      runOnStore(() => Promise.resolve("never"), {
        env: { KV_PATH: `${dir}/plain/store.kv` },
      })
    );
    assert.equal(result, 1);
    assert.match(err.join("\n"), /KV_PATH=.*cannot open the store/);
    assert.equal(err.at(-1), "nothing was written");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("runOnStore: any other error is thrown, after onFailure", async () => {
  await using dir = await tempDir();
  let failed = false;
  await assert.rejects(
    runOnStore(() => Promise.reject(new TypeError("bug")), {
      env: { KV_PATH: `${dir.path}/store.kv` },
      onFailure: () => failed = true,
    }),
    TypeError,
  );
  assert.ok(failed);
});
