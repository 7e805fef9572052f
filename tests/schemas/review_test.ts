import assert from "node:assert/strict";
import { ReviewSchema } from "../../lib/schemas/review.ts";
import { makeReview } from "../helpers/data.ts";

function paths(result: { success: boolean; error?: { issues: unknown[] } }) {
  assert.equal(result.success, false);
  return (result.error!.issues as Array<{ path: PropertyKey[] }>).map((
    issue,
  ) => issue.path.join("."));
}

Deno.test("ReviewSchema accepts a published review", () => {
  const review = makeReview({
    id: "r-1",
    date: "2025-01-02",
    title: "Title",
    text: "Text",
    technicians: ["Rich Alvarez"],
    services: ["drain-cleaning"],
    service_area: "Springfield",
    aspects: [{ aspect: "price", sentiment: "positive", text: "Fair price" }],
    response: { text: "Thanks", date: "2025-01-03" },
  });
  assert.deepEqual(ReviewSchema.parse(review), review);
  // Rating-only review: empty text, null title.
  assert.equal(
    ReviewSchema.safeParse(makeReview({ id: "r", date: "2025-01-01" }))
      .success,
    true,
  );
});

Deno.test("ReviewSchema rejects out-of-range and mistyped members", () => {
  const base = makeReview({ id: "r-1", date: "2025-01-02" });
  const cases: Array<[string, Record<string, unknown>]> = [
    ["rating", { rating: 0 }],
    ["rating", { rating: 6 }],
    ["rating", { rating: 4.5 }],
    ["rating", { rating: "5" }],
    ["date", { date: "2025-02-30" }],
    ["verified", { verified: false }],
    ["id", { id: "" }],
    ["id", { id: "   " }],
    ["author", { author: undefined }],
    ["author.name", { author: { name: "" } }],
    ["aspects.0.aspect", {
      aspects: [{ aspect: "speed", sentiment: "positive", text: "x" }],
    }],
    ["aspects.0.sentiment", {
      aspects: [{ aspect: "price", sentiment: "great", text: "x" }],
    }],
    ["response.date", { response: { text: "Thanks", date: "2025-02-30" } }],
  ];
  for (const [path, change] of cases) {
    const result = ReviewSchema.safeParse({ ...base, ...change });
    assert.deepEqual(paths(result), [path], JSON.stringify(change));
  }
});
