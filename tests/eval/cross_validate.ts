/**
 * Cross-validation of the aspect model (`deno task train --cv`): the
 * model is trained without the held-out items, then the full analysis
 * (rules and model, as `createAnalyzer` runs them) scores them.
 *
 * - `batch`: each labelled set is held out in turn; prints per-set pair
 *   F1 next to the rules' own figure, and the micro figures of all folds
 *   and of each author's sets.
 * - `group` (`--cv=group`): each independent author's blind batches
 *   (`AUTHOR_GROUPS`: 35–38 and on; the training batches always stay in) are
 *   held out together in turn and the model is trained on everything else,
 *   the closest proxy for batches by a writer the corpus has not seen; the
 *   mean of the groups' pair F1 is the main figure of a change to the
 *   analysis.
 * - `round` (`--cv=round`): each round of eight blind batches in voices the
 *   corpus had not used (`ROUNDS`, from 123) is held out together, with the
 *   training batches written after the round was first scored (they may
 *   answer its misses): a few folds that ask what the first blind scores
 *   ask, how the analysis does on voices it has not seen.
 *
 * @module
 */
import {
  type AspectModel,
  createAnalyzer,
  type ReviewAnalyzer,
} from "../../lib/analysis/mod.ts";
import type { Business } from "../../lib/schemas/mod.ts";
import {
  type EvalSetName,
  type LabelledSentence,
  LAST_BLIND_BATCH,
  LAST_TRAINING_BATCH,
  scoreSentences,
} from "./run_eval.ts";
import { buildExamples, loadAll, train } from "./aspect_training.ts";

/** Names of the sets `prefix` + `from` … `to`. */
function setRange(prefix: string, from: number, to: number): EvalSetName[] {
  return Array.from(
    { length: to - from + 1 },
    (_, i) => `${prefix}${from + i}` as EvalSetName,
  );
}

/**
 * The batches written by authors other than the one of the earlier sets,
 * one group per author (two or four batches each up to 122, one from 123).
 */
export const AUTHOR_GROUPS: ReadonlyArray<{
  name: string;
  sets: readonly EvalSetName[];
}> = [
  { name: "35-38", sets: ["blind35", "blind36", "blind37", "blind38"] },
  { name: "39-42", sets: ["blind39", "blind40", "blind41", "blind42"] },
  { name: "43-46", sets: ["blind43", "blind44", "blind45", "blind46"] },
  { name: "47-48", sets: ["blind47", "blind48"] },
  { name: "49-50", sets: ["blind49", "blind50"] },
  { name: "51-52", sets: ["blind51", "blind52"] },
  { name: "53-54", sets: ["blind53", "blind54"] },
  { name: "55-56", sets: ["blind55", "blind56"] },
  { name: "57-58", sets: ["blind57", "blind58"] },
  { name: "59-60", sets: ["blind59", "blind60"] },
  { name: "61-62", sets: ["blind61", "blind62"] },
  { name: "63-64", sets: ["blind63", "blind64"] },
  { name: "65-66", sets: ["blind65", "blind66"] },
  { name: "67-68", sets: ["blind67", "blind68"] },
  { name: "69-70", sets: ["blind69", "blind70"] },
  { name: "71-72", sets: ["blind71", "blind72"] },
  { name: "73-74", sets: ["blind73", "blind74"] },
  { name: "75-76", sets: ["blind75", "blind76"] },
  { name: "77-78", sets: ["blind77", "blind78"] },
  { name: "79-80", sets: ["blind79", "blind80"] },
  { name: "81-82", sets: ["blind81", "blind82"] },
  { name: "83-84", sets: ["blind83", "blind84"] },
  { name: "85-86", sets: ["blind85", "blind86"] },
  { name: "87-88", sets: ["blind87", "blind88"] },
  { name: "89-90", sets: ["blind89", "blind90"] },
  { name: "91-92", sets: ["blind91", "blind92"] },
  { name: "93-94", sets: ["blind93", "blind94"] },
  { name: "95-96", sets: ["blind95", "blind96"] },
  { name: "97-98", sets: ["blind97", "blind98"] },
  { name: "99-100", sets: ["blind99", "blind100"] },
  { name: "101-102", sets: ["blind101", "blind102"] },
  { name: "103-104", sets: ["blind103", "blind104"] },
  { name: "105-106", sets: ["blind105", "blind106"] },
  { name: "107-108", sets: ["blind107", "blind108"] },
  { name: "109-110", sets: ["blind109", "blind110"] },
  { name: "111-112", sets: ["blind111", "blind112"] },
  { name: "113-114", sets: ["blind113", "blind114"] },
  { name: "115-116", sets: ["blind115", "blind116"] },
  { name: "117-118", sets: ["blind117", "blind118"] },
  { name: "119-120", sets: ["blind119", "blind120"] },
  { name: "121-122", sets: ["blind121", "blind122"] },
  // One author per batch from 123 on.
  ...setRange("blind", 123, LAST_BLIND_BATCH).map((set) => ({
    name: set.slice("blind".length),
    sets: [set],
  })),
];

/** One round in `ROUNDS`. */
interface Round {
  name: string;
  sets: readonly EvalSetName[];
  later: readonly EvalSetName[];
}

/**
 * The round of the eight blind batches from `first`, with the training
 * batches from `laterFrom` on, written after it was first scored.
 */
function round(first: number, laterFrom?: number): Round {
  return {
    name: `${first}-${first + 7}`,
    sets: setRange("blind", first, first + 7),
    later: laterFrom === undefined
      ? []
      : setRange("train", laterFrom, LAST_TRAINING_BATCH),
  };
}

/**
 * The rounds of eight blind batches from 123 on, each with the training
 * batches written after it was first scored (session 27's last round,
 * 699–705, and session 30's, 754–760, had seven and are not among them).
 */
export const ROUNDS: readonly Round[] = [
  round(123, 43),
  round(131, 50),
  round(139, 50),
  round(147, 62),
  round(155, 62),
  round(163, 62),
  round(171),
  round(179),
  round(187),
  round(195),
  round(203),
  round(211),
  round(219),
  round(227),
  round(235),
  round(243),
  round(251),
  round(259),
  round(267),
  round(275),
  round(283),
  round(291),
  round(299),
  round(307),
  round(315),
  round(323),
  round(331),
  round(339),
  round(347),
  round(355),
  round(363),
  round(371),
  round(379),
  round(387),
  round(395),
  round(403),
  round(411),
  round(419),
  round(427),
  round(435),
  round(443),
  round(451),
  round(459),
  round(467),
  round(475),
  round(483),
  round(491),
  round(499),
  round(507),
  round(515),
  round(523),
  round(531),
  round(539),
  round(547),
  round(555),
  round(563),
  round(571),
  round(579),
  round(587),
  round(595),
  round(603),
  round(611),
  round(619),
  round(627),
  round(635),
  round(643),
  round(651),
  round(659),
  round(667),
  round(675),
  round(683),
  round(691),
  round(706),
  round(714),
  round(722),
  round(730),
  round(738),
  round(746),
  round(761),
  round(769),
  round(777),
  round(785),
  round(793),
  round(801),
  round(809),
  round(817),
  round(825),
  round(833),
  round(841),
];

/** Running totals of one measure. */
interface Totals {
  tp: number;
  fp: number;
  fn: number;
}

function f1(totals: Totals): number {
  return (2 * totals.tp) / (2 * totals.tp + totals.fp + totals.fn);
}

function addTo(totals: Totals, score: Totals): void {
  totals.tp += score.tp;
  totals.fp += score.fp;
  totals.fn += score.fn;
}

function analyzersOf(
  businesses: Record<string, Business>,
  model: AspectModel | null,
): Record<string, ReviewAnalyzer> {
  const analyzers: Record<string, ReviewAnalyzer> = {};
  for (const [key, business] of Object.entries(businesses)) {
    analyzers[key] = createAnalyzer(business, { model });
  }
  return analyzers;
}

/** Counts of `quality` precision and neutral recall. */
interface ContractCounts {
  qualityTp: number;
  qualityFp: number;
  neutral: number;
  neutralTotal: number;
}

/** Adds a fold's `quality` precision and neutral recall counts. */
function contractCounts(
  fold: readonly LabelledSentence[],
  analyzers: Record<string, ReviewAnalyzer>,
  counts: ContractCounts,
): void {
  for (const sentence of fold) {
    const found = new Set(
      analyzers[sentence.business].analyze({ title: null, text: sentence.text })
        .aspects.map((m) => `${m.aspect}:${m.sentiment}`),
    );
    const labelsQuality = sentence.aspects.some(([a]) => a === "quality");
    for (const pair of found) {
      if (!pair.startsWith("quality:")) continue;
      if (labelsQuality) counts.qualityTp++;
      else counts.qualityFp++;
    }
    for (const [aspect, sentiment] of sentence.aspects) {
      if (sentiment !== "neutral") continue;
      counts.neutralTotal++;
      if (found.has(`${aspect}:neutral`)) counts.neutral++;
    }
  }
}

/** The figures of the sets of one author (or all of them). */
interface Figures {
  model: Totals;
  rules: Totals;
  counts: ContractCounts;
}

function figures(): Figures {
  return {
    model: { tp: 0, fp: 0, fn: 0 },
    rules: { tp: 0, fp: 0, fn: 0 },
    counts: { qualityTp: 0, qualityFp: 0, neutral: 0, neutralTotal: 0 },
  };
}

/** One line of micro figures. */
function summary(name: string, { model, rules, counts }: Figures): string {
  const quality = counts.qualityTp / (counts.qualityTp + counts.qualityFp);
  return `${name}: pair F1 model+rules ${f1(model).toFixed(3)}  rules alone ${
    f1(rules).toFixed(3)
  }  quality precision ${quality.toFixed(3)} (${counts.qualityTp}/${
    counts.qualityTp + counts.qualityFp
  })  neutral found ${counts.neutral}/${counts.neutralTotal}`;
}

/**
 * Runs the cross-validation and prints its figures.
 *
 * @param mode `batch` (each set held out), `group` (each other author's
 *   batches held out together, in turn) or `round` (each round of new
 *   voices with the training batches written after it).
 */
export async function crossValidate(
  mode: "batch" | "group" | "round",
): Promise<void> {
  const { sets, sentences, businesses, extractors } = await loadAll();
  const examples = buildExamples(sentences, extractors);
  const rules = analyzersOf(businesses, null);
  if (mode === "round") {
    return crossValidateRounds({ sentences, businesses, examples, rules });
  }
  const folds: EvalSetName[][] = mode === "group"
    ? AUTHOR_GROUPS.map((group) => [...group.sets])
    : sets.map((set) => [set]);
  const all = figures();
  const byAuthor = new Map<string, Figures>();
  const authorOf = (set: EvalSetName): string =>
    AUTHOR_GROUPS.find((group) => group.sets.includes(set))?.name ??
      "main-34";
  for (const held of folds) {
    const out = new Set(held);
    const model = train(examples.filter((e) => !out.has(e.set)));
    const analyzers = analyzersOf(businesses, model);
    for (const set of held) {
      const fold = sentences.filter((s) => s.set === set);
      const withModel = scoreSentences(fold, analyzers).pairs;
      const withRules = scoreSentences(fold, rules).pairs;
      const author = authorOf(set);
      if (!byAuthor.has(author)) byAuthor.set(author, figures());
      for (const totals of [all, byAuthor.get(author)!]) {
        addTo(totals.model, withModel);
        addTo(totals.rules, withRules);
        contractCounts(fold, analyzers, totals.counts);
      }
      console.log(
        `${set.padEnd(8)} ${
          String(fold.length).padStart(4)
        }  pair F1 model+rules ${withModel.f1.toFixed(3)}  rules alone ${
          withRules.f1.toFixed(3)
        }`,
      );
    }
  }
  for (const [author, totals] of byAuthor) {
    console.log(summary(`sets ${author} (micro)`, totals));
  }
  if (mode === "group") {
    const mean = AUTHOR_GROUPS.reduce(
      (sum, group) => sum + f1(byAuthor.get(group.name)!.model),
      0,
    ) / AUTHOR_GROUPS.length;
    console.log(
      `mean pair F1 of the author groups held out: ${mean.toFixed(3)}`,
    );
    return;
  }
  console.log(summary("all folds (micro)", all));
}

/** The labelled sets as `loadAll` reads them. */
type Loaded = Awaited<ReturnType<typeof loadAll>>;

/** The `round` mode of `crossValidate`: one line of figures per round. */
function crossValidateRounds(
  { sentences, businesses, examples, rules }: {
    sentences: Loaded["sentences"];
    businesses: Loaded["businesses"];
    examples: ReturnType<typeof buildExamples>;
    rules: ReturnType<typeof analyzersOf>;
  },
): void {
  let sum = 0;
  for (const round of ROUNDS) {
    const out = new Set<string>([...round.sets, ...round.later]);
    const model = train(examples.filter((e) => !out.has(e.set)));
    const analyzers = analyzersOf(businesses, model);
    const totals = figures();
    const held = sentences.filter((s) => round.sets.includes(s.set));
    addTo(totals.model, scoreSentences(held, analyzers).pairs);
    addTo(totals.rules, scoreSentences(held, rules).pairs);
    contractCounts(held, analyzers, totals.counts);
    sum += f1(totals.model);
    console.log(summary(`round ${round.name} (micro)`, totals));
  }
  console.log(
    `mean pair F1 of the rounds held out: ${(sum / ROUNDS.length).toFixed(4)}`,
  );
}
