import assert from "node:assert/strict";
import {
  homeJsonLd,
  reviewPageJsonLd,
  scriptSafeJson,
} from "../../lib/pages/json_ld.ts";
import { makeDataset, makeReview, testBusiness } from "../helpers/data.ts";

Deno.test("scriptSafeJson: no </script>, <!--, line separators or other non-ASCII survive; parses back", () => {
  const value = {
    text:
      "</script><script>alert(1)</script> <!-- x --> a & b \u2028\u2029 Zoë “ok” 🚰",
  };
  const json = scriptSafeJson(value);
  assert.ok(!/[<>&\u0080-\uffff]/.test(json), json);
  assert.deepEqual(JSON.parse(json), value);
});

Deno.test("homeJsonLd: the business, its rating and the reviews shown", () => {
  const business = testBusiness();
  business.profiles = [
    { platform: "google", url: "https://maps.google.example/x" },
  ];
  const review = makeReview({
    id: "r/1",
    date: "2025-01-02",
    rating: 4,
    text: "Good",
    title: "Fine",
  });
  const dataset = makeDataset([review], business);
  const ld = homeJsonLd(dataset, [review], "https://base.test");
  assert.equal(ld["@context"], "https://schema.org");
  assert.equal(ld["@type"], business.type);
  assert.deepEqual(ld.sameAs, ["https://maps.google.example/x"]);
  assert.deepEqual(ld.aggregateRating, {
    "@type": "AggregateRating",
    ratingValue: 4,
    reviewCount: 1,
    bestRating: 5,
    worstRating: 1,
  });
  assert.deepEqual(ld.review, [{
    "@type": "Review",
    "@id": "https://base.test/reviews/r%2F1",
    url: "https://base.test/reviews/r%2F1",
    reviewRating: {
      "@type": "Rating",
      ratingValue: 4,
      bestRating: 5,
      worstRating: 1,
    },
    author: { "@type": "Person", name: "Test A." },
    datePublished: "2025-01-02",
    reviewBody: "Good",
    name: "Fine",
  }]);
});

Deno.test("reviewPageJsonLd: the review with itemReviewed; no rating without reviews", () => {
  const review = makeReview({ id: "r1", date: "2025-01-02" });
  const ld = reviewPageJsonLd(makeDataset([review]), review, "https://b.test");
  assert.equal(ld["@type"], "Review");
  const item = ld.itemReviewed as Record<string, unknown>;
  assert.equal(item.name, testBusiness().name);
  const empty = homeJsonLd(makeDataset([]), [], "https://b.test");
  assert.equal(empty.aggregateRating, undefined);
});
