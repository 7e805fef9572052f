/**
 * Capturing what the code under test prints, for tests that assert on it
 * or that expect a logged failure: `using logged = captureConsole([...])`
 * restores the console when the scope ends.
 *
 * @module
 */

/** A console method that can be captured. */
export type ConsoleMethod = "log" | "warn" | "error";

/** What the captured methods were called with; disposing restores them. */
export interface CapturedConsole extends Disposable {
  /** The arguments of each call, by method, in order. */
  readonly calls: Readonly<Record<ConsoleMethod, unknown[][]>>;
  /** Each call of `method` as one line (its arguments joined by spaces). */
  lines(method: ConsoleMethod): string[];
}

/** Replaces `methods` of the console by recorders until disposed. */
export function captureConsole(
  methods: readonly ConsoleMethod[],
): CapturedConsole {
  const calls: Record<ConsoleMethod, unknown[][]> = {
    log: [],
    warn: [],
    error: [],
  };
  const originals = methods.map((method) => [method, console[method]] as const);
  for (const method of methods) {
    console[method] = (...args: unknown[]) => void calls[method].push(args);
  }
  return {
    calls,
    lines: (method) => calls[method].map((args) => args.map(String).join(" ")),
    [Symbol.dispose]() {
      for (const [method, original] of originals) console[method] = original;
    },
  };
}
