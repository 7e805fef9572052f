import assert from "node:assert/strict";
import {
  buildAtomFeed,
  buildJsonFeed,
  escapeXml,
  FEED_SIZE,
} from "../lib/feeds.ts";
import { JsonFeedSchema } from "../lib/schemas/mod.ts";
import { makeDataset, makeReview, syntheticReviews } from "./helpers/data.ts";
import { child, childrenNamed, parseXml } from "./helpers/xml.ts";

const BASE = "https://reviews.example.com";
const options = {
  baseUrl: BASE,
  publishedAt: new Date("2025-07-01T12:00:00Z"),
};
const big = makeDataset(syntheticReviews(73));

Deno.test("JSON Feed 1.1: top-level members and hubs", () => {
  const feed = buildJsonFeed(big, options);
  JsonFeedSchema.parse(feed);
  assert.equal(feed.version, "https://jsonfeed.org/version/1.1");
  assert.equal(typeof feed.title, "string");
  assert.match(feed.title, /Brightline Plumbing & Air/);
  assert.equal(feed.feed_url, `${BASE}/api/feed.json`);
  assert.equal(feed.home_page_url, "https://brightline.example");
  assert.deepEqual(feed.hubs, [{
    type: "WebSub",
    url: `${BASE}/api/websub/hub`,
  }]);
});

Deno.test("JSON Feed: the 50 newest reviews, newest first", () => {
  assert.equal(FEED_SIZE, 50);
  const feed = buildJsonFeed(big, options);
  assert.equal(feed.items.length, 50);
  assert.deepEqual(
    feed.items.map((item) => item.id),
    big.reviews.slice(0, 50).map((review) => review.id),
  );
  const small = makeDataset(syntheticReviews(5));
  assert.equal(buildJsonFeed(small, options).items.length, 5);
  assert.deepEqual(buildJsonFeed(makeDataset([]), options).items, []);
});

Deno.test("JSON Feed items carry the review", () => {
  const review = makeReview({
    id: "rev/1 é",
    date: "2025-03-04",
    rating: 4,
    title: "Great",
    text: "Fixed the drain.",
    author: { name: "Ann P." },
    services: ["drain-cleaning"],
    technicians: ["Rich Alvarez"],
    response: { text: "Thanks!", date: "2025-03-05" },
  });
  const untitled = makeReview({
    id: "rev-2",
    date: "2025-03-01",
    rating: 2,
    author: { name: "Bob K." },
  });
  const feed = buildJsonFeed(makeDataset([review, untitled]), options);
  const [item, second] = feed.items;
  assert.equal(item.id, "rev/1 é");
  assert.equal(item.url, `${BASE}/reviews/rev%2F1%20%C3%A9`);
  assert.equal(item.title, "Great");
  assert.match(item.content_text, /Fixed the drain\./);
  assert.match(item.content_text, /Thanks!/);
  assert.equal(item.date_published, "2025-03-04T00:00:00Z");
  assert.ok(!Number.isNaN(Date.parse(item.date_published)));
  assert.deepEqual(item.authors, [{ name: "Ann P." }]);
  assert.deepEqual(item._review, {
    rating: 4,
    source: "google",
    technicians: ["Rich Alvarez"],
    services: ["drain-cleaning"],
  });
  // A review without a title still gets a headline; rating-only text too.
  assert.ok(second.title.length > 0);
  assert.match(second.title, /Bob K\./);
  assert.ok(second.content_text.length > 0);
});

Deno.test("escapeXml escapes markup and drops forbidden characters", () => {
  assert.equal(
    escapeXml(`<a href="x">Tom & 'Jerry'</a>`),
    "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;",
  );
  assert.equal(escapeXml("a\u0000b\u0007c\td\ne"), "abc\td\ne");
  assert.equal(escapeXml("Café ★"), "Café ★");
});

Deno.test("Atom: well-formed, self and hub links, 50 entries", () => {
  const xml = buildAtomFeed(big, options);
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>'));
  const feed = parseXml(xml);
  assert.equal(feed.name, "feed");
  assert.equal(feed.attributes.xmlns, "http://www.w3.org/2005/Atom");
  const links = childrenNamed(feed, "link");
  const self = links.find((link) => link.attributes.rel === "self");
  const hub = links.find((link) => link.attributes.rel === "hub");
  assert.equal(self?.attributes.href, `${BASE}/feed.xml`);
  assert.equal(hub?.attributes.href, `${BASE}/api/websub/hub`);
  assert.ok(child(feed, "id").text.length > 0);
  assert.ok(child(feed, "title").text.length > 0);
  assert.ok(!Number.isNaN(Date.parse(child(feed, "updated").text)));
  const entries = childrenNamed(feed, "entry");
  assert.equal(entries.length, 50);
  entries.forEach((entry, position) => {
    const review = big.reviews[position];
    assert.ok(child(entry, "id").text.includes(encodeURIComponent(review.id)));
    assert.match(
      child(entry, "updated").text,
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/,
    );
    assert.ok(child(entry, "title").text.length > 0);
    // The review's page, an HTML document.
    const alternate = childrenNamed(entry, "link")[0];
    assert.equal(alternate.attributes.type, "text/html");
    assert.equal(
      alternate.attributes.href,
      `${BASE}/reviews/${encodeURIComponent(review.id)}`,
    );
  });
  // Entry ids are unique.
  assert.equal(
    new Set(entries.map((entry) => child(entry, "id").text)).size,
    50,
  );
});

Deno.test("Atom escapes review text, titles and names", () => {
  const hostile = makeReview({
    id: "x&y<z>",
    date: "2025-05-05",
    title: `<script>alert("x")</script> & more`,
    text: "Tom & Jerry <b>bold</b> 'quoted' \u0001 end",
    author: { name: `O'Brien & "Sons"` },
    services: ["drain&cleaning"],
  });
  const xml = buildAtomFeed(makeDataset([hostile]), options);
  assert.ok(!xml.includes("<script>"));
  assert.ok(!xml.includes("<b>"));
  const entry = child(parseXml(xml), "entry");
  assert.equal(
    child(entry, "title").text,
    `<script>alert("x")</script> & more`,
  );
  assert.match(child(entry, "content").text, /Tom & Jerry <b>bold<\/b>/);
  assert.equal(child(child(entry, "author"), "name").text, `O'Brien & "Sons"`);
  assert.ok(child(entry, "id").text.includes(encodeURIComponent("x&y<z>")));
  assert.ok(
    childrenNamed(entry, "category").some((category) =>
      category.attributes.term === "drain&cleaning"
    ),
  );
});

Deno.test("Atom: the escaping of the business name", () => {
  // The fixture's name contains "&".
  const xml = buildAtomFeed(makeDataset([]), options);
  const feed = parseXml(xml);
  assert.match(child(feed, "title").text, /Brightline Plumbing & Air/);
  assert.equal(childrenNamed(feed, "entry").length, 0);
  assert.equal(child(feed, "updated").text, "2025-07-01T12:00:00Z");
});

Deno.test("Atom: updated is the newest entry change", () => {
  const dataset = makeDataset([
    makeReview({ id: "a", date: "2025-01-01" }),
    makeReview({
      id: "b",
      date: "2024-12-01",
      response: { text: "Late reply", date: "2025-02-01" },
    }),
  ]);
  const feed = parseXml(buildAtomFeed(dataset, options));
  assert.equal(child(feed, "updated").text, "2025-02-01T00:00:00Z");
});

Deno.test("the XML reader used here rejects malformed documents", () => {
  for (
    const bad of [
      "<a><b></a></b>",
      "<a>Tom & Jerry</a>",
      "<a x=1/>",
      "<a>&nbsp;</a>",
      "<a></a><b/>",
      "<a>",
    ]
  ) {
    assert.throws(() => parseXml(bad), SyntaxError, bad);
  }
  assert.equal(parseXml("<a x='1'>&lt;&#65;&#x42;</a>").text, "<AB");
});
