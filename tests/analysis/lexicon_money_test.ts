import { HONESTY_CUES, PRICE_CUES } from "../../lib/analysis/lexicon_money.ts";
import assert from "node:assert/strict";
import { assertCueTable, statementSigns } from "../helpers/analysis.ts";

Deno.test("price cues are well formed and hold the core terms", () => {
  assertCueTable(PRICE_CUES, {
    aspect: "price",
    holds: ["overprice|overpriced", "quote|estimate"],
  });
});

Deno.test("honesty cues are well formed and hold the core terms", () => {
  assertCueTable(HONESTY_CUES, { aspect: "honesty", holds: ["upsell"] });
});

Deno.test("a fee told before the work is honesty; one nobody told is not", () => {
  assert.deepEqual(
    statementSigns("They did tell me about the minimum when I booked.").sort(),
    ["communication:1", "honesty:1"],
  );
  assert.deepEqual(
    statementSigns("Nobody told me about the trip fee beforehand.").sort(),
    ["communication:-1", "honesty:-1"],
  );
});

Deno.test("a price haggled down is a discount received", () => {
  for (
    const text of [
      "He knocked off $120 without even blinking.",
      "They came down $300.",
      "They'd taken 10% off anyway.",
      "She split the difference with me.",
    ]
  ) {
    assert.deepEqual(statementSigns(text), ["price:1"], text);
  }
  assert.deepEqual(statementSigns("We came down the stairs."), []);
});

Deno.test("filing the manufacturer's claim is honesty; refusing to is not", () => {
  assert.deepEqual(
    statementSigns("Sunbelt refused to even submit the claim."),
    ["honesty:-1"],
  );
  assert.deepEqual(
    statementSigns("They filed the warranty claim with American Standard."),
    ["honesty:1"],
  );
});

Deno.test("second-language English: a just price, a salty bill", () => {
  assert.deepEqual(statementSigns("They charged a just price."), ["price:1"]);
  assert.deepEqual(statementSigns("The bill was a little salty."), [
    "price:-1",
  ]);
  assert.deepEqual(statementSigns("It was just the price of the part."), []);
});

Deno.test("selling pushed, or not: trying to sell, without pushing", () => {
  assert.deepEqual(statementSigns("He kept trying to sell me a new furnace."), [
    "honesty:-1",
  ]);
  assert.deepEqual(
    statementSigns("Chuy rebuilt it instead of trying to sell us a heat pump."),
    ["honesty:1"],
  );
  assert.deepEqual(
    statementSigns("She cleared it without once suggesting we replace it."),
    ["honesty:1"],
  );
  // "Honest truth" is a filler.
  assert.deepEqual(statementSigns("Honest truth, we were terrified."), []);
});

Deno.test("a modest charge, the market rate, no view on the price", () => {
  assert.deepEqual(statementSigns("The charge was modest."), ["price:1"]);
  assert.deepEqual(statementSigns("He was modest about his skill."), []);
  assert.deepEqual(statementSigns("The quote was 30% above the market rate."), [
    "price:-1",
  ]);
  assert.deepEqual(statementSigns("I have no view on the price."), []);
  assert.deepEqual(
    statementSigns("The other two quotes I gathered were higher still."),
    ["price:1"],
  );
  assert.deepEqual(statementSigns("Bo declined to sell us a new AC."), [
    "honesty:1",
  ]);
  assert.deepEqual(
    statementSigns("She pressed hard for an entirely new system."),
    ["honesty:-1"],
  );
  assert.deepEqual(
    statementSigns("At no point pressed me toward the most expensive."),
    ["honesty:1"],
  );
  assert.deepEqual(
    statementSigns("The bill was $60 more than he wrote on the quote."),
    ["honesty:-1"],
  );
});

Deno.test("a purchase order is a commercial customer's quote", () => {
  assert.deepEqual(statementSigns("The invoice matched the PO."), [
    "honesty:1",
  ]);
  assert.deepEqual(statementSigns("The bill came in over our PO."), [
    "honesty:-1",
  ]);
});

Deno.test("a bill over the quote with words between is honesty", () => {
  assert.deepEqual(
    statementSigns("Bill came in $240 over the jetting quote."),
    ["honesty:-1"],
  );
  assert.deepEqual(
    statementSigns("The bill came in sixty dollars over what Sam quoted."),
    ["honesty:-1"],
  );
});

Deno.test("an invoice north of the quote is honesty", () => {
  assert.deepEqual(
    statementSigns("Invoice landed $600 north of the approved quote."),
    ["honesty:-1"],
  );
});

Deno.test("a bill above the quote is honesty", () => {
  assert.deepEqual(
    statementSigns(
      "The bill came in two hundred dollars above the written quote.",
    ),
    ["honesty:-1"],
  );
});

Deno.test("on budget is the bill kept to what was agreed", () => {
  assert.deepEqual(statementSigns("The bathroom reno came in on budget."), [
    "honesty:1",
  ]);
});

Deno.test("a scare tactic, one or several, is dishonest", () => {
  assert.deepEqual(statementSigns("Pure scare tactic."), ["honesty:-1"]);
  assert.deepEqual(statementSigns("Nothing but scare tactics."), [
    "honesty:-1",
  ]);
});

Deno.test("'reasonably' is of the price only when priced", () => {
  assert.deepEqual(statementSigns("Reasonably priced for a Sunday."), [
    "price:1",
  ]);
  assert.deepEqual(
    statementSigns("He talked to me like a reasonably intelligent adult."),
    [],
  );
});

Deno.test("idioms of a price too high: too rich for our blood, more than my car is worth", () => {
  assert.deepEqual(statementSigns("Tankless was too rich for our blood."), [
    "price:-1",
  ]);
  assert.deepEqual(
    statementSigns("The rewire quote was more than my car is worth."),
    ["price:-1"],
  );
});

Deno.test("paid twice for one visit, a setup; the rival's asking price", () => {
  assert.deepEqual(statementSigns("Double dipping, plain and simple."), [
    "honesty:-1",
  ]);
  assert.deepEqual(statementSigns("The whole visit smelled like a setup."), [
    "honesty:-1",
  ]);
  assert.deepEqual(
    statementSigns("Two grand over what the other mob wanted."),
    ["price:-1"],
  );
  assert.deepEqual(
    statementSigns("A lot less than what the last crew charged."),
    ["price:1"],
  );
});

Deno.test("Northern English money: brass down the drain, the cheek to charge", () => {
  assert.deepEqual(statementSigns("That's brass down the drain."), [
    "price:-1",
  ]);
  assert.deepEqual(
    statementSigns("He had the cheek to charge us for an hour."),
    ["price:-1"],
  );
  assert.deepEqual(statementSigns("She fitted it for peanuts."), ["price:1"]);
});

Deno.test("paying it again is the price worth it", () => {
  for (
    const text of [
      "I'd pay it again.",
      "We would pay it again.",
    ]
  ) assert.deepEqual(statementSigns(text), ["price:1"], text);
});

Deno.test("a quote above, double or beaten by the others' is too high", () => {
  for (
    const text of [
      "The panel upgrade came in $900 above the other two quotes.",
      "Double the other one I got.",
      "It was quoted at $9,200, which two other outfits beat by thousands.",
    ]
  ) assert.deepEqual(statementSigns(text), ["price:-1"], text);
  assert.deepEqual(statementSigns("Keystone beat the other quotes."), [
    "price:1",
  ]);
});

Deno.test("billed for more than was done is price; an itemised quote is honesty", () => {
  for (
    const text of [
      "Charged for eight, installed seven.",
      "They billed me for four hours, worked three.",
    ]
  ) assert.deepEqual(statementSigns(text), ["price:-1"], text);
  assert.deepEqual(
    statementSigns("The quote was itemised line by line."),
    ["honesty:1"],
  );
  assert.deepEqual(statementSigns("No surprises."), ["honesty:1"]);
  // The bill kept to what was written.
  for (
    const text of [
      "The invoice was identical to the quote.",
      "It was $340, exactly what the posted price sheet said.",
    ]
  ) {
    assert.deepEqual(
      statementSigns(text).filter((s) => s.startsWith("honesty")),
      ["honesty:1"],
      text,
    );
  }
  assert.deepEqual(
    statementSigns("I asked three times for an itemized bill.").filter((s) =>
      s.startsWith("honesty")
    ),
    [],
  );
});
