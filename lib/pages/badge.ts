/**
 * `GET /badge.svg`: the rating as a small image for the business's site.
 * Every text is escaped for XML (`escapeXml`, the feed's).
 *
 * @module
 */
import { escapeXml } from "../feeds.ts";
import type { ReviewsDataset } from "../schemas/mod.ts";
import { formatRating, plural } from "./format.ts";

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
    // The name is cut to the width it may take by an estimate of its
    // glyphs; the clip keeps a font wider than the estimate inside too.
    `<clipPath id="n"><rect x="0" y="0" width="${
      12 + NAME_WIDTH
    }" height="${height}"/></clipPath>` +
    `<text x="12" y="22" font-family="system-ui,sans-serif" font-size="13" fill="#1b1f24" clip-path="url(#n)">${
      escapeXml(fitName(business.name))
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

/** Pixels the business name may take: the badge less its margins. */
const NAME_WIDTH = BADGE_SIZE.width - 24;

/**
 * An estimate of a character's width at the name's 13 px in a sans-serif
 * face (system-ui, Arial, DejaVu Sans, the widest of them): a little wide,
 * so that the cut name fits.
 */
function glyphWidth(char: string): number {
  if (/[iIl.,:;'|!j ]/.test(char)) return 4.5;
  if (/[mwMW@]/.test(char)) return 13;
  if (/[<>=+~^_#%&]/.test(char)) return 11;
  if (/[A-Z0-9]/.test(char)) return 9.5;
  return char.codePointAt(0)! > 0x2e80 ? 13 : 8;
}

/** The name, cut with an ellipsis where it would pass `NAME_WIDTH`. */
export function fitName(name: string): string {
  const chars = Array.from(name);
  const total = chars.reduce((sum, char) => sum + glyphWidth(char), 0);
  if (total <= NAME_WIDTH) return name;
  let width = glyphWidth("…");
  let end = 0;
  while (end < chars.length && width + glyphWidth(chars[end]) <= NAME_WIDTH) {
    width += glyphWidth(chars[end]);
    end++;
  }
  return `${chars.slice(0, end).join("").trimEnd()}…`;
}
