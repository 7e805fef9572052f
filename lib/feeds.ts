/**
 * JSON Feed 1.1 and Atom (RFC 4287) documents of the newest reviews.
 *
 * @module
 */
import type { JsonFeed, Review, ReviewsDataset } from "./schemas/mod.ts";
import { hubUrl, reviewUrl, topicUrl } from "./urls.ts";

/** Number of reviews in each feed. */
export const FEED_SIZE = 50;

/** Options for building a feed. */
export interface FeedOptions {
  /** Public base URL of the service. */
  baseUrl: string;
  /** When this dataset version was published. */
  publishedAt: Date;
}

function stars(rating: number): string {
  return "★".repeat(rating) + "☆".repeat(5 - rating);
}

/** The headline of a review in a feed. */
function itemTitle(review: Review): string {
  return review.title?.trim() ||
    `${review.rating}-star review by ${review.author.name}`;
}

/** The plain-text body of a review in a feed. */
function itemText(review: Review): string {
  const parts = [`${stars(review.rating)} (${review.rating}/5)`];
  if (review.text.trim()) parts.push(review.text.trim());
  if (review.response) {
    parts.push(
      `Response from the owner (${review.response.date}): ${review.response.text}`,
    );
  }
  return parts.join("\n\n");
}

function reviewTimestamp(review: Review): string {
  return `${review.date}T00:00:00Z`;
}

/** Builds the JSON Feed 1.1 document of the newest reviews. */
export function buildJsonFeed(
  dataset: ReviewsDataset,
  options: FeedOptions,
): JsonFeed {
  const { business } = dataset;
  return {
    version: "https://jsonfeed.org/version/1.1",
    title: `${business.name}: customer reviews`,
    home_page_url: business.url,
    feed_url: topicUrl(options.baseUrl, "/api/feed.json"),
    description:
      `The ${FEED_SIZE} newest verified customer reviews of ${business.name}.`,
    language: "en",
    authors: [{ name: business.name }],
    hubs: [{ type: "WebSub", url: hubUrl(options.baseUrl) }],
    items: dataset.reviews.slice(0, FEED_SIZE).map((review) => ({
      id: review.id,
      url: reviewUrl(options.baseUrl, review.id),
      title: itemTitle(review),
      content_text: itemText(review),
      date_published: reviewTimestamp(review),
      authors: [{ name: review.author.name }],
      tags: [`rating:${review.rating}`, ...review.services],
      _review: {
        rating: review.rating,
        source: review.source,
        technicians: review.technicians,
        services: review.services,
      },
    })),
  };
}

/** Escapes text for XML character data and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({
        "&": "&amp;",
        "<": "&lt;",
        ">": "&gt;",
        '"': "&quot;",
        "'": "&apos;",
      })[
        char
      ]!,
    // XML 1.0 forbids most control characters even when escaped.
    // deno-lint-ignore no-control-regex
  ).replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "");
}

/** Builds the Atom feed of the newest reviews. */
export function buildAtomFeed(
  dataset: ReviewsDataset,
  options: FeedOptions,
): string {
  const { business } = dataset;
  const items = dataset.reviews.slice(0, FEED_SIZE);
  const updated = items.length > 0
    ? items.map((review) => review.response?.date ?? review.date).sort().at(
      -1,
    )! +
      "T00:00:00Z"
    : options.publishedAt.toISOString().replace(/\.\d{3}Z$/, "Z");
  const self = topicUrl(options.baseUrl, "/feed.xml");
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${escapeXml(self)}</id>`,
    `  <title>${escapeXml(`${business.name}: customer reviews`)}</title>`,
    `  <subtitle>${
      escapeXml(`The ${FEED_SIZE} newest verified customer reviews.`)
    }</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${
      escapeXml(self)
    }"/>`,
    `  <link rel="hub" href="${escapeXml(hubUrl(options.baseUrl))}"/>`,
    `  <link rel="alternate" type="text/html" href="${
      escapeXml(business.url)
    }"/>`,
    `  <author><name>${escapeXml(business.name)}</name></author>`,
  ];
  for (const review of items) {
    const url = reviewUrl(options.baseUrl, review.id);
    lines.push(
      "  <entry>",
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(itemTitle(review))}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${reviewTimestamp(review)}</published>`,
      `    <updated>${
        review.response
          ? `${review.response.date}T00:00:00Z`
          : reviewTimestamp(review)
      }</updated>`,
      `    <author><name>${escapeXml(review.author.name)}</name></author>`,
      `    <category term="rating:${review.rating}"/>`,
      ...review.services.map((service) =>
        `    <category term="${escapeXml(service)}"/>`
      ),
      `    <content type="text">${escapeXml(itemText(review))}</content>`,
      "  </entry>",
    );
  }
  lines.push("</feed>", "");
  return lines.join("\n");
}
