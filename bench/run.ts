/**
 * `deno task bench`: every benchmark, each in its own process so that one
 * does not skew another's memory figures. Prints one report.
 *
 * @module
 */
import { DEV_LOCK_PATH } from "../tests/helpers/dev_deps/packages.ts";

/** The benchmarks, in order; a file that does not exist is skipped. */
const BENCHMARKS = [
  {
    title: "HTTP read API vs bare Deno.serve (load test)",
    file: "bench/http_bench.ts",
  },
  {
    title: "Pages vs bare Deno.serve (load test)",
    file: "bench/pages_bench.ts",
  },
  { title: "Lighthouse on / (chromium)", file: "bench/lighthouse_bench.ts" },
  {
    title: "100,000 reviews: import, memory, search",
    file: "bench/scale_bench.ts",
  },
  { title: "Text analysis throughput", file: "bench/analysis_bench.ts" },
  {
    title: "10,000 Google reviews merged into the sample; a 50 MB file",
    file: "bench/platform_import_bench.ts",
  },
  {
    title: "MCP tools/call search_reviews vs HTTP search",
    file: "bench/mcp_bench.ts",
  },
  { title: "WebSub fan-out vs bare fetch loop", file: "bench/websub_bench.ts" },
  {
    title: "Cold start to the first 200 vs a bare hello world",
    file: "bench/cold_start_bench.ts",
  },
];

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}

if (import.meta.main) {
  const only = Deno.args;
  let failed = 0;
  console.log(
    `# Benchmarks (${
      new Date().toISOString()
    }, Deno ${Deno.version.deno}, ${navigator.hardwareConcurrency} cores)\n`,
  );
  for (const { title, file } of BENCHMARKS) {
    if (only.length > 0 && !only.some((name) => file.includes(name))) continue;
    if (!(await exists(file))) continue;
    console.log(`## ${title}\n`);
    const { code } = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", `--lock=${DEV_LOCK_PATH}`, file],
      stdout: "inherit",
      stderr: "inherit",
    }).output();
    if (code !== 0) {
      failed++;
      console.log(`(${file} failed with exit code ${code})`);
    }
    console.log("");
  }
  Deno.exit(failed > 0 ? 1 : 0);
}
