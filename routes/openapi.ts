/**
 * `GET /.well-known/openapi.json`: the OpenAPI 3.1.0 description.
 *
 * @module
 */
import { Hono } from "hono";
import type { AppDeps } from "../lib/app_deps.ts";
import {
  CORS_HEADERS,
  JSON_TYPE,
  readOnlyPath,
} from "../lib/http/responses.ts";
import { buildOpenApiDocument } from "../lib/openapi.ts";

/** Path of the OpenAPI document. */
export const OPENAPI_PATH = "/.well-known/openapi.json";

/** Serves the OpenAPI document, generated once per process. */
export function createOpenApiRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const body = JSON.stringify(buildOpenApiDocument(deps.config.baseUrl));
  app.get(OPENAPI_PATH, () =>
    new Response(body, {
      headers: {
        ...CORS_HEADERS,
        "content-type": JSON_TYPE,
        "cache-control": "public, max-age=300",
      },
    }));
  readOnlyPath(app, OPENAPI_PATH);
  return app;
}
