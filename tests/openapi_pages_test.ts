/**
 * lib/openapi_pages.ts: the pages and embeds in the OpenAPI document, with
 * the parameters of the zod schemas that validate them, and the real
 * answers of the service in the media types and statuses it gives.
 */
import assert from "node:assert/strict";
import { buildOpenApiDocument } from "../lib/openapi.ts";
import { withTestApp } from "./helpers/app.ts";
import { makeDataset, syntheticReviews } from "./helpers/data.ts";
import { BROWSER_ACCEPT } from "./helpers/page_app.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

const PAGES: Record<string, string> = {
  "/": "text/html",
  "/search": "text/html",
  "/reviews/{id}": "text/html",
  "/technicians/{id}": "text/html",
  "/services/{id}": "text/html",
  "/badge.svg": "image/svg+xml",
  "/embed": "text/html",
  "/widget.js": "text/javascript",
};

function parameters(operation: Json): Record<string, Json> {
  return Object.fromEntries(
    operation.parameters.map((parameter: Json) => [parameter.name, parameter]),
  );
}

Deno.test("every page and embed is described with its media type, validators and errors", () => {
  const document: Json = buildOpenApiDocument("https://reviews.example.com");
  assert.ok(document.tags.some((tag: Json) => tag.name === "pages"));
  for (const [path, mediaType] of Object.entries(PAGES)) {
    const operation = document.paths[path]?.get;
    assert.ok(operation, path);
    assert.deepEqual(operation.tags, ["pages"], path);
    assert.ok(operation.responses["200"].content[mediaType], path);
    assert.ok(operation.responses["200"].headers.ETag, path);
    assert.ok(operation.responses["304"], path);
    const names = Object.keys(parameters(operation));
    assert.ok(names.includes("If-None-Match"), path);
  }
  assert.ok(
    document.paths["/"].get.responses["200"].content["application/json"],
  );
  for (const path of ["/reviews/{id}", "/technicians/{id}", "/services/{id}"]) {
    const operation = document.paths[path].get;
    const id = parameters(operation).id;
    assert.equal(id.in, "path");
    assert.equal(id.required, true);
    const notFound = operation.responses["404"].content;
    assert.ok(notFound["text/html"] && notFound["application/json"], path);
  }
  for (const path of ["/search", "/embed", "/technicians/{id}"]) {
    assert.ok(document.paths[path].get.responses["400"].content["text/html"]);
  }
});

Deno.test("the search page takes the JSON search's parameters, from the same schemas", () => {
  const document: Json = buildOpenApiDocument("https://reviews.example.com");
  const api = parameters(document.paths["/api/reviews/search"].get);
  const page = parameters(document.paths["/search"].get);
  for (const [name, parameter] of Object.entries(api)) {
    assert.deepEqual(page[name], parameter, name);
  }
  const technicians = parameters(document.paths["/technicians/{id}"].get);
  assert.deepEqual(technicians.cursor, api.cursor);
  assert.equal(technicians.rating, undefined);
});

Deno.test("the embed's parameters: limit 1-20 (default 5) and the search's filters", () => {
  const document: Json = buildOpenApiDocument("https://reviews.example.com");
  const api = parameters(document.paths["/api/reviews/search"].get);
  const embed = parameters(document.paths["/embed"].get);
  assert.deepEqual(
    Object.keys(embed).filter((name) => !name.startsWith("If-")).sort(),
    ["limit", "min_rating", "service", "technician"],
  );
  assert.equal(embed.limit.schema.type, "integer");
  assert.equal(embed.limit.schema.minimum, 1);
  assert.equal(embed.limit.schema.maximum, 20);
  assert.equal(embed.limit.schema.default, 5);
  assert.deepEqual(embed.min_rating.schema, api.min_rating.schema);
  assert.deepEqual(embed.technician.schema, api.mentions_technician.schema);
  assert.deepEqual(embed.service.schema, api.mentions_service.schema);
});

Deno.test("the service answers the pages in the documented media types and statuses", async () => {
  const document: Json = buildOpenApiDocument("https://reviews.test");
  await withTestApp(makeDataset(syntheticReviews(30)), async (testApp) => {
    const { dataset } = testApp.snapshot;
    const ids: Record<string, string> = {
      "/reviews/{id}": dataset.reviews[0].id,
      "/technicians/{id}": testApp.snapshot.insights.entities.technicians[0].id,
      "/services/{id}": testApp.snapshot.insights.entities.services[0].id,
    };
    const get = (path: string) =>
      testApp.request(path, { headers: { accept: BROWSER_ACCEPT } });
    for (const [template, mediaType] of Object.entries(PAGES)) {
      const path = template.replace(
        "{id}",
        encodeURIComponent(ids[template] ?? ""),
      );
      const response = await get(path);
      await response.body?.cancel();
      const documented = document.paths[template].get.responses;
      assert.ok(
        documented[String(response.status)],
        `${path} ${response.status}`,
      );
      assert.equal(response.status, 200, path);
      assert.ok(
        response.headers.get("content-type")!.startsWith(mediaType),
        `${path}: ${response.headers.get("content-type")}`,
      );
      const revalidated = await testApp.request(path, {
        headers: {
          accept: BROWSER_ACCEPT,
          "if-none-match": response.headers.get("etag")!,
        },
      });
      await revalidated.body?.cancel();
      assert.equal(revalidated.status, 304, path);
    }
    for (
      const [path, template, status] of [
        ["/search?rating=9", "/search", "400"],
        ["/embed?limit=21", "/embed", "400"],
        ["/reviews/nope", "/reviews/{id}", "404"],
        ["/services/nope", "/services/{id}", "404"],
      ]
    ) {
      const response = await get(path);
      await response.body?.cancel();
      assert.equal(String(response.status), status, path);
      assert.ok(document.paths[template].get.responses[status], path);
    }
  });
});
