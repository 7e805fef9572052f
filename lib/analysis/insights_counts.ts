/**
 * Counts of statements by sentiment, and the score and rounding the
 * insights report them with.
 *
 * @module
 */
import type { Sentiment } from "../schemas/mod.ts";

/** Counts of statements by sentiment. */
export interface Counts {
  mentions: number;
  positive: number;
  negative: number;
  neutral: number;
}

/** Counts with nothing counted. */
export function emptyCounts(): Counts {
  return { mentions: 0, positive: 0, negative: 0, neutral: 0 };
}

/** Counts one statement of a sentiment. */
export function add(counts: Counts, sentiment: Sentiment): void {
  counts.mentions++;
  counts[sentiment]++;
}

/** Rounds to two decimals. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The score of counts: (positive - negative) / mentions, rounded; 0 without mentions. */
export function scoreOf(counts: Counts): number {
  if (counts.mentions === 0) return 0;
  return round2((counts.positive - counts.negative) / counts.mentions);
}

/** Counts with their score. */
export function withScore(counts: Counts) {
  return { ...counts, score: scoreOf(counts) };
}

/** The sentiment a star rating stands for (4-5 positive, 1-2 negative). */
export function sentimentOfRating(rating: number): Sentiment {
  if (rating >= 4) return "positive";
  if (rating <= 2) return "negative";
  return "neutral";
}
