/**
 * What takes the edge off an opinion: a hedge ("fine, I guess"), a fixed
 * lukewarm verdict ("nothing special", "understandable") and, after "but",
 * an excuse that takes a complaint back ("steep, but I get it";
 * docs/aspects.md, rule 7) and a complaint waved off ("late, but he
 * texted, so no harm done").
 *
 * @module
 */
import type { Cue, CueHit } from "./cues.ts";
import type { Match } from "./text_patterns.ts";
import { type Clause, phraseAt, type SentenceView } from "./sentence_view.ts";
import { LANGUAGE_WAVE_OFFS } from "./lexicon_languages.ts";
import { phraseWords, withoutAccents } from "./lexicon_spellings.ts";

/**
 * Words of an excuse that takes a complaint back when they follow "but"
 * ("steep, but I get it", "the trip fee stung, but that one's on me",
 * "but I'll live with it"). Only there: elsewhere "I understand" or "on
 * me" ("kept an eye on me") excuse nothing.
 */
const EXCUSES: readonly (readonly string[])[] = [
  ["i", "get", "it"],
  ["i", "get", "that"],
  ["i", "understand"],
  ["on", "me"],
  ["my", "fault"],
  ["my", "own", "fault"],
  ["my", "bad"],
  ["live", "with"],
];

/** Whether a clause holds the words of an excuse. */
export function isExcuse(sv: SentenceView, clause: Clause): boolean {
  return phraseAt(sv, EXCUSES, { from: clause.start, to: clause.end }) >= 0;
}

/**
 * Words after "but" that put the complaint before them on another party
 * ("the ramp is steep, but that's on the builder, not them"; "the adjuster
 * was rude, but none of that is on Northwind"; "the vet bill was brutal,
 * but that's a different review"): it says nothing of the business.
 */
const DISOWNED: readonly (readonly string[])[] = [
  ["none", "of", "that", "is", "on"],
  ["none", "of", "that", "'s", "on"],
  ["none", "of", "it", "is", "on"],
  // ", not them" closes the naming of another party ("but that was the
  // compressor, not them"); "the delays weren't them" names none.
  [",", "not", "them"],
  [",", "not", "the", "plumber"],
  [",", "not", "the", "electrician"],
  [",", "not", "the", "tech"],
  ["not", "on", "them"],
  ["not", "on", "him"],
  ["not", "on", "her"],
  ["that", "is", "on", "the"],
  ["that", "'s", "on", "the"],
  // "Money down the drain on a plumber who never showed up - that was
  // the other company."
  ["that", "was", "the", "other", "company"],
  ["that", "was", "another", "company"],
  ["different", "review"],
  ["separate", "review"],
  ["another", "review"],
];

/**
 * Whether a sentence puts a complaint on another party anywhere in it
 * ("Steep, but that is on the city for the permit fees"): the model's
 * verdicts the rules do not share are dropped from it.
 */
export function disownsSome(sv: SentenceView): boolean {
  return phraseAt(sv, PUT_ELSEWHERE, { from: 1, to: sv.view.length }) >= 0;
}

/**
 * Words that name the other party a complaint is put on ("that is on the
 * city", "that was the other company"); not ", not them", which may
 * follow praise of someone else.
 */
const PUT_ELSEWHERE: readonly (readonly string[])[] = [
  ["that", "is", "on", "the"],
  ["that", "'s", "on", "the"],
  ["that", "was", "the", "other", "company"],
  ["that", "was", "another", "company"],
];

/** Whether a clause puts what came before it on another party. */
export function isDisowned(sv: SentenceView, clause: Clause): boolean {
  return phraseAt(sv, DISOWNED, { from: clause.start, to: clause.end }) >= 0;
}

/**
 * Spanish words that wave a complaint off ("ni modo": "oh well"). As an
 * answer, alone or after "sí, pero", they grant the complaint and take it
 * back, which the labelled sets make neutral ("¿Caro? Sí, pero ni modo,
 * era emergencia."; docs/aspects.md, rule 7). Each is written once with
 * its accents; the form typed without them is added.
 */
export const SPANISH_WAVE_OFFS: readonly (readonly string[])[] = phraseWords(
  [
    "ni modo",
    "ya ni modo",
    "ni hablar",
    "no pasa nada",
    "qué le vamos a hacer",
    "qué se le va a hacer",
    // "así que no me quejo", "nada grave"; Rioplatense "pero bueno," (oh
    // well), only before its comma: "caro pero bueno" is "dear but good".
    "no me quejo",
    "nada grave",
    "pero bueno ,",
    // Caribbean "no hay lío" (no problem).
    "no hay lío",
    "no hubo lío",
    // "Sin drama" (no fuss, Rioplatense and Paraguayan).
    "sin drama",
    "no hay drama",
  ].flatMap((phrase) => [phrase, withoutAccents(phrase)]),
);

/**
 * Words that wave off what the sentence said before them ("forty minutes
 * late, but he phoned ahead, so no harm done"; "who cares"): the labelled
 * sets make such a complaint neutral, wherever in the sentence it stands.
 */
const WAVE_OFFS: readonly (readonly string[])[] = [
  ["no", "harm", "done"],
  ["no", "biggie"],
  ["no", "big", "deal"],
  ["not", "a", "big", "deal"],
  ["no", "dramas"],
  ["no", "drama"],
  ["no", "worries"],
  ["who", "cares"],
  ["did", "not", "care"],
  ["did", "not", "mind"],
  ["no", "skin", "off", "my", "nose"],
  ["nobody", "'s", "fault"],
  ["no", "one", "'s", "fault"],
  ["can", "not", "complain"],
  ["can", "not", "really", "complain"],
  ["will", "not", "complain"],
  ["which", "i", "understand"],
  ["so", "i", "get", "it"],
  ["i", "will", "pay", "it"],
  ["not", "complaining"],
  // "Steep for 40 minutes, but it is what it is"; "which I'm not going
  // to make a fuss about".
  ["it", "is", "what", "it", "is"],
  ["which", "is", "what", "it", "is"],
  // "Cost an arm and a leg, but with the basement filling up, what're ya
  // gonna do."
  ...["you", "ya"].flatMap((you) => [
    ["what", "are", you, "gonna", "do"],
    ["what", "are", you, "going", "to", "do"],
    ["what", "can", you, "do"],
  ]),
  ["not", "going", "to", "make", "a", "fuss"],
  ["will", "not", "make", "a", "fuss"],
  ...["could", "can"].flatMap((verb) =>
    ["upset", "mad", "angry"].map((word) => [verb, "not", "stay", word])
  ),
  // "Late, but he called ahead, so 🤷".
  ["so", "🤷"],
  ["so", "🤷‍♀️"],
  ["so", "🤷‍♂️"],
  ["no", "complaints", "from", "me"],
  // "He rang ahead, so no bother"; "running behind, which is all I ask".
  ["no", "bother"],
  ["which", "is", "all", "i", "ask"],
  // "Late, but he called and said sorry, so she said it's ok"; "so all
  // good"; "but the job was good, so she doesn't care" (not "I don't
  // care how hot it is", which insists).
  ...["ok", "okay", "fine"].flatMap((word) => [
    ["so", "it", "is", word],
    ["so", "its", word],
    ["said", "it", "is", word],
    ["said", "its", word],
  ]),
  ["so", "all", "good"],
  // "...but the crew hit an old footing nobody could have known about, so
  // fair enough."
  ["so", "fair", "enough"],
  // "Late both mornings but texted each time, so whatever."
  ["so", "whatever"],
  // South Asian English: "the quote was bit high, but what to do"; "it
  // took three, but it's an old house, what to do." (not "knew what to
  // do", which tells what someone knew).
  ["but", "what", "to", "do"],
  [",", "what", "to", "do", "."],
  // "...but he was alone, so I don't mind."
  ...[["i", "do"], ["we", "do"], ["she", "does"], ["he", "does"]].flatMap((
    subject,
  ) => [["so", ...subject, "not", "care"], ["so", ...subject, "not", "mind"]]),
  // "He told me right away and they paid for it, so no hard feelings";
  // "it wobbles a little, but it's not worth making a fuss over".
  ["no", "hard", "feelings"],
  ["not", "worth", "making", "a", "fuss"],
  ["not", "gonna", "complain"],
  ["not", "going", "to", "complain"],
  // "Running 30 minutes behind. … I can live with that."
  ["can", "live", "with", "that"],
  ["can", "live", "with", "it"],
  // French and Spanish: "donc pas de souci", "pero bueno, no pasa nada".
  ["pas", "de", "souci"],
  ["pas", "grave"],
  ["pas", "de", "problème"],
  ["pas", "de", "probleme"],
  ...SPANISH_WAVE_OFFS,
  // Tagalog, Hindi and Italian: "so okay lang", "koi baat nahi", "so va bene".
  ...LANGUAGE_WAVE_OFFS,
];

/** Excuses that, as a sentence of their own, take back the one before. */
const SENTENCE_EXCUSES: readonly (readonly string[])[] = [
  ["i", "get", "it"],
  ["i", "get", "that"],
  ["i", "understand"],
  ["my", "fault"],
  ["my", "own", "fault"],
  ["my", "bad"],
  ["fair", "enough"],
];

/**
 * Excuses that take back the sentence before only when nothing follows
 * with "but" ("Moved it to Wednesday. Not the end of the world."; not
 * "Not the end of the world but come on.").
 */
const PLAIN_EXCUSES: readonly (readonly string[])[] = [
  ["not", "the", "end", "of", "the", "world"],
];

/** Whether a sentence holds "but". */
function hasBut(sv: SentenceView): boolean {
  return sv.view.some((i) => sv.tokens[i].norm === "but");
}

/**
 * The view position where the sentence waves off what came before it, or
 * -1 when it does not; a sentence that opens with the words ("No worries
 * booking online") has nothing before them to wave off.
 */
export function waveOffAt(sv: SentenceView): number {
  return phraseAt(sv, WAVE_OFFS, { from: 1, to: sv.view.length });
}

/**
 * Verdicts that, as a sentence of their own, call what came before
 * tolerable ("40 minutes late, but he texted. Acceptable."): on their own
 * only, as "the work was acceptable" judges the work.
 */
const SOLE_VERDICTS = new Set(["acceptable", "tolerable", "forgivable"]);

/**
 * Whether a sentence waves off or excuses what the one before it said
 * ("Pricey. Crawlspace work is miserable, so I get it."; "Fair enough.";
 * "Acceptable.").
 */
export function excusesBefore(sv: SentenceView): boolean {
  const all = { from: 0, to: sv.view.length };
  const words = sv.view.filter((i) => !sv.tokens[i].punct);
  return phraseAt(sv, WAVE_OFFS, all) >= 0 ||
    phraseAt(sv, SENTENCE_EXCUSES, all) >= 0 ||
    (phraseAt(sv, PLAIN_EXCUSES, all) >= 0 && !hasBut(sv)) ||
    // "Acceptable?" asks; it takes nothing back.
    (words.length === 1 && SOLE_VERDICTS.has(sv.tokens[words[0]].norm) &&
      !sv.view.some((i) => sv.tokens[i].text.includes("?")));
}

/**
 * Whether a sentence excuses the one before it in so many words and
 * leaves it there ("I get it, busy season."; "Fair enough."), not "I
 * understand they were busy, but ...", which keeps the complaint.
 */
export function excusesPlainly(sv: SentenceView): boolean {
  const all = { from: 0, to: sv.view.length };
  // "Fine, no big deal.": a wave-off standing alone leaves it there too.
  return (phraseAt(sv, SENTENCE_EXCUSES, all) >= 0 ||
    phraseAt(sv, PLAIN_EXCUSES, all) >= 0 ||
    phraseAt(sv, WAVE_OFFS, all) >= 0) && !hasBut(sv);
}

/**
 * Whether a sentence is a lukewarm verdict alone ("Not the end of the
 * world."; "Par for the course."), which shrugs off the
 * sentence before it; not "Not the end of the world, but come on.".
 *
 * @param cues The lexicon cues matched in the sentence.
 */
export function shrugsOff(
  sv: SentenceView,
  cues: readonly Match<Cue>[],
): boolean {
  // Every word is the verdict's: "Merry Christmas to them, I guess." and
  // "Ni modo, maje." say more than a shrug; a lone word ("Non.") may
  // answer a question.
  const covered = new Set(cues.flatMap((match) => match.literals));
  const words = sv.view.flatMap((i, p) => sv.tokens[i].punct ? [] : [p]);
  return cues.length > 0 && words.length > 1 &&
    words.every((p) => covered.has(p)) &&
    cues.every((match) => isLukewarmVerdict({ cue: match.pattern.data })) &&
    !sv.view.some((i) => sv.tokens[i].text.includes("?"));
}

/**
 * Whether a sentence opens with a plain excuse ("I understand summer is
 * busy for them."), which excuses the sentence before it whole; "like it
 * was my fault" inside a sentence excuses nothing.
 */
export function excusesOpenly(sv: SentenceView): boolean {
  return excusesPlainly(sv) &&
    phraseAt(sv, SENTENCE_EXCUSES, { from: 0, to: sv.view.length }) === 0;
}

/** Hedges that take the edge off a mild opinion ("fine, I guess"). */
const HEDGES: readonly (readonly string[])[] = [
  ["i", "guess"],
  ["i", "suppose"],
  // Spanish "quedó bien, supongo".
  ["supongo"],
];

/** Whether a clause holds a hedge. */
export function isHedged(sv: SentenceView, clause: Clause): boolean {
  return phraseAt(sv, HEDGES, { from: clause.start, to: clause.end }) >= 0;
}

/** A fixed lukewarm phrase ("nothing special", "understandable"). */
export function isLukewarmVerdict(hit: Pick<CueHit, "cue">): boolean {
  return hit.cue.kind === "general" && hit.cue.pol === 0 && hit.cue.fixed;
}
