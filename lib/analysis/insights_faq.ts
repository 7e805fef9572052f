/**
 * The FAQ of the insights: questions customers ask about a home-services
 * business, answered from the review figures.
 *
 * @module
 */
import type { AspectId, Sentiment } from "../schemas/mod.ts";
import { aspectFigure, type Figures } from "./insights_figures.ts";
import type { ReviewList } from "./insights_reviews.ts";
import { countTheme } from "./insights_topics.ts";
import { listPhrase, percent, plural } from "./insights_wording.ts";

/** Reviews whose aspect statements of `aspect` match `pattern`. */
function countEvidence(
  reviews: ReviewList,
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

/** The FAQ: questions customers ask, answered from the figures. */
export function buildFaq(
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
  const emergency = countTheme(reviews, "emergency-service");
  faq.push({
    question: "Do they offer emergency service?",
    answer: (business.emergency_service
      ? `Yes, ${business.name} takes emergency calls outside opening hours.`
      : `${business.name} does not list emergency service outside opening hours.`) +
      (emergency.mentions > 0
        ? ` ${
          plural(emergency.mentions, "review")
        } describe an emergency or after-hours call, and ${
          percent(emergency.positive, emergency.mentions)
        } of them are positive.`
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
