/**
 * The real application over a synthetic dataset, asked for pages as a
 * browser asks for them: for the route tests of the pages and embeds.
 *
 * @module
 */
import { createTestApp, type TestApp } from "./app.ts";
import { makeDataset, syntheticReviews, testBusiness } from "./data.ts";
import type { Business, ReviewsDataset } from "../../lib/schemas/mod.ts";

/** The `Accept` header a browser sends for a page. */
export const BROWSER_ACCEPT =
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

/** The test business with profiles on two platforms. */
export function pageBusiness(): Business {
  const value = testBusiness();
  value.profiles = [
    { platform: "google", url: "https://maps.google.example/brightline" },
    { platform: "yelp", url: "https://www.yelp.example/biz/brightline" },
  ];
  return value;
}

/** A test app over `dataset` (default 45 synthetic reviews), disposable. */
export async function pageApp(
  dataset?: ReviewsDataset,
): Promise<TestApp> {
  return await createTestApp(
    dataset ?? makeDataset(syntheticReviews(45), pageBusiness()),
  );
}

/** GETs a path as a browser (or with `accept`); the answer and its text. */
export async function html(
  testApp: TestApp,
  path: string,
  accept: string = BROWSER_ACCEPT,
): Promise<{ response: Response; body: string }> {
  const response = await testApp.request(path, { headers: { accept } });
  return { response, body: await response.text() };
}

/** How many times `pattern` occurs in `body`. */
export function count(body: string, pattern: RegExp): number {
  return body.match(new RegExp(pattern.source, "g"))?.length ?? 0;
}

/** What an HTML parser reads numeric character references (`&#x…;`) as. */
export function readReferences(markup: string): string {
  return markup.replace(
    /&#x([0-9a-f]+);/g,
    (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)),
  );
}
