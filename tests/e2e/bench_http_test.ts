/**
 * bench/http_bench.ts and bench/bare_server.ts: the bare baseline answers
 * with the service's exact status, headers and bytes, for 200 and 304.
 */
import assert from "node:assert/strict";
import { capture } from "../../bench/http_bench.ts";
import { startBareServer } from "../../bench/bare_server.ts";
import { createApp } from "../../routes/mod.ts";
import { startMcpServer } from "../helpers/mcp.ts";

async function answer(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  const body = new Uint8Array(await response.arrayBuffer());
  const fields: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== "date") fields[name] = value;
  });
  return { status: response.status, headers: fields, body };
}

Deno.test("the bare server sends the service's bytes and headers", async () => {
  const service = await startMcpServer({ app: createApp });
  const dir = await Deno.makeTempDir();
  const paths = [
    "/reviews.json",
    "/api/reviews/search?min_rating=4&limit=5",
    "/",
    "/search?min_rating=4&query=water",
  ];
  try {
    const routes = Object.fromEntries(
      await Promise.all(
        paths.map(async (path) => [path, await capture(service.url, path)]),
      ),
    );
    const bare = await startBareServer(routes, { dir });
    try {
      for (const path of paths) {
        const etag: string = routes[path].headers.etag;
        const cases: Record<string, string>[] = [{}, { "if-none-match": etag }];
        for (const headers of cases) {
          const expected = await answer(service.url + path, headers);
          const actual = await answer(bare.url + path, headers);
          assert.equal(actual.status, expected.status, path);
          assert.deepEqual(actual.headers, expected.headers, path);
          assert.deepEqual(actual.body, expected.body, path);
        }
      }
    } finally {
      await bare.stop();
    }
  } finally {
    await service.close();
    await Deno.remove(dir, { recursive: true });
  }
});
