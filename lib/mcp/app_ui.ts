/**
 * The MCP App of the service (`@modelcontextprotocol/ext-apps`): one
 * `ui://` resource, a self-contained HTML view of the rating, the star
 * histogram and the aspect sentiment, declared on `get_rating_summary` and
 * `search_reviews` through the tools' `_meta.ui.resourceUri`.
 *
 * The page carries the current snapshot's figures (so it shows something
 * before, or without, a tool result) and, inside a host, follows the MCP
 * Apps view protocol over `postMessage`: `ui/initialize`, then
 * `ui/notifications/initialized`, then it redraws on each
 * `ui/notifications/tool-result` (a rating summary, or a page of reviews
 * whose histogram it counts). No script, style or font is fetched.
 *
 * @module
 */
import {
  EXTENSION_ID,
  RESOURCE_MIME_TYPE,
  RESOURCE_URI_META_KEY,
} from "@modelcontextprotocol/ext-apps/server";
import type { Snapshot } from "../dataset/snapshot.ts";

/** The MCP Apps extension id, declared in the server's capabilities. */
export const APP_EXTENSION_ID: string = EXTENSION_ID;

/** The URI of the rating view. */
export const APP_RESOURCE_URI = "ui://reviews/rating-summary";

/** The media type of an MCP App view (`text/html;profile=mcp-app`). */
export const APP_MIME_TYPE: string = RESOURCE_MIME_TYPE;

/** Tools that declare the view. */
export const APP_TOOLS: readonly string[] = [
  "get_rating_summary",
  "search_reviews",
];

/**
 * The `_meta` of a tool that declares the view: `ui.resourceUri`, and the
 * flat `ui/resourceUri` key older hosts read (both, as the ext-apps
 * `registerAppTool` helper writes them).
 */
export function appToolMeta(): Record<string, unknown> {
  return {
    ui: { resourceUri: APP_RESOURCE_URI },
    [RESOURCE_URI_META_KEY]: APP_RESOURCE_URI,
  };
}

/** Name, title and description of the view in `resources/list`. */
export const APP_RESOURCE_LABELS = {
  name: "rating_summary_view",
  title: "Rating, histogram and aspects",
  description:
    "An MCP App view (HTML) of the mean rating, the count per star and the aspect sentiment; hosts show it with get_rating_summary and search_reviews results.",
} as const;

/** What the page draws first: the snapshot's figures. */
interface ViewData {
  business: string;
  rating_value: number;
  review_count: number;
  distribution: Record<string, number>;
  aspects: Array<{
    aspect: string;
    mentions: number;
    positive: number;
    negative: number;
    neutral: number;
    score: number;
  }>;
}

function viewData(snapshot: Snapshot): ViewData {
  const rating = snapshot.dataset.aggregate_rating;
  return {
    business: snapshot.dataset.business.name,
    rating_value: rating.rating_value,
    review_count: rating.review_count,
    distribution: { ...rating.distribution },
    aspects: snapshot.insights.aspects.map((item) => ({
      aspect: item.aspect,
      mentions: item.mentions,
      positive: item.positive,
      negative: item.negative,
      neutral: item.neutral,
      score: item.score,
    })),
  };
}

/** JSON safe inside a `<script>` element (no `<`, no line separators). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

const STYLE = `
:root{color-scheme:light dark;--bar:#2f6fdf;--pos:#1a7f37;--neg:#cf222e;--neu:#8c959f;font:14px/1.4 system-ui,sans-serif}
body{margin:0;padding:12px}
h1{font-size:16px;margin:0 0 4px}
.big{font-size:32px;font-weight:600}
.muted{opacity:.7}
table{border-collapse:collapse;width:100%;margin-top:8px}
td{padding:2px 4px;vertical-align:middle}
td.label{width:7em;white-space:nowrap}
td.n{width:3em;text-align:right}
.track{background:rgba(127,127,127,.2);height:10px;border-radius:5px;overflow:hidden;display:flex}
.track span{display:block;height:100%}
`;

/**
 * The script of the page: draws the data it holds, then talks to the host.
 * Plain DOM, no library: the page must be self-contained.
 */
const SCRIPT = `
"use strict";
const initial = JSON.parse(document.getElementById("data").textContent);
const el = (tag, attrs, ...children) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  for (const child of children) node.append(child);
  return node;
};
const bar = (parts) => el("div", { class: "track" }, ...parts.filter((p) => p.value > 0).map((p) =>
  el("span", { style: "width:" + p.value + "%;background:var(" + p.color + ")" })));
function draw(data) {
  const root = document.getElementById("root");
  root.replaceChildren();
  root.append(el("h1", {}, data.title || data.business));
  root.append(el("div", { class: "big", id: "rating" }, String(data.rating_value), el("span", { class: "muted" }, " / 5")));
  root.append(el("div", { class: "muted", id: "count" }, data.review_count + " reviews"));
  const stars = el("table", { id: "histogram" });
  const most = Math.max(1, ...Object.values(data.distribution));
  for (const star of ["5", "4", "3", "2", "1"]) {
    const n = data.distribution[star] || 0;
    stars.append(el("tr", { "data-star": star }, el("td", { class: "label" }, star + " stars"),
      el("td", {}, bar([{ value: (100 * n) / most, color: "--bar" }])), el("td", { class: "n" }, String(n))));
  }
  root.append(stars);
  if (data.aspects && data.aspects.length) {
    const aspects = el("table", { id: "aspects" });
    for (const a of data.aspects) {
      const total = Math.max(1, a.mentions);
      aspects.append(el("tr", { "data-aspect": a.aspect }, el("td", { class: "label" }, a.aspect),
        el("td", {}, bar([
          { value: (100 * a.positive) / total, color: "--pos" },
          { value: (100 * a.neutral) / total, color: "--neu" },
          { value: (100 * a.negative) / total, color: "--neg" },
        ])), el("td", { class: "n" }, String(a.mentions))));
    }
    root.append(aspects);
  }
}
function fromResult(result) {
  const s = result && result.structuredContent;
  if (!s) return null;
  if (s.distribution && typeof s.rating_value === "number") {
    const since = s.since || "", until = s.until || "";
    return { ...initial, title: initial.business + (since || until ? " (" + since + " - " + until + ")" : ""),
      rating_value: s.rating_value, review_count: s.review_count, distribution: s.distribution };
  }
  if (Array.isArray(s.reviews)) {
    const distribution = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
    let sum = 0;
    for (const r of s.reviews) { distribution[String(r.rating)]++; sum += r.rating; }
    const n = s.reviews.length;
    return { ...initial, title: initial.business + ": " + n + " of " + s.total + " matching reviews",
      rating_value: n ? Math.round((sum / n) * 100) / 100 : 0, review_count: n, distribution };
  }
  return null;
}
draw(initial);
let nextId = 1;
const send = (message) => window.parent !== window && window.parent.postMessage({ jsonrpc: "2.0", ...message }, "*");
window.addEventListener("message", (event) => {
  const message = event.data;
  if (!message || message.jsonrpc !== "2.0") return;
  if (message.id === 1 && "result" in message) send({ method: "ui/notifications/initialized", params: {} });
  if (message.method === "ui/notifications/tool-result") {
    const data = fromResult(message.params);
    if (data) draw(data);
  }
  if (message.method === "ui/resource-teardown" && "id" in message) send({ id: message.id, result: {} });
});
send({ id: nextId++, method: "ui/initialize", params: {
  appInfo: { name: "reviews-rating-view", version: "1.0.0" },
  appCapabilities: {},
  protocolVersion: "2026-01-26",
} });
`;

const pages = new WeakMap<Snapshot, string>();

/** The HTML of the view for a snapshot (built once per snapshot). */
export function appHtml(snapshot: Snapshot): string {
  let html = pages.get(snapshot);
  if (html !== undefined) return html;
  const data = viewData(snapshot);
  html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rating and aspects</title>
<style>${STYLE}</style>
</head>
<body>
<main id="root"></main>
<script type="application/json" id="data">${scriptJson(data)}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
  pages.set(snapshot, html);
  return html;
}

/** The contents of `resources/read` for the view. */
export function readAppResource(
  snapshot: Snapshot,
): { uri: string; mimeType: string; text: string } {
  return {
    uri: APP_RESOURCE_URI,
    mimeType: APP_MIME_TYPE,
    text: appHtml(snapshot),
  };
}
