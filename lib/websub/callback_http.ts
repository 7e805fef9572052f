/**
 * The hub's requests to subscriber callbacks: the verification GET, the
 * `denied` notice and the content notification POST. Redirects are never
 * followed, every exchange has a timeout, and answers are read only up to a
 * cap.
 *
 * @module
 */
import { readCapped } from "../http/body.ts";

/** Options shared by the callback requests. */
export interface CallbackRequestOptions {
  /** Limit for the whole exchange, in ms. */
  timeoutMs: number;
  /** HTTP client; default Deno's (which trusts `DENO_CERT`). */
  client?: Deno.HttpClient;
  /** Aborts the exchange (the service is stopping). */
  signal?: AbortSignal;
}

/** User-Agent of the hub's requests. */
export const HUB_USER_AGENT = "reviews-service-websub-hub/1.0";

/** Bytes of a verification answer read at most. */
export const MAX_VERIFICATION_ANSWER_BYTES = 1024;
/** Bytes of a notification answer read (then discarded) at most. */
const MAX_NOTIFICATION_ANSWER_BYTES = 64 * 1024;

/**
 * The callback URL with `params` appended to its own query string; the
 * existing query is kept byte for byte.
 */
export function callbackUrlWith(
  callback: string,
  params: Record<string, string>,
): string {
  const url = new URL(callback);
  url.hash = "";
  const extra = new URLSearchParams(params).toString();
  const base = url.href;
  if (url.search === "") {
    return `${base.endsWith("?") ? base : `${base}?`}${extra}`;
  }
  return base.endsWith("&") ? `${base}${extra}` : `${base}&${extra}`;
}

/** A random single-use challenge: 32 bytes, base64url. */
export function randomChallenge(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(
    /=+$/,
    "",
  );
}

/** `sha256=` and the hex HMAC-SHA256 of `body` keyed with `secret`. */
export async function signatureHeader(
  secret: string,
  body: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, body));
  let hex = "";
  for (const byte of mac) hex += byte.toString(16).padStart(2, "0");
  return `sha256=${hex}`;
}

/** Runs `exchange` with a signal that fires on timeout or on `options.signal`. */
async function withTimeout<T>(
  options: CallbackRequestOptions,
  exchange: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException("timed out", "TimeoutError")),
    options.timeoutMs,
  );
  const onAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener("abort", onAbort, { once: true });
  try {
    return await exchange(controller.signal);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onAbort);
  }
}

function describeError(error: unknown): string {
  if (error instanceof DOMException && error.name === "TimeoutError") {
    return "timed out";
  }
  if (error instanceof Error) {
    return error.name === "TimeoutError"
      ? "timed out"
      : `network error: ${error.message}`;
  }
  return `network error: ${String(error)}`;
}

/**
 * The outcome of a verification request: ok when the callback answered a 2xx
 * whose body is exactly the challenge, else why not.
 */
export type VerificationAnswer =
  | { ok: true }
  | { ok: false; reason: string };

/** A GET to a callback: redirects are never followed. */
function getCallback(
  url: string,
  signal: AbortSignal,
  options: CallbackRequestOptions,
): Promise<Response> {
  return fetch(url, {
    method: "GET",
    redirect: "manual",
    signal,
    client: options.client,
    headers: { "user-agent": HUB_USER_AGENT },
  });
}

/**
 * Sends the verification GET (`hub.mode`, `hub.topic`, `hub.challenge`,
 * `hub.lease_seconds` appended to the callback's query) and checks the
 * answer.
 */
export async function requestVerification(
  callback: string,
  params: {
    mode: string;
    topic: string;
    challenge: string;
    leaseSeconds: number;
  },
  options: CallbackRequestOptions,
): Promise<VerificationAnswer> {
  const url = callbackUrlWith(callback, {
    "hub.mode": params.mode,
    "hub.topic": params.topic,
    "hub.challenge": params.challenge,
    "hub.lease_seconds": String(params.leaseSeconds),
  });
  try {
    return await withTimeout(options, async (signal) => {
      const response = await getCallback(url, signal, options);
      const body = await readCapped(
        response.body,
        Math.max(MAX_VERIFICATION_ANSWER_BYTES, params.challenge.length),
      );
      if (response.status < 200 || response.status > 299) {
        return { ok: false, reason: `answered ${response.status}` };
      }
      if (body === null) return { ok: false, reason: "answer too long" };
      const text = new TextDecoder().decode(body);
      return text === params.challenge
        ? { ok: true }
        : { ok: false, reason: "answer is not the challenge" };
    });
  } catch (error) {
    return { ok: false, reason: describeError(error) };
  }
}

/**
 * Tells a callback its subscription was removed or refused: a GET with
 * `hub.mode=denied`, `hub.topic` and `hub.reason`. Best effort; resolves
 * whether it was answered with a 2xx.
 */
export async function sendDenied(
  callback: string,
  params: { topic: string; reason: string },
  options: CallbackRequestOptions,
): Promise<boolean> {
  const url = callbackUrlWith(callback, {
    "hub.mode": "denied",
    "hub.topic": params.topic,
    "hub.reason": params.reason,
  });
  try {
    return await withTimeout(options, async (signal) => {
      const response = await getCallback(url, signal, options);
      await readCapped(response.body, MAX_VERIFICATION_ANSWER_BYTES);
      return response.status >= 200 && response.status <= 299;
    });
  } catch {
    return false;
  }
}

/** A content notification. */
export interface Notification {
  /** The topic's bytes. */
  body: Uint8Array<ArrayBuffer>;
  /** The topic's media type. */
  contentType: string;
  /** The `Link` header: hub and self. */
  link: string;
  /** HMAC secret, or null. */
  secret: string | null;
}

/** The outcome of a notification attempt. */
export type NotificationOutcome =
  | { kind: "delivered"; status: number }
  | { kind: "gone" }
  | { kind: "failed"; reason: string }
  | { kind: "aborted" };

/**
 * POSTs a notification. 2xx: delivered; 410: gone; any other status, a
 * redirect, a timeout or a network error: failed; aborted through
 * `options.signal`: aborted.
 */
export async function postNotification(
  callback: string,
  notification: Notification,
  options: CallbackRequestOptions,
): Promise<NotificationOutcome> {
  const headers = new Headers({
    "content-type": notification.contentType,
    "link": notification.link,
    "user-agent": HUB_USER_AGENT,
  });
  if (notification.secret !== null) {
    headers.set(
      "x-hub-signature",
      await signatureHeader(notification.secret, notification.body),
    );
  }
  try {
    return await withTimeout(options, async (signal) => {
      const response = await fetch(callback, {
        method: "POST",
        body: notification.body,
        headers,
        redirect: "manual",
        signal,
        client: options.client,
      });
      await readCapped(response.body, MAX_NOTIFICATION_ANSWER_BYTES);
      if (response.status >= 200 && response.status <= 299) {
        return { kind: "delivered", status: response.status };
      }
      if (response.status === 410) return { kind: "gone" };
      return {
        kind: "failed",
        reason: `answered ${response.status || "a redirect"}`,
      };
    });
  } catch (error) {
    if (options.signal?.aborted) return { kind: "aborted" };
    return { kind: "failed", reason: describeError(error) };
  }
}
