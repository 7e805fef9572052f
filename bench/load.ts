/**
 * Drives HTTP load with a real load generator: `wrk` when it is on PATH
 * (Debian package `wrk`), otherwise `autocannon` from npm.
 *
 * @module
 */
import {
  AUTOCANNON_PACKAGE,
  DEV_LOCK_PATH,
} from "../tests/helpers/dev_deps/packages.ts";
import { cpuTimeMs, minorFaults } from "./processes.ts";

/** Options of one load run. */
export interface LoadOptions {
  /** Seconds of load; default 5. */
  seconds?: number;
  /** Concurrent connections; default 32. */
  connections?: number;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Request method; default GET. */
  method?: string;
  /** Request body (for POST). */
  body?: string;
}

/** What one load run measured. */
export interface LoadResult {
  /** Requests per second. */
  rps: number;
  /** Requests completed. */
  requests: number;
  /** Mean latency in milliseconds. */
  latencyMs: number;
  /** Which generator ran. */
  tool: "wrk" | "autocannon";
  /** Non-2xx/3xx answers or socket errors seen. */
  errors: number;
}

async function hasWrk(): Promise<boolean> {
  try {
    // wrk prints its usage and exits 1 on --version: spawning is the test.
    await new Deno.Command("wrk", {
      args: ["--version"],
      stdout: "null",
      stderr: "null",
    }).output();
    return true;
  } catch {
    return false;
  }
}

function toMs(value: string, unit: string): number {
  const factor = unit === "us" ? 0.001 : unit === "s" ? 1000 : 1;
  return Number(value) * factor;
}

async function runWrk(url: string, options: LoadOptions): Promise<LoadResult> {
  const args = [
    "-t1",
    `-c${options.connections ?? 32}`,
    `-d${options.seconds ?? 5}s`,
    "--latency",
  ];
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    args.push("-H", `${name}: ${value}`);
  }
  let script: string | undefined;
  if (options.method && options.method !== "GET") {
    script = await Deno.makeTempFile({ suffix: ".lua" });
    await Deno.writeTextFile(
      script,
      `wrk.method = ${JSON.stringify(options.method)}\nwrk.body = ${
        JSON.stringify(options.body ?? "")
      }\n`,
    );
    args.push("-s", script);
  }
  args.push(url);
  const output = await new Deno.Command("wrk", {
    args,
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (script) await Deno.remove(script);
  const text = new TextDecoder().decode(output.stdout);
  const rps = Number(text.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN);
  const requests = Number(text.match(/(\d+) requests in/)?.[1] ?? NaN);
  const latency = text.match(/Latency\s+([\d.]+)(us|ms|s)/);
  const non2xx = Number(
    text.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0,
  );
  const socketErrors = text.match(
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/,
  );
  const errors = non2xx +
    (socketErrors
      ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0)
      : 0);
  if (Number.isNaN(rps)) {
    throw new Error(
      `wrk failed:\n${text}\n${new TextDecoder().decode(output.stderr)}`,
    );
  }
  return {
    rps,
    requests,
    latencyMs: latency ? toMs(latency[1], latency[2]) : NaN,
    tool: "wrk",
    errors,
  };
}

async function runAutocannon(
  url: string,
  options: LoadOptions,
): Promise<LoadResult> {
  const args = [
    "run",
    "-A",
    // Outside the service's lock file: a benchmark tool, never installed by
    // `deno task start`.
    `--lock=${DEV_LOCK_PATH}`,
    AUTOCANNON_PACKAGE,
    "--json",
    "-c",
    String(options.connections ?? 32),
    "-d",
    String(options.seconds ?? 5),
  ];
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    args.push("-H", `${name}=${value}`);
  }
  if (options.method) args.push("-m", options.method);
  if (options.body) args.push("-b", options.body);
  args.push(url);
  const output = await new Deno.Command(Deno.execPath(), {
    args,
    stdout: "piped",
    stderr: "null",
  })
    .output();
  const result = JSON.parse(new TextDecoder().decode(output.stdout));
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    latencyMs: result.latency.average,
    tool: "autocannon",
    errors: result.errors + result.non2xx,
  };
}

/** Runs one load test against `url`. */
export async function runLoad(
  url: string,
  options: LoadOptions = {},
): Promise<LoadResult> {
  return await hasWrk()
    ? await runWrk(url, options)
    : await runAutocannon(url, options);
}

/** What {@linkcode runLoadWithCpu} measured. */
export interface CpuLoadResult extends LoadResult {
  /**
   * CPU time (user and system) the server process spent per request, in
   * microseconds; NaN where the platform does not tell (see `cpuTimeMs`).
   */
  cpuUsPerRequest: number;
  /** Minor page faults of the server process per request (NaN: unknown). */
  faultsPerRequest: number;
}

/**
 * {@linkcode runLoad}, also measuring the CPU time the server process
 * `pid` spends per request: robust to other processes' load, which moves
 * requests per second far more.
 */
export async function runLoadWithCpu(
  url: string,
  options: LoadOptions & { pid: number },
): Promise<CpuLoadResult> {
  const before = processCounters(options.pid);
  const result = await runLoad(url, options);
  const after = processCounters(options.pid);
  return { ...result, ...perRequest(before, after, result.requests) };
}

/** A process's CPU time (ms) and minor page faults so far. */
export interface ProcessCounters {
  /** CPU time in milliseconds; null where the platform does not tell. */
  cpuMs: number | null;
  /** Minor page faults; null where the platform does not tell. */
  faults: number | null;
}

/** The counters of process `pid` now (see `cpuTimeMs`, `minorFaults`). */
export function processCounters(pid: number): ProcessCounters {
  return { cpuMs: cpuTimeMs(pid), faults: minorFaults(pid) };
}

/** CPU µs and page faults per request between two readings (NaN: unknown). */
export function perRequest(
  before: ProcessCounters,
  after: ProcessCounters,
  requests: number,
): { cpuUsPerRequest: number; faultsPerRequest: number } {
  const delta = (from: number | null, to: number | null) =>
    from === null || to === null ? NaN : (to - from) / requests;
  return {
    cpuUsPerRequest: delta(before.cpuMs, after.cpuMs) * 1000,
    faultsPerRequest: delta(before.faults, after.faults),
  };
}

/** The median of some numbers (of per-round figures on a noisy machine). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
}
