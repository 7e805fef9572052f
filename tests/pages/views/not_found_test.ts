/** lib/pages/views/not_found.tsx: the 404 page. */
import assert from "node:assert/strict";
import { notFoundPage } from "../../../lib/pages/views/not_found.tsx";

Deno.test("notFoundPage: one h1, the address as text and as canonical link, a link home", () => {
  const page = notFoundPage({
    baseUrl: "https://b.test",
    path: '/no/"such"<page>',
    businessName: "Pipes & Co",
  });
  assert.equal(page.match(/<h1[\s>]/g)?.length, 1);
  assert.match(page, /<a href="\/">See all reviews of Pipes &amp; Co<\/a>/);
  assert.match(page, /<code>\/no\/&quot;such&quot;&lt;page&gt;<\/code>/);
  assert.match(
    page,
    /<link rel="canonical" href="https:\/\/b\.test\/no\/&quot;such&quot;&lt;page&gt;"/,
  );
  assert.doesNotMatch(page, /<page>/);
  assert.match(page, /<link rel="alternate" type="application\/atom\+xml"/);
});
