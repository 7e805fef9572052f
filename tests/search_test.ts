import assert from "node:assert/strict";
import type { Review } from "../lib/schemas/mod.ts";
import {
  buildSearchIndex,
  compareNewestFirst,
  decodeCursor,
  encodeCursor,
  foldText,
  parseSearchQuery,
  reviewsSince,
  type SearchRequest,
  searchReviews,
  validateSearchArgs,
} from "../lib/search.ts";
import {
  makeDataset,
  makeReview,
  syntheticReviews,
  testBusiness,
} from "./helpers/data.ts";
import { oracleSearch, SEARCH_CASES } from "./helpers/oracle.ts";

const dataset = makeDataset(syntheticReviews(240));
const index = buildSearchIndex(dataset);

function request(input: Record<string, unknown>): SearchRequest {
  const validated = validateSearchArgs(input);
  if (!validated.ok) {
    assert.fail(`unexpected issues: ${JSON.stringify(validated.issues)}`);
  }
  return validated.value;
}

function ids(reviews: readonly Review[]): string[] {
  return reviews.map((review) => review.id);
}

function issuesOf(query: string) {
  const parsed = parseSearchQuery(new URLSearchParams(query));
  assert.equal(parsed.ok, false, query);
  return parsed.ok ? [] : parsed.issues;
}

Deno.test("foldText ignores case and accents", () => {
  assert.equal(foldText("Café CRÈME Brûlée"), "cafe creme brulee");
  assert.equal(foldText("María López"), "maria lopez");
  // Decomposed input folds the same as composed input.
  assert.equal(foldText("Cafe\u0301"), foldText("Caf\u00e9"));
  assert.equal(foldText("Zürich"), "zurich");
});

Deno.test("compareNewestFirst: date descending, then id descending", () => {
  const reviews = [
    { id: "a", date: "2024-01-01" },
    { id: "c", date: "2025-01-01" },
    { id: "b", date: "2024-01-01" },
    { id: "d", date: "2023-12-31" },
  ];
  assert.deepEqual(reviews.sort(compareNewestFirst).map((r) => r.id), [
    "c",
    "b",
    "a",
    "d",
  ]);
  assert.equal(compareNewestFirst(reviews[0], reviews[0]), 0);
});

Deno.test("buildSearchIndex maps full names, first names and aliases", () => {
  const names = buildSearchIndex(makeDataset([])).technicianNames;
  assert.deepEqual(names.get("rich alvarez"), ["Rich Alvarez"]);
  assert.deepEqual(names.get("rich"), ["Rich Alvarez"]);
  assert.deepEqual(names.get("richie"), ["Rich Alvarez"]);
  assert.deepEqual(names.get("maria lopez"), ["María López"]);
  assert.deepEqual(names.get("mari"), ["María López"]);
  assert.deepEqual(names.get("tom"), ["Tom Becker"]);
  assert.equal(names.get("alvarez"), undefined);
});

Deno.test("buildSearchIndex: a shared first name denotes every bearer", () => {
  const business = testBusiness();
  business.technicians.push({
    id: "rich-young",
    name: "Rich Young",
    aliases: [],
  });
  const data = makeDataset([
    makeReview({ id: "1", date: "2025-01-01", technicians: ["Rich Young"] }),
    makeReview({ id: "2", date: "2025-01-02", technicians: ["Rich Alvarez"] }),
    makeReview({ id: "3", date: "2025-01-03", technicians: ["Tom Becker"] }),
  ], business);
  const result = searchReviews(
    buildSearchIndex(data),
    request({ mentions_technician: "rich" }),
  );
  assert.deepEqual(ids(result.reviews), ["2", "1"]);
  const exact = searchReviews(
    buildSearchIndex(data),
    request({ mentions_technician: "Rich Young" }),
  );
  assert.deepEqual(ids(exact.reviews), ["1"]);
});

Deno.test("cursors round-trip and foreign strings are rejected", () => {
  for (
    const position of [
      { date: "2025-01-01", id: "r-1" },
      { date: "2024-12-31", id: "reseña/ñ 1+2=3?" },
      { date: "2024-02-29", id: "" },
    ]
  ) {
    const cursor = encodeCursor(position);
    assert.match(cursor, /^[A-Za-z0-9_-]+$/, "URL-safe");
    assert.deepEqual(decodeCursor(cursor), position);
  }
  const foreign = [
    "",
    "abc",
    "!!!",
    btoa("not json"),
    btoa(JSON.stringify({ date: "2025-01-01", id: "x" })),
    btoa(JSON.stringify(["2025-01-01"])),
    btoa(JSON.stringify(["01/01/2025", "x"])),
    // A date no review can have: not a position the service gave out.
    btoa(JSON.stringify(["2025-02-30", "r-1"])),
    btoa(JSON.stringify(["2025-01-01", 7])),
    btoa("\xff\xfe"),
  ];
  for (const cursor of foreign) assert.equal(decodeCursor(cursor), null);
});

Deno.test("validateSearchArgs: typed values, as MCP sends them", () => {
  assert.equal(request({}).args.limit, 20);
  assert.equal(request({ rating: 5, limit: 100 }).args.rating, 5);
  const bad = validateSearchArgs({ rating: "5", limit: 0, sort: "x" });
  assert.equal(bad.ok, false);
  assert.deepEqual(
    bad.ok ? [] : bad.issues.map((issue) => issue.path).sort(),
    ["limit", "rating", "sort"],
  );
  const cursor = validateSearchArgs({ cursor: "garbage" });
  assert.deepEqual(cursor.ok ? [] : cursor.issues, [{
    path: "cursor",
    code: "invalid_cursor",
    message: "is not a cursor returned by this service",
  }]);
  assert.equal(validateSearchArgs(undefined).ok, true);
});

Deno.test("parseSearchQuery converts numbers and keeps strings", () => {
  const parsed = parseSearchQuery(
    new URLSearchParams(
      "rating=4&min_rating=3.5&limit=7&query=5&mentions_service=1",
    ),
  );
  assert.equal(parsed.ok, true);
  if (!parsed.ok) return;
  assert.equal(parsed.value.args.rating, 4);
  assert.equal(parsed.value.args.min_rating, 3.5);
  assert.equal(parsed.value.args.limit, 7);
  assert.equal(parsed.value.args.query, "5");
  assert.equal(parsed.value.args.mentions_service, "1");
});

Deno.test("parseSearchQuery rejects values out of type or bounds", () => {
  const cases: Array<[string, string]> = [
    ["rating=0", "rating"],
    ["rating=6", "rating"],
    ["rating=2.5", "rating"],
    ["rating=abc", "rating"],
    ["rating=", "rating"],
    ["rating=0x5", "rating"],
    ["rating=3e0", "rating"],
    ["rating=4.0", "rating"],
    ["limit=1e2", "limit"],
    ["limit=20.0", "limit"],
    ["min_rating=0.5", "min_rating"],
    ["min_rating=5.5", "min_rating"],
    ["min_rating=high", "min_rating"],
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=2.5", "limit"],
    ["limit=abc", "limit"],
    ["limit=-1", "limit"],
    ["since=2025-02-30", "since"],
    ["until=2025-13-01", "until"],
    ["since=2025-1-1", "since"],
    ["cursor=nope", "cursor"],
  ];
  for (const [query, path] of cases) {
    assert.deepEqual(issuesOf(query).map((issue) => issue.path), [path], query);
  }
});

Deno.test("parseSearchQuery: each problem once, in words that fit it", () => {
  const messages = (query: string) =>
    issuesOf(query).map((issue) => `${issue.path}: ${issue.message}`);
  assert.deepEqual(messages(`query=${"a".repeat(501)}`), [
    "query: must be at most 500 characters",
  ]);
  assert.deepEqual(messages("mentions_technician=&cursor="), [
    "mentions_technician: must not be empty",
    "cursor: must not be empty",
  ]);
  // Past 2^53: unsafe and over the bound alike, listed once.
  assert.deepEqual(messages("limit=99999999999999999999999"), [
    "limit: must be a whole number from 1 to 100",
  ]);
});

Deno.test("parseSearchQuery: since after until, repeated, unknown", () => {
  assert.deepEqual(
    issuesOf("since=2025-02-01&until=2025-01-01").map((issue) => issue.path),
    ["until"],
  );
  const repeated = issuesOf("rating=5&rating=5&rating=4");
  assert.deepEqual(repeated.map(({ path, code }) => ({ path, code })), [
    { path: "rating", code: "repeated_parameter" },
  ]);
  const unknown = issuesOf("sort=date");
  assert.deepEqual(unknown.map(({ path, code }) => ({ path, code })), [
    { path: "sort", code: "unknown_parameter" },
  ]);
  // Every problem is listed.
  assert.deepEqual(
    issuesOf("rating=9&limit=0&foo=1&query=a&query=b")
      .map((issue) => issue.path).sort(),
    ["foo", "limit", "query", "rating"],
  );
});

Deno.test("searchReviews agrees with the rules for every combination", () => {
  const business = dataset.business;
  for (const args of SEARCH_CASES) {
    const expected = oracleSearch(business, dataset.reviews, args);
    const result = searchReviews(index, request({ ...args, limit: 100 }));
    assert.equal(result.total, expected.length, JSON.stringify(args));
    assert.deepEqual(
      ids(result.reviews),
      ids(expected.slice(0, 100)),
      JSON.stringify(args),
    );
    assert.equal(result.count, result.reviews.length);
  }
});

Deno.test("searchReviews: the cases are not vacuous", () => {
  // Guards the test data: most cases match something, some match nothing.
  const totals = SEARCH_CASES.map((args) =>
    oracleSearch(dataset.business, dataset.reviews, args).length
  );
  assert.ok(totals.filter((total) => total > 0).length >= 25);
  assert.ok(totals.some((total) => total === 0));
  assert.ok(totals[0] > 100);
});

Deno.test("searchReviews: limit, total and next_cursor", () => {
  const first = searchReviews(index, request({}));
  assert.equal(first.count, 20);
  assert.equal(first.total, 240);
  assert.ok(first.next_cursor);
  const all = searchReviews(index, request({ limit: 100, rating: 3 }));
  const expected = dataset.reviews.filter((review) => review.rating === 3);
  assert.ok(expected.length < 100);
  assert.equal(all.count, expected.length);
  assert.equal(all.next_cursor, null);
  // Exactly `limit` matches: no further page.
  const exact = searchReviews(
    index,
    request({ rating: 3, limit: expected.length }),
  );
  assert.equal(exact.next_cursor, null);
});

Deno.test("searchReviews pages through all results without gaps or duplicates", () => {
  for (const args of [{}, { min_rating: 3 }, { query: "cafe" }]) {
    const expected = ids(oracleSearch(dataset.business, dataset.reviews, args));
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = searchReviews(
        index,
        request({ ...args, limit: 7, cursor }),
      );
      assert.equal(page.total, expected.length);
      assert.ok(page.count <= 7);
      seen.push(...ids(page.reviews));
      cursor = page.next_cursor ?? undefined;
      pages++;
    } while (cursor);
    assert.deepEqual(seen, expected, JSON.stringify(args));
    assert.equal(pages, Math.max(1, Math.ceil(expected.length / 7)));
  }
});

Deno.test("a cursor stays valid across a new dataset version", () => {
  const reviews = syntheticReviews(60, 3);
  const before = buildSearchIndex(makeDataset(reviews));
  const page1 = searchReviews(before, request({ limit: 10 }));
  // A newer review arrives and an old one on page 1 disappears.
  const after = buildSearchIndex(makeDataset([
    ...reviews.filter((review) => review.id !== page1.reviews[3].id),
    makeReview({ id: "new", date: "2099-01-01" }),
  ]));
  const rest: string[] = [];
  let cursor = page1.next_cursor ?? undefined;
  while (cursor) {
    const page = searchReviews(after, request({ limit: 10, cursor }));
    rest.push(...ids(page.reviews));
    cursor = page.next_cursor ?? undefined;
  }
  const expected = ids(makeDataset(reviews).reviews).slice(10);
  assert.deepEqual(rest, expected);
});

Deno.test("reviewsSince: every review on or after the date, one page", () => {
  for (const date of ["2024-05-05", "2023-01-01", "2025-06-30", "2099-01-01"]) {
    const expected = dataset.reviews.filter((review) => review.date >= date);
    const result = reviewsSince(index, date);
    assert.deepEqual(ids(result.reviews), ids(expected), date);
    assert.equal(result.count, expected.length);
    assert.equal(result.total, expected.length);
    assert.equal(result.next_cursor, null);
  }
  assert.equal(reviewsSince(index, "1999-01-01").count, 240);
});
