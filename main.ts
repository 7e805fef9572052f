/**
 * `deno task start`: serves the API (configuration from the environment).
 * The crons are registered by importing `crons.ts`, before anything is
 * served; the service registers its workers with them when it starts.
 *
 * @module
 */
import "./crons.ts";
import { ConfigError } from "./lib/config.ts";
import { ImportError } from "./lib/dataset/import_error.ts";
import { startService } from "./service.ts";

if (import.meta.main) {
  try {
    const service = await startService(Deno.env.toObject());
    console.log(
      `Listening on ${service.url}/ (public base URL ${service.config.baseUrl})`,
    );
    const stop = () => {
      service.close().then(() => Deno.exit(0));
    };
    try {
      Deno.addSignalListener("SIGINT", stop);
      Deno.addSignalListener("SIGTERM", stop);
    } catch {
      // Platforms without signals (Deno Deploy) stop the process themselves.
    }
  } catch (error) {
    if (error instanceof ConfigError || error instanceof ImportError) {
      console.error(error.message);
      Deno.exit(1);
    }
    if (error instanceof Deno.errors.AddrInUse) {
      console.error(
        `port ${
          Deno.env.get("PORT") ?? 8000
        } is in use: stop what listens on it, or start with another PORT (PORT=0 picks a free one)`,
      );
      Deno.exit(1);
    }
    throw error;
  }
}
