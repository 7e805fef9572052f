/**
 * Child processes for the benchmarks: a Deno script started the way a user
 * starts it, waited on until it prints that it is ready.
 *
 * @module
 */

/** A running child process. */
export interface ChildProcess {
  /** Its process id (for {@linkcode cpuTimeMs}). */
  pid: number;
  /** Ends the process and waits for it. */
  stop(): Promise<void>;
}

/** Clock ticks per second of `/proc/PID/stat` (Linux's fixed USER_HZ). */
const USER_HZ = 100;

/**
 * CPU time a process has used so far, user and system, in milliseconds
 * (`utime + stime` of `/proc/PID/stat`, at 10 ms resolution); null where
 * there is no such file (not Linux, or no such process). Unlike wall-clock
 * rates it hardly moves with the load of other processes on the machine.
 */
export function cpuTimeMs(pid: number): number | null {
  const fields = statFields(pid);
  if (fields === null) return null;
  // utime and stime are fields 14 and 15 of the stat line.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks * 1000 / USER_HZ : null;
}

/**
 * Minor page faults a process has had so far (`minflt` of
 * `/proc/PID/stat`: pages the kernel had to map in, each zeroed when
 * fresh); null where there is no such file. A server whose heap gives
 * memory back and takes it again pays them on every request.
 */
export function minorFaults(pid: number): number | null {
  const fields = statFields(pid);
  if (fields === null) return null;
  // minflt is field 10 of the stat line.
  const faults = Number(fields[7]);
  return Number.isFinite(faults) ? faults : null;
}

/**
 * The fields of `/proc/PID/stat` after the command name (in parentheses,
 * which may hold spaces), from field 3 (state) on; null without the file.
 */
function statFields(pid: number): string[] | null {
  let stat: string;
  try {
    stat = Deno.readTextFileSync(`/proc/${pid}/stat`);
  } catch {
    return null;
  }
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
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

/** The 1, 5 and 15 minute load averages (`/proc/loadavg`), or "unknown". */
export function loadAverage(): string {
  try {
    return Deno.readTextFileSync("/proc/loadavg").split(" ").slice(0, 3)
      .join(" ");
  } catch {
    return "unknown";
  }
}
