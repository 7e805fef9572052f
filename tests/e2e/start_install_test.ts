/**
 * `deno task start` on an empty dependency cache, in a copy of the project
 * without `node_modules`, installs only what the service needs at run time:
 * no test or benchmark package, every package reachable from the service's
 * own imports, and exactly as many as the README says.
 *
 * Downloads the service's packages from the npm registry into a fresh
 * `DENO_DIR` (about 20 packages).
 */
import assert from "node:assert/strict";
import { ROOT_PATH } from "../helpers/data.ts";
import { TEST_ONLY_PACKAGES } from "../helpers/dev_deps/packages.ts";
import { subprocessEnv } from "../helpers/process.ts";
import { copyProject, startCommand } from "../helpers/project_copy.ts";

/** `name@version` of each package in `node_modules/.deno` (`@a+b@1` is `@a/b@1`). */
async function installedPackages(projectDir: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(`${projectDir}/node_modules/.deno`)) {
    if (!entry.isDirectory || !/^[^.].*@/.test(entry.name)) continue;
    // Peer-dependency variants carry a suffix: `pkg@1.0.0_peer@2.0.0`.
    names.push(entry.name.split("_")[0].replace("+", "/"));
  }
  return names.sort();
}

/** The packages the README says a first start installs. */
async function readmeCount(): Promise<number> {
  const readme = await Deno.readTextFile(`${ROOT_PATH}README.md`);
  const match = readme.match(/installs (\d+) npm packages/);
  assert.ok(match, 'the README says "installs N npm packages"');
  return Number(match[1]);
}

Deno.test("deno task start on an empty cache installs only the service's packages", async () => {
  await using copy = await copyProject();
  const denoDir = await Deno.makeTempDir({ prefix: "empty_deno_dir_" });
  try {
    await using start = startCommand(Deno.execPath(), ["task", "start"], {
      cwd: copy.dir,
      env: subprocessEnv({
        DENO_DIR: denoDir,
        PORT: "0",
        KV_PATH: ":memory:",
      }),
    });
    await start.waitFor(/Listening on http:\/\/\S+/, 240_000);
    await start.stop();

    const installed = await installedPackages(copy.dir);
    const names = installed.map((id) => id.slice(0, id.lastIndexOf("@")));
    for (const name of TEST_ONLY_PACKAGES) {
      assert.ok(!names.includes(name), `start installed ${name}`);
    }

    // What the service's lock file resolves from deno.json's imports is
    // exactly what was installed: nothing else crept in.
    const lock = JSON.parse(
      await Deno.readTextFile(`${copy.dir}/deno.lock`),
    ) as { npm: Record<string, unknown> };
    const locked = Object.keys(lock.npm).map((id) => id.split("_")[0]).sort();
    assert.deepEqual([...new Set(installed)], [...new Set(locked)]);
    for (const name of TEST_ONLY_PACKAGES) {
      assert.ok(
        !locked.some((id) => id.startsWith(`${name}@`)),
        `deno.lock holds ${name}: run the tests with --lock=deno.dev.lock`,
      );
    }

    // Every package deno.json imports is one the service's commands load:
    // main.ts (which reaches the import worker), import.ts, remove.ts.
    const config = JSON.parse(
      await Deno.readTextFile(`${copy.dir}/deno.json`),
    ) as { imports: Record<string, string> };
    let graph = "";
    for (const entry of ["main.ts", "import.ts", "remove.ts"]) {
      const info = await new Deno.Command(Deno.execPath(), {
        args: ["info", "--json", entry],
        cwd: copy.dir,
        env: subprocessEnv({ DENO_DIR: denoDir }),
        clearEnv: true,
        stdout: "piped",
        stderr: "piped",
      }).output();
      assert.ok(info.success, new TextDecoder().decode(info.stderr));
      graph += new TextDecoder().decode(info.stdout);
    }
    for (const [name, target] of Object.entries(config.imports)) {
      const pinned = target.replace(/^npm:\/?/, "").replace(/\/$/, "");
      assert.ok(
        graph.includes(pinned),
        `deno.json imports ${name} (${target}), which no command loads: ` +
          "pin test-only packages in tests/helpers/dev_deps/",
      );
    }

    assert.equal(
      new Set(installed).size,
      await readmeCount(),
      `the README's package count is out of date: start installed ${
        new Set(installed).size
      }`,
    );
  } finally {
    await Deno.remove(denoDir, { recursive: true });
  }
});
