/** lib/pages/api_index.ts: the JSON index of the API for `GET /`. */
import assert from "node:assert/strict";
import { apiIndex } from "../../lib/pages/api_index.ts";
import { buildOpenApiDocument } from "../../lib/openapi.ts";
import { createTestApp } from "../helpers/app.ts";
import { makeDataset, syntheticReviews } from "../helpers/data.ts";

Deno.test("the index names the business, its rating and links, and every path it lists is in the OpenAPI document", async () => {
  using app = await createTestApp(makeDataset(syntheticReviews(4)));
  const index = apiIndex(app.snapshot, "https://base.test") as {
    business: { name: string };
    aggregate_rating: unknown;
    links: Record<string, string>;
    endpoints: { method: string; path: string; description: string }[];
  };
  assert.equal(index.business.name, app.snapshot.dataset.business.name);
  assert.deepEqual(
    index.aggregate_rating,
    app.snapshot.dataset.aggregate_rating,
  );
  assert.equal(
    index.links.openapi,
    "https://base.test/.well-known/openapi.json",
  );
  const paths = buildOpenApiDocument("https://base.test").paths as Record<
    string,
    Record<string, unknown>
  >;
  for (const endpoint of index.endpoints) {
    assert.ok(
      paths[endpoint.path]?.[endpoint.method.toLowerCase()],
      `${endpoint.method} ${endpoint.path}`,
    );
    assert.ok(endpoint.description.length > 0);
  }
});
