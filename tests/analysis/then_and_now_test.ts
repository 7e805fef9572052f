/** lib/analysis/then_and_now.ts: habits of the past set against the present. */
import assert from "node:assert/strict";
import { createAnalyzer } from "../../lib/analysis/mod.ts";
import { sentenceView } from "../../lib/analysis/sentence_view.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import { pastPositions } from "../../lib/analysis/then_and_now.ts";
import { ELECTRICIAN } from "../helpers/analysis.ts";

/** The words of a text that speak of the past, sentence by sentence. */
function pastWords(text: string): string[] {
  const tokenized = tokenize(text);
  const views = tokenized.sentences.map((sentence) => {
    const sv = sentenceView(tokenized, sentence);
    if (sv === null) throw new Error("no words");
    return sv;
  });
  return pastPositions(views).map((mask, s) =>
    views[s].view
      .filter((_, p) => mask[p] === 1)
      .map((index) => tokenized.tokens[index].text)
      .join(" ")
  );
}

Deno.test("pastPositions: a habit of the business, to the end of its clause", () => {
  assert.deepEqual(
    pastWords(
      "The office used to be so friendly, now you get someone who sounds annoyed.",
    ),
    ["used to be so friendly"],
  );
  assert.deepEqual(
    pastWords("They used to be the cheap option. Not anymore."),
    ["used to be the cheap option", ""],
  );
  assert.deepEqual(
    pastWords("Used to get a reminder call, this year nothing."),
    ["Used to get a reminder call"],
  );
  assert.deepEqual(
    pastWords("He used to work for a big company, so he knows his stuff."),
    ["used to work for a big company"],
  );
});

Deno.test("pastPositions: not the reviewer's habits, another party's, a purpose or being accustomed", () => {
  for (
    const text of [
      "We used to use another company that never called back.",
      "I used to dread calling electricians, but these guys were great.",
      "Our old electrician used to be very professional.",
      "The materials they used to repair the wall were cheap.",
      "I'm used to plumbers being late, but he was on time.",
      "The camera used to find the break was neat.",
    ]
  ) {
    assert.deepEqual(pastWords(text), [""], text);
  }
});

Deno.test("pastPositions: not what the review says still holds", () => {
  assert.deepEqual(pastWords("They used to be great and they still are."), [
    "",
  ]);
  assert.deepEqual(pastWords("They used to be punctual. They still are."), [
    "",
    "",
  ]);
});

Deno.test("the rules read an opinion of a past habit as negated, a fact as a fact", () => {
  const analyzer = createAnalyzer(ELECTRICIAN, { model: null });
  const aspects = (text: string) =>
    analyzer.analyze({ title: null, text }).aspects.map((
      mention,
    ) => [mention.aspect, mention.sentiment]);
  assert.deepEqual(
    aspects("They used to be the reasonably priced option. Not anymore."),
    [["price", "negative"]],
  );
  assert.deepEqual(aspects("They were reasonably priced."), [[
    "price",
    "positive",
  ]]);
  assert.deepEqual(
    aspects("They used to never call back, now they always do."),
    [
      ["communication", "positive"],
    ],
  );
  // "Call" is a fact cue here: the past habit adds no verdict.
  assert.deepEqual(aspects("They used to call on Mondays."), []);
});
