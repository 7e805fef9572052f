import assert from "node:assert/strict";
import { badgeSvg, escapeXml } from "../../lib/pages/badge.ts";
import { makeDataset, makeReview, testBusiness } from "../helpers/data.ts";

Deno.test("escapeXml escapes markup and both quotes", () => {
  assert.equal(
    escapeXml(`<a href="x">'&'</a>`),
    "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;",
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
