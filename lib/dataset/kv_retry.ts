/**
 * Retrying Deno KV operations that fail on contention: two processes
 * writing one local KV file can get "database is locked".
 *
 * @module
 */

/** Whether an error is a transient lock contention of the local KV file. */
export function isTransientKvError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /database is locked|database is busy|SQLITE_BUSY/i.test(message);
}

/** Options of {@linkcode withKvRetry}. */
export interface KvRetryOptions {
  /** Attempts before giving up; default 30. */
  attempts?: number;
  /** First back-off in milliseconds, doubled up to 500 ms; default 10. */
  initialDelayMs?: number;
}

/** Runs `operation`, retrying it with back-off while the KV file is locked. */
export async function withKvRetry<T>(
  operation: () => Promise<T>,
  options: KvRetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 30;
  let delay = options.initialDelayMs ?? 10;
  for (let attempt = 1;; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (attempt >= attempts || !isTransientKvError(error)) throw error;
      await new Promise((resolve) =>
        setTimeout(resolve, delay * (0.5 + Math.random()))
      );
      delay = Math.min(delay * 2, 500);
    }
  }
}
