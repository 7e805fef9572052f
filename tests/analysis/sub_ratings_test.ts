import assert from "node:assert/strict";
import { subRatings } from "../../lib/analysis/sub_ratings.ts";
import { viewOf } from "../helpers/analysis.ts";

function rated(text: string): string[] {
  return subRatings(viewOf(text)).map((rating) =>
    `${rating.aspect}:${rating.score}`
  );
}

Deno.test("scores out of 5 by name: high from 4, middling at 3, low below", () => {
  assert.deepEqual(
    rated("Knowledge 5/5  Courtesy 4/5  Timeliness 2/5  Cost 3/5"),
    ["expertise:1", "professionalism:1", "punctuality:-1", "price:0"],
  );
});

Deno.test("a mark between the name and the score, words, stars and tens", () => {
  assert.deepEqual(rated("Value: 3 out of 5."), ["price:0"]);
  assert.deepEqual(
    rated("Timeliness five out of five, value three out of five"),
    [
      "punctuality:1",
      "price:0",
    ],
  );
  assert.deepEqual(rated("Communication two stars"), ["communication:-1"]);
  assert.deepEqual(rated("Communication — 4/5"), ["communication:1"]);
  assert.deepEqual(rated("Punctuality 8/10, cleanliness 4/10"), [
    "punctuality:1",
    "cleanliness:-1",
  ]);
  assert.deepEqual(rated("Workmanship: 2 stars"), ["quality:-1"]);
  assert.deepEqual(rated("Cleanliness ★★★★☆"), ["cleanliness:1"]);
  assert.deepEqual(rated("Honesty ★★☆☆☆"), ["honesty:-1"]);
});

Deno.test("no score, another scale, a score above its scale, or no name: nothing", () => {
  for (
    const text of [
      "The value was great.",
      "Timeliness 3/4",
      "Value 7/5",
      "5/5 would hire again",
      "Price was $5/5 ft",
      "Cleanliness ★★★",
    ]
  ) {
    assert.deepEqual(rated(text), [], text);
  }
});

Deno.test("letter grades and a report card's words rate by name", () => {
  assert.deepEqual(
    rated("Punctuality A+, cleanup B-, price C, communication: D-"),
    ["punctuality:1", "cleanliness:1", "price:0", "communication:-1"],
  );
  assert.deepEqual(rated("Cleanliness — needs improvement"), [
    "cleanliness:-1",
  ]);
  assert.deepEqual(rated("so Communication gets a B+"), ["communication:1"]);
  // "D." kept whole by the tokeniser, its full stop ending the item.
  assert.deepEqual(rated("Punctuality A, cleanup D."), [
    "punctuality:1",
    "cleanliness:-1",
  ]);
  // A letter is a grade only where the item ends after it.
  assert.deepEqual(rated("Price a bit high"), []);
  assert.deepEqual(rated("Price: a steal"), []);
});
