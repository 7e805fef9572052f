import assert from "node:assert/strict";
import {
  ANONYMOUS_YELP_REVIEWER,
  mapYelp,
  yelpDate,
} from "../../../lib/dataset/formats/yelp.ts";
import { readJsonFixture } from "../../helpers/platforms.ts";

Deno.test("mapYelp maps rating, text, user, url", async () => {
  const { reviews, issues } = mapYelp(await readJsonFixture("yelp.json"), {
    timeZone: "America/Los_Angeles",
  });
  assert.deepEqual(issues, []);
  assert.equal(reviews.length, 3);
  assert.deepEqual(reviews[0], {
    id: "yelp-xAG4O7l-t1ubbwVAlPnDKg",
    rating: 5,
    date: "2025-03-01",
    title: null,
    text: "Called at 7am, Rich was here by 9. Fixed the leak under the sink...",
    author: { name: "Ella A." },
    source: "yelp",
    verified: true,
    response: null,
    source_url:
      "https://www.yelp.com/biz/brightline-plumbing-springfield?adjust_creative=x&hrid=xAG4O7l-t1ubbwVAlPnDKg",
  });
  assert.equal(reviews[2].author.name, "Zoë Q.");
});

Deno.test("Yelp: time_created is Pacific time, the date the business's day", () => {
  // 23:30 Pacific is already the next day in Chicago and in UTC.
  assert.equal(
    yelpDate("2025-03-01 23:30:00", "America/Los_Angeles"),
    "2025-03-01",
  );
  assert.equal(
    yelpDate("2025-03-01 23:30:00", "America/Chicago"),
    "2025-03-02",
  );
  assert.equal(yelpDate("2025-03-01 23:30:00", "UTC"), "2025-03-02");
  assert.equal(yelpDate("2025-07-01 16:59:59", "UTC"), "2025-07-01");
  assert.equal(yelpDate("2025-07-01 17:00:00", "UTC"), "2025-07-02");
});

Deno.test("Yelp: a user without a name is anonymous; no url is null", () => {
  const { reviews } = mapYelp({
    reviews: [{
      id: "y",
      text: "fine",
      rating: 4,
      time_created: "2025-01-01 10:00:00",
    }],
  }, { timeZone: "UTC" });
  assert.equal(reviews[0].author.name, ANONYMOUS_YELP_REVIEWER);
  assert.equal(reviews[0].source_url, null);
});

Deno.test("Yelp: every problem with its member path", async () => {
  const { reviews, issues } = mapYelp(await readJsonFixture("bad/yelp.json"), {
    timeZone: "UTC",
  });
  assert.deepEqual(reviews, []);
  assert.deepEqual(issues.map((issue) => issue.path), [
    "reviews[0].time_created",
    "reviews[1].url",
    "reviews[2].rating",
  ]);
  assert.equal(issues[1].message, "must be an http(s) URL");
});
