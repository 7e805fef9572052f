import assert from "node:assert/strict";
import {
  quoteNeverCame,
  reportsNoWork,
} from "../../lib/analysis/service_no_work.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import { matchView } from "../../lib/analysis/text_patterns.ts";

function sentence(text: string) {
  const { tokens } = tokenize(text);
  return { tokens, view: matchView(tokens) };
}

Deno.test("reportsNoWork: the business reported the equipment sound", () => {
  for (
    const text of [
      "Tamika said the sump was fine and sent me back to bed.",
      "Abdi tested the compressor, amp draw within spec, no need for a new unit.",
      "He told us the furnace had a few more years in it.",
    ]
  ) {
    const { tokens, view } = sentence(text);
    assert.equal(reportsNoWork(tokens, view), true, text);
  }
  for (
    const text of [
      // The reviewer's verdict on work done, not a report.
      "The pot lights are fine, nothing special.",
      // Work on it.
      "He said the AC was fine after he replaced the capacitor.",
      "Said the compressor was fine, just a capacitor.",
      "Said we didn't need a new furnace, swapped the igniter.",
    ]
  ) {
    const { tokens, view } = sentence(text);
    assert.equal(reportsNoWork(tokens, view), false, text);
  }
});

Deno.test("quoteNeverCame: the quote or call back asked for never came", () => {
  for (
    const text of [
      "Bright Spark never sent the generator quote they promised.",
      "The estimate for the rewire never arrived.",
      "Asked Priya for one on the guttering, she said she'd send it Friday, still waiting.",
      "Called about the AC quote twice and never heard back.",
    ]
  ) {
    const { tokens, view } = sentence(text);
    assert.equal(quoteNeverCame(tokens, view), true, text);
  }
  for (
    const text of [
      "They fixed the AC but never sent the invoice.",
      "Never had a better quote.",
      "He replaced the panel; the quote never changed.",
      // No quote asked for: the work was done.
      "Emailed twice for the hot tub certificate and never heard back.",
      "The bill came in under the quote, which has never happened before.",
    ]
  ) {
    const { tokens, view } = sentence(text);
    assert.equal(quoteNeverCame(tokens, view), false, text);
  }
});
