/**
 * MCP resources: the business profile, the insights document and one
 * review per id (a resource template whose `id` completes).
 *
 * @module
 */
import type { Snapshot } from "../dataset/snapshot.ts";
import {
  APP_MIME_TYPE,
  APP_RESOURCE_LABELS,
  APP_RESOURCE_URI,
  appHtml,
  readAppResource,
} from "./app_ui.ts";

/** URI of the business profile with its aggregate rating. */
export const BUSINESS_URI = "reviews://business";
/** URI of the insights document. */
export const INSIGHTS_URI = "reviews://insights";
/** URI template of one review. */
export const REVIEW_URI_TEMPLATE = "reviews://reviews/{id}";
const REVIEW_URI_PREFIX = "reviews://reviews/";

/** Most completion values returned at once (the MCP limit). */
export const MAX_COMPLETION_VALUES = 100;

/** A listed resource. */
export interface ResourceEntry {
  /** Its URI. */
  uri: string;
  /** Programmatic name. */
  name: string;
  /** Display name. */
  title: string;
  /** What it holds. */
  description: string;
  /** Media type of its contents. */
  mimeType: string;
  /** Size of its contents in bytes. */
  size?: number;
  /** Audience, priority and modification time. */
  annotations: {
    audience: ("user" | "assistant")[];
    priority: number;
    lastModified: string;
  };
}

/** A listed resource template. */
export interface ResourceTemplateEntry {
  /** RFC 6570 URI template. */
  uriTemplate: string;
  /** Programmatic name. */
  name: string;
  /** Display name. */
  title: string;
  /** What its resources hold. */
  description: string;
  /** Media type of its resources. */
  mimeType: string;
}

/** The contents of a read resource. */
export interface ResourceContents {
  /** The resource URI. */
  uri: string;
  /** Its media type. */
  mimeType: string;
  /** Its text. */
  text: string;
}

/** Completion values for an argument. */
export interface Completion {
  /** At most 100 values. */
  values: string[];
  /** How many values match in all. */
  total: number;
  /** Whether there are more than returned. */
  hasMore: boolean;
}

interface Texts {
  business: string;
  insights: string;
}

const texts = new WeakMap<Snapshot, Texts>();

/** Serialises the documents of a snapshot once. */
function textsOf(snapshot: Snapshot): Texts {
  let cached = texts.get(snapshot);
  if (!cached) {
    cached = {
      business: JSON.stringify({
        ...snapshot.dataset.business,
        aggregate_rating: snapshot.dataset.aggregate_rating,
      }),
      insights: new TextDecoder().decode(
        snapshot.documents["/insights.json"].body,
      ),
    };
    texts.set(snapshot, cached);
  }
  return cached;
}

/** The URI of one review. */
export function reviewUri(id: string): string {
  return REVIEW_URI_PREFIX + encodeURIComponent(id);
}

/** The resources of `resources/list`. */
export function listResources(snapshot: Snapshot): ResourceEntry[] {
  const { business, insights } = textsOf(snapshot);
  const encoder = new TextEncoder();
  const lastModified = snapshot.publishedAt.toISOString();
  return [
    {
      uri: BUSINESS_URI,
      name: "business",
      title: `${snapshot.dataset.business.name}: business profile`,
      description:
        "The business the reviews are about (contact details, opening hours, service areas, services, technicians) and its aggregate rating.",
      mimeType: "application/json",
      size: encoder.encode(business).length,
      annotations: {
        audience: ["user", "assistant"],
        priority: 0.8,
        lastModified,
      },
    },
    {
      uri: INSIGHTS_URI,
      name: "insights",
      title: `${snapshot.dataset.business.name}: review insights`,
      description:
        "Aspect-based sentiment, entities (technicians, services, service areas), topics, FAQ and editorial summary derived from the reviews.",
      mimeType: "application/json",
      size: encoder.encode(insights).length,
      annotations: {
        audience: ["user", "assistant"],
        priority: 0.6,
        lastModified,
      },
    },
    {
      uri: APP_RESOURCE_URI,
      ...APP_RESOURCE_LABELS,
      title: `${snapshot.dataset.business.name}: ${APP_RESOURCE_LABELS.title}`,
      mimeType: APP_MIME_TYPE,
      size: encoder.encode(appHtml(snapshot)).length,
      annotations: { audience: ["user"], priority: 0.5, lastModified },
    },
  ];
}

/** The templates of `resources/templates/list`. */
export function listResourceTemplates(): ResourceTemplateEntry[] {
  return [{
    uriTemplate: REVIEW_URI_TEMPLATE,
    name: "review",
    title: "One review",
    description:
      "One verified review by id, with its derived mentions and aspect sentiment. The id completes.",
    mimeType: "application/json",
  }];
}

/** Reads a resource; null when the URI names nothing. */
export function readResource(
  snapshot: Snapshot,
  uri: string,
): ResourceContents | null {
  if (uri === BUSINESS_URI) {
    return {
      uri,
      mimeType: "application/json",
      text: textsOf(snapshot).business,
    };
  }
  if (uri === APP_RESOURCE_URI) return readAppResource(snapshot);
  if (uri === INSIGHTS_URI) {
    return {
      uri,
      mimeType: "application/json",
      text: textsOf(snapshot).insights,
    };
  }
  if (uri.startsWith(REVIEW_URI_PREFIX)) {
    let id: string;
    try {
      id = decodeURIComponent(uri.slice(REVIEW_URI_PREFIX.length));
    } catch {
      return null;
    }
    const review = snapshot.reviewsById.get(id);
    if (review) {
      return {
        uri,
        mimeType: "application/json",
        text: JSON.stringify(review),
      };
    }
  }
  return null;
}

/** Builds a completion from every candidate matching a prefix. */
export function completeFrom(
  candidates: Iterable<string>,
  prefix: string,
): Completion {
  const needle = prefix.toLowerCase();
  const matches: string[] = [];
  for (const candidate of candidates) {
    if (candidate.toLowerCase().startsWith(needle)) matches.push(candidate);
  }
  return {
    values: matches.slice(0, MAX_COMPLETION_VALUES),
    total: matches.length,
    hasMore: matches.length > MAX_COMPLETION_VALUES,
  };
}

/** Completes the `id` of the review template, newest reviews first. */
export function completeReviewId(
  snapshot: Snapshot,
  prefix: string,
): Completion {
  return completeFrom(
    snapshot.index.reviews.map((review) => review.id),
    prefix,
  );
}
