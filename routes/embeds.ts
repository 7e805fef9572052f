/**
 * The embeds for the business's own site: `/badge.svg` (the rating as an
 * image), `/embed` (a page for an iframe) and `/widget.js` (the
 * `<reviews-widget>` custom element). Rendered once per dataset version and
 * request, like the pages.
 *
 * @module
 */
import { Hono } from "hono";
import type { AppDeps } from "../lib/app_deps.ts";
import { entityTag } from "../lib/dataset/snapshot.ts";
import {
  conditionalResponse,
  prepareRepresentation,
} from "../lib/http/conditional.ts";
import { readOnlyPath } from "../lib/http/responses.ts";
import { badgeSvg } from "../lib/pages/badge.ts";
import {
  HTML_TYPE,
  PageCache,
  pageHeaders,
  renderAnswer,
} from "../lib/pages/render.ts";
import {
  filterWords,
  nonEmptyParams,
  queryOf,
} from "../lib/pages/search_query.ts";
import { embedPage } from "../lib/pages/views/mod.ts";
import { EmbedArgsSchema, type SearchArgs } from "../lib/schemas/mod.ts";
import { queryArgs, searchReviews } from "../lib/search.ts";
import { toValidationIssues } from "../lib/validation.ts";

const EMBED_RULES = {
  known: new Set(Object.keys(EmbedArgsSchema.shape)),
  numeric: new Set(["limit", "min_rating"]),
};

/** The widget's source, served as is. */
const WIDGET_SOURCE = await Deno.readFile(
  new URL("../lib/pages/widget.js", import.meta.url),
);
const WIDGET_ETAG = await entityTag(WIDGET_SOURCE);
const WIDGET_LOADED_AT = new Date().toUTCString();

/** The embeds' sub-app. */
export function createEmbedRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const baseUrl = deps.config.baseUrl;
  const fixed = new PageCache(4);
  // Many different embed queries must not push the badge out.
  const queried = new PageCache(256);

  app.get("/badge.svg", (context) => {
    const request = context.req.raw;
    const snapshot = deps.snapshots.current;
    return fixed.answer(
      request,
      snapshot,
      "/badge.svg",
      () =>
        renderAnswer(snapshot, badgeSvg(snapshot.dataset), {
          contentType: "image/svg+xml",
          headers: {
            "content-security-policy": "default-src 'none'",
            "x-content-type-options": "nosniff",
          },
        }),
    );
  });
  readOnlyPath(app, "/badge.svg");

  const embedHeaders = pageHeaders({ framable: true });
  app.get("/embed", (context) => {
    const request = context.req.raw;
    const snapshot = deps.snapshots.current;
    const query = queryOf(request.url);
    return queried.answer(request, snapshot, `/embed?${query}`, () => {
      const params = nonEmptyParams(query);
      const { args, issues } = queryArgs(params, EMBED_RULES);
      const parsed = EmbedArgsSchema.safeParse(args);
      if (!parsed.success) {
        issues.push(...toValidationIssues(parsed.error.issues, "parameter"));
      }
      const embed = (
        result: Parameters<typeof embedPage>[0]["result"],
        filters: string[],
      ) =>
        embedPage({
          dataset: snapshot.dataset,
          baseUrl,
          path: "/embed",
          result,
          filters,
        });
      if (issues.length > 0 || !parsed.success) {
        return renderAnswer(snapshot, embed({ issues }, []), {
          contentType: HTML_TYPE,
          status: 400,
          headers: embedHeaders,
        });
      }
      const searchArgs: SearchArgs = {
        limit: parsed.data.limit,
        min_rating: parsed.data.min_rating,
        mentions_technician: parsed.data.technician,
        mentions_service: parsed.data.service,
      };
      for (const key of Object.keys(searchArgs) as (keyof SearchArgs)[]) {
        if (searchArgs[key] === undefined) delete searchArgs[key];
      }
      const result = searchReviews(snapshot.index, {
        args: searchArgs,
        after: null,
      });
      return renderAnswer(
        snapshot,
        embed(result, filterWords(searchArgs, snapshot)),
        { contentType: HTML_TYPE, headers: embedHeaders },
      );
    });
  });
  readOnlyPath(app, "/embed");

  const widget = prepareRepresentation({
    body: WIDGET_SOURCE,
    contentType: "text/javascript",
    etag: WIDGET_ETAG,
    lastModified: WIDGET_LOADED_AT,
  }, { "x-content-type-options": "nosniff" });
  app.get(
    "/widget.js",
    (context) => conditionalResponse(context.req.raw, widget),
  );
  readOnlyPath(app, "/widget.js");

  return app;
}
