/**
 * A plain, independent statement of the search rules, for comparing the
 * real search against: every supplied parameter must hold; newest first.
 *
 * @module
 */
import type { Business, Review } from "../../lib/schemas/mod.ts";
import { newestFirst } from "./data.ts";

/** Search parameters as the oracle takes them. */
export interface OracleArgs {
  rating?: number;
  min_rating?: number;
  since?: string;
  until?: string;
  query?: string;
  mentions_technician?: string;
  mentions_service?: string;
}

/** Case- and accent-insensitive form of a text. */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/** Full names of the technicians a name denotes (full, first, alias). */
export function technicianNamesFor(business: Business, name: string): string[] {
  const wanted = fold(name.trim());
  return business.technicians
    .filter((technician) =>
      [technician.name, technician.name.split(" ")[0], ...technician.aliases]
        .some((candidate) => fold(candidate) === wanted)
    )
    .map((technician) => technician.name);
}

/** Every review matching `args`, newest first. */
export function oracleSearch(
  business: Business,
  reviews: readonly Review[],
  args: OracleArgs,
): Review[] {
  return reviews.filter((review) => {
    if (args.rating !== undefined && review.rating !== args.rating) {
      return false;
    }
    if (args.min_rating !== undefined && review.rating < args.min_rating) {
      return false;
    }
    if (args.since !== undefined && review.date < args.since) return false;
    if (args.until !== undefined && review.date > args.until) return false;
    if (args.query !== undefined && args.query.trim() !== "") {
      const needle = fold(args.query.trim());
      if (!fold(review.text).includes(needle)) return false;
    }
    if (args.mentions_technician !== undefined) {
      const names = technicianNamesFor(business, args.mentions_technician);
      if (!names.some((name) => review.technicians.includes(name))) {
        return false;
      }
    }
    if (
      args.mentions_service !== undefined &&
      !review.services.includes(args.mentions_service)
    ) return false;
    return true;
  }).sort(newestFirst);
}

/** A query string of `args` (and extra parameters). */
export function queryString(
  args: Record<string, string | number | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(args)) {
    if (value !== undefined) params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A set of parameter combinations covering each parameter alone and mixed. */
export const SEARCH_CASES: OracleArgs[] = [
  {},
  { rating: 1 },
  { rating: 3 },
  { rating: 5 },
  { min_rating: 1 },
  { min_rating: 3.5 },
  { min_rating: 5 },
  { since: "2024-05-05" },
  { until: "2024-05-05" },
  { since: "2024-05-05", until: "2024-05-05" },
  { since: "2023-06-01", until: "2024-06-30" },
  { since: "2030-01-01" },
  { until: "2000-01-01" },
  { query: "cafe" },
  { query: "CAFÉ" },
  { query: "creme brulee" },
  { query: "  water heater  " },
  { query: "zurich" },
  { query: "no such words anywhere" },
  { mentions_technician: "Rich Alvarez" },
  { mentions_technician: "rich" },
  { mentions_technician: "RICHIE" },
  { mentions_technician: "María López" },
  { mentions_technician: "maria" },
  { mentions_technician: "Mari" },
  { mentions_technician: "tom becker" },
  { mentions_technician: "Nobody Known" },
  { mentions_service: "drain-cleaning" },
  { mentions_service: "ac-repair" },
  { mentions_service: "roof-repair" },
  { rating: 5, mentions_technician: "Mari", since: "2024-01-01" },
  { min_rating: 2, query: "price", until: "2025-01-31" },
  {
    min_rating: 3,
    mentions_service: "water-heater-repair",
    mentions_technician: "tom",
  },
  {
    rating: 4,
    since: "2023-01-01",
    until: "2025-12-31",
    query: "the",
    mentions_service: "drain-cleaning",
  },
];
