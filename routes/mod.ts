/**
 * The service's HTTP application: every sub-app mounted on one Hono app.
 * The sub-apps a first request rarely needs (search and since, the OpenAPI
 * document, MCP) are loaded on their first request, so that a new instance
 * answers quickly.
 *
 * @module
 */
import { Hono } from "hono";
import type { Context } from "hono";
import type { AppDeps } from "../lib/app_deps.ts";
import { NoVersionError } from "../lib/dataset/snapshot_holder.ts";
import { errorResponse } from "../lib/http/responses.ts";
import { createDatasetRoutes } from "./datasets.ts";
import { createHealthRoutes } from "./health.ts";
import { createHubRoutes } from "./hub.ts";
import { createEmbedRoutes } from "./embeds.ts";
import { unrouted } from "./not_found.ts";
import { createPageRoutes } from "./pages.ts";
import { notReadyResponse } from "./readiness.ts";

function onError(error: unknown): Response {
  if (error instanceof NoVersionError) return notReadyResponse(error.message);
  console.error("unhandled error:", error);
  return errorResponse(500, "internal_error");
}

/**
 * Imports a module of this folder when first needed. The specifier is made
 * at run time on purpose: Deno loads the statically written targets of
 * `import()` with the main module's graph (npm packages included), which
 * is what a cold start must not pay for.
 */
function importLater<T>(file: string): Promise<T> {
  return import(new URL(file, import.meta.url).href);
}

/** A handler that loads a sub-app on its first request and hands requests to it. */
function lazyApp(
  deps: AppDeps,
  load: () => Promise<Hono>,
): (context: Context) => Promise<Response> {
  let loaded: Promise<Hono> | null = null;
  return async (context) => {
    loaded ??= load().then((app) =>
      app.notFound((c) => unrouted(app, deps, c.req.raw)).onError(onError)
    );
    return await (await loaded).fetch(context.req.raw, context.env);
  };
}

/** Builds the application. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  app.route("/", createHealthRoutes(deps));
  app.route("/", createDatasetRoutes(deps));
  app.route("/", createHubRoutes(deps));
  app.all(
    "/api/reviews/*",
    lazyApp(
      deps,
      () =>
        importLater<typeof import("./reviews.ts")>("./reviews.ts").then((
          module,
        ) => module.createReviewRoutes(deps)),
    ),
  );
  app.all(
    "/.well-known/openapi.json",
    lazyApp(
      deps,
      () =>
        importLater<typeof import("./openapi.ts")>("./openapi.ts").then((
          module,
        ) => module.createOpenApiRoutes(deps)),
    ),
  );
  app.all(
    "/mcp",
    lazyApp(
      deps,
      () =>
        importLater<typeof import("./mcp.ts")>("./mcp.ts").then((module) =>
          module.createMcpRoutes(deps)
        ),
    ),
  );
  app.route("/", createPageRoutes(deps));
  app.route("/", createEmbedRoutes(deps));
  // Browsers get an HTML page, everything else the JSON 404.
  app.notFound((context) => unrouted(app, deps, context.req.raw));
  app.onError(onError);
  return app;
}
