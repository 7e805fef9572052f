/**
 * Derived members of a review: aspect-based sentiment over the fixed
 * taxonomy, and the technicians, services and service area it mentions.
 * Computed from the review's title and text and the business record at
 * import time; deterministic and offline.
 *
 * wink-nlp (with its English lite web model) gives sentences, tokens, POS
 * tags, lemmas, negation flags and sentence sentiment; the home-services
 * lexicon of `lexicon.ts` gives what a general sentiment library lacks.
 *
 * @module
 */
import type {
  AspectId,
  AspectMention,
  Business,
  Sentiment,
} from "../schemas/mod.ts";
import { CONTRAST_WORDS, SEGMENT_WORDS } from "./lexicon.ts";
import { opensLanguageContrast } from "./lexicon_languages.ts";
import { lexicon } from "./cues.ts";
import { tokenize, type TokenizedText } from "./text_nlp.ts";
import { findEntities } from "./entities.ts";
import { buildEntityMatchers } from "./entity_matchers.ts";
import { splitAtConcessions } from "./concessions.ts";
import { type SentenceView, sentenceView } from "./sentence_view.ts";
import { pastPositions } from "./then_and_now.ts";
import { answeredQuestions } from "./answers.ts";
import { laterQuestionsDecide } from "./question_verdicts.ts";
import { agreedTimeOf, concedesTime } from "./arrival_times.ts";
import { promisedLengthOf } from "./durations.ts";
import { lastingDecides, praisesLasting, revisionsOf } from "./revisions.ts";
import {
  ownAmountOf,
  pricedByAmountsAlone,
  quotedAmountOf,
} from "./amounts.ts";
import { sentenceStatements, takeBack } from "./statements.ts";
import {
  disownsSome,
  excusesBefore,
  excusesOpenly,
  excusesPlainly,
  shrugsOff,
} from "./softeners.ts";
import type { Cue, Statement } from "./cues.ts";
import type { Match } from "./text_patterns.ts";
import {
  type AspectModel,
  decisions,
  DEFAULT_MODEL,
  onePerAspect,
  scoreSentence,
} from "./classifier.ts";
import {
  featureList,
  type FeatureSink,
  sentenceFeatures,
} from "./sentence_features.ts";

/** Derived members of one review. */
export interface ReviewAnalysis {
  /** Full names of the technicians mentioned, in catalogue order. */
  technicians: string[];
  /** Ids of the services mentioned, in catalogue order. */
  services: string[];
  /** Name of the service area mentioned first, or null. */
  service_area: string | null;
  /** Aspect statements, in text order (title first). */
  aspects: AspectMention[];
}

/** Analyses reviews against one business record (matchers built once). */
export interface ReviewAnalyzer {
  /** Analyses one review's title and text. */
  analyze(review: { title: string | null; text: string }): ReviewAnalysis;
}

const LEADING_JUNK = new Set([
  ...CONTRAST_WORDS,
  ...SEGMENT_WORDS,
  "yet",
  "even",
  "still",
]);

/** The sentiment label of a score. */
function sentimentOf(score: number): Sentiment {
  if (score > 0) return "positive";
  if (score < 0) return "negative";
  return "neutral";
}

const TRAILING = /[\s,;:.!?\-–—(]+$/u;
const LEADING = /^[\s,;:.!?\-–—)]+/u;

/** The evidence text of a statement: its segments, without connectives. */
function evidenceText(
  text: TokenizedText,
  view: number[],
  from: number,
  to: number,
): string {
  const { tokens } = text;
  let first = from;
  while (
    first < to &&
    (tokens[view[first]].punct || LEADING_JUNK.has(tokens[view[first]].norm) ||
      opensLanguageContrast(
        tokens[view[first]].norm,
        tokens[view[first + 1]]?.norm,
      ))
  ) first++;
  let last = to;
  while (last > first && tokens[view[last]].punct) last--;
  const raw = text.text.slice(
    tokens[view[first]].start,
    tokens[view[last]].end,
  );
  return raw.replace(LEADING, "").replace(TRAILING, "").replace(/\s+/g, " ")
    .trim();
}

/** One sentence as the rules and the model see it. */
interface SentenceAnalysis {
  /** The rules' statements, with their evidence and text order. */
  statements: Array<Statement & { evidence: string; at: number }>;
  /** Hands the model's features of the sentence to a sink. */
  features: (sink: FeatureSink) => void;
  /** The sentence's own text (evidence when no statement covers it). */
  evidence: () => string;
  /** Text order of the sentence. */
  at: number;
  /** A question the next sentence answers with a hedge: its verdicts are neutral. */
  hedged: boolean;
  /** How many update marks of an edited review come before it or open it. */
  revision: number;
  /** The price is judged by amounts alone (`pricedByAmountsAlone`). */
  unpriced: boolean;
  /**
   * Aspects whose complaint the next sentence takes back ("Fair enough."),
   * or `true`: every complaint the rules do not hold ("I understand …").
   */
  excused: ReadonlySet<AspectId> | true;
  /** A complaint put on another party: the model adds no aspect of its own. */
  disowned: boolean;
  /** Aspects a later question of the review decides ("Worth it? Also yes."). */
  yielded: ReadonlySet<AspectId>;
  /** The work praised as lasting since (`praisesLasting`): it decides. */
  lasting: boolean;
}

/** The rules' statements and the model's features of each sentence. */
function analyseSentences(
  text: TokenizedText,
  masked: ReadonlySet<number>,
  orderBase: number,
  withFeatures: boolean,
): SentenceAnalysis[] {
  const views: SentenceView[] = [];
  for (const sentence of text.sentences) {
    for (const part of splitAtConcessions(text, sentence)) {
      const sv = sentenceView(text, part);
      if (sv !== null) views.push(sv);
    }
  }
  const answered = answeredQuestions(views);
  const revisions = revisionsOf(views);
  // What is said of the past against the present speaks of the present
  // by its opposite (then_and_now.ts), and so does a question answered
  // "no" (answers.ts).
  pastPositions(views).forEach((past, index) => {
    answered.denied[index].forEach((denied, p) => past[p] |= denied);
    views[index].reversed = past;
  });
  // "They said between 8 and 10. Angie pulled in at 8:04." "They said
  // one day. It took three." "Quoted $380. Invoice came to $610."
  for (let i = 1; i < views.length; i++) {
    const agreed = agreedTimeOf(views[i - 1]);
    if (agreed !== null) views[i].agreedBefore = agreed;
    const promised = promisedLengthOf(views[i - 1]);
    if (promised !== null) views[i].promisedBefore = promised;
    const quoted = quotedAmountOf(views[i - 1]);
    if (quoted !== null) views[i].quotedBefore = quoted;
    const own = ownAmountOf(views[i - 1]);
    if (own !== null) views[i].amountBefore = own;
  }
  const found = views.map((sv) => {
    // Names are tagged (see entities.ts) and match only `@tag` words.
    const blocked = new Set<number>();
    sv.view.forEach((tokenIndex, position) => {
      if (masked.has(tokenIndex) && text.tokens[tokenIndex].tag === undefined) {
        blocked.add(position);
      }
    });
    const cues: Match<Cue>[] | undefined = withFeatures ? [] : undefined;
    const statements = sentenceStatements(sv, blocked, cues);
    return { cues: cues ?? [], statements };
  });
  // "Window was 12-4. Dale pulled in at 3:58. Technically on time.": an
  // arrival compared with the window the sentence before gave yields to
  // the reviewer's own verdict on it just after, and any compared arrival
  // to "technically" beside it.
  for (let i = 0; i < views.length; i++) {
    const judged = views[i].agreedBefore !== undefined &&
      i + 1 < views.length &&
      found[i + 1].statements.some((statement) =>
        statement.aspect === "punctuality" && !Number.isNaN(statement.score)
      );
    const conceded = (i > 0 && concedesTime(views[i - 1])) ||
      (i + 1 < views.length && concedesTime(views[i + 1]));
    if (!judged && !conceded) continue;
    found[i].statements = found[i].statements.filter((statement) =>
      statement.aspect !== "punctuality" || !statement.compared ||
      statement.rated
    );
  }
  // "Pricey. Crawlspace work is miserable, so I get it.": an excuse of
  // its own takes back the complaint of the sentence before it.
  const excused: Array<Set<AspectId> | true> = views.map(() => new Set());
  for (let i = 1; i < views.length; i++) {
    // "1-to-3 window, came at 4:10. 'Traffic,' he said. Fine, no big
    // deal.": a sentence that says nothing of an aspect is passed over.
    const before = i > 1 && found[i - 1].statements.length === 0
      ? i - 2
      : i - 1;
    // "Moved it to Wednesday. Not the end of the world.": a lukewarm
    // verdict alone, or an excuse opening a sentence, excuses the model's
    // complaints too, not only those the rules take back below.
    if (shrugsOff(views[i], found[i].cues) || excusesOpenly(views[i])) {
      excused[before] = true;
    }
    if (!excusesBefore(views[i])) continue;
    takeBack(found[before].statements);
    // Only an excuse left standing holds against the model.
    const aspects = excused[before];
    if (!excusesPlainly(views[i]) || aspects === true) continue;
    for (const statement of found[before].statements) {
      if (statement.score === 0) aspects.add(statement.aspect);
    }
  }
  const yielded = laterQuestionsDecide(views, found);
  // "Punctual? Technically.": a question answered with a hedge is a
  // neutral verdict.
  found.forEach(({ statements }, i) => {
    const start = answered.hedged[i];
    if (start < 0) return;
    for (const statement of statements) {
      if (statement.from >= start && !statement.rated) statement.score = 0;
    }
  });
  return views.map((sv, i) => {
    const { view } = sv;
    const { statements } = found[i];
    return {
      statements: statements.map((statement) => ({
        ...statement,
        evidence: evidenceText(text, view, statement.from, statement.to),
        at: orderBase + text.tokens[view[statement.order]].start,
      })),
      features: (sink) => sentenceFeatures(sv, found[i], sink),
      evidence: () => evidenceText(text, view, 0, view.length - 1),
      at: orderBase + text.tokens[view[0]].start,
      hedged: answered.hedged[i] >= 0,
      revision: revisions[i],
      unpriced: pricedByAmountsAlone(sv, statements),
      excused: excused[i],
      disowned: disownsSome(sv),
      yielded: yielded[i],
      lasting: statements.some((statement) => praisesLasting(sv, statement)),
    };
  });
}

/**
 * An aspect statement, its text order, the model's margin (null: rules)
 * and the revision of an edited review it belongs to (`revisions.ts`).
 */
type Mention = AspectMention & {
  order: number;
  margin: number | null;
  revision: number;
  /** Set on quality praised as lasting (`praisesLasting`). */
  lasting?: true;
};

/**
 * The model's mentions of a review, one per aspect: of the latest
 * revision that speaks of the aspect ("UPDATE: …"), the most confident
 * (`onePerAspect`); the rules' own statements are kept as they are.
 */
function resolved(mentions: readonly Mention[]): Mention[] {
  const decided = mentions.filter((m) => m.margin !== null);
  const latest = new Map<AspectId, number>();
  for (const { aspect, revision } of decided) {
    latest.set(aspect, Math.max(latest.get(aspect) ?? 0, revision));
  }
  const current = decided.filter((m) => m.revision === latest.get(m.aspect));
  const keep = onePerAspect(
    current.map((m) => ({ ...m, margin: m.margin ?? 0 })),
  );
  const kept = new Set(current.filter((_, i) => keep[i]));
  return mentions.filter((m) => m.margin === null || kept.has(m));
}

/**
 * Aspect statements of one tokenised text: the model's decisions per
 * sentence (with the rules' evidence where they agree on the aspect), or
 * the rules' statements alone when no model is given.
 */
function textAspects(
  text: TokenizedText,
  masked: ReadonlySet<number>,
  orderBase: number,
  model: AspectModel | null,
): Mention[] {
  const result: Mention[] = [];
  for (
    const sentence of analyseSentences(text, masked, orderBase, model !== null)
  ) {
    if (model === null) {
      for (const statement of sentence.statements) {
        result.push({
          aspect: statement.aspect,
          sentiment: sentimentOf(statement.score),
          text: statement.evidence,
          order: statement.at,
          margin: null,
          revision: sentence.revision,
          ...(sentence.lasting && statement.aspect === "quality" &&
              statement.score > 0
            ? { lasting: true as const }
            : {}),
        });
      }
      continue;
    }
    const rated = sentence.statements.filter((s) => s.rated);
    const decided = decisions(scoreSentence(model, sentence.features))
      .filter((decision) => !rated.some((s) => s.aspect === decision.aspect))
      .filter((decision) => !(sentence.unpriced && decision.aspect === "price"))
      .filter((decision) => !sentence.yielded.has(decision.aspect))
      .filter((decision) =>
        !sentence.disowned ||
        sentence.statements.some((s) => s.aspect === decision.aspect)
      )
      .map((decision) =>
        sentence.hedged ||
          // "The earliest was Thursday. I get it, busy season.": the
          // complaint the rules took back, or the model's own, stays taken
          // back; not one the rules hold ("Three hours late. I get it,
          // traffic." keeps a strong complaint, and praise is no complaint).
          (decision.sentiment === "negative" && (sentence.excused === true
            ? !sentence.statements.some((s) =>
              s.aspect === decision.aspect && s.score !== 0
            )
            : sentence.excused.has(decision.aspect)))
          ? { ...decision, sentiment: "neutral" as const }
          : decision
      );
    // "Timeliness 2/5": the reviewer's own score decides, over any sentence.
    for (const statement of rated) {
      decided.push({
        aspect: statement.aspect,
        sentiment: sentimentOf(statement.score),
        margin: Infinity,
      });
    }
    for (const { aspect, sentiment, margin } of decided) {
      const statement = sentence.statements.find((s) => s.aspect === aspect);
      result.push({
        aspect,
        sentiment,
        text: statement?.evidence ?? sentence.evidence(),
        order: statement?.at ?? sentence.at,
        margin,
        revision: sentence.revision,
        ...(sentence.lasting && aspect === "quality" && sentiment === "positive"
          ? { lasting: true as const }
          : {}),
      });
    }
  }
  return lastingDecides(result);
}

/** Options of `createAnalyzer`. */
export interface AnalyzerOptions {
  /**
   * The trained aspect model; `null` for the rules alone (default: the
   * model shipped in `aspect_model.json`).
   */
  model?: AspectModel | null;
}

/**
 * Builds an analyzer for one business: entity matchers are built once and
 * reused for every review.
 *
 * @param business The business record whose catalogue is matched.
 * @param options `model`: the trained aspect model, or null for rules only.
 * @returns An analyzer.
 */
export function createAnalyzer(
  business: Business,
  options: AnalyzerOptions = {},
): ReviewAnalyzer {
  const matchers = buildEntityMatchers(business);
  const model = options.model === undefined ? DEFAULT_MODEL : options.model;
  lexicon();
  return {
    analyze(review) {
      const technicians = new Set<number>();
      const services = new Set<number>();
      let area = -1;
      const mentions: Mention[] = [];
      const parts = [review.title ?? "", review.text ?? ""];
      parts.forEach((part, index) => {
        if (part.trim() === "") return;
        const tokenized = tokenize(part);
        const entities = findEntities(matchers, tokenized);
        for (const technician of entities.technicians) {
          technicians.add(technician);
        }
        for (const service of entities.services) services.add(service);
        if (area < 0) area = entities.area;
        mentions.push(
          ...textAspects(tokenized, entities.masked, index * 1e9, model),
        );
      });
      const aspects = resolved(mentions).sort((a, b) => a.order - b.order);
      return {
        technicians: [...technicians].sort((a, b) => a - b).map((index) =>
          matchers.technicianNames[index]
        ),
        services: [...services].sort((a, b) => a - b).map((index) =>
          matchers.serviceIds[index]
        ),
        service_area: area >= 0 ? matchers.areaNames[area] : null,
        aspects: aspects.map(({ aspect, sentiment, text }) => ({
          aspect,
          sentiment,
          text,
        })),
      };
    },
  };
}

/**
 * The aspect model's features of a text, one list per sentence, for
 * training and cross-validation: names of the business's catalogue are
 * tagged as in analysis.
 *
 * @param business The business record.
 * @returns A function from a text to the features of its sentences.
 */
export function createFeatureExtractor(
  business: Business,
): (text: string) => string[][] {
  const matchers = buildEntityMatchers(business);
  lexicon();
  return (text) => {
    if (text.trim() === "") return [];
    const tokenized = tokenize(text);
    const entities = findEntities(matchers, tokenized);
    return analyseSentences(tokenized, entities.masked, 0, true).map(
      (sentence) => {
        const sink = featureList();
        sentence.features(sink);
        return sink.features;
      },
    );
  };
}
