import assert from "node:assert/strict";
import {
  addFallbacks,
  generalOwners,
  hasAspectCue,
  nearestTerm,
  saysNeutral,
} from "../../lib/analysis/attribution.ts";
import { createAnalyzer } from "../../lib/analysis/mod.ts";
import { ELECTRICIAN, hitsOf, viewOf, wordOf } from "../helpers/analysis.ts";

/** Each general word of a sentence with the aspect it is given to. */
function owners(text: string): string[] {
  const sv = viewOf(text);
  return [...generalOwners(sv, hitsOf(sv))].map(([hit, aspect]) =>
    `${wordOf(sv, hit)}:${aspect}`
  );
}

Deno.test("a general word goes to the nearest term of its segment", () => {
  assert.deepEqual(owners("Great price, polite tech."), ["great:price"]);
  assert.deepEqual(owners("Great."), []);
});

Deno.test("a term in a prepositional phrase gives way to its head", () => {
  const sv = viewOf("Communication with the office was okay.");
  const hits = hitsOf(sv);
  const okay = hits.find((hit) => wordOf(sv, hit) === "okay")!;
  const term = nearestTerm(sv, hits, okay, () => true);
  assert.equal(term?.cue.aspect, "communication");
  assert.equal(
    saysNeutral(hits, generalOwners(sv, hits), "communication"),
    true,
  );
});

Deno.test("a modifier without a term of its aspects speaks of its fallback", () => {
  const sv = viewOf("They were fair.");
  const hits = hitsOf(sv);
  const before = hits.length;
  addFallbacks(hits);
  const added = hits.slice(before);
  assert.equal(added.length, 1);
  assert.equal(added[0].cue.kind, "aspect");
  assert.equal(added[0].cue.aspect, "price");
  assert.equal(hasAspectCue(hits, added[0].segment), true);
});

Deno.test("a modifier next to a term of its aspects gets no fallback", () => {
  const sv = viewOf("The honesty was fair.");
  const hits = hitsOf(sv);
  const before = hits.length;
  addFallbacks(hits);
  assert.equal(hits.length, before);
});

Deno.test("isReviewersTiming: 'I was running late' is the reviewer's, 'they were late' and 'we waited' the business's", () => {
  const analyzer = createAnalyzer(ELECTRICIAN, { model: null });
  const punctuality = (text: string) =>
    analyzer.analyze({ title: null, text }).aspects
      .filter((mention) => mention.aspect === "punctuality")
      .map((mention) => mention.sentiment);
  assert.deepEqual(punctuality("I was running late and he waited for me."), []);
  assert.deepEqual(
    punctuality("I said I'd be 15 minutes late getting home."),
    [],
  );
  assert.deepEqual(punctuality("He was an hour late."), ["negative"]);
  assert.deepEqual(punctuality("I was told they would be late."), ["negative"]);
  assert.deepEqual(punctuality("We waited all day and nobody came."), [
    "negative",
  ]);
});
