/**
 * Cold start: from spawning a fresh process to its first 200 answer, for the
 * service (`deno run -A main.ts`) on a store that already holds the dataset,
 * against a bare hello-world `Deno.serve`, alternating rounds in one run.
 * At the sample dataset (800 reviews) and at 100,000 generated reviews.
 *
 * `deno run -A bench/cold_start_bench.ts [--rounds R] [--large N]`
 *
 * @module
 */
import { generateDataset } from "../data/generate.ts";
import { parseImportText, prepareDataset } from "../lib/dataset/prepare.ts";
import { publishDataset } from "../lib/dataset/store.ts";
import { freePort } from "./processes.ts";

const ROOT = new URL("../", import.meta.url).pathname;
/** The service's first answer is measured on this path. */
const FIRST_PATH = "/reviews.json";

function argument(name: string, fallback: number): number {
  const index = Deno.args.indexOf(name);
  return index >= 0 ? Number(Deno.args[index + 1]) : fallback;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Spawns `deno ARGS` and resolves the ms from spawn to its first 200 on `path`. */
async function timeToFirst200(
  args: string[],
  options: { env: Record<string, string>; port: number; path: string },
): Promise<number> {
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
  try {
    while (Date.now() < deadline) {
      const client = Deno.createHttpClient({});
      try {
        const response = await fetch(url, { client });
        await response.body?.cancel();
        if (response.status === 200) {
          elapsed = performance.now() - started;
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
  return elapsed;
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
  console.log(
    `Spawn to first 200, median of ${rounds} alternating rounds; the service answers \`GET ${FIRST_PATH}\` ` +
      `from a store already holding the dataset, the bare server a hello world.\n`,
  );
  console.log(
    "| dataset | published reviews | bare hello ms | service ms | service / bare | target |",
  );
  console.log("|---|---|---|---|---|---|");
  const results: Record<string, unknown>[] = [];
  for (const store of stores) {
    const bare: number[] = [];
    const service: number[] = [];
    // A first, unmeasured pair: caches of the file system and of Deno.
    for (let round = 0; round <= rounds; round++) {
      const barePort = freePort();
      const bareMs = await timeToFirst200(
        ["run", "-A", hello, String(barePort)],
        { env: {}, port: barePort, path: "/" },
      );
      const port = freePort();
      const serviceMs = await timeToFirst200(["run", "-A", "main.ts"], {
        env: { PORT: String(port), KV_PATH: store.kvPath },
        port,
        path: FIRST_PATH,
      });
      if (round === 0) continue;
      bare.push(bareMs);
      service.push(serviceMs);
    }
    const ratio = median(service) / median(bare);
    console.log(
      `| ${store.label} | ${store.reviews.toLocaleString("en-US")} | ${
        median(bare).toFixed(0)
      } (${Math.min(...bare).toFixed(0)}–${Math.max(...bare).toFixed(0)}) | ${
        median(service).toFixed(0)
      } (${Math.min(...service).toFixed(0)}–${
        Math.max(...service).toFixed(0)
      }) | ${ratio.toFixed(2)}× | ${store.target} |`,
    );
    results.push({
      dataset: store.label,
      reviews: store.reviews,
      bare_ms: bare,
      service_ms: service,
      ratio_of_medians: ratio,
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
