import assert from "node:assert/strict";
import {
  mayStartMark,
  ratedPhrases,
  subRatings,
} from "../../lib/analysis/sub_ratings.ts";
import { scoreAt } from "../../lib/analysis/sub_rating_scores.ts";
import { wordAt } from "../../lib/analysis/sub_rating_names.ts";
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
  assert.deepEqual(rated("on time 5/5, clean 2/5 because of the mud"), [
    "cleanliness:-1",
  ]);
  // Full stars alone are out of five, as on every review site.
  assert.deepEqual(rated("Punctuality ★★★ / Price ★★"), [
    "punctuality:0",
    "price:-1",
  ]);
});

Deno.test("'out of' in French and Spanish: sur, de, sobre", () => {
  assert.deepEqual(rated("Ponctualité : 4 sur 5."), ["punctuality:1"]);
  assert.deepEqual(rated("Prix 2 sur 5, propreté 5 sur 5."), [
    "price:-1",
    "cleanliness:1",
  ]);
  assert.deepEqual(rated("Puntualidad 5 de 5, precio 3 de 5."), [
    "punctuality:1",
    "price:0",
  ]);
  assert.deepEqual(rated("Precio: 2 sobre 10"), ["price:-1"]);
  assert.deepEqual(rated("Precio 5 de mayo"), []);
});

Deno.test("no score, another scale, a score above its scale, or no name: nothing", () => {
  for (
    const text of [
      "The value was great.",
      "Timeliness 3/4",
      "Value 7/5",
      "5/5 would hire again",
      "Price was $5/5 ft",
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

Deno.test("bare numbers in a list of ratings: a scale of 5, or of 10 when a score is above 5 or the sentence says so", () => {
  assert.deepEqual(rated("Timeliness 5, courtesy 4, value 2."), [
    "punctuality:1",
    "professionalism:1",
    "price:-1",
  ]);
  assert.deepEqual(rated("Punctuality 5, Price 3 and Cleanliness 4"), [
    "punctuality:1",
    "price:0",
    "cleanliness:1",
  ]);
  assert.deepEqual(rated("work 9, punctuality 6, price 4"), [
    "quality:1",
    "punctuality:0",
    "price:-1",
  ]);
  assert.deepEqual(rated("Scores out of 10: work 4, cleanup 8"), [
    "quality:-1",
    "cleanliness:1",
  ]);
  // Alone, a bare number is a score only after a separator.
  assert.deepEqual(rated("Courtesy: 5."), ["professionalism:1"]);
  assert.deepEqual(rated("3/5: work 5, price 1."), ["quality:1", "price:-1"]);
});

Deno.test("bare numbers that are not scores: counts, times, above 10, a lone number", () => {
  for (
    const text of [
      "Price 3 visits in a row",
      "Timeliness: 7:55 for an 8–10 window",
      "Value 40, cost 60",
      "The work 5 years ago held up.",
      "Price 3",
    ]
  ) {
    assert.deepEqual(rated(text), [], text);
  }
});

Deno.test("a score given for a named aspect: the score first", () => {
  assert.deepEqual(
    rated("Five stars for attitude, two stars for solving it."),
    [
      "professionalism:1",
    ],
  );
  assert.deepEqual(rated("4/5 for timeliness, 3/5 for price."), [
    "punctuality:1",
    "price:0",
  ]);
  // A bare number next to a written score takes its scale.
  assert.deepEqual(rated("5 stars for the work, one for the scheduling."), [
    "quality:1",
    "scheduling:-1",
  ]);
  assert.deepEqual(
    rated("Ten out of ten for timeliness, maybe a 6 on price."),
    [
      "punctuality:1",
      "price:0",
    ],
  );
  assert.deepEqual(rated("A 5 out of 5 for the guy's jokes."), []);
  assert.deepEqual(rated("Got 2 for the price of one."), []);
});

Deno.test("a letter grade given for a named aspect", () => {
  assert.deepEqual(
    rated("They got a B on communication and a D on scheduling."),
    [
      "communication:1",
      "scheduling:-1",
    ],
  );
  assert.deepEqual(rated("C+ for cleanup."), ["cleanliness:0"]);
  assert.deepEqual(rated("Jasmine: A in communication, A in cleanliness."), [
    "communication:1",
    "cleanliness:1",
  ]);
  assert.deepEqual(rated("Value for money: C."), ["price:0"]);
  assert.deepEqual(rated("An A for effort."), []);
  // A signed grade right before the name; a plain "A" is an article.
  assert.deepEqual(rated("A+ communication, C- punctuality."), [
    "communication:1",
    "punctuality:0",
  ]);
  assert.deepEqual(rated("A communication problem."), []);
  // After a name and its separator, the grade is that name's.
  assert.deepEqual(rated("Punctuality: A+ Communication: C"), [
    "punctuality:1",
    "communication:0",
  ]);
});

Deno.test("names of more than one word", () => {
  assert.deepEqual(
    rated("Response time: 5/5, work product: 4/5, value: 2/5."),
    ["scheduling:1", "quality:1", "price:-1"],
  );
});

Deno.test("emoji marks given a named aspect, and emoji that name one", () => {
  assert.deepEqual(rated("price 👍 communication 👍 cleanup 👎"), [
    "price:1",
    "communication:1",
    "cleanliness:-1",
  ]);
  assert.deepEqual(rated("⏰✅ 🧼❌ 💸😬"), [
    "punctuality:1",
    "cleanliness:-1",
    "price:-1",
  ]);
  assert.deepEqual(rated("price 😐 work 👍"), ["price:0", "quality:1"]);
  assert.deepEqual(rated("The furnace 🔥 works."), []);
});

Deno.test("'clean up' names cleanliness in a report card", () => {
  assert.deepEqual(rated("Punctuality: A. Manners: C. Clean up: F."), [
    "punctuality:1",
    "professionalism:0",
    "cleanliness:-1",
  ]);
});

Deno.test("marks before the names they rate, in any language of the names", () => {
  assert.deepEqual(
    rated("Northwind: 👍 puntualidad, 👎 precio, 😐 limpieza."),
    [
      "punctuality:1",
      "price:-1",
      "cleanliness:0",
    ],
  );
  assert.deepEqual(rated("✅ limpieza ❌ precio"), [
    "cleanliness:1",
    "price:-1",
  ]);
  assert.deepEqual(rated("✅ Pünktlichkeit ❌ Preis"), [
    "punctuality:1",
    "price:-1",
  ]);
  assert.deepEqual(rated("👍 puntualità 👎 prezzo 🤷‍♀️ pulizia"), [
    "punctuality:1",
    "price:-1",
    "cleanliness:0",
  ]);
  assert.deepEqual(rated("10/10 communicatie"), ["communication:1"]);
  assert.deepEqual(rated("5/5 punctuality, 2/5 cleanliness."), [
    "punctuality:1",
    "cleanliness:-1",
  ]);
  assert.deepEqual(rated("✅ on time ✅ shoe covers ❌ price"), ["price:-1"]);
  // A rating elsewhere in the sentence does not decide how the others read.
  assert.deepEqual(rated("Price 👍 Cleanliness"), ["price:1"]);
  assert.deepEqual(
    rated("✅ punctuality, Price 👍 Cleanliness").filter((r) =>
      !r.startsWith("punctuality")
    ),
    ["price:1"],
  );
});

Deno.test("marks after the names in any language, 'meh' and 5/10 middling", () => {
  assert.deepEqual(rated("ponctualité 👍"), ["punctuality:1"]);
  assert.deepEqual(rated("Preis 👎"), ["price:-1"]);
  assert.deepEqual(rated("Precio: meh."), ["price:0"]);
  assert.deepEqual(rated("preu 5/10"), ["price:0"]);
  assert.deepEqual(
    rated("Hector: 10/10 pou konesans, 5/10 pour la propreté."),
    [
      "expertise:1",
      "cleanliness:0",
    ],
  );
});

Deno.test("a mark before a word that does not end its item, or after another verdict, rates nothing", () => {
  for (
    const text of [
      "✅ Super clean install",
      "✅ Price exactly what the guy on the phone said",
      "Late 👎 price, though, was fair",
      "Outlets: 👍 Price: 👎",
    ]
  ) {
    assert.deepEqual(
      rated(text),
      text.startsWith("Outlets") ? ["price:-1"] : [],
      text,
    );
  }
  // Names first when the row reads so: the last mark is the last name's.
  assert.deepEqual(
    rated("Voltline 👍 Punctuality 👍 Price 😐 Cleanliness 👎"),
    [
      "punctuality:1",
      "price:0",
      "cleanliness:-1",
    ],
  );
  assert.deepEqual(rated("On time ✅ Tidy ❌ Price 😐"), ["price:0"]);
});

/** The phrases a sentence rates, as "words:score". */
function phrases(text: string): string[] {
  const sv = viewOf(text);
  return ratedPhrases(sv, subRatings(sv)).map((phrase) =>
    `${
      sv.view.slice(phrase.from, phrase.to + 1).map((i) => sv.tokens[i].norm)
        .join(" ")
    }:${phrase.score}${phrase.named ? " " + phrase.named : ""}`
  );
}

Deno.test("a score given to a phrase that is no aspect's name", () => {
  assert.deepEqual(phrases("Generator interlock: 👍 Showing up on time: 👎"), [
    "generator interlock:1",
    "showing up on time:-1",
  ]);
  assert.deepEqual(phrases("Arrives on time: A. Gentle with the dog: A+."), [
    "arrives on time:1",
    "gentle with the dog:1",
  ]);
  assert.deepEqual(phrases("Price for the panel: 👎."), [
    "price for the panel:-1 price",
  ]);
  // A rated name is no phrase; stars rate the whole visit; a mark before
  // the words after it is theirs.
  assert.deepEqual(phrases("Punctuality: A+ Communication: C"), []);
  assert.deepEqual(phrases("Gutters: 3 stars."), []);
  assert.deepEqual(phrases("thermostat install: ✅ on time ❌ cleanup"), []);
  assert.deepEqual(phrases("He said it was fine: a loose wire."), []);
});

Deno.test("marks are read only where a word may start one, as reading every word does", () => {
  let marks = 0;
  for (
    const text of [
      "👍 puntualidad, 👎 precio, 😐 limpieza",
      "✅ Pünktlichkeit ❌ Preis",
      "5/5 punctuality, 2/5 cleanliness",
      "⭐️⭐️⭐️ price, ★★★☆☆ cleanup, five out of five work",
      "Punctuality: A+ Communication: C, 3 stars for the price",
    ]
  ) {
    const sv = viewOf(text);
    for (let p = 0; p < sv.view.length; p++) {
      if (scoreAt(sv, p, { grades: false }) === null) continue;
      assert.ok(mayStartMark(wordAt(sv, p)), `${text} at ${wordAt(sv, p)}`);
      marks++;
    }
  }
  assert.ok(marks >= 10, `only ${marks} marks read`);
});
