/**
 * The baseline of the HTTP benchmarks: a bare `Deno.serve` that answers
 * each path with fixed bytes captured from the service (and 304 when
 * `If-None-Match` equals the captured ETag). A POST's body is read and
 * parsed as JSON first, as any JSON-RPC server must. An ASCII body is sent
 * as a string, the cheapest form for `Deno.serve` (the service sends its
 * search and MCP answers so, `lib/ascii_json.ts`); other bodies as bytes.
 * Usage:
 * `deno run -A bench/bare_server.ts ROUTES.json PORT`.
 *
 * @module
 */

import { type ChildProcess, freePort, startProcess } from "./processes.ts";

/** One captured answer. */
export interface CapturedRoute {
  /** Response headers. */
  headers: Record<string, string>;
  /** Response body, base64. */
  body: string;
  /** Headers of the 304 answer to a matching `If-None-Match`, if any. */
  notModifiedHeaders?: Record<string, string>;
}

/** A bare server running in its own process. */
export interface BareServer extends ChildProcess {
  /** Its origin, e.g. `http://127.0.0.1:8123`. */
  url: string;
}

/**
 * Starts the bare server in its own process (as the benchmarks run it) on
 * a free port, answering `routes` (written as JSON into `dir`).
 */
export async function startBareServer(
  routes: Record<string, CapturedRoute>,
  options: { dir: string },
): Promise<BareServer> {
  const file = `${options.dir}/bare-routes.json`;
  await Deno.writeTextFile(file, JSON.stringify(routes));
  const port = freePort();
  const process = await startProcess(
    ["run", "-A", new URL(import.meta.url).pathname, file, String(port)],
    { readyPattern: /ready/ },
  );
  return {
    url: `http://127.0.0.1:${port}`,
    pid: process.pid,
    stop: () => process.stop(),
  };
}

if (import.meta.main) {
  const [routesFile, port] = Deno.args;
  const routes: Record<string, CapturedRoute> = JSON.parse(
    await Deno.readTextFile(routesFile),
  );
  const table = new Map(
    Object.entries(routes).map(([path, route]) => {
      const bytes = Uint8Array.from(
        atob(route.body),
        (char) => char.charCodeAt(0),
      );
      const ascii = bytes.every((byte) => byte < 0x80);
      return [path, {
        headers: route.headers,
        notModifiedHeaders: route.notModifiedHeaders ??
          { etag: route.headers.etag },
        body: ascii ? new TextDecoder().decode(bytes) : bytes,
      }];
    }),
  );
  Deno.serve(
    { port: Number(port), hostname: "127.0.0.1", onListen() {} },
    async (request) => {
      const url = new URL(request.url);
      const route = table.get(url.pathname + url.search);
      if (!route) return new Response("not found", { status: 404 });
      if (request.method === "POST") {
        JSON.parse(new TextDecoder().decode(await request.arrayBuffer()));
      }
      if (request.headers.get("if-none-match") === route.headers.etag) {
        return new Response(null, {
          status: 304,
          headers: route.notModifiedHeaders,
        });
      }
      return new Response(route.body, { headers: route.headers });
    },
  );
  console.log("ready");
}
