/**
 * The dataset documents: `/reviews.json`, `/insights.json` and the feeds,
 * served from bytes serialised once per version.
 *
 * @module
 */
import { Hono } from "hono";
import type { AppDeps } from "../lib/app_deps.ts";
import { conditionalResponse, readOnlyPath } from "../lib/http.ts";
import { DOCUMENT_PATHS } from "../lib/snapshot.ts";
import { TOPIC_PATHS, topicLinkHeader, type TopicPath } from "../lib/urls.ts";

/** The dataset and feed endpoints. */
export function createDatasetRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  for (const path of DOCUMENT_PATHS) {
    const topic = (TOPIC_PATHS as readonly string[]).includes(path);
    const headers: Record<string, string> = topic
      ? { link: topicLinkHeader(deps.config.baseUrl, path as TopicPath) }
      : {};
    app.get(path, (context) =>
      conditionalResponse(
        context.req.raw,
        deps.snapshots.current.documents[path],
        headers,
      ));
    readOnlyPath(app, path);
  }
  return app;
}
