import assert from "node:assert/strict";
import {
  elidedNegations,
  isForeignNi,
  isNegated,
  negatorPositions,
} from "../../lib/analysis/negation.ts";
import { lexicon } from "../../lib/analysis/cues.ts";
import { buildClauses } from "../../lib/analysis/sentence_view.ts";
import { selectMatches } from "../../lib/analysis/text_patterns.ts";
import { findAllMatches } from "../../lib/analysis/pattern_matching.ts";
import { statementSigns, viewOf } from "../helpers/analysis.ts";

/** The words a sentence's negators are. */
function negators(text: string): string[] {
  const sv = viewOf(text);
  const marks = negatorPositions(sv.tokens, sv.view, new Set());
  return sv.view.filter((_, p) => marks[p]).map((i) => sv.tokens[i].norm);
}

/** Whether the cue whose first word is `word` is negated. */
function negatedCue(text: string, word: string): boolean {
  const sv = viewOf(text);
  const matches = selectMatches(
    findAllMatches(lexicon(), sv.tokens, { view: sv.view }),
    new Set(),
  );
  const match = matches.find((m) =>
    sv.tokens[sv.view[m.literals[0]]].norm === word
  );
  assert.ok(match, `no cue at ${word}`);
  const marks = negatorPositions(sv.tokens, sv.view, new Set());
  const clause = buildClauses(sv).find((c) =>
    c.start <= match.literals[0] && match.literals[0] < c.end
  )!;
  return isNegated(sv, clause, marks, match, new Map());
}

Deno.test("negators: single words and verbs that negate", () => {
  assert.deepEqual(negators("He did not call back."), ["not"]);
  assert.deepEqual(negators("They failed to call."), ["failed"]);
  assert.deepEqual(negators("There was a lack of communication."), ["lack"]);
});

Deno.test("Tagalog's 'hindi' negates; the language's name does not", () => {
  assert.deepEqual(negators("hindi sila dumating on time"), ["hindi"]);
  assert.deepEqual(negators("Hindi gumana yung aircon."), ["hindi"]);
  assert.deepEqual(negators("He spoke hindi with my mother, so kind."), []);
  assert.deepEqual(negators("The tech and my dad chatted in Hindi."), []);
});

Deno.test("'never had anyone so ...' is praise, not a negation", () => {
  assert.deepEqual(
    negators("I've never had a plumber explain things so clearly."),
    [],
  );
  assert.deepEqual(negators("He never showed up."), ["never"]);
});

Deno.test("a cue in a negator's scope is negated; across 'and' it is not", () => {
  assert.equal(negatedCue("The tech was not polite.", "polite"), true);
  assert.equal(negatedCue("The tech was polite.", "polite"), false);
  assert.equal(negatedCue("It was not cheap and polite.", "polite"), false);
});

Deno.test("Spanish 'y' and French 'et', 'puis' end a negation's scope as 'and' does", () => {
  assert.equal(
    negatedCue("No era caro y muy amable el señor.", "amable"),
    false,
  );
  assert.equal(negatedCue("No era caro, muy amable.", "caro"), true);
  assert.equal(negatedCue("Pas cher et très poli.", "poli"), false);
  assert.equal(negatedCue("Pas cher pis très poli.", "poli"), false);
});

Deno.test("a verb standing in for the opinion after a contrast denies it", () => {
  const at = (text: string) =>
    elidedNegations(viewOf(text)).map((p) => viewOf(text).view[p]);
  assert.equal(at("Sunny wore booties, but Jean-Marc did not.").length, 1);
  assert.equal(at("Expensive, I thought, but it was not.").length, 1);
  // Not without a contrast: "which most are not" denies nothing said.
  assert.deepEqual(at("He was on time, which most are not."), []);
  assert.deepEqual(at("It was not cheap."), []);
});

Deno.test("an elided negation ends its segment", () => {
  const sv = viewOf("The office was lovely, the tech not so much.");
  const positions = elidedNegations(sv);
  assert.equal(positions.length, 1);
  assert.equal(sv.tokens[sv.view[positions[0]]].norm, "not");
  assert.deepEqual(elidedNegations(viewOf("He was not rude.")), []);
});

Deno.test("Tagalog's 'ni' before a name negates nothing; Spanish 'ni' does", () => {
  const at = (text: string) => {
    const sv = viewOf(text);
    const p = sv.view.findIndex((index) => sv.tokens[index].norm === "ni");
    return isForeignNi(sv.tokens, sv.view, p);
  };
  assert.equal(at("Sinabihan kami ni Vinny na may extra fee."), true);
  assert.equal(at("Ni llamó ni nada."), false);
});

Deno.test("a tally of nothing denies what it names", () => {
  assert.deepEqual(
    statementSigns("Minutes late: 0, boots on carpet: 0, upsells: 2."),
    ["punctuality:1", "cleanliness:1", "honesty:-1"],
  );
  assert.deepEqual(statementSigns("Calls from them explaining why: 0."), [
    "communication:-1",
  ]);
  assert.deepEqual(statementSigns("Mess left behind: none."), [
    "cleanliness:1",
  ]);
  // A count that is not nothing, or a zero that closes no tally, denies nothing.
  assert.deepEqual(statementSigns("Upsells: 2."), ["honesty:-1"]);
});
