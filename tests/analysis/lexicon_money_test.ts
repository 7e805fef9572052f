import { HONESTY_CUES, PRICE_CUES } from "../../lib/analysis/lexicon_money.ts";
import assert from "node:assert/strict";
import { sentenceStatements } from "../../lib/analysis/statements.ts";
import { assertCueTable, viewOf } from "../helpers/analysis.ts";

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
  const statements = (text: string) =>
    sentenceStatements(viewOf(text), new Set()).map((statement) =>
      `${statement.aspect}:${Math.sign(statement.score)}`
    ).sort();
  assert.deepEqual(
    statements("They did tell me about the minimum when I booked."),
    ["communication:1", "honesty:1"],
  );
  assert.deepEqual(
    statements("Nobody told me about the trip fee beforehand."),
    ["communication:-1", "honesty:-1"],
  );
});

Deno.test("a price haggled down is a discount received", () => {
  const statements = (text: string) =>
    sentenceStatements(viewOf(text), new Set()).map((statement) =>
      `${statement.aspect}:${Math.sign(statement.score)}`
    );
  for (
    const text of [
      "He knocked off $120 without even blinking.",
      "They came down $300.",
      "They'd taken 10% off anyway.",
      "She split the difference with me.",
    ]
  ) {
    assert.deepEqual(statements(text), ["price:1"], text);
  }
  assert.deepEqual(statements("We came down the stairs."), []);
});

Deno.test("filing the manufacturer's claim is honesty; refusing to is not", () => {
  const statements = (text: string) =>
    sentenceStatements(viewOf(text), new Set()).map((statement) =>
      `${statement.aspect}:${Math.sign(statement.score)}`
    );
  assert.deepEqual(
    statements("Sunbelt refused to even submit the claim."),
    ["honesty:-1"],
  );
  assert.deepEqual(
    statements("They filed the warranty claim with American Standard."),
    ["honesty:1"],
  );
});
