/**
 * The service's HTTP application: every sub-app mounted on one Hono app.
 *
 * @module
 */
import { Hono } from "hono";
import type { AppDeps } from "../lib/app_deps.ts";
import { CORS_HEADERS, errorResponse } from "../lib/http.ts";
import { HUB_PATH } from "../lib/urls.ts";
import { createDatasetRoutes } from "./datasets.ts";
import { createHubRoutes } from "./hub.ts";
import { createMcpRoutes } from "./mcp.ts";
import { createOpenApiRoutes } from "./openapi.ts";
import { createReviewRoutes } from "./reviews.ts";

/** Paths with their own cross-origin policy (MCP) or none (the hub). */
function isReadPath(path: string): boolean {
  return path !== "/mcp" && path !== HUB_PATH;
}

/** Builds the application. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  // Cross-cutting: the read endpoints are readable from any origin.
  app.use("*", async (context, next) => {
    await next();
    if (isReadPath(context.req.path)) {
      for (const [name, value] of Object.entries(CORS_HEADERS)) {
        context.res.headers.set(name, value);
      }
    }
  });
  app.route("/", createDatasetRoutes(deps));
  app.route("/", createReviewRoutes(deps));
  app.route("/", createOpenApiRoutes(deps));
  app.route("/", createHubRoutes(deps));
  app.route("/", createMcpRoutes(deps));
  app.notFound(() =>
    errorResponse(404, "not_found", { message: "no such resource" })
  );
  app.onError((error) => {
    console.error("unhandled error:", error);
    return errorResponse(500, "internal_error");
  });
  return app;
}
