/**
 * Cold start: from spawning a fresh process to its first 200 answer, for the
 * service (`deno run -A main.ts`) on a store that already holds the dataset,
 * against a bare hello-world `Deno.serve`, alternating rounds in one run.
 * At the sample dataset (800 reviews) and at 100,000 generated reviews.
 * Where `/proc` exists (Linux), also the CPU time (user + system) each
 * process had used at its first 200, which a loaded machine disturbs far
 * less than the wall time.
 *
 * `deno run -A bench/cold_start_bench.ts [--rounds R] [--large N]`
 *
 * @module
 */
import { generateDataset } from "../data/generate.ts";
import { parseImportText, prepareDataset } from "../lib/dataset/prepare.ts";
import { publishDataset } from "../lib/dataset/store.ts";
import { median } from "./load.ts";
import { cpuTimeMs, freePort, loadAverage } from "./processes.ts";

const ROOT = new URL("../", import.meta.url).pathname;
/** The service's first answer is measured on this path. */
const FIRST_PATH = "/reviews.json";

function argument(name: string, fallback: number): number {
  const index = Deno.args.indexOf(name);
  return index >= 0 ? Number(Deno.args[index + 1]) : fallback;
}

/** "median (min–max)" of the bare and the service figures, and the ratio of the medians. */
function summary(
  bare: number[],
  service: number[],
): { bare: string; service: string; ratio: number } {
  const cell = (values: number[]) =>
    `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${
      Math.max(...values).toFixed(0)
    })`;
  return {
    bare: cell(bare),
    service: cell(service),
    ratio: median(service) / median(bare),
  };
}

/** A first 200: wall ms from spawn, and the process's CPU ms then (or null). */
interface First200 {
  ms: number;
  cpuMs: number | null;
}

/**
 * Spawns `deno ARGS` and resolves the ms from spawn to its first 200 on
 * `path`, with the CPU time the process had used then (null without `/proc`).
 */
async function timeToFirst200(
  args: string[],
  options: {
    env: Record<string, string>;
    port: number;
    path: string;
  },
): Promise<First200> {
  const url = `http://127.0.0.1:${options.port}${options.path}`;
  const started = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args,
    cwd: ROOT,
    env: { ...options.env, NO_COLOR: "1" },
    stdin: "null",
    stdout: "null",
    stderr: "null",
  }).spawn();
  const deadline = Date.now() + 60_000;
  let elapsed = -1;
  let cpu: number | null = null;
  try {
    while (Date.now() < deadline) {
      const client = Deno.createHttpClient({});
      try {
        const response = await fetch(url, { client });
        await response.body?.cancel();
        if (response.status === 200) {
          elapsed = performance.now() - started;
          cpu = cpuTimeMs(child.pid);
          break;
        }
      } catch {
        // Not listening yet.
      } finally {
        client.close();
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  } finally {
    try {
      child.kill("SIGKILL");
    } catch {
      // It ended by itself: reported below.
    }
    await child.status;
  }
  if (elapsed < 0) throw new Error(`no 200 from ${args.join(" ")}`);
  return { ms: elapsed, cpuMs: cpu };
}

/** Writes the dataset into a fresh KV file; resolves its path and review count. */
async function prepareStore(
  dir: string,
  name: string,
  text: string,
): Promise<{ kvPath: string; reviews: number }> {
  const parsed = parseImportText(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues[0]));
  const prepared = prepareDataset(parsed.value);
  const kvPath = `${dir}/${name}.kv`;
  const kv = await Deno.openKv(kvPath);
  await publishDataset(kv, prepared);
  kv.close();
  return { kvPath, reviews: prepared.dataset.reviews.length };
}

async function main(): Promise<void> {
  const rounds = argument("--rounds", 5);
  const large = argument("--large", 100_000);
  const dir = await Deno.makeTempDir({ prefix: "cold_start_bench_" });
  const hello = `${dir}/hello.ts`;
  await Deno.writeTextFile(
    hello,
    `Deno.serve({ hostname: "127.0.0.1", port: Number(Deno.args[0]), onListen() {} }, () => new Response("hello"));\n`,
  );
  const stores = [
    {
      label: "sample",
      ...await prepareStore(
        dir,
        "sample",
        await Deno.readTextFile(`${ROOT}data/reviews.json`),
      ),
      target: "≤ 2.5× bare",
    },
    {
      label: `${large.toLocaleString("en-US")} generated`,
      ...await prepareStore(
        dir,
        "large",
        JSON.stringify(generateDataset({ count: large })),
      ),
      target: "≤ 1,000 ms",
    },
  ];
  const cpuKnown = cpuTimeMs(Deno.pid) !== null;
  console.log(
    `Spawn to first 200, median of ${rounds} alternating rounds; the service answers \`GET ${FIRST_PATH}\` ` +
      `from a store already holding the dataset, the bare server a hello world. ` +
      (cpuKnown
        ? "CPU: user + system ms each process had used at its first 200."
        : "(No /proc here: no CPU times.)") +
      ` Load average before: ${loadAverage()}.\n`,
  );
  console.log(
    "| dataset | published reviews | bare hello ms | service ms | service / bare | bare CPU ms | service CPU ms | CPU service / bare | target |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  const results: Record<string, unknown>[] = [];
  for (const store of stores) {
    const bare: First200[] = [];
    const service: First200[] = [];
    // A first, unmeasured pair: caches of the file system and of Deno.
    for (let round = 0; round <= rounds; round++) {
      const barePort = freePort();
      const bareFirst = await timeToFirst200(
        ["run", "-A", hello, String(barePort)],
        { env: {}, port: barePort, path: "/" },
      );
      const port = freePort();
      const serviceFirst = await timeToFirst200(["run", "-A", "main.ts"], {
        env: { PORT: String(port), KV_PATH: store.kvPath },
        port,
        path: FIRST_PATH,
      });
      if (round === 0) continue;
      bare.push(bareFirst);
      service.push(serviceFirst);
    }
    const wall = summary(
      bare.map((first) => first.ms),
      service.map((first) => first.ms),
    );
    const cpu = cpuKnown
      ? summary(
        bare.map((first) => first.cpuMs!),
        service.map((first) => first.cpuMs!),
      )
      : null;
    console.log(
      `| ${store.label} | ${
        store.reviews.toLocaleString("en-US")
      } | ${wall.bare} | ${wall.service} | ${wall.ratio.toFixed(2)}× | ${
        cpu?.bare ?? "–"
      } | ${cpu?.service ?? "–"} | ${
        cpu ? `${cpu.ratio.toFixed(2)}×` : "–"
      } | ${store.target} |`,
    );
    results.push({
      dataset: store.label,
      reviews: store.reviews,
      bare_ms: bare.map((first) => first.ms),
      service_ms: service.map((first) => first.ms),
      ratio_of_medians: wall.ratio,
      bare_cpu_ms: cpu ? bare.map((first) => first.cpuMs) : null,
      service_cpu_ms: cpu ? service.map((first) => first.cpuMs) : null,
      cpu_ratio_of_medians: cpu?.ratio ?? null,
      load_average_after: loadAverage(),
    });
  }
  try {
    await Deno.mkdir(`${ROOT}bench/results`, { recursive: true });
    await Deno.writeTextFile(
      `${ROOT}bench/results/cold_start_bench.json`,
      JSON.stringify(
        { date: new Date().toISOString(), path: FIRST_PATH, results },
        null,
        2,
      ),
    );
  } catch {
    // The figures are on stdout too.
  }
  await Deno.remove(dir, { recursive: true });
}

if (import.meta.main) await main();
