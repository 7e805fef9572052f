/**
 * A copy of the project as a clone would have it (the files git tracks or
 * would track, as they are in the work tree: no `node_modules`, no `.data`),
 * and commands run in it as a user runs them, read until they print a line.
 *
 * @module
 */
import { ROOT_PATH } from "./data.ts";

/** A temporary copy of the project; removed on dispose. */
export interface ProjectCopy extends AsyncDisposable {
  /** Its folder (no trailing slash). */
  dir: string;
}

/** The project's files as a fresh clone has them (tracked and new, not ignored). */
async function projectFiles(): Promise<string[]> {
  const output = await new Deno.Command("git", {
    args: ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    cwd: ROOT_PATH,
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!output.success) {
    throw new Error(
      `git ls-files failed: ${new TextDecoder().decode(output.stderr)}`,
    );
  }
  return new TextDecoder().decode(output.stdout).split("\0").filter(Boolean);
}

/** Copies the project into a fresh temporary folder. */
export async function copyProject(): Promise<ProjectCopy> {
  const dir = await Deno.makeTempDir({ prefix: "reviews_copy_" });
  for (const file of await projectFiles()) {
    const target = `${dir}/${file}`;
    await Deno.mkdir(target.slice(0, target.lastIndexOf("/")), {
      recursive: true,
    });
    try {
      await Deno.copyFile(`${ROOT_PATH}${file}`, target);
    } catch (error) {
      // Deleted in the work tree but not yet in the index.
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
  }
  return {
    dir,
    [Symbol.asyncDispose]: () => Deno.remove(dir, { recursive: true }),
  };
}

/** A command running in the background, its output collected. */
export interface RunningCommand extends AsyncDisposable {
  /** stdout and stderr so far, interleaved as they arrived. */
  output(): string;
  /** Resolves with the first match of `pattern` in the output; rejects when the command ends first or after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  /** SIGTERM, then waits for the exit; resolves the exit code. */
  stop(): Promise<number>;
}

/**
 * Starts `command` with `args` (no terminal, no stdin) in a process group
 * of its own (`setsid`), so that stopping it stops everything it started:
 * `npx` and `deno task` leave their children running when they are
 * signalled themselves.
 */
export function startCommand(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string> },
): RunningCommand {
  // Not a group leader, setsid execs in place: the child's pid is the group's.
  const child = new Deno.Command("setsid", {
    args: [command, ...args],
    cwd: options.cwd,
    env: options.env,
    clearEnv: true,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let text = "";
  const wakers = new Set<() => void>();
  const wake = () => {
    for (const waker of [...wakers]) waker();
  };
  const drain = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      text += decoder.decode(chunk, { stream: true });
      wake();
    }
  };
  const drained = Promise.all([drain(child.stdout), drain(child.stderr)]);
  let exited = false;
  const status = child.status.then((result) => {
    exited = true;
    wake();
    return result;
  });

  async function waitFor(
    pattern: RegExp,
    timeoutMs: number,
  ): Promise<RegExpMatchArray> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = text.match(pattern);
      if (match) return match;
      const left = deadline - Date.now();
      if (exited || left <= 0) {
        throw new Error(
          `${command} ${args.join(" ")}: ${
            exited ? "ended" : `no ${pattern} within ${timeoutMs} ms`
          }; output:\n${text}`,
        );
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      await new Promise<void>((resolve) => {
        const done = () => {
          wakers.delete(done);
          clearTimeout(timer);
          resolve();
        };
        wakers.add(done);
        timer = setTimeout(done, Math.min(left, 500));
      });
    }
  }

  function signalGroup(signal: Deno.Signal): void {
    try {
      Deno.kill(-child.pid, signal);
    } catch {
      // The whole group is gone.
    }
  }

  async function stop(): Promise<number> {
    if (!exited) signalGroup("SIGTERM");
    const result = await status;
    // Whatever it left behind holds the pipes open: end it too.
    const left = setTimeout(() => signalGroup("SIGKILL"), 10_000);
    await drained;
    clearTimeout(left);
    signalGroup("SIGKILL");
    return result.code;
  }

  return {
    output: () => text,
    waitFor,
    stop,
    [Symbol.asyncDispose]: async () => {
      await stop();
    },
  };
}
