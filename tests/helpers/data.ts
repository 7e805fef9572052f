/**
 * Test data: the fixture files, hand-built reviews whose derived members are
 * set explicitly (so search tests do not depend on the text analysis), and a
 * deterministic generator of larger datasets.
 *
 * @module
 */
import { aggregateRating } from "../../lib/dataset/aggregate_rating.ts";
import { encodeVersion, type StoredVersion } from "../../lib/dataset/store.ts";
import {
  ASPECT_IDS,
  type Business,
  BusinessSchema,
  type Insights,
  type Review,
  type ReviewsDataset,
} from "../../lib/schemas/mod.ts";

/** The project root, as a file URL ending in `/`. */
export const ROOT_URL = new URL("../../", import.meta.url);
/** The project root, as a path. */
export const ROOT_PATH = decodeURIComponent(ROOT_URL.pathname);
/** The small fixture dataset (10 verified reviews, 1 unverified). */
export const SMALL_DATASET_PATH = decodeURIComponent(
  new URL("tests/fixtures/small_dataset.json", ROOT_URL).pathname,
);

/** A raw import file as parsed JSON, for tests that edit it. */
// deno-lint-ignore no-explicit-any
export type RawDataset = Record<string, any>;

/** The small fixture dataset as raw JSON (a fresh copy each call). */
export async function readSmallDataset(): Promise<RawDataset> {
  return JSON.parse(await Deno.readTextFile(SMALL_DATASET_PATH));
}

let smallBusiness: Business | undefined;

/** The fixture's business record, parsed (defaults applied). */
export function testBusiness(): Business {
  smallBusiness ??= BusinessSchema.parse(
    JSON.parse(Deno.readTextFileSync(SMALL_DATASET_PATH)).business,
  );
  return structuredClone(smallBusiness);
}

/** A published review; every member not given takes a plain default. */
export function makeReview(
  fields: Partial<Review> & Pick<Review, "id" | "date">,
): Review {
  return {
    rating: 5,
    title: null,
    text: "",
    author: { name: "Test A." },
    source: "google",
    verified: true,
    technicians: [],
    services: [],
    service_area: null,
    aspects: [],
    response: null,
    ...fields,
  };
}

/** Newest first: date descending, then id descending (the public order). */
export function newestFirst(a: Review, b: Review): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** A dataset of `reviews` (sorted newest first) for `business`. */
export function makeDataset(
  reviews: Review[],
  business: Business = testBusiness(),
): ReviewsDataset {
  const sorted = [...reviews].sort(newestFirst);
  return {
    business,
    aggregate_rating: aggregateRating(sorted),
    reviews: sorted,
  };
}

/** A minimal valid insights document. */
export function makeInsights(business: Business = testBusiness()): Insights {
  const entity = (id: string, name: string) => ({
    id,
    name,
    mentions: 0,
    average_rating: null,
    aspects: [],
  });
  return {
    aspects: ASPECT_IDS.map((aspect) => ({
      aspect,
      mentions: 0,
      positive: 0,
      negative: 0,
      neutral: 0,
      score: 0,
      examples: [],
      trend: {
        quarters: [],
        direction: "insufficient_data",
        recent: null,
        previous: null,
        z: null,
      },
    })),
    entities: {
      technicians: business.technicians.map((t) => entity(t.id, t.name)),
      services: business.services.map((s) => entity(s.id, s.name)),
      service_areas: business.service_areas.map((a) => entity(a.id, a.name)),
    },
    topics: [],
    faq: [],
    summary: { text: "Test summary.", highlights: [], concerns: [] },
    responsiveness: {
      reviews: 0,
      answered: 0,
      answered_share: null,
      median_days_to_answer: null,
      negative_reviews: 0,
      negative_answered: 0,
      negative_answered_share: null,
    },
  };
}

/** Fixed publication time of hand-built versions. */
export const TEST_PUBLISHED_AT = "2025-07-01T12:00:00.000Z";

/** A stored version of `dataset`, as `readCurrentVersion` returns it. */
export async function makeStoredVersion(
  dataset: ReviewsDataset,
  options: { insights?: Insights; publishedAt?: string; version?: string } = {},
): Promise<StoredVersion> {
  const insights = options.insights ?? makeInsights(dataset.business);
  const { contentHash } = await encodeVersion({ dataset, insights });
  return {
    pointer: {
      version: options.version ?? `test-${contentHash.slice(0, 12)}`,
      content_hash: contentHash,
      published_at: options.publishedAt ?? TEST_PUBLISHED_AT,
      chunk_count: 1,
      byte_length: 0,
      review_count: dataset.reviews.length,
      unverified_count: 0,
    },
    dataset,
    insights,
  };
}

/** A small deterministic pseudo-random generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PHRASES = [
  "Fixed the water heater fast.",
  "The Café downstairs recommended them.",
  "CAFÉ owner, very happy.",
  "Crème brûlée level of service!",
  "Naïve me thought it would take days.",
  "Drain was clogged again after a week.",
  "Fair price and clean work.",
  "Arrived late and did not call.",
  "Professional and friendly.",
  "The AC blows cold air now.",
  "Sehr gut, Müller approves.",
  "",
];

/**
 * `count` reviews with dates spread over 2023-01-01 … 2025-06-30 (several
 * per day), every rating, and explicit technicians and services.
 */
export function syntheticReviews(count: number, seed = 7): Review[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T =>
    items[Math.floor(random() * items.length)];
  const technicians = ["Rich Alvarez", "María López", "Tom Becker"];
  const services = ["water-heater-repair", "drain-cleaning", "ac-repair"];
  const start = Date.UTC(2023, 0, 1);
  const days = 911;
  const reviews: Review[] = [];
  for (let index = 0; index < count; index++) {
    const day = Math.floor(random() * days);
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    const text = [pick(PHRASES), pick(PHRASES)].join(" ").trim();
    reviews.push(makeReview({
      id: `s-${String(index).padStart(4, "0")}`,
      date,
      rating: 1 + Math.floor(random() * 5),
      title: random() < 0.3 ? pick(["Great job", "Meh", "Zürich move"]) : null,
      text,
      author: { name: `Author ${index}` },
      source: pick(["google", "yelp", "website"]),
      technicians: technicians.filter(() => random() < 0.3),
      services: services.filter(() => random() < 0.35),
    }));
  }
  // A few reviews share a date with each other, to exercise the id order.
  for (let index = 0; index < Math.min(count, 12); index++) {
    reviews[index].date = "2024-05-05";
  }
  return reviews;
}
