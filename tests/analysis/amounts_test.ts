import assert from "node:assert/strict";
import {
  billAgainstQuote,
  chargedForMinutes,
  compareAmounts,
  hasAmount,
  listsAmounts,
  ownAmountOf,
  pricedByAmountsAlone,
  quotedAmountOf,
} from "../../lib/analysis/amounts.ts";
import type { CueHit } from "../../lib/analysis/cues.ts";
import { sentenceStatements } from "../../lib/analysis/statements.ts";
import { lexicon } from "../../lib/analysis/cues.ts";
import { ELECTRICIAN, viewOf } from "../helpers/analysis.ts";
import { createAnalyzer } from "../../lib/analysis/mod.ts";

Deno.test("the bill against the quote: over it -1, kept to or under it +1", () => {
  assert.equal(billAgainstQuote(viewOf("Quoted $380, invoiced $610.")), -1);
  assert.equal(billAgainstQuote(viewOf("Quoted $610, invoiced $380.")), 1);
  assert.equal(
    billAgainstQuote(
      viewOf("His ballpark was $4,800 and the bill was $7,350."),
    ),
    -1,
  );
  assert.equal(
    billAgainstQuote(viewOf("We were quoted $350 and paid $350.")),
    1,
  );
  // It is not a price comparison.
  assert.equal(compareAmounts(viewOf("Quoted $380, invoiced $610.")), 0);
});

Deno.test("a bare number right after a quote or bill word is an amount", () => {
  assert.equal(billAgainstQuote(viewOf("they quoted 400 charged 650")), -1);
  assert.equal(
    billAgainstQuote(viewOf("quoted 1800 for panel upgrade final bill 2600")),
    -1,
  );
  assert.equal(billAgainstQuote(viewOf("quoted 650, paid 650")), 1);
  // Without such a word a number is no amount.
  assert.equal(billAgainstQuote(viewOf("Quoted at 9, here by 10.")), 0);
});

Deno.test("another company's amount is a price comparison, not a bill", () => {
  const sv = viewOf("I was quoted $4,500 elsewhere and they billed $2,800.");
  assert.equal(compareAmounts(sv), 1);
  assert.equal(billAgainstQuote(sv), 0);
});

Deno.test("an amount for a few minutes of work, but not a rate", () => {
  assert.equal(
    chargedForMinutes(viewOf("Lovely, $220 for fifteen minutes.")),
    true,
  );
  assert.equal(chargedForMinutes(viewOf("$380 for half an hour")), true);
  assert.equal(chargedForMinutes(viewOf("$200 for a ten-minute snake.")), true);
  assert.equal(
    chargedForMinutes(viewOf("The call-out was $90 for the first 30 minutes.")),
    false,
  );
  assert.equal(chargedForMinutes(viewOf("$450 for a capacitor.")), false);
  assert.equal(chargedForMinutes(viewOf("It took 20 minutes.")), false);
});

Deno.test("the quote, the bill and another company in Spanish and French", () => {
  assert.equal(
    billAgainstQuote(
      viewOf("El presupuesto decía $280 y la factura llegó en $410."),
    ),
    -1,
  );
  assert.equal(
    billAgainstQuote(
      viewOf("Le devis disait 900 $ et la facture 900 $ aussi."),
    ),
    1,
  );
  assert.equal(
    compareAmounts(
      viewOf("El aire salió en $6,800 y la otra compañía lo daba en $5,200."),
    ),
    -1,
  );
});

Deno.test("an amount of another company named in the review", () => {
  assert.equal(
    compareAmounts(viewOf("They charged $1,400, Saguaro Air quoted $1,900.")),
    1,
  );
});

Deno.test("another company's higher amount makes ours cheaper", () => {
  assert.equal(
    compareAmounts(
      viewOf("I was quoted $4,500 elsewhere and they did it for $2,800."),
    ),
    1,
  );
});

Deno.test("one amount, or amounts without roles, compare nothing", () => {
  assert.equal(compareAmounts(viewOf("The service call fee was $89.")), 0);
  assert.equal(compareAmounts(viewOf("They fixed it.")), 0);
});

Deno.test("an amount counts only in the segment of a hit", () => {
  const sv = viewOf("The fee was $89, the tech was polite.");
  const cue = lexicon().patterns[0].data;
  const hit = (segment: number): CueHit => ({
    cue,
    pol: 0,
    literals: [0],
    segment,
    negated: false,
  });
  assert.equal(hasAmount(sv, [hit(0)]), true);
  assert.equal(hasAmount(sv, [hit(1)]), false);
});

Deno.test("listsAmounts: three or more of the business's own amounts, not a ranking of quotes", () => {
  assert.equal(
    listsAmounts(viewOf("Pump $389, check valve $42, labor $275, tax $30.")),
    true,
  );
  for (
    const text of [
      "Labor was $95 an hour and the part was $300, which is robbery.",
      "New furnace quotes: $6,900, $7,400, and Northwind at $5,850.",
      "They wanted $9,800 elsewhere, we paid $7,100 plus $300 and $120.",
    ]
  ) assert.equal(listsAmounts(viewOf(text)), false, text);
});

Deno.test("one segment with both amounts: the nearest word names each; a PO is the quote", () => {
  assert.equal(
    billAgainstQuote(
      viewOf("Invoice came in at $1,850 against a PO for $1,200."),
    ),
    -1,
  );
  assert.equal(
    billAgainstQuote(viewOf("Invoice was $900 against a PO for $900.")),
    1,
  );
});

Deno.test("thousands set apart by a space, as French writes them", () => {
  assert.equal(
    billAgainstQuote(
      viewOf("La soumission disait 1 800 $ et la facture 2 350 $."),
    ),
    -1,
  );
  assert.equal(
    billAgainstQuote(viewOf("Quoted $1 200 and invoiced $950.")),
    1,
  );
});

Deno.test("in a list of quotes the amount beside the business's name is its own", () => {
  const analyzer = createAnalyzer(ELECTRICIAN, { model: null });
  const name = ELECTRICIAN.name;
  const aspects = analyzer.analyze({
    title: null,
    text: `Copper State quoted $11,200, Saguaro Air $10,100, ${name} $9,800.`,
  }).aspects.map((mention) => `${mention.aspect}:${mention.sentiment}`);
  assert.deepEqual(aspects, ["price:positive"]);
});

Deno.test("a quoted amount in quotation marks, an amount told before", () => {
  assert.equal(
    billAgainstQuote(
      viewOf('The quote was "about $1,800" and the final bill was $2,650.'),
    ),
    -1,
  );
  assert.equal(
    billAgainstQuote(
      viewOf("She told me the fee was $79, and the invoice said $79."),
    ),
    1,
  );
});

/** The bill of a sentence against the quote of the sentence before. */
function billAfter(before: string, text: string): number {
  const sv = viewOf(text);
  const quoted = quotedAmountOf(viewOf(before));
  if (quoted !== null) sv.quotedBefore = quoted;
  return billAgainstQuote(sv);
}

Deno.test("a bill is set against the quote of the sentence before", () => {
  assert.equal(
    quotedAmountOf(viewOf("They quoted us $4,500 for the repipe.")),
    4500,
  );
  assert.equal(billAfter("Quote said $9,200.", "Invoice said $10,650."), -1);
  assert.equal(
    billAfter("The panel upgrade quote said $3,200.", "The bill said $3,200."),
    1,
  );
  // A sentence with a bill of its own, or another company's amount, or
  // two quotes, leaves no quote for the next.
  assert.equal(quotedAmountOf(viewOf("Quoted $380, invoiced $610.")), null);
  assert.equal(quotedAmountOf(viewOf("Another company quoted $900.")), null);
  assert.equal(
    quotedAmountOf(viewOf("Quoted $300 for the valve and $500 for the pump.")),
    null,
  );
  assert.equal(billAfter("The weather was awful.", "Invoice said $10,650."), 0);
});

Deno.test("a bill 'came to' its total; an amount before 'quote' is the quote", () => {
  assert.equal(
    billAgainstQuote(viewOf("Boiler repair came to $640 after a $400 quote.")),
    -1,
  );
  assert.equal(
    billAgainstQuote(viewOf("Quoted 1850 and the bill came to 2300.")),
    -1,
  );
  assert.equal(
    billAgainstQuote(viewOf("Quote was $4,200, the install came to $4,200.")),
    1,
  );
  // Quotes "come in at" as often as bills do.
  assert.equal(
    billAgainstQuote(
      viewOf(
        "Quoted $4,200, which felt steep until the next quote came in at $5,800.",
      ),
    ),
    0,
  );
});

/** Another company's amount against the business's of the sentence before. */
function priceAfter(before: string, text: string): number {
  const sv = viewOf(text);
  const own = ownAmountOf(viewOf(before));
  if (own !== null) sv.amountBefore = own;
  return compareAmounts(sv);
}

Deno.test("other companies' prices are set against the amount of the sentence before", () => {
  assert.equal(
    priceAfter(
      "Panel upgrade at $3,400.",
      "The other two quotes were $3,900 and $4,250 for identical scope.",
    ),
    1,
  );
  assert.equal(
    priceAfter(
      "Hot tub hookup, $1,350.",
      "My neighbour paid $1,900 to another outfit for the same install.",
    ),
    1,
  );
  assert.equal(
    priceAfter(
      "New AC installed for $7,900.",
      "Two other companies quote me over $9k.",
    ),
    1,
  );
  assert.equal(
    priceAfter(
      "Repair was $8,500.",
      "The other two quotes were $11k and $12k.",
    ),
    1,
  );
  // A second opinion's smaller job is no price for the same work.
  assert.equal(
    priceAfter(
      "They quoted a new unit for $11,000.",
      "Another company changed the capacitor for $180.",
    ),
    0,
  );
  assert.equal(ownAmountOf(viewOf("Quoted $300 and $500.")), null);
});

Deno.test("pricedByAmountsAlone: amounts with no word on the price", () => {
  const priced = (text: string) => {
    const sv = viewOf(text);
    return pricedByAmountsAlone(sv, sentenceStatements(sv, new Set()));
  };
  assert.equal(priced("Quoted $1,850, invoice said $1,850."), true);
  assert.equal(
    priced("Pump $389, check valve $42, labor $275, tax $30."),
    true,
  );
  assert.equal(
    priced("Pump $389, valve $42, labor $275, tax $30, a total rip-off."),
    false,
  );
  assert.equal(priced("They came on time and fixed it."), false);
});
