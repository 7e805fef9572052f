/**
 * Schema.org structured data of the pages, and its safe embedding in a
 * `<script type="application/ld+json">` element.
 *
 * @module
 */
import { asciiJson } from "../http/ascii_json.ts";
import type { Review, ReviewsDataset } from "../schemas/mod.ts";
import { reviewUrl } from "../urls.ts";
import { safeHttpUrl, schemaDayName } from "./format.ts";

/** A JSON-LD object. */
export type JsonLd = Record<string, unknown>;

/** A review as a schema.org `Review` (without `itemReviewed`). */
export function reviewJsonLd(review: Review, baseUrl: string): JsonLd {
  const item: JsonLd = {
    "@type": "Review",
    "@id": reviewUrl(baseUrl, review.id),
    url: reviewUrl(baseUrl, review.id),
    reviewRating: {
      "@type": "Rating",
      ratingValue: review.rating,
      bestRating: 5,
      worstRating: 1,
    },
    author: { "@type": "Person", name: review.author.name },
    datePublished: review.date,
    reviewBody: review.text,
  };
  if (review.title) item.name = review.title;
  return item;
}

/** The business as a schema.org `LocalBusiness` subtype, without reviews. */
export function businessJsonLd(
  dataset: ReviewsDataset,
  baseUrl: string,
): JsonLd {
  const { business, aggregate_rating: aggregate } = dataset;
  const sameAs = (business.profiles ?? [])
    .map((profile) => safeHttpUrl(profile.url))
    .filter((url): url is string => url !== null);
  const item: JsonLd = {
    "@type": business.type,
    "@id": `${baseUrl}/#business`,
    name: business.name,
    url: business.url,
    telephone: business.telephone,
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street_address,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postal_code,
      addressCountry: business.address.country,
    },
    openingHoursSpecification: business.opening_hours.map((rule) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: rule.days.map(schemaDayName),
      opens: rule.opens,
      closes: rule.closes,
    })),
    areaServed: business.service_areas.map((area) => ({
      "@type": "Place",
      name: area.name,
    })),
  };
  if (business.description) item.description = business.description;
  if (sameAs.length > 0) item.sameAs = sameAs;
  if (aggregate.review_count > 0) {
    item.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: aggregate.rating_value,
      reviewCount: aggregate.review_count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return item;
}

/** `/`: the business with its aggregate rating and the reviews shown. */
export function homeJsonLd(
  dataset: ReviewsDataset,
  reviews: readonly Review[],
  baseUrl: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    ...businessJsonLd(dataset, baseUrl),
    review: reviews.map((review) => reviewJsonLd(review, baseUrl)),
  };
}

/** `/reviews/{id}`: the review, with the business as `itemReviewed`. */
export function reviewPageJsonLd(
  dataset: ReviewsDataset,
  review: Review,
  baseUrl: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    ...reviewJsonLd(review, baseUrl),
    itemReviewed: businessJsonLd(dataset, baseUrl),
  };
}

/**
 * JSON text that is safe inside a `<script>` element: `<`, `>` and `&` are
 * written as `\u003c`, `\u003e`, `\u0026` (so `</script>` and `<!--` cannot
 * occur), and every character outside ASCII as a `\u` escape (U+2028 and
 * U+2029 among them; character references are not read inside a script,
 * and the pages are sent in ASCII, lib/pages/ascii_markup.ts).
 * `JSON.parse` reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return asciiJson(JSON.stringify(value)).replace(
    /[<>&]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
