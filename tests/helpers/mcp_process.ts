/**
 * MCP server processes for the end-to-end tests: tests/helpers/mcp_serve.ts
 * (the `/mcp` sub-app over a KV file) or the real service (main.ts).
 *
 * @module
 */
import { MCP_DATASET_PATH, ROOT_PATH } from "./mcp.ts";
import { subprocessEnv } from "./process.ts";

/** A running server process; `await using` stops it. */
export interface ServerProcess extends AsyncDisposable {
  /** Base URL. */
  url: string;
  /** The MCP endpoint. */
  mcpUrl: string;
  /** Stops the process (SIGTERM) and waits for it. */
  stop(): Promise<void>;
}

/** Starts tests/helpers/mcp_serve.ts, or with `service` the real main.ts. */
export async function spawnServer(
  kvPath: string,
  options: { service?: boolean } = {},
): Promise<ServerProcess> {
  const env = subprocessEnv({ KV_PATH: kvPath });
  if (options.service) {
    env.PORT = "0";
    env.DATA_FILE = MCP_DATASET_PATH;
  }
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      options.service ? "main.ts" : "tests/helpers/mcp_serve.ts",
    ],
    cwd: ROOT_PATH,
    clearEnv: true,
    env,
    stdin: "null",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  try {
    while (!/(?:listening|Listening on) (http:\/\/[^\s/]+)/.test(seen)) {
      const { done, value } = await reader.read();
      if (done) throw new Error(`server exited before listening: ${seen}`);
      seen += value;
    }
  } finally {
    clearTimeout(timer);
  }
  await reader.cancel();
  const url = /(?:listening|Listening on) (http:\/\/[^\s/]+)/.exec(seen)![1];
  async function stop() {
    try {
      child.kill("SIGTERM");
    } catch {
      // Already gone.
    }
    await child.status;
  }
  return { url, mcpUrl: `${url}/mcp`, stop, [Symbol.asyncDispose]: stop };
}
