/**
 * Content negotiation for the pages: whether a request's `Accept` header
 * prefers HTML (browsers) or JSON (API clients).
 *
 * @module
 */

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

/** Parses an `Accept` header into media ranges with their weights. */
function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const part of header.split(",")) {
    const [range, ...params] = part.split(";");
    const [type, subtype] = range.trim().toLowerCase().split("/");
    if (!type || !subtype) continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split("=").map((item) => item.trim());
      if (name?.toLowerCase() === "q") {
        const weight = Number(value);
        q = Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0;
      }
    }
    ranges.push({ type, subtype, q });
  }
  return ranges;
}

/**
 * The weight `Accept` gives a media type: that of the most specific range
 * that matches it (`type/subtype`, then `type/*`, then `*\/*`), 0 if none.
 */
export function acceptWeight(header: string | null, mediaType: string): number {
  if (header === null || header.trim() === "") return 1;
  const [type, subtype] = mediaType.toLowerCase().split("/");
  let best = -1;
  let weight = 0;
  for (const range of parseAccept(header)) {
    const specificity = range.type === type && range.subtype === subtype
      ? 2
      : range.type === type && range.subtype === "*"
      ? 1
      : range.type === "*" && range.subtype === "*"
      ? 0
      : -1;
    if (specificity > best) {
      best = specificity;
      weight = range.q;
    }
  }
  return weight;
}

/** Whether `Accept` prefers `text/html` to `application/json` (a browser). */
export function prefersHtml(header: string | null): boolean {
  if (header === null) return false;
  const html = acceptWeight(header, "text/html");
  return html > 0 && html > acceptWeight(header, "application/json");
}

/** Whether `Accept` prefers `application/json` to `text/html` (an API client). */
export function prefersJson(header: string | null): boolean {
  if (header === null) return false;
  const json = acceptWeight(header, "application/json");
  return json > 0 && json > acceptWeight(header, "text/html");
}
