/**
 * MCP resources and id completion (lib/mcp/resources.ts).
 */
import assert from "node:assert/strict";
import {
  BUSINESS_URI,
  completeFrom,
  completeReviewId,
  INSIGHTS_URI,
  listResources,
  listResourceTemplates,
  MAX_COMPLETION_VALUES,
  readResource,
  REVIEW_URI_TEMPLATE,
  reviewUri,
} from "../../lib/mcp/resources.ts";
import { APP_RESOURCE_URI } from "../../lib/mcp/app_ui.ts";
import { withFixtureSnapshot as withSnapshot } from "../helpers/mcp.ts";

Deno.test("the business and the insights are listed with size and date", async () => {
  await withSnapshot((snapshot) => {
    const resources = listResources(snapshot);
    assert.deepEqual(resources.map((resource) => resource.uri), [
      BUSINESS_URI,
      INSIGHTS_URI,
      APP_RESOURCE_URI,
    ]);
    for (const resource of resources) {
      const contents = readResource(snapshot, resource.uri);
      assert.ok(contents);
      assert.equal(contents.mimeType, resource.mimeType);
      assert.equal(
        resource.size,
        new TextEncoder().encode(contents.text).length,
      );
      assert.equal(
        resource.annotations.lastModified,
        snapshot.publishedAt.toISOString(),
      );
      assert.ok(resource.title.includes(snapshot.dataset.business.name));
    }
    assert.deepEqual(JSON.parse(readResource(snapshot, BUSINESS_URI)!.text), {
      ...snapshot.dataset.business,
      aggregate_rating: snapshot.dataset.aggregate_rating,
    });
    assert.deepEqual(
      JSON.parse(readResource(snapshot, INSIGHTS_URI)!.text),
      snapshot.insights,
    );
  });
});

Deno.test("the review template reads one review by id", async () => {
  await withSnapshot((snapshot) => {
    assert.deepEqual(
      listResourceTemplates().map((template) => template.uriTemplate),
      [REVIEW_URI_TEMPLATE],
    );
    const review = snapshot.dataset.reviews[2];
    const uri = reviewUri(review.id);
    assert.equal(uri, `reviews://reviews/${review.id}`);
    assert.deepEqual(JSON.parse(readResource(snapshot, uri)!.text), review);
    assert.equal(reviewUri("a/b c"), "reviews://reviews/a%2Fb%20c");
    for (
      const unknown of [
        "reviews://reviews/missing",
        "reviews://reviews/%E0%A4%A",
        "reviews://reviews/",
        "reviews://other",
        "https://example.com/reviews.json",
      ]
    ) {
      assert.equal(readResource(snapshot, unknown), null, unknown);
    }
  });
});

Deno.test("ids complete by prefix, newest first, at most 100", async () => {
  await withSnapshot((snapshot) => {
    const all = completeReviewId(snapshot, "");
    assert.deepEqual(
      all.values,
      snapshot.index.reviews.map((review) => review.id),
    );
    assert.equal(all.total, snapshot.index.reviews.length);
    const some = completeReviewId(snapshot, "NR-01");
    assert.ok(some.values.length > 0);
    assert.ok(some.values.every((id) => id.startsWith("nr-01")));
    assert.deepEqual(completeReviewId(snapshot, "zzz"), {
      values: [],
      total: 0,
      hasMore: false,
    });
  });
  const many = Array.from({ length: 150 }, (_, i) => `id-${i}`);
  const capped = completeFrom(many, "id-");
  assert.equal(capped.values.length, MAX_COMPLETION_VALUES);
  assert.equal(capped.total, 150);
  assert.equal(capped.hasMore, true);
});
