/**
 * Sentences in which a service is named but no work was done on it: the
 * business reported the equipment sound ("said the sump was fine"), or the
 * quote asked for never came ("never sent the generator quote"). The
 * labelling rules count no service for either.
 *
 * @module
 */
import type { Token } from "./text_nlp.ts";
import { ACTION_OF } from "./entity_words.ts";

/**
 * Words that say equipment was worked on or that work on it was sold,
 * besides the repair and install words of `ACTION_OF`: a refrigerant
 * "top-off", a sewer "lined" or dug up, a part "needed" or "covered", a
 * heat exchanger "cracked", a main line "backed up", a breaker "tripping",
 * a gas line "upsized".
 */
export const WORK_WORDS: ReadonlySet<string> = new Set(
  ("top topped topping top-off top-up recharge recharged refill refilled " +
    "lining liner lined reline relined trenchless dig dug excavation " +
    "need needed needs cracked covered part backed backup backups " +
    "clog clogged overflow overflowed trip trips tripping tripped " +
    "upsize upsized upsizing")
    .split(" "),
);

/**
 * Phrases that report equipment sound: "said the sump was fine", "amp
 * draw within spec", "a couple more years in it", "do not need a new
 * unit".
 */
const SOUND_REPORTS: readonly (readonly string[])[] = [
  ["was", "fine"],
  ["is", "fine"],
  ["'s", "fine"],
  ["were", "fine"],
  ["are", "fine"],
  ["was", "ok"],
  ["was", "okay"],
  ["is", "ok"],
  ["is", "okay"],
  ["nothing", "wrong"],
  ["no", "need"],
  ["not", "need"],
  ["n't", "need"],
  ["within", "spec"],
  ["in", "spec"],
  ["more", "years"],
];

/**
 * Words by which the business reports what it found: "said the sump was
 * fine" (where "the pot lights are fine" is the reviewer's verdict on
 * work done).
 */
const REPORT_WORDS = new Set(
  ("said says told tells showed shows found finds checked tested confirmed " +
    "assured explained reported let")
    .split(" "),
);

/** Words that deny or need what follows: "do not need a new unit". */
const DENIALS = new Set(["no", "not", "n't", "never", "need", "needed"]);

/**
 * Whether a sentence reports the equipment it names sound, with no work
 * done on it ("said the sump was fine, just the float hung up on
 * debris"): the contract's visit that found nothing to do, which counts no service. A
 * word of repair, replacement or cleaning not denied ("found it was fine
 * after he replaced the capacitor") is work.
 *
 * @param tokens The text's tokens.
 * @param view The sentence's view.
 * @returns Whether the sentence reports equipment sound and no work.
 */
export function reportsNoWork(
  tokens: readonly Token[],
  view: readonly number[],
): boolean {
  const word = (p: number) => tokens[view[p]].norm;
  const sound = view.some((_, at) =>
    SOUND_REPORTS.some((phrase) =>
      phrase.every((part, k) => at + k < view.length && word(at + k) === part)
    )
  );
  if (!sound || !view.some((index) => REPORT_WORDS.has(tokens[index].norm))) {
    return false;
  }
  return !hasWork(tokens, view);
}

/**
 * Whether a sentence holds a word of work on equipment not denied in its
 * own segment: a repair, installation or cleaning word, a part ("just a
 * capacitor"), or a word of `WORK_WORDS`.
 */
function hasWork(tokens: readonly Token[], view: readonly number[]): boolean {
  const word = (p: number) => tokens[view[p]].norm;
  for (let p = 0; p < view.length; p++) {
    const token = tokens[view[p]];
    // "came out" is a visit.
    if (token.norm === "out") continue;
    const action = ACTION_OF.get(token.norm) ?? ACTION_OF.get(token.lemma);
    // "just a capacitor", "only an igniter": a part, so a repair.
    const part = (token.norm === "just" || token.norm === "only") &&
      p + 1 < view.length && (word(p + 1) === "a" || word(p + 1) === "an");
    const work = part || WORK_WORDS.has(token.norm) ||
      action === "repair" || action === "install" || action === "cleaning";
    if (!work) continue;
    // Denied in its own segment: "didn't need one, swapped the igniter"
    // swapped it.
    let denied = false;
    for (let q = p - 1; q >= Math.max(0, p - 3) && !denied; q--) {
      if (tokens[view[q]].punct) break;
      denied = DENIALS.has(word(q));
    }
    if (!denied) return true;
  }
  return false;
}

/**
 * A business's quote or call back that never came: "never sent the
 * generator quote", "the estimate never arrived", "said she'd send it
 * Friday, still waiting", "never called back about the quote".
 */
const NO_QUOTE = [
  /\bnever (?:sent|send|emailed|gave|provided|got)(?: \S+){0,3} (?:quote|quotes|estimate|estimates|quotation|bid)\b/,
  /\b(?:quote|estimate|quotation|bid)(?: \S+){0,4} never (?:came|arrived|showed|turned up|materiali[sz]ed)\b/,
  /\bstill waiting\b(?=.*\b(?:quote|estimate|quotation|bid|send)\b)|\b(?:quote|estimate|quotation|bid|send)\b.*\bstill waiting\b/,
  /\bnever (?:heard back|called back|called me back|got back to|returned)\b(?=.*\b(?:quote|estimate|quotation|bid)\b)|\b(?:quote|estimate|quotation|bid)\b.*\bnever (?:heard back|called back|called me back|got back to|returned)\b/,
];

/**
 * Whether a sentence says the quote or call back it asked for never came,
 * with no work done: the service asked about was never quoted, so it
 * counts none (the labelling rules: "a quote promised and never sent does
 * not").
 *
 * @param tokens The text's tokens.
 * @param view The sentence's view.
 * @returns Whether the sentence's services count none.
 */
export function quoteNeverCame(
  tokens: readonly Token[],
  view: readonly number[],
): boolean {
  const words = view.map((index) => tokens[index].norm).join(" ");
  if (!words.includes("never") && !words.includes("still waiting")) {
    return false;
  }
  return NO_QUOTE.some((pattern) => pattern.test(words)) &&
    !hasWork(tokens, view);
}
