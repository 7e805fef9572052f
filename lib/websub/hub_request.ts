/**
 * Validating a hub request (`hub.mode`, `hub.callback`, `hub.topic`,
 * `hub.lease_seconds`, `hub.secret`). Unknown parameters are ignored.
 *
 * @module
 */
import type { LeaseConfig } from "../config.ts";
import { TOPIC_PATHS, type TopicPath, topicUrl } from "../urls.ts";

/** Secrets must be shorter than this many bytes (W3C WebSub 5.1). */
export const MAX_SECRET_BYTES = 200;
/** Longest callback URL accepted. */
export const MAX_CALLBACK_LENGTH = 2048;

/** A well-formed hub request. */
export interface HubRequest {
  /** What is asked. */
  mode: "subscribe" | "unsubscribe";
  /** Callback URL as normalised by the URL parser. */
  callback: string;
  /** Lower-cased host name of the callback (IPv6 without brackets). */
  host: string;
  /** The topic URL exactly as sent. */
  topic: string;
  /** Which topic it is. */
  topicPath: TopicPath;
  /** Lease to grant, clamped into the configured range. */
  leaseSeconds: number;
  /** HMAC secret, or null. */
  secret: string | null;
}

/** The outcome of {@linkcode parseHubRequest}. */
export type HubRequestResult =
  | { ok: true; request: HubRequest }
  | {
    ok: false;
    message: string;
    /**
     * One of the four reasons the interface decisions answer with a
     * plain-text 400 (a plain-HTTP callback, a missing or unknown
     * `hub.mode`, a topic that is none of the three, a secret of 200 bytes
     * or more); every other error body is JSON.
     */
    plainText: boolean;
  };

/** Options of {@linkcode parseHubRequest}. */
export interface ParseHubRequestOptions {
  /** Public base URL: the topics start with it. */
  baseUrl: string;
  /** Lease bounds. */
  lease: LeaseConfig;
}

const KNOWN_PARAMETERS = [
  "hub.mode",
  "hub.callback",
  "hub.topic",
  "hub.lease_seconds",
  "hub.secret",
];

/** Which topic a topic URL names; null when it is none of them. */
export function matchTopic(topic: string, baseUrl: string): TopicPath | null {
  let href: string;
  try {
    href = new URL(topic).href;
  } catch {
    return null;
  }
  for (const path of TOPIC_PATHS) {
    if (
      topic === topicUrl(baseUrl, path) ||
      href === new URL(topicUrl(baseUrl, path)).href
    ) {
      return path;
    }
  }
  return null;
}

/** Clamps a requested lease into range; the default when none was asked for. */
export function clampLease(
  requested: number | null,
  lease: LeaseConfig,
): number {
  if (requested === null) return lease.default;
  return Math.min(lease.max, Math.max(lease.min, requested));
}

/** Validates the parameters of a hub request. */
export function parseHubRequest(
  params: URLSearchParams,
  options: ParseHubRequestOptions,
): HubRequestResult {
  const fail = (message: string): HubRequestResult => ({
    ok: false,
    message,
    plainText: false,
  });
  const failPlain = (message: string): HubRequestResult => ({
    ok: false,
    message,
    plainText: true,
  });
  for (const name of KNOWN_PARAMETERS) {
    if (params.getAll(name).length > 1) {
      return fail(`${name} is given more than once`);
    }
  }
  const mode = params.get("hub.mode");
  if (mode === null || mode === "") return failPlain("hub.mode is missing");
  if (mode !== "subscribe" && mode !== "unsubscribe") {
    return failPlain(
      `hub.mode must be subscribe or unsubscribe, got "${mode.slice(0, 40)}"`,
    );
  }

  const callbackRaw = params.get("hub.callback");
  if (callbackRaw === null || callbackRaw === "") {
    return fail("hub.callback is missing");
  }
  if (callbackRaw.length > MAX_CALLBACK_LENGTH) {
    return fail(
      `hub.callback is longer than ${MAX_CALLBACK_LENGTH} characters`,
    );
  }
  let callbackUrl: URL;
  try {
    callbackUrl = new URL(callbackRaw);
  } catch {
    return fail("hub.callback is not an absolute URL");
  }
  if (callbackUrl.protocol !== "https:") {
    return failPlain("hub.callback must be an HTTPS URL");
  }
  if (callbackUrl.username || callbackUrl.password) {
    return fail("hub.callback must not contain credentials");
  }
  if (callbackUrl.hostname === "") return fail("hub.callback has no host");
  callbackUrl.hash = "";

  const topic = params.get("hub.topic");
  if (topic === null || topic === "") return failPlain("hub.topic is missing");
  const topicPath = matchTopic(topic, options.baseUrl);
  if (!topicPath) {
    return failPlain(
      `hub.topic must be one of ${
        TOPIC_PATHS.map((path) => topicUrl(options.baseUrl, path)).join(", ")
      }`,
    );
  }

  let requestedLease: number | null = null;
  const leaseRaw = params.get("hub.lease_seconds");
  if (leaseRaw !== null && leaseRaw !== "") {
    if (!/^\d+$/.test(leaseRaw)) {
      return fail("hub.lease_seconds must be a whole number of seconds");
    }
    // Any whole number is clamped into range, however long its digits
    // (Number gives a huge value or Infinity, both clamped to the maximum).
    requestedLease = Number(leaseRaw);
  }

  const secretRaw = params.get("hub.secret");
  const secret = secretRaw === null || secretRaw === "" ? null : secretRaw;
  if (
    secret !== null &&
    new TextEncoder().encode(secret).length >= MAX_SECRET_BYTES
  ) {
    return failPlain(
      `hub.secret must be shorter than ${MAX_SECRET_BYTES} bytes`,
    );
  }

  return {
    ok: true,
    request: {
      mode,
      callback: callbackUrl.href,
      host: callbackUrl.hostname.toLowerCase().replace(/^\[|\]$/g, ""),
      topic,
      topicPath,
      leaseSeconds: clampLease(requestedLease, options.lease),
      secret,
    },
  };
}
