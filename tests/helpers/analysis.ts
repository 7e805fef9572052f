/**
 * Fixtures of the analysis tests: a small electrician's catalogue, the
 * view of one sentence as the sentence analysis sees it, the signs of the
 * rules' statements on it, and checks of
 * lexicon tables.
 *
 * @module
 */
import assert from "node:assert/strict";
import {
  ASPECT_IDS,
  type Business,
  BusinessSchema,
} from "../../lib/schemas/mod.ts";
import {
  compilePatterns,
  expandBraces,
  selectMatches,
} from "../../lib/analysis/text_patterns.ts";
import { findAllMatches } from "../../lib/analysis/pattern_matching.ts";
import { type CueHit, lexicon } from "../../lib/analysis/cues.ts";
import { sentenceStatements } from "../../lib/analysis/statements.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import {
  type SentenceView,
  sentenceView,
} from "../../lib/analysis/sentence_view.ts";
import {
  LANGUAGE_AND_WORDS,
  LANGUAGE_ASPECT_CUES,
  LANGUAGE_CONTRAST_WORDS,
  LANGUAGE_GENERAL_CUES,
  LANGUAGE_HEDGE_ANSWERS,
  LANGUAGE_INTENSIFIERS,
  LANGUAGE_NEGATORS,
  LANGUAGE_NEUTRALIZERS,
  LANGUAGE_NO_ANSWERS,
  LANGUAGE_SUB_RATING_LABELS,
  LANGUAGE_WAVE_OFFS,
} from "../../lib/analysis/lexicon_languages.ts";

/** An electrician whose names include English words (Grant, Frank, Bill). */
export const ELECTRICIAN: Business = BusinessSchema.parse({
  id: "spark",
  name: "Bright Spark Electric LLC",
  type: "Electrician",
  url: "https://spark.example",
  telephone: "+1-555-0199",
  address: {
    street_address: "1 Volta St",
    locality: "Westbrook",
    region: "ME",
    postal_code: "04092",
    country: "US",
  },
  service_areas: [
    { id: "westbrook", name: "Westbrook" },
    { id: "hope", name: "Hope" },
    { id: "elm-heights", name: "Elm Heights" },
  ],
  services: [
    {
      id: "panel-upgrade",
      name: "Electrical Panel Upgrade",
      aliases: ["breaker box"],
    },
    { id: "ev-charger", name: "EV Charger Installation", aliases: [] },
    { id: "ceiling-fan", name: "Ceiling Fan Installation", aliases: ["fan"] },
    {
      id: "inspection",
      name: "Electrical Inspection",
      aliases: ["inspection"],
    },
    { id: "outlet-repair", name: "Outlet & Switch Repair", aliases: [] },
  ],
  technicians: [
    { id: "grant", name: "Grant Holloway", aliases: [] },
    { id: "marisol", name: "Marisol Vega", aliases: ["Mari"] },
    { id: "frank", name: "Frank Osei", aliases: [] },
    { id: "bill", name: "Bill Nguyen", aliases: ["Billy"] },
    { id: "bill2", name: "Bill Ortiz", aliases: [] },
  ],
});

/**
 * The view of a one-sentence text.
 *
 * @param text One sentence.
 * @returns Its view.
 */
export function viewOf(text: string): SentenceView {
  const tokenized = tokenize(text);
  assertOneSentence(tokenized.sentences.length, text);
  const view = sentenceView(tokenized, tokenized.sentences[0]);
  if (view === null) throw new Error(`no words in ${JSON.stringify(text)}`);
  return view;
}

/** Throws unless a text is one sentence. */
function assertOneSentence(count: number, text: string): void {
  if (count !== 1) {
    throw new Error(`${JSON.stringify(text)} is ${count} sentences, not 1`);
  }
}

const FLAG = new RegExp(
  `^([+-]?\\d+(\\.\\d+)?|S|W|F|R|N[+-]?\\d+(\\.\\d+)?|also:(${
    ASPECT_IDS.join("|")
  }))$`,
);

/**
 * Asserts that a lexicon entry (`"pattern ~ flags"`) is well formed.
 *
 * @param spec The entry.
 * @param where Where it comes from, for the message.
 */
export function assertCueSpec(spec: string, where: string): void {
  const [pattern, flags, extra] = spec.split(" ~ ");
  assert.equal(extra, undefined, `${where}: one " ~ " separator: ${spec}`);
  assert.ok(pattern.trim().length > 0, `${where}: empty pattern`);
  for (const flag of (flags ?? "").trim().split(/\s+/).filter(Boolean)) {
    assert.match(flag, FLAG, `${where}: bad flag "${flag}" in ${spec}`);
  }
  for (const expanded of expandBraces(pattern)) {
    for (const element of expanded.split(" ")) {
      assert.ok(
        !element.split("|").includes(""),
        `${where}: empty alternative in "${spec}"`,
      );
      assert.ok(!/[{}]/.test(element), `${where}: stray brace in "${spec}"`);
      assert.equal(
        element,
        element.replace(/:[A-Z]+$/, "").toLowerCase() +
          (element.match(/:[A-Z]+$/)?.[0] ?? ""),
        `${where}: words are lower case: "${spec}"`,
      );
    }
  }
}

/**
 * Asserts that an aspect's cue table is well formed, compiles, has at
 * least ten cues and holds the phrases given.
 *
 * @param cues The table.
 * @param options The aspect (for messages) and phrases it must hold.
 */
export function assertCueTable(
  cues: readonly string[],
  options: { aspect: string; holds: readonly string[] },
): void {
  assert.ok(cues.length >= 10, `${options.aspect} has few cues`);
  for (const spec of cues) assertCueSpec(spec, options.aspect);
  const entries = cues.map((spec) => ({
    pattern: spec.split(" ~ ")[0],
    data: spec,
  }));
  assert.ok(compilePatterns(entries).patterns.length >= cues.length);
  const patterns = cues.flatMap((spec) => expandBraces(spec.split(" ~ ")[0]));
  for (const phrase of options.holds) {
    assert.ok(
      patterns.includes(phrase),
      `${options.aspect}: missing ${phrase}`,
    );
  }
}

/**
 * Asserts that a language's cue tables are well formed, each aspect's
 * table holding the phrases given (every alternative of a pattern spelt
 * out, so "ang mahal" is found in "{ang|sobrang} mahal"), and that its
 * general cues are well formed. Short tables are checked entry by entry.
 *
 * @param tables The language's cues per aspect.
 * @param options Phrases each aspect's table must hold, and the general cues.
 */
export function assertLanguageTables(
  tables: Readonly<Record<string, readonly string[]>>,
  options: {
    holds: Readonly<Record<string, readonly string[]>>;
    general: readonly string[];
  },
): void {
  for (const [aspect, cues] of Object.entries(tables)) {
    if (cues.length >= 10) {
      assertCueTable(cues, { aspect, holds: [] });
    } else for (const spec of cues) assertCueSpec(spec, aspect);
    // Each held phrase is looked for word by word in the patterns the
    // braces expand into: listing every phrase a pattern's word
    // alternatives make would run to millions ("{ventet|…} 2|3|… dager|uker").
    const missing = new Set(options.holds[aspect] ?? []);
    for (const spec of cues) {
      for (const pattern of expandBraces(spec.split(" ~ ")[0])) {
        const elements = pattern.split(" ").filter((element) => element)
          .map((element) => element.split("|"));
        for (const phrase of missing) {
          const words = phrase.split(" ");
          if (
            words.length === elements.length &&
            words.every((word, i) => elements[i].includes(word))
          ) missing.delete(phrase);
        }
      }
    }
    for (const phrase of options.holds[aspect] ?? []) {
      assert.ok(!missing.has(phrase), `${aspect}: missing ${phrase}`);
    }
  }
  for (const spec of options.general) assertCueSpec(spec, "general");
}

/** One language's tables, as `lexicon_languages.ts` joins them. */
export interface OneLanguageTables {
  aspectCues: Readonly<Record<string, readonly string[]>>;
  general?: readonly string[];
  negators?: readonly string[];
  intensifiers?: readonly string[];
  contrastWords?: readonly string[];
  andWords?: readonly string[];
  neutralizers?: readonly string[];
  noAnswers?: readonly (readonly string[])[];
  hedgeAnswers?: readonly (readonly string[])[];
  waveOffs?: readonly (readonly string[])[];
  subRatingLabels?: ReadonlyArray<readonly [string, string]>;
}

/**
 * Words a language's own tables must hold, by table: words for the word
 * lists ("vali" among the contrast words), phrases spelt out with spaces
 * for the answers and wave-offs ("mohem nist"), and labels for the
 * sub-rating labels ("gheymat").
 */
export interface LanguageHolds {
  negators?: readonly string[];
  intensifiers?: readonly string[];
  contrastWords?: readonly string[];
  andWords?: readonly string[];
  neutralizers?: readonly string[];
  noAnswers?: readonly string[];
  hedgeAnswers?: readonly string[];
  waveOffs?: readonly string[];
  subRatingLabels?: readonly string[];
}

/**
 * Asserts that every entry of one language's tables is in the joined
 * table of all languages (`lexicon_languages.ts`), each sub-rating label
 * with its aspect, and that the language's own tables hold the words
 * given.
 *
 * @param tables The language's tables; those left out are not checked.
 * @param options Words each of the language's tables must hold.
 */
export function assertJoinsLanguageTables(
  tables: OneLanguageTables,
  options: { holds?: LanguageHolds } = {},
): void {
  for (const [aspect, cues] of Object.entries(tables.aspectCues)) {
    const all: readonly string[] =
      LANGUAGE_ASPECT_CUES[aspect as keyof typeof LANGUAGE_ASPECT_CUES];
    for (const spec of cues) assert.ok(all.includes(spec), spec);
  }
  const joined: [readonly unknown[] | undefined, readonly unknown[]][] = [
    [tables.general, LANGUAGE_GENERAL_CUES],
    [tables.negators, LANGUAGE_NEGATORS],
    [tables.intensifiers, LANGUAGE_INTENSIFIERS],
    [tables.contrastWords, LANGUAGE_CONTRAST_WORDS],
    [tables.andWords, LANGUAGE_AND_WORDS],
    [tables.neutralizers, LANGUAGE_NEUTRALIZERS],
    [tables.noAnswers, LANGUAGE_NO_ANSWERS],
    [tables.hedgeAnswers, LANGUAGE_HEDGE_ANSWERS],
    [tables.waveOffs, LANGUAGE_WAVE_OFFS],
  ];
  for (const [own, all] of joined) {
    for (const entry of own ?? []) {
      assert.ok(all.includes(entry), String(entry));
    }
  }
  const labels = new Map<string, string>(LANGUAGE_SUB_RATING_LABELS);
  for (const [label, aspect] of tables.subRatingLabels ?? []) {
    assert.equal(labels.get(label), aspect, label);
  }
  const phrases = (answers: readonly (readonly string[])[] = []) =>
    answers.map((words) => words.join(" "));
  const own: Required<LanguageHolds> = {
    negators: tables.negators ?? [],
    intensifiers: tables.intensifiers ?? [],
    contrastWords: tables.contrastWords ?? [],
    andWords: tables.andWords ?? [],
    neutralizers: tables.neutralizers ?? [],
    noAnswers: phrases(tables.noAnswers),
    hedgeAnswers: phrases(tables.hedgeAnswers),
    waveOffs: phrases(tables.waveOffs),
    subRatingLabels: (tables.subRatingLabels ?? []).map(([label]) => label),
  };
  for (const [table, words] of Object.entries(options.holds ?? {})) {
    for (const word of words ?? []) {
      assert.ok(
        own[table as keyof LanguageHolds].includes(word),
        `${table}: missing ${word}`,
      );
    }
  }
}

/**
 * Asserts that none of `words` is a cue of one word in a language's
 * tables: a word that is also English or another language's may stand
 * only inside a phrase.
 *
 * @param tables The language's cues per aspect and general cues.
 * @param words The words that must not stand alone.
 */
export function assertNoLoneWords(
  tables: Pick<OneLanguageTables, "aspectCues" | "general">,
  words: readonly string[],
): void {
  const everything = [
    ...Object.values(tables.aspectCues).flat(),
    ...tables.general ?? [],
  ];
  for (const spec of everything) {
    const elements = spec.split(" ~ ")[0].split(" ");
    if (elements.length !== 1) continue;
    for (const word of elements[0].split("|")) {
      assert.ok(!words.includes(word), `${word} in ${spec}`);
    }
  }
}

/**
 * The cue hits of a sentence at face value (no negation or intensity), as
 * the attribution rules receive them.
 *
 * @param sv The sentence's view.
 * @returns One hit per selected lexicon match.
 */
export function hitsOf(sv: SentenceView): CueHit[] {
  const matches = selectMatches(
    findAllMatches(lexicon(), sv.tokens, { view: sv.view }),
    new Set(),
  );
  return matches.filter((match) => match.pattern.data.kind !== "sarcasm")
    .map((match) => ({
      cue: match.pattern.data,
      pol: match.pattern.data.pol,
      literals: match.literals,
      segment: sv.segments[match.literals[0]],
      negated: false,
    }));
}

/**
 * The first word of a hit.
 *
 * @param sv The sentence's view.
 * @param hit The hit.
 * @returns Its first word's normal form.
 */
export function wordOf(sv: SentenceView, hit: CueHit): string {
  return sv.tokens[sv.view[hit.literals[0]]].norm;
}

/**
 * The aspect and score sign of each statement the rules read in one
 * sentence ("price:-1"), in text order.
 *
 * @param text One sentence.
 * @returns One entry per statement.
 */
export function statementSigns(text: string): string[] {
  return sentenceStatements(viewOf(text), new Set()).map((statement) =>
    `${statement.aspect}:${Math.sign(statement.score)}`
  );
}

/**
 * Asserts the statement signs of each sentence (`statementSigns`), whole
 * and in any order.
 *
 * @param cases Pairs of a sentence and its expected signs.
 */
export function assertStatements(
  cases: ReadonlyArray<[string, string[]]>,
): void {
  for (const [text, expected] of cases) {
    assert.deepEqual(
      statementSigns(text).sort(),
      [...expected].sort(),
      text,
    );
  }
}
