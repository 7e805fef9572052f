/**
 * The absolute URLs the service emits. Every one starts with `BASE_URL`.
 *
 * @module
 */

/** Paths of the WebSub topics, all tracking the same review data. */
export const TOPIC_PATHS = [
  "/feed.xml",
  "/api/feed.json",
  "/reviews.json",
] as const;
/** A topic path. */
export type TopicPath = typeof TOPIC_PATHS[number];

/** Path of the WebSub hub. */
export const HUB_PATH = "/api/websub/hub";

/** The hub's absolute URL. */
export function hubUrl(baseUrl: string): string {
  return `${baseUrl}${HUB_PATH}`;
}

/** A topic's absolute URL. */
export function topicUrl(baseUrl: string, path: TopicPath): string {
  return `${baseUrl}${path}`;
}

/** The absolute URL of one review's page (`BASE_URL/reviews/{id}`). */
export function reviewUrl(baseUrl: string, id: string): string {
  return `${baseUrl}/reviews/${encodeURIComponent(id)}`;
}

/** The `Link` header value the topics carry: the hub and the topic itself. */
export function topicLinkHeader(baseUrl: string, path: TopicPath): string {
  return `<${hubUrl(baseUrl)}>; rel="hub", <${
    topicUrl(baseUrl, path)
  }>; rel="self"`;
}
