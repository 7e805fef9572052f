/**
 * The fixtures of every house, pipes and panels, named as the place of
 * other work rather than as the work: "the roots in our sewer line", "the
 * run from the panel", "a drop cloth under the panel". A service word
 * that names only where something was done is no service of its own.
 *
 * @module
 */
import type { Token } from "./text_nlp.ts";
import { WORK_WORDS } from "./service_no_work.ts";
import { ACTION_OF } from "./entity_words.ts";

/** Words that name a pipe, where work is done rather than what is done. */
const PIPE_WORDS = new Set(
  "line lines sewer sewers sewah main lateral pipe pipes stack".split(" "),
);

/** Words that name a panel, where other electrical work is connected. */
const PANEL_WORDS = new Set(["panel", "box"]);

/** Words that put a fixture as the place of work: "in the panel". */
const PLACE_PREPOSITIONS = new Set(
  "in into inside from to at down through under behind near off on of"
    .split(" "),
);

/** Words between a place preposition and its fixture: "in our old". */
const FIXTURE_DETERMINERS = new Set(
  "the a an our my his her their your its this that whole open old entire"
    .split(" "),
);

/**
 * Whether a mention names a pipe or a panel as the place of the work
 * ("the roots in our sewer line", "the run from the panel"): fixtures of
 * every house, where other work is done. "Did our panel" names the work.
 *
 * @param mention View positions of the mention (end exclusive).
 */
export function namesFixture(
  tokens: readonly Token[],
  view: readonly number[],
  mention: { start: number; end: number },
): boolean {
  let before = mention.start - 1;
  while (before >= 0 && FIXTURE_DETERMINERS.has(tokens[view[before]].norm)) {
    before--;
  }
  if (before < 0 || !PLACE_PREPOSITIONS.has(tokens[view[before]].norm)) {
    return false;
  }
  let pipe = false;
  for (let p = mention.start; p < mention.end; p++) {
    const word = tokens[view[p]].norm;
    if (PANEL_WORDS.has(word)) return true;
    // A gas line is a service of its own, not the place of another.
    if (word === "gas") return false;
    pipe ||= PIPE_WORDS.has(word);
  }
  return pipe;
}

/**
 * Words in the sentence that make a panel named as a place the panel job
 * all the same: "worked on the panel", "photos inside the panel so I'd
 * understand why we needed the upgrade". "Upgrade" names the job anywhere
 * in the text ("a video from inside the panel. Made the upgrade an easy
 * decision"). Not "labelled" or "installed", said as often of other work
 * finished off in the panel ("labelled every breaker while she was at
 * it", "installed a monitor while in the panel").
 */
const PANEL_JOB_WORDS = new Set(
  ("replace replaced replacing replacement work worked working quote budget " +
    "estimate").split(" "),
);
const PANEL_UPGRADE_WORDS = new Set(["upgrade", "upgrades", "upgraded"]);
/** Words that deny a panel job: "you don't need an upgrade". */
const JOB_DENIALS = new Set(["no", "not", "n't", "never"]);

/**
 * Whether a word of a panel job, not denied in the six words before it
 * ("didn't need the $3,800 upgrade"), is at a token index.
 */
function panelJobAt(tokens: readonly Token[], index: number): boolean {
  const { norm } = tokens[index];
  if (!PANEL_JOB_WORDS.has(norm) && !PANEL_UPGRADE_WORDS.has(norm)) {
    return false;
  }
  for (let k = index - 1; k >= Math.max(0, index - 6); k--) {
    if (tokens[k].punct && tokens[k].text !== "$") break;
    if (JOB_DENIALS.has(tokens[k].norm)) return false;
  }
  return true;
}

/** Nouns by a panel that name work on it: "the panel job". */
const PANEL_WORK_NOUNS = new Set(
  "job jobs work swap upgrade change options option permit".split(" "),
);

/**
 * Whether a panel named alone is only where something sat or was done
 * ("a drop cloth under the panel", "photos of the panel before he closed
 * it up", "a loose neutral in the panel"), with no word of work on it
 * within three words ("the panel job") nor a word of a panel job in the
 * sentence (`PANEL_JOB_WORDS`).
 */
export function isPanelPlace(
  tokens: readonly Token[],
  view: readonly number[],
  mention: { start: number; end: number; equipmentOnly: boolean },
): boolean {
  if (!mention.equipmentOnly || !namesFixture(tokens, view, mention)) {
    return false;
  }
  if (!PANEL_WORDS.has(tokens[view[mention.end - 1]].norm)) return false;
  if (
    view.some((index) => panelJobAt(tokens, index)) ||
    tokens.some((token, index) =>
      PANEL_UPGRADE_WORDS.has(token.norm) && panelJobAt(tokens, index)
    )
  ) return false;
  const from = Math.max(0, mention.start - 3);
  const to = Math.min(view.length, mention.end + 3);
  for (let p = from; p < to; p++) {
    const token = tokens[view[p]];
    if (WORK_WORDS.has(token.norm) || PANEL_WORK_NOUNS.has(token.norm)) {
      return false;
    }
    const action = ACTION_OF.get(token.norm) ?? ACTION_OF.get(token.lemma);
    if (action === "repair" || action === "install") return false;
  }
  return true;
}

/** Whether the words of a mention name a pipe ("the main line"). */
export function namesPipe(
  tokens: readonly Token[],
  view: readonly number[],
  mention: { start: number; end: number },
): boolean {
  for (let p = mention.start; p < mention.end; p++) {
    if (PIPE_WORDS.has(tokens[view[p]].norm)) return true;
  }
  return false;
}
