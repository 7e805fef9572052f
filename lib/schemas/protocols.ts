/**
 * The documents of the feeds, the WebSub hub's request form and the JSON-RPC
 * messages of MCP.
 *
 * @module
 */
import { z } from "zod";
/** JSON Feed 1.1 author object. */
const FeedAuthorSchema = z.object({ name: z.string() });

/** One JSON Feed 1.1 item: a review. */
export const FeedItemSchema = z.object({
  id: z.string().describe("The review id."),
  url: z.url(),
  title: z.string(),
  content_text: z.string(),
  summary: z.string().optional(),
  date_published: z.string(),
  authors: z.array(FeedAuthorSchema),
  tags: z.array(z.string()).optional(),
  _review: z.object({
    rating: z.int().min(1).max(5),
    source: z.string(),
    technicians: z.array(z.string()),
    services: z.array(z.string()),
  }).describe("Extension: the review's rating and mentions."),
}).meta({ id: "FeedItem" });

/** `GET /api/feed.json`: JSON Feed 1.1 of the 50 newest reviews. */
export const JsonFeedSchema = z.object({
  version: z.literal("https://jsonfeed.org/version/1.1"),
  title: z.string(),
  home_page_url: z.url().optional(),
  feed_url: z.url(),
  description: z.string().optional(),
  language: z.string().optional(),
  authors: z.array(FeedAuthorSchema).optional(),
  hubs: z.array(z.object({ type: z.string(), url: z.url() })),
  items: z.array(FeedItemSchema).max(50),
}).meta({ id: "JsonFeed" });
/** A JSON Feed document. */
export type JsonFeed = z.infer<typeof JsonFeedSchema>;

/** The form of a WebSub subscription request (`POST /api/websub/hub`). */
export const HubRequestSchema = z.object({
  "hub.callback": z.url().describe("HTTPS URL of the subscriber's callback."),
  "hub.mode": z.enum(["subscribe", "unsubscribe"]),
  "hub.topic": z.url().describe(
    "One of BASE_URL/feed.xml, BASE_URL/api/feed.json, BASE_URL/reviews.json.",
  ),
  "hub.lease_seconds": z.string().regex(/^\d+$/).optional().describe(
    "Requested lease in seconds; clamped into the hub's range.",
  ),
  "hub.secret": z.string().optional().describe(
    "Secret under 200 bytes; notifications then carry X-Hub-Signature: sha256=...",
  ),
}).meta({ id: "HubRequest" });

/** A JSON-RPC 2.0 request or notification, as sent to `POST /mcp`. */
export const JsonRpcRequestSchema = z.object({
  jsonrpc: z.literal("2.0"),
  id: z.union([z.string(), z.int()]).optional().describe(
    "Absent for notifications.",
  ),
  method: z.string().describe("initialize, tools/list, tools/call, ..."),
  params: z.record(z.string(), z.unknown()).optional(),
}).meta({ id: "JsonRpcRequest" });

/** A JSON-RPC 2.0 response from `POST /mcp`. */
export const JsonRpcResponseSchema = z.object({
  jsonrpc: z.literal("2.0"),
  id: z.union([z.string(), z.int(), z.null()]),
  result: z.record(z.string(), z.unknown()).optional(),
  error: z.object({
    code: z.int(),
    message: z.string(),
    data: z.unknown().optional(),
  }).optional(),
}).meta({ id: "JsonRpcResponse" });
