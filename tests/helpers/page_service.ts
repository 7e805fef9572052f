/**
 * The service on a free loopback port with a given import file, for the
 * browser tests: `BASE_URL` is the address the browser uses, so every link
 * the pages carry is same-origin.
 *
 * @module
 */
import { type RunningService, startService } from "../../service.ts";

/** A running service, stopped (and its store deleted) by `await using`. */
export interface PageService extends AsyncDisposable {
  /** `http://127.0.0.1:PORT`, also its `BASE_URL`. */
  url: string;
  /** The service. */
  service: RunningService;
}

/** A free TCP port on loopback. */
export function freeLoopbackPort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/** Starts the service over `dataFile` (imported into a fresh store). */
export async function startPageService(dataFile: string): Promise<PageService> {
  const dir = await Deno.makeTempDir({ prefix: "pages-" });
  const port = freeLoopbackPort();
  const url = `http://127.0.0.1:${port}`;
  const service = await startService({
    PORT: String(port),
    BASE_URL: url,
    KV_PATH: `${dir}/kv.sqlite`,
    DATA_FILE: dataFile,
  }, { hostname: "127.0.0.1" });
  return {
    url,
    service,
    async [Symbol.asyncDispose]() {
      await service.close();
      await Deno.remove(dir, { recursive: true });
    },
  };
}
