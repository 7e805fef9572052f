/**
 * `GET /badge.svg`: the rating as a small image for the business's site.
 * Every text is escaped for XML.
 *
 * @module
 */
import type { ReviewsDataset } from "../schemas/mod.ts";
import { formatRating, plural } from "./format.ts";

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) =>
      ({
        "<": "&lt;",
        ">": "&gt;",
        "&": "&amp;",
        '"': "&quot;",
        "'": "&apos;",
      })[
        char
      ]!,
  );
}

/** Width and height of the badge, for the README's snippet. */
export const BADGE_SIZE = { width: 220, height: 56 } as const;

/** Five star paths filled by the rating (halves rounded). */
function starShapes(rating: number): string {
  const star =
    "M7 0l2.1 4.6 5 .5-3.8 3.3 1.1 4.9L7 10.8 2.6 13.3l1.1-4.9L-.1 5.1l5-.5z";
  let shapes = "";
  for (let i = 0; i < 5; i++) {
    const fill = Math.min(Math.max(rating - i, 0), 1);
    const x = 12 + i * 17;
    shapes += `<g transform="translate(${x} 30)">` +
      `<path d="${star}" fill="#d4d9de"/>` +
      (fill > 0
        ? `<clipPath id="s${i}"><rect x="-1" y="0" width="${
          (fill * 16).toFixed(1)
        }" height="14"/></clipPath><path d="${star}" fill="#c25e00" clip-path="url(#s${i})"/>`
        : "") +
      `</g>`;
  }
  return shapes;
}

/** The badge of a dataset: stars, rating value and review count. */
export function badgeSvg(dataset: ReviewsDataset): string {
  const { business, aggregate_rating: aggregate } = dataset;
  const value = formatRating(aggregate.rating_value);
  const count = plural(aggregate.review_count, "review");
  const label = `${business.name}: rated ${value} out of 5 from ${count}`;
  const { width, height } = BADGE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${
    escapeXml(label)
  }">` +
    `<title>${escapeXml(label)}</title>` +
    `<rect width="${width}" height="${height}" rx="8" fill="#ffffff" stroke="#c4cad1"/>` +
    `<text x="12" y="22" font-family="system-ui,sans-serif" font-size="13" fill="#1b1f24">${
      escapeXml(truncate(business.name, 30))
    }</text>` +
    starShapes(aggregate.rating_value) +
    `<text x="104" y="42" font-family="system-ui,sans-serif" font-size="15" font-weight="700" fill="#1b1f24">${
      escapeXml(value)
    }</text>` +
    `<text x="134" y="42" font-family="system-ui,sans-serif" font-size="12" fill="#4f5863">${
      escapeXml(count)
    }</text>` +
    `</svg>`;
}

/** Cuts a text to `max` characters with an ellipsis. */
function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : text;
}
