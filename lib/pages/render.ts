/**
 * Rendered pages as HTTP answers: the body in ASCII with a strong ETag and
 * the headers every page carries (Content-Security-Policy, no cookies),
 * made once per dataset version and request and kept in a per-version cache.
 *
 * @module
 */
import type { Snapshot } from "../dataset/snapshot.ts";
import { entityTag } from "../dataset/snapshot.ts";
import { SnapshotLru } from "../http/answer_cache.ts";
import { asciiJson } from "../http/ascii_json.ts";
import {
  conditionalResponse,
  type PreparedRepresentation,
  prepareRepresentation,
} from "../http/conditional.ts";
import { asciiMarkup } from "./ascii_markup.ts";
import { PAGE_CSS } from "./styles.ts";

/** Media type of the pages. */
export const HTML_TYPE = "text/html; charset=utf-8";

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(text),
  );
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

const STYLE_HASH = `'sha256-${await sha256Base64(PAGE_CSS)}'`;

/**
 * The Content-Security-Policy of the pages: nothing but the inline style
 * sheet (by hash), same-origin images and forms; no script at all.
 */
export function pageSecurityPolicy(options: { framable: boolean }): string {
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${options.framable ? "*" : "'none'"}`,
  ].join("; ");
}

/** Headers of every page (HTML). */
export function pageHeaders(
  options: { framable: boolean },
): Record<string, string> {
  return {
    "content-security-policy": pageSecurityPolicy(options),
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
  };
}

/** A rendered answer: its status and its prepared representation. */
export interface RenderedAnswer {
  /** HTTP status (200, or 400/404 for error pages). */
  status: number;
  /** Body, validators and headers. */
  representation: PreparedRepresentation;
}

/**
 * A rendered text in the form `Deno.serve` sends cheapest, a one-byte
 * string of ASCII (see lib/pages/ascii_markup.ts): JSON with `\u` escapes,
 * HTML and SVG with character references. The same document for every
 * reader as the text itself (tests/pages/render_test.ts holds it so).
 */
export function sendableText(text: string, contentType: string): string {
  return contentType.startsWith("application/json")
    ? asciiJson(text)
    : asciiMarkup(text);
}

/** Holds a rendered text in its sendable form with its validators and headers. */
export async function renderAnswer(
  snapshot: Snapshot,
  text: string,
  options: {
    contentType: string;
    status?: number;
    headers?: Record<string, string>;
  },
): Promise<RenderedAnswer> {
  const body = sendableText(text, options.contentType);
  return {
    status: options.status ?? 200,
    representation: prepareRepresentation({
      body,
      contentType: options.contentType,
      etag: await entityTag(new TextEncoder().encode(body)),
      lastModified: snapshot.publishedAt.toUTCString(),
    }, options.headers),
  };
}

/** Answers a request with a rendered answer (304 when its validator matches). */
export function answerResponse(
  request: Request,
  answer: RenderedAnswer,
): Response {
  if (answer.status === 200) {
    return conditionalResponse(request, answer.representation);
  }
  return new Response(answer.representation.body, {
    status: answer.status,
    headers: answer.representation.okHeaders,
  });
}

/**
 * Rendered answers per dataset version, by request key: a repeated request
 * is answered from bytes made once; a new version starts empty.
 */
export class PageCache {
  readonly #answers: SnapshotLru<RenderedAnswer>;

  /** Creates an empty cache holding up to `maxEntries` per version. */
  constructor(maxEntries: number) {
    this.#answers = new SnapshotLru({ maxEntries });
  }

  /**
   * The answer for `key`: from the cache, or rendered by `render` and kept.
   * Synchronous when cached (the common case).
   */
  answer(
    request: Request,
    snapshot: Snapshot,
    key: string,
    render: () => Promise<RenderedAnswer>,
  ): Response | Promise<Response> {
    const cached = this.#answers.get(snapshot, key);
    if (cached) return answerResponse(request, cached);
    return render().then((answer) => {
      this.#answers.set(snapshot, key, answer);
      return answerResponse(request, answer);
    });
  }
}
