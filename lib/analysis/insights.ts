/**
 * Builds `/insights.json` from the published reviews and their derived
 * members: aspect sentiment, entities, topics, an FAQ and an editorial
 * summary, all computed from the data (deterministic, no model calls).
 *
 * @module
 */
import { ASPECT_IDS } from "../schemas.ts";
import type {
  AspectId,
  AspectInsight,
  Business,
  EntityInsight,
  Insights,
  Review,
  Sentiment,
  Topic,
} from "../schemas.ts";
import { tokenize } from "./text_nlp.ts";
import { THEMES } from "./lexicon_topics.ts";

/** Counts of statements by sentiment. */
interface Counts {
  mentions: number;
  positive: number;
  negative: number;
  neutral: number;
}

/** A candidate quote. */
interface Quote {
  review_id: string;
  text: string;
  sentiment: Sentiment;
  /** Position of the review in the input (newest first). */
  rank: number;
}

/** Most examples kept per aspect or topic. */
const MAX_EXAMPLES = 4;
/** Reviews sampled (newest first) to discover noun-phrase topics. */
const DISCOVERY_SAMPLE = 1500;

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

function emptyCounts(): Counts {
  return { mentions: 0, positive: 0, negative: 0, neutral: 0 };
}

function add(counts: Counts, sentiment: Sentiment): void {
  counts.mentions++;
  counts[sentiment]++;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function scoreOf(counts: Counts): number {
  if (counts.mentions === 0) return 0;
  return round2((counts.positive - counts.negative) / counts.mentions);
}

function withScore(counts: Counts) {
  return { ...counts, score: scoreOf(counts) };
}

function sentimentOfRating(rating: number): Sentiment {
  if (rating >= 4) return "positive";
  if (rating <= 2) return "negative";
  return "neutral";
}

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
function chooseExamples(
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

/** Per-entity accumulator. */
interface EntityAccumulator {
  id: string;
  name: string;
  mentions: number;
  ratingSum: number;
  aspects: Map<AspectId, Counts>;
}

function entityAccumulator(id: string, name: string): EntityAccumulator {
  return { id, name, mentions: 0, ratingSum: 0, aspects: new Map() };
}

function addToEntity(entity: EntityAccumulator, review: Review): void {
  entity.mentions++;
  entity.ratingSum += review.rating;
  for (const mention of review.aspects) {
    let counts = entity.aspects.get(mention.aspect);
    if (!counts) {
      counts = emptyCounts();
      entity.aspects.set(mention.aspect, counts);
    }
    add(counts, mention.sentiment);
  }
}

function finishEntity(entity: EntityAccumulator): EntityInsight {
  return {
    id: entity.id,
    name: entity.name,
    mentions: entity.mentions,
    average_rating: entity.mentions === 0
      ? null
      : round2(entity.ratingSum / entity.mentions),
    aspects: ASPECT_IDS.filter((aspect) => entity.aspects.has(aspect)).map((
      aspect,
    ) => ({ aspect, ...withScore(entity.aspects.get(aspect)!) })),
  };
}

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

/** Lower-cased searchable text of a review. */
function searchable(review: Review): string {
  return `${review.title ?? ""}\n${review.text}`.toLowerCase();
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
  reviews: readonly Review[],
  covered: (phrase: string) => boolean,
): Discovered[] {
  const sample = reviews.filter((review) => review.text.trim() !== "").slice(
    0,
    DISCOVERY_SAMPLE,
  );
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

function buildTopics(
  business: Business,
  reviews: readonly Review[],
  texts: readonly string[],
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
  reviews.forEach((review, rank) => {
    const text = texts[rank];
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
  });
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
      keywords: topic.keywords.slice(0, 12),
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

/** Formats a whole number with thousands separators. */
function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

function percent(part: number, whole: number): string {
  if (whole === 0) return "0%";
  return `${Math.round((part / whole) * 100)}%`;
}

function plural(count: number, singular: string, pluralForm = `${singular}s`) {
  return `${formatCount(count)} ${count === 1 ? singular : pluralForm}`;
}

function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Figures shared by the FAQ and the summary. */
interface Figures {
  business: Business;
  reviews: readonly Review[];
  average: number;
  favourable: number;
  critical: number;
  aspects: AspectInsight[];
  technicians: EntityInsight[];
  services: EntityInsight[];
  areas: EntityInsight[];
  topics: Topic[];
  texts: readonly string[];
}

function aspectFigure(figures: Figures, aspect: AspectId): AspectInsight {
  return figures.aspects.find((insight) => insight.aspect === aspect)!;
}

/** Reviews whose aspect statements of `aspect` match `pattern`. */
function countEvidence(
  reviews: readonly Review[],
  aspect: AspectId,
  sentiment: Sentiment,
  pattern: RegExp,
): number {
  let count = 0;
  for (const review of reviews) {
    if (
      review.aspects.some((mention) =>
        mention.aspect === aspect && mention.sentiment === sentiment &&
        pattern.test(mention.text.toLowerCase())
      )
    ) count++;
  }
  return count;
}

function aspectAnswer(
  figures: Figures,
  aspect: AspectId,
  phrases: { good: string; bad: string; topic: string },
): string {
  const insight = aspectFigure(figures, aspect);
  if (figures.reviews.length === 0) {
    return `There are no reviews yet, so there is nothing to go on about ${phrases.topic}.`;
  }
  if (insight.mentions === 0) {
    return `None of the ${
      plural(figures.reviews.length, "review")
    } comment on ${phrases.topic} yet.`;
  }
  const polar = insight.positive + insight.negative;
  const share = polar === 0 ? 0 : insight.positive / polar;
  const verdict = polar === 0
    ? `Reviewers mention ${phrases.topic} without saying much either way`
    : share >= 0.8
    ? `Yes, by a wide margin: ${phrases.good}`
    : share >= 0.6
    ? `Mostly: ${phrases.good}`
    : share >= 0.4
    ? `It is mixed`
    : `This is a weak spot: ${phrases.bad}`;
  const detail = `${
    plural(insight.mentions, "statement")
  } in the reviews touch on ${phrases.topic}; ${
    percent(insight.positive, insight.mentions)
  } are positive and ${percent(insight.negative, insight.mentions)} negative`;
  const best = figures.technicians
    .map((technician) => ({
      technician,
      counts: technician.aspects.find((entry) => entry.aspect === aspect),
    }))
    .filter((entry) => entry.counts && entry.counts.mentions >= 3)
    .sort((a, b) =>
      b.counts!.score - a.counts!.score ||
      b.counts!.mentions - a.counts!.mentions ||
      (a.technician.name < b.technician.name ? -1 : 1)
    )[0];
  const technicianNote = best && best.counts!.score > 0
    ? ` Reviews naming ${best.technician.name} are the most positive on this (${
      percent(best.counts!.positive, best.counts!.mentions)
    } of ${plural(best.counts!.mentions, "statement")}).`
    : "";
  return `${verdict}. ${detail}.${technicianNote}`;
}

function buildFaq(
  figures: Figures,
): Array<{ question: string; answer: string }> {
  const { business, reviews } = figures;
  const faq: Array<{ question: string; answer: string }> = [];
  const total = reviews.length;
  faq.push({
    question: `How do customers rate ${business.name}?`,
    answer: total === 0
      ? `There are no published reviews yet.`
      : `${business.name} averages ${
        figures.average.toFixed(2)
      } out of 5 across ${plural(total, "verified review")}; ${
        percent(figures.favourable, total)
      } give four or five stars and ${
        percent(figures.critical, total)
      } give one or two.`,
  });
  faq.push({
    question: "Do they show up on time?",
    answer: aspectAnswer(figures, "punctuality", {
      good: "most customers say the technician arrived on time or called ahead",
      bad: "late arrivals and missed windows come up often",
      topic: "punctuality",
    }),
  });
  const price = aspectFigure(figures, "price");
  const overQuote = countEvidence(
    reviews,
    "price",
    "negative",
    /quot|estimat|more than|higher than|hidden|extra|fee/,
  );
  faq.push({
    question: "Are their prices fair?",
    answer: aspectAnswer(figures, "price", {
      good: "most reviewers call the pricing fair or reasonable",
      bad: "many reviewers find the prices high",
      topic: "pricing",
    }) +
      (price.mentions > 0 && overQuote > 0
        ? ` ${
          plural(overQuote, "review")
        } complain about a bill above the quote or about extra fees.`
        : ""),
  });
  const emergencyPattern =
    /emergenc|after[\s-]hours|middle of the night|24\/7|burst|flood/;
  let emergencyMentions = 0;
  let emergencyPositive = 0;
  reviews.forEach((review, index) => {
    if (!emergencyPattern.test(figures.texts[index])) return;
    emergencyMentions++;
    if (review.rating >= 4) emergencyPositive++;
  });
  faq.push({
    question: "Do they offer emergency service?",
    answer: (business.emergency_service
      ? `Yes, ${business.name} takes emergency calls outside opening hours.`
      : `${business.name} does not list emergency service outside opening hours.`) +
      (emergencyMentions > 0
        ? ` ${
          plural(emergencyMentions, "review")
        } describe an emergency or after-hours call, and ${
          percent(emergencyPositive, emergencyMentions)
        } of those rate the visit four or five stars.`
        : " No review describes an emergency call yet."),
  });
  faq.push({
    question: "Are the technicians knowledgeable?",
    answer: aspectAnswer(figures, "expertise", {
      good:
        "reviewers describe the technicians as knowledgeable and quick to find the cause",
      bad: "several reviewers doubt the diagnosis they got",
      topic: "expertise",
    }),
  });
  const upsell = countEvidence(
    reviews,
    "honesty",
    "negative",
    /upsell|up-sell|sell|push|pressure|unnecessar|didn't need|did not need/,
  );
  faq.push({
    question: "Will they try to upsell me?",
    answer: aspectAnswer(figures, "honesty", {
      good: "reviewers describe them as honest and not pushy",
      bad: "reviewers report pressure to buy more than they needed",
      topic: "honesty",
    }) +
      (upsell > 0
        ? ` ${plural(upsell, "review")} mention upselling or sales pressure.`
        : aspectFigure(figures, "honesty").mentions > 0
        ? " No review reports upselling."
        : ""),
  });
  faq.push({
    question: "Do they clean up after the job?",
    answer: aspectAnswer(figures, "cleanliness", {
      good: "most reviewers say the work area was left clean",
      bad: "reviewers often mention a mess left behind",
      topic: "cleanliness",
    }),
  });
  faq.push({
    question: "How easy is it to get an appointment?",
    answer: aspectAnswer(figures, "scheduling", {
      good: "reviewers often got same-day or next-day visits",
      bad: "reviewers report long waits and rescheduling",
      topic: "scheduling",
    }),
  });
  const mentioned = figures.technicians.filter((technician) =>
    technician.mentions > 0
  )
    .sort((a, b) => b.mentions - a.mentions || (a.name < b.name ? -1 : 1));
  faq.push({
    question: "Which technicians do customers mention most?",
    answer: mentioned.length === 0
      ? "No review names a technician yet."
      : `${
        listPhrase(
          mentioned.slice(0, 3).map((technician) =>
            `${technician.name} (${
              plural(technician.mentions, "review")
            }, average ${technician.average_rating!.toFixed(2)})`
          ),
        )
      }.`,
  });
  const services = figures.services.filter((service) => service.mentions > 0)
    .sort((a, b) => b.mentions - a.mentions || (a.name < b.name ? -1 : 1));
  faq.push({
    question: "What work are they reviewed for most?",
    answer: services.length === 0
      ? "No review names a specific service yet."
      : `${
        listPhrase(
          services.slice(0, 3).map((service) =>
            `${service.name} (${plural(service.mentions, "review")}, average ${
              service.average_rating!.toFixed(2)
            })`
          ),
        )
      }.`,
  });
  return faq;
}

function buildSummary(figures: Figures): Insights["summary"] {
  const { business, reviews } = figures;
  const total = reviews.length;
  if (total === 0) {
    return {
      text:
        `${business.name} has no published reviews yet, so there is nothing to summarise. This summary will fill in as verified reviews arrive.`,
      highlights: [],
      concerns: [],
    };
  }
  const minimum = Math.max(3, Math.ceil(total * 0.02));
  const ranked = figures.aspects.filter((aspect) => aspect.mentions >= minimum);
  const strengths = [...ranked]
    .filter((aspect) => aspect.score >= 0.3)
    .sort((a, b) => b.score - a.score || b.mentions - a.mentions);
  const negativeShare = (aspect: AspectInsight) =>
    aspect.negative / aspect.mentions;
  const weaknesses = [...ranked]
    .filter((aspect) => negativeShare(aspect) >= 0.15 || aspect.score < 0.2)
    .sort((a, b) =>
      negativeShare(b) - negativeShare(a) || b.mentions - a.mentions
    );
  const mostDiscussed =
    [...figures.aspects].sort((a, b) =>
      b.mentions - a.mentions || a.aspect.localeCompare(b.aspect)
    )[0];
  const sentences: string[] = [];
  const tone = figures.average >= 4.5
    ? "Customers are overwhelmingly happy with"
    : figures.average >= 4
    ? "Customers are largely satisfied with"
    : figures.average >= 3
    ? "Customers are divided on"
    : "Customers are mostly unhappy with";
  sentences.push(
    `${tone} ${business.name}: ${plural(total, "verified review")} average ${
      figures.average.toFixed(2)
    } stars, and ${percent(figures.favourable, total)} give four or five.`,
  );
  if (strengths.length > 0) {
    const top = strengths.slice(0, 2).map((aspect) =>
      `${ASPECT_LABELS[aspect.aspect]} (${
        percent(aspect.positive, aspect.mentions)
      } positive)`
    );
    sentences.push(`Reviewers single out ${listPhrase(top)}.`);
  }
  if (weaknesses.length > 0) {
    const worst = weaknesses[0];
    sentences.push(
      `The main complaint is ${ASPECT_LABELS[worst.aspect]}, with ${
        percent(worst.negative, worst.mentions)
      } of ${plural(worst.mentions, "comment")} on it negative.`,
    );
  } else if (mostDiscussed.mentions > 0) {
    sentences.push(
      `No aspect draws sustained criticism; ${
        ASPECT_LABELS[mostDiscussed.aspect]
      } is the most discussed (${plural(mostDiscussed.mentions, "comment")}).`,
    );
  }
  const topTechnician =
    [...figures.technicians].filter((t) => t.mentions >= minimum)
      .sort((a, b) => b.mentions - a.mentions || (a.name < b.name ? -1 : 1))[0];
  if (topTechnician) {
    sentences.push(
      `${topTechnician.name} is the technician customers name most often (${
        plural(topTechnician.mentions, "review")
      }, averaging ${topTechnician.average_rating!.toFixed(2)}).`,
    );
  }
  const topService = [...figures.services].filter((s) => s.mentions > 0)
    .sort((a, b) => b.mentions - a.mentions || (a.name < b.name ? -1 : 1))[0];
  if (topService) {
    sentences.push(
      `${topService.name} is the work reviewed most (${
        plural(topService.mentions, "review")
      }).`,
    );
  }

  const highlights: string[] = [];
  for (const aspect of strengths.slice(0, 3)) {
    highlights.push(
      `${capitalise(ASPECT_LABELS[aspect.aspect])}: ${
        percent(aspect.positive, aspect.mentions)
      } of ${plural(aspect.mentions, "comment")} positive.`,
    );
  }
  const praised = [...figures.technicians]
    .filter((t) =>
      t.mentions >= minimum && t.average_rating !== null &&
      t.average_rating >= 4.5
    )
    .sort((a, b) =>
      b.average_rating! - a.average_rating! || b.mentions - a.mentions
    )[0];
  if (praised) {
    highlights.push(
      `${praised.name} averages ${
        praised.average_rating!.toFixed(2)
      } stars across ${plural(praised.mentions, "review")}.`,
    );
  }
  if (business.emergency_service) {
    const emergency = figures.topics.find((topic) =>
      topic.id === "emergency-service"
    );
    if (emergency && emergency.mentions > 0 && emergency.score > 0) {
      highlights.push(
        `Emergency calls: ${plural(emergency.mentions, "review")}, ${
          percent(emergency.positive, emergency.mentions)
        } of them positive.`,
      );
    }
  }

  const concerns: string[] = [];
  for (const aspect of weaknesses.slice(0, 3)) {
    concerns.push(
      `${capitalise(ASPECT_LABELS[aspect.aspect])}: ${
        percent(aspect.negative, aspect.mentions)
      } of ${plural(aspect.mentions, "comment")} negative.`,
    );
  }
  if (concerns.length === 0) {
    const leastPositive = [...ranked].sort((a, b) => a.score - b.score)[0];
    if (leastPositive && leastPositive.negative > 0) {
      concerns.push(
        `${
          capitalise(ASPECT_LABELS[leastPositive.aspect])
        } is the least praised aspect (${
          plural(leastPositive.negative, "negative comment")
        } of ${formatCount(leastPositive.mentions)}).`,
      );
    }
  }
  const weakService = [...figures.services]
    .filter((s) =>
      s.mentions >= minimum && s.average_rating !== null &&
      s.average_rating < figures.average - 0.5
    )
    .sort((a, b) => a.average_rating! - b.average_rating!)[0];
  if (weakService) {
    concerns.push(
      `${weakService.name} rates lower than the rest (${
        weakService.average_rating!.toFixed(2)
      } across ${plural(weakService.mentions, "review")}).`,
    );
  }
  if (
    percent(figures.critical, total) !== "0%" && figures.critical / total >= 0.1
  ) {
    concerns.push(
      `${percent(figures.critical, total)} of reviews give one or two stars.`,
    );
  }
  return { text: sentences.join(" "), highlights, concerns };
}

function capitalise(text: string): string {
  return text.length === 0 ? text : `${text[0].toUpperCase()}${text.slice(1)}`;
}

/**
 * Builds the insights dataset.
 *
 * @param business The business record.
 * @param reviews Published reviews, newest first, with derived members.
 * @returns The insights dataset; valid also for an empty review list.
 */
export function buildInsights(business: Business, reviews: Review[]): Insights {
  const aspectCounts = new Map<AspectId, Counts>(
    ASPECT_IDS.map((aspect) => [aspect, emptyCounts()]),
  );
  const aspectQuotes = new Map<AspectId, Quote[]>(
    ASPECT_IDS.map((aspect) => [aspect, []]),
  );
  const technicians = new Map(
    business.technicians.map((t) => [t.name, entityAccumulator(t.id, t.name)]),
  );
  const services = new Map(
    business.services.map((s) => [s.id, entityAccumulator(s.id, s.name)]),
  );
  const areas = new Map(
    business.service_areas.map((
      a,
    ) => [a.name, entityAccumulator(a.id, a.name)]),
  );
  let ratingSum = 0;
  let favourable = 0;
  let critical = 0;
  const texts = reviews.map(searchable);
  reviews.forEach((review, rank) => {
    ratingSum += review.rating;
    if (review.rating >= 4) favourable++;
    if (review.rating <= 2) critical++;
    const seenAspects = new Set<string>();
    for (const mention of review.aspects) {
      add(aspectCounts.get(mention.aspect)!, mention.sentiment);
      const quotes = aspectQuotes.get(mention.aspect)!;
      const key = `${mention.aspect}:${mention.sentiment}`;
      // A few hundred candidates per aspect are plenty to choose from.
      if (quotes.length < 300 && !seenAspects.has(key)) {
        seenAspects.add(key);
        quotes.push({
          review_id: review.id,
          text: mention.text,
          sentiment: mention.sentiment,
          rank,
        });
      }
    }
    for (const name of new Set(review.technicians)) {
      const entity = technicians.get(name);
      if (entity) addToEntity(entity, review);
    }
    for (const id of new Set(review.services)) {
      const entity = services.get(id);
      if (entity) addToEntity(entity, review);
    }
    if (review.service_area !== null) {
      const entity = areas.get(review.service_area);
      if (entity) addToEntity(entity, review);
    }
  });
  const aspects: AspectInsight[] = ASPECT_IDS.map((aspect) => {
    const counts = aspectCounts.get(aspect)!;
    return {
      aspect,
      ...withScore(counts),
      examples: chooseExamples(aspectQuotes.get(aspect)!, counts),
    };
  });
  const entities = {
    technicians: [...technicians.values()].map(finishEntity),
    services: [...services.values()].map(finishEntity),
    service_areas: [...areas.values()].map(finishEntity),
  };
  const topics = buildTopics(business, reviews, texts);
  const figures: Figures = {
    business,
    reviews,
    average: reviews.length === 0 ? 0 : round2(ratingSum / reviews.length),
    favourable,
    critical,
    aspects,
    technicians: entities.technicians,
    services: entities.services,
    areas: entities.service_areas,
    topics,
    texts,
  };
  return {
    aspects,
    entities,
    topics,
    faq: buildFaq(figures),
    summary: buildSummary(figures),
  };
}
