import assert from "node:assert/strict";
import { sentenceStatements } from "../../lib/analysis/statements.ts";
import { statementSigns, viewOf } from "../helpers/analysis.ts";

Deno.test("one statement per aspect, with the sign of its opinion", () => {
  assert.deepEqual(statementSigns("Great price but the tech was rude."), [
    "price:1",
    "professionalism:-1",
  ]);
  assert.deepEqual(statementSigns("He showed up on time."), ["punctuality:1"]);
});

Deno.test("a hedge or a lukewarm verdict leaves a mild opinion neutral", () => {
  assert.deepEqual(statementSigns("The install looks fine, I guess."), [
    "quality:0",
  ]);
  assert.deepEqual(statementSigns("The work was fine, nothing special."), [
    "quality:0",
  ]);
});

Deno.test("the contrast wins for the same aspect", () => {
  assert.deepEqual(statementSigns("Not cheap, but worth every penny."), [
    "price:1",
  ]);
});

Deno.test("compared amounts and arrival times decide", () => {
  // The bill against the quote is honesty (docs/aspects.md), and the
  // amounts alone judge no price.
  assert.deepEqual(statementSigns("Quoted $380, invoiced $610."), [
    "honesty:-1",
  ]);
  assert.deepEqual(statementSigns("quoted 650, paid 650"), ["honesty:1"]);
  assert.deepEqual(
    statementSigns("They said between 8 and 12, and he showed up at 2."),
    ["punctuality:-1"],
  );
  assert.deepEqual(statementSigns("Lovely, $220 for fifteen minutes."), [
    "price:-1",
  ]);
});

Deno.test("statements from compared amounts or times say so", () => {
  const compared = (text: string) =>
    sentenceStatements(viewOf(text), new Set()).map((statement) =>
      statement.compared === true
    );
  assert.deepEqual(compared("Quoted $380, invoiced $610."), [true]);
  assert.deepEqual(compared("Showed up at 11 for an 8 o'clock start."), [true]);
  assert.deepEqual(
    compared("I was quoted $4,500 elsewhere and they did it for $2,800."),
    [true],
  );
  assert.deepEqual(compared("Great price."), [false]);
});

Deno.test("blocked positions hold no cue", () => {
  const sv = viewOf("Polite tech.");
  const all = new Set(sv.view.map((_, position) => position));
  assert.deepEqual(sentenceStatements(sv, all), []);
});

Deno.test("evidence spans stay inside the sentence", () => {
  const sv = viewOf("The price was high, but the tech was polite.");
  for (const statement of sentenceStatements(sv, new Set())) {
    assert.ok(0 <= statement.from && statement.from <= statement.to);
    assert.ok(statement.to < sv.view.length);
    assert.ok(statement.from <= statement.order);
  }
});

Deno.test("a complaint taken back after 'but' is neutral; a strong one stands", () => {
  // docs/aspects.md, rule 7: "a bit pricey, but I get it".
  assert.deepEqual(statementSigns("A bit pricey, but I get it."), ["price:0"]);
  assert.deepEqual(
    statementSigns("The trip fee was annoying, but that one's on me."),
    ["price:0"],
  );
  assert.deepEqual(statementSigns("Way overpriced, but I understand."), [
    "price:-1",
  ]);
});

Deno.test("a score the reviewer gives an aspect by name decides it", () => {
  assert.deepEqual(statementSigns("Timeliness 2/5, cost 4/5").sort(), [
    "price:1",
    "punctuality:-1",
  ]);
  // The name alone reads as praise to the rules; the score outweighs it.
  assert.deepEqual(statementSigns("Workmanship: 2 stars"), ["quality:-1"]);
  assert.deepEqual(statementSigns("Value: 3 out of 5."), ["price:0"]);
  // A sentence with no other cue still rates.
  assert.deepEqual(statementSigns("Timeliness 2/5."), ["punctuality:-1"]);
  // The name's own cue is no verdict beside the score.
  assert.deepEqual(statementSigns("Courtesy: 3/5").sort(), [
    "professionalism:0",
  ]);
  assert.deepEqual(
    statementSigns("Courtesy 3/5, the work itself 5/5.").sort(),
    [
      "professionalism:0",
      "quality:1",
    ],
  );
});

Deno.test("what was done instead of an upsell is not the upsell", () => {
  for (
    const text of [
      "He sized it off our data instead of upselling us.",
      "Rather than upselling us, he fixed the part.",
    ]
  ) {
    assert.deepEqual(statementSigns(text), ["honesty:1"], text);
  }
});

Deno.test("excuse words outside a contrast take nothing back", () => {
  assert.deepEqual(
    statementSigns("Lovely guy, he kept an eye on me the whole time."),
    ["professionalism:1"],
  );
  assert.deepEqual(
    statementSigns("He was polite, I understand why people love them."),
    ["professionalism:1"],
  );
});

Deno.test("a complaint waved off is neutral; a strong one and what follows stand", () => {
  assert.deepEqual(
    statementSigns(
      "Travis was forty-five minutes late, but he phoned ahead, so no harm done.",
    ),
    ["punctuality:0", "communication:1"],
  );
  assert.deepEqual(
    statementSigns("She was a bit late but honestly I didn't care."),
    ["punctuality:0"],
  );
  assert.deepEqual(
    statementSigns("No worries at all, but the bill was a bit steep."),
    ["price:-1"],
  );
});

Deno.test("a job's time against what was said, in words", () => {
  assert.deepEqual(
    statementSigns("The wiring took two days more than they told us."),
    ["scheduling:-1"],
  );
  assert.deepEqual(
    statementSigns("The rewire ran three weeks past their finish date."),
    ["scheduling:-1"],
  );
  assert.deepEqual(statementSigns("They finished a day early."), [
    "scheduling:1",
  ]);
  assert.deepEqual(
    statementSigns(
      "Grant rewired the upstairs in three days like he said he would.",
    ),
    ["scheduling:1"],
  );
  // Coming by as said is no job's length.
  assert.deepEqual(statementSigns("He came by like he said."), []);
});

Deno.test("lower bills after the work are its quality; a machine on the phone is no answer", () => {
  assert.deepEqual(
    statementSigns(
      "The summer electric bill on the empty house dropped by a third.",
    ),
    ["quality:1"],
  );
  assert.deepEqual(
    statementSigns("Tried calling three times and kept getting a machine."),
    ["communication:-1"],
  );
});

Deno.test("new equipment that runs loud is its quality; a negator in a cue's gap negates it", () => {
  assert.deepEqual(
    statementSigns("The new unit they put in is so loud I hear it upstairs."),
    ["quality:-1"],
  );
  assert.deepEqual(statementSigns("The new unit is not loud at all."), [
    "quality:1",
  ]);
  // The old unit's noise is why they called.
  assert.deepEqual(
    statementSigns("The old furnace was so loud we called them."),
    [],
  );
  assert.deepEqual(
    statementSigns("The new water heater is installed really clean."),
    ["quality:1"],
  );
});

Deno.test("coming out on a named holiday is scheduling", () => {
  assert.deepEqual(
    statementSigns("They came out to the RV park on Labor Day weekend."),
    ["scheduling:1"],
  );
});

Deno.test("waiting for a visit, coming back soon and promises of time in everyday words", () => {
  assert.deepEqual(statementSigns("When Chuy finally came he was quick."), [
    "scheduling:-1",
  ]);
  assert.deepEqual(statementSigns("He finally showed up at noon."), [
    "punctuality:-1",
  ]);
  assert.deepEqual(statementSigns("Two weeks turned into six."), [
    "scheduling:-1",
  ]);
  assert.deepEqual(statementSigns("He was back the next day to swap it."), [
    "scheduling:1",
  ]);
  assert.deepEqual(
    statementSigns("The heat pump went in in the two days they said."),
    ["scheduling:1"],
  );
  assert.deepEqual(
    statementSigns("The unit came in two days earlier than they said."),
    ["scheduling:1"],
  );
  assert.deepEqual(
    statementSigns("Grant came out in the middle of a snowstorm."),
    ["scheduling:1"],
  );
});
