/** lib/pages/views/entity.tsx: a technician's or service's page. */
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { makeDataset, syntheticReviews } from "../../helpers/data.ts";
import { searchReviews } from "../../../lib/search.ts";

import { entityPage } from "../../../lib/pages/views/entity.tsx";

Deno.test("entityPage: mentions, the aspect table and the filtered reviews", async () => {
  using app = await createTestApp(makeDataset(syntheticReviews(30)));
  const { dataset, insights, index } = app.snapshot;
  const entity = insights.entities.services[0];
  const result = searchReviews(index, {
    args: { limit: 20, mentions_service: entity.id },
    after: null,
  });
  const page = entityPage({
    dataset,
    baseUrl: "https://b.test",
    path: `/services/${entity.id}`,
    kind: "services",
    entity,
    result,
    next: null,
    first: null,
  });
  assert.equal(page.match(/<h1[\s>]/g)?.length, 1);
  assert.ok(
    page.includes(
      `Filtered: only reviews that mention ${entity.name} (${result.total} of`,
    ),
  );
  assert.equal(
    page.match(/<article class="review">/g)?.length ?? 0,
    result.count,
  );
  assert.match(page, /<th scope="col">Topic<\/th>/);
});
