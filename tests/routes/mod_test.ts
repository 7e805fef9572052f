import assert from "node:assert/strict";
import type { Review, ReviewsDataset } from "../../lib/schemas/mod.ts";
import {
  getJson,
  TEST_BASE_URL,
  type TestApp,
  withTestApp,
} from "../helpers/app.ts";
import {
  makeDataset,
  makeReview,
  syntheticReviews,
  TEST_PUBLISHED_AT,
} from "../helpers/data.ts";
import { oracleSearch, queryString, SEARCH_CASES } from "../helpers/oracle.ts";

/** Hand-made reviews whose expected matches are written out below. */
const HAND = makeDataset([
  makeReview({
    id: "h-01",
    date: "2025-06-01",
    rating: 3,
    text: "Drain cleaning worked. Café owner here.",
    services: ["drain-cleaning"],
  }),
  makeReview({
    id: "h-02",
    date: "2025-05-20",
    rating: 4,
    title: "Cold air at last",
    text: "María López fixed the AC quickly.",
    technicians: ["María López"],
    services: ["ac-repair"],
  }),
  makeReview({
    id: "h-03",
    date: "2025-05-20",
    rating: 5,
    text: "Richie cleared the drain on a Sunday.",
    technicians: ["Rich Alvarez"],
    services: ["drain-cleaning"],
  }),
  makeReview({
    id: "h-04",
    date: "2025-01-15",
    rating: 1,
    title: "CAFE disaster",
    text: "Nobody came.",
  }),
  makeReview({
    id: "h-05",
    date: "2024-12-31",
    rating: 2,
    text: "Tom Becker and Rich Alvarez upsold a water heater.",
    technicians: ["Rich Alvarez", "Tom Becker"],
    services: ["water-heater-repair"],
  }),
  makeReview({ id: "h-06", date: "2024-06-05", rating: 5, text: "" }),
  makeReview({
    id: "h-07",
    date: "2024-06-05",
    rating: 4,
    text: "Mari explained everything about the AC repair.",
    technicians: ["María López"],
    services: ["ac-repair"],
  }),
]);

const SYNTHETIC = makeDataset(syntheticReviews(240));

function ids(reviews: readonly Review[]): string[] {
  return reviews.map((review) => review.id);
}

async function searchIds(testApp: TestApp, query: string): Promise<string[]> {
  const { status, body } = await getJson(
    testApp,
    `/api/reviews/search${query}`,
  );
  assert.equal(status, 200, `${query}: ${JSON.stringify(body)}`);
  return ids(body.reviews);
}

function withHand(fn: (testApp: TestApp) => Promise<void>) {
  return () => withTestApp(HAND, fn);
}

function withSynthetic(fn: (testApp: TestApp) => Promise<void>) {
  return () => withTestApp(SYNTHETIC, fn);
}

// ---------------------------------------------------------------- search

Deno.test(
  "search without parameters: every review, newest first, with counts",
  withHand(async (testApp) => {
    const { status, headers, body } = await getJson(
      testApp,
      "/api/reviews/search",
    );
    assert.equal(status, 200);
    assert.match(headers.get("content-type")!, /^application\/json/);
    assert.deepEqual(Object.keys(body).sort(), [
      "count",
      "next_cursor",
      "reviews",
      "total",
    ]);
    assert.deepEqual(ids(body.reviews), [
      "h-01",
      "h-03",
      "h-02",
      "h-04",
      "h-05",
      "h-07",
      "h-06",
    ]);
    assert.equal(body.count, 7);
    assert.equal(body.total, 7);
    assert.equal(body.next_cursor, null);
    // Each review with its full fields.
    assert.deepEqual(body.reviews[0], HAND.reviews[0]);
  }),
);

Deno.test(
  "search: rating is the exact star rating",
  withHand(async (testApp) => {
    assert.deepEqual(await searchIds(testApp, "?rating=5"), ["h-03", "h-06"]);
    assert.deepEqual(await searchIds(testApp, "?rating=1"), ["h-04"]);
    assert.deepEqual(await searchIds(testApp, "?rating=4"), ["h-02", "h-07"]);
  }),
);

Deno.test(
  "search: min_rating is inclusive and may be fractional",
  withHand(async (testApp) => {
    assert.deepEqual(await searchIds(testApp, "?min_rating=4"), [
      "h-03",
      "h-02",
      "h-07",
      "h-06",
    ]);
    assert.deepEqual(
      await searchIds(testApp, "?min_rating=3.5"),
      await searchIds(testApp, "?min_rating=4"),
    );
    assert.deepEqual(await searchIds(testApp, "?min_rating=5"), [
      "h-03",
      "h-06",
    ]);
    assert.equal((await searchIds(testApp, "?min_rating=1")).length, 7);
  }),
);

Deno.test(
  "search: since and until are inclusive dates",
  withHand(async (testApp) => {
    assert.deepEqual(await searchIds(testApp, "?since=2025-05-20"), [
      "h-01",
      "h-03",
      "h-02",
    ]);
    assert.deepEqual(await searchIds(testApp, "?until=2024-12-31"), [
      "h-05",
      "h-07",
      "h-06",
    ]);
    assert.deepEqual(
      await searchIds(testApp, "?since=2024-06-05&until=2024-06-05"),
      ["h-07", "h-06"],
    );
    assert.deepEqual(
      await searchIds(testApp, "?since=2024-12-31&until=2025-05-20"),
      ["h-03", "h-02", "h-04", "h-05"],
    );
    assert.deepEqual(await searchIds(testApp, "?since=2030-01-01"), []);
  }),
);

Deno.test(
  "search: query is a case- and accent-insensitive substring of the text, not the title",
  withHand(async (testApp) => {
    // h-04 has "CAFE" in its title only: the specification searches the text.
    const cafe = ["h-01"];
    assert.deepEqual(await searchIds(testApp, "?query=cafe"), cafe);
    assert.deepEqual(await searchIds(testApp, "?query=CAF%C3%89"), cafe);
    assert.deepEqual(await searchIds(testApp, "?query=Cafe%CC%81"), cafe);
    assert.deepEqual(await searchIds(testApp, "?query=maria%20lopez"), [
      "h-02",
    ]);
    assert.deepEqual(await searchIds(testApp, "?query=DRAIN"), [
      "h-01",
      "h-03",
    ]);
    assert.deepEqual(await searchIds(testApp, "?query=upsold%20a%20water"), [
      "h-05",
    ]);
    assert.deepEqual(await searchIds(testApp, "?query=no%20such%20text"), []);
    assert.deepEqual(await searchIds(testApp, "?query=disaster"), []);
  }),
);

Deno.test(
  "search: mentions_technician by full name, first name or alias",
  withHand(async (testApp) => {
    const rich = ["h-03", "h-05"];
    for (
      const name of ["Rich Alvarez", "rich alvarez", "RICH", "Richie", "richie"]
    ) {
      assert.deepEqual(
        await searchIds(testApp, queryString({ mentions_technician: name })),
        rich,
        name,
      );
    }
    const maria = ["h-02", "h-07"];
    for (
      const name of ["María López", "MARÍA LÓPEZ", "maría", "Mari", "mari"]
    ) {
      assert.deepEqual(
        await searchIds(testApp, queryString({ mentions_technician: name })),
        maria,
        name,
      );
    }
    assert.deepEqual(
      await searchIds(testApp, queryString({ mentions_technician: "tom" })),
      ["h-05"],
    );
    // A partial name is not a name.
    assert.deepEqual(
      await searchIds(testApp, queryString({ mentions_technician: "Ric" })),
      [],
    );
  }),
);

Deno.test(
  "search: mentions_service matches a service id exactly",
  withHand(async (testApp) => {
    assert.deepEqual(
      await searchIds(testApp, "?mentions_service=drain-cleaning"),
      [
        "h-01",
        "h-03",
      ],
    );
    assert.deepEqual(await searchIds(testApp, "?mentions_service=ac-repair"), [
      "h-02",
      "h-07",
    ]);
    assert.deepEqual(
      await searchIds(testApp, "?mentions_service=Drain-Cleaning"),
      [],
    );
    assert.deepEqual(await searchIds(testApp, "?mentions_service=drain"), []);
  }),
);

Deno.test(
  "search: an unknown technician or service matches nothing, no error",
  withHand(async (testApp) => {
    for (
      const query of [
        "?mentions_technician=Nobody%20Known",
        "?mentions_service=roof-repair",
        "?mentions_technician=Zed&mentions_service=drain-cleaning",
      ]
    ) {
      const { status, body } = await getJson(
        testApp,
        `/api/reviews/search${query}`,
      );
      assert.equal(status, 200, query);
      assert.deepEqual(body, {
        reviews: [],
        count: 0,
        total: 0,
        next_cursor: null,
      });
    }
  }),
);

Deno.test(
  "search: parameters combine; every one must hold",
  withHand(async (testApp) => {
    assert.deepEqual(
      await searchIds(testApp, "?mentions_service=drain-cleaning&rating=5"),
      ["h-03"],
    );
    assert.deepEqual(
      await searchIds(testApp, "?mentions_technician=rich&until=2025-01-01"),
      ["h-05"],
    );
    assert.deepEqual(
      await searchIds(testApp, "?query=ac&min_rating=4&since=2025-01-01"),
      ["h-02"],
    );
    assert.deepEqual(
      await searchIds(
        testApp,
        "?query=the&mentions_technician=mari&mentions_service=ac-repair&rating=4&since=2024-01-01&until=2024-12-31&min_rating=4&limit=5",
      ),
      ["h-07"],
    );
    assert.deepEqual(await searchIds(testApp, "?rating=5&query=cafe"), []);
  }),
);

Deno.test(
  "search agrees with the rules on a larger dataset, alone and combined",
  withSynthetic(async (testApp) => {
    for (const args of SEARCH_CASES) {
      const expected = oracleSearch(
        SYNTHETIC.business,
        SYNTHETIC.reviews,
        args,
      );
      const { status, body } = await getJson(
        testApp,
        `/api/reviews/search${queryString({ ...args, limit: 100 })}`,
      );
      assert.equal(status, 200, JSON.stringify(args));
      assert.equal(body.total, expected.length, JSON.stringify(args));
      assert.deepEqual(
        ids(body.reviews),
        ids(expected.slice(0, 100)),
        JSON.stringify(args),
      );
      assert.equal(body.count, Math.min(100, expected.length));
      assert.equal(body.next_cursor === null, expected.length <= 100);
    }
  }),
);

Deno.test(
  "search: limit defaults to 20 and goes up to 100",
  withSynthetic(async (testApp) => {
    const first = await getJson(testApp, "/api/reviews/search");
    assert.equal(first.body.count, 20);
    assert.equal(first.body.reviews.length, 20);
    assert.equal(first.body.total, 240);
    assert.equal(typeof first.body.next_cursor, "string");
    assert.deepEqual(
      ids(first.body.reviews),
      ids(SYNTHETIC.reviews.slice(0, 20)),
    );
    for (const limit of [1, 37, 100]) {
      const page = await getJson(testApp, `/api/reviews/search?limit=${limit}`);
      assert.equal(page.status, 200);
      assert.equal(page.body.count, limit);
      assert.deepEqual(
        ids(page.body.reviews),
        ids(SYNTHETIC.reviews.slice(0, limit)),
      );
    }
  }),
);

Deno.test(
  "search: the cursor pages through every result without gaps or duplicates",
  withSynthetic(async (testApp) => {
    const cases: Array<Record<string, string | number>> = [
      {},
      { min_rating: 2, since: "2023-06-01" },
      { mentions_technician: "mari" },
    ];
    for (const args of cases) {
      const expected = ids(
        oracleSearch(SYNTHETIC.business, SYNTHETIC.reviews, args),
      );
      assert.ok(expected.length > 13, "more than one page");
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const { status, body } = await getJson(
          testApp,
          `/api/reviews/search${queryString({ ...args, limit: 13, cursor })}`,
        );
        assert.equal(status, 200);
        assert.equal(body.total, expected.length);
        assert.equal(body.count, body.reviews.length);
        seen.push(...ids(body.reviews));
        cursor = body.next_cursor ?? undefined;
      } while (cursor);
      assert.deepEqual(seen, expected, JSON.stringify(args));
      assert.equal(new Set(seen).size, seen.length);
    }
  }),
);

// ------------------------------------------------------------------ 400s

async function expectInvalid(
  testApp: TestApp,
  path: string,
  expectedPaths: string[],
): Promise<Array<{ path: string; code: string; message: string }>> {
  const { status, headers, body } = await getJson(testApp, path);
  assert.equal(status, 400, path);
  assert.match(headers.get("content-type")!, /^application\/json/, path);
  assert.deepEqual(Object.keys(body).sort(), ["error", "issues"], path);
  assert.equal(body.error, "invalid_request");
  assert.ok(Array.isArray(body.issues) && body.issues.length > 0);
  for (const issue of body.issues) {
    assert.deepEqual(Object.keys(issue).sort(), ["code", "message", "path"]);
    assert.equal(typeof issue.path, "string");
    assert.equal(typeof issue.code, "string");
    assert.equal(typeof issue.message, "string");
    assert.ok(issue.message.length > 0);
  }
  assert.deepEqual(
    body.issues.map((issue: { path: string }) => issue.path).sort(),
    [...expectedPaths].sort(),
    path,
  );
  return body.issues;
}

Deno.test(
  "400: values out of type or bounds",
  withHand(async (testApp) => {
    const cases: Array<[string, string]> = [
      ["rating=0", "rating"],
      ["rating=6", "rating"],
      ["rating=2.5", "rating"],
      ["rating=abc", "rating"],
      ["rating=", "rating"],
      ["rating=-1", "rating"],
      ["min_rating=0", "min_rating"],
      ["min_rating=0.5", "min_rating"],
      ["min_rating=5.5", "min_rating"],
      ["min_rating=abc", "min_rating"],
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["limit=2.5", "limit"],
      ["limit=abc", "limit"],
      ["limit=-5", "limit"],
      ["limit=", "limit"],
      ["since=2025-02-30", "since"],
      ["until=2025-02-30", "until"],
      ["since=2025-13-01", "since"],
      ["since=2025/01/01", "since"],
      ["until=01-02-2025", "until"],
      ["since=yesterday", "since"],
    ];
    for (const [query, path] of cases) {
      await expectInvalid(testApp, `/api/reviews/search?${query}`, [path]);
    }
  }),
);

Deno.test(
  "400: since after until",
  withHand(async (testApp) => {
    const issues = await expectInvalid(
      testApp,
      "/api/reviews/search?since=2025-03-02&until=2025-03-01",
      ["until"],
    );
    assert.match(issues[0].message, /since|before/);
  }),
);

Deno.test(
  "400: a repeated parameter",
  withHand(async (testApp) => {
    for (
      const query of [
        "rating=5&rating=5",
        "rating=5&rating=4",
        "query=a&query=b",
        "limit=10&limit=10&limit=10",
      ]
    ) {
      const issues = await expectInvalid(
        testApp,
        `/api/reviews/search?${query}`,
        [query.split("=")[0]],
      );
      assert.equal(issues[0].code, "repeated_parameter");
    }
  }),
);

Deno.test(
  "400: an unknown parameter",
  withHand(async (testApp) => {
    for (const name of ["foo", "sort", "Rating", "q", "offset"]) {
      const issues = await expectInvalid(
        testApp,
        `/api/reviews/search?${name}=1`,
        [name],
      );
      assert.equal(issues[0].code, "unknown_parameter");
    }
  }),
);

Deno.test(
  "400: a cursor this service did not make",
  withHand(async (testApp) => {
    for (const cursor of ["abc", "%21%21%21", btoa("[1,2]")]) {
      await expectInvalid(testApp, `/api/reviews/search?cursor=${cursor}`, [
        "cursor",
      ]);
    }
  }),
);

Deno.test(
  "400: every problem of a request is listed",
  withHand(async (testApp) => {
    await expectInvalid(
      testApp,
      "/api/reviews/search?rating=9&limit=0&foo=1&since=2025-02-30&query=a&query=b",
      ["rating", "limit", "foo", "since", "query"],
    );
  }),
);

Deno.test(
  "400: a malformed date in the since path, same body shape",
  withHand(async (testApp) => {
    for (
      const date of [
        "2025-02-30",
        "2025-2-3",
        "20250203",
        "abc",
        "2025-02-03T00:00:00Z",
        "2025-13-01",
      ]
    ) {
      await expectInvalid(
        testApp,
        `/api/reviews/since/${encodeURIComponent(date)}`,
        ["date"],
      );
    }
  }),
);

// ----------------------------------------------------------------- since

Deno.test(
  "since: every review on or after the date, at once, newest first",
  withSynthetic(async (testApp) => {
    for (
      const date of ["2024-05-05", "2023-01-01", "2025-06-30", "2099-01-01"]
    ) {
      const { status, headers, body } = await getJson(
        testApp,
        `/api/reviews/since/${date}`,
      );
      assert.equal(status, 200);
      assert.match(headers.get("content-type")!, /^application\/json/);
      const expected = SYNTHETIC.reviews.filter((review) =>
        review.date >= date
      );
      assert.deepEqual(ids(body.reviews), ids(expected), date);
      assert.equal(body.count, expected.length);
      assert.equal(body.total, expected.length);
      assert.equal(body.next_cursor, null);
    }
    // More than a search page at once.
    const all = await getJson(testApp, "/api/reviews/since/2000-01-01");
    assert.equal(all.body.count, 240);
  }),
);

// ----------------------------------------------------- conditional GET

const CONDITIONAL_PATHS = [
  "/reviews.json",
  "/insights.json",
  "/api/feed.json",
  "/feed.xml",
  "/api/reviews/since/2024-06-05",
];

const LAST_MODIFIED = new Date(TEST_PUBLISHED_AT).toUTCString();

Deno.test(
  "conditional GET: strong ETag and Last-Modified",
  withHand(async (testApp) => {
    const tags = new Set<string>();
    for (const path of CONDITIONAL_PATHS) {
      const response = await testApp.request(path);
      await response.body?.cancel();
      assert.equal(response.status, 200, path);
      const etag = response.headers.get("etag")!;
      assert.match(etag, /^"[^"]+"$/, `${path}: strong tag`);
      tags.add(etag);
      assert.equal(response.headers.get("last-modified"), LAST_MODIFIED, path);
    }
    assert.equal(tags.size, CONDITIONAL_PATHS.length);
    // Since: another date, another representation, another tag.
    const other = await testApp.request("/api/reviews/since/2024-06-06");
    await other.body?.cancel();
    assert.ok(!tags.has(other.headers.get("etag")!));
  }),
);

Deno.test(
  "conditional GET: matching validators give 304 with an empty body",
  withHand(async (testApp) => {
    for (const path of CONDITIONAL_PATHS) {
      const first = await testApp.request(path);
      await first.body?.cancel();
      const etag = first.headers.get("etag")!;
      const cases: Array<Record<string, string>> = [
        { "if-none-match": etag },
        { "if-none-match": `"nope", ${etag}` },
        { "if-none-match": `"nope",${etag},"other"` },
        { "if-none-match": "*" },
        { "if-none-match": `W/${etag}` },
        { "if-modified-since": LAST_MODIFIED },
        { "if-modified-since": "Wed, 01 Jul 2099 00:00:00 GMT" },
        {
          "if-none-match": etag,
          "if-modified-since": "Mon, 01 Jan 2001 00:00:00 GMT",
        },
      ];
      for (const headers of cases) {
        for (const method of ["GET", "HEAD"]) {
          const response = await testApp.request(path, { method, headers });
          const body = await response.text();
          const label = `${method} ${path} ${JSON.stringify(headers)}`;
          assert.equal(response.status, 304, label);
          assert.equal(body, "", label);
          assert.equal(response.headers.get("etag"), etag, label);
        }
      }
    }
  }),
);

Deno.test(
  "conditional GET: other validators give 200 with the body",
  withHand(async (testApp) => {
    for (const path of CONDITIONAL_PATHS) {
      const first = await testApp.request(path);
      const full = await first.text();
      const etag = first.headers.get("etag")!;
      const cases: Array<Record<string, string>> = [
        { "if-none-match": '"something-else"' },
        { "if-none-match": `"a", "b"` },
        { "if-none-match": etag.slice(1, -1) },
        // If-None-Match takes precedence over If-Modified-Since.
        {
          "if-none-match": '"something-else"',
          "if-modified-since": "Wed, 01 Jul 2099 00:00:00 GMT",
        },
        { "if-modified-since": "Mon, 01 Jan 2001 00:00:00 GMT" },
        { "if-modified-since": "not a date" },
        { "if-modified-since": "2099-01-01" + "garbage" },
      ];
      for (const headers of cases) {
        const response = await testApp.request(path, { headers });
        const label = `${path} ${JSON.stringify(headers)}`;
        assert.equal(response.status, 200, label);
        assert.equal(await response.text(), full, label);
        assert.equal(response.headers.get("etag"), etag, label);
      }
    }
  }),
);

// ------------------------------------------------------- dataset documents

Deno.test(
  "dataset documents: content types and content",
  withHand(async (testApp) => {
    const reviews = await getJson(testApp, "/reviews.json");
    assert.match(reviews.headers.get("content-type")!, /^application\/json/);
    assert.deepEqual(reviews.body, HAND as unknown as ReviewsDataset);

    const insights = await getJson(testApp, "/insights.json");
    assert.match(insights.headers.get("content-type")!, /^application\/json/);
    assert.deepEqual(Object.keys(insights.body).sort(), [
      "aspects",
      "entities",
      "faq",
      "responsiveness",
      "summary",
      "topics",
    ]);

    const feed = await getJson(testApp, "/api/feed.json");
    assert.match(feed.headers.get("content-type")!, /^application\/json/);
    assert.equal(feed.body.version, "https://jsonfeed.org/version/1.1");
    assert.equal(typeof feed.body.title, "string");
    assert.deepEqual(
      feed.body.items.map((item: { id: string }) => item.id),
      ids(HAND.reviews),
    );

    const atom = await testApp.request("/feed.xml");
    assert.match(atom.headers.get("content-type")!, /^application\/atom\+xml/);
    assert.match(
      await atom.text(),
      /<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/,
    );
  }),
);

Deno.test(
  "JSON Feed: the 50 newest reviews",
  withSynthetic(async (testApp) => {
    const feed = await getJson(testApp, "/api/feed.json");
    assert.equal(feed.body.items.length, 50);
    assert.deepEqual(
      feed.body.items.map((item: { id: string }) => item.id),
      ids(SYNTHETIC.reviews.slice(0, 50)),
    );
    assert.equal(
      feed.body.items[0].url,
      `${TEST_BASE_URL}/reviews/${SYNTHETIC.reviews[0].id}`,
    );
  }),
);

Deno.test(
  "GET /api/reviews/{id}: one review, 404 JSON when unknown",
  withHand(async (testApp) => {
    const found = await getJson(testApp, "/api/reviews/h-02");
    assert.equal(found.status, 200);
    assert.deepEqual(
      found.body,
      HAND.reviews.find((review) => review.id === "h-02"),
    );
    const missing = await getJson(testApp, "/api/reviews/nope");
    assert.equal(missing.status, 404);
    assert.match(missing.headers.get("content-type")!, /^application\/json/);
    assert.equal(missing.body.error, "not_found");
  }),
);

// ----------------------------------------------------- errors and methods

Deno.test(
  "404 JSON for an unknown path",
  withHand(async (testApp) => {
    for (
      const path of [
        "/nope",
        "/api",
        "/api/reviews/since/2025-01-01/extra",
        "/reviews.json/x",
        "/api/feed.xml",
      ]
    ) {
      const { status, headers, body } = await getJson(testApp, path);
      assert.equal(status, 404, path);
      assert.match(headers.get("content-type")!, /^application\/json/, path);
      assert.equal(body.error, "not_found", path);
    }
  }),
);

Deno.test(
  "405 with Allow for a method a read endpoint does not support",
  withHand(async (testApp) => {
    const cases: Array<[string, string]> = [
      ["POST", "/reviews.json"],
      ["PUT", "/insights.json"],
      ["DELETE", "/api/feed.json"],
      ["PATCH", "/feed.xml"],
      ["POST", "/api/reviews/search"],
      ["PUT", "/api/reviews/since/2025-01-01"],
      ["DELETE", "/api/reviews/h-01"],
      ["POST", "/.well-known/openapi.json"],
      // Methods no route names: the path's Allow all the same.
      ["PROPFIND", "/reviews.json"],
      ["QUERY", "/api/reviews/search"],
      ["FOO", "/"],
      ["PROPFIND", "/reviews/h-01"],
    ];
    for (const [method, path] of cases) {
      const { status, headers, body } = await getJson(testApp, path, {
        method,
        body: method === "DELETE" ? undefined : "{}",
      });
      assert.equal(status, 405, `${method} ${path}`);
      const allow = headers.get("allow")!.split(/,\s*/);
      assert.ok(allow.includes("GET"), `${method} ${path}`);
      assert.ok(!allow.includes(method), `${method} ${path}`);
      assert.equal(typeof body.error, "string");
    }
    const unknown = await getJson(testApp, "/no/such/path", {
      method: "PROPFIND",
    });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error, "not_found");
  }),
);

Deno.test(
  "read endpoints send Access-Control-Allow-Origin: *",
  withHand(async (testApp) => {
    const missing: string[] = [];
    for (
      const path of [
        "/reviews.json",
        "/insights.json",
        "/api/feed.json",
        "/feed.xml",
        "/api/reviews/search?rating=5",
        "/api/reviews/search?rating=9",
        "/api/reviews/since/2024-01-01",
        "/api/reviews/since/2024-02-30",
        "/api/reviews/h-01",
        "/.well-known/openapi.json",
      ]
    ) {
      const response = await testApp.request(path, {
        headers: { origin: "https://elsewhere.example" },
      });
      await response.body?.cancel();
      if (response.headers.get("access-control-allow-origin") !== "*") {
        missing.push(`${path} (${response.status})`);
      }
    }
    assert.deepEqual(missing, []);
  }),
);

Deno.test(
  "OPTIONS preflight of a read endpoint",
  withHand(async (testApp) => {
    const response = await testApp.request("/api/reviews/search", {
      method: "OPTIONS",
      headers: {
        origin: "https://elsewhere.example",
        "access-control-request-method": "GET",
      },
    });
    await response.body?.cancel();
    assert.ok(response.status === 204 || response.status === 200);
    assert.equal(response.headers.get("access-control-allow-origin"), "*");
    assert.match(response.headers.get("access-control-allow-methods")!, /GET/);
  }),
);

Deno.test(
  "the three topics send the WebSub Link header on GET and HEAD",
  withHand(async (testApp) => {
    const hub = `${TEST_BASE_URL}/api/websub/hub`;
    for (const topic of ["/feed.xml", "/api/feed.json", "/reviews.json"]) {
      for (const method of ["GET", "HEAD"]) {
        const response = await testApp.request(topic, { method });
        await response.body?.cancel();
        assert.equal(response.status, 200);
        const link = response.headers.get("link");
        assert.equal(
          link,
          `<${hub}>; rel="hub", <${TEST_BASE_URL}${topic}>; rel="self"`,
          `${method} ${topic}`,
        );
      }
    }
  }),
);

Deno.test(
  "HEAD answers like GET without a body",
  withHand(async (testApp) => {
    for (
      const path of [
        ...CONDITIONAL_PATHS,
        "/api/reviews/search?rating=5",
        "/api/reviews/h-01",
        "/.well-known/openapi.json",
      ]
    ) {
      const get = await testApp.request(path);
      await get.body?.cancel();
      const head = await testApp.request(path, { method: "HEAD" });
      assert.equal(await head.text(), "", path);
      assert.equal(head.status, get.status, path);
      assert.equal(
        head.headers.get("content-type"),
        get.headers.get("content-type"),
        path,
      );
      assert.equal(head.headers.get("etag"), get.headers.get("etag"), path);
    }
  }),
);

Deno.test(
  "an Authorization header is ignored",
  withHand(async (testApp) => {
    for (
      const path of [
        "/reviews.json",
        "/api/reviews/search?rating=5",
        "/api/reviews/since/2024-01-01",
        "/api/feed.json",
      ]
    ) {
      const plain = await testApp.request(path);
      const plainBody = await plain.text();
      for (
        const authorization of [
          "Bearer not-a-real-token",
          "Basic dXNlcjpwYXNz",
          "garbage",
        ]
      ) {
        const response = await testApp.request(path, {
          headers: { authorization },
        });
        assert.equal(response.status, 200, `${path} ${authorization}`);
        assert.equal(await response.text(), plainBody);
        assert.equal(response.headers.get("www-authenticate"), null);
      }
    }
  }),
);
