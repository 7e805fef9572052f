import assert from "node:assert/strict";
import {
  readCurrentPointer,
  type VersionPointer,
} from "../../lib/dataset/store.ts";
import { buildSnapshot } from "../../lib/dataset/snapshot.ts";
import { readCurrentVersion } from "../../lib/dataset/store.ts";
import { startService } from "../../service.ts";
import {
  type RawDataset,
  readSmallDataset,
  SMALL_DATASET_PATH,
} from "../helpers/data.ts";
import { dumpKv, withKvAt, withTempDir } from "../helpers/kv.ts";
import { runDenoScript, runImport } from "../helpers/process.ts";

/** What an observer of the store sees: entries, pointer, served bytes. */
interface StoreState {
  entries: Awaited<ReturnType<typeof dumpKv>>;
  pointer: VersionPointer | null;
  served: string | null;
}

/**
 * The state of the store at `kvPath`. With a service running on the store,
 * only the dataset's keys are compared (its WebSub worker keeps state too).
 */
async function storeState(
  kvPath: string,
  prefix: Deno.KvKey = [],
): Promise<StoreState> {
  return await withKvAt(kvPath, async (kv) => {
    const stored = await readCurrentVersion(kv);
    const served = stored
      ? new TextDecoder().decode(
        (await buildSnapshot(stored, { baseUrl: "http://localhost:8000" }))
          .documents["/reviews.json"].body,
      )
      : null;
    return {
      entries: await dumpKv(kv, prefix),
      pointer: await readCurrentPointer(kv),
      served,
    };
  });
}

async function writeJson(path: string, value: unknown): Promise<string> {
  await Deno.writeTextFile(path, JSON.stringify(value, null, 2));
  return path;
}

/**
 * Asserts that stderr lists each path on a line of its own problem (a
 * review's id may follow its position: `$.reviews[3] (id r-004).rating`).
 */
function assertListsPaths(stderr: string, paths: string[]): void {
  const lines = stderr.split("\n")
    .map((line) =>
      line.trim().replace(/^(\$\.reviews\[\d+\]) \(id [^)]*\)/, "$1")
    );
  for (const path of paths) {
    assert.ok(
      lines.some((line) => line.startsWith(`${path}: `)),
      `${path} not listed in:\n${stderr}`,
    );
  }
}

Deno.test("import CLI: a good file is published, exit 0", async () => {
  await withTempDir(async (dir) => {
    const kvPath = `${dir}/store.kv`;
    const result = await runImport(SMALL_DATASET_PATH, kvPath);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /published version \S+ with 10 review\(s\)/);
    assert.match(result.stdout, /1 unverified record\(s\) left out/);
    const state = await storeState(kvPath);
    assert.equal(state.pointer?.review_count, 10);
    assert.equal(state.pointer?.unverified_count, 1);
    assert.equal(JSON.parse(state.served!).reviews.length, 10);
  });
});

Deno.test("import CLI: bad files exit 1, list every problem, write nothing", async () => {
  await withTempDir(async (dir) => {
    const kvPath = `${dir}/store.kv`;
    assert.equal((await runImport(SMALL_DATASET_PATH, kvPath)).code, 0);
    const before = await storeState(kvPath);
    assert.ok(before.pointer);

    const edit = async (
      name: string,
      change: (raw: RawDataset) => void,
    ): Promise<string> => {
      const raw = await readSmallDataset();
      change(raw);
      return await writeJson(`${dir}/${name}`, raw);
    };
    const notJson = `${dir}/not_json.json`;
    await Deno.writeTextFile(notJson, '{ "business": { "id": ');
    const cases: Array<[string, string[]]> = [
      [notJson, ["$"]],
      [
        await edit("wrong_types.json", (raw) => {
          raw.reviews[0].rating = "five";
          raw.business.name = 42;
          raw.reviews[2].verified = "yes";
          raw.reviews[3].author = "Dana";
        }),
        [
          "$.reviews[0].rating",
          "$.business.name",
          "$.reviews[2].verified",
          "$.reviews[3].author",
        ],
      ],
      [
        await edit("duplicate_ids.json", (raw) => {
          raw.reviews[1].id = "r-001";
          raw.reviews[7].id = "r-003";
        }),
        ["$.reviews[1].id", "$.reviews[7].id"],
      ],
      [
        await edit("impossible_dates.json", (raw) => {
          raw.reviews[3].date = "2025-02-30";
          raw.reviews[5].response.date = "2024-02-30";
          raw.reviews[6].date = "2023-02-29";
        }),
        [
          "$.reviews[3].date",
          "$.reviews[5].response.date",
          "$.reviews[6].date",
        ],
      ],
      [
        await edit("ratings.json", (raw) => {
          raw.reviews[0].rating = 0;
          raw.reviews[5].rating = 6;
          raw.reviews[8].rating = 4.5;
        }),
        ["$.reviews[0].rating", "$.reviews[5].rating", "$.reviews[8].rating"],
      ],
      [
        await edit("everything.json", (raw) => {
          raw.reviews[0].rating = 9;
          raw.reviews[1].id = "r-001";
          raw.reviews[2].date = "2025-02-30";
          raw.reviews[3].text = 12;
        }),
        [
          "$.reviews[0].rating",
          "$.reviews[1].id",
          "$.reviews[2].date",
          "$.reviews[3].text",
        ],
      ],
      [`${dir}/missing.json`, ["$"]],
    ];
    for (const [file, paths] of cases) {
      const result = await runImport(file, kvPath);
      assert.equal(result.code, 1, `${file}: ${result.stdout}${result.stderr}`);
      assertListsPaths(result.stderr, paths);
      if (paths.includes("$.reviews[0].rating")) {
        assert.match(result.stderr, /\$\.reviews\[0\] \(id r-001\)\.rating: /);
      }
      assert.match(result.stderr, /nothing was written/);
      assert.ok(result.stderr.includes(file), "names the file");
      if (paths.length > 1) {
        assert.match(result.stderr, new RegExp(`${paths.length} problems`));
      }
      assert.deepEqual(await storeState(kvPath), before, file);
    }
  });
});

Deno.test("import CLI: a bad file leaves an empty store empty", async () => {
  await withTempDir(async (dir) => {
    const kvPath = `${dir}/store.kv`;
    const raw = await readSmallDataset();
    raw.reviews[0].rating = 0;
    const result = await runImport(
      await writeJson(`${dir}/bad.json`, raw),
      kvPath,
    );
    assert.equal(result.code, 1);
    const state = await storeState(kvPath);
    assert.deepEqual(state, { entries: [], pointer: null, served: null });
  });
});

Deno.test("import CLI: the same content again writes nothing", async () => {
  await withTempDir(async (dir) => {
    const kvPath = `${dir}/store.kv`;
    assert.equal((await runImport(SMALL_DATASET_PATH, kvPath)).code, 0);
    const before = await storeState(kvPath);
    // Same content, reformatted and reordered.
    const raw = await readSmallDataset();
    raw.reviews.reverse();
    const copy = await writeJson(`${dir}/copy.json`, raw);
    const result = await runImport(copy, kvPath);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /nothing written/);
    assert.ok(result.stdout.includes(before.pointer!.version));
    assert.deepEqual(await storeState(kvPath), before);
  });
});

Deno.test("import CLI: usage and configuration errors exit 1, --help 0", async () => {
  await withTempDir(async (dir) => {
    const kvPath = `${dir}/store.kv`;
    for (
      const args of [[], ["--bogus", "a.json"], [
        "--format",
        "xml",
        "a.json",
      ]]
    ) {
      const result = await runDenoScript("import.ts", args, {
        KV_PATH: kvPath,
      });
      assert.equal(result.code, 1, JSON.stringify(args));
      assert.match(result.stderr, /usage/);
    }
    const help = await runDenoScript("import.ts", ["--help"], {
      KV_PATH: kvPath,
    });
    assert.equal(help.code, 0);
    assert.match(help.stdout, /usage/);
    const config = await runImport(SMALL_DATASET_PATH, kvPath, {
      PORT: "not-a-port",
    });
    assert.equal(config.code, 1);
    assert.match(config.stderr, /PORT/);
    // Nothing was created.
    await assert.rejects(Deno.stat(kvPath), Deno.errors.NotFound);
  });
});

Deno.test("import CLI: exporting /reviews.json and importing it is a no-op", async () => {
  await withTempDir(async (dir) => {
    const kvPath = `${dir}/store.kv`;
    const service = await startService({
      PORT: "0",
      KV_PATH: kvPath,
      DATA_FILE: SMALL_DATASET_PATH,
    }, { hostname: "127.0.0.1", pollIntervalMs: 50 });
    try {
      const exported = await fetch(`${service.url}/reviews.json`);
      const etag = exported.headers.get("etag");
      const file = `${dir}/export.json`;
      await Deno.writeFile(file, new Uint8Array(await exported.arrayBuffer()));
      const before = await storeState(kvPath, ["dataset"]);
      assert.ok(before.entries.length > 1);
      const result = await runImport(file, kvPath);
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stdout, /nothing written/);
      assert.deepEqual(await storeState(kvPath, ["dataset"]), before);
      await new Promise((resolve) => setTimeout(resolve, 150));
      const again = await fetch(`${service.url}/reviews.json`);
      await again.body?.cancel();
      assert.equal(again.headers.get("etag"), etag);
    } finally {
      await service.close();
    }
  });
});
