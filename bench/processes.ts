/**
 * Child processes for the benchmarks: a Deno script started the way a user
 * starts it, waited on until it prints that it is ready.
 *
 * @module
 */

/** A running child process. */
export interface ChildProcess {
  /** Its process id (for its CPU time, {@linkcode cpuSeconds}). */
  pid: number;
  /** Ends the process and waits for it. */
  stop(): Promise<void>;
}

/** A free TCP port on the loopback interface. */
export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/** Starts `deno ARGS` and waits until its stdout matches `readyPattern`. */
export async function startProcess(
  args: string[],
  options: {
    env?: Record<string, string>;
    readyPattern: RegExp;
    timeoutMs?: number;
  },
): Promise<ChildProcess> {
  const child = new Deno.Command(Deno.execPath(), {
    args,
    env: options.env,
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (!options.readyPattern.test(seen)) {
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(
        `process did not become ready: ${args.join(" ")}\n${seen}`,
      );
    }
    const { value, done } = await reader.read();
    if (done) {
      throw new Error(
        `process exited before it was ready: ${args.join(" ")}\n${seen}`,
      );
    }
    seen += value;
  }
  // Keep draining stdout so the child never blocks on a full pipe.
  const drain = (async () => {
    try {
      while (!(await reader.read()).done) { /* discard */ }
    } catch { /* closed */ }
  })();
  return {
    pid: child.pid,
    async stop() {
      try {
        child.kill("SIGTERM");
      } catch { /* already gone */ }
      await child.status;
      await drain;
    },
  };
}

/** A service process started with `deno run -A main.ts`. */
export interface ServiceProcess extends ChildProcess {
  /** Its origin, e.g. `http://127.0.0.1:8123`. */
  url: string;
}

/**
 * Starts the service the way a user does, on a free port with its KV file
 * in `dir`, importing `dataFile` (default the sample dataset) on first start.
 */
export async function startServiceProcess(
  options: { dir: string; dataFile?: string },
): Promise<ServiceProcess> {
  const port = freePort();
  const process = await startProcess(["run", "-A", "main.ts"], {
    env: {
      PORT: String(port),
      KV_PATH: `${options.dir}/kv.sqlite`,
      DATA_FILE: options.dataFile ?? "data/reviews.json",
    },
    readyPattern: /Listening on/,
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: process.pid,
    stop: () => process.stop(),
  };
}

/**
 * CPU time (user + system, every thread) a process has used so far, in
 * seconds, from `/proc/PID/stat`; `NaN` where there is no `/proc`.
 * The machine's load slows a server's answers but hardly changes the CPU
 * time each answer costs, so this is the steadier of the two figures.
 */
export async function cpuSeconds(pid: number): Promise<number> {
  let stat: string;
  try {
    stat = await Deno.readTextFile(`/proc/${pid}/stat`);
  } catch {
    return NaN;
  }
  // Fields after the command name (which may hold spaces), in parentheses.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are fields 14 and 15 of the whole line (11 and 12 here),
  // in clock ticks of 1/100 s (USER_HZ on Linux).
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** Linux's USER_HZ, the unit of `/proc/PID/stat`'s times. */
const CLOCK_TICKS_PER_SECOND = 100;
