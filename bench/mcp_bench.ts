/**
 * Load test of MCP `tools/call search_reviews` over HTTP against `GET
 * /api/reviews/search` with the same arguments, on the same service process
 * in one run, for both generations: 2026-07-28 (stateless, the `_meta`
 * envelope and headers on each request) and a 2025-06-18 session. Target:
 * the 2026-07-28 call at 70% or more of the HTTP search's requests per
 * second. Usage: `deno run -A bench/mcp_bench.ts`.
 *
 * @module
 */
import {
  type BareServer,
  type CapturedRoute,
  startBareServer,
} from "./bare_server.ts";
import { capture } from "./http_bench.ts";
import {
  median,
  perRequest,
  processCounters,
  runLoad,
  runLoadWithCpu,
} from "./load.ts";
import { loadAverage, startServiceProcess } from "./processes.ts";

/** The search of both sides. */
export const SEARCH_ARGS = { min_rating: 4, query: "water heater", limit: 20 };

/** Target ratio MCP (2026-07-28) / HTTP requests per second. */
export const TARGET_RATIO = 0.7;

/** The headers of a 2026-07-28 `tools/call` (no session). */
export const STATELESS_HEADERS: Readonly<Record<string, string>> = {
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
  "mcp-protocol-version": "2026-07-28",
  "mcp-method": "tools/call",
  "mcp-name": "search_reviews",
};

/** The body of a 2026-07-28 `tools/call search_reviews`. */
export function statelessCallBody(args: Record<string, unknown>): string {
  return JSON.stringify({
    jsonrpc: "2.0",
    id: 1,
    method: "tools/call",
    params: {
      name: "search_reviews",
      arguments: args,
      _meta: {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {},
        "io.modelcontextprotocol/clientInfo": {
          name: "mcp-bench",
          version: "1.0.0",
        },
      },
    },
  });
}

/** The HTTP search path with {@linkcode SEARCH_ARGS}. */
export function searchPath(args: Record<string, string | number>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(args)) {
    query.set(name, String(value));
  }
  return `/api/reviews/search?${query}`;
}

/**
 * A wrk Lua script whose requests vary `min_rating` (40 values) and `limit`
 * (100 values) around {@linkcode SEARCH_ARGS}, the same sequence for both
 * sides: few calls repeat within a cache's reach, so this measures calls
 * that are computed, not answered from the MCP result cache.
 */
export function variedScript(
  kind: "http" | "mcp",
  headers: Record<string, string> = {},
): string {
  const lines = [
    "counter = 0",
    ...Object.entries(headers).map(([name, value]) =>
      `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`
    ),
    kind === "mcp" ? 'wrk.method = "POST"' : "",
    "request = function()",
    "  counter = counter + 1",
    "  local limit = 1 + counter % 100",
    '  local min = string.format("%.1f", 1 + (math.floor(counter / 100) % 40) / 10)',
  ];
  if (kind === "http") {
    lines.push(
      '  return wrk.format(nil, "/api/reviews/search?min_rating=" .. min .. "&query=water%20heater&limit=" .. limit)',
    );
  } else {
    lines.push(
      '  local body = \'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_reviews","arguments":{"min_rating":\' .. min .. \',"query":"water heater","limit":\' .. limit .. "}}}"',
      '  return wrk.format(nil, "/mcp", nil, body)',
    );
  }
  lines.push("end");
  return lines.filter(Boolean).join("\n") + "\n";
}

/**
 * The body of the 2026-07-28 call with {@linkcode SEARCH_ARGS} as the
 * official SDK clients write it (`{...request, jsonrpc: "2.0", id}`: the id
 * last), for the id `id`.
 */
export function clientCallBody(id: number): string {
  const { jsonrpc, id: _, ...request } = JSON.parse(
    statelessCallBody(SEARCH_ARGS),
  );
  return JSON.stringify({ ...request, jsonrpc, id });
}

/**
 * A wrk Lua script of the 2026-07-28 call with {@linkcode SEARCH_ARGS}
 * whose JSON-RPC id is new on every request (1, 2, 3, ...), written as the
 * official SDK clients write it ({@linkcode clientCallBody}): the
 * arguments' answer is cached, the response to each id is not (the body is
 * put together and copied per request).
 */
export function newIdScript(): string {
  const before = clientCallBody(1).slice(0, -"1}".length);
  return [
    "counter = 0",
    ...Object.entries(STATELESS_HEADERS).map(([name, value]) =>
      `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`
    ),
    'wrk.method = "POST"',
    "request = function()",
    "  counter = counter + 1",
    `  return wrk.format(nil, "/mcp", nil, ${
      JSON.stringify(before)
    } .. counter .. "}")`,
    "end",
  ].join("\n") + "\n";
}

/** What {@linkcode runWrkScript} measured. */
export interface ScriptLoadResult {
  /** Requests per second. */
  rps: number;
  /** Non-2xx/3xx answers. */
  errors: number;
  /** CPU µs per request of the process `pid` (NaN without one). */
  cpuUsPerRequest: number;
  /** Minor page faults per request of the process `pid` (NaN without one). */
  faultsPerRequest: number;
}

/** Runs wrk with a Lua script; null when wrk is not installed. */
export async function runWrkScript(
  baseUrl: string,
  options: { script: string; seconds: number; pid?: number },
): Promise<ScriptLoadResult | null> {
  const file = await Deno.makeTempFile({ suffix: ".lua" });
  try {
    await Deno.writeTextFile(file, options.script);
    const before = options.pid === undefined
      ? null
      : processCounters(options.pid);
    const output = await new Deno.Command("wrk", {
      args: ["-t1", "-c32", `-d${options.seconds}s`, "-s", file, baseUrl],
      stdout: "piped",
      stderr: "piped",
    }).output();
    const after = options.pid === undefined
      ? null
      : processCounters(options.pid);
    const text = new TextDecoder().decode(output.stdout);
    const rps = Number(text.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN);
    if (Number.isNaN(rps)) throw new Error(`wrk failed:\n${text}`);
    const requests = Number(text.match(/(\d+) requests in/)?.[1] ?? NaN);
    const non2xx = Number(
      text.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0,
    );
    const counts = before === null || after === null
      ? { cpuUsPerRequest: NaN, faultsPerRequest: NaN }
      : perRequest(before, after, requests);
    return { rps, errors: non2xx, ...counts };
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return null;
    throw error;
  } finally {
    await Deno.remove(file);
  }
}

/** Opens an MCP session on the service; returns its id. */
export async function openBenchSession(mcpUrl: string): Promise<string> {
  const response = await fetch(mcpUrl, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "mcp-bench", version: "1.0.0" },
      },
    }),
  });
  await response.body?.cancel();
  const session = response.headers.get("mcp-session-id");
  if (!response.ok || !session) {
    throw new Error(`initialize failed: ${response.status}`);
  }
  return session;
}

/** Runs the benchmark and prints a table; returns its rows. */
export async function runMcpBench(
  options: { seconds?: number; rounds?: number; dataFile?: string } = {},
): Promise<string[]> {
  const seconds = options.seconds ?? 3;
  const rounds = options.rounds ?? 5;
  const dir = await Deno.makeTempDir({ prefix: "bench-mcp-" });
  const service = await startServiceProcess({
    dir,
    dataFile: options.dataFile,
  });
  const baseUrl = service.url;
  let bare: BareServer | null = null;
  const rows = [
    "| scenario | req/s | mean latency | tool |",
    "|---|---|---|---|",
  ];
  try {
    const session = await openBenchSession(`${baseUrl}/mcp`);
    const httpUrl = baseUrl + searchPath(SEARCH_ARGS);
    const mcp = {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-session-id": session,
        "mcp-protocol-version": "2025-06-18",
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "search_reviews", arguments: SEARCH_ARGS },
      }),
    };
    const stateless = {
      method: "POST",
      headers: { ...STATELESS_HEADERS },
      body: statelessCallBody(SEARCH_ARGS),
    };
    // All answer the same reviews (checked once before the load).
    const httpBody = await (await fetch(httpUrl)).json();
    const modernBytes = new Uint8Array(
      await (await fetch(`${baseUrl}/mcp`, stateless)).arrayBuffer(),
    );
    const modern = JSON.parse(new TextDecoder().decode(modernBytes));
    if (
      JSON.stringify(modern.result?.structuredContent) !==
        JSON.stringify(httpBody)
    ) {
      throw new Error("MCP 2026-07-28 and HTTP search answers differ");
    }
    const mcpResponse = await fetch(`${baseUrl}/mcp`, mcp);
    const mcpBytes = new Uint8Array(await mcpResponse.arrayBuffer());
    const mcpAnswer = JSON.parse(new TextDecoder().decode(mcpBytes));
    if (
      JSON.stringify(mcpAnswer.result?.structuredContent) !==
        JSON.stringify(httpBody)
    ) {
      throw new Error("MCP and HTTP search answers differ");
    }
    // The floor: a bare Deno.serve sending the same two answers' bytes.
    const routes: Record<string, CapturedRoute> = {
      [searchPath(SEARCH_ARGS)]: await capture(
        baseUrl,
        searchPath(SEARCH_ARGS),
      ),
      "/mcp": {
        headers: { "content-type": "application/json" },
        body: btoa(
          Array.from(modernBytes, (byte) => String.fromCharCode(byte)).join(
            "",
          ),
        ),
      },
    };
    const bareServer = await startBareServer(routes, { dir });
    bare = bareServer;
    const bareUrl = bareServer.url;
    await runLoad(httpUrl, { seconds: 1 });
    await runLoad(`${baseUrl}/mcp`, { seconds: 1, ...mcp });
    await runLoad(`${baseUrl}/mcp`, { seconds: 1, ...stateless });
    const newIdScript_ = newIdScript();
    // The numbered calls warm up too (their answers are built, not cloned).
    await runWrkScript(baseUrl, { script: newIdScript_, seconds: 1 });
    // Alternating rounds; the ratio is the median of the per-round ratios
    // (this machine's speed swings between rounds, not within one).
    const httpRuns = [];
    const mcpRuns = [];
    const modernRuns = [];
    const ratios = [];
    const modernRatios = [];
    const floorRatios = [];
    const newIdRatios: number[] = [];
    // CPU time per request of each side (service, bare server), per round.
    const cpu = {
      http: [] as number[],
      modern: [] as number[],
      newId: [] as number[],
      session: [] as number[],
      bareGet: [] as number[],
      barePost: [] as number[],
    };
    // Minor page faults per request of the service, per round.
    const faults = {
      http: [] as number[],
      modern: [] as number[],
      newId: [] as number[],
      session: [] as number[],
    };
    const service_ = { pid: service.pid, seconds };
    for (let round = 0; round < rounds; round++) {
      const http = await runLoadWithCpu(httpUrl, service_);
      const modernCall = await runLoadWithCpu(`${baseUrl}/mcp`, {
        ...service_,
        ...stateless,
      });
      // The same call, numbered as a client numbers its requests.
      const newId = await runWrkScript(baseUrl, {
        script: newIdScript_,
        ...service_,
      });
      const call = await runLoadWithCpu(`${baseUrl}/mcp`, {
        ...service_,
        ...mcp,
      });
      if (
        http.errors > 0 || call.errors > 0 || modernCall.errors > 0 ||
        (newId?.errors ?? 0) > 0
      ) {
        throw new Error(
          `errors: http ${http.errors}, mcp ${call.errors}, 2026-07-28 ${modernCall.errors}, new ids ${newId?.errors}`,
        );
      }
      if (newId) {
        newIdRatios.push(newId.rps / http.rps);
        cpu.newId.push(newId.cpuUsPerRequest);
        faults.newId.push(newId.faultsPerRequest);
      }
      httpRuns.push(http);
      mcpRuns.push(call);
      modernRuns.push(modernCall);
      ratios.push(call.rps / http.rps);
      modernRatios.push(modernCall.rps / http.rps);
      const bareGet = await runLoadWithCpu(bareUrl + searchPath(SEARCH_ARGS), {
        pid: bareServer.pid,
        seconds,
      });
      const barePost = await runLoadWithCpu(`${bareUrl}/mcp`, {
        pid: bareServer.pid,
        seconds,
        ...stateless,
      });
      floorRatios.push(barePost.rps / bareGet.rps);
      cpu.http.push(http.cpuUsPerRequest);
      cpu.modern.push(modernCall.cpuUsPerRequest);
      cpu.session.push(call.cpuUsPerRequest);
      cpu.bareGet.push(bareGet.cpuUsPerRequest);
      cpu.barePost.push(barePost.cpuUsPerRequest);
      faults.http.push(http.faultsPerRequest);
      faults.modern.push(modernCall.faultsPerRequest);
      faults.session.push(call.faultsPerRequest);
    }
    const ratio = median(ratios);
    const modernRatio = median(modernRatios);
    const httpRps = median(httpRuns.map((run) => run.rps));
    const mcpRps = median(mcpRuns.map((run) => run.rps));
    const modernRps = median(modernRuns.map((run) => run.rps));
    const httpLatency = median(httpRuns.map((run) => run.latencyMs));
    const mcpLatency = median(mcpRuns.map((run) => run.latencyMs));
    const modernLatency = median(modernRuns.map((run) => run.latencyMs));
    const tool = mcpRuns[0].tool;
    // The same, each request with other arguments (no result-cache hits).
    const httpVaried = await runWrkScript(baseUrl, {
      script: variedScript("http"),
      seconds,
    });
    const mcpVaried = await runWrkScript(baseUrl, {
      script: variedScript("mcp", mcp.headers),
      seconds,
    });
    rows.push(
      `| GET ${searchPath(SEARCH_ARGS)} | ${httpRps.toFixed(0)} | ${
        httpLatency.toFixed(2)
      } ms | ${tool} |`,
      `| POST /mcp tools/call search_reviews, 2026-07-28 (stateless) | ${
        modernRps.toFixed(0)
      } | ${modernLatency.toFixed(2)} ms | ${tool} |`,
      `| POST /mcp tools/call search_reviews, 2025-06-18 session | ${
        mcpRps.toFixed(0)
      } | ${mcpLatency.toFixed(2)} ms | ${tool} |`,
      "",
      `MCP 2026-07-28 / HTTP: ${
        (modernRatio * 100).toFixed(0)
      }%, median of ${rounds} alternating rounds (${
        (Math.min(...modernRatios) * 100).toFixed(0)
      }–${(Math.max(...modernRatios) * 100).toFixed(0)}%; target ${
        TARGET_RATIO * 100
      }%: ${modernRatio >= TARGET_RATIO ? "met" : "NOT met"})`,
      `MCP 2025-06-18 session / HTTP: ${(ratio * 100).toFixed(0)}% (${
        (Math.min(...ratios) * 100).toFixed(0)
      }–${(Math.max(...ratios) * 100).toFixed(0)}%), same rounds`,
      ...(newIdRatios.length > 0
        ? [
          `MCP 2026-07-28 with a new id on every call / HTTP: ${
            (median(newIdRatios) * 100).toFixed(0)
          }% (${(Math.min(...newIdRatios) * 100).toFixed(0)}–${
            (Math.max(...newIdRatios) * 100).toFixed(0)
          }%), same rounds`,
        ]
        : []),
      "",
      `Floor set by the answers themselves: a bare Deno.serve sending the same bytes (the ${
        (modernBytes.length / 1024).toFixed(1)
      } KiB 2026-07-28 answer to its POST whose body it reads and parses, the ${
        (JSON.stringify(httpBody).length / 1024).toFixed(1)
      } KiB HTTP answer to a GET) measured POST / GET ${
        (median(floorRatios) * 100).toFixed(0)
      }% (${(Math.min(...floorRatios) * 100).toFixed(0)}–${
        (Math.max(...floorRatios) * 100).toFixed(0)
      }%) in the same rounds.`,
    );
    const us = (values: number[]) => `${median(values).toFixed(1)} µs`;
    const pageFaults = (values: number[]) =>
      `${median(values).toFixed(2)} (${Math.max(...values).toFixed(2)})`;
    const cpuRatio = (server: number[], other: number[]) =>
      `${(median(server) / median(other) * 100).toFixed(0)}%`;
    if (!Number.isNaN(median(cpu.http))) {
      rows.push(
        "",
        `CPU time per request (server process, utime + stime, median of the rounds): HTTP ${
          us(cpu.http)
        }, 2026-07-28 ${us(cpu.modern)} (a new id per call ${
          us(cpu.newId)
        }), 2025-06-18 session ${us(cpu.session)}; bare GET ${
          us(cpu.bareGet)
        }, bare POST ${us(cpu.barePost)}. HTTP / MCP: 2026-07-28 ${
          cpuRatio(cpu.http, cpu.modern)
        }, session ${
          cpuRatio(cpu.http, cpu.session)
        }; floor (bare GET / POST) ${cpuRatio(cpu.bareGet, cpu.barePost)}.`,
        `Minor page faults per request (server process, median of the rounds; highest round): HTTP ${
          pageFaults(faults.http)
        }, 2026-07-28 ${pageFaults(faults.modern)}, a new id per call ${
          pageFaults(faults.newId)
        }, 2025-06-18 session ${pageFaults(faults.session)}.`,
        `A new id per call, by round (CPU µs / page faults per request): ${
          cpu.newId.map((value, round) =>
            `${value.toFixed(1)} / ${faults.newId[round].toFixed(2)}`
          ).join(", ")
        }.`,
        `Load average at the end: ${loadAverage()}.`,
      );
    }
    if (httpVaried && mcpVaried) {
      if (httpVaried.errors > 0 || mcpVaried.errors > 0) {
        throw new Error(
          `errors: http ${httpVaried.errors}, mcp ${mcpVaried.errors}`,
        );
      }
      rows.push(
        "",
        `Varied arguments (4,000 combinations, computed each time): HTTP ${
          httpVaried.rps.toFixed(0)
        } req/s, MCP ${mcpVaried.rps.toFixed(0)} req/s, MCP / HTTP ${
          (mcpVaried.rps / httpVaried.rps * 100).toFixed(0)
        }%`,
      );
    }
  } finally {
    await bare?.stop();
    await service.stop();
    await Deno.remove(dir, { recursive: true });
  }
  console.log(rows.join("\n"));
  return rows;
}

if (import.meta.main) {
  await runMcpBench();
}
