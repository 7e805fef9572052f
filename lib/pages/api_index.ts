/**
 * The JSON index of the API: what `GET /` answers an API client (an
 * `Accept` that prefers `application/json`), like an API root: each
 * endpoint's path and purpose, and links to the OpenAPI document and the
 * feeds.
 *
 * @module
 */
import type { Snapshot } from "../dataset/snapshot.ts";

/** The JSON index of the API, for `GET /` by an API client. */
export function apiIndex(snapshot: Snapshot, baseUrl: string): unknown {
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
