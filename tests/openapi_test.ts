import assert from "node:assert/strict";
import {
  addFormats as addFormatsModule,
  Ajv2020,
  openapi,
} from "./helpers/dev_deps/json_schema.ts";
import { API_VERSION, buildOpenApiDocument } from "../lib/openapi.ts";
import { TEST_BASE_URL, type TestApp, withTestApp } from "./helpers/app.ts";
import { makeDataset, syntheticReviews } from "./helpers/data.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

/**
 * The official OpenAPI 3.1 schema (2025-11-23). Ajv resolves its
 * `$dynamicRef: "#meta"` wrongly (to the enclosing object), so it is replaced
 * by the plain reference it denotes in the base schema: `#/$defs/schema`
 * (any object or boolean; schemas are checked separately below).
 */
function officialSchema(): Record<string, unknown> {
  function patch(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(patch);
    if (value && typeof value === "object") {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        if (key === "$dynamicRef" && item === "#meta") {
          out.$ref = "#/$defs/schema";
        } else out[key] = patch(item);
      }
      return out;
    }
    return value;
  }
  return patch(openapi.v31) as Record<string, unknown>;
}

function documentValidator() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addFormat("media-range", true);
  return ajv.compile(officialSchema());
}

const COMPONENTS = "urn:openapi:components:";

/** Ajv with every component schema of `document`, compiled strictly. */
function componentsAjv(document: Json): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  for (const [id, schema] of Object.entries(document.components.schemas)) {
    const text = JSON.stringify(schema).replaceAll(
      '"#/components/schemas/',
      `"${COMPONENTS}`,
    );
    ajv.addSchema(JSON.parse(text), COMPONENTS + id);
  }
  return ajv;
}

/** The validator of a `$ref` to a component. */
function refValidator(ajv: Ajv2020, schema: Json) {
  assert.ok(
    schema?.$ref?.startsWith("#/components/schemas/"),
    JSON.stringify(schema),
  );
  const validate = ajv.getSchema(
    COMPONENTS + schema.$ref.slice("#/components/schemas/".length),
  );
  assert.ok(validate, schema.$ref);
  return validate;
}

Deno.test("the document is valid against the OpenAPI 3.1 schema", () => {
  const validate = documentValidator();
  const document = buildOpenApiDocument("https://reviews.example.com");
  const valid = validate(document);
  assert.ok(valid, JSON.stringify(validate.errors?.slice(0, 5), null, 2));
});

Deno.test("the schema check is not vacuous", () => {
  const validate = documentValidator();
  const document: Json = buildOpenApiDocument("https://reviews.example.com");
  const broken: Json[] = [
    { ...document, openapi: "3.0.3" },
    { ...document, info: { version: "1" } },
    structuredClone(document),
    structuredClone(document),
    structuredClone(document),
  ];
  broken[2].paths["/api/reviews/search"].get.parameters[0].in = "body";
  broken[3].paths["/reviews.json"].get.responses["200"].description = 7;
  broken[4].paths["/api/reviews/search"].get.unknownMember = true;
  for (const document of broken) assert.equal(validate(document), false);
});

Deno.test("every component schema is valid JSON Schema 2020-12", () => {
  const document: Json = buildOpenApiDocument("https://reviews.example.com");
  const ajv = componentsAjv(document);
  const ids = Object.keys(document.components.schemas);
  for (const id of ids) {
    assert.ok(ajv.getSchema(COMPONENTS + id), id);
  }
  for (
    const id of [
      "Review",
      "ReviewsDataset",
      "Insights",
      "JsonFeed",
      "ReviewList",
      "ValidationError",
      "Error",
    ]
  ) {
    assert.ok(ids.includes(id), id);
  }
});

Deno.test("the document describes the interface", () => {
  const document: Json = buildOpenApiDocument("https://reviews.example.com/x");
  assert.equal(document.openapi, "3.1.0");
  assert.equal(document.info.version, "1.0.0");
  assert.equal(API_VERSION, "1.0.0");
  assert.deepEqual(document.servers, [{
    url: "https://reviews.example.com/x",
  }]);
  for (
    const [path, method] of [
      ["/reviews.json", "get"],
      ["/insights.json", "get"],
      ["/api/feed.json", "get"],
      ["/feed.xml", "get"],
      ["/api/reviews/search", "get"],
      ["/api/reviews/since/{date}", "get"],
      ["/api/reviews/{id}", "get"],
      ["/.well-known/openapi.json", "get"],
      ["/healthz", "get"],
      ["/readyz", "get"],
      ["/mcp", "post"],
      ["/api/websub/hub", "post"],
      ["/", "get"],
      ["/search", "get"],
      ["/reviews/{id}", "get"],
      ["/technicians/{id}", "get"],
      ["/services/{id}", "get"],
      ["/badge.svg", "get"],
      ["/embed", "get"],
      ["/widget.js", "get"],
    ]
  ) {
    assert.ok(document.paths[path]?.[method], `${method} ${path}`);
  }
  const since = document.paths["/api/reviews/since/{date}"].get;
  const parameters = Object.fromEntries(
    document.paths["/api/reviews/search"].get.parameters.map((
      parameter: Json,
    ) => [parameter.name, parameter]),
  );
  assert.deepEqual(Object.keys(parameters).sort(), [
    "cursor",
    "limit",
    "mentions_service",
    "mentions_technician",
    "min_rating",
    "query",
    "rating",
    "since",
    "until",
  ]);
  for (const parameter of Object.values(parameters) as Json[]) {
    assert.equal(parameter.in, "query");
    assert.equal(parameter.required, false);
  }
  assert.equal(parameters.rating.schema.type, "integer");
  assert.equal(parameters.rating.schema.minimum, 1);
  assert.equal(parameters.rating.schema.maximum, 5);
  assert.equal(parameters.min_rating.schema.type, "number");
  assert.equal(parameters.min_rating.schema.minimum, 1);
  assert.equal(parameters.min_rating.schema.maximum, 5);
  assert.equal(parameters.limit.schema.type, "integer");
  assert.equal(parameters.limit.schema.minimum, 1);
  assert.equal(parameters.limit.schema.maximum, 100);
  assert.equal(parameters.limit.schema.default, 20);
  const resolve = (schema: Json): Json =>
    schema.$ref
      ? document.components.schemas[
        schema.$ref.slice("#/components/schemas/".length)
      ]
      : schema;
  assert.equal(resolve(parameters.since.schema).format, "date");
  assert.equal(resolve(parameters.until.schema).format, "date");
  const date = since.parameters.find((p: Json) => p.name === "date");
  assert.equal(resolve(date.schema).format, "date");
  const search = document.paths["/api/reviews/search"].get.responses;
  assert.ok(search["200"] && search["400"]);
  assert.ok(
    since.responses["200"] && since.responses["304"] && since.responses["400"],
  );
  assert.ok(
    since.parameters.some((p: Json) =>
      p.name === "date" && p.in === "path" && p.required
    ),
  );
});

async function servedDocument(testApp: TestApp): Promise<Json> {
  const response = await testApp.request("/.well-known/openapi.json");
  assert.equal(response.status, 200);
  assert.match(response.headers.get("content-type")!, /^application\/json/);
  return await response.json();
}

function responseSchema(document: Json, path: string, status: string): Json {
  const operation = document.paths[path].get;
  const schema = operation.responses[status]?.content?.["application/json"]
    ?.schema;
  assert.ok(schema, `${path} ${status}`);
  return schema;
}

Deno.test("the served document is the generated one, valid, for BASE_URL", async () => {
  await withTestApp(makeDataset(syntheticReviews(5)), async (testApp) => {
    const document = await servedDocument(testApp);
    assert.deepEqual(document, buildOpenApiDocument(TEST_BASE_URL));
    const validate = documentValidator();
    assert.ok(validate(document), JSON.stringify(validate.errors?.slice(0, 3)));
  });
});

Deno.test("real answers match the schemas the served document gives them", async () => {
  await withTestApp(makeDataset(syntheticReviews(80)), async (testApp) => {
    const document = await servedDocument(testApp);
    const ajv = componentsAjv(document);
    const reviewId = testApp.snapshot.dataset.reviews[0].id;
    const cases: Array<[string, string, string]> = [
      ["/api/reviews/search", "/api/reviews/search", "200"],
      [
        "/api/reviews/search",
        "/api/reviews/search?rating=5&min_rating=2&since=2023-01-01&until=2025-12-31&query=the&limit=3",
        "200",
      ],
      [
        "/api/reviews/search",
        "/api/reviews/search?mentions_technician=nobody",
        "200",
      ],
      ["/api/reviews/search", "/api/reviews/search?rating=9&foo=1", "400"],
      ["/api/reviews/since/{date}", "/api/reviews/since/2024-01-01", "200"],
      ["/api/reviews/since/{date}", "/api/reviews/since/2099-01-01", "200"],
      ["/api/reviews/since/{date}", "/api/reviews/since/2024-02-30", "400"],
      ["/reviews.json", "/reviews.json", "200"],
      ["/insights.json", "/insights.json", "200"],
      ["/api/feed.json", "/api/feed.json", "200"],
      ["/api/reviews/{id}", `/api/reviews/${reviewId}`, "200"],
      ["/api/reviews/{id}", "/api/reviews/unknown", "404"],
      ["/healthz", "/healthz", "200"],
      ["/readyz", "/readyz", "200"],
    ];
    for (const [template, url, status] of cases) {
      const response = await testApp.request(url);
      assert.equal(String(response.status), status, url);
      const body = await response.json();
      const validate = refValidator(
        ajv,
        responseSchema(document, template, status),
      );
      assert.ok(
        validate(body),
        `${url}: ${JSON.stringify(validate.errors?.slice(0, 3))}`,
      );
    }
  });
});

Deno.test("the response schemas reject wrong answers", async () => {
  await withTestApp(makeDataset(syntheticReviews(10)), async (testApp) => {
    const document = await servedDocument(testApp);
    const ajv = componentsAjv(document);
    const list = refValidator(
      ajv,
      responseSchema(document, "/api/reviews/search", "200"),
    );
    const page = await (await testApp.request("/api/reviews/search")).json();
    assert.equal(list(page), true);
    assert.equal(list({ ...page, count: "1" }), false);
    assert.equal(list({ ...page, next_cursor: undefined }), false);
    const bad = structuredClone(page);
    bad.reviews[0].rating = 6;
    assert.equal(list(bad), false);
    bad.reviews[0].rating = 5;
    bad.reviews[0].date = "2025-02-30";
    assert.equal(list(bad), false);
    const error = refValidator(
      ajv,
      responseSchema(document, "/api/reviews/search", "400"),
    );
    assert.equal(error({ error: "invalid_request", issues: [] }), false);
    assert.equal(error({ error: "invalid_request" }), false);
  });
});

Deno.test("trends and responsiveness are documented components of the insights", () => {
  const document: Json = buildOpenApiDocument("https://reviews.example.com");
  const schemas = document.components.schemas;
  const insights = schemas.Insights.properties;
  assert.equal(
    insights.responsiveness.$ref,
    "#/components/schemas/Responsiveness",
  );
  assert.ok(schemas.Insights.required.includes("responsiveness"));
  assert.equal(
    schemas.AspectInsight.properties.trend.$ref,
    "#/components/schemas/Trend",
  );
  assert.ok(schemas.EntityAspect.properties.trend);
  // The rule and the definitions are in the descriptions.
  assert.match(schemas.Trend.description, /two-proportion z-test/);
  assert.match(schemas.Trend.description, /at least 20 statements/);
  assert.match(schemas.Trend.description, /\|z\| >= 2\.576/);
  assert.deepEqual(schemas.TrendDirection.enum, [
    "improving",
    "declining",
    "steady",
    "insufficient_data",
  ]);
  const responsiveness = schemas.Responsiveness.properties;
  assert.match(responsiveness.negative_reviews.description, /2 stars or fewer/);
  assert.match(responsiveness.answered.description, /response/);
  assert.match(
    responsiveness.median_days_to_answer.description,
    /calendar days from a review's date to its reply's date/,
  );
});
