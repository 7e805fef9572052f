/**
 * The pages for people (`/`, `/search`, `/reviews/{id}`, `/technicians/{id}`,
 * `/services/{id}`), the embeds (`/badge.svg`, `/embed`, `/widget.js`), the
 * JSON index of the API at `/` for API clients, and the HTML 404 page.
 * Every answer is rendered once per dataset version and request.
 *
 * @module
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../lib/app_deps.ts";
import type { Snapshot } from "../lib/dataset/snapshot.ts";
import { entityTag } from "../lib/dataset/snapshot.ts";
import {
  conditionalResponse,
  prepareRepresentation,
} from "../lib/http/conditional.ts";
import {
  errorResponse,
  JSON_TYPE,
  readOnlyPath,
} from "../lib/http/responses.ts";
import { prefersHtml, prefersJson } from "../lib/pages/accept.ts";
import { badgeSvg } from "../lib/pages/badge.ts";
import type { SearchFormValues } from "../lib/pages/components.tsx";
import { formatDate, plural } from "../lib/pages/format.ts";
import {
  HTML_TYPE,
  PageCache,
  pageHeaders,
  renderAnswer,
} from "../lib/pages/render.ts";
import {
  embedPage,
  entityPage,
  homePage,
  notFoundPage,
  reviewPage,
  searchPage,
} from "../lib/pages/views.tsx";
import {
  type EntityInsight,
  type SearchArgs,
  SearchArgsSchema,
  type ValidationIssue,
} from "../lib/schemas/mod.ts";
import {
  parseSearchQuery,
  queryArgs,
  searchReviews,
  validateSearchArgs,
} from "../lib/search.ts";
import { toValidationIssues } from "../lib/validation.ts";

/** Reviews per page on `/`, the search and the entity pages. */
export const PAGE_SIZE = 20;

/** The embed's query: `limit` 1–20 (default 5), `min_rating`, `technician`, `service`. */
export const EmbedArgsSchema = z.strictObject({
  limit: z.int({ error: "must be a whole number from 1 to 20" })
    .min(1, { error: "must be a whole number from 1 to 20" })
    .max(20, { error: "must be a whole number from 1 to 20" })
    .default(5),
  min_rating: SearchArgsSchema.shape.min_rating,
  technician: SearchArgsSchema.shape.mentions_technician,
  service: SearchArgsSchema.shape.mentions_service,
});

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

const HTML_HEADERS = pageHeaders({ framable: false });
const VARY_ACCEPT = { vary: "Accept" };

/** Query string of a URL, without the `?`. */
function queryOf(url: string): string {
  const mark = url.indexOf("?");
  return mark < 0 ? "" : url.slice(mark + 1);
}

/** Query parameters with empty values left out (an HTML form sends every field). */
function nonEmptyParams(query: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) {
    if (value !== "") params.append(name, value);
  }
  return params;
}

/** The filters of a search in words, for "Filtered: only reviews …". */
function filterWords(args: Partial<SearchArgs>, snapshot: Snapshot): string[] {
  const words: string[] = [];
  if (args.rating !== undefined) {
    words.push(`with ${plural(args.rating, "star")}`);
  }
  if (args.min_rating !== undefined) {
    words.push(`with at least ${plural(args.min_rating, "star")}`);
  }
  if (args.query !== undefined && args.query.trim() !== "") {
    words.push(`containing “${args.query.trim()}”`);
  }
  if (args.mentions_technician !== undefined) {
    words.push(`mentioning ${args.mentions_technician}`);
  }
  if (args.mentions_service !== undefined) {
    const service = snapshot.dataset.business.services.find((entry) =>
      entry.id === args.mentions_service
    );
    words.push(`about ${service?.name ?? args.mentions_service}`);
  }
  if (args.since !== undefined) words.push(`from ${formatDate(args.since)}`);
  if (args.until !== undefined) words.push(`up to ${formatDate(args.until)}`);
  return words;
}

/** `path?params` with `cursor` set to `cursor` (or removed when null). */
function withCursor(
  path: string,
  params: URLSearchParams,
  cursor: string | null,
): string {
  const next = new URLSearchParams(params);
  next.delete("cursor");
  if (cursor !== null) next.set("cursor", cursor);
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

/** The JSON index of the API, for `GET /` by an API client. */
function apiIndex(snapshot: Snapshot, baseUrl: string): unknown {
  const { business, aggregate_rating } = snapshot.dataset;
  return {
    name: `${business.name} reviews API`,
    business: { id: business.id, name: business.name, url: business.url },
    aggregate_rating,
    version: snapshot.version,
    links: {
      html: `${baseUrl}/`,
      openapi: `${baseUrl}/.well-known/openapi.json`,
      feed_json: `${baseUrl}/api/feed.json`,
      feed_atom: `${baseUrl}/feed.xml`,
      websub_hub: `${baseUrl}/api/websub/hub`,
      mcp: `${baseUrl}/mcp`,
    },
    endpoints: [
      [
        "GET",
        "/reviews.json",
        "The published dataset: business, aggregate rating, every review.",
      ],
      [
        "GET",
        "/insights.json",
        "Aspects, technicians, services, topics, FAQ and summary derived from the reviews.",
      ],
      [
        "GET",
        "/api/reviews/search",
        "Search reviews (rating, min_rating, since, until, query, mentions_technician, mentions_service, limit, cursor).",
      ],
      [
        "GET",
        "/api/reviews/since/{date}",
        "Every review dated on or after a date.",
      ],
      ["GET", "/api/reviews/{id}", "One review."],
      ["GET", "/api/feed.json", "JSON Feed of the newest reviews."],
      ["GET", "/feed.xml", "Atom feed of the newest reviews."],
      [
        "POST",
        "/api/websub/hub",
        "WebSub subscriptions to the feeds and the dataset.",
      ],
      ["POST", "/mcp", "Model Context Protocol server (streamable HTTP)."],
      [
        "GET",
        "/.well-known/openapi.json",
        "OpenAPI 3.1 description of this API.",
      ],
      ["GET", "/badge.svg", "The rating as an image for your site."],
      [
        "GET",
        "/embed",
        "The rating and newest reviews for an iframe (limit, min_rating, technician, service).",
      ],
      ["GET", "/widget.js", "The <reviews-widget> custom element."],
    ].map(([method, path, description]) => ({ method, path, description })),
  };
}

/** Renders the HTML 404 page for browsers, or answers the JSON 404. */
export function notFound(
  deps: AppDeps,
  request: Request,
): Response | Promise<Response> {
  if (!prefersHtml(request.headers.get("accept"))) {
    return errorResponse(404, "not_found", {
      message: "no such resource",
      headers: VARY_ACCEPT,
    });
  }
  const snapshot = deps.snapshots.current;
  const path = new URL(request.url).pathname;
  return renderAnswer(
    snapshot,
    notFoundPage({
      baseUrl: deps.config.baseUrl,
      path,
      businessName: snapshot.dataset.business.name,
    }),
    {
      contentType: HTML_TYPE,
      status: 404,
      headers: { ...HTML_HEADERS, ...VARY_ACCEPT },
    },
  ).then((answer) =>
    new Response(answer.representation.body, {
      status: 404,
      headers: answer.representation.okHeaders,
    })
  );
}

/** The page sub-app. */
export function createPageRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const baseUrl = deps.config.baseUrl;
  // Pages addressed by path alone (home, reviews, entities, badge) and
  // pages with a query string are kept apart, so that many different
  // searches do not push the home page out.
  const fixed = new PageCache(2048);
  const queried = new PageCache(256);

  const html = (snapshot: Snapshot, body: string, status = 200) =>
    renderAnswer(snapshot, body, {
      contentType: HTML_TYPE,
      status,
      headers: HTML_HEADERS,
    });

  app.get("/", (context) => {
    const request = context.req.raw;
    const snapshot = deps.snapshots.current;
    if (prefersJson(request.headers.get("accept"))) {
      return fixed.answer(
        request,
        snapshot,
        "/ json",
        () =>
          renderAnswer(snapshot, JSON.stringify(apiIndex(snapshot, baseUrl)), {
            contentType: JSON_TYPE,
            headers: VARY_ACCEPT,
          }),
      );
    }
    return fixed.answer(request, snapshot, "/", () => {
      const newest = searchReviews(snapshot.index, {
        args: { limit: PAGE_SIZE },
        after: null,
      });
      return renderAnswer(
        snapshot,
        homePage({
          dataset: snapshot.dataset,
          insights: snapshot.insights,
          newest,
          baseUrl,
        }),
        {
          contentType: HTML_TYPE,
          headers: { ...HTML_HEADERS, ...VARY_ACCEPT },
        },
      );
    });
  });
  readOnlyPath(app, "/");

  app.get("/search", (context) => {
    const request = context.req.raw;
    const snapshot = deps.snapshots.current;
    const query = queryOf(request.url);
    return queried.answer(request, snapshot, `/search?${query}`, () => {
      const params = nonEmptyParams(query);
      const parsed = parseSearchQuery(params);
      const values: SearchFormValues = Object.fromEntries(params);
      const common = {
        dataset: snapshot.dataset,
        baseUrl,
        path: "/search",
        values,
      };
      if (!parsed.ok) {
        return html(
          snapshot,
          searchPage({
            ...common,
            result: { issues: parsed.issues },
            filters: [],
            next: null,
            first: null,
          }),
          400,
        );
      }
      const args = params.has("limit")
        ? parsed.value.args
        : { ...parsed.value.args, limit: PAGE_SIZE };
      const result = searchReviews(snapshot.index, { ...parsed.value, args });
      return html(
        snapshot,
        searchPage({
          ...common,
          result,
          filters: filterWords(args, snapshot),
          next: result.next_cursor
            ? withCursor("/search", params, result.next_cursor)
            : null,
          first: params.has("cursor")
            ? withCursor("/search", params, null)
            : null,
        }),
      );
    });
  });
  readOnlyPath(app, "/search");

  app.get("/reviews/:id", (context) => {
    const request = context.req.raw;
    const snapshot = deps.snapshots.current;
    const review = snapshot.reviewsById.get(context.req.param("id"));
    if (!review) return notFound(deps, request);
    return fixed.answer(request, snapshot, `/reviews/${review.id}`, () =>
      html(
        snapshot,
        reviewPage({ dataset: snapshot.dataset, review, baseUrl }),
      ));
  });
  readOnlyPath(app, "/reviews/:id");

  for (const kind of ["technicians", "services"] as const) {
    app.get(`/${kind}/:id`, (context) => {
      const request = context.req.raw;
      const snapshot = deps.snapshots.current;
      const id = context.req.param("id");
      const entity: EntityInsight | undefined = snapshot.insights.entities[kind]
        .find((entry) => entry.id === id);
      const technician = snapshot.dataset.business.technicians.find((entry) =>
        entry.id === id
      );
      if (!entity || (kind === "technicians" && !technician)) {
        return notFound(deps, request);
      }
      const query = queryOf(request.url);
      const path = `/${kind}/${encodeURIComponent(id)}`;
      return queried.answer(request, snapshot, `${path}?${query}`, () => {
        const params = new URLSearchParams(query);
        const issues: ValidationIssue[] = [];
        const { args, issues: queryIssues } = queryArgs(params, {
          known: new Set(["cursor"]),
          numeric: new Set(),
        });
        issues.push(...queryIssues);
        const validated = validateSearchArgs({
          ...args,
          limit: PAGE_SIZE,
          ...(kind === "technicians"
            ? { mentions_technician: technician!.name }
            : { mentions_service: id }),
        });
        if (!validated.ok) issues.push(...validated.issues);
        if (issues.length > 0 || !validated.ok) {
          return html(
            snapshot,
            searchPage({
              dataset: snapshot.dataset,
              baseUrl,
              path,
              values: {},
              result: { issues },
              filters: [],
              next: null,
              first: null,
            }),
            400,
          );
        }
        const result = searchReviews(snapshot.index, validated.value);
        return html(
          snapshot,
          entityPage({
            dataset: snapshot.dataset,
            baseUrl,
            path,
            kind,
            entity,
            result,
            next: result.next_cursor
              ? withCursor(path, params, result.next_cursor)
              : null,
            first: params.has("cursor") ? path : null,
          }),
        );
      });
    });
    readOnlyPath(app, `/${kind}/:id`);
  }

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

  // Everything here is for crawlers and people alike.
  const robots = new TextEncoder().encode(
    `User-agent: *\nAllow: /\n`,
  );
  app.get("/robots.txt", (context) =>
    context.body(robots, 200, {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, max-age=86400",
    }));
  readOnlyPath(app, "/robots.txt");

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
