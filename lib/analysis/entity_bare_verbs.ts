/**
 * Names that are also English words, read in English without tense or
 * articles. "Grant late.", "Frank fix toilet", "Will come, face me" are
 * a person in a review whose writer says "me" as a subject ("Me Deaf",
 * "so me know", "me can't hear"), the English of ASL and of many
 * learners, where no verb takes a tense; in standard English the same
 * words are a verb ("Will come again", "Grant me patience"). And "Sunny
 * for pot lights come", "Bo maintenance plan 3 time push" put the bare
 * verb last, as learners whose language puts it there do: a clause that
 * opens with the name and closes on a bare verb is the name's.
 *
 * @module
 */
import type { Token } from "./text_nlp.ts";

/** Words before a subject "me": a clause opens there ("so me know"). */
const CLAUSE_OPENERS = new Set(
  "so and but then because when if now".split(" "),
);

/** Parts of speech that a subject "me" comes before ("me write", "me happy"). */
const PREDICATES = new Set(["VERB", "AUX", "ADJ"]);

/**
 * Whether a text says "me" as a subject: "Me write big", "so me know",
 * "me can't hear" (not "call me", "me too", "me, I").
 *
 * @param tokens The text's tokens.
 * @returns Whether "me" opens a clause before a verb or an adjective.
 */
export function saysMeAsSubject(tokens: readonly Token[]): boolean {
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i].norm !== "me") continue;
    const previous = i > 0 ? tokens[i - 1] : null;
    const opens = previous === null || previous.punct ||
      CLAUSE_OPENERS.has(previous.norm);
    if (!opens) continue;
    const next = tokens[i + 1];
    if (next.punct || next.norm === "too" || next.norm === "either") continue;
    if (PREDICATES.has(next.pos) || next.norm === "deaf") return true;
  }
  return false;
}

/** Object pronouns that may close a clause after its bare verb. */
const OBJECTS = new Set(["us", "me", "him", "her", "them", "it"]);

/**
 * Whether the clause after a name closes on a bare verb, two words or
 * more after it: "Sunny for pot lights come", "Bill price for rewire tell
 * us". A verb with a tense ("Bill came in under the quote"), a pronoun
 * subject or a word after the verb ("Grant access to the attic") makes
 * it no such clause.
 *
 * @param words The sentence's tokens from the word after the name.
 * @returns Whether the clause ends on a bare verb (and its object).
 */
export function closesOnBareVerb(words: readonly Token[]): boolean {
  let end = words.findIndex((token) => token.punct);
  if (end < 0) end = words.length;
  let last = end - 1;
  if (last >= 0 && OBJECTS.has(words[last].norm)) last--;
  if (last < 2) return false;
  const verb = words[last];
  // "Sunny Saturday long run": a capital after the name is a name of its
  // own; "Joy to deal with from start to finish": an infinitive.
  if (words[0].cap || words[last - 1].norm === "to") return false;
  return verb.pos === "VERB" && !verb.cap && verb.norm === verb.lemma &&
    !words.slice(0, last).some((token) =>
      token.pos === "AUX" || token.pos === "PRON" ||
      (token.pos === "VERB" && token.norm !== token.lemma)
    );
}

/** Days of the week, which no surname is ("Richie Saturday morning came"). */
export const DAY_NAMES: ReadonlySet<string> = new Set(
  "monday tuesday wednesday thursday friday saturday sunday".split(" "),
);

/**
 * Whether a capitalised name that is also an English word is a person in
 * English without tense: "Grant late.", "Frank fix toilet" where the
 * review says "me can't hear" (`tenseless`), or a clause closing on a bare
 * verb ("Sunny for pot lights come"; never "Will", the modal).
 *
 * @param context The name's first token, the token after it, whether the
 *   review says "me" as a subject, and the sentence's tokens after the name.
 * @returns Whether the name reads as a person.
 */
export function readsAsTenselessPerson(context: {
  firstToken: Token;
  after: Token | null;
  tenseless: boolean;
  rest: readonly Token[];
}): boolean {
  const { firstToken, after } = context;
  if (!firstToken.cap || after === null || after.punct) return false;
  if (
    context.tenseless &&
    (after.pos === "ADJ" ||
      (after.pos === "VERB" && after.norm === after.lemma))
  ) return true;
  return firstToken.norm !== "will" && closesOnBareVerb(context.rest);
}
