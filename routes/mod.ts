/**
 * The service's HTTP application: every sub-app mounted on one Hono app.
 *
 * @module
 */
import { Hono } from "hono";
import type { AppDeps } from "../lib/app_deps.ts";
import { errorResponse } from "../lib/http/responses.ts";
import { createDatasetRoutes } from "./datasets.ts";
import { createHubRoutes } from "./hub.ts";
import { createMcpRoutes } from "./mcp.ts";
import { createOpenApiRoutes } from "./openapi.ts";
import { createPageRoutes, notFound } from "./pages.ts";
import { createReviewRoutes } from "./reviews.ts";

/** Builds the application. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  app.route("/", createDatasetRoutes(deps));
  app.route("/", createReviewRoutes(deps));
  app.route("/", createOpenApiRoutes(deps));
  app.route("/", createHubRoutes(deps));
  app.route("/", createMcpRoutes(deps));
  app.route("/", createPageRoutes(deps));
  // Browsers get an HTML page, everything else the JSON 404.
  app.notFound((context) => notFound(deps, context.req.raw));
  app.onError((error) => {
    console.error("unhandled error:", error);
    return errorResponse(500, "internal_error");
  });
  return app;
}
