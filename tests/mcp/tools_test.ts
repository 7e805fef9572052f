/**
 * The MCP tools (lib/mcp/tools.ts) on the fixture snapshot: definitions,
 * results valid against their own output schemas, search semantics shared
 * with the HTTP API, argument errors and failures.
 */
import assert from "node:assert/strict";
import { addFormats, Ajv } from "../helpers/dev_deps/json_schema.ts";
import {
  callTool,
  hasTool,
  INSIGHT_SECTIONS,
  listToolDefinitions,
  TOOL_NAMES,
} from "../../lib/mcp/tools.ts";
import { ASPECT_IDS, SearchArgsSchema } from "../../lib/schemas/mod.ts";
import { searchReviews, validateSearchArgs } from "../../lib/search.ts";
import type { Snapshot } from "../../lib/dataset/snapshot.ts";
import { publishFixture } from "../helpers/mcp.ts";

async function withSnapshot(fn: (snapshot: Snapshot) => void | Promise<void>) {
  using kv = await Deno.openKv(":memory:");
  await fn(await publishFixture(kv, "https://reviews.test"));
}

function ok(
  snapshot: Snapshot,
  name: string,
  args: unknown = {},
): Record<string, unknown> {
  const outcome = callTool(snapshot, { name, arguments: args });
  assert.equal(outcome.kind, "ok", `${name} ${JSON.stringify(outcome)}`);
  return (outcome as { structured: Record<string, unknown> }).structured;
}

/** A call for every tool, with valid arguments. */
function sampleCalls(snapshot: Snapshot): Array<[string, unknown]> {
  return [
    ["get_business", {}],
    ["search_reviews", { min_rating: 4, limit: 5 }],
    ["search_reviews", {}],
    ["get_review", { id: snapshot.dataset.reviews[0].id }],
    ["get_reviews_since", { date: "2025-01-01" }],
    ["get_rating_summary", {}],
    ["get_rating_summary", { since: "2024-01-01" }],
    ["get_insights", {}],
    ...INSIGHT_SECTIONS.map((
      section,
    ): [string, unknown] => ["get_insights", { section }]),
    ...ASPECT_IDS.map((
      aspect,
    ): [string, unknown] => ["get_aspect", { aspect }]),
    ["list_technicians", {}],
    ["list_services", {}],
  ];
}

Deno.test("nine tools, each with hints and self-contained object schemas", () => {
  const tools = listToolDefinitions();
  assert.equal(tools.length, 9);
  assert.deepEqual(tools.map((tool) => tool.name), [...TOOL_NAMES]);
  for (const tool of tools) {
    assert.ok(hasTool(tool.name));
    assert.equal(tool.annotations.readOnlyHint, true);
    assert.equal(tool.annotations.idempotentHint, true);
    assert.equal(tool.annotations.openWorldHint, false);
    assert.equal(tool.annotations.destructiveHint, false);
    assert.equal(tool.annotations.title, tool.title);
    assert.equal(tool.inputSchema.type, "object");
    assert.equal(tool.inputSchema.additionalProperties, false, tool.name);
    assert.equal(tool.outputSchema.type, "object");
    assert.ok(!JSON.stringify(tool).includes("$ref"));
  }
  assert.equal(hasTool("nope"), false);
  assert.equal(listToolDefinitions(), listToolDefinitions(), "computed once");
  const search = tools.find((tool) => tool.name === "search_reviews");
  assert.deepEqual(
    Object.keys(search?.inputSchema.properties as object),
    Object.keys(SearchArgsSchema.shape),
  );
});

Deno.test("every result is valid against its tool's outputSchema (Ajv)", async () => {
  await withSnapshot((snapshot) => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    (addFormats as unknown as (ajv: Ajv) => void)(ajv);
    const validators = new Map(
      listToolDefinitions().map((
        tool,
      ) => [tool.name, ajv.compile(tool.outputSchema)]),
    );
    for (const [name, args] of sampleCalls(snapshot)) {
      const structured = ok(snapshot, name, args);
      const validate = validators.get(name)!;
      assert.ok(
        validate(structured),
        `${name} ${JSON.stringify(args)}: ${ajv.errorsText(validate.errors)}`,
      );
    }
  });
});

Deno.test("search_reviews is the HTTP search: validateSearchArgs + searchReviews", async () => {
  await withSnapshot((snapshot) => {
    for (
      const args of [
        {},
        { rating: 5 },
        { query: "Cafe", limit: 3 },
        { mentions_technician: "danny" },
        { since: "2024-01-01", until: "2024-06-30", min_rating: 2 },
      ]
    ) {
      const request = validateSearchArgs(args);
      assert.ok(request.ok);
      assert.deepEqual(
        ok(snapshot, "search_reviews", args),
        searchReviews(snapshot.index, request.value),
      );
    }
    const invalid = callTool(snapshot, {
      name: "search_reviews",
      arguments: { rating: 6, extra: true },
    });
    const expected = validateSearchArgs({ rating: 6, extra: true });
    assert.ok(!expected.ok);
    assert.deepEqual(invalid, {
      kind: "invalid_arguments",
      issues: expected.issues,
    });
  });
});

Deno.test("argument errors name the parameter; unknown tools throw", async () => {
  await withSnapshot((snapshot) => {
    const cases: Array<[string, unknown, string]> = [
      ["get_business", { verbose: true }, "verbose"],
      ["get_review", {}, "id"],
      ["get_review", { id: 5 }, "id"],
      ["get_reviews_since", { date: "2025-13-01" }, "date"],
      [
        "get_rating_summary",
        { since: "2025-05-01", until: "2025-01-01" },
        "until",
      ],
      ["get_insights", { section: "everything" }, "section"],
      ["get_aspect", { aspect: "speed" }, "aspect"],
      ["get_aspect", {}, "aspect"],
      ["list_services", "nope", ""],
    ];
    for (const [name, args, path] of cases) {
      const outcome = callTool(snapshot, { name, arguments: args });
      assert.equal(
        outcome.kind,
        "invalid_arguments",
        `${name} ${JSON.stringify(args)}`,
      );
      if (outcome.kind === "invalid_arguments") {
        assert.ok(
          outcome.issues.some((issue) => issue.path === path),
          `${name}: ${JSON.stringify(outcome.issues)}`,
        );
      }
    }
    assert.throws(() => callTool(snapshot, { name: "nope" }), RangeError);
  });
});

Deno.test("lookups that find nothing are failures the model can act on", async () => {
  await withSnapshot((snapshot) => {
    const outcome = callTool(snapshot, {
      name: "get_review",
      arguments: { id: "missing" },
    });
    assert.equal(outcome.kind, "failed");
    if (outcome.kind === "failed") {
      assert.equal(outcome.error, "not_found");
      assert.match(outcome.message, /search_reviews/);
    }
  });
});

Deno.test("figures: business, rating summary, insights, aspects, entities", async () => {
  await withSnapshot((snapshot) => {
    const { dataset, insights } = snapshot;
    const business = ok(snapshot, "get_business");
    assert.deepEqual(business, {
      ...dataset.business,
      aggregate_rating: dataset.aggregate_rating,
    });

    const summary = ok(snapshot, "get_rating_summary");
    assert.equal(summary.rating_value, dataset.aggregate_rating.rating_value);
    assert.equal(summary.review_count, dataset.reviews.length);
    assert.equal(summary.newest_review_date, dataset.reviews[0].date);
    assert.equal(summary.oldest_review_date, dataset.reviews.at(-1)!.date);
    const years = summary.by_year as Array<
      { year: number; review_count: number }
    >;
    assert.deepEqual(years.map((year) => year.year), [2025, 2024, 2023]);
    assert.equal(
      years.reduce((sum, year) => sum + year.review_count, 0),
      dataset.reviews.length,
    );
    const empty = ok(snapshot, "get_rating_summary", { since: "2030-01-01" });
    assert.equal(empty.review_count, 0);
    assert.equal(empty.rating_value, 0);
    assert.equal(empty.newest_review_date, null);

    assert.deepEqual(ok(snapshot, "get_insights"), insights);
    assert.deepEqual(ok(snapshot, "get_insights", { section: "summary" }), {
      summary: insights.summary,
    });

    const price = ok(snapshot, "get_aspect", { aspect: "price" });
    const expected = insights.aspects.find((item) => item.aspect === "price");
    if (expected) {
      for (const [key, value] of Object.entries(expected)) {
        assert.deepEqual(price[key], value, key);
      }
    }
    const byTechnician = price.by_technician as Array<
      { id: string; mentions: number }
    >;
    for (const entity of insights.entities.technicians) {
      const figures = entity.aspects.find((item) => item.aspect === "price");
      const listed = byTechnician.find((item) => item.id === entity.id);
      assert.equal(listed?.mentions, figures?.mentions || undefined, entity.id);
    }

    const technicians = ok(snapshot, "list_technicians").technicians as Array<
      Record<string, unknown>
    >;
    assert.equal(technicians.length, dataset.business.technicians.length);
    for (const technician of technicians) {
      const entity = insights.entities.technicians.find((item) =>
        item.id === technician.id
      );
      assert.equal(technician.mentions, entity?.mentions ?? 0);
      assert.equal(technician.average_rating, entity?.average_rating ?? null);
      assert.ok(Array.isArray(technician.aliases));
    }
    const services = ok(snapshot, "list_services").services as Array<
      Record<string, unknown>
    >;
    assert.deepEqual(
      services.map((service) => service.id),
      dataset.business.services.map((service) => service.id),
    );
  });
});

Deno.test("trends and responsiveness: get_aspect, list_technicians, list_services, get_insights", async () => {
  await withSnapshot((snapshot) => {
    const { dataset, insights } = snapshot;
    const price = ok(snapshot, "get_aspect", { aspect: "price" });
    const expected = insights.aspects.find((item) => item.aspect === "price")!;
    assert.ok(expected.trend.quarters.length > 0);
    assert.deepEqual(price.trend, expected.trend);
    const byTechnician = price.by_technician as Array<
      { id: string; trend: unknown }
    >;
    assert.ok(byTechnician.length > 0);
    for (const listed of byTechnician) {
      const entity = insights.entities.technicians.find((item) =>
        item.id === listed.id
      )!;
      const figures = entity.aspects.find((item) => item.aspect === "price")!;
      assert.deepEqual(listed.trend, figures.trend, listed.id);
    }
    for (
      const [tool, member, entities] of [
        ["list_technicians", "technicians", insights.entities.technicians],
        ["list_services", "services", insights.entities.services],
      ] as const
    ) {
      const listed = ok(snapshot, tool)[member] as Array<
        { id: string; aspects: unknown }
      >;
      for (const entry of listed) {
        const entity = entities.find((item) => item.id === entry.id);
        assert.deepEqual(entry.aspects, entity?.aspects ?? [], entry.id);
      }
      assert.ok(
        entities.some((entity) =>
          entity.aspects.some((aspect) => aspect.trend.quarters.length > 0)
        ),
        `${tool} has trends`,
      );
    }
    const responsiveness = ok(snapshot, "get_insights", {
      section: "responsiveness",
    });
    assert.deepEqual(responsiveness, {
      responsiveness: insights.responsiveness,
    });
    assert.equal(insights.responsiveness.reviews, dataset.reviews.length);
    assert.equal(
      insights.responsiveness.answered,
      dataset.reviews.filter((review) => review.response !== null).length,
    );
  });
});
