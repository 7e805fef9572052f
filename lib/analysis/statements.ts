/**
 * The aspect statements of one sentence: lexicon cues found, negated and
 * weighed, grouped by aspect per clause, then adjusted for hedges,
 * lukewarm verdicts, irony, contrasts, elided negations, compared amounts
 * and arrival times.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import { CONTRAST_WORDS, DOWNTONERS, INTENSIFIERS } from "./lexicon.ts";
import { type Cue, type CueHit, lexicon, type Statement } from "./cues.ts";
import { findAllMatches } from "./pattern_matching.ts";
import { type Match, selectMatches } from "./text_patterns.ts";
import {
  buildClauses,
  type Clause,
  type SentenceView,
} from "./sentence_view.ts";
import {
  elidedNegations,
  isNegated,
  isReversedOpinion,
  negateCounted,
  negateElided,
  negatorPositions,
  noneCounts,
} from "./negation.ts";
import {
  addFallbacks,
  generalOwners,
  hasAspectCue,
  isReviewersTiming,
  nearestTerm,
  saysNeutral,
} from "./attribution.ts";
import { chargedForMinutes, compareAmounts, hasAmount } from "./amounts.ts";
import { addComparisons } from "./comparisons.ts";
import {
  isDisowned,
  isExcuse,
  isHedged,
  isLukewarmVerdict,
  waveOffAt,
} from "./softeners.ts";

const QUOTES = new Set(['"', "“", "”", "'", "‘", "’"]);
/** |sentence sentiment| above which wink-nlp decides a bare mention. */
const WINK_THRESHOLD = 0.3;

/** The weight an intensifier or downtoner before a cue gives it. */
function intensity(sv: SentenceView, position: number): number {
  const { tokens, view } = sv;
  if (position === 0) return 1;
  const previous = tokens[view[position - 1]].norm;
  if (INTENSIFIERS.has(previous)) return 1.5;
  if (DOWNTONERS.has(previous)) return 0.5;
  if (previous === "of" && position > 1) {
    const before = tokens[view[position - 2]].norm;
    if (before === "kind" || before === "sort") return 0.5;
  }
  return 1;
}

/** Whether a cue stands in scare quotes (the "repair"). */
function inScareQuotes(sv: SentenceView, match: Match<Cue>): boolean {
  const { tokens, view } = sv;
  const first = match.literals[0];
  const last = match.literals[match.literals.length - 1];
  return first > 0 && last + 1 < view.length &&
    QUOTES.has(tokens[view[first - 1]].text) &&
    QUOTES.has(tokens[view[last + 1]].text);
}

/**
 * Adds the verdicts a sentence gives by numbers (comparisons.ts), makes
 * the complaints the reviewer waves off neutral and drops the statements
 * a contrast merged away (marked with NaN scores).
 */
function finishStatements(
  sv: SentenceView,
  statements: Statement[],
): Statement[] {
  addComparisons(sv, statements);
  const waved = waveOffAt(sv);
  // "Forty minutes late, but he phoned ahead, so no harm done": what
  // follows the wave stands.
  if (waved >= 0) takeBack(statements, { before: waved });
  return statements.filter((statement) => !Number.isNaN(statement.score));
}

/**
 * Makes the mild complaints among `statements` neutral: a complaint taken
 * back, waved off or excused is neutral (docs/aspects.md, rule 7); a strong
 * one and a rating stand.
 *
 * @param statements The statements, changed in place.
 * @param options `before`: only those that start before this view position.
 * @returns The statements made neutral.
 */
export function takeBack(
  statements: readonly Statement[],
  options: { before?: number } = {},
): Statement[] {
  const taken = statements.filter((statement) =>
    statement.score < 0 && statement.score >= -2 && !statement.rated &&
    statement.from < (options.before ?? Infinity)
  );
  for (const statement of taken) statement.score = 0;
  return taken;
}

/**
 * Analyses the aspect statements of one sentence.
 *
 * @param sv The sentence.
 * @param blocked View positions no cue may use (names).
 * @param found Receives the lexicon cues matched (for the trained model).
 * @returns The statements.
 */
export function sentenceStatements(
  sv: SentenceView,
  blocked: ReadonlySet<number>,
  found?: Match<Cue>[],
): Statement[] {
  const { tokens, view, segments, segmentBounds } = sv;
  const matches = selectMatches(
    findAllMatches(lexicon(), tokens, { view }),
    blocked,
  );
  found?.push(...matches);
  // A sentence without cues can still compare amounts or times, or rate an
  // aspect by name ("Timeliness 2/5").
  if (matches.length === 0) return finishStatements(sv, []);
  const used = new Set<number>(blocked);
  for (const match of matches) {
    for (const position of match.literals) used.add(position);
  }
  const elided = elidedNegations(sv);
  for (const position of elided) used.add(position);
  const negators = negatorPositions(tokens, view, used);
  const cueAt = new Map<number, Cue>();
  for (const match of matches) {
    for (const position of match.literals) {
      cueAt.set(position, match.pattern.data);
    }
  }
  const clauses = buildClauses(sv);
  const statements: Statement[] = [];
  let previous: { clause: Clause; statements: Statement[] } | null = null;
  let matchIndex = 0;
  for (const clause of clauses) {
    const hits: CueHit[] = [];
    let ironic: Cue["ironic"] = null;
    while (
      matchIndex < matches.length &&
      matches[matchIndex].literals[0] < clause.end
    ) {
      const match = matches[matchIndex++];
      const cue = match.pattern.data;
      if (cue.kind === "sarcasm") {
        ironic = strongerIrony(ironic, cue.ironic);
        continue;
      }
      if (isReviewersTiming(sv, clause, match)) continue;
      const negated = isNegated(sv, clause, negators, match, cueAt) !==
        isReversedOpinion(sv, match);
      let pol = negated ? (cue.negPol ?? -cue.pol) : cue.pol;
      pol *= intensity(sv, match.literals[0]);
      if (!negated && inScareQuotes(sv, match)) {
        // After the "repair", "professional" service...
        if (pol > 0) pol = -pol;
        else if (pol === 0 && cue.kind === "aspect") pol = -1;
      }
      const hit = {
        cue,
        pol,
        literals: match.literals,
        segment: segments[match.literals[0]],
        negated,
      };
      hits.push(hit);
      if (cue.also) {
        hits.push({ ...hit, cue: { ...cue, aspect: cue.also, also: null } });
      }
    }
    addFallbacks(hits);
    const clauseStatements = dropIncidental(clauseAspects(clause, hits));
    if (isHedged(sv, clause)) {
      // "The install looks fine, I guess": a mild opinion, hedged, is none.
      for (const statement of clauseStatements) {
        if (statement.score > 0 && statement.score <= 1) statement.score = 0;
      }
    }
    if (hits.some(isLukewarmVerdict)) {
      // "Fine, nothing special"; "booked out, which is understandable": a
      // lukewarm verdict or an excuse leaves a mild opinion neutral.
      for (const statement of clauseStatements) {
        if (Math.abs(statement.score) <= 1) statement.score = 0;
      }
    }
    if (ironic !== null) applyIrony(clauseStatements, hits, ironic);
    if (previous && clause.contrast) {
      mergeContrast(previous.statements, clauseStatements, hits, clause);
    }
    statements.push(...clauseStatements);
    previous = { clause, statements: clauseStatements };
  }
  for (const position of elided) negateElided(sv, statements, position);
  for (const position of noneCounts(sv)) {
    negateCounted(sv, statements, position);
  }
  return finishStatements(sv, statements);

  function clauseAspects(clause: Clause, hits: CueHit[]): Statement[] {
    const byAspect = new Map<AspectId, CueHit[]>();
    for (const hit of hits) {
      if (hit.cue.kind !== "aspect") continue;
      const aspect = hit.cue.aspect!;
      const list = byAspect.get(aspect);
      if (list) list.push(hit);
      else byAspect.set(aspect, [hit]);
    }
    const owners = generalOwners(sv, hits);
    const result: Statement[] = [];
    for (const [aspect, aspectHits] of byAspect) {
      const evidence: number[] = [];
      for (const hit of aspectHits) evidence.push(...hit.literals);
      let score = 0;
      let specific = false;
      let compared = false;
      const polar = aspectHits.filter((hit) => hit.pol !== 0);
      if (polar.length > 0) {
        score = polar.reduce((sum, hit) => sum + hit.pol, 0);
        if (score === 0) score = polar[polar.length - 1].pol;
        specific = true;
      } else {
        const termSegments = new Set(aspectHits.map((hit) => hit.segment));
        // Aspect-dependent modifiers in the term's segment ("high price"),
        // when this is the term they describe.
        for (const hit of hits) {
          if (hit.cue.kind !== "modifier" || !termSegments.has(hit.segment)) {
            continue;
          }
          const value = hit.cue.mods![aspect];
          if (value === undefined) continue;
          const owner = nearestTerm(sv, hits, hit, (a) => a in hit.cue.mods!);
          if (owner && owner.cue.aspect !== aspect) continue;
          score += value * (hit.negated ? -1 : 1) * Math.abs(hit.pol || 1);
          evidence.push(...hit.literals);
        }
        if (score === 0) {
          for (const hit of hits) {
            if (hit.cue.kind !== "general" || owners.get(hit) !== aspect) {
              continue;
            }
            score += hit.pol;
            evidence.push(...hit.literals);
          }
        }
        if (score === 0 && evidence.length > 0) {
          // A bare term ("The price," / "Communication:") borrows the
          // nearest opinion of its clause.
          const bare = aspectHits.some((hit) =>
            isBareSegment(sv, segmentBounds[hit.segment])
          );
          if (bare) {
            const anchor = aspectHits[0].literals[0];
            let best: CueHit | null = null;
            let bestDistance = Infinity;
            for (const hit of hits) {
              if (hit.cue.kind === "aspect" || hit.pol === 0) continue;
              if (hit.cue.kind === "modifier" && !(aspect in hit.cue.mods!)) {
                continue;
              }
              if (hasAspectCue(hits, hit.segment)) continue;
              const distance = Math.abs(hit.literals[0] - anchor);
              if (distance < bestDistance) {
                best = hit;
                bestDistance = distance;
              }
            }
            if (best) {
              score = best.cue.kind === "modifier"
                ? best.cue.mods![aspect]! * (best.negated ? -1 : 1)
                : best.pol;
              evidence.push(...best.literals);
            }
          }
        }
        if (
          score === 0 && !aspectHits.some((hit) => hit.cue.term === "S") &&
          !saysNeutral(hits, owners, aspect)
        ) {
          continue;
        }
        if (score === 0) {
          // A factual statement ("booked us in for Tuesday", "$89 for the
          // visit") is neutral whatever the sentence's tone.
          const factual = aspectHits.some((hit) => hit.cue.report) ||
            (aspect === "price" && hasAmount(sv, aspectHits));
          // wink-nlp's sentence sentiment decides when the lexicon cannot.
          const lukewarm = saysNeutral(hits, owners, aspect);
          if (aspect === "price" && !lukewarm) {
            score = compareAmounts(sv) || (chargedForMinutes(sv) ? -1 : 0);
          }
          if (score !== 0) {
            // Two amounts compared ("$2,800 against $4,500 elsewhere"), or
            // an amount against minutes of work.
            compared = true;
          } else if (
            !factual && !lukewarm && Math.abs(sv.sentiment) >= WINK_THRESHOLD
          ) {
            score = Math.sign(sv.sentiment);
          } else if (!factual && !lukewarm) {
            // A bare mention ("the appointment", "their rates") is no
            // statement; "pricing was okay" and "$180 for the visit" are.
            continue;
          }
        }
      }
      const [from, to] = evidenceSpan(evidence, clause);
      result.push({
        aspect,
        score,
        specific,
        ...(compared ? { compared: true as const } : {}),
        from,
        to,
        order: Math.min(...evidence),
      });
    }
    return result;
  }

  function evidenceSpan(evidence: number[], clause: Clause): [number, number] {
    let from = Infinity;
    let to = -Infinity;
    for (const position of evidence) {
      const [start, end] = segmentBounds[segments[position]];
      from = Math.min(from, start);
      to = Math.max(to, end);
    }
    return [Math.max(from, clause.start), Math.min(to, clause.end - 1)];
  }

  function mergeContrast(
    before: Statement[],
    after: Statement[],
    hits: CueHit[],
    clause: Clause,
  ) {
    const afterAspects = new Set(after.map((statement) => statement.aspect));
    for (const statement of before) {
      if (afterAspects.has(statement.aspect)) {
        // "Not cheap, but worth every penny": the contrast wins.
        const later = after.find((s) => s.aspect === statement.aspect)!;
        later.from = Math.min(later.from, statement.from);
        later.order = Math.min(later.order, statement.order);
        statement.score = NaN;
      }
    }
    if (after.length > 0) return;
    if (isDisowned(sv, clause)) {
      // "Steep, but that's on the builder, not them."
      for (const statement of before) {
        if (!statement.rated) statement.score = NaN;
      }
      return;
    }
    if (hits.some(isLukewarmVerdict) || isExcuse(sv, clause)) {
      // "A bit pricey, but I get it".
      for (const statement of takeBack(before)) statement.to = clause.end - 1;
      return;
    }
    // "Polite but useless": a short verdict after the contrast overrides.
    let words = 0;
    for (let p = clause.start; p < clause.end; p++) {
      const token = sv.tokens[sv.view[p]];
      if (!token.punct && !CONTRAST_WORDS.has(token.norm)) words++;
    }
    const verdict = hits.filter((hit) =>
      hit.cue.kind === "general" && hit.pol !== 0
    );
    if (
      words <= 3 && verdict.length > 0 &&
      !hits.some((hit) => hit.cue.kind === "aspect")
    ) {
      const score = verdict.reduce((sum, hit) => sum + hit.pol, 0);
      for (const statement of before) {
        if (Number.isNaN(statement.score) || score === 0) continue;
        statement.score = score;
        statement.to = clause.end - 1;
      }
      return;
    }
    // "The price was high, but fair": an aspect-dependent opinion without
    // an aspect of its own speaks of the aspects before the contrast.
    for (const statement of before) {
      if (Number.isNaN(statement.score)) continue;
      let score = 0;
      for (const hit of hits) {
        if (hit.cue.kind !== "modifier") continue;
        const value = hit.cue.mods![statement.aspect];
        if (value !== undefined) score += value * (hit.negated ? -1 : 1);
      }
      if (score !== 0) {
        statement.score = score;
        statement.to = clause.end - 1;
      }
    }
  }
}

/**
 * A neutral mention next to an opinion on another aspect is incidental
 * ("showed up on time for the $89 tune-up"): it is dropped.
 */
function dropIncidental(statements: Statement[]): Statement[] {
  if (!statements.some((statement) => statement.score !== 0)) return statements;
  return statements.filter((statement) => statement.score !== 0);
}

/** A segment of at most three words and no verb ("The price,"). */
function isBareSegment(sv: SentenceView, bounds: [number, number]): boolean {
  let words = 0;
  for (let p = bounds[0]; p <= bounds[1]; p++) {
    const token = sv.tokens[sv.view[p]];
    if (token.punct) continue;
    if (token.pos === "VERB") return false;
    words++;
  }
  return words <= 3;
}

/** Of two irony modes, the one that turns more statements. */
function strongerIrony(a: Cue["ironic"], b: Cue["ironic"]): Cue["ironic"] {
  const rank = [null, "conditional", "praise", "always"];
  return rank.indexOf(a) >= rank.indexOf(b) ? a : b;
}

/**
 * Turns the positive statements of an ironic clause negative (for a
 * `conditional` cue, only when the clause says something negative too),
 * and for an `always` cue its neutral ones as well.
 */
function applyIrony(
  statements: Statement[],
  hits: readonly CueHit[],
  ironic: NonNullable<Cue["ironic"]>,
): void {
  const negativeEvidence = hits.some((hit) => hit.pol < 0);
  if (ironic === "conditional" && !negativeEvidence) return;
  for (const statement of statements) {
    if (statement.score > 0) statement.score = -statement.score;
    else if (statement.score === 0 && ironic === "always") statement.score = -1;
  }
}
