import assert from "node:assert/strict";
import { createFeatureExtractor } from "../../lib/analysis/analyze.ts";
import { loadEvalSet } from "../eval/run_eval.ts";

// `sentenceFeatures` through the extractor that training uses (`featureList`
// as its sink), on a catalogue of the labelled sets.

Deno.test("features: words, negation scope, word pairs, cues, statements", async () => {
  const { businesses } = await loadEvalSet(["main"]);
  const extract = createFeatureExtractor(businesses.keystone);
  const [features] = extract("No leaks, and no mess left behind!");
  assert.ok(features.includes("bias:"));
  assert.ok(features.includes("w:no"));
  // A catalogue name is its tag ("leaks" is the leak repair service);
  // words in a negation's scope are marked; "and" ends the scope.
  assert.ok(features.includes("n:@service"));
  assert.ok(features.includes("w:and"));
  assert.ok(features.includes("n:mess"));
  assert.ok(features.includes("b:no mess"));
  assert.ok(features.includes("w:!"));
  // A negated cue, and the rules' statement on it.
  assert.ok(features.includes("c:cleanliness:-~"));
  assert.ok(features.includes("s:cleanliness:+"));
  // A statement of compared amounts has its own feature.
  const [compared] = extract("Quoted $380, invoiced $610.");
  assert.ok(compared.includes("s:honesty:-"));
  assert.ok(compared.includes("sx:honesty:-"));
  assert.ok(!features.some((feature) => feature.startsWith("sx:")));
  // One list per sentence.
  assert.equal(extract("Fine. Late though.").length, 2);
  assert.deepEqual(extract("   "), []);
});

Deno.test("features: French and Spanish negators open a scope, their 'et' and 'y' end it", async () => {
  const { businesses } = await loadEvalSet(["main"]);
  const extract = createFeatureExtractor(businesses.keystone);
  const [french] = extract("Il n'est pas venu à l'heure et il était poli.");
  assert.ok(french.includes("c:punctuality:+~"));
  assert.ok(french.includes("n:venu"));
  assert.ok(french.includes("w:poli"));
  const [spanish] = extract("Nunca limpió nada y fue grosero.");
  assert.ok(spanish.includes("n:limpió"));
  assert.ok(spanish.includes("w:grosero"));
});

Deno.test("features mark the parts of a contrast and the sentence length", async () => {
  const { businesses } = await loadEvalSet(["main"]);
  const extract = createFeatureExtractor(businesses.keystone);
  const [features] = extract("Not cheap, but worth every penny.");
  // The conceded part (before "but") and the part that decides.
  assert.ok(features.some((f) => f.startsWith("c1:")), features.join(" "));
  assert.ok(features.some((f) => f.startsWith("c2:")), features.join(" "));
  assert.ok(features.includes("s:len:2"));
  const [plain] = extract("Worth every penny.");
  assert.ok(!plain.some((f) => /^[cs][12]:/.test(f)));
  assert.ok(plain.includes("s:len:1"));
});

Deno.test("features mark a description with the subject it is said of", async () => {
  const { businesses } = await loadEvalSet(["main"]);
  const extract = createFeatureExtractor(businesses.keystone);
  const [person] = extract("The technician, Rich, was genuinely lovely.");
  assert.ok(person.includes("sjP:lovely"), person.join(" "));
  const [thing] = extract("The tiling looks lovely.");
  assert.ok(thing.includes("sjT:lovely"), thing.join(" "));
  assert.ok(!thing.includes("sjP:lovely"));
  const [negated] = extract("He was not rude at all.");
  assert.ok(negated.includes("sjP~:rude"), negated.join(" "));
  const [verb] = extract("The office keeps losing my booking.");
  assert.ok(verb.some((f) => f.startsWith("svP:")), verb.join(" "));
});

Deno.test("features read the words and opinions of a past habit as negated", async () => {
  const { businesses } = await loadEvalSet(["main"]);
  const extract = createFeatureExtractor(businesses.keystone);
  const [past] = extract("They used to be friendly.");
  assert.ok(past.includes("n:friendly"), past.join(" "));
  assert.ok(past.includes("c:professionalism:+~"), past.join(" "));
  assert.ok(past.includes("s:professionalism:-"), past.join(" "));
  const [now] = extract("They are friendly.");
  assert.ok(now.includes("w:friendly"));
  assert.ok(now.includes("c:professionalism:+"));
});

Deno.test("features tell a letter's greeting from a price called dear", async () => {
  const { businesses } = await loadEvalSet(["main"]);
  const extract = createFeatureExtractor(businesses.keystone);
  const [letter] = extract("Dear Rich, you fixed the water heater.");
  assert.ok(letter.includes("w:%dear"), letter.join(" "));
  assert.ok(!letter.includes("w:dear"));
  const [price] = extract("Dear me, it was a bit dear.");
  assert.ok(price.includes("w:dear"), price.join(" "));
});

Deno.test("features mark what is said of another party", async () => {
  const { businesses } = await loadEvalSet(["main"]);
  const extract = createFeatureExtractor(businesses.keystone);
  const [other] = extract(
    "The other electrician left a big mess in our basement.",
  );
  assert.ok(other.includes("o:cleanliness:-"), other.join(" "));
  const [pronoun] = extract("The first company was pushy and they were rude.");
  assert.ok(pronoun.includes("sjO:rude"), pronoun.join(" "));
  const [contrast] = extract(
    "Our realtor was hopeless, but Rich was lovely.",
  );
  assert.ok(contrast.includes("sjP:lovely"), contrast.join(" "));
  const [compound] = extract("The utility guy just shrugged and was rude.");
  assert.ok(compound.includes("sjO:rude"), compound.join(" "));
  const [trade] = extract("The tiler was slow and rude.");
  assert.ok(trade.includes("sjO:rude"), trade.join(" "));
  const [own] = extract("The electrician left a big mess in our basement.");
  assert.ok(!own.some((f) => f.startsWith("o:")), own.join(" "));
});

Deno.test("features mark what is said of another company named in the review", async () => {
  const { businesses } = await loadEvalSet(["main"]);
  const extract = createFeatureExtractor(businesses.keystone);
  const [named] = extract("Capital Plumbing was rude and late.");
  assert.ok(named.includes("sjO:rude"));
  assert.ok(named.includes("o:punctuality:-"));
  const [possessive] = extract("Frostline's tech was rude.");
  assert.ok(possessive.includes("sjO:rude"));
  // The business's own name is no other company.
  const [own] = extract("Keystone Plumbing was rude.");
  assert.ok(!own.some((feature) => feature.startsWith("sjO:")));
});

Deno.test("features: emoji are words; Tagalog's 'ni' before a name opens no scope", async () => {
  const { businesses } = await loadEvalSet(["main"]);
  const extract = createFeatureExtractor(businesses.keystone);
  const [emoji] = extract("quote for a tankless 🤡");
  assert.ok(emoji.includes("w:🤡"));
  const [tagalog] = extract("Sinabihan kami ni Vinny na may extra fee.");
  assert.ok(!tagalog.some((feature) => feature.startsWith("n:")));
});
