/**
 * Topics of the reviews: the curated themes of `lexicon_topics.ts` and
 * recurring noun phrases discovered in the newest reviews, with counts,
 * sentiment and example sentences.
 *
 * @module
 */
import type { Business, Review, Sentiment, Topic } from "../schemas/mod.ts";
import { type ReviewList, searchable } from "./insights_reviews.ts";
import { tokenize } from "./text_nlp.ts";
import { THEMES } from "./lexicon_topics.ts";
import {
  add,
  type Counts,
  emptyCounts,
  sentimentOfRating,
  withScore,
} from "./insights_counts.ts";
import { chooseExamples, type Quote } from "./insights_examples.ts";

/** Reviews sampled (newest first) to discover noun-phrase topics. */
const DISCOVERY_SAMPLE = 1500;

/** Escapes a string for use in a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A regular expression matching any of the keywords as whole words. */
function keywordPattern(keywords: readonly string[]): RegExp {
  const alternatives = [...keywords]
    .sort((a, b) => b.length - a.length)
    .map((keyword) =>
      escapeRegExp(keyword.toLowerCase()).replace(/ /g, "[\\s-]+")
    );
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`,
    "u",
  );
}

/** The sentence of `text` around a character offset. */
function sentenceAround(text: string, offset: number): string {
  let start = offset;
  while (start > 0 && !/[.!?\n]/.test(text[start - 1])) start--;
  let end = offset;
  while (end < text.length && !/[.!?\n]/.test(text[end])) end++;
  if (end < text.length) end++;
  return text.slice(start, end).trim();
}

const DISCOVERY_STOP = new Set(
  ("time job work service services company guy guys tech techs technician " +
    "technicians plumber plumbers electrician electricians experience day " +
    "days thing things everything people house home today price prices " +
    "customer customers star stars review reviews team crew staff business " +
    "way lot bit week weeks month months year years hour hours minute " +
    "minutes morning afternoon evening night call calls phone problem " +
    "problems issue issues quote quotes estimate cost costs bill fee part " +
    "parts visit visits appointment appointments office owner owners family " +
    "recommendation recommendations person man woman lady sir thanks thank " +
    "someone something anything nothing one ones kind sort side end fix " +
    "repair repairs install installation job work quality communication " +
    "professionalism cleanliness honesty expertise punctuality scheduling " +
    "area town city neighborhood option options company's").split(" "),
);

/** A topic candidate found in the text. */
interface Discovered {
  phrase: string;
  documents: number;
}

/**
 * Finds recurring noun phrases ("garbage disposal", "water pressure") in
 * the newest reviews with wink-nlp's POS tags, skipping generic words and
 * what the curated themes, the catalogue and the aspects already cover.
 */
function discoverPhrases(
  reviews: ReviewList,
  covered: (phrase: string) => boolean,
): Discovered[] {
  const sample: Review[] = [];
  for (const review of reviews) {
    if (sample.length === DISCOVERY_SAMPLE) break;
    if (review.text.trim() !== "") sample.push(review);
  }
  if (sample.length === 0) return [];
  const documents = new Map<string, number>();
  for (const review of sample) {
    const { tokens } = tokenize(review.text);
    const seen = new Set<string>();
    for (let i = 0; i + 1 < tokens.length; i++) {
      const first = tokens[i];
      const second = tokens[i + 1];
      if (second.pos !== "NOUN" || second.sentence !== first.sentence) continue;
      if (first.pos !== "NOUN" && first.pos !== "ADJ") continue;
      if (
        !/^[a-z][a-z-]+$/.test(first.norm) ||
        !/^[a-z][a-z-]+$/.test(second.lemma)
      ) {
        continue;
      }
      if (DISCOVERY_STOP.has(second.lemma) || DISCOVERY_STOP.has(first.norm)) {
        continue;
      }
      if (
        first.pos === "ADJ" &&
        !/^(electric|electrical|main|hot|cold|new|old|smart|kitchen|basement|water|gas|outdoor)$/
          .test(first.norm)
      ) {
        continue;
      }
      const phrase = `${first.norm} ${second.lemma}`;
      if (seen.has(phrase)) continue;
      seen.add(phrase);
      documents.set(phrase, (documents.get(phrase) ?? 0) + 1);
    }
  }
  const threshold = Math.max(4, Math.ceil(sample.length * 0.01));
  return [...documents]
    .filter(([phrase, count]) => count >= threshold && !covered(phrase))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 4)
    .map(([phrase, count]) => ({ phrase, documents: count }));
}

/** Topic accumulator. */
interface TopicAccumulator {
  id: string;
  label: string;
  keywords: string[];
  pattern: RegExp;
  counts: Counts;
  quotes: Quote[];
}

/**
 * The counts of one curated theme over all reviews, as its topic counts
 * them (also when it has too few mentions to be listed), so that every
 * figure of a theme (the FAQ's, the summary's) is the same number.
 */
export function countTheme(reviews: ReviewList, id: string): Counts {
  const theme = THEMES.find((candidate) => candidate.id === id);
  if (theme === undefined) throw new Error(`no theme ${id}`);
  const pattern = keywordPattern(theme.keywords);
  const counts = emptyCounts();
  for (const review of reviews) {
    if (pattern.test(searchable(review))) {
      add(counts, topicSentiment(review, pattern));
    }
  }
  return counts;
}

/**
 * The topics of the reviews (curated themes and discovered phrases) with
 * enough mentions, most mentioned first.
 */
export function buildTopics(
  business: Business,
  reviews: ReviewList,
): Topic[] {
  const accumulators: TopicAccumulator[] = THEMES.map((theme) => ({
    id: theme.id,
    label: theme.label,
    keywords: [...theme.keywords],
    pattern: keywordPattern(theme.keywords),
    counts: emptyCounts(),
    quotes: [],
  }));
  const catalogue = [
    ...business.services.flatMap((
      service,
    ) => [service.name, ...service.aliases]),
    ...business.technicians.flatMap((technician) => [
      technician.name,
      ...technician.aliases,
    ]),
    ...business.service_areas.map((area) => area.name),
    business.name,
  ].map((phrase) => phrase.toLowerCase());
  const covered = (phrase: string) =>
    accumulators.some((topic) => topic.pattern.test(phrase)) ||
    catalogue.some((entry) =>
      entry.includes(phrase) || phrase.includes(entry) ||
      phrase.split(" ").some((word) => entry.split(/\s+/).includes(word))
    );
  for (const found of discoverPhrases(reviews, covered)) {
    const [first, second] = found.phrase.split(" ");
    const plural = second.endsWith("s") ? `${second}es` : `${second}s`;
    accumulators.push({
      id: `phrase-${first}-${second}`,
      label: `${first[0].toUpperCase()}${first.slice(1)} ${second}`,
      keywords: [found.phrase, `${first} ${plural}`],
      pattern: keywordPattern([found.phrase, `${first} ${plural}`]),
      counts: emptyCounts(),
      quotes: [],
    });
  }
  let rank = -1;
  for (const review of reviews) {
    rank++;
    const text = searchable(review);
    for (const topic of accumulators) {
      const match = topic.pattern.exec(text);
      if (!match) continue;
      const sentiment = topicSentiment(review, topic.pattern);
      add(topic.counts, sentiment);
      if (topic.quotes.length < 40) {
        const original = `${review.title ?? ""}\n${review.text}`;
        topic.quotes.push({
          review_id: review.id,
          text: sentenceAround(original, match.index),
          sentiment,
          rank,
        });
      }
    }
  }
  const minimum = reviews.length === 0
    ? 1
    : Math.max(2, Math.ceil(reviews.length * 0.005));
  return accumulators
    .filter((topic) => topic.counts.mentions >= minimum)
    .sort((a, b) =>
      b.counts.mentions - a.counts.mentions || (a.id < b.id ? -1 : 1)
    )
    .map((topic) => ({
      id: topic.id,
      label: topic.label,
      keywords: topic.keywords,
      ...withScore(topic.counts),
      examples: chooseExamples(topic.quotes, topic.counts, 3),
    }));
}

/**
 * The sentiment a review expresses about a topic: its aspect statements
 * that contain a topic keyword when there are any, else its rating.
 */
function topicSentiment(review: Review, pattern: RegExp): Sentiment {
  let score = 0;
  let found = false;
  for (const mention of review.aspects) {
    if (!pattern.test(mention.text.toLowerCase())) continue;
    found = true;
    score += mention.sentiment === "positive"
      ? 1
      : mention.sentiment === "negative"
      ? -1
      : 0;
  }
  if (!found) return sentimentOfRating(review.rating);
  return score > 0 ? "positive" : score < 0 ? "negative" : "neutral";
}
