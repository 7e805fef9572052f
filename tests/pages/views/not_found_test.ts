/** lib/pages/views/not_found.tsx: the 404 page. */
import assert from "node:assert/strict";
import { notFoundPage } from "../../../lib/pages/views/not_found.tsx";

Deno.test("notFoundPage: one h1, a link home, no address and no canonical link", () => {
  const page = notFoundPage({
    baseUrl: "https://b.test",
    businessName: "Pipes & Co",
  });
  assert.equal(page.match(/<h1[\s>]/g)?.length, 1);
  assert.match(page, /<a href="\/">See all reviews of Pipes &amp; Co<\/a>/);
  assert.doesNotMatch(page, /rel="canonical"/);
  assert.match(page, /<link rel="alternate" type="application\/atom\+xml"/);
});
