import assert from "node:assert/strict";
import {
  HUB_PATH,
  hubUrl,
  reviewUrl,
  TOPIC_PATHS,
  topicLinkHeader,
  topicUrl,
} from "../lib/urls.ts";

const BASE = "https://reviews.example.com/base";

Deno.test("the three topics and the hub path", () => {
  assert.deepEqual([...TOPIC_PATHS].sort(), [
    "/api/feed.json",
    "/feed.xml",
    "/reviews.json",
  ]);
  assert.equal(HUB_PATH, "/api/websub/hub");
});

Deno.test("every URL starts with the base URL", () => {
  assert.equal(hubUrl(BASE), `${BASE}/api/websub/hub`);
  for (const path of TOPIC_PATHS) {
    assert.equal(topicUrl(BASE, path), BASE + path);
  }
  assert.equal(reviewUrl(BASE, "r-001"), `${BASE}/reviews/r-001`);
});

Deno.test("reviewUrl encodes the id as one path segment", () => {
  const url = reviewUrl(BASE, "a/b c?d#é");
  assert.equal(url, `${BASE}/reviews/a%2Fb%20c%3Fd%23%C3%A9`);
  const parsed = new URL(url);
  assert.equal(parsed.search, "");
  assert.equal(parsed.hash, "");
  assert.equal(
    decodeURIComponent(parsed.pathname.split("/").at(-1)!),
    "a/b c?d#é",
  );
});

Deno.test("topicLinkHeader names the hub and the topic itself", () => {
  assert.equal(
    topicLinkHeader(BASE, "/feed.xml"),
    `<${BASE}/api/websub/hub>; rel="hub", <${BASE}/feed.xml>; rel="self"`,
  );
  const header = topicLinkHeader("http://localhost:8000", "/reviews.json");
  const links = header.split(/,\s*/).map((part) => {
    const match = /^<([^>]+)>;\s*rel="([^"]+)"$/.exec(part);
    assert.ok(match, part);
    return [match[2], match[1]];
  });
  assert.deepEqual(Object.fromEntries(links), {
    hub: "http://localhost:8000/api/websub/hub",
    self: "http://localhost:8000/reviews.json",
  });
});
