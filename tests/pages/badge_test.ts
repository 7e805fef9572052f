import assert from "node:assert/strict";
import { badgeSvg, fitName } from "../../lib/pages/badge.ts";
import { makeDataset, makeReview, testBusiness } from "../helpers/data.ts";

Deno.test("fitName keeps a name that fits and cuts a wide one with an ellipsis", () => {
  assert.equal(fitName("Bright Spark Electric"), "Bright Spark Electric");
  const wide = fitName("WWWWWWWWWWWWWWWWWWWWWWWWWWWWWW");
  assert.ok(wide.endsWith("…"));
  assert.ok(Array.from(wide).length <= 17, wide);
  const narrow = "illillillillillillillillillillillill";
  assert.equal(fitName(narrow), narrow);
  // The cut never leaves a space before the ellipsis.
  assert.doesNotMatch(
    fitName("Northwind Heating & Cooling Services Ltd"),
    / …$/,
  );
});

Deno.test("badgeSvg: a title with the rating and count; names escaped", () => {
  const business = testBusiness();
  business.name = `Acme "<script>" & Co`;
  const svg = badgeSvg(
    makeDataset([
      makeReview({ id: "a", date: "2025-01-01", rating: 5 }),
      makeReview({ id: "b", date: "2025-01-02", rating: 4 }),
    ], business),
  );
  assert.match(
    svg,
    /<title>Acme &quot;&lt;script&gt;&quot; &amp; Co: rated 4\.5 out of 5 from 2 reviews<\/title>/,
  );
  assert.ok(!svg.includes("<script"));
  assert.match(
    svg,
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="220" height="56"/,
  );
});
