import assert from "node:assert/strict";
import { suffixedLoanReading } from "../../lib/analysis/text_suffixed_loans.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";

Deno.test("an English loan with a Faroese or Icelandic ending reads as the loan", () => {
  for (
    const [form, loan] of [
      ["furnace'in", "furnace"],
      ["ac'ina", "ac"],
      ["leak'ina", "leak"],
      ["heater’in", "heater"],
      ["breaker'num", "breaker"],
    ]
  ) {
    assert.equal(suffixedLoanReading(form)?.norm, loan, form);
  }
});

Deno.test("contractions, names and Hawaiian words are no suffixed loans", () => {
  for (
    const word of [
      "don't",
      "they'll",
      "o'clock",
      "o'brien",
      "d'angelo",
      "hawai'i",
      "ma'am",
      "y'all",
      "goin'",
    ]
  ) {
    assert.equal(suffixedLoanReading(word), undefined, word);
  }
});

Deno.test("the tokeniser reads the loan in a Nordic text and keeps the written form", () => {
  const { tokens } = tokenize("Hann fixaði furnace'in.");
  const loan = tokens[2];
  assert.equal(loan.text, "furnace'in");
  assert.equal(loan.norm, "furnace");
  assert.equal(loan.lemma, "furnace");
  // An English text's dropped g stays as written.
  const english = tokenize("Kept work'in till the furnace'in was done.");
  assert.equal(english.tokens[1].norm, "work'in");
});
