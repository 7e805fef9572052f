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
} from "../schemas.ts";
import { ASPECT_IDS } from "../schemas.ts";
import {
  ASPECT_CUES,
  CONTRAST_WORDS,
  DOWNTONERS,
  GENERAL_CUES,
  INTENSIFIERS,
  MODIFIER_CUES,
  NEGATION_BREAKERS,
  NEGATORS,
  NEUTRALIZERS,
  SARCASM_CUES,
  SEGMENT_WORDS,
} from "./lexicon.ts";
import {
  compilePatterns,
  findAllMatches,
  type Match,
  matchView,
  type PatternSet,
  selectMatches,
} from "./text_patterns.ts";
import { type Token, tokenize, type TokenizedText } from "./text_nlp.ts";
import { buildEntityMatchers, findEntities } from "./entities.ts";

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

/** What a lexicon pattern stands for. */
interface Cue {
  kind: "aspect" | "general" | "modifier" | "sarcasm";
  aspect: AspectId | null;
  pol: number;
  negPol: number | null;
  term: "S" | "W" | null;
  fixed: boolean;
  mods: Partial<Record<AspectId, number>> | null;
  ironic: "always" | "conditional" | null;
  /** A second aspect the cue speaks of ("upfront pricing": price too). */
  also: AspectId | null;
  /** Modifiers: the aspect when no term of theirs is in the segment. */
  fallback: AspectId | null;
  /** A factual statement: reported as neutral without an opinion (`R`). */
  report: boolean;
}

function parseCue(
  spec: string,
  kind: Cue["kind"],
  aspect: AspectId | null,
): { pattern: string; data: Cue } {
  const [pattern, flags = ""] = spec.split(" ~ ");
  const cue: Cue = {
    kind,
    aspect,
    pol: 0,
    negPol: null,
    term: null,
    fixed: false,
    mods: null,
    ironic: null,
    also: null,
    fallback: null,
    report: false,
  };
  for (const flag of flags.trim().split(/\s+/)) {
    if (flag === "") continue;
    if (flag === "S" || flag === "W") cue.term = flag;
    else if (flag === "F") cue.fixed = true;
    else if (flag === "R") cue.report = true;
    else if (flag.startsWith("N")) cue.negPol = Number(flag.slice(1));
    else if (flag.startsWith("also:")) cue.also = flag.slice(5) as AspectId;
    else cue.pol = Number(flag);
  }
  return { pattern: pattern.trim(), data: cue };
}

let lexiconSet: PatternSet<Cue> | null = null;

/** The compiled lexicon, built once. */
function lexicon(): PatternSet<Cue> {
  if (lexiconSet) return lexiconSet;
  const entries: Array<{ pattern: string; data: Cue }> = [];
  for (const spec of SARCASM_CUES) {
    const [pattern, mode] = spec.split(" ~ ");
    const entry = parseCue(pattern, "sarcasm", null);
    entry.data.ironic = mode.trim() === "always" ? "always" : "conditional";
    entries.push(entry);
  }
  for (const aspect of ASPECT_IDS) {
    for (const spec of ASPECT_CUES[aspect]) {
      entries.push(parseCue(spec, "aspect", aspect));
    }
  }
  for (const spec of GENERAL_CUES) {
    entries.push(parseCue(spec, "general", null));
  }
  for (const [spec, mods] of MODIFIER_CUES) {
    const [pattern, fallback] = spec.split(" ~ ");
    const entry = parseCue(pattern, "modifier", null);
    entry.data.mods = mods;
    entry.data.fallback = (fallback?.trim() || null) as AspectId | null;
    entries.push(entry);
  }
  for (const pattern of NEUTRALIZERS) {
    const entry = parseCue(pattern, "modifier", null);
    entry.data.mods = {};
    entries.push(entry);
  }
  lexiconSet = compilePatterns(entries);
  return lexiconSet;
}

const SINGLE_NEGATORS = new Set(
  NEGATORS.filter((negator) => !negator.includes(" ")),
);
const NEGATING_VERBS = new Set([
  "fail",
  "failed",
  "fails",
  "refuse",
  "refused",
]);
const COMPARATIVES = new Set([
  "more",
  "better",
  "happier",
  "nicer",
  "faster",
  "cleaner",
  "easier",
  "smoother",
  "quicker",
]);
const QUOTES = new Set(['"', "“", "”", "'", "‘", "’"]);
const SEGMENT_PUNCT = new Set([
  ",",
  "(",
  ")",
  "!",
  "?",
  ".",
  "-",
  "–",
  "—",
  "...",
  "..",
  '"',
  "“",
  "”",
]);
const CLAUSE_PUNCT = new Set([";", ":", "—", "–", "--"]);
const LEADING_JUNK = new Set([
  ...CONTRAST_WORDS,
  ...SEGMENT_WORDS,
  "yet",
  "even",
  "still",
]);

/** One cue occurrence after negation and intensity. */
interface CueHit {
  cue: Cue;
  /** Effective polarity. */
  pol: number;
  /** View positions of its literal tokens. */
  literals: number[];
  /** Segment of its first literal. */
  segment: number;
  /** Whether it was negated. */
  negated: boolean;
}

/** An aspect statement before it is turned into output. */
interface Statement {
  aspect: AspectId;
  score: number;
  /** Whether the score came from an aspect-specific polar cue. */
  specific: boolean;
  /** View positions of the evidence (first and last, inclusive). */
  from: number;
  to: number;
  /** View position where the statement starts (for text order). */
  order: number;
}

interface Clause {
  start: number;
  end: number;
  contrast: boolean;
}

/** The tokens of one sentence as the analysis sees them. */
interface SentenceView {
  sentiment: number;
  tokens: readonly Token[];
  view: number[];
  segments: number[];
  segmentBounds: Array<[number, number]>;
}

function isBoundaryToken(token: Token): boolean {
  return token.punct && token.text !== "'" && token.text !== "$" &&
    token.text !== "&" && token.text !== "+";
}

function buildClauses(sv: SentenceView): Clause[] {
  const { tokens, view } = sv;
  const clauses: Clause[] = [];
  let start = 0;
  let contrast = false;
  let pendingCommaSplit = false;
  const firstWord = view.findIndex((i) => !tokens[i].punct);
  for (let p = 0; p < view.length; p++) {
    const token = tokens[view[p]];
    const isContrast = CONTRAST_WORDS.has(token.norm) ||
      (token.norm === "yet" && token.pos === "CCONJ");
    if (isContrast && p === firstWord) {
      // "Although pricey, the work ...": the concession ends at the comma.
      pendingCommaSplit = token.norm !== "however" &&
        token.norm !== "unfortunately";
      continue;
    }
    if (isContrast && p > start) {
      clauses.push({ start, end: p, contrast });
      start = p;
      contrast = true;
      continue;
    }
    if (pendingCommaSplit && token.text === ",") {
      clauses.push({ start, end: p + 1, contrast });
      start = p + 1;
      contrast = true;
      pendingCommaSplit = false;
      continue;
    }
    if (CLAUSE_PUNCT.has(token.text) && p > start) {
      clauses.push({ start, end: p + 1, contrast });
      start = p + 1;
      contrast = false;
    }
  }
  if (start < view.length) clauses.push({ start, end: view.length, contrast });
  return clauses;
}

function buildSegments(
  tokens: readonly Token[],
  view: number[],
): Pick<SentenceView, "segments" | "segmentBounds"> {
  const segments = new Array<number>(view.length);
  const segmentBounds: Array<[number, number]> = [];
  let segment = 0;
  let segmentStart = 0;
  for (let p = 0; p < view.length; p++) {
    const token = tokens[view[p]];
    let boundary = false;
    const next = p + 1 < view.length ? tokens[view[p + 1]] : null;
    const prev = p > 0 ? tokens[view[p - 1]] : null;
    if (isBoundaryToken(token) && SEGMENT_PUNCT.has(token.text)) {
      // ", which was insane" still speaks of what precedes it.
      boundary = !(token.text === "," && next?.norm === "which");
    } else if (
      (token.norm === "and" || token.norm === "or") &&
      (prev?.pos === "ADJ" || prev?.pos === "ADV") &&
      (next?.pos === "ADJ" || next?.pos === "ADV")
    ) {
      // "fair and honest pricing" is one opinion on one thing.
      boundary = false;
    } else if (
      SEGMENT_WORDS.has(token.norm) || CONTRAST_WORDS.has(token.norm) ||
      CLAUSE_PUNCT.has(token.text)
    ) {
      boundary = token.norm !== "so" ||
        (p + 1 < view.length &&
          ["PRON", "DET", "PROPN"].includes(tokens[view[p + 1]].pos));
    }
    if (boundary && p > segmentStart) {
      segmentBounds.push([segmentStart, p - 1]);
      segment++;
      segmentStart = p;
    }
    segments[p] = segment;
  }
  segmentBounds.push([segmentStart, view.length - 1]);
  return { segments, segmentBounds };
}

/** Finds negator positions (single words and "fail to", "lack of"...). */
function negatorPositions(
  tokens: readonly Token[],
  view: number[],
  used: ReadonlySet<number>,
): boolean[] {
  const result = new Array<boolean>(view.length).fill(false);
  for (let p = 0; p < view.length; p++) {
    if (used.has(p)) continue;
    const token = tokens[view[p]];
    if (token.tag !== undefined) continue;
    const next = p + 1 < view.length ? tokens[view[p + 1]] : null;
    if (SINGLE_NEGATORS.has(token.norm)) {
      if (next && NEGATION_BREAKERS.has(next.norm)) continue;
      if (token.norm === "never" && isNeverSeenSuch(tokens, view, p)) continue;
      if (token.norm === "no" && next?.norm === "one") {
        result[p] = true;
        continue;
      }
      result[p] = true;
    } else if (
      next?.norm === "to" && NEGATING_VERBS.has(token.norm)
    ) {
      result[p] = true;
    } else if (
      next?.norm === "of" &&
      (token.lemma === "lack" || token.norm === "lacking")
    ) {
      result[p] = true;
    }
  }
  return result;
}

const EXPERIENCE_VERBS = new Set([
  "have",
  "see",
  "meet",
  "experience",
  "use",
  "hire",
  "find",
  "know",
  "work",
  "run",
  "be",
  "sound",
  "feel",
  "look",
  "heat",
  "cool",
  "drain",
]);
const DEGREE_WORDS = new Set(["so", "such", "more", "better", "as", "this"]);

/** "I've never had a plumber explain things so clearly": praise. */
function isNeverSeenSuch(
  tokens: readonly Token[],
  view: number[],
  at: number,
): boolean {
  const next = at + 1 < view.length ? tokens[view[at + 1]] : null;
  if (!next || !EXPERIENCE_VERBS.has(next.lemma)) return false;
  for (let p = at + 2; p < view.length && p < at + 12; p++) {
    const token = tokens[view[p]];
    if (token.punct && token.text !== "'") return false;
    if (DEGREE_WORDS.has(token.norm)) return true;
  }
  return false;
}

function isNegated(
  sv: SentenceView,
  clause: Clause,
  negators: boolean[],
  match: Match<Cue>,
  owners: ReadonlyMap<number, Cue>,
): boolean {
  const cue = match.pattern.data;
  if (cue.fixed) return false;
  const { tokens, view } = sv;
  const start = match.literals[0];
  let alternative = false;
  const window = cue.term === "S" && cue.pol === 0 ? 3 : 5;
  const shortScope = new Set(["without", "nor"]);
  let distance = 0;
  let comparative = COMPARATIVES.has(tokens[view[start]].norm);
  for (let q = start - 1; q >= clause.start; q--) {
    const token = tokens[view[q]];
    if (
      (token.punct && token.text !== "'" && token.text !== "$") ||
      token.norm === "and" || token.norm === "but"
    ) return false;
    if (token.norm === "or" || token.norm === "nor") alternative = true;
    if (NEGATION_FILLERS.has(token.norm)) continue;
    // "Nobody explained the extra charges": the negation belongs to the
    // opinion on another aspect that comes first.
    const other = owners.get(q);
    if (
      other && other !== cue && !alternative && other.aspect !== cue.aspect &&
      (other.pol !== 0 || other.negPol !== null) && other.kind === "aspect"
    ) return false;
    // "Did not clean up the mess": the negation belongs to the first
    // opinion on the aspect, not to an opposite one that completes it.
    if (
      other && other !== cue && !alternative && other.aspect === cue.aspect &&
      other.kind === "aspect" && cue.kind === "aspect" &&
      other.pol * cue.pol < 0
    ) return false;
    distance++;
    if (negators[q]) {
      if (comparative) return false;
      if (distance <= (shortScope.has(token.norm) ? 3 : window)) return true;
      return tokens[view[start]].neg && distance <= 9;
    }
    if (token.norm === "more" || token.norm === "any") {
      comparative = comparative || token.norm === "more";
    }
  }
  return false;
}

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

function inScareQuotes(sv: SentenceView, match: Match<Cue>): boolean {
  const { tokens, view } = sv;
  const first = match.literals[0];
  const last = match.literals[match.literals.length - 1];
  return first > 0 && last + 1 < view.length &&
    QUOTES.has(tokens[view[first - 1]].text) &&
    QUOTES.has(tokens[view[last + 1]].text);
}

/** Analyses the aspect statements of one sentence. */
function sentenceStatements(
  sv: SentenceView,
  blocked: ReadonlySet<number>,
): Statement[] {
  const { tokens, view, segments, segmentBounds } = sv;
  const matches = selectMatches(
    findAllMatches(lexicon(), tokens, { view }),
    blocked,
  );
  if (matches.length === 0) return [];
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
        ironic = ironic === "always" ? ironic : cue.ironic;
        continue;
      }
      const negated = isNegated(sv, clause, negators, match, cueAt);
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
  const arrival = compareTimes(sv);
  if (arrival !== 0) {
    // "A window of 8 to 12, and he showed up at 2": late.
    const own = statements.find((statement) =>
      statement.aspect === "punctuality" && !Number.isNaN(statement.score)
    );
    if (own && own.score === 0) own.score = arrival;
    else if (!own) {
      statements.push({
        aspect: "punctuality",
        score: arrival,
        specific: true,
        from: 0,
        to: view.length - 1,
        order: 0,
      });
    }
  }
  // Contrast merges mark dropped statements with NaN scores.
  return statements.filter((statement) => !Number.isNaN(statement.score));

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
          if (aspect === "price" && !lukewarm) score = compareAmounts(sv);
          if (score !== 0) {
            // Two amounts compared ("quoted $380, invoiced $610").
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

/** Hedges that take the edge off a mild opinion ("fine, I guess"). */
function isHedged(sv: SentenceView, clause: Clause): boolean {
  for (let p = clause.start; p + 1 < clause.end; p++) {
    const token = sv.tokens[sv.view[p]];
    const next = sv.tokens[sv.view[p + 1]].norm;
    if (token.norm === "i" && (next === "guess" || next === "suppose")) {
      return true;
    }
  }
  return false;
}

/** A fixed lukewarm phrase ("nothing special", "understandable"). */
function isLukewarmVerdict(hit: CueHit): boolean {
  return hit.cue.kind === "general" && hit.cue.pol === 0 && hit.cue.fixed;
}

/** Words a negation reaches across without losing its scope. */
const NEGATION_FILLERS = new Set([
  "a",
  "an",
  "the",
  "any",
  "even",
  "so",
  "much",
  "as",
  "single",
]);

/**
 * Positions of an elided negation at the end of a segment ("the tech not
 * so much", "the price, not really"): it negates an opinion stated before.
 */
function elidedNegations(sv: SentenceView): number[] {
  const { tokens, view } = sv;
  const result: number[] = [];
  for (let p = 0; p + 1 < view.length; p++) {
    if (tokens[view[p]].norm !== "not") continue;
    const next = tokens[view[p + 1]].norm;
    let end = -1;
    if (next === "so" && tokens[view[p + 2]]?.norm === "much") end = p + 3;
    else if (next === "really" || next === "much") end = p + 2;
    if (end < 0) continue;
    // "not so much about manners" names what it negates.
    const after = end < view.length ? tokens[view[end]] : null;
    if (after && after.norm === "about") {
      result.push(p);
      continue;
    }
    if (after === null || after.punct) result.push(p);
  }
  return result;
}

function negateElided(
  sv: SentenceView,
  statements: Statement[],
  position: number,
): void {
  const segment = sv.segments[position];
  const own = statements.filter((statement) =>
    sv.segments[statement.order] === segment && !Number.isNaN(statement.score)
  );
  if (own.length > 0) {
    for (const statement of own) {
      statement.score = -(Math.abs(statement.score) || 1);
    }
    return;
  }
  let nearest = -1;
  for (const statement of statements) {
    if (statement.order < position && statement.score > 0) {
      nearest = Math.max(nearest, sv.segments[statement.order]);
    }
  }
  for (const statement of statements) {
    if (
      statement.order < position && statement.score > 0 &&
      sv.segments[statement.order] === nearest
    ) {
      statement.score = -statement.score;
      statement.to = Math.max(statement.to, sv.segmentBounds[segment][1]);
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

/**
 * Gives each general opinion word to the nearest aspect cue of its segment
 * ("great price, polite tech": "great" is about the price); on a tie, the
 * cue after the word wins (adjectives come first in English).
 */
function generalOwners(
  sv: SentenceView,
  hits: readonly CueHit[],
): Map<CueHit, AspectId> {
  const owners = new Map<CueHit, AspectId>();
  for (const general of hits) {
    if (general.cue.kind !== "general") continue;
    const best = nearestTerm(sv, hits, general, () => true);
    if (best) owners.set(general, best.cue.aspect!);
  }
  return owners;
}

/**
 * The aspect term of an opinion word's segment that it describes: the
 * nearest one (on a tie, the one after the word), except that a term in a
 * prepositional phrase before the word gives way to the head it attaches
 * to ("communication with the office was okay": the communication).
 */
function nearestTerm(
  sv: SentenceView,
  hits: readonly CueHit[],
  word: CueHit,
  accept: (aspect: AspectId) => boolean,
): CueHit | null {
  const at = word.literals[0];
  let best: CueHit | null = null;
  let bestDistance = Infinity;
  const candidates = hits.filter((hit) =>
    hit.cue.kind === "aspect" && hit.segment === word.segment &&
    accept(hit.cue.aspect!)
  );
  for (const hit of candidates) {
    for (const position of hit.literals) {
      const distance = Math.abs(position - at) - (position > at ? 0.5 : 0);
      if (distance < bestDistance) {
        best = hit;
        bestDistance = distance;
      }
    }
  }
  while (best && best.literals[best.literals.length - 1] < at) {
    const first = best.literals[0];
    let head: CueHit | null = null;
    for (const hit of candidates) {
      const last = hit.literals[hit.literals.length - 1];
      if (last >= first || hit.cue.aspect === best.cue.aspect) continue;
      if (!head || last > head.literals[head.literals.length - 1]) head = hit;
    }
    if (!head || !attachesTo(sv, head, first)) break;
    best = head;
  }
  return best;
}

/** Whether the words from a term up to `to` are a prepositional phrase. */
function attachesTo(sv: SentenceView, head: CueHit, to: number): boolean {
  const from = head.literals[head.literals.length - 1] + 1;
  if (from >= to || sv.tokens[sv.view[from]].pos !== "ADP") return false;
  for (let p = from + 1; p < to; p++) {
    const token = sv.tokens[sv.view[p]];
    if (token.punct || token.pos === "VERB" || token.pos === "AUX") {
      return false;
    }
  }
  return true;
}

/**
 * A modifier with a fallback aspect and no term of its aspects in its
 * segment speaks of the fallback ("they were fair": the price).
 */
function addFallbacks(hits: CueHit[]): void {
  const count = hits.length;
  for (let i = 0; i < count; i++) {
    const hit = hits[i];
    const fallback = hit.cue.fallback;
    if (hit.cue.kind !== "modifier" || fallback === null) continue;
    const mods = hit.cue.mods!;
    const covered = hits.some((other) =>
      other.cue.kind === "aspect" && other.segment === hit.segment &&
      other.cue.aspect! in mods
    );
    if (covered) continue;
    const value = mods[fallback] ?? 1;
    hits.push({
      ...hit,
      pol: value * (hit.negated ? -1 : 1),
      cue: { ...hit.cue, kind: "aspect", aspect: fallback, mods: null },
    });
  }
}

/** |sentence sentiment| above which wink-nlp decides a bare mention. */
const WINK_THRESHOLD = 0.3;

/** Whether the aspect owns an explicitly lukewarm word ("okay", "average"). */
function saysNeutral(
  hits: readonly CueHit[],
  owners: ReadonlyMap<CueHit, AspectId>,
  aspect: AspectId,
): boolean {
  return hits.some((hit) =>
    hit.cue.kind === "general" && hit.cue.pol === 0 && !hit.cue.fixed &&
    owners.get(hit) === aspect
  );
}

const CURRENCY = new Set(["$", "£", "€"]);
const AMOUNT_UNITS = new Set(["quid", "dollars", "bucks", "pounds", "k"]);
const AMOUNT_NUMBER = /^\d[\d,]*(\.\d+)?k?$/;
/** Words that make an amount another company's ("quoted $900 elsewhere"). */
const OTHERS_WORDS = new Set([
  "elsewhere",
  "other",
  "others",
  "another",
  "competitor",
  "competitors",
  "dealer",
  "opinion",
  "else",
]);
/** Words that make an amount an earlier quote ("quoted $380"). */
const QUOTE_WORDS = new Set([
  "quote",
  "quoted",
  "estimate",
  "estimated",
  "expected",
  "budget",
  "budgeted",
  "originally",
  "initially",
]);
/** Words that make an amount what was finally paid ("invoiced $610"). */
const FINAL_WORDS = new Set([
  "invoice",
  "invoiced",
  "bill",
  "billed",
  "charged",
  "paid",
  "final",
  "total",
  "ended",
]);

/**
 * Compares money amounts of a sentence: the business's amount against
 * another company's, or the final bill against the quote. Returns the
 * price sentiment (+1 cheaper, -1 dearer) or 0 when nothing is compared.
 */
function compareAmounts(sv: SentenceView): number {
  const { tokens, view, segments } = sv;
  const amounts: Array<{ value: number; role: string }> = [];
  for (let p = 0; p < view.length; p++) {
    const token = tokens[view[p]];
    if (!AMOUNT_NUMBER.test(token.text)) continue;
    const before = p > 0 ? tokens[view[p - 1]].text : "";
    const after = p + 1 < view.length ? tokens[view[p + 1]].norm : "";
    if (!CURRENCY.has(before) && !AMOUNT_UNITS.has(after)) continue;
    let value = Number(token.text.replace(/[,k]/g, ""));
    if (after === "k" || token.text.endsWith("k") || after === "grand") {
      value *= 1000;
    }
    let role = "own";
    const [from, to] = sv.segmentBounds[segments[p]];
    for (let q = from; q <= to; q++) {
      const norm = tokens[view[q]].norm;
      if (OTHERS_WORDS.has(norm)) {
        role = "others";
        break;
      }
      if (QUOTE_WORDS.has(norm)) role = "quote";
      else if (FINAL_WORDS.has(norm) && role !== "quote") role = "final";
    }
    amounts.push({ value, role });
  }
  if (amounts.length < 2) return 0;
  const others = amounts.find((amount) => amount.role === "others");
  const own = amounts.find((amount) => amount.role !== "others");
  if (others && own) return Math.sign(others.value - own.value);
  const quote = amounts.find((amount) => amount.role === "quote");
  const final = amounts.find((amount) => amount.role === "final");
  if (quote && final) return Math.sign(quote.value - final.value);
  return 0;
}

const TIME = /^(\d{1,2})(?::(\d{2}))?(am|pm)?$/;
const ARRIVAL_VERBS = new Set([
  "arrive",
  "arrived",
  "show",
  "showed",
  "shown",
  "come",
  "came",
  "get",
  "got",
  "turn",
  "turned",
  "rock",
  "rocked",
  "roll",
  "rolled",
  "pull",
  "pulled",
  "knock",
  "knocked",
  "here",
  "there",
]);
const TIME_PREPOSITIONS = new Set(["at", "around", "about", "after", "past"]);

/** An hour of the day (in hours) from a token and the one after it. */
function timeOf(tokens: readonly Token[], view: number[], p: number) {
  const text = tokens[view[p]].norm;
  if (text === "noon") return 12;
  const match = TIME.exec(text);
  if (!match) return null;
  let hour = Number(match[1]);
  if (hour > 23) return null;
  const next = p + 1 < view.length ? tokens[view[p + 1]].norm : "";
  const suffix = match[3] ?? (next === "am" || next === "pm" ? next : null);
  if (suffix === "pm" && hour < 12) hour += 12;
  else if (suffix === "am" && hour === 12) hour = 0;
  else if (suffix === null && hour < 7) hour += 12;
  return hour + Number(match[2] ?? 0) / 60;
}

/**
 * Compares an arrival time with the window given before it ("between 8
 * and 12 ... showed up at 2"): +1 within or before it, -1 after it, 0
 * when the sentence states no such pair.
 */
function compareTimes(sv: SentenceView): number {
  const { tokens, view } = sv;
  let window: [number, number] | null = null;
  let windowEnd = -1;
  let sawArrival = false;
  for (let p = 0; p < view.length; p++) {
    const token = tokens[view[p]];
    if (window === null) {
      const range = /^(\d{1,2}(?::\d{2})?)[-–](\d{1,2}(?::\d{2})?(?:am|pm)?)$/
        .exec(token.norm);
      if (range) {
        const to = timeOf([{ ...token, norm: range[2] }], [0], 0);
        let from = timeOf([{ ...token, norm: range[1] }], [0], 0);
        if (from !== null && to !== null) {
          if (from > to) from -= 12;
          window = [from, to];
          windowEnd = p;
        }
        continue;
      }
      const from = timeOf(tokens, view, p);
      if (from === null || p + 2 >= view.length) continue;
      const link = tokens[view[p + 1]].norm === "am" ||
          tokens[view[p + 1]].norm === "pm"
        ? p + 2
        : p + 1;
      if (
        link + 1 >= view.length ||
        !["and", "to", "-", "–", "until", "till"].includes(
          tokens[view[link]].norm,
        )
      ) continue;
      const to = timeOf(tokens, view, link + 1);
      if (to === null) continue;
      window = [from > to ? from - 12 : from, to];
      windowEnd = link + 1;
      continue;
    }
    if (p <= windowEnd) continue;
    if (ARRIVAL_VERBS.has(token.norm)) sawArrival = true;
    if (!sawArrival || !TIME_PREPOSITIONS.has(token.norm)) continue;
    if (p + 1 >= view.length) break;
    const at = timeOf(tokens, view, p + 1);
    if (at === null) continue;
    return at > window[1] ? -1 : 1;
  }
  return 0;
}

/** Whether a money amount is in the segment of one of the hits. */
function hasAmount(sv: SentenceView, hits: readonly CueHit[]): boolean {
  const segments = new Set(hits.map((hit) => hit.segment));
  return sv.view.some((tokenIndex, position) =>
    segments.has(sv.segments[position]) &&
    (sv.tokens[tokenIndex].text === "$" ||
      /^\$?\d[\d,.]*$/.test(sv.tokens[tokenIndex].text))
  );
}

function hasAspectCue(hits: readonly CueHit[], segment: number): boolean {
  return hits.some((hit) =>
    hit.cue.kind === "aspect" && hit.segment === segment
  );
}

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
    (tokens[view[first]].punct || LEADING_JUNK.has(tokens[view[first]].norm))
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

/** Aspect statements of one tokenised text. */
function textAspects(
  text: TokenizedText,
  masked: ReadonlySet<number>,
  orderBase: number,
): Array<AspectMention & { order: number }> {
  const result: Array<AspectMention & { order: number }> = [];
  for (const [first, last] of text.sentences) {
    const view = matchView(text.tokens, { from: first, to: last + 1 });
    if (view.length === 0) continue;
    // Names are tagged (see entities.ts) and match only `@tag` words.
    const blocked = new Set<number>();
    view.forEach((tokenIndex, position) => {
      if (masked.has(tokenIndex) && text.tokens[tokenIndex].tag === undefined) {
        blocked.add(position);
      }
    });
    const sv: SentenceView = {
      sentiment: text.sentiments[
        text.sentences.findIndex(([f]) => f === first)
      ] ?? 0,
      tokens: text.tokens,
      view,
      ...buildSegments(text.tokens, view),
    };
    for (const statement of sentenceStatements(sv, blocked)) {
      const evidence = evidenceText(text, view, statement.from, statement.to);
      result.push({
        aspect: statement.aspect,
        sentiment: sentimentOf(statement.score),
        text: evidence,
        order: orderBase + text.tokens[view[statement.order]].start,
      });
    }
  }
  return result;
}

/**
 * Builds an analyzer for one business: entity matchers are built once and
 * reused for every review.
 *
 * @param business The business record whose catalogue is matched.
 * @returns An analyzer.
 */
export function createAnalyzer(business: Business): ReviewAnalyzer {
  const matchers = buildEntityMatchers(business);
  lexicon();
  return {
    analyze(review) {
      const technicians = new Set<number>();
      const services = new Set<number>();
      let area = -1;
      const aspects: Array<AspectMention & { order: number }> = [];
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
        aspects.push(
          ...textAspects(tokenized, entities.masked, index * 1e9),
        );
      });
      aspects.sort((a, b) => a.order - b.order);
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
