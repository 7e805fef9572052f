/**
 * Composing one review (title, text and the ground truth it was built from)
 * and its owner reply.
 *
 * @module
 */
import type {
  AspectId,
  AspectMention,
  Sentiment,
} from "../../lib/schemas/mod.ts";
import { TECHS } from "./business.ts";
import { SERVICES } from "./catalogue.ts";
import type { ServiceDef, TechDef } from "./catalogue.ts";
import {
  AREA_TABLE,
  ASPECTS,
  CONCEDED_ASPECT_WEIGHTS,
  NEG_ASPECT_WEIGHTS,
  NEG_COUNT_1,
  NEG_COUNT_2,
  POS_ASPECT_WEIGHTS,
  POS_COUNT_4,
  POS_COUNT_5,
  TECH_RATE,
} from "./distributions.ts";
import type { Polarity } from "./phrases_aspects.ts";
import { REPLY_ISSUE, REPLY_ISSUE_MILD, REPLY_SIGN } from "./phrases_reply.ts";
import { CONNECT_NEG_POS, CONNECT_POS_NEG } from "./phrases_review.ts";
import { pools } from "./pools.ts";
import { capitalize, choose, GENERIC_REFS, render } from "./render.ts";
import type { Ctx } from "./render.ts";
import { cumulate, draw } from "./rng.ts";
import type { Rng } from "./rng.ts";
import type { Compiled } from "./template.ts";

/**
 * What the generator knows about one review it wrote: the ground truth the
 * review was composed from, for evaluating entity and aspect detection.
 */
export interface ReviewLabels {
  /** The review id. */
  id: string;
  /** Full names of the technicians named in the title or text. */
  technicians: string[];
  /** Ids of the services named in the title or text. */
  services: string[];
  /** Name of the service area named in the title or text, or null. */
  service_area: string | null;
  /** The aspect statements the text was built from, in text order. */
  aspects: AspectMention[];
}

/** A rendered sentence and the aspect statements it holds. */
interface Piece {
  text: string;
  aspects: AspectMention[];
}

/** Chooses `n` distinct aspects with the given cumulative weights. */
function chooseAspects(
  rng: Rng,
  cumulative: readonly number[],
  n: number,
  taken: Set<AspectId>,
): AspectId[] {
  const out: AspectId[] = [];
  for (let tries = 0; out.length < n && tries < 40; tries++) {
    const a = ASPECTS[rng.weighted(cumulative)];
    if (!taken.has(a)) {
      taken.add(a);
      out.push(a);
    }
  }
  return out;
}

/** Renders one aspect clause (lower-case start, no final punctuation). */
function clause(
  aspect: AspectId,
  polarity: Polarity,
  ctx: Ctx,
): { text: string; sentiment: Sentiment } {
  const c = choose(pools().clauses[aspect][polarity], ctx);
  return {
    text: render(c.nodes, ctx),
    sentiment: polarity === "pos" ? "positive" : "negative",
  };
}

/** Finishes a sentence from one clause. */
function sentenceOf(
  aspect: AspectId,
  c: { text: string; sentiment: Sentiment },
  ctx: Ctx,
): Piece {
  const text = capitalize(c.text);
  const end = c.sentiment === "positive" && ctx.rng.chance(0.18) ? "!" : ".";
  return {
    text: text + end,
    aspects: [{ aspect, sentiment: c.sentiment, text }],
  };
}

/** Joins two clauses of opposite sentiment into one mixed sentence. */
function mixedSentence(
  first: { aspect: AspectId; c: { text: string; sentiment: Sentiment } },
  second: { aspect: AspectId; c: { text: string; sentiment: Sentiment } },
  ctx: Ctx,
  rating: number,
): Piece {
  // "Only complaint: ..." understates the problem of a 1- or 2-star review.
  const connectors = first.c.sentiment === "negative"
    ? CONNECT_NEG_POS
    : rating <= 2
    ? CONNECT_POS_NEG.slice(0, 3)
    : CONNECT_POS_NEG;
  const connector = ctx.rng.pick(connectors);
  const a = capitalize(first.c.text);
  const b = second.c.text;
  return {
    text: `${a}${connector}${b}.`,
    aspects: [
      { aspect: first.aspect, sentiment: first.c.sentiment, text: a },
      { aspect: second.aspect, sentiment: second.c.sentiment, text: b },
    ],
  };
}

/** Renders a template from a pool as a piece, with its aspects if any. */
function pieceFrom(
  pool: readonly Compiled[],
  ctx: Ctx,
  accept?: (c: Compiled) => boolean,
): Piece {
  const c = choose(pool, ctx, accept);
  const text = capitalize(render(c.nodes, ctx));
  return {
    text,
    aspects: c.aspects.map(([aspect, sentiment]) => ({
      aspect,
      sentiment,
      text: text.replace(/[.!]$/, ""),
    })),
  };
}

/** Picks the technician of a review, or null. */
function chooseTech(
  rng: Rng,
  rating: number,
  service: ServiceDef | null,
): TechDef | null {
  if (!rng.chance(TECH_RATE[rating])) return null;
  const sameTrade = service && rng.chance(0.88);
  const candidates = sameTrade
    ? TECHS.filter((t) => t.trade === service.trade)
    : TECHS;
  const weights = candidates.map((t) =>
    t.weight *
    (rating <= 2
      ? t.negativeBias
      : rating === 3
      ? (1 + t.negativeBias) / 2
      : 1 / Math.sqrt(t.negativeBias))
  );
  return candidates[rng.weighted(cumulate(weights))];
}

/**
 * Picks a service by season; with `besides`, another service of the same
 * trade (the technician on site looks at a second thing).
 */
function chooseService(
  rng: Rng,
  month: number,
  besides: ServiceDef | null,
): ServiceDef {
  const weights = SERVICES.map((s) =>
    s === besides || (besides && s.trade !== besides.trade)
      ? 0
      : s.weight * (s.season ? s.season[month] : 1)
  );
  return SERVICES[rng.weighted(cumulate(weights))];
}

/** What one composed review consists of. */
interface Composed {
  title: string | null;
  text: string;
  labels: Omit<ReviewLabels, "id">;
  /** The first negative aspect, for the owner reply. */
  complaint: AspectId | null;
  /** Whether the review's complaints are only small gripes. */
  mildComplaint: boolean;
}

/** Composes the title and text of one review. */
export function composeReview(
  rng: Rng,
  rating: number,
  month: number,
  authorFirst: string,
): { composed: Composed; ctx: Ctx } {
  const P = pools();
  const service = rng.chance(0.78) ? chooseService(rng, month, null) : null;
  const tech = chooseTech(rng, rating, service);
  const gender = tech ? tech.gender : rng.chance(0.78) ? "m" : "f";
  const trade = service ? service.trade : "any";
  let genericRef = rng.pick(GENERIC_REFS[trade]);
  if (rng.chance(0.15)) {
    genericRef = gender === "m" ? "the guy they sent" : "the woman they sent";
  }
  let techFirstForm = "";
  let techShortForm = "";
  if (tech) {
    const r = rng.next();
    if (r < 0.25) {
      techFirstForm = tech.name;
      techShortForm = tech.first;
    } else if (r < 0.8 || tech.nicknames.length === 0) {
      techFirstForm = techShortForm = tech.first;
    } else {
      techFirstForm = techShortForm = rng.pick(tech.nicknames);
    }
  }
  const ctx: Ctx = {
    rng,
    tech,
    techFirstForm,
    techShortForm,
    genericRef,
    gender,
    referenced: false,
    techNamed: false,
    service,
    service2: null,
    servicesNamed: new Set(),
    area: rng.chance(0.26) ? draw(rng, AREA_TABLE) : null,
    areaNamed: false,
    authorFirst,
  };

  // Length class: short, normal or long.
  const lengthRoll = rng.next();
  const short = lengthRoll < 0.24;
  const long = lengthRoll > 0.8;

  // Aspect plan.
  const taken = new Set<AspectId>();
  let nPos = 0;
  let nNeg = 0;
  let negPolarity: Polarity = "neg";
  switch (rating) {
    case 5:
      nPos = draw(rng, POS_COUNT_5);
      break;
    case 4:
      nPos = draw(rng, POS_COUNT_4);
      if (rng.chance(0.45)) {
        nNeg = 1;
        negPolarity = "mild";
      }
      break;
    case 3:
      nPos = rng.chance(0.6) ? 1 : 2;
      nNeg = rng.chance(0.6) ? 1 : 2;
      negPolarity = rng.chance(0.5) ? "mild" : "neg";
      break;
    case 2:
      nPos = rng.chance(0.55) ? 1 : 0;
      nNeg = draw(rng, NEG_COUNT_2);
      break;
    default:
      nPos = rng.chance(0.2) ? 1 : 0;
      nNeg = draw(rng, NEG_COUNT_1);
  }
  if (short) {
    nPos = Math.min(nPos, rating >= 4 ? 2 : 1);
    nNeg = Math.min(nNeg, 1);
  } else if (long) {
    if (rating >= 4) nPos = Math.min(nPos + 1, 5);
    else nNeg = Math.min(nNeg + 1, 4);
  }
  const negAspects = chooseAspects(rng, NEG_ASPECT_WEIGHTS, nNeg, taken);
  const posAspects = chooseAspects(
    rng,
    rating <= 2 ? CONCEDED_ASPECT_WEIGHTS : POS_ASPECT_WEIGHTS,
    nPos,
    taken,
  );

  const pieces: Piece[] = [];
  const opening = !short || rng.chance(0.35)
    ? rng.chance(0.62) ? pieceFrom(P.openings[rating], ctx) : null
    : null;
  if (opening) pieces.push(opening);

  // Story: what broke.
  if (!short || (service && rng.chance(0.3))) {
    let story: Piece | null = null;
    if (service) {
      story = pieceFrom(P.stories.get(service.id)!, ctx);
      ctx.servicesNamed.add(service.id);
    } else if (rng.chance(0.6)) {
      story = pieceFrom(P.genericStories, ctx);
    }
    if (story) {
      if (ctx.area && rng.chance(0.45) && /^(Our|The) /.test(story.text)) {
        const prefix = render(P.areaPrefix.nodes, ctx);
        story.text = `${prefix} ${story.text[0].toLowerCase()}${
          story.text.slice(1)
        }`;
      }
      pieces.push(story);
    }
  }

  // Aspect sentences.
  const pos = posAspects.map((aspect) => ({
    aspect,
    c: clause(aspect, "pos", ctx),
  }));
  const neg = negAspects.map((aspect) => ({
    aspect,
    c: clause(aspect, negPolarity, ctx),
  }));
  const aspectPieces: Piece[] = [];
  const joinable = (x: { c: { text: string } }) => !/\bbut\b|;/.test(x.c.text);
  if (
    pos.length && neg.length && joinable(pos[0]) && joinable(neg[0]) &&
    rng.chance(0.55)
  ) {
    const p = pos.shift()!;
    const n = neg.shift()!;
    const posFirst = rating >= 3 ? rng.chance(0.7) : rng.chance(0.6);
    aspectPieces.push(
      posFirst
        ? mixedSentence(p, n, ctx, rating)
        : mixedSentence(n, p, ctx, rating),
    );
  }
  for (const x of [...pos, ...neg]) {
    aspectPieces.push(sentenceOf(x.aspect, x.c, ctx));
  }
  // Keep the mixed sentence first for good reviews (praise, then the "but").
  for (let i = aspectPieces.length - 1; i > 1; i--) {
    const j = 1 + rng.int(i);
    [aspectPieces[i], aspectPieces[j]] = [aspectPieces[j], aspectPieces[i]];
  }
  if (aspectPieces.length > 1 && rng.chance(0.3)) {
    aspectPieces.push(aspectPieces.shift()!);
  }
  pieces.push(...aspectPieces);

  // A second service, some process detail, the area.
  if (long && service && rng.chance(0.5)) {
    const second = chooseService(rng, month, service);
    if (second.nouns.length) {
      ctx.service2 = second;
      pieces.splice(
        Math.min(pieces.length, 2),
        0,
        pieceFrom(P.secondService, ctx),
      );
    }
  }
  if (!short && rng.chance(long ? 0.45 : 0.15)) {
    pieces.splice(
      1 + rng.int(pieces.length),
      0,
      pieceFrom(P.process, ctx),
    );
  }
  if (ctx.area && !ctx.areaNamed) {
    const pool = rating >= 4 && rng.chance(0.5)
      ? P.areaPositive
      : rating <= 2 && rng.chance(0.4)
      ? P.areaNegative
      : P.areaNeutral;
    const at = rng.chance(0.5) ? pieces.length : rng.int(pieces.length + 1);
    pieces.splice(at, 0, pieceFrom(pool, ctx));
  }

  // Closing.
  if (rng.chance(short ? 0.45 : 0.66) || pieces.length === 0) {
    pieces.push(pieceFrom(P.closings[rating], ctx));
  }

  // Title (rendered after the text so the text introduces the technician).
  let title: string | null = null;
  const titleAspects: AspectMention[] = [];
  const textAspects = pieces.flatMap((p) => p.aspects);
  if (rng.chance(0.48)) {
    // A title that states aspects must agree with the text.
    const said = new Set(textAspects.map((a) => `${a.aspect}:${a.sentiment}`));
    const fits = (c: Compiled) =>
      c.aspects.every(([a, s]) => said.has(`${a}:${s}`));
    const t = pieceFrom(P.titles[rating], ctx, fits);
    title = t.text;
    titleAspects.push(...t.aspects);
  }

  const text = pieces.map((p) => p.text).join(" ");
  const aspects = [...titleAspects, ...textAspects];
  const firstNegative = aspects.find((a) => a.sentiment === "negative");
  return {
    ctx,
    composed: {
      title,
      text,
      labels: {
        technicians: ctx.techNamed && ctx.tech ? [ctx.tech.name] : [],
        services: SERVICES.filter((s) => ctx.servicesNamed.has(s.id)).map((s) =>
          s.id
        ),
        service_area: ctx.areaNamed && ctx.area ? ctx.area.name : null,
        aspects,
      },
      complaint: firstNegative ? firstNegative.aspect : null,
      mildComplaint: negPolarity === "mild",
    },
  };
}

/** Composes the owner's reply to a review. */
export function composeReply(
  ctx: Ctx,
  rating: number,
  composed: Composed | null,
): string {
  const R = pools().reply;
  const { rng } = ctx;
  const parts: string[] = [];
  let greeting = "";
  const say = (pool: readonly Compiled[]) =>
    parts.push(capitalize(render(choose(pool, ctx).nodes, ctx)));
  if (composed === null) {
    say(rating >= 4 ? R.ratingOnlyPos : R.ratingOnlyNeg);
  } else {
    if (rng.chance(0.75)) {
      greeting = capitalize(render(choose(R.greeting, ctx).nodes, ctx));
    }
    const complaint = composed.complaint;
    if (rating >= 4 && (complaint === null || rng.chance(0.5))) {
      say(R.thanks);
      if (composed.labels.technicians.length && rng.chance(0.7)) say(R.tech);
      say(R.posEnd);
    } else if (rating >= 4 || (rating === 3 && composed.mildComplaint)) {
      say(R.thanksMixed);
      if (complaint) parts.push(REPLY_ISSUE_MILD[complaint]);
      if (rating === 3) say(R.invite);
      else say(R.posEnd);
    } else {
      say(R.sorry);
      if (complaint) parts.push(REPLY_ISSUE[complaint]);
      say(R.invite);
    }
  }
  const body = parts.join(" ");
  // First-person replies are signed by a person, not by "the team".
  const signers = /\b(I|I'[a-z]+|me|my)\b/.test(body)
    ? REPLY_SIGN.filter((x) => !x.includes("team"))
    : REPLY_SIGN;
  const sign = rng.chance(0.7) ? `\n\n${rng.pick(signers)}` : "";
  return greeting ? `${greeting}\n\n${body}${sign}` : `${body}${sign}`;
}
