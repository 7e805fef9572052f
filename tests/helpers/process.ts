/**
 * Running the project's entry points as real subprocesses.
 *
 * @module
 */
import { ROOT_PATH } from "./data.ts";

/** What a finished subprocess left. */
export interface ProcessResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Variables passed on from the test's environment to subprocesses. */
const INHERITED = [
  "PATH",
  "HOME",
  "DENO_DIR",
  "XDG_CACHE_HOME",
  "TMPDIR",
  "LANG",
  "NPM_CONFIG_REGISTRY",
  // Where the registry is reached through a proxy or with an extra CA, Deno
  // needs these to download a package the cache does not hold yet.
  "DENO_CERT",
  "NODE_EXTRA_CA_CERTS",
  "DENO_TLS_CA_STORE",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
  "HTTPS_PROXY",
  "HTTP_PROXY",
  "NO_PROXY",
  "https_proxy",
  "http_proxy",
  "no_proxy",
];

/** A clean environment for a subprocess: only what Deno needs, plus `env`. */
export function subprocessEnv(
  env: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = { NO_COLOR: "1" };
  for (const name of INHERITED) {
    const value = Deno.env.get(name);
    if (value !== undefined) out[name] = value;
  }
  return { ...out, ...env };
}

/**
 * Runs `command` with `args` to completion, without a terminal, in a clean
 * environment (exactly `options.env`), and collects its output.
 */
export async function runToCompletion(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string> },
): Promise<ProcessResult> {
  const output = await new Deno.Command(command, {
    args,
    cwd: options.cwd,
    env: options.env,
    clearEnv: true,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decoder = new TextDecoder();
  return {
    code: output.code,
    stdout: decoder.decode(output.stdout),
    stderr: decoder.decode(output.stderr),
  };
}

/** `deno run -A SCRIPT ...args` in the project root, to completion. */
export function runDenoScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<ProcessResult> {
  return runToCompletion(Deno.execPath(), ["run", "-A", script, ...args], {
    cwd: ROOT_PATH,
    env: subprocessEnv(env),
  });
}

/** `deno run -A import.ts FILE` with `KV_PATH`. */
export function runImport(
  file: string,
  kvPath: string,
  extraEnv: Record<string, string> = {},
): Promise<ProcessResult> {
  return runDenoScript("import.ts", [file], { KV_PATH: kvPath, ...extraEnv });
}
