import assert from "node:assert/strict";
import {
  buildClauses,
  sentenceView,
} from "../../lib/analysis/sentence_view.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import { viewOf } from "../helpers/analysis.ts";

/** The words of each segment of a sentence that has words. */
function segmentWords(text: string): string[] {
  const sv = viewOf(text);
  return sv.segmentBounds.map(([from, to]) =>
    sv.view.slice(from, to + 1).map((i) => sv.tokens[i].norm)
      .filter((word) => !/^\p{P}+$/u.test(word)).join(" ")
  ).filter((words) => words !== "");
}

Deno.test("a contrast word starts a clause marked as contrast", () => {
  const sv = viewOf("The price was high, but the tech was polite.");
  const clauses = buildClauses(sv);
  assert.equal(clauses.length, 2);
  assert.equal(clauses[0].contrast, false);
  assert.equal(clauses[1].contrast, true);
  assert.equal(sv.tokens[sv.view[clauses[1].start]].norm, "but");
  assert.equal(clauses[1].end, sv.view.length);
});

Deno.test("a short label's colon opens its verdict, not a clause", () => {
  assert.equal(buildClauses(viewOf("Timekeeping: spot on.")).length, 1);
  assert.equal(
    buildClauses(viewOf("The bad: invoice came through $380 over.")).length,
    2,
  );
  assert.equal(
    buildClauses(
      viewOf("Bathroom reno: the crew were careful and quick about it."),
    ).length,
    2,
  );
});

Deno.test("a leading concession ends at its comma", () => {
  const sv = viewOf("Although pricey, the work was excellent.");
  const clauses = buildClauses(sv);
  assert.equal(clauses.length, 2);
  assert.equal(sv.tokens[sv.view[clauses[1].start]].norm, "the");
  assert.equal(clauses[1].contrast, true);
});

Deno.test("segments split at commas, not inside a pair of adjectives", () => {
  assert.deepEqual(segmentWords("Great price, polite tech."), [
    "great price",
    "polite tech",
  ]);
  assert.deepEqual(segmentWords("The pricing was fair and honest."), [
    "the pricing was fair and honest",
  ]);
  assert.deepEqual(segmentWords("The tech was late and the bill was high."), [
    "the tech was late",
    "and the bill was high",
  ]);
});

Deno.test("a hedging aside and its commas or brackets are left out of the view", () => {
  const words = (text: string) => {
    const sv = viewOf(text);
    return sv.view.map((i) => sv.tokens[i].text).join(" ");
  };
  assert.equal(
    words("The tune-up was, I would say, perfectly adequate."),
    "The tune up was perfectly adequate .",
  );
  assert.equal(words("He was (in my view) late."), "He was late .");
  assert.equal(words("It was fine, I think."), "It was fine .");
  assert.equal(words("It was fine, I think"), "It was fine");
  // Not a lukewarm "I suppose", nor an aside that is not set off.
  assert.equal(
    words("Polite enough, I suppose."),
    "Polite enough , I suppose .",
  );
  assert.equal(words("I think he was late."), "I think he was late .");
});

Deno.test("a view is built per sentence, with its sentiment", () => {
  const text = tokenize("Terrible service. Wonderful tech!");
  const views = text.sentences.map((sentence) => sentenceView(text, sentence));
  assert.equal(views.length, 2);
  assert.ok(views[0]!.sentiment < 0);
  assert.ok(views[1]!.sentiment > 0);
  assert.equal(views[1]!.tokens[views[1]!.view[0]].norm, "wonderful");
});
