import assert from "node:assert/strict";
import {
  ANONYMOUS_GOOGLE_REVIEWER,
  mapGooglePage,
  originalComment,
} from "../../../lib/dataset/formats/google.ts";
import { PLATFORM_FIXTURES, readJsonFixture } from "../../helpers/platforms.ts";

const CHICAGO = { timeZone: "America/Chicago" };

Deno.test("mapGooglePage maps every member of an API page", async () => {
  const page = await readJsonFixture("google_page1.json");
  const { reviews, issues } = mapGooglePage(page, CHICAGO);
  assert.deepEqual(issues, []);
  assert.equal(reviews.length, 4);
  assert.deepEqual(reviews[0], {
    id: "google-AbFvOqk1",
    rating: 5,
    date: "2025-03-10",
    title: null,
    text:
      "Rich fixed our water heater the same afternoon. Clean work and a fair price.",
    author: { name: "Dana Whitfield" },
    source: "google",
    verified: true,
    response: {
      text: "Thank you Dana, glad the hot water is back!",
      date: "2025-03-11",
    },
    source_url: null,
  });
});

Deno.test("Google: anonymous reviewers, rating-only reviews, translations", async () => {
  const { reviews } = mapGooglePage(
    await readJsonFixture("google_page1.json"),
    CHICAGO,
  );
  const byId = new Map(reviews.map((review) => [review.id, review]));
  assert.equal(
    byId.get("google-AbFvOqk2")!.author.name,
    ANONYMOUS_GOOGLE_REVIEWER,
  );
  assert.equal(byId.get("google-AbFvOqk4")!.text, "");
  assert.equal(byId.get("google-AbFvOqk4")!.rating, 3);
  assert.equal(
    byId.get("google-AbFvOqk3")!.text,
    "Der Techniker kam zu spät und hat nicht angerufen.",
  );
  assert.equal(byId.get("google-AbFvOqk3")!.author.name, "Jürgen Maßmann");
});

Deno.test("Google: dates are days in the business's time zone", async () => {
  const page = await readJsonFixture("google_page1.json");
  const day = (timeZone: string, id: string) =>
    mapGooglePage(page, { timeZone }).reviews.find((review) =>
      review.id === id
    )!.date;
  // 2025-03-12T04:30Z is the evening of the 11th in Chicago (CDT).
  assert.equal(day("UTC", "google-AbFvOqk2"), "2025-03-12");
  assert.equal(day("America/Chicago", "google-AbFvOqk2"), "2025-03-11");
  // 23:59:59 at UTC-5 is the next day in UTC, the same day in Chicago.
  assert.equal(day("UTC", "google-AbFvOqk4"), "2025-01-06");
  assert.equal(day("America/Chicago", "google-AbFvOqk4"), "2025-01-05");
});

Deno.test("originalComment keeps the reviewer's own words", () => {
  assert.equal(
    originalComment(
      "(Translated by Google) Very good\n\n(Original)\nMuy bueno",
    ),
    "Muy bueno",
  );
  assert.equal(
    originalComment("Muy bueno\n\n(Translated by Google)\nVery good"),
    "Muy bueno",
  );
  assert.equal(originalComment("  Plain text  "), "Plain text");
});

Deno.test("Google: a reply's date is its updateTime; an empty page has no reviews", () => {
  const { reviews } = mapGooglePage({
    reviews: [{
      reviewId: "x1",
      reviewer: { displayName: "A" },
      starRating: "FOUR",
      comment: "Good",
      createTime: "2025-05-01T10:00:00Z",
      updateTime: "2025-06-01T10:00:00Z",
      reviewReply: { comment: "Thanks", updateTime: "2025-05-03T02:00:00Z" },
    }],
  }, CHICAGO);
  assert.equal(reviews[0].date, "2025-05-01");
  assert.deepEqual(reviews[0].response, { text: "Thanks", date: "2025-05-02" });
  assert.deepEqual(
    mapGooglePage({ averageRating: 0, totalReviewCount: 0 }, CHICAGO),
    { reviews: [], issues: [] },
  );
});

Deno.test("Google: a review without reviewId takes the id from its name", () => {
  const { reviews, issues } = mapGooglePage({
    reviews: [{
      name: "accounts/1/locations/2/reviews/FromName9",
      starRating: "ONE",
      createTime: "2025-05-01T10:00:00Z",
    }],
  }, CHICAGO);
  assert.deepEqual(issues, []);
  assert.equal(reviews[0].id, "google-FromName9");
  assert.equal(reviews[0].author.name, ANONYMOUS_GOOGLE_REVIEWER);
});

Deno.test("Google: every problem with its member path", async () => {
  const { reviews, issues } = mapGooglePage(
    JSON.parse(await Deno.readTextFile(`${PLATFORM_FIXTURES}/bad/page2.json`)),
    CHICAGO,
  );
  assert.deepEqual(reviews, []);
  assert.deepEqual(
    issues.map((issue) => `${issue.path}: ${issue.message}`),
    [
      "reviews[1].createTime: must be an RFC 3339 timestamp such as 2024-05-01T14:30:00Z",
      "reviews[4].starRating: STAR_RATING_UNSPECIFIED is not a rating",
    ],
  );
  const other = mapGooglePage({
    reviews: [{ starRating: "SIX", createTime: "2025-01-01T00:00:00Z" }],
  }, CHICAGO);
  assert.deepEqual(other.issues.map((issue) => issue.path).sort(), [
    "reviews[0].starRating",
  ]);
  assert.match(other.issues[0].message, /SIX is not a rating/);
  const noId = mapGooglePage({
    reviews: [{ starRating: "TWO", createTime: "2025-01-01T00:00:00Z" }],
  }, CHICAGO);
  assert.deepEqual(noId.issues.map((issue) => issue.path), [
    "reviews[0].reviewId",
  ]);
});
