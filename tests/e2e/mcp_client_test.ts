/**
 * The MCP endpoint through the real SDK v1 client (the 2025 revisions) and
 * its streamable HTTP transport, over real HTTP.
 */
import assert from "node:assert/strict";
import {
  CallToolResultSchemaV1 as CallToolResultSchema,
  ClientV1 as Client,
  McpErrorV1 as McpError,
  StreamableHTTPClientTransportV1 as StreamableHTTPClientTransport,
} from "../helpers/dev_deps/mcp_clients.ts";
import type { ReviewList } from "../../lib/schemas/mod.ts";
import { searchReviews, validateSearchArgs } from "../../lib/search.ts";
import { type McpTestServer, startMcpServer } from "../helpers/mcp.ts";

async function connect(
  server: McpTestServer,
): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const client = new Client({ name: "mcp-client-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(server.mcpUrl));
  await client.connect(transport);
  return { client, transport };
}

async function withClient(
  fn: (
    client: Client,
    server: McpTestServer,
    transport: StreamableHTTPClientTransport,
  ) => Promise<void>,
): Promise<void> {
  const server = await startMcpServer();
  const { client, transport } = await connect(server);
  try {
    await fn(client, server, transport);
  } finally {
    await client.close();
    await server.close();
  }
}

async function rejectsWithCode(
  promise: Promise<unknown>,
  code: number,
): Promise<void> {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof McpError, String(error));
    assert.equal(error.code, code);
    return true;
  });
}

/** The structured content of a successful call, checked against its text copy. */
function structured(result: unknown): Record<string, unknown> {
  const parsed = CallToolResultSchema.parse(result);
  assert.notEqual(parsed.isError, true, JSON.stringify(result));
  assert.ok(parsed.structuredContent, "structuredContent");
  const text = parsed.content.find((item) => item.type === "text");
  assert.ok(text && text.type === "text", "a text copy");
  assert.deepEqual(JSON.parse(text.text), parsed.structuredContent);
  return parsed.structuredContent;
}

Deno.test("SDK client: initialize, session, instructions, version", async () => {
  await withClient(async (client, server, transport) => {
    assert.equal(client.getServerVersion()?.name, "reviews-service");
    assert.match(client.getInstructions() ?? "", /get_business/);
    assert.match(
      client.getInstructions() ?? "",
      new RegExp(server.snapshot.dataset.business.name),
    );
    const capabilities = client.getServerCapabilities();
    assert.ok(capabilities?.tools && capabilities.resources);
    assert.ok(capabilities?.prompts && capabilities.completions);
    assert.ok(transport.sessionId);
    assert.equal(transport.protocolVersion, "2025-11-25");
    const stored = await server.kv.get([
      "mcp",
      "sessions",
      transport.sessionId,
    ]);
    assert.ok(stored.value, "the session is in KV");
    assert.deepEqual(await client.ping(), {});
  });
});

Deno.test("SDK client: tools are listed with titles, hints and schemas", async () => {
  await withClient(async (client) => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name), [
      "get_business",
      "search_reviews",
      "get_review",
      "get_reviews_since",
      "get_rating_summary",
      "get_insights",
      "get_aspect",
      "list_technicians",
      "list_services",
    ]);
    for (const tool of tools) {
      assert.ok(tool.title && tool.title.length > 3, tool.name);
      assert.ok((tool.description ?? "").length > 80, tool.name);
      assert.equal(tool.inputSchema.type, "object");
      assert.equal(tool.outputSchema?.type, "object", tool.name);
      assert.deepEqual(
        {
          readOnlyHint: tool.annotations?.readOnlyHint,
          idempotentHint: tool.annotations?.idempotentHint,
          openWorldHint: tool.annotations?.openWorldHint,
          destructiveHint: tool.annotations?.destructiveHint,
        },
        {
          readOnlyHint: true,
          idempotentHint: true,
          openWorldHint: false,
          destructiveHint: false,
        },
        tool.name,
      );
      assert.ok(!JSON.stringify(tool).includes("$ref"), tool.name);
    }
    const search = tools.find((tool) => tool.name === "search_reviews");
    assert.deepEqual(Object.keys(search?.inputSchema.properties ?? {}), [
      "rating",
      "min_rating",
      "since",
      "until",
      "query",
      "mentions_technician",
      "mentions_service",
      "limit",
      "cursor",
    ]);
  });
});

Deno.test("SDK client: every tool answers with structured content and a JSON copy", async () => {
  await withClient(async (client, server) => {
    const { dataset, insights } = server.snapshot;
    const business = structured(
      await client.callTool({ name: "get_business", arguments: {} }),
    );
    assert.equal(business.name, dataset.business.name);
    assert.deepEqual(business.aggregate_rating, dataset.aggregate_rating);

    const review = structured(
      await client.callTool({
        name: "get_review",
        arguments: { id: dataset.reviews[3].id },
      }),
    );
    assert.deepEqual(review, dataset.reviews[3]);

    const since = structured(
      await client.callTool({
        name: "get_reviews_since",
        arguments: { date: "2025-01-01" },
      }),
    ) as unknown as ReviewList;
    const expected = dataset.reviews.filter((item) =>
      item.date >= "2025-01-01"
    );
    assert.deepEqual(
      since.reviews.map((item) => item.id),
      expected.map((item) => item.id),
    );
    assert.equal(since.count, expected.length);
    assert.equal(since.next_cursor, null);

    const summary = structured(
      await client.callTool({
        name: "get_rating_summary",
        arguments: { since: "2024-01-01", until: "2024-12-31" },
      }),
    );
    const year = dataset.reviews.filter((item) => item.date.startsWith("2024"));
    assert.equal(summary.review_count, year.length);
    assert.deepEqual(summary.by_year, [{
      year: 2024,
      review_count: year.length,
      rating_value: Math.round(
        year.reduce((sum, item) => sum + item.rating, 0) / year.length * 100,
      ) / 100,
    }]);
    const all = structured(
      await client.callTool({ name: "get_rating_summary", arguments: {} }),
    );
    assert.equal(all.rating_value, dataset.aggregate_rating.rating_value);
    assert.deepEqual(all.distribution, dataset.aggregate_rating.distribution);

    const everything = structured(
      await client.callTool({ name: "get_insights", arguments: {} }),
    );
    assert.deepEqual(everything, insights);
    const faq = structured(
      await client.callTool({
        name: "get_insights",
        arguments: { section: "faq" },
      }),
    );
    assert.deepEqual(faq, { faq: insights.faq });

    const aspect = structured(
      await client.callTool({
        name: "get_aspect",
        arguments: { aspect: "punctuality" },
      }),
    );
    assert.equal(aspect.aspect, "punctuality");
    assert.ok(Array.isArray(aspect.examples));
    assert.ok(Array.isArray(aspect.by_technician));

    const technicians = structured(
      await client.callTool({ name: "list_technicians", arguments: {} }),
    ) as { technicians: Array<{ name: string; mentions: number }> };
    assert.deepEqual(
      technicians.technicians.map((item) => item.name),
      dataset.business.technicians.map((item) => item.name),
    );
    const services = structured(
      await client.callTool({ name: "list_services", arguments: {} }),
    ) as { services: Array<{ id: string }> };
    assert.deepEqual(
      services.services.map((item) => item.id),
      dataset.business.services.map((item) => item.id),
    );
  });
});

Deno.test("SDK client: search pages through next_cursor like the HTTP search", async () => {
  await withClient(async (client, server) => {
    const args = { min_rating: 3, limit: 4 };
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = structured(
        await client.callTool({
          name: "search_reviews",
          arguments: cursor ? { ...args, cursor } : args,
        }),
      ) as unknown as ReviewList;
      const request = validateSearchArgs(cursor ? { ...args, cursor } : args);
      assert.ok(request.ok);
      assert.deepEqual(
        page,
        searchReviews(server.snapshot.index, request.value),
      );
      seen.push(...page.reviews.map((review) => review.id));
      cursor = page.next_cursor ?? undefined;
      pages++;
    } while (cursor && pages < 50);
    const expected = server.snapshot.dataset.reviews.filter((review) =>
      review.rating >= 3
    ).map((review) => review.id);
    assert.deepEqual(seen, expected);
    assert.equal(pages, Math.ceil(expected.length / 4));
  });
});

Deno.test("SDK client: errors - unknown tool -32602, bad arguments and lookups isError", async () => {
  await withClient(async (client) => {
    await rejectsWithCode(
      client.callTool({ name: "no_such_tool", arguments: {} }),
      -32602,
    );
    // The SDK client negotiates 2025-11-25: argument errors are tool errors.
    const invalid = await client.callTool({
      name: "search_reviews",
      arguments: { since: "2025-02-30", limit: 500 },
    });
    assert.equal(invalid.isError, true);
    const text = (invalid.content as Array<{ text: string }>)[0].text;
    assert.match(text, /since/);
    assert.match(text, /limit/);
    const missing = await client.callTool({
      name: "get_review",
      arguments: { id: "missing-id" },
    });
    assert.equal(missing.isError, true);
    const badCursor = await client.callTool({
      name: "search_reviews",
      arguments: { cursor: "not-a-cursor" },
    });
    assert.equal(badCursor.isError, true);
  });
});

Deno.test("SDK client: resources, the review template and id completion", async () => {
  await withClient(async (client, server) => {
    const { resources } = await client.listResources();
    assert.deepEqual(resources.map((resource) => resource.uri), [
      "reviews://business",
      "reviews://insights",
      "ui://reviews/rating-summary",
    ]);
    const { resourceTemplates } = await client.listResourceTemplates();
    assert.deepEqual(
      resourceTemplates.map((template) => template.uriTemplate),
      [
        "reviews://reviews/{id}",
      ],
    );
    const business = await client.readResource({ uri: "reviews://business" });
    const content = business.contents[0] as { text: string; mimeType: string };
    assert.equal(content.mimeType, "application/json");
    assert.equal(
      JSON.parse(content.text).name,
      server.snapshot.dataset.business.name,
    );
    const insights = await client.readResource({ uri: "reviews://insights" });
    assert.deepEqual(
      JSON.parse((insights.contents[0] as { text: string }).text),
      server.snapshot.insights,
    );
    const review = server.snapshot.dataset.reviews[0];
    const one = await client.readResource({
      uri: `reviews://reviews/${review.id}`,
    });
    assert.deepEqual(
      JSON.parse((one.contents[0] as { text: string }).text),
      review,
    );
    await rejectsWithCode(
      client.readResource({ uri: "reviews://reviews/nope" }),
      -32602,
    );
    await rejectsWithCode(
      client.readResource({ uri: "file:///etc/passwd" }),
      -32602,
    );

    const completion = await client.complete({
      ref: { type: "ref/resource", uri: "reviews://reviews/{id}" },
      argument: { name: "id", value: "nr-02" },
    });
    const expected = server.snapshot.index.reviews.map((item) => item.id)
      .filter((id) => id.startsWith("nr-02"));
    assert.deepEqual(completion.completion.values, expected);
    assert.equal(completion.completion.total, expected.length);
    assert.equal(completion.completion.hasMore, false);
  });
});

Deno.test("SDK client: prompts and their argument completion", async () => {
  await withClient(async (client, server) => {
    const { prompts } = await client.listPrompts();
    assert.deepEqual(prompts.map((prompt) => prompt.name), [
      "summarize_reviews",
      "answer_customer_question",
      "technician_report",
    ]);
    for (const prompt of prompts) assert.ok(prompt.description);

    const summary = await client.getPrompt({
      name: "summarize_reviews",
      arguments: { since: "2025-01-01" },
    });
    assert.ok(summary.messages.length >= 1);
    const first = summary.messages[0].content as { type: string; text: string };
    assert.equal(first.type, "text");
    assert.match(first.text, /since 2025-01-01/);
    const embedded = summary.messages.find((message) =>
      message.content.type === "resource"
    );
    assert.ok(embedded, "the insights are embedded");

    const answer = await client.getPrompt({
      name: "answer_customer_question",
      arguments: { question: "Do they fix leaking pipes quickly?" },
    });
    assert.match(
      (answer.messages[0].content as { text: string }).text,
      /leaking pipes/,
    );
    await rejectsWithCode(
      client.getPrompt({ name: "answer_customer_question", arguments: {} }),
      -32602,
    );
    await rejectsWithCode(client.getPrompt({ name: "nope" }), -32602);

    const technician = server.snapshot.dataset.business.technicians[0];
    const report = await client.getPrompt({
      name: "technician_report",
      arguments: { technician: technician.name.split(" ")[0].toLowerCase() },
    });
    assert.match(
      (report.messages[0].content as { text: string }).text,
      new RegExp(technician.name),
    );

    const aspects = await client.complete({
      ref: { type: "ref/prompt", name: "summarize_reviews" },
      argument: { name: "aspect", value: "pr" },
    });
    assert.deepEqual(aspects.completion.values, ["price", "professionalism"]);
    await rejectsWithCode(
      client.complete({
        ref: { type: "ref/prompt", name: "nope" },
        argument: { name: "x", value: "" },
      }),
      -32602,
    );
  });
});

Deno.test("SDK client: terminating the session makes it unknown (404)", async () => {
  const server = await startMcpServer();
  const { client, transport } = await connect(server);
  try {
    const sessionId = transport.sessionId;
    assert.ok(sessionId);
    await transport.terminateSession();
    assert.equal(transport.sessionId, undefined);
    const stored = await server.kv.get(["mcp", "sessions", sessionId]);
    assert.equal(stored.value, null);
    const answer = await fetch(server.mcpUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-session-id": sessionId,
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
    });
    await answer.body?.cancel();
    assert.equal(answer.status, 404);
  } finally {
    await client.close();
    await server.close();
  }
});
