/**
 * The dataset documents: `/reviews.json`, `/insights.json` and the feeds,
 * served from bytes serialised once per version.
 *
 * @module
 */
import { Hono } from "hono";
import type { AppDeps } from "../lib/app_deps.ts";
import {
  conditionalResponse,
  type PreparedRepresentation,
  prepareRepresentation,
} from "../lib/http/conditional.ts";
import { readOnlyPath } from "../lib/http/responses.ts";
import type { Representation } from "../lib/dataset/snapshot.ts";
import { DOCUMENT_PATHS } from "../lib/dataset/documents.ts";
import { documentHeaders } from "./early_documents.ts";

/** The dataset and feed endpoints. */
export function createDatasetRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  // Headers are computed once per version and document, not per request.
  const prepared = new WeakMap<Representation, PreparedRepresentation>();
  for (const path of DOCUMENT_PATHS) {
    const headers = documentHeaders(deps.config.baseUrl, path);
    app.get(path, (context) => {
      const document = deps.snapshots.current.documents[path];
      let representation = prepared.get(document);
      if (!representation) {
        representation = prepareRepresentation(document, headers);
        prepared.set(document, representation);
      }
      return conditionalResponse(context.req.raw, representation);
    });
    readOnlyPath(app, path);
  }
  return app;
}
