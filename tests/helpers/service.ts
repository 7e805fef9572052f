/**
 * The service started in the test process (`startService`), closed on
 * dispose: `await using service = await startedService(env);`.
 *
 * @module
 */
import {
  type RunningService,
  type StartOptions,
  startService,
} from "../../service.ts";

/** A running service that `await using` closes. */
export type StartedService = RunningService & AsyncDisposable;

/**
 * Starts the service on loopback (unless `options.hostname` says otherwise)
 * and closes it on dispose.
 *
 * @param env The environment, as `startService` takes it.
 * @param options Start options; `quiet` silences its start-up log.
 */
export async function startedService(
  env: Record<string, string | undefined>,
  options: StartOptions & { quiet?: boolean } = {},
): Promise<StartedService> {
  const { quiet, ...startOptions } = options;
  const log = console.log;
  if (quiet) console.log = () => {};
  let service: RunningService;
  try {
    service = await startService(env, {
      hostname: "127.0.0.1",
      ...startOptions,
    });
  } finally {
    console.log = log;
  }
  return Object.assign(service, {
    [Symbol.asyncDispose]: () => service.close(),
  });
}
