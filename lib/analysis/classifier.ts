/**
 * The trained part of the aspect analysis: per aspect, an averaged
 * perceptron that decides between no mention, positive, negative and
 * neutral for one sentence. Its features are the sentence's words and
 * word pairs (lemmas, marked inside a negation's scope), the lexicon cues
 * matched and the rules' own statements, so the model learns where the
 * rules are right and where the labelled corpus (tests/eval, labelled by
 * docs/aspects.md) disagrees with them. The weights are a small JSON file
 * written by `deno task train` (tests/eval/train_model.ts).
 *
 * @module
 */
import { ASPECT_IDS, type AspectId, type Sentiment } from "../schemas/mod.ts";
import type { Cue, Statement } from "./cues.ts";
import type { Match } from "./text_patterns.ts";
import type { SentenceView } from "./sentence_view.ts";
import weights from "./aspect_model.json" with { type: "json" };

/** The classes of one aspect's decision. */
export const CLASSES = ["none", "positive", "negative", "neutral"] as const;

/** One aspect's decision. */
export type AspectClass = typeof CLASSES[number];

/** Weights: per aspect, per feature, one weight per class. */
export interface AspectModel {
  /** Format version. */
  version: 1;
  /** Per aspect, feature → weights in `CLASSES` order. */
  weights: Partial<Record<AspectId, Record<string, number[]>>>;
}

/** The model shipped with the analysis. */
export const DEFAULT_MODEL: AspectModel = weights as AspectModel;

const NEGATORS = new Set([
  "not",
  "no",
  "never",
  "nobody",
  "nothing",
  "none",
  "neither",
  "nor",
  "without",
  "hardly",
  "barely",
  "zero",
  "nowhere",
  "noone",
]);
const SCOPE_END = new Set([
  "but",
  "though",
  "although",
  "however",
  "yet",
  "and",
  "so",
  "because",
  "while",
  "just",
  "only",
]);

function sign(value: number): string {
  return value > 0 ? "+" : value < 0 ? "-" : "0";
}

/** The word a token stands for in features: lemma, or its name tag. */
function wordOf(token: SentenceView["tokens"][number]): string {
  if (token.tag !== undefined) return token.tag;
  if (/^\d/.test(token.norm)) return "#num";
  return token.lemma.toLowerCase();
}

/**
 * The features of one sentence for the aspect model.
 *
 * @param sv The sentence as the rules see it.
 * @param cues The lexicon cues matched in it.
 * @param statements The rules' statements on it.
 * @returns Feature names (a feature may repeat).
 */
export function sentenceFeatures(
  sv: SentenceView,
  cues: readonly Match<Cue>[],
  statements: readonly Statement[],
): string[] {
  const { tokens, view } = sv;
  const features = ["bias"];
  const negated: boolean[] = [];
  let scope = 0;
  let previous = "^";
  for (let p = 0; p < view.length; p++) {
    const token = tokens[view[p]];
    if (token.punct) {
      if (token.text === "$") features.push("w:$");
      else if (token.text === "?") features.push("w:?");
      else if (token.text === "!") features.push("w:!");
      scope = 0;
      negated.push(false);
      previous = "|";
      continue;
    }
    const word = wordOf(token);
    if (SCOPE_END.has(word)) scope = 0;
    const inScope = scope > 0;
    negated.push(inScope);
    const feature = inScope ? `n:${word}` : `w:${word}`;
    features.push(feature);
    features.push(`b:${previous}_${word}`);
    previous = word;
    if (NEGATORS.has(word) || token.norm === "not") scope = 6;
    else if (scope > 0) scope--;
  }
  features.push(`b:${previous}_$`);
  for (const match of cues) {
    const cue = match.pattern.data;
    const isNegated = match.literals.some((position) => negated[position]);
    const flag = isNegated ? "~" : "";
    if (cue.aspect !== null) {
      features.push(`c:${cue.aspect}:${sign(cue.pol)}${flag}`);
      features.push(`c:${cue.aspect}`);
    } else features.push(`k:${cue.kind}:${sign(cue.pol)}${flag}`);
    if (cue.mods !== null) {
      for (const aspect of Object.keys(cue.mods)) {
        features.push(`m:${aspect}`);
      }
    }
    if (cue.report) features.push(`r:report:${cue.aspect}`);
    features.push(`p:${match.pattern.source}${flag}`);
  }
  for (const statement of statements) {
    features.push(`s:${statement.aspect}:${sign(statement.score)}`);
    features.push(`s:${statement.aspect}`);
  }
  features.push(`s:count:${Math.min(statements.length, 3)}`);
  if (sv.sentiment > 0.3) features.push("ws:+");
  else if (sv.sentiment < -0.3) features.push("ws:-");
  return features;
}

/** Class scores of one aspect for a feature list. */
export function aspectScores(
  model: AspectModel,
  aspect: AspectId,
  features: readonly string[],
): number[] {
  const scores = [0, 0, 0, 0];
  const table = model.weights[aspect];
  if (table === undefined) return scores;
  for (const feature of features) {
    const row = table[feature];
    if (row === undefined) continue;
    for (let c = 0; c < 4; c++) scores[c] += row[c];
  }
  return scores;
}

/** Weights by feature, all aspects' classes in one row (built once). */
const COMPILED = new WeakMap<AspectModel, Map<string, Float64Array>>();

function compile(model: AspectModel): Map<string, Float64Array> {
  const table = new Map<string, Float64Array>();
  ASPECT_IDS.forEach((aspect, a) => {
    for (const [feature, row] of Object.entries(model.weights[aspect] ?? {})) {
      let all = table.get(feature);
      if (all === undefined) {
        all = new Float64Array(ASPECT_IDS.length * 4);
        table.set(feature, all);
      }
      for (let c = 0; c < 4; c++) all[a * 4 + c] = row[c];
    }
  });
  COMPILED.set(model, table);
  return table;
}

/**
 * The aspects the model finds in one sentence.
 *
 * @param model The weights.
 * @param features The sentence's features (`sentenceFeatures`).
 * @returns One `[aspect, sentiment]` per aspect found.
 */
export function classifySentence(
  model: AspectModel,
  features: readonly string[],
): Array<[AspectId, Sentiment]> {
  const table = COMPILED.get(model) ?? compile(model);
  const scores = new Float64Array(ASPECT_IDS.length * 4);
  for (const feature of features) {
    const row = table.get(feature);
    if (row === undefined) continue;
    for (let i = 0; i < scores.length; i++) scores[i] += row[i];
  }
  const found: Array<[AspectId, Sentiment]> = [];
  ASPECT_IDS.forEach((aspect, a) => {
    let best = 0;
    for (let c = 1; c < 4; c++) {
      if (scores[a * 4 + c] > scores[a * 4 + best]) best = c;
    }
    if (best !== 0) found.push([aspect, CLASSES[best] as Sentiment]);
  });
  return found;
}
