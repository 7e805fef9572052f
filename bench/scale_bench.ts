/**
 * A 100,000-review dataset made by the generator, imported and searched:
 * import time by phase, peak memory, snapshot load time and search latency.
 * Usage: `deno run -A bench/scale_bench.ts [COUNT]`.
 *
 * @module
 */
import { generateDataset } from "../data/generate.ts";
import { parseImportText, prepareDataset } from "../lib/dataset/prepare.ts";
import { publishDataset } from "../lib/dataset/store.ts";
import { searchReviews, validateSearchArgs } from "../lib/search.ts";
import { loadCurrentSnapshot } from "../lib/dataset/version_follower.ts";

/** Samples the resident set size and remembers its peak. */
function startMemorySampler(): { peakMb(): number; stop(): void } {
  let peak = Deno.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, Deno.memoryUsage().rss);
  }, 10);
  return {
    peakMb: () => Math.max(peak, Deno.memoryUsage().rss) / 2 ** 20,
    stop: () => clearInterval(timer),
  };
}

async function timed<T>(work: () => T | Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[
    Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))
  ];
}

/** Runs the scale benchmark; returns the report lines. */
export async function runScaleBench(count = 100_000): Promise<string[]> {
  const memory = startMemorySampler();
  const dir = await Deno.makeTempDir({ prefix: "bench-scale-" });
  const kv = await Deno.openKv(`${dir}/kv.sqlite`);
  const lines: string[] = [];
  try {
    const [text, generateMs] = await timed(() =>
      JSON.stringify(generateDataset({ count }))
    );
    const file = `${dir}/reviews.json`;
    await Deno.writeTextFile(file, text);
    const [parsed, parseMs] = await timed(async () =>
      parseImportText(await Deno.readTextFile(file))
    );
    if (!parsed.ok) {
      throw new Error(
        `generated dataset is invalid: ${JSON.stringify(parsed.issues)}`,
      );
    }
    const [prepared, prepareMs] = await timed(() =>
      prepareDataset(parsed.value)
    );
    const [, publishMs] = await timed(() => publishDataset(kv, prepared));
    const importPeakMb = memory.peakMb();
    const [snapshot, loadMs] = await timed(() =>
      loadCurrentSnapshot(kv, { baseUrl: "http://localhost:8000" })
    );
    const reviews = snapshot!.dataset.reviews;
    const technician =
      snapshot!.dataset.business.technicians[0].name.split(" ")[0];
    const service = snapshot!.dataset.business.services[0].id;
    const searches: Record<string, Record<string, unknown>> = {
      "query=leak": { query: "leak" },
      "rating=1&since=2024-01-01": { rating: 1, since: "2024-01-01" },
      [`mentions_technician=${technician}`]: {
        mentions_technician: technician,
      },
      [`mentions_service=${service}&min_rating=4`]: {
        mentions_service: service,
        min_rating: 4,
      },
      "query=on time&limit=100": { query: "on time", limit: 100 },
      "no filter (newest 20)": {},
    };
    lines.push(
      `reviews: ${reviews.length} published of ${count} generated (${
        (text.length / 2 ** 20).toFixed(1)
      } MiB JSON)`,
      `generate: ${generateMs.toFixed(0)} ms`,
      `import: ${(parseMs + prepareMs + publishMs).toFixed(0)} ms in all ` +
        `(parse+validate ${parseMs.toFixed(0)} ms, analysis+insights ${
          prepareMs.toFixed(0)
        } ms, ` +
        `KV publish ${publishMs.toFixed(0)} ms)`,
      `peak RSS during generate+import: ${importPeakMb.toFixed(0)} MiB`,
      `server load of the new version (read, serialise, index): ${
        loadMs.toFixed(0)
      } ms`,
      "",
      "| search | p50 ms | p95 ms | total matches |",
      "|---|---|---|---|",
    );
    for (const [name, args] of Object.entries(searches)) {
      const request = validateSearchArgs(args);
      if (!request.ok) throw new Error(JSON.stringify(request.issues));
      const samples: number[] = [];
      let total = 0;
      for (let i = 0; i < 100; i++) {
        const start = performance.now();
        total = searchReviews(snapshot!.index, request.value).total;
        samples.push(performance.now() - start);
      }
      samples.sort((a, b) => a - b);
      lines.push(
        `| ${name} | ${percentile(samples, 0.5).toFixed(2)} | ${
          percentile(samples, 0.95).toFixed(2)
        } | ${total} |`,
      );
    }
    lines.push("", `peak RSS overall: ${memory.peakMb().toFixed(0)} MiB`);
  } finally {
    memory.stop();
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
  return lines;
}

if (import.meta.main) {
  const count = Deno.args[0] ? Number(Deno.args[0]) : 100_000;
  console.log((await runScaleBench(count)).join("\n"));
}
