/**
 * Load test of the read API against a bare `Deno.serve` returning the same
 * bytes, side by side in one run: `GET /reviews.json`, a 304 revalidation
 * and a typical search. Usage: `deno run -A bench/http_bench.ts`.
 *
 * @module
 */
import { type CapturedRoute, startBareServer } from "./bare_server.ts";
import { type LoadResult, median, runLoad, runLoadWithCpu } from "./load.ts";
import { startServiceProcess } from "./processes.ts";

/** A scenario of a side-by-side comparison. */
export interface Scenario {
  /** Row title. */
  name: string;
  /** Path (and query) requested from both servers. */
  path: string;
  /** Request headers. */
  headers?: Record<string, string>;
  /** Lowest acceptable service/bare ratio. */
  target: number;
}

/** A server under load: its origin and, to read its CPU time, its pid. */
export interface LoadedServer {
  /** Origin, e.g. `http://127.0.0.1:8123`. */
  url: string;
  /** Process id; without it, no CPU figure. */
  pid?: number;
}

/** One load run on one server: its rate and the CPU time per request. */
async function measuredRun(
  server: LoadedServer,
  scenario: Scenario,
  seconds: number,
): Promise<LoadResult & { cpuMicros: number }> {
  const options = { seconds, headers: scenario.headers };
  const url = server.url + scenario.path;
  if (server.pid === undefined) {
    return { ...await runLoad(url, options), cpuMicros: NaN };
  }
  const result = await runLoadWithCpu(url, { ...options, pid: server.pid });
  return { ...result, cpuMicros: result.cpuUsPerRequest };
}

/**
 * Loads the service and the bare server with each scenario in alternating
 * rounds; returns the table rows: medians of the rates and of the
 * per-round ratios, and the servers' CPU time per request (from
 * `/proc/PID/stat`, steadier than rates on a shared machine).
 */
export async function compareScenarios(
  servers: { service: LoadedServer; bare: LoadedServer },
  scenarios: readonly Scenario[],
  options: { seconds: number; rounds: number },
): Promise<string[]> {
  const { seconds, rounds } = options;
  const rows = [
    "| scenario | service req/s (median) | bare Deno.serve req/s (median) | median per-round ratio | target | CPU µs/request service / bare (medians) | CPU ratio bare/service | tool |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const scenario of scenarios) {
    // Warm both up, then alternate so that noise hits both alike.
    await measuredRun(servers.service, scenario, 1);
    await measuredRun(servers.bare, scenario, 1);
    const serviceSamples: number[] = [];
    const bareSamples: number[] = [];
    const ratios: number[] = [];
    const serviceCpu: number[] = [];
    const bareCpu: number[] = [];
    const cpuRatios: number[] = [];
    let tool = "";
    for (let round = 0; round < rounds; round++) {
      const bareResult = await measuredRun(servers.bare, scenario, seconds);
      const serviceResult = await measuredRun(
        servers.service,
        scenario,
        seconds,
      );
      if (serviceResult.errors > 0) {
        throw new Error(`${scenario.name}: ${serviceResult.errors} errors`);
      }
      bareSamples.push(bareResult.rps);
      serviceSamples.push(serviceResult.rps);
      ratios.push(serviceResult.rps / bareResult.rps);
      serviceCpu.push(serviceResult.cpuMicros);
      bareCpu.push(bareResult.cpuMicros);
      cpuRatios.push(bareResult.cpuMicros / serviceResult.cpuMicros);
      tool = serviceResult.tool;
    }
    // The machine is shared: the median of the per-round ratios (each
    // round runs both back to back) resists a noisy round best.
    const ratio = median(ratios);
    rows.push(
      `| ${scenario.name} | ${median(serviceSamples).toFixed(0)} | ${
        median(bareSamples).toFixed(0)
      } | ${(ratio * 100).toFixed(0)}% | ${scenario.target * 100}% ${
        ratio >= scenario.target ? "met" : "NOT met"
      } | ${median(serviceCpu).toFixed(0)} / ${median(bareCpu).toFixed(0)} | ${
        (median(cpuRatios) * 100).toFixed(0)
      }% | ${tool} |`,
    );
  }
  return rows;
}

const SEARCH_PATH =
  "/api/reviews/search?min_rating=4&query=water%20heater&limit=20";

function headersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== "date" && name !== "content-length") headers[name] = value;
  });
  return headers;
}

/** Captures a path's 200 answer and, when it has an ETag, its 304 answer. */
export async function capture(
  baseUrl: string,
  path: string,
): Promise<CapturedRoute> {
  const response = await fetch(baseUrl + path);
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = headersOf(response);
  let binary = "";
  for (const byte of body) binary += String.fromCharCode(byte);
  let notModifiedHeaders: Record<string, string> | undefined;
  if (headers.etag) {
    const revalidation = await fetch(baseUrl + path, {
      headers: { "if-none-match": headers.etag },
    });
    await revalidation.body?.cancel();
    notModifiedHeaders = headersOf(revalidation);
  }
  return { headers, body: btoa(binary), notModifiedHeaders };
}

/** Runs the HTTP benchmark and prints a table; returns its rows. */
export async function runHttpBench(
  options: { seconds?: number; rounds?: number; dataFile?: string } = {},
): Promise<string[]> {
  const seconds = options.seconds ?? 4;
  const rounds = options.rounds ?? 5;
  const dir = await Deno.makeTempDir({ prefix: "bench-http-" });
  const service = await startServiceProcess({
    dir,
    dataFile: options.dataFile,
  });
  const serviceUrl = service.url;
  const routes: Record<string, CapturedRoute> = {
    "/reviews.json": await capture(serviceUrl, "/reviews.json"),
    [SEARCH_PATH]: await capture(serviceUrl, SEARCH_PATH),
  };
  const bare = await startBareServer(routes, { dir });
  const etag = routes["/reviews.json"].headers.etag;
  const scenarios: Scenario[] = [
    { name: "GET /reviews.json", path: "/reviews.json", target: 0.8 },
    {
      name: "304 revalidation of /reviews.json",
      path: "/reviews.json",
      headers: { "If-None-Match": etag },
      target: 0.8,
    },
    { name: "typical search", path: SEARCH_PATH, target: 0.5 },
  ];
  try {
    return await compareScenarios(
      { service, bare },
      scenarios,
      { seconds, rounds },
    );
  } finally {
    await bare.stop();
    await service.stop();
    await Deno.remove(dir, { recursive: true });
  }
}

if (import.meta.main) {
  const rows = await runHttpBench();
  console.log(rows.join("\n"));
}
