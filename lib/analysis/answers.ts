/**
 * Questions the reviewer answers: "Cheap? No." says "not cheap", "Did
 * Travis wear shoe covers? Did he ask before walking through the bedroom?
 * Neither." denies both, and "Punctual? Technically." grants it only in
 * part. The next sentence's first words are the answer. A question
 * answered "no" is read as negated; one answered with a hedge is a neutral
 * verdict (docs/aspects.md: a hedged verdict is neutral). A question left
 * open ("Is $185 a lot for an inspection? No idea.") or answered "yes"
 * reads as it stands. French answers are read alike ("Cher ? Non.",
 * "Ponctuel ? Bof."); "oui" and "si" need no list, as "yes" does not ("si"
 * is also the Spanish "sí"). A short hedge of its own after a plain
 * statement hedges it alike: "Arrived at 11:58. Technically morning.",
 * "Three quotes; ours was $11,200. Right in the middle."
 *
 * @module
 */
import type { SentenceView } from "./sentence_view.ts";
import { SPANISH_WAVE_OFFS } from "./softeners.ts";
import {
  LANGUAGE_HEDGE_ANSWERS,
  LANGUAGE_NO_ANSWERS,
} from "./lexicon_languages.ts";

/** How a sentence answers the question before it. */
export type Answer = "no" | "hedge";

/** Answers that deny ("No.", "Not once.", "Neither."). */
const NO_ANSWERS: readonly (readonly string[])[] = [
  ["no"],
  ["nope"],
  ["nah"],
  ["naw"],
  ["never"],
  ["neither"],
  ["none"],
  ["zero"],
  ["zilch"],
  ["nada"],
  ["nothing"],
  ["not", "once"],
  ["not", "really"],
  ["not", "at", "all"],
  ["not", "a", "chance"],
  ["not", "so", "much"],
  ["not", "much"],
  ["not", "even", "close"],
  ["not", "one", "bit"],
  ["not", "in", "the", "slightest"],
  ["not", "here"],
  ["not", "ever"],
  ["not", "one"],
  ["hell", "no"],
  ["heck", "no"],
  ["absolutely", "not"],
  ["definitely", "not"],
  ["certainly", "not"],
  ["of", "course", "not"],
  ["no", "way"],
  ["no", "chance"],
  ["also", "no"],
  // "Bo knows furnaces? Apparently not.": the evidence says no.
  ["apparently", "not"],
  ["evidently", "not"],
  ["obviously", "not"],
  ["clearly", "not"],
  ["guess", "not"],
  ["i", "guess", "not"],
  ["sadly", "not"],
  ["sadly", "no"],
  // "Cheap? Ha.": a scoff is a no.
  ["ha"],
  ["hah"],
  ["non"],
  // "Was the price modest? It was not." A short answer with its subject.
  ...["it", "he", "she", "they", "that"].flatMap((subject) =>
    ["was", "were", "did", "is", "are", "does", "had", "has"].flatMap((
      verb,
    ) => [[subject, verb, "not"], [subject, verb, "n't"]])
  ),
  // French, as France and Quebec say it.
  ["nan"],
  ["jamais"],
  ["pas", "du", "tout"],
  ["pas", "vraiment"],
  ["pas", "une", "seconde"],
  ["pas", "une", "fois"],
  ["pas", "le", "moins", "du", "monde"],
  ["absolument", "pas"],
  ["certainement", "pas"],
  ["surtout", "pas"],
  ["bien", "sûr", "que", "non"],
  ["aucunement"],
  ["nullement"],
  ["pantoute"],
  ["pas", "pantoute"],
  ["même", "pas"],
  // Spanish, as Mexico, Central America, the Caribbean and Spain say it.
  ["nel"],
  ["nop"],
  ["nones"],
  ["nunca"],
  ["jamás"],
  ["jamas"],
  ["tampoco"],
  ["nada"],
  ["para", "nada"],
  ["en", "absoluto"],
  ["claro", "que", "no"],
  ["por", "supuesto", "que", "no"],
  ["ni", "de", "broma"],
  ["ni", "de", "chiste"],
  ["ni", "de", "coña"],
  ["ni", "de", "cona"],
  ["ni", "loco"],
  ["ni", "loca"],
  ["ni", "cerca"],
  ["ni", "de", "lejos"],
  ["ni", "tantito"],
  ["ni", "una", "vez"],
  ["qué", "va"],
  ["que", "va"],
  ["no", "mucho"],
  ["no", "tanto"],
  ["no", "realmente"],
  // Tagalog, Hindi and Italian ("Hindi po.", "Bilkul nahi.", "Per niente.").
  ...LANGUAGE_NO_ANSWERS,
];

/** Answers that grant only in part ("Technically.", "Sort of."). */
const HEDGE_ANSWERS: readonly (readonly string[])[] = [
  ["maybe"],
  ["technically"],
  ["sort", "of"],
  ["sorta"],
  ["kind", "of"],
  ["kinda"],
  ["somewhat"],
  ["more", "or", "less"],
  // "Punctual? Close enough - he was at the door at 9:05."
  ["close", "enough"],
  ["mostly"],
  ["partly"],
  ["meh"],
  ["so", "-", "so"],
  ["a", "little"],
  ["a", "bit"],
  ["not", "quite"],
  ["not", "exactly"],
  ["i", "guess"],
  ["i", "suppose"],
  ["sometimes"],
  ["debatable"],
  ["un", "peu"],
  ["un", "poco"],
  // French.
  ["bof"],
  ["mouais"],
  ["moyen"],
  ["moyennement"],
  ["plus", "ou", "moins"],
  ["à", "peu", "près"],
  ["si", "on", "veut"],
  ["pas", "tout", "à", "fait"],
  ["pas", "exactement"],
  ["techniquement"],
  ["en", "partie"],
  ["un", "brin"],
  ["un", "poil"],
  ["presque"],
  ["disons"],
  ["on", "va", "dire"],
  ["ça", "dépend"],
  ["oui", "et", "non"],
  // Spanish.
  ["más", "o", "menos"],
  ["mas", "o", "menos"],
  ["masomenos"],
  ["tal", "vez"],
  ["quizás"],
  ["quizas"],
  ["quizá"],
  ["quiza"],
  ["a", "lo", "mejor"],
  ["puede", "ser"],
  ["medio"],
  ["algo"],
  ["un", "poquito"],
  ["técnicamente"],
  ["tecnicamente"],
  ["no", "del", "todo"],
  ["no", "exactamente"],
  ["casi"],
  ["digamos"],
  ["supongo"],
  ["regular"],
  ["así", "así"],
  ["asi", "asi"],
  ["ahí", "nomás"],
  ["ahi", "nomas"],
  ["en", "parte"],
  ["sí", "y", "no"],
  ["si", "y", "no"],
  ...LANGUAGE_HEDGE_ANSWERS,
  ...SPANISH_WAVE_OFFS,
  ...SPANISH_WAVE_OFFS.flatMap((words) =>
    ["sí", "si"].flatMap((yes) => [
      [yes, ",", "pero", ...words],
      [yes, "pero", ...words],
    ])
  ),
];

/**
 * Short sentences that grant the statement before them only in the letter
 * or place it in the middle ("Technically morning.", "Right in the
 * middle."): the first word(s), then at most `HEDGE_VERDICT_TAIL` words.
 */
const HEDGE_VERDICTS: readonly (readonly string[])[] = [
  ["technically"],
  ["right", "in", "the", "middle"],
  ["smack", "in", "the", "middle"],
  ["squarely", "in", "the", "middle"],
  ["somewhere", "in", "the", "middle"],
  ["dead", "in", "the", "middle"],
  ["middle", "of", "the", "pack"],
];

/** Words a hedge verdict may run on for ("Technically on time, I guess."). */
const HEDGE_VERDICT_TAIL = 4;

/** Words that turn a hedge verdict into a contrast ("Technically fair, but oof."). */
const HEDGE_VERDICT_BREAKS = new Set(["but", "though", "although", "yet"]);

/**
 * Words of skill after "technically": "Technically brilliant, honestly."
 * praises the work rather than granting the sentence before in the letter.
 */
const TECHNICAL_SKILL = new Set([
  "brilliant",
  "excellent",
  "superb",
  "outstanding",
  "flawless",
  "impeccable",
  "gifted",
  "skilled",
  "skillful",
  "skilful",
  "proficient",
  "competent",
  "impressive",
  "strong",
  "solid",
  "sound",
  "savvy",
  "sharp",
  "accomplished",
  "adept",
  "perfect",
]);

/** Words before an answer that leave it the answer ("Well, no."). */
const ANSWER_OPENERS = new Set([
  "well",
  "um",
  "uh",
  "honestly",
  // French ("Ben non.", "Franchement, bof.").
  "ben",
  "bah",
  "euh",
  "bon",
  "franchement",
  "honnêtement",
  // Spanish ("Pues no.", "Bueno, más o menos.").
  "pues",
  "bueno",
  "honestamente",
  "francamente",
  "sinceramente",
  // Tagalog and Hindi ("Naku, hindi.", "Arre, nahi.").
  "naku",
  "hay",
  "arre",
  "arey",
]);

/** Words that open a question inside a longer sentence ("…, and did they leave me hanging?"). */
const QUESTION_OPENERS = new Set([
  "did",
  "do",
  "does",
  "was",
  "were",
  "is",
  "are",
  "am",
  "has",
  "have",
  "had",
  "will",
  "would",
  "could",
  "can",
  "should",
  "who",
  "what",
  "why",
  "how",
  "where",
  "when",
  "anyone",
  "anybody",
]);

/** Words after which a question may open mid-sentence. */
const QUESTION_JOINS = new Set(["and", "but", "so"]);

/**
 * The normal form of the word at view position `p` without a closing
 * full stop: the tokeniser keeps "No." whole, as the abbreviation.
 */
function bareWordAt(sv: SentenceView, p: number): string {
  return sv.tokens[sv.view[p]].norm.replace(/(?<=.)\.$/, "");
}

/**
 * The length of the longest of `phrases` that starts at view position
 * `at` and ends its segment, or 0.
 */
function answerLength(
  sv: SentenceView,
  phrases: readonly (readonly string[])[],
  at: number,
): number {
  const { tokens, view } = sv;
  let longest = 0;
  for (const words of phrases) {
    const after = at + words.length;
    if (
      words.length > longest && after <= view.length &&
      words.every((word, k) => bareWordAt(sv, at + k) === word) &&
      (after === view.length || tokens[view[after]].punct ||
        tokens[view[after - 1]].norm.endsWith("."))
    ) longest = words.length;
  }
  return longest;
}

/**
 * How a sentence answers a question before it: "no", a "hedge", or null
 * (no answer, or "yes", which leaves the question as it stands). The
 * answer is its first words, alone in their segment ("No, Chuy was here
 * by 2"; not "No idea", "Never know with tradies" or "Maybe call ahead").
 *
 * @param sv The sentence after a question.
 * @returns The answer, or null.
 */
export function answerOf(sv: SentenceView): Answer | null {
  const { tokens, view } = sv;
  let at = 0;
  // "A: No." in a written interview.
  if (
    bareWordAt(sv, 0) === "a" && view.length > 1 && bareWordAt(sv, 1) === ":"
  ) at = 2;
  while (
    at < view.length &&
    (tokens[view[at]].punct || ANSWER_OPENERS.has(tokens[view[at]].norm))
  ) at++;
  if (at >= view.length) return null;
  if (answerLength(sv, NO_ANSWERS, at) > 0) return "no";
  if (answerLength(sv, HEDGE_ANSWERS, at) > 0) return "hedge";
  return null;
}

/**
 * Whether a sentence is a short hedge of the statement before it
 * ("Technically morning.", "So... right in the middle, I guess."): a
 * hedge verdict, at most a few words more, and nothing else.
 *
 * @param sv The sentence after a statement.
 * @returns Whether it hedges that statement.
 */
export function hedgesBefore(sv: SentenceView): boolean {
  const { tokens, view } = sv;
  let at = 0;
  while (
    at < view.length &&
    (tokens[view[at]].punct || ANSWER_OPENERS.has(tokens[view[at]].norm) ||
      tokens[view[at]].norm === "so")
  ) at++;
  const rest = view.slice(at).filter((index) => !tokens[index].punct);
  if (rest.some((index) => HEDGE_VERDICT_BREAKS.has(tokens[index].norm))) {
    return false;
  }
  const words = rest.length;
  if (
    at + 1 < view.length && bareWordAt(sv, at) === "technically" &&
    TECHNICAL_SKILL.has(bareWordAt(sv, at + 1))
  ) return false;
  return HEDGE_VERDICTS.some((phrase) =>
    words <= phrase.length + HEDGE_VERDICT_TAIL &&
    phrase.every((word, k) =>
      at + k < view.length && bareWordAt(sv, at + k) === word
    )
  );
}

/**
 * Where the question of a sentence starts, or -1 when the sentence does
 * not end with a question mark: at its last question word that opens a
 * segment ("AC out, and did they leave me hanging?"), or at the start
 * ("Cheap?").
 *
 * @param sv The sentence.
 * @returns A view position, or -1.
 */
export function questionStart(sv: SentenceView): number {
  const { tokens, view } = sv;
  let last = view.length - 1;
  while (last >= 0 && /^["”'’)]+$/.test(tokens[view[last]].text)) last--;
  if (last < 0 || !tokens[view[last]].text.includes("?")) return -1;
  let start = 0;
  for (let p = 1; p < last; p++) {
    if (!QUESTION_OPENERS.has(tokens[view[p]].norm)) continue;
    const before = tokens[view[p - 1]];
    if (
      (before.punct && before.text !== "'") || QUESTION_JOINS.has(before.norm)
    ) start = p;
  }
  return start;
}

/** The questions of a text that the reviewer answers "no" or with a hedge. */
export interface AnsweredQuestions {
  /** Per sentence, the view positions of a question answered "no" (1). */
  denied: Uint8Array[];
  /** Per sentence, the view position where a question answered with a hedge starts, or -1. */
  hedged: number[];
}

/**
 * Finds the questions of a text answered "no" or with a hedge. An answer
 * covers every question just before it ("Did he wear shoe covers? Did he
 * ask first? Neither."); a statement followed by a hedge of its own
 * (`hedgesBefore`) is hedged from its start.
 *
 * @param sentences The text's sentences, in order.
 * @returns The denied positions and hedged questions, per sentence.
 */
export function answeredQuestions(
  sentences: readonly SentenceView[],
): AnsweredQuestions {
  const denied = sentences.map((sv) => new Uint8Array(sv.view.length));
  const hedged = sentences.map(() => -1);
  const starts = sentences.map(questionStart);
  for (let s = 1; s < sentences.length; s++) {
    if (starts[s - 1] < 0) {
      // "Arrived at 11:58. Technically morning.": hedged as a whole.
      if (hedgesBefore(sentences[s])) hedged[s - 1] = 0;
      continue;
    }
    const answer = answerOf(sentences[s]);
    if (answer === null) continue;
    for (let q = s - 1; q >= 0 && starts[q] >= 0; q--) {
      if (answer === "no") denied[q].fill(1, starts[q]);
      else hedged[q] = starts[q];
    }
  }
  return { denied, hedged };
}
