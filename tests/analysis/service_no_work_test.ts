import assert from "node:assert/strict";
import {
  advisedAgainst,
  advisesSaving,
  checkFoundSound,
  quoteNeverCame,
  reportsNoWork,
} from "../../lib/analysis/service_no_work.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import { matchView } from "../../lib/analysis/text_patterns.ts";

/** The view positions of the service word of a test sentence. */
function mentionOf(text: string): { start: number; end: number } {
  const { tokens, view } = sentence(text);
  const at = view.findIndex((index) => SERVICE_WORDS.has(tokens[index].norm));
  return { start: at, end: at + 1 };
}

const SERVICE_WORDS = new Set(
  "generator rewire guttering ac replacement cleaning tune-up invoice panel certificate excavation tankless removal drain"
    .split(" "),
);

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
      "Rich took just a quick look at the furnace and said it was fine.",
      // The symptom reported normal, the replacement advised against.
      "Said it's fine, that noise is normal, don't replace it.",
      // Advice to spend nothing reports and advises at once.
      "My old breaker box is perfectly fine, don't spend the money.",
      // The reviewer's own work is none of the business's.
      "She said the furnace was fine, told me how to clean the sensor myself.",
    ]
  ) {
    const { tokens, view } = sentence(text);
    assert.equal(reportsNoWork(tokens, view), true, text);
  }
  // The check asked for here, its report in the next sentence.
  const two = (first: string, second: string) => {
    const { tokens } = tokenize(`${first} ${second}`);
    const view = matchView(tokens);
    const split = view.findIndex((index) => tokens[index].norm === "she");
    return checkFoundSound(tokens, view.slice(0, split), view.slice(split));
  };
  assert.equal(
    two(
      "Had Ellie check the sump pump.",
      "She said it's fine, save your money.",
    ),
    true,
  );
  assert.equal(
    two(
      "Had Ellie check the sump pump.",
      "She said it's fine now, replaced the float.",
    ),
    false,
  );
  for (
    const text of [
      // The reviewer's verdict on work done, not a report.
      "The pot lights are fine, nothing special.",
      // Work on it.
      "He said the AC was fine after he replaced the capacitor.",
      "Said the compressor was fine, just a capacitor.",
      "Said we didn't need a new furnace, swapped the igniter.",
      // The work judged, not the equipment reported sound.
      "He said the install was fine.",
    ]
  ) {
    const { tokens, view } = sentence(text);
    assert.equal(reportsNoWork(tokens, view), false, text);
  }
});

Deno.test("advisesSaving: advice to spend nothing on the equipment", () => {
  for (
    const text of [
      "Said it was fine and to save my money.",
      "Told me not to waste money on a visit.",
      "Said there was no need to pay for a visit.",
      "Don't spend the money.",
      "He said never spend any money on that old boiler.",
      "Told us not spend your money yet.",
      "Said there was no point paying for a truck to come out.",
      "Said there was no need for them to come out.",
      "Said there was no need to send anyone out.",
      "Told me on the phone to call the utility, which saved me a service call.",
      "Said it was the heater and not worth a trip out.",
    ]
  ) {
    const { tokens, view } = sentence(text);
    assert.equal(advisesSaving(tokens, view), true, text);
  }
  for (
    const text of [
      "They saved me money on the repair.",
      "Worth the money they spent fixing it.",
      "Did not waste time and saved our money.",
    ]
  ) {
    const { tokens, view } = sentence(text);
    assert.equal(advisesSaving(tokens, view), false, text);
  }
});

Deno.test("quoteNeverCame: the quote or call back asked for never came", () => {
  for (
    const text of [
      "Bright Spark never sent the generator quote they promised.",
      "The estimate for the rewire never arrived.",
      "Still waiting on the guttering quote she promised.",
      "Called twice and never heard back about the AC quote.",
      "They never sent the quote for the generator like they promised.",
      "Called about an AC quote three times and never heard back.",
      "They never sent the water heater replacement quote.",
      "The drain cleaning estimate never arrived.",
    ]
  ) {
    const { tokens, view } = sentence(text);
    assert.equal(quoteNeverCame(tokens, view, mentionOf(text)), true, text);
  }
  for (
    const text of [
      "They fixed the AC but never sent the invoice.",
      "Never had a better quote.",
      "He replaced the panel; the quote never changed.",
      // No quote asked for: the work was done.
      "Emailed twice for the certificate and never heard back.",
      // The quote never came, but for other work than the one named.
      "She showed me the panel, but the repair quote never came.",
      "The bill came in under the quote, which has never happened before.",
      "Never got a quote this low for a tune-up anywhere else.",
      "The other company never sent a quote, so Keystone did it that day.",
    ]
  ) {
    const { tokens, view } = sentence(text);
    assert.equal(quoteNeverCame(tokens, view, mentionOf(text)), false, text);
  }
});

Deno.test("advisedAgainst: work the business advised against or set aside", () => {
  for (
    const text of [
      "Talked me out of a $9,000 excavation and into a root cut.",
      "Only needed a new element, not the tankless his company advertises.",
      "Said we could hold off on a rewire for a year.",
      "Said there was no point paying for a cleaning.",
    ]
  ) {
    const { tokens, view } = sentence(text);
    assert.equal(advisedAgainst(tokens, view, mentionOf(text)), true, text);
  }
  for (
    const text of [
      "They ran out of time before the excavation.",
      "Not the cheapest tankless, but it runs great.",
      "The sink would not drain.",
      "The root removal went fine.",
    ]
  ) {
    const { tokens, view } = sentence(text);
    assert.equal(advisedAgainst(tokens, view, mentionOf(text)), false, text);
  }
});
