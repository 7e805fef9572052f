import assert from "node:assert/strict";
import { createAnalyzer } from "../../lib/analysis/analyze.ts";
import { type Business, BusinessSchema } from "../../lib/schemas/mod.ts";

const BUSINESS: Business = BusinessSchema.parse({
  id: "acme-home",
  name: "Honest Abe Plumbing & Air",
  type: "HomeAndConstructionBusiness",
  url: "https://acme.example",
  telephone: "+1-555-0100",
  address: {
    street_address: "1 Main St",
    locality: "Springfield",
    region: "IL",
    postal_code: "62701",
    country: "US",
  },
  emergency_service: true,
  service_areas: [
    { id: "springfield", name: "Springfield" },
    { id: "north-springfield", name: "North Springfield" },
    { id: "oak-park", name: "Oak Park" },
    { id: "franklin", name: "Franklin" },
  ],
  services: [
    { id: "ac-repair", name: "Air Conditioning Repair", aliases: ["AC"] },
    {
      id: "water-heater",
      name: "Water Heater Repair",
      aliases: ["water heater"],
    },
    {
      id: "tankless",
      name: "Tankless Water Heater Installation",
      aliases: ["tankless"],
    },
    { id: "drain-cleaning", name: "Drain Cleaning", aliases: ["drain"] },
    {
      id: "ceiling-fan",
      name: "Ceiling Fan Installation",
      aliases: ["fan"],
    },
  ],
  technicians: [
    { id: "rich", name: "Rich Alvarez", aliases: [] },
    { id: "mike", name: "Michael Brown", aliases: ["Mike"] },
    { id: "will", name: "Will Price", aliases: ["Will"] },
  ],
});

/**
 * The rules alone: the tests below pin the lexicon's mechanisms (negation,
 * contrast, amounts, times). What the trained model adds is measured on
 * the labelled corpus (last tests).
 */
const analyzer = createAnalyzer(BUSINESS, { model: null });

function pairs(text: string, title: string | null = null): string[] {
  return analyzer.analyze({ title, text }).aspects.map((mention) =>
    `${mention.aspect}:${mention.sentiment}`
  );
}

Deno.test("empty and rating-only reviews have no derived members", () => {
  assert.deepEqual(analyzer.analyze({ title: null, text: "" }), {
    technicians: [],
    services: [],
    service_area: null,
    aspects: [],
  });
  assert.deepEqual(analyzer.analyze({ title: "  ", text: "   " }).aspects, []);
});

Deno.test("home-services phrases a general lexicon scores neutral", () => {
  assert.deepEqual(pairs("He showed up right on time."), [
    "punctuality:positive",
  ]);
  assert.deepEqual(pairs("They never showed up."), ["punctuality:negative"]);
  assert.deepEqual(pairs("Way overpriced."), ["price:negative"]);
  assert.deepEqual(pairs("The bill was higher than quoted."), [
    "honesty:negative",
  ]);
  assert.deepEqual(pairs("The crew left a mess in the basement."), [
    "cleanliness:negative",
  ]);
  assert.deepEqual(pairs("The tech tried to upsell us a new unit."), [
    "honesty:negative",
  ]);
});

Deno.test("negation flips or keeps the polarity as English does", () => {
  assert.deepEqual(pairs("Not cheap."), ["price:negative"]);
  assert.deepEqual(pairs("He didn't leave a mess."), ["cleanliness:positive"]);
  assert.deepEqual(pairs("Nobody called back."), ["communication:negative"]);
  assert.deepEqual(pairs("Tom is not very punctual."), [
    "punctuality:negative",
  ]);
  assert.deepEqual(pairs("Couldn't have been more professional."), [
    "professionalism:positive",
  ]);
  assert.deepEqual(pairs("Not only was he on time, he was early."), [
    "punctuality:positive",
  ]);
  assert.deepEqual(pairs("Never once did they try to upsell us."), [
    "honesty:positive",
  ]);
});

Deno.test("contrast: different aspects split, the same aspect resolves", () => {
  assert.deepEqual(pairs("He was late, but the work was excellent."), [
    "punctuality:negative",
    "quality:positive",
  ]);
  assert.deepEqual(pairs("Not cheap, but worth every penny."), [
    "price:positive",
  ]);
  assert.deepEqual(pairs("The price was high, but fair."), ["price:positive"]);
  assert.deepEqual(pairs("Although pricey, the work was excellent."), [
    "price:negative",
    "quality:positive",
  ]);
});

Deno.test("mixed reviews keep one statement per aspect and clause", () => {
  const result = analyzer.analyze({
    title: "Good work, terrible communication",
    text:
      "Mike fixed the AC quickly. Nobody returned my calls for a week, and the invoice had fees nobody mentioned.",
  });
  const found = result.aspects.map((m) => `${m.aspect}:${m.sentiment}`);
  assert.deepEqual(found.slice(0, 2), [
    "quality:positive",
    "communication:negative",
  ]);
  assert.ok(found.includes("communication:negative"));
  assert.ok(found.includes("quality:positive"));
  for (const mention of result.aspects) {
    assert.ok(mention.text.length > 0, "every statement quotes its evidence");
  }
});

Deno.test("sarcasm: specific cues beat ironic praise", () => {
  assert.deepEqual(pairs("Oh great, another three hours waiting."), [
    "punctuality:negative",
  ]);
  assert.deepEqual(pairs("Love paying $300 for a ten-minute visit."), [
    "price:negative",
  ]);
  assert.deepEqual(pairs('After the "repair" the toilet still ran.'), [
    "quality:negative",
  ]);
});

Deno.test("a counterfactual rating says what was not done", () => {
  assert.deepEqual(
    pairs("Would have been five stars if he had put a drop cloth down."),
    ["cleanliness:negative"],
  );
  assert.deepEqual(
    pairs("Would've been 5 stars if the tech hadn't been so rude."),
    ["professionalism:negative"],
  );
  assert.deepEqual(pairs("Would be five stars if they had cleaned up."), [
    "cleanliness:negative",
  ]);
  // Without the counterfactual, the same words are praise.
  assert.deepEqual(pairs("Five stars, he put a drop cloth down."), [
    "cleanliness:positive",
  ]);
});

Deno.test("evidence text is the clause of the statement", () => {
  const result = analyzer.analyze({
    title: null,
    text:
      "Showed up on time, explained everything and left the place spotless.",
  });
  assert.deepEqual(result.aspects, [
    {
      aspect: "punctuality",
      sentiment: "positive",
      text: "Showed up on time",
    },
    {
      aspect: "communication",
      sentiment: "positive",
      text: "explained everything",
    },
    {
      aspect: "cleanliness",
      sentiment: "positive",
      text: "left the place spotless",
    },
  ]);
});

Deno.test("technicians: full name, first name, alias; no false friends", () => {
  const techs = (text: string) =>
    analyzer.analyze({ title: null, text }).technicians;
  assert.deepEqual(techs("Rich Alvarez was great."), ["Rich Alvarez"]);
  assert.deepEqual(techs("Rich fixed it in an hour."), ["Rich Alvarez"]);
  assert.deepEqual(techs("Rich experience, fair price."), []);
  assert.deepEqual(techs("A rich experience overall."), []);
  assert.deepEqual(techs("Mike and Will came out."), [
    "Michael Brown",
    "Will Price",
  ]);
  assert.deepEqual(techs("Will call them again."), []);
  assert.deepEqual(techs("I will call them again."), []);
  assert.deepEqual(techs("My husband Mike let them in."), []);
  assert.deepEqual(techs("Mike Thompson from another outfit quoted more."), []);
  assert.deepEqual(techs("The price was fair."), []);
});

Deno.test("services: names, aliases, synonyms; no passing mentions", () => {
  const services = (text: string) =>
    analyzer.analyze({ title: null, text }).services;
  assert.deepEqual(services("They fixed our A/C."), ["ac-repair"]);
  assert.deepEqual(services("The air conditioner blows cold again."), [
    "ac-repair",
  ]);
  assert.deepEqual(services("They put in a tankless water heater."), [
    "tankless",
  ]);
  assert.deepEqual(services("Our water heater died."), ["water-heater"]);
  assert.deepEqual(services("I'm a big fan of this company."), []);
  assert.deepEqual(services("That money went down the drain."), []);
  assert.deepEqual(services("They hung the fan straight."), ["ceiling-fan"]);
  assert.deepEqual(
    services("Drain cleaning and a new AC, and the fan works."),
    ["ac-repair", "drain-cleaning", "ceiling-fan"],
  );
});

Deno.test("service area: first and most specific mention, not streets", () => {
  const area = (text: string) =>
    analyzer.analyze({ title: null, text }).service_area;
  assert.equal(area("We live in North Springfield."), "North Springfield");
  assert.equal(area("Out in Oak Park, then Springfield."), "Oak Park");
  assert.equal(area("Our house on Franklin Street flooded."), null);
  assert.equal(area("No town named here."), null);
});

Deno.test("the business name is no evidence", () => {
  assert.deepEqual(pairs("Called Honest Abe on Monday."), []);
});

Deno.test("factual statements of an aspect are neutral", () => {
  assert.deepEqual(pairs("The service call fee was $89."), ["price:neutral"]);
  assert.deepEqual(pairs("The boiler service was £95, what others charge."), [
    "price:neutral",
  ]);
  assert.deepEqual(pairs("They booked us in for the following Thursday."), [
    "scheduling:neutral",
  ]);
  assert.deepEqual(pairs("Price was okay, nothing special."), [
    "price:neutral",
  ]);
  assert.deepEqual(pairs("The install looks fine, I guess."), [
    "quality:neutral",
  ]);
});

Deno.test("compared amounts: the bill against the quote, ours against others", () => {
  assert.deepEqual(pairs("Quoted $380, invoiced $610."), [
    "honesty:negative",
  ]);
  assert.deepEqual(
    pairs("I was quoted $4,500 elsewhere and they did it for $2,800."),
    ["price:positive"],
  );
});

Deno.test("elided negation, reaching negation and informal spelling", () => {
  assert.deepEqual(pairs("The office was lovely, the tech not so much."), [
    "professionalism:negative",
  ]);
  assert.deepEqual(pairs("He showed up late without so much as a text."), [
    "punctuality:negative",
    "communication:negative",
  ]);
  assert.deepEqual(pairs("the AC still isnt cooling"), ["quality:negative"]);
  assert.deepEqual(pairs("Customer service was polite but useless."), [
    "professionalism:negative",
  ]);
  assert.deepEqual(pairs("Would it kill them to return a phone call?"), [
    "communication:negative",
  ]);
});

Deno.test("implicit aspects", () => {
  assert.deepEqual(pairs("Had to call three times before anyone picked up."), [
    "communication:negative",
  ]);
  assert.deepEqual(pairs("We waited all day."), ["punctuality:negative"]);
  assert.deepEqual(pairs("The bill doubled."), ["price:negative"]);
  assert.deepEqual(pairs("He wore shoe covers."), ["cleanliness:positive"]);
  assert.deepEqual(pairs("Diagnosed it in five minutes."), [
    "expertise:positive",
  ]);
  assert.deepEqual(pairs("He told us we didn't need a new unit."), [
    "honesty:positive",
  ]);
  assert.deepEqual(pairs("Lovely bloke, bang on time."), [
    "professionalism:positive",
    "punctuality:positive",
  ]);
});

Deno.test("results over time, a job pushed back, a warranty honoured", () => {
  assert.deepEqual(
    pairs("It has never given us a day of trouble since."),
    ["quality:positive"],
  );
  assert.deepEqual(pairs("Six months in, no backups since."), [
    "quality:positive",
  ]);
  assert.deepEqual(pairs("The problem is still there."), [
    "quality:negative",
  ]);
  assert.deepEqual(pairs("The install got pushed back twice."), [
    "scheduling:negative",
  ]);
  assert.deepEqual(pairs("She sorted it under warranty, no questions asked."), [
    "honesty:positive",
  ]);
});

Deno.test("plain phrasing: negation scope, lukewarm verdicts, heads", () => {
  // The negation belongs to the verb, not to the opposite object.
  assert.deepEqual(pairs("They did not clean up the mess they made."), [
    "cleanliness:negative",
  ]);
  // A lukewarm verdict or an excuse leaves a mild opinion neutral.
  assert.deepEqual(pairs("The work was fine, nothing special."), [
    "quality:neutral",
  ]);
  assert.deepEqual(
    pairs("They were booked out two weeks, which is understandable."),
    ["scheduling:neutral"],
  );
  assert.deepEqual(pairs("The price was about what I expected."), [
    "price:neutral",
  ]);
  // An opinion word describes the head, not a term in its modifier.
  assert.deepEqual(pairs("Communication with the office was okay."), [
    "communication:neutral",
  ]);
  assert.deepEqual(pairs("The price for the AC seemed high."), [
    "price:negative",
  ]);
  assert.deepEqual(pairs("We were never told about the extra fee."), [
    "communication:negative",
    "price:negative",
  ]);
});

Deno.test("an arrival time is compared with the window", () => {
  assert.deepEqual(
    pairs("They said between 8 and 12, and he showed up at 2."),
    ["punctuality:negative"],
  );
  assert.deepEqual(pairs("We had an 8-12 window; he arrived at 11:30."), [
    "punctuality:positive",
  ]);
  assert.deepEqual(pairs("They booked us in for Tuesday between 8 and 10."), [
    "scheduling:neutral",
  ]);
});

Deno.test("a sub-rating decides its aspect; the model does not overrule it", () => {
  // The labelled sets rate mostly 4 or 5 of 5: the model alone reads a
  // rated name as praise.
  assert.deepEqual(pairs("Quality 1/5."), ["quality:negative"]);
  assert.deepEqual(pairs("Timeliness 2/5. Price 4/5. The tech himself 5/5."), [
    "punctuality:negative",
    "price:positive",
  ]);
});

Deno.test("a review lists each aspect once, with the sentence that decides it", () => {
  // Rule 3 of docs/aspects.md: one sentiment per aspect per review; two
  // sentences praising the work give one quality entry, not two.
  const { aspects } = createAnalyzer(BUSINESS).analyze({
    title: null,
    text:
      "The workmanship is excellent. The work itself was top quality and it runs great.",
  });
  assert.deepEqual(aspects.map((m) => `${m.aspect}:${m.sentiment}`), [
    "quality:positive",
  ]);
  assert.match(aspects[0].text, /^The work/);
});

Deno.test("a word wink-nlp gives no lemma is still read", () => {
  assert.deepEqual(
    pairs("I cannot, in good conscience, recommend them: the work was shoddy."),
    ["quality:negative"],
  );
});

Deno.test("analysis is deterministic", () => {
  const review = {
    title: "Mixed bag",
    text:
      "Rich was polite but late. The AC works now, though the price was steep.",
  };
  const first = analyzer.analyze(review);
  const again = createAnalyzer(BUSINESS).analyze(review);
  assert.deepEqual(createAnalyzer(BUSINESS).analyze(review), again);
  assert.deepEqual(
    createAnalyzer(BUSINESS, { model: null }).analyze(review),
    first,
  );
});

Deno.test("an excuse of its own takes back the complaint of the sentence before", () => {
  assert.deepEqual(
    pairs("Pricey. Crawlspace work is miserable, so I get it."),
    [
      "price:neutral",
    ],
  );
  assert.deepEqual(pairs("Late. Fair enough, the roads were bad."), [
    "punctuality:neutral",
  ]);
  // Another complaint excuses nothing.
  assert.deepEqual(pairs("Pricey. He was rude too."), [
    "price:negative",
    "professionalism:negative",
  ]);
});

Deno.test("amounts alone judge no price: a bill set against its quote is honesty, retyped figures no verdict", () => {
  const withModel = createAnalyzer(BUSINESS);
  const aspects = (text: string) =>
    withModel.analyze({ title: null, text }).aspects.map((mention) =>
      mention.aspect
    ).sort();
  for (
    const text of [
      "Quoted $1,850 for the tankless, invoice said $1,850.",
      "Mark quoted $480 on the water heater and the invoice said $760.",
      "Quoted me $850 and charged $1,240.",
    ]
  ) {
    assert.ok(aspects(text).includes("honesty"), text);
    assert.ok(!aspects(text).includes("price"), text);
  }
  assert.deepEqual(
    aspects("Quoted $850 and charged $1,240, way too expensive."),
    ["honesty", "price"],
  );
  // Figures retyped from an invoice are no verdict.
  assert.deepEqual(
    aspects("Pump $389, check valve $42, labor $275, disposal $25."),
    [],
  );
  assert.deepEqual(aspects("Pads $85, pump $65, labor $120, a rip off."), [
    "price",
  ]);
});

Deno.test("an arrival is compared with the window the sentence before agreed", () => {
  assert.deepEqual(pairs("They said between 8 and 10. He pulled in at 8:04."), [
    "punctuality:positive",
  ]);
  assert.deepEqual(pairs("Window was 8-10. He rolled in at 12:40."), [
    "punctuality:negative",
  ]);
});

Deno.test("a job's length is compared with the length the sentence before promised", () => {
  assert.deepEqual(
    pairs("They said the job would take one day. It took three."),
    ["scheduling:negative"],
  );
  assert.deepEqual(
    pairs("The rewire was supposed to take a week. It took four days."),
    ["scheduling:positive"],
  );
});

Deno.test("a bill is compared with the quote the sentence before named", () => {
  // The amounts themselves stay bare facts (price neutral, if anything).
  assert.ok(
    pairs(
      "Their online quote tool said $1,800 for the pot lights. The invoice said $2,650.",
    ).includes("honesty:negative"),
  );
});

Deno.test("'but he did not' denies the opinion before it, either way", () => {
  assert.deepEqual(
    pairs("The first tech wore shoe covers, but the second did not."),
    ["cleanliness:negative"],
  );
  assert.deepEqual(pairs("I thought it would be expensive, but it was not."), [
    "price:positive",
  ]);
  assert.deepEqual(pairs("Shoe covers? None."), ["cleanliness:negative"]);
});

Deno.test("the reviewer's own verdict just after outweighs an arrival compared with the window before", () => {
  assert.deepEqual(
    pairs(
      "Window was 12-4. He pulled in at 3:58. Technically on time I guess.",
    ),
    ["punctuality:neutral"],
  );
});

Deno.test("'technically' beside a compared arrival makes it lukewarm", () => {
  assert.deepEqual(
    pairs(
      "Technically he was on time. He pulled in at 11:58 for an 8-12 window.",
    ),
    ["punctuality:neutral"],
  );
  assert.deepEqual(
    pairs("Rob said 8 to 10 and showed at 9:58. Technically on time."),
    ["punctuality:neutral"],
  );
  // Without it the comparison stands.
  assert.deepEqual(pairs("He pulled in at 11:58 for an 8-12 window."), [
    "punctuality:positive",
  ]);
});

Deno.test("with the model: a bill above the quote in words is no price; a complaint excused or put on another party stays so", () => {
  const withModel = createAnalyzer(BUSINESS);
  const found = (text: string) =>
    withModel.analyze({ title: null, text }).aspects.map((mention) =>
      `${mention.aspect}:${mention.sentiment}`
    ).sort();
  const bill = found(
    "The bill came in two hundred dollars above the written quote and no one thought to tell us beforehand.",
  );
  assert.ok(bill.includes("honesty:negative"), bill.join(" "));
  assert.ok(!bill.some((pair) => pair.startsWith("price")), bill.join(" "));
  assert.deepEqual(
    found(
      "Called about a clogged drain and the earliest they had was Thursday. I get it, busy season.",
    ),
    ["scheduling:neutral"],
  );
  // The model's own complaint, excused by the next sentence's opening
  // excuse or by a lukewarm verdict alone.
  assert.deepEqual(
    found(
      "The install was supposed to be Tuesday; they moved it to Friday, then to the following Tuesday. I understand summer is busy for them.",
    ),
    ["scheduling:neutral"],
  );
  assert.deepEqual(
    found(
      "Booked the gas fitter for a Tuesday, they rang Monday and moved it to Wednesday. Not the end of the world.",
    ),
    ["scheduling:neutral"],
  );
  assert.deepEqual(
    found("Steep, but that is on the city for the permit fees, not on them."),
    [],
  );
});
