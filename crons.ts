/**
 * Every `Deno.cron` of the service, at the top level: they are registered
 * while `main.ts` imports this module, before `Deno.serve`, which is where
 * Deno Deploy looks for them. The jobs reach the running service through
 * the workers it registers (`lib/websub/backstop.ts`); the same code runs
 * locally, on a shared KV file and on Deno Deploy.
 *
 * @module
 */
import { runBackstops } from "./lib/websub/backstop.ts";

/** Name of the hub's cron job. */
export const WEBSUB_CRON_NAME = "websub-outbox";

/**
 * The hub's backstop, every minute: verifications and deliveries whose
 * instance died, retries that are due, an interrupted fan-out, the lease
 * sweep. Time-boxed; the platform never runs two at once.
 */
async function websubOutbox(): Promise<void> {
  const run = await runBackstops();
  if (!run.finished) {
    console.log(
      "websub: the outbox pass goes on past the cron's time box; the next run resumes it",
    );
  }
}

Deno.cron(WEBSUB_CRON_NAME, "* * * * *", websubOutbox);
