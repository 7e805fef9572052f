import {
  BROWSER_ACCEPT,
  count,
  html,
  pageApp as app,
  pageBusiness as business,
  readReferences,
} from "../helpers/page_app.ts";
import {
  makeDataset,
  makeReview,
  makeStoredVersion,
  syntheticReviews,
} from "../helpers/data.ts";
import { buildSnapshot } from "../../lib/dataset/snapshot.ts";
import {
  assert,
  assertEquals,
  assertMatch,
  assertNotMatch,
} from "../helpers/asserts.ts";

function jsonLd(body: string): Record<string, unknown> {
  const match = body.match(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/,
  );
  assert(match, "no JSON-LD");
  return JSON.parse(match[1]);
}

Deno.test("GET / is the reviews page: one h1, tel: link, histogram links, alternate and canonical links", async () => {
  using testApp = await app();
  const { response, body } = await html(testApp, "/");
  assertEquals(response.status, 200);
  assertEquals(
    response.headers.get("content-type"),
    "text/html; charset=utf-8",
  );
  assert(body.startsWith('<!DOCTYPE html><html lang="en">'));
  assertEquals(count(body, /<h1[\s>]/), 1);
  assertMatch(body, /<h1>Brightline Plumbing &amp; Air<\/h1>/);
  assertMatch(body, /href="tel:\+15550102000"/);
  for (let stars = 1; stars <= 5; stars++) {
    assertMatch(body, new RegExp(`href="/search\\?rating=${stars}"`));
  }
  assertMatch(body, /<link rel="canonical" href="https:\/\/reviews\.test\/">/);
  assertMatch(
    body,
    /<link rel="alternate" type="application\/atom\+xml" title="[^"]*" href="https:\/\/reviews\.test\/feed\.xml">/,
  );
  assertMatch(
    body,
    /<link rel="alternate" type="application\/feed\+json" title="[^"]*" href="https:\/\/reviews\.test\/api\/feed\.json">/,
  );
  assertMatch(body, /<title>[^<]+<\/title>/);
  assertMatch(body, /<meta name="description" content="[^"]+">/);
  assertMatch(body, /generated automatically from the/);
  assertMatch(body, /Read or write a review on Google/);
  assertEquals(response.headers.get("set-cookie"), null);
  const csp = response.headers.get("content-security-policy") ?? "";
  assertMatch(csp, /default-src 'none'/);
  assertNotMatch(csp, /script-src/);
  assertEquals(count(body, /<article class="review">/), 20);
  assertMatch(body, /href="\/search\?cursor=[^"]+" rel="next"/);
  // Nine aspects, each with its counts.
  assertEquals(count(body, /\d+ positive, \d+ negative|Not mentioned yet/), 9);
});

Deno.test("GET /: the aggregate rating and JSON-LD equal the dataset", async () => {
  using testApp = await app();
  const dataset = testApp.snapshot.dataset;
  const { body } = await html(testApp, "/");
  const ld = jsonLd(body);
  assertEquals(ld["@context"], "https://schema.org");
  assertEquals(ld["@type"], dataset.business.type);
  assertEquals(ld.name, dataset.business.name);
  assertEquals(ld.url, dataset.business.url);
  assertEquals(ld.telephone, dataset.business.telephone);
  assertEquals(
    (ld.address as Record<string, unknown>)["@type"],
    "PostalAddress",
  );
  assertEquals(ld.sameAs, dataset.business.profiles!.map((p) => p.url));
  assertEquals(ld.aggregateRating, {
    "@type": "AggregateRating",
    ratingValue: dataset.aggregate_rating.rating_value,
    reviewCount: dataset.aggregate_rating.review_count,
    bestRating: 5,
    worstRating: 1,
  });
  const hours = ld.openingHoursSpecification as Record<string, unknown>[];
  assertEquals(hours[0].dayOfWeek, [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
  ]);
  assertEquals(
    (ld.areaServed as { name: string }[]).map((area) => area.name),
    dataset.business.service_areas.map((area) => area.name),
  );
  const reviews = ld.review as Record<string, unknown>[];
  assertEquals(reviews.length, 20);
  reviews.forEach((item, index) => {
    const review = dataset.reviews[index];
    assertEquals(item["@type"], "Review");
    assertEquals(
      (item.reviewRating as Record<string, unknown>).ratingValue,
      review.rating,
    );
    assertEquals(item.author, { "@type": "Person", name: review.author.name });
    assertEquals(item.datePublished, review.date);
    assertEquals(item.reviewBody, review.text);
  });
  assertMatch(
    body,
    new RegExp(`Rated ${dataset.aggregate_rating.rating_value}`),
  );
});

Deno.test("GET / for an API client is the JSON index; browsers and */* get the page", async () => {
  using testApp = await app();
  const json = await testApp.request("/", {
    headers: { accept: "application/json" },
  });
  assertEquals(
    json.headers.get("content-type"),
    "application/json; charset=utf-8",
  );
  const index = await json.json();
  assert(
    index.endpoints.some((e: { path: string }) => e.path === "/reviews.json"),
  );
  assertEquals(
    index.links.openapi,
    "https://reviews.test/.well-known/openapi.json",
  );
  assertEquals(index.links.feed_json, "https://reviews.test/api/feed.json");
  assertEquals(
    index.aggregate_rating,
    testApp.snapshot.dataset.aggregate_rating,
  );
  for (
    const accept of ["*/*", BROWSER_ACCEPT, "text/html, application/json;q=0.5"]
  ) {
    const page = await testApp.request("/", { headers: { accept } });
    assertEquals(page.headers.get("content-type"), "text/html; charset=utf-8");
    await page.body?.cancel();
  }
  const bare = await testApp.request("/");
  assertEquals(bare.headers.get("content-type"), "text/html; charset=utf-8");
  await bare.body?.cancel();
});

Deno.test("pages carry a strong ETag and answer 304 to it", async () => {
  using testApp = await app();
  for (
    const path of [
      "/",
      "/search?rating=5",
      "/reviews/s-0001",
      "/technicians/rich-alvarez",
      "/services/drain-cleaning",
      "/badge.svg",
      "/embed",
      "/widget.js",
    ]
  ) {
    const first = await testApp.request(path, {
      headers: { accept: BROWSER_ACCEPT },
    });
    assertEquals(first.status, 200, path);
    const etag = first.headers.get("etag")!;
    assertMatch(etag, /^"[^"]+"$/, path);
    const body = await first.text();
    const again = await testApp.request(path, {
      headers: { accept: BROWSER_ACCEPT, "if-none-match": etag },
    });
    assertEquals(again.status, 304, path);
    assertEquals(again.headers.get("etag"), etag);
    assertEquals(await again.text(), "");
    const same = await testApp.request(path, {
      headers: { accept: BROWSER_ACCEPT },
    });
    assertEquals(await same.text(), body, `${path} rendered the same`);
  }
});

Deno.test("a new version shows on the pages at once", async () => {
  using testApp = await app();
  const before = await html(testApp, "/");
  const dataset = makeDataset(
    [
      ...testApp.snapshot.dataset.reviews,
      makeReview({
        id: "zz-new",
        date: "2026-01-01",
        title: "Brand new review",
      }),
    ],
    business(),
  );
  testApp.deps.snapshots.set(
    await buildSnapshot(await makeStoredVersion(dataset), {
      baseUrl: "https://reviews.test",
    }),
  );
  const after = await html(testApp, "/");
  assertMatch(after.body, /Brand new review/);
  assert(
    after.response.headers.get("etag") !== before.response.headers.get("etag"),
  );
  const review = await html(testApp, "/reviews/zz-new");
  assertEquals(review.response.status, 200);
});

Deno.test("paging from / reaches every review exactly once", async () => {
  using testApp = await app();
  const seen: string[] = [];
  let path: string | null = "/";
  while (path) {
    const { body } = await html(testApp, path);
    for (const match of body.matchAll(/<h3><a href="\/reviews\/([^"]+)">/g)) {
      seen.push(decodeURIComponent(match[1]));
    }
    const next = body.match(/<a href="([^"]+)" rel="next">/);
    path = next ? next[1].replaceAll("&amp;", "&") : null;
  }
  assertEquals(
    seen,
    testApp.snapshot.dataset.reviews.map((review) => review.id),
  );
});

Deno.test("GET /search: the API's results, filtered view said, problems listed with 400", async () => {
  using testApp = await app();
  const api =
    await (await testApp.request("/api/reviews/search?rating=5&limit=100"))
      .json();
  const { response, body } = await html(testApp, "/search?rating=5&limit=100");
  assertEquals(response.status, 200);
  const ids = [...body.matchAll(/<h3><a href="\/reviews\/([^"]+)">/g)].map((
    m,
  ) => m[1]);
  assertEquals(ids, api.reviews.map((review: { id: string }) => review.id));
  assertMatch(body, /Filtered: only reviews with 5 stars/);
  assertMatch(body, /<a href="\/search">Show all reviews<\/a>/);
  const bad = await html(
    testApp,
    "/search?rating=9&since=2025-02-30&colour=red&limit=5&limit=6",
  );
  assertEquals(bad.response.status, 400);
  for (const path of ["rating", "since", "colour", "limit"]) {
    assertMatch(bad.body, new RegExp(`<code>${path}</code>`));
  }
  // The form's empty fields are not filters.
  const form = await html(
    testApp,
    "/search?query=&rating=&mentions_technician=",
  );
  assertEquals(form.response.status, 200);
  assertNotMatch(form.body, /Filtered:/);
});

Deno.test("review, technician and service pages", async () => {
  using testApp = await app();
  const dataset = testApp.snapshot.dataset;
  const review = dataset.reviews[3];
  const page = await html(testApp, `/reviews/${review.id}`);
  assertEquals(count(page.body, /<h1[\s>]/), 1);
  const ld = jsonLd(page.body);
  assertEquals(ld["@type"], "Review");
  assertEquals(
    (ld.itemReviewed as Record<string, unknown>).name,
    dataset.business.name,
  );
  assertEquals(ld.reviewBody, review.text);
  const mentioning = dataset.reviews.filter((r) =>
    r.technicians.includes("Rich Alvarez")
  );
  const technician = await html(testApp, "/technicians/rich-alvarez");
  assertEquals(technician.response.status, 200);
  assertMatch(
    technician.body,
    /Filtered: only reviews that mention Rich Alvarez/,
  );
  assertEquals(
    count(technician.body, /<article class="review">/),
    Math.min(20, mentioning.length),
  );
  const invalid = await html(testApp, "/services/drain-cleaning?rating=3");
  assertEquals(invalid.response.status, 400);
});

Deno.test("feed items link to the review's page", async () => {
  using testApp = await app();
  const feed = await (await testApp.request("/api/feed.json")).json();
  assertEquals(
    feed.items[0].url,
    `https://reviews.test/reviews/${feed.items[0].id}`,
  );
});

Deno.test("removed reviews are said on /", async () => {
  const dataset = makeDataset(syntheticReviews(3), business());
  using testApp = await app(
    Object.assign(dataset, {
      removed: [{ reason: "legal request", count: 2 }],
    }),
  );
  const { body } = await html(testApp, "/");
  assertMatch(body, /2 reviews were removed \(legal request\)/);
});

Deno.test("every page, the badge and the JSON index are sent in ASCII: the same document as their UTF-8 text", async () => {
  const title = "Zoë’s “great” fix ★ 🚰";
  const text = "María López came at 7 – naïve pipes, façade intact. 👍";
  const dataset = makeDataset(
    [
      ...syntheticReviews(25),
      makeReview({
        id: "zz-unicode",
        date: "2030-01-01",
        rating: 5,
        title,
        text,
        technicians: ["María López"],
        services: ["drain-cleaning"],
      }),
    ],
    business(),
  );
  using testApp = await app(dataset);
  const technician = dataset.business.technicians.find((entry) =>
    entry.name === "María López"
  );
  assert(technician, "the test business has María López");
  const pages = [
    "/",
    "/search?query=na%C3%AFve",
    "/reviews/zz-unicode",
    `/technicians/${technician.id}`,
    "/services/drain-cleaning",
    "/embed",
    "/no/such/page",
  ];
  for (const path of pages) {
    const { response, body } = await html(testApp, path);
    assert(response.status === 200 || path === "/no/such/page", path);
    assertNotMatch(body, /[\u0080-\uffff]/, path);
    // Raw-text elements are not read for references: ASCII by themselves.
    for (const element of body.match(/<(script|style)[\s\S]*?<\/\1>/g) ?? []) {
      assertNotMatch(element, /&#x/, path);
    }
    if (path !== "/no/such/page") {
      const page = readReferences(body);
      assertMatch(page, /Zoë’s “great” fix ★ 🚰|María López/, path);
    }
  }
  const review = await html(testApp, "/reviews/zz-unicode");
  assertEquals(jsonLd(review.body).name, title);
  assertEquals(jsonLd(review.body).reviewBody, text);
  assertMatch(readReferences(review.body), new RegExp(text));
  const badge = await (await testApp.request("/badge.svg")).text();
  assertNotMatch(badge, /[\u0080-\uffff]/);
  const index = await testApp.request("/", {
    headers: { accept: "application/json" },
  });
  assertNotMatch(await index.text(), /[\u0080-\uffff]/);
});
