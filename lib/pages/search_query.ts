/**
 * The query strings of the pages: the query of a URL, the form's empty
 * fields left out, the filters of a search said in words, and the links to
 * the next and first pages.
 *
 * @module
 */
import type { Snapshot } from "../dataset/snapshot.ts";
import type { SearchArgs } from "../schemas/mod.ts";
import { formatDate, plural } from "./format.ts";

/** Reviews per page on `/`, the search and the entity pages. */
export const PAGE_SIZE = 20;

/** Query string of a URL, without the `?`. */
export function queryOf(url: string): string {
  const mark = url.indexOf("?");
  return mark < 0 ? "" : url.slice(mark + 1);
}

/** Query parameters with empty values left out (an HTML form sends every field). */
export function nonEmptyParams(query: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) {
    if (value !== "") params.append(name, value);
  }
  return params;
}

/** The filters of a search in words, for "Filtered: only reviews …". */
export function filterWords(
  args: Partial<SearchArgs>,
  snapshot: Snapshot,
): string[] {
  const words: string[] = [];
  if (args.rating !== undefined) {
    words.push(`with ${plural(args.rating, "star")}`);
  }
  if (args.min_rating !== undefined) {
    words.push(`with at least ${plural(args.min_rating, "star")}`);
  }
  if (args.query !== undefined && args.query.trim() !== "") {
    words.push(`containing “${args.query.trim()}”`);
  }
  if (args.mentions_technician !== undefined) {
    words.push(`mentioning ${args.mentions_technician}`);
  }
  if (args.mentions_service !== undefined) {
    const service = snapshot.dataset.business.services.find((entry) =>
      entry.id === args.mentions_service
    );
    words.push(`about ${service?.name ?? args.mentions_service}`);
  }
  if (args.since !== undefined) words.push(`from ${formatDate(args.since)}`);
  if (args.until !== undefined) words.push(`up to ${formatDate(args.until)}`);
  return words;
}

/** `path?params` with `cursor` set to `cursor` (or removed when null). */
export function withCursor(
  path: string,
  params: URLSearchParams,
  cursor: string | null,
): string {
  const next = new URLSearchParams(params);
  next.delete("cursor");
  if (cursor !== null) next.set("cursor", cursor);
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}
