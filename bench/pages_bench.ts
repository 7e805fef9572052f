/**
 * Load test of the pages against a bare `Deno.serve` returning the same
 * bytes and headers, side by side in one run: `GET /` (the reviews page)
 * and a search page. Also prints the size of `/`.
 * Usage: `deno run -A bench/pages_bench.ts`.
 *
 * @module
 */
import { startBareServer } from "./bare_server.ts";
import { capture, compareScenarios, type Scenario } from "./http_bench.ts";
import { startServiceProcess } from "./processes.ts";

/** The search page of the benchmark (a typical visitor's search). */
export const SEARCH_PAGE_PATH = "/search?min_rating=4&query=water%20heater";

/** Runs the pages benchmark; returns the report's lines. */
export async function runPagesBench(
  options: { seconds?: number; rounds?: number } = {},
): Promise<string[]> {
  const seconds = options.seconds ?? 4;
  const rounds = options.rounds ?? 5;
  const dir = await Deno.makeTempDir({ prefix: "bench-pages-" });
  const service = await startServiceProcess({ dir });
  try {
    const routes = {
      "/": await capture(service.url, "/"),
      [SEARCH_PAGE_PATH]: await capture(service.url, SEARCH_PAGE_PATH),
    };
    const homeBytes = atob(routes["/"].body).length;
    const bare = await startBareServer(routes, { dir });
    const scenarios: Scenario[] = [
      { name: "GET / (reviews page)", path: "/", target: 0.8 },
      { name: "search page", path: SEARCH_PAGE_PATH, target: 0.5 },
    ];
    try {
      const rows = await compareScenarios(
        { service, bare },
        scenarios,
        { seconds, rounds },
      );
      return [
        ...rows,
        "",
        `\`/\` is ${homeBytes.toLocaleString("en-US")} bytes (${
          (homeBytes / 1024).toFixed(1)
        } KB; target under 150 KB: ${
          homeBytes < 150 * 1024 ? "met" : "NOT met"
        }).`,
      ];
    } finally {
      await bare.stop();
    }
  } finally {
    await service.stop();
    await Deno.remove(dir, { recursive: true });
  }
}

if (import.meta.main) {
  const lines = await runPagesBench();
  console.log(lines.join("\n"));
}
