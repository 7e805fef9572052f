/**
 * Waiting in tests: on a condition, up to a deadline, never for a fixed
 * time. Deadlines are generous on purpose: they only end a test that would
 * otherwise hang, and a busy machine must not turn a slow pass into a
 * failure.
 *
 * @module
 */

/** Deadline of a wait on a condition (a delivery, a verification, a new version). */
export const WAIT_DEADLINE_MS = 60_000;

/** Deadline of a child process's start (a cold `deno run` on a busy machine). */
export const START_DEADLINE_MS = 120_000;

/**
 * Limit of one request the code under test makes to a test server that does
 * answer. Tests of timeouts pass their own, short limit for a server that
 * never answers.
 */
export const REQUEST_DEADLINE_MS = 30_000;

/** Options of {@linkcode waitUntil}. */
export interface WaitOptions {
  /** Deadline in ms; default {@linkcode WAIT_DEADLINE_MS}. */
  timeoutMs?: number;
  /** Named in the error at the deadline. */
  message?: string;
  /** Poll interval in ms; default 20. */
  intervalMs?: number;
}

/**
 * Resolves when `condition` holds, polling; rejects at the deadline.
 *
 * @param condition Checked at once, then every `intervalMs`.
 * @param options Deadline, message and interval.
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  options: WaitOptions = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? WAIT_DEADLINE_MS);
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting: ${options.message ?? "condition"}`);
    }
    await new Promise((resolve) =>
      setTimeout(resolve, options.intervalMs ?? 20)
    );
  }
}
