/**
 * Wording of the FAQ and the summary: aspect labels, counts, percentages,
 * plurals and lists in plain English.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Human labels of the aspects. */
export const ASPECT_LABELS: Readonly<Record<AspectId, string>> = {
  punctuality: "punctuality",
  price: "pricing",
  quality: "quality of work",
  professionalism: "professionalism",
  communication: "communication",
  cleanliness: "cleanliness",
  scheduling: "scheduling and availability",
  expertise: "expertise",
  honesty: "honesty",
};

/** Formats a whole number with thousands separators. */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

/** A whole percentage ("37%"); "0%" of nothing. */
export function percent(part: number, whole: number): string {
  if (whole === 0) return "0%";
  return `${Math.round((part / whole) * 100)}%`;
}

/** A count with its noun, singular or plural ("1 review", "2 reviews"). */
export function plural(
  count: number,
  singular: string,
  pluralForm = `${singular}s`,
) {
  return `${formatCount(count)} ${count === 1 ? singular : pluralForm}`;
}

/** Items joined as English ("a, b and c"). */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The text with its first letter upper-cased. */
export function capitalise(text: string): string {
  return text.length === 0 ? text : `${text[0].toUpperCase()}${text.slice(1)}`;
}
