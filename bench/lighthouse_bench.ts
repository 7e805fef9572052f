/**
 * Lighthouse (npm `lighthouse`, run by Deno, with Debian's chromium) on `/`
 * of the service started as a user starts it: the four category scores
 * against the targets (performance ≥ 95, accessibility 100, best practices
 * ≥ 95, SEO ≥ 95). Lighthouse's default (mobile, simulated throttling).
 * Usage: `deno run -A bench/lighthouse_bench.ts [runs]`.
 *
 * @module
 */
import { LIGHTHOUSE_PACKAGE } from "../tests/helpers/dev_deps/packages.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/helpers/browser.ts";
import { subprocessEnv } from "../tests/helpers/process.ts";
import { median } from "./load.ts";
import { startServiceProcess } from "./processes.ts";

/** The lock file of Lighthouse's packages (`deno cache --lock=… npm:lighthouse@…` writes it). */
const LIGHTHOUSE_LOCK_PATH = new URL("./lighthouse.lock", import.meta.url)
  .pathname;

/** The categories and their targets (scores 0–100). */
const TARGETS: Record<string, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 95,
  seo: 95,
};

/** Runs Lighthouse once on `url`; returns the category scores (0–100). */
async function lighthouse(
  url: string,
  dir: string,
): Promise<{ scores: Record<string, number>; benchmarkIndex: number }> {
  const output = `${dir}/report.json`;
  const { code, stderr } = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      // Its own lock, frozen: Lighthouse runs in a folder without the
      // project's configuration, where a shared lock file would be pruned
      // to Lighthouse's graph alone.
      `--lock=${LIGHTHOUSE_LOCK_PATH}`,
      "--frozen",
      LIGHTHOUSE_PACKAGE,
      url,
      `--chrome-flags=${CHROMIUM_FLAGS.join(" ")}`,
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
    ],
    cwd: dir,
    env: subprocessEnv({
      CHROME_PATH: CHROMIUM_PATH,
      HOME: Deno.env.get("HOME") ?? dir,
      PATH: Deno.env.get("PATH") ?? "/usr/bin:/bin",
    }),
    stdout: "null",
    stderr: "piped",
  }).output();
  if (code !== 0) {
    throw new Error(`lighthouse failed: ${new TextDecoder().decode(stderr)}`);
  }
  const report = JSON.parse(await Deno.readTextFile(output));
  const scores: Record<string, number> = {};
  for (const category of Object.keys(TARGETS)) {
    scores[category] = Math.round(report.categories[category].score * 100);
  }
  return { scores, benchmarkIndex: report.environment.benchmarkIndex };
}

/** Runs Lighthouse `runs` times on `/`; returns the report's lines. */
export async function runLighthouseBench(runs = 3): Promise<string[]> {
  const dir = await Deno.makeTempDir({ prefix: "bench-lighthouse-" });
  const service = await startServiceProcess({ dir });
  try {
    // `localhost`: the service's default BASE_URL, so the canonical link
    // names the page Lighthouse audits.
    const url = service.url.replace("127.0.0.1", "localhost") + "/";
    const results = [];
    for (let run = 0; run < runs; run++) {
      results.push(await lighthouse(url, dir));
    }
    const lines = [
      `| category | ${
        results.map((_, i) => `run ${i + 1}`).join(" | ")
      } | median | target |`,
      `|---|${results.map(() => "---|").join("")}---|---|`,
    ];
    for (const [category, target] of Object.entries(TARGETS)) {
      const values = results.map((result) => result.scores[category]);
      const middle = median(values);
      lines.push(
        `| ${category} | ${values.join(" | ")} | ${middle} | ${target} ${
          middle >= target ? "met" : "NOT met"
        } |`,
      );
    }
    lines.push(
      "",
      `Lighthouse's CPU benchmark index per run: ${
        results.map((result) => result.benchmarkIndex.toFixed(0)).join(", ")
      } (an idle desktop scores about 1,500–2,000; lower means a busy machine, and inflates Total Blocking Time).`,
    );
    return lines;
  } finally {
    await service.stop();
    await Deno.remove(dir, { recursive: true });
  }
}

if (import.meta.main) {
  const runs = Number(Deno.args[0] ?? 3);
  console.log((await runLighthouseBench(runs)).join("\n"));
}
