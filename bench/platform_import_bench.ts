/**
 * Importing Google reviews (generated in the shape of the Business Profile
 * API's `reviews.list` pages) merged into the 800-review sample: time and
 * peak memory, each import in a fresh process, side by side with a bare
 * baseline (reading and `JSON.parse` of the same files) in alternating
 * rounds. Then the memory of importing one 50 MB file.
 *
 * Peak memory is the kernel's high-water mark of the resident set
 * (`VmHWM` in `/proc/self/status`), so a peak inside synchronous work is
 * not missed. Each child runs with the V8 flags of `deno task import`
 * (deno.json), as the command does. Usage:
 * `deno run -A bench/platform_import_bench.ts [COUNT] [BIG_FILE_MIB]`
 * (`0` skips the big file).
 *
 * @module
 */
import process from "node:process";
import { importInputs } from "../lib/dataset/import_inputs.ts";
import { openStore } from "../lib/dataset/kv_open.ts";

const SAMPLE = new URL("../data/reviews.json", import.meta.url).pathname;
/** Reviews per page, as the API's largest `pageSize`. */
const PAGE_SIZE = 50;
const STARS = ["ONE", "TWO", "THREE", "FOUR", "FIVE"] as const;
const MiB = 2 ** 20;

/** What a child process measured. */
interface Measure {
  /** Milliseconds of the measured work. */
  ms: number;
  /** CPU milliseconds (user + system) of the measured work. */
  cpuMs: number;
  /** Resident set before the work, MiB. */
  rssBeforeMib: number;
  /** High-water mark of the resident set, MiB. */
  peakMib: number;
  /** A word about the outcome. */
  note: string;
}

/** A kernel memory figure of this process, in MiB (Linux). */
function procStatusMib(field: "VmHWM" | "VmRSS"): number {
  const status = Deno.readTextFileSync("/proc/self/status");
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  return match ? Number(match[1]) / 1024 : Deno.memoryUsage().rss / MiB;
}

/**
 * Google API pages of `count` reviews whose texts come from the sample
 * (so the analysis has real work), with varied ratings, dates, reviewers
 * and replies. Returns the files written.
 */
export async function writeGooglePages(
  dir: string,
  count: number,
  options: { pageSize?: number; seed?: number } = {},
): Promise<string[]> {
  const sample = JSON.parse(await Deno.readTextFile(SAMPLE)) as {
    reviews: Array<{ text: string; rating: number; author: { name: string } }>;
  };
  const pageSize = options.pageSize ?? PAGE_SIZE;
  let state = options.seed ?? 12;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const files: string[] = [];
  const start = Date.parse("2021-01-01T00:00:00Z");
  for (let first = 0, page = 1; first < count; first += pageSize, page++) {
    const reviews = [];
    for (
      let index = first;
      index < Math.min(count, first + pageSize);
      index++
    ) {
      const source = sample.reviews[index % sample.reviews.length];
      const created = new Date(
        start + Math.floor(random() * 4 * 365 * 86400e3),
      );
      reviews.push({
        name: `accounts/1/locations/2/reviews/bench${index}`,
        reviewId: `bench${index}`,
        reviewer: random() < 0.05
          ? { isAnonymous: true }
          : { displayName: source.author.name },
        starRating: STARS[source.rating - 1],
        comment: source.text,
        createTime: created.toISOString(),
        updateTime: created.toISOString(),
        ...(random() < 0.3
          ? {
            reviewReply: {
              comment: "Thank you for your review!",
              updateTime: new Date(created.getTime() + 86400e3).toISOString(),
            },
          }
          : {}),
      });
    }
    const file = `${dir}/page${String(page).padStart(4, "0")}.json`;
    await Deno.writeTextFile(
      file,
      JSON.stringify({
        reviews,
        averageRating: 4.2,
        totalReviewCount: count,
        ...(first + pageSize < count ? { nextPageToken: `token${page}` } : {}),
      }),
    );
    files.push(file);
  }
  return files;
}

/** The child's side: one measured piece of work, reported as JSON. */
async function child(mode: string, kvPath: string, files: string[]) {
  const rssBeforeMib = procStatusMib("VmRSS");
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  let note = "";
  if (mode === "bare") {
    let reviews = 0;
    for (const file of files) {
      reviews += JSON.parse(await Deno.readTextFile(file)).reviews.length;
    }
    note = `${reviews} reviews parsed`;
  } else {
    const kv = await openStore(kvPath);
    try {
      const outcome = await importInputs(kv, files);
      note = `${outcome.counts.added} added, ${outcome.reviewCount} published`;
    } finally {
      kv.close();
    }
  }
  const measure: Measure = {
    ms: performance.now() - started,
    cpuMs: (() => {
      const used = process.cpuUsage(cpuStart);
      return (used.user + used.system) / 1000;
    })(),
    rssBeforeMib,
    peakMib: procStatusMib("VmHWM"),
    note,
  };
  console.log(JSON.stringify(measure));
}

/** The V8 flags `deno task import` runs with (deno.json holds them). */
async function importTaskV8Flags(): Promise<string[]> {
  const config = JSON.parse(
    await Deno.readTextFile(new URL("../deno.json", import.meta.url)),
  ) as { tasks: Record<string, string> };
  return config.tasks.import.match(/--v8-flags=\S+/g) ?? [];
}

async function runChild(
  mode: string,
  kvPath: string,
  files: string[],
): Promise<Measure> {
  const listFile = await Deno.makeTempFile({ suffix: ".json" });
  await Deno.writeTextFile(listFile, JSON.stringify(files));
  try {
    const output = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        ...await importTaskV8Flags(),
        new URL(import.meta.url).pathname,
        "--child",
        mode,
        kvPath,
        listFile,
      ],
      stdout: "piped",
      stderr: "piped",
    }).output();
    const text = new TextDecoder().decode(output.stdout).trim();
    if (!output.success) {
      throw new Error(
        `child ${mode} failed: ${new TextDecoder().decode(output.stderr)}`,
      );
    }
    return JSON.parse(text.split("\n").at(-1)!) as Measure;
  } finally {
    await Deno.remove(listFile);
  }
}

async function copyStore(from: string, to: string): Promise<void> {
  for (const suffix of ["", "-wal", "-shm"]) {
    await Deno.copyFile(`${from}${suffix}`, `${to}${suffix}`).catch(() => {});
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function sizeMib(files: string[]): Promise<number> {
  let bytes = 0;
  for (const file of files) bytes += (await Deno.stat(file)).size;
  return bytes / MiB;
}

/** Runs the benchmark; returns the report lines. */
export async function runPlatformImportBench(
  count = 10_000,
  options: { rounds?: number; bigFileMib?: number } = {},
): Promise<string[]> {
  const rounds = options.rounds ?? 3;
  const dir = await Deno.makeTempDir({ prefix: "bench-platform-" });
  const lines: string[] = [];
  try {
    const base = `${dir}/base.kv`;
    const setup = await runChild("import", base, [SAMPLE]);
    const pages = await writeGooglePages(`${dir}`, count);
    const pagesMib = await sizeMib(pages);
    const imports: Measure[] = [];
    const bares: Measure[] = [];
    for (let round = 0; round < rounds; round++) {
      const kvPath = `${dir}/round${round}.kv`;
      await copyStore(base, kvPath);
      // Alternate which side goes first, so drift hits both alike.
      if (round % 2 === 0) {
        bares.push(await runChild("bare", kvPath, pages));
        imports.push(await runChild("import", kvPath, pages));
      } else {
        imports.push(await runChild("import", kvPath, pages));
        bares.push(await runChild("bare", kvPath, pages));
      }
    }
    const importMs = median(imports.map((m) => m.ms));
    const bareMs = median(bares.map((m) => m.ms));
    const importPeak = median(imports.map((m) => m.peakMib));
    const barePeak = median(bares.map((m) => m.peakMib));
    lines.push(
      `setup: the 800-review sample imported in ${
        (setup.ms / 1000).toFixed(1)
      } s (${setup.note})`,
      `${
        count.toLocaleString("en-US")
      } Google reviews in ${pages.length} API pages (${
        pagesMib.toFixed(1)
      } MiB) merged into it, ${rounds} alternating rounds, each in a fresh process:`,
      "",
      "| | median wall | rounds | median CPU | peak RSS (median) |",
      "|---|---|---|---|---|",
      `| import (read, validate, map, merge, analyse, publish) | ${
        (importMs / 1000).toFixed(2)
      } s | ${imports.map((m) => (m.ms / 1000).toFixed(2)).join(", ")} | ${
        (median(imports.map((m) => m.cpuMs)) / 1000).toFixed(2)
      } s | ${importPeak.toFixed(0)} MiB |`,
      `| bare baseline (read and JSON.parse the pages) | ${
        (bareMs / 1000).toFixed(2)
      } s | ${bares.map((m) => (m.ms / 1000).toFixed(2)).join(", ")} | ${
        (median(bares.map((m) => m.cpuMs)) / 1000).toFixed(2)
      } s | ${barePeak.toFixed(0)} MiB |`,
      "",
      `import: ${imports[0].note}; ${
        (importMs / bareMs).toFixed(1)
      }× the bare baseline's time; load average ${
        Deno.loadavg()[0].toFixed(1)
      } on ${navigator.hardwareConcurrency} cores; target under 10 s: ${
        importMs < 10_000 ? "met" : "NOT met"
      }`,
    );
    const bigMib = options.bigFileMib ?? 50;
    if (bigMib > 0) {
      // Reviews of about 560 bytes each: the count that makes bigMib.
      const perReview = pagesMib * MiB / count;
      const bigCount = Math.ceil(bigMib * MiB / perReview);
      const bigDir = await Deno.makeTempDir({ dir, prefix: "big-" });
      const [big] = await writeGooglePages(bigDir, bigCount, {
        pageSize: bigCount,
        seed: 99,
      });
      const bigSize = await sizeMib([big]);
      const kvPath = `${dir}/big.kv`;
      await copyStore(base, kvPath);
      const bare = await runChild("bare", kvPath, [big]);
      const whole = await runChild("import", kvPath, [big]);
      const growth = (m: Measure) => m.peakMib - m.rssBeforeMib;
      lines.push(
        "",
        `one ${bigSize.toFixed(1)} MiB file (${
          bigCount.toLocaleString("en-US")
        } reviews) merged into the sample:`,
        `- import: ${(whole.ms / 1000).toFixed(1)} s (CPU ${
          (whole.cpuMs / 1000).toFixed(1)
        } s), peak RSS ${whole.peakMib.toFixed(0)} MiB, ${
          growth(whole).toFixed(0)
        } MiB above the ${whole.rssBeforeMib.toFixed(0)} MiB before it = ${
          (growth(whole) / bigSize).toFixed(1)
        }× the file (${whole.note})`,
        `- bare read and JSON.parse: ${(bare.ms / 1000).toFixed(1)} s, ${
          growth(bare).toFixed(0)
        } MiB above the ${bare.rssBeforeMib.toFixed(0)} MiB before it = ${
          (growth(bare) / bigSize).toFixed(1)
        }× the file`,
      );
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
  return lines;
}

if (import.meta.main) {
  if (Deno.args[0] === "--child") {
    const [, mode, kvPath, listFile] = Deno.args;
    await child(mode, kvPath, JSON.parse(await Deno.readTextFile(listFile)));
  } else {
    const count = Deno.args[0] ? Number(Deno.args[0]) : 10_000;
    const bigFileMib = Deno.args[1] ? Number(Deno.args[1]) : 50;
    console.log(
      (await runPlatformImportBench(count, { bigFileMib })).join("\n"),
    );
  }
}
