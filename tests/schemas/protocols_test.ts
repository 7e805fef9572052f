import assert from "node:assert/strict";
import { JsonFeedSchema } from "../../lib/schemas/protocols.ts";

function paths(result: { success: boolean; error?: { issues: unknown[] } }) {
  assert.equal(result.success, false);
  return (result.error!.issues as Array<{ path: PropertyKey[] }>).map((
    issue,
  ) => issue.path.join("."));
}

Deno.test("JsonFeedSchema: version 1.1 and at most 50 items", () => {
  const item = {
    id: "a",
    url: "https://x.test/api/reviews/a",
    title: "t",
    content_text: "c",
    date_published: "2025-01-01T00:00:00Z",
    authors: [{ name: "A" }],
    _review: { rating: 5, source: "google", technicians: [], services: [] },
  };
  const feed = {
    version: "https://jsonfeed.org/version/1.1",
    title: "Feed",
    feed_url: "https://x.test/api/feed.json",
    hubs: [{ type: "WebSub", url: "https://x.test/api/websub/hub" }],
    items: [item],
  };
  assert.equal(JsonFeedSchema.safeParse(feed).success, true);
  assert.deepEqual(
    paths(
      JsonFeedSchema.safeParse({
        ...feed,
        version: "https://jsonfeed.org/version/1",
      }),
    ),
    ["version"],
  );
  assert.deepEqual(
    paths(JsonFeedSchema.safeParse({ ...feed, items: Array(51).fill(item) })),
    ["items"],
  );
});
