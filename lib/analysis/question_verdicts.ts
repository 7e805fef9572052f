/**
 * "Expensive? Yes. Worth it? Also yes.": of two answered questions of one
 * aspect with opposite verdicts, the later decides (the value verdict over
 * the price), when its answer is short ("Also yes.", "Every penny."; not
 * "Ask me in ten years."). The earlier question's verdict of the aspect is
 * dropped, the rules' and the model's (labelled so in the sets: 11, 142,
 * 422, 432, 524, 727; train 58).
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import type { Statement } from "./cues.ts";
import type { SentenceView } from "./sentence_view.ts";
import { questionStart } from "./answers.ts";

/** How many sentences back a question may be decided by a later one. */
const QUESTION_REACH = 3;

/** The most words of an answer that decides ("Also yes.", "Every penny."). */
const SHORT_ANSWER = 3;

/** How many words, not punctuation, a sentence has. */
function wordCount(sv: SentenceView): number {
  return sv.view.filter((index) => !sv.tokens[index].punct).length;
}

/**
 * The verdicts each sentence yields to a later question (see the module).
 *
 * @param views The review's sentences.
 * @param found Each sentence's statements; opposed ones are removed.
 * @returns Per sentence, the aspects a later question decided.
 */
export function laterQuestionsDecide(
  views: readonly SentenceView[],
  found: { statements: Statement[] }[],
): Set<AspectId>[] {
  const yielded = views.map(() => new Set<AspectId>());
  for (let i = 1; i < views.length; i++) {
    // "Worth it? Also yes." (not "Worth it? Ask me in ten years."): the
    // answer is short.
    const answer = views[i + 1];
    if (
      questionStart(views[i]) < 0 || answer === undefined ||
      wordCount(answer) > SHORT_ANSWER
    ) continue;
    for (const later of found[i].statements) {
      if (!(later.score !== 0 && Number.isFinite(later.score))) continue;
      if (later.rated) continue;
      for (let j = Math.max(0, i - QUESTION_REACH); j < i; j++) {
        if (questionStart(views[j]) < 0) continue;
        const opposed = found[j].statements.filter((earlier) =>
          earlier.aspect === later.aspect && !earlier.rated &&
          Number.isFinite(earlier.score) &&
          Math.sign(earlier.score) === -Math.sign(later.score)
        );
        if (opposed.length === 0) continue;
        found[j].statements = found[j].statements.filter((statement) =>
          !opposed.includes(statement)
        );
        yielded[j].add(later.aspect);
      }
    }
  }
  return yielded;
}
