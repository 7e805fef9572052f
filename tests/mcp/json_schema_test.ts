/**
 * Self-contained tool JSON Schemas from zod (lib/mcp/json_schema.ts).
 */
import assert from "node:assert/strict";
import { z } from "zod";
import { toToolJsonSchema } from "../../lib/mcp/json_schema.ts";
import {
  IsoDateSchema,
  ReviewListSchema,
  SearchArgsSchema,
} from "../../lib/schemas/mod.ts";

Deno.test("references are inlined; no $defs, $ref or $schema remain", () => {
  const schema = toToolJsonSchema(ReviewListSchema, { io: "output" });
  const text = JSON.stringify(schema);
  assert.equal(schema.type, "object");
  assert.ok(!text.includes("$ref"));
  assert.ok(!text.includes("$defs"));
  assert.ok(!text.includes("$schema"));
  const properties = schema.properties as Record<
    string,
    Record<string, unknown>
  >;
  const review = properties.reviews.items as Record<string, unknown>;
  assert.equal(review.type, "object");
  const reviewProperties = review.properties as Record<
    string,
    Record<string, unknown>
  >;
  assert.equal(reviewProperties.date.format, "date");
  assert.equal(
    reviewProperties.date.description,
    "Date the review was posted.",
  );
  assert.ok("id" in reviewProperties, "a property named id is kept");
  assert.deepEqual(schema.required, [
    "reviews",
    "count",
    "total",
    "next_cursor",
  ]);
});

Deno.test("input schemas follow the zod input side: defaults optional, strict", () => {
  const schema = toToolJsonSchema(SearchArgsSchema, { io: "input" });
  assert.equal(schema.additionalProperties, false);
  assert.equal(schema.required, undefined, "every search argument is optional");
  const properties = schema.properties as Record<
    string,
    Record<string, unknown>
  >;
  assert.deepEqual(
    {
      type: properties.rating.type,
      minimum: properties.rating.minimum,
      maximum: properties.rating.maximum,
    },
    { type: "integer", minimum: 1, maximum: 5 },
  );
  assert.equal(properties.limit.default, 20);
  assert.equal(properties.since.format, "date");

  const output = toToolJsonSchema(z.object({ a: z.string().default("x") }), {
    io: "output",
  });
  assert.deepEqual(output.required, ["a"]);
  const input = toToolJsonSchema(z.object({ a: z.string().default("x") }), {
    io: "input",
  });
  assert.equal(input.required, undefined);
});

Deno.test("non-object and recursive schemas are refused", () => {
  assert.throws(
    () => toToolJsonSchema(IsoDateSchema, { io: "input" }),
    /object/,
  );
  interface Node {
    name: string;
    children: Node[];
  }
  const NodeSchema: z.ZodType<Node> = z.lazy(() =>
    z.object({ name: z.string(), children: z.array(NodeSchema) })
  ).meta({ id: "McpTestNode" });
  assert.throws(
    () => toToolJsonSchema(z.object({ root: NodeSchema }), { io: "output" }),
    /reference/,
  );
});
