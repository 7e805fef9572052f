/**
 * The pages for people: `/` (or, for API clients, the JSON index of the
 * API), `/search`, `/reviews/{id}`, `/technicians/{id}`, `/services/{id}`
 * and `/robots.txt`. Every answer is rendered once per dataset version and
 * request. The embeds are in `embeds.ts`, the 404 page in `not_found.ts`.
 *
 * @module
 */
import { Hono } from "hono";
import type { AppDeps } from "../lib/app_deps.ts";
import type { Snapshot } from "../lib/dataset/snapshot.ts";
import { JSON_TYPE, readOnlyPath } from "../lib/http/responses.ts";
import { prefersJson } from "../lib/pages/accept.ts";
import { apiIndex } from "../lib/pages/api_index.ts";
import type { SearchFormValues } from "../lib/pages/components.tsx";
import {
  HTML_TYPE,
  PageCache,
  pageHeaders,
  renderAnswer,
} from "../lib/pages/render.ts";
import {
  filterWords,
  nonEmptyParams,
  PAGE_SIZE,
  queryOf,
  withCursor,
} from "../lib/pages/search_query.ts";
import {
  entityPage,
  homePage,
  reviewPage,
  searchPage,
} from "../lib/pages/views/mod.ts";
import type { EntityInsight, ValidationIssue } from "../lib/schemas/mod.ts";
import {
  parseSearchQuery,
  queryArgs,
  searchReviews,
  validateSearchArgs,
} from "../lib/search.ts";
import { notFound } from "./not_found.ts";

const HTML_HEADERS = pageHeaders({ framable: false });
const VARY_ACCEPT = { vary: "Accept" };

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

  return app;
}
