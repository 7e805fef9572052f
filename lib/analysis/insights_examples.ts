/**
 * Example quotes of an aspect or topic: the best positive and negative
 * ones, in proportion to their share.
 *
 * @module
 */
import type { Sentiment } from "../schemas/mod.ts";
import type { Counts } from "./insights_counts.ts";

/** A candidate quote. */
export interface Quote {
  review_id: string;
  text: string;
  sentiment: Sentiment;
  /** Position of the review in the input (newest first). */
  rank: number;
}

/** Most examples kept per aspect or topic. */
export const MAX_EXAMPLES = 4;
/** How good a piece of text is as a quote: a full clause of modest length. */
function quoteQuality(text: string): number {
  const length = text.length;
  if (length < 5) return 0;
  const words = text.split(/\s+/).length;
  if (words < 2) return 0.3;
  if (length < 20) return 0.7;
  return length <= 110 ? 1 : length <= 180 ? 0.6 : 0.3;
}

/**
 * Chooses up to `max` quotes: the best positive and negative ones in
 * proportion to their share (at least one of each when both exist),
 * neutral only to fill up; newest first among equals.
 */
export function chooseExamples(
  quotes: readonly Quote[],
  counts: Counts,
  max = MAX_EXAMPLES,
): Array<{ review_id: string; text: string; sentiment: Sentiment }> {
  const bySentiment = (sentiment: Sentiment) => {
    const seen = new Set<string>();
    return quotes
      .filter((quote) => quote.sentiment === sentiment)
      .map((quote) => ({ quote, quality: quoteQuality(quote.text) }))
      .filter(({ quality }) => quality > 0)
      .sort((a, b) => b.quality - a.quality || a.quote.rank - b.quote.rank)
      .map(({ quote }) => quote)
      .filter((quote) => {
        const key = quote.text.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  };
  const positive = bySentiment("positive");
  const negative = bySentiment("negative");
  const neutral = bySentiment("neutral");
  const polar = counts.positive + counts.negative;
  let wantNegative = polar === 0
    ? 0
    : Math.round((max * counts.negative) / polar);
  if (negative.length > 0 && wantNegative === 0) wantNegative = 1;
  if (positive.length > 0 && wantNegative >= max) wantNegative = max - 1;
  const chosen: Quote[] = [];
  chosen.push(...negative.slice(0, wantNegative));
  chosen.push(...positive.slice(0, max - chosen.length));
  if (chosen.length < max) {
    chosen.push(
      ...negative.slice(wantNegative, wantNegative + max - chosen.length),
    );
  }
  if (chosen.length < max) {
    chosen.push(...neutral.slice(0, max - chosen.length));
  }
  chosen.sort((a, b) =>
    order(a.sentiment) - order(b.sentiment) || a.rank - b.rank
  );
  return chosen.map(({ review_id, text, sentiment }) => ({
    review_id,
    text,
    sentiment,
  }));
}

function order(sentiment: Sentiment): number {
  return sentiment === "positive" ? 0 : sentiment === "negative" ? 1 : 2;
}
