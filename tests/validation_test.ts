import assert from "node:assert/strict";
import { z } from "zod";
import { formatPath, toValidationIssues } from "../lib/validation.ts";

Deno.test("formatPath: parameter style is the parameter name", () => {
  assert.equal(formatPath(["rating"], "parameter"), "rating");
  assert.equal(formatPath(["a", 0, "b"], "parameter"), "a.0.b");
  assert.equal(formatPath([], "parameter"), "");
});

Deno.test("formatPath: JSON style is a JSON path from $", () => {
  assert.equal(formatPath([], "json"), "$");
  assert.equal(
    formatPath(["reviews", 3, "rating"], "json"),
    "$.reviews[3].rating",
  );
  assert.equal(
    formatPath(["aggregate_rating", "distribution", "1"], "json"),
    '$.aggregate_rating.distribution["1"]',
  );
  assert.equal(formatPath(["a-b", "c d"], "json"), '$["a-b"]["c d"]');
  assert.equal(formatPath(['say "hi"'], "json"), '$["say \\"hi\\""]');
  assert.equal(formatPath(["_x1"], "json"), "$._x1");
});

Deno.test("toValidationIssues: one issue per unknown key", () => {
  const schema = z.strictObject({ rating: z.int().optional() });
  const result = schema.safeParse({ sort: 1, order: 2, rating: 1.5 });
  assert.equal(result.success, false);
  const issues = toValidationIssues(result.error!.issues, "parameter");
  assert.deepEqual(
    issues.map(({ path, code }) => ({ path, code })).sort((a, b) =>
      a.path < b.path ? -1 : 1
    ),
    [
      { path: "order", code: "unknown_parameter" },
      { path: "rating", code: "invalid_type" },
      { path: "sort", code: "unknown_parameter" },
    ],
  );
  const sort = issues.find((issue) => issue.path === "sort")!;
  assert.equal(sort.message, 'unknown parameter "sort"');
});

Deno.test("toValidationIssues: nested unknown members in files", () => {
  const schema = z.object({
    items: z.array(z.strictObject({ id: z.string() })),
  });
  const result = schema.safeParse({ items: [{ id: "a" }, { id: "b", x: 1 }] });
  const issues = toValidationIssues(result.error!.issues, "json");
  assert.deepEqual(issues, [{
    path: "$.items[1].x",
    code: "unknown_parameter",
    message: 'unknown member "x"',
  }]);
});

Deno.test("toValidationIssues keeps code and message of other issues", () => {
  const schema = z.object({
    limit: z.int().max(100, { error: "must be at most 100" }),
  });
  const result = schema.safeParse({ limit: 101 });
  assert.deepEqual(toValidationIssues(result.error!.issues, "parameter"), [{
    path: "limit",
    code: "too_big",
    message: "must be at most 100",
  }]);
  assert.deepEqual(toValidationIssues([], "json"), []);
});
