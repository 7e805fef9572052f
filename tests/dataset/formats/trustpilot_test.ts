import assert from "node:assert/strict";
import {
  ANONYMOUS_TRUSTPILOT_REVIEWER,
  mapTrustpilot,
} from "../../../lib/dataset/formats/trustpilot.ts";
import { readJsonFixture } from "../../helpers/platforms.ts";

Deno.test("mapTrustpilot maps stars, title, reply, verification", async () => {
  const { reviews, issues } = mapTrustpilot(
    await readJsonFixture("trustpilot.json"),
    { timeZone: "America/Chicago" },
  );
  assert.deepEqual(issues, []);
  assert.equal(reviews.length, 3);
  assert.deepEqual(reviews[0], {
    id: "trustpilot-6613a1f0c2b8e41a2c0f0001",
    rating: 5,
    // 02:15 UTC on the 14th is the evening of the 13th in Chicago.
    date: "2025-07-13",
    title: "Fixed our AC in July",
    text:
      "Tom Becker repaired the air conditioner on the hottest day of the year.",
    author: { name: "Priya N." },
    source: "trustpilot",
    verified: true,
    response: { text: "Thanks Priya, stay cool!", date: "2025-07-15" },
    source_url: null,
  });
  assert.equal(reviews[1].verified, false, "isVerified: false");
  assert.equal(reviews[2].title, null, "an empty title is none");
  assert.equal(reviews[2].author.name, "Chloé Durand");
});

Deno.test("Trustpilot: a record without labels counts as verified; no name is anonymous", () => {
  const { reviews } = mapTrustpilot({
    reviews: [{
      id: "t1",
      stars: 3,
      text: "ok",
      createdAt: "2025-01-01T12:00:00Z",
    }],
  }, { timeZone: "UTC" });
  assert.equal(reviews[0].verified, true);
  assert.equal(reviews[0].author.name, ANONYMOUS_TRUSTPILOT_REVIEWER);
});

Deno.test("Trustpilot: every problem with its member path", async () => {
  const { reviews, issues } = mapTrustpilot(
    await readJsonFixture("bad/trustpilot.json"),
    { timeZone: "UTC" },
  );
  assert.deepEqual(reviews, []);
  assert.deepEqual(
    issues.map((issue) => `${issue.path}: ${issue.message}`),
    [
      "reviews[0].stars: must be 1–5",
      "reviews[2].createdAt: required: an RFC 3339 timestamp",
    ],
  );
});
