/**
 * The service (`main.ts`) in a child process for the end-to-end hub tests:
 * started with `DENO_CERT` so that it trusts the test subscriber's
 * certificate, stopped with SIGTERM or killed with SIGKILL.
 *
 * @module
 */

/** The project root. */
export const PROJECT_ROOT = new URL("../../", import.meta.url);

/** A service running in a child process. */
export interface ServiceProcess {
  /** Where it listens, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Its public base URL (topic URLs start with it). */
  baseUrl: string;
  /** The hub URL to POST to (on `url`). */
  hubEndpoint: string;
  /** A topic URL as subscribers name it. */
  topic(path: string): string;
  /** POSTs a form to the hub. */
  hub(fields: Record<string, string>): Promise<Response>;
  /** What it printed so far. */
  output(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL (a crash), then waits for the exit. */
  kill(): Promise<void>;
}

/** Options of {@linkcode startServiceProcess}. */
export interface ServiceProcessOptions {
  /** KV file. */
  kvPath: string;
  /** PEM file for `DENO_CERT`. */
  certFile: string;
  /** Extra environment. */
  env?: Record<string, string>;
  /** Fixed port; default a free one. */
  port?: number;
}

/** Runs `deno task import FILE` against a store in another process; resolves its output. */
export async function importInChildProcess(
  kvPath: string,
  file: string,
): Promise<string> {
  const output = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-env",
      "--allow-read",
      "--allow-write",
      "--allow-sys",
      "import.ts",
      file,
    ],
    cwd: PROJECT_ROOT,
    env: { KV_PATH: kvPath, NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(output.stdout) +
    new TextDecoder().decode(output.stderr);
  if (!output.success) throw new Error(`import failed: ${text}`);
  return text;
}

/** Starts `main.ts` and resolves once it listens. */
export async function startServiceProcess(
  options: ServiceProcessOptions,
): Promise<ServiceProcess> {
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-net",
      "--allow-env",
      "--allow-read",
      "--allow-write",
      "--allow-sys",
      "main.ts",
    ],
    cwd: PROJECT_ROOT,
    env: {
      PORT: String(options.port ?? 0),
      KV_PATH: options.kvPath,
      DATA_FILE: "tests/fixtures/small_dataset.json",
      DENO_CERT: options.certFile,
      WEBSUB_ALLOW_PRIVATE_CALLBACKS: "true",
      WEBSUB_RETRY_DELAYS_MS: "200,300",
      NO_COLOR: "1",
      ...options.env,
    },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();

  let text = "";
  let onOutput: (() => void) | null = null;
  const drain = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      text += decoder.decode(chunk, { stream: true });
      onOutput?.();
    }
  };
  const drained = Promise.all([drain(child.stdout), drain(child.stderr)]);
  let exited = false;
  const status = child.status.then((result) => {
    exited = true;
    onOutput?.();
    return result;
  });

  const listening =
    /Listening on (http:\/\/[^\s/]+)\/?(?: \(public base URL ([^\s)]+)\))?[^\n]*\n/;
  // A first start imports with the NLP model: slow on a loaded machine.
  const deadline = Date.now() + 120_000;
  let match: RegExpMatchArray | null = null;
  while (!(match = text.match(listening))) {
    if (exited || Date.now() > deadline) {
      if (!exited) child.kill("SIGKILL");
      await status;
      await drained;
      throw new Error(`the service did not start:\n${text}`);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    await new Promise<void>((resolve) => {
      onOutput = resolve;
      timer = setTimeout(resolve, 100);
    });
    clearTimeout(timer);
    onOutput = null;
  }
  const url = match[1];
  const port = new URL(url).port;
  const baseUrl =
    (match[2] ?? options.env?.BASE_URL ?? `http://localhost:${port}`)
      .replace(/\/$/, "");
  const hubEndpoint = `${url}/api/websub/hub`;

  async function end(signal: Deno.Signal): Promise<void> {
    if (!exited) {
      try {
        child.kill(signal);
      } catch {
        // Already gone.
      }
    }
    await status;
    await drained;
  }

  return {
    url,
    baseUrl,
    hubEndpoint,
    topic: (path) => `${baseUrl}${path}`,
    hub: (fields) =>
      fetch(hubEndpoint, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      }),
    output: () => text,
    stop: () => end("SIGTERM"),
    kill: () => end("SIGKILL"),
  };
}
