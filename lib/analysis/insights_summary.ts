/**
 * The editorial summary of the insights: a short text, highlights and
 * concerns, written from the review figures.
 *
 * @module
 */
import type { AspectInsight, Insights, TrendWindow } from "../schemas/mod.ts";
import type { Figures } from "./insights_figures.ts";
import {
  ASPECT_LABELS,
  capitalise,
  formatCount,
  listPhrase,
  percent,
  plural,
} from "./insights_wording.ts";

/** The editorial summary: a short text, highlights and concerns. */
export function buildSummary(figures: Figures): Insights["summary"] {
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
  const trends = clearTrends(figures);
  for (const aspect of trends) sentences.push(trendSentence(aspect));
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
  for (const aspect of trends) {
    (aspect.trend.direction === "improving" ? highlights : concerns).push(
      trendNote(aspect),
    );
  }
  return { text: sentences.join(" "), highlights, concerns };
}

/** Most trends the summary mentions. */
const MAX_TRENDS = 2;

/**
 * The aspects whose trend is clear by the rule of `insights_trends.ts`,
 * the strongest (largest |z|) first, at most {@linkcode MAX_TRENDS}.
 */
function clearTrends(figures: Figures): AspectInsight[] {
  return figures.aspects
    .filter((aspect) =>
      aspect.trend.direction === "improving" ||
      aspect.trend.direction === "declining"
    )
    .sort((a, b) =>
      Math.abs(b.trend.z ?? 0) - Math.abs(a.trend.z ?? 0) ||
      a.aspect.localeCompare(b.aspect)
    )
    .slice(0, MAX_TRENDS);
}

/** "85% positive in 2025-Q1–2025-Q4 (120 comments)". */
function windowPhrase(window: TrendWindow): string {
  return `${
    percent(window.positive, window.mentions)
  } positive in ${window.from}–${window.to} (${
    plural(window.mentions, "comment")
  })`;
}

/** The summary's sentence on a clear trend. */
function trendSentence(aspect: AspectInsight): string {
  const { recent, previous, direction } = aspect.trend;
  const verb = direction === "improving" ? "have improved" : "have worsened";
  return `Comments on ${ASPECT_LABELS[aspect.aspect]} ${verb}: ${
    windowPhrase(recent!)
  }, against ${windowPhrase(previous!)}.`;
}

/** The highlight or concern of a clear trend. */
function trendNote(aspect: AspectInsight): string {
  const { recent, previous, direction } = aspect.trend;
  return `${capitalise(ASPECT_LABELS[aspect.aspect])} ${direction}: ${
    percent(previous!.positive, previous!.mentions)
  } positive in ${previous!.from}–${previous!.to}, ${
    percent(recent!.positive, recent!.mentions)
  } in ${recent!.from}–${recent!.to}.`;
}
