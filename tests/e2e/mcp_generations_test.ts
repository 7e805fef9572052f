/**
 * Both generations of MCP against the real service process (main.ts): the
 * official SDK v2 `Client` pinned to 2026-07-28 (stateless, no initialize)
 * and the SDK v1 `Client` in 2025-06-18 mode (initialize, a session in KV),
 * side by side on one server, answering the same tools alike.
 */
import assert from "node:assert/strict";
import {
  ClientV1,
  ClientV2,
  StreamableHTTPClientTransportV1 as TransportV1,
  StreamableHTTPClientTransportV2 as TransportV2,
} from "../helpers/dev_deps/mcp_clients.ts";
import { spawnServer } from "../helpers/mcp_process.ts";

/** A request whose initialize offers `version` (other requests as they are). */
function offering(version: string, init: RequestInit | undefined) {
  if (typeof init?.body !== "string") return init;
  const message = JSON.parse(init.body);
  if (message.method !== "initialize") return init;
  message.params.protocolVersion = version;
  return { ...init, body: JSON.stringify(message) };
}

const SEARCH = {
  name: "search_reviews",
  arguments: { min_rating: 4, limit: 4 },
};

Deno.test("the v2 Client in 2026-07-28 mode and the v1 Client in 2025-06-18 mode, one service process", async () => {
  const dir = await Deno.makeTempDir({ prefix: "mcp_generations_" });
  try {
    await using service = await spawnServer(`${dir}/store.kv`, {
      service: true,
    });

    const modern = new ClientV2(
      { name: "generations-test", version: "1.0.0" },
      { versionNegotiation: { mode: { pin: "2026-07-28" } } },
    );
    const modernTransport = new TransportV2(new URL(service.mcpUrl));
    await modern.connect(modernTransport);
    assert.equal(modern.getProtocolEra(), "modern");
    assert.equal(modernTransport.sessionId, undefined);
    assert.equal(modern.getServerVersion()?.name, "reviews-service");

    // The v1 Client offers its latest version (2025-11-25) at initialize;
    // a client of 2025-06-18 offers that one: the offer is rewritten on
    // the way, and the server's answer settles the session on 2025-06-18.
    const legacy = new ClientV1({ name: "generations-test", version: "1.0.0" });
    const legacyTransport = new TransportV1(new URL(service.mcpUrl), {
      fetch: (url, init) => fetch(url, offering("2025-06-18", init)),
    });
    await legacy.connect(legacyTransport);
    assert.ok(legacyTransport.sessionId);
    assert.equal(legacyTransport.protocolVersion, "2025-06-18");

    // The same nine tools, the App declared on the same two.
    const modernTools = (await modern.listTools()).tools;
    const legacyTools = (await legacy.listTools()).tools;
    assert.deepEqual(
      modernTools.map((tool) => tool.name),
      legacyTools.map((tool) => tool.name),
    );
    assert.equal(modernTools.length, 9);
    const withApp = modernTools.filter((tool) =>
      (tool._meta as { ui?: { resourceUri?: string } } | undefined)?.ui
        ?.resourceUri === "ui://reviews/rating-summary"
    ).map((tool) => tool.name).sort();
    assert.deepEqual(withApp, ["get_rating_summary", "search_reviews"]);

    // The same search results, called twice (the second from the cache).
    for (let round = 0; round < 2; round++) {
      const fromModern = await modern.callTool(SEARCH);
      const fromLegacy = await legacy.callTool(SEARCH);
      assert.deepEqual(
        fromModern.structuredContent,
        fromLegacy.structuredContent,
      );
      assert.equal(
        (fromModern.structuredContent as { count: number }).count,
        4,
      );
    }
    // The HTTP search says the same.
    const http = await (await fetch(
      `${service.url}/api/reviews/search?min_rating=4&limit=4`,
    )).json();
    assert.deepEqual((await modern.callTool(SEARCH)).structuredContent, http);

    // Argument problems: an isError result the model can read (2026-07-28),
    // a -32602 error (2025-06-18).
    const bad = { name: "search_reviews", arguments: { limit: 0 } };
    const modernBad = await modern.callTool(bad);
    assert.equal(modernBad.isError, true);
    await assert.rejects(legacy.callTool(bad), /limit/);

    // Resources, prompts and the App view in both.
    const view = await modern.readResource({
      uri: "ui://reviews/rating-summary",
    });
    const contents = view.contents[0] as { mimeType: string; text: string };
    assert.equal(contents.mimeType, "text/html;profile=mcp-app");
    const legacyView = await legacy.readResource({
      uri: "ui://reviews/rating-summary",
    });
    assert.equal(
      (legacyView.contents[0] as { text: string }).text,
      contents.text,
    );
    assert.equal(
      (await modern.listPrompts()).prompts.length,
      (await legacy.listPrompts()).prompts.length,
    );

    await legacyTransport.terminateSession();
    await legacy.close();
    await modern.close();
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
