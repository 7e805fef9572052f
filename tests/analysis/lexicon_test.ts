import assert from "node:assert/strict";
import {
  ASPECT_CUES,
  CONTRAST_WORDS,
  GENERAL_CUES,
  MODIFIER_CUES,
  NEGATORS,
  NEUTRALIZERS,
  SARCASM_CUES,
} from "../../lib/analysis/lexicon.ts";
import { ASPECT_IDS } from "../../lib/schemas/mod.ts";
import {
  compilePatterns,
  expandBraces,
} from "../../lib/analysis/text_patterns.ts";
import {
  assertCueSpec,
  assertStatements,
  statementSigns,
} from "../helpers/analysis.ts";

Deno.test("every aspect has cues, and every cue is well formed", () => {
  for (const aspect of ASPECT_IDS) {
    assert.ok(ASPECT_CUES[aspect].length >= 10, `${aspect} has few cues`);
    for (const spec of ASPECT_CUES[aspect]) assertCueSpec(spec, aspect);
  }
  for (const spec of GENERAL_CUES) assertCueSpec(spec, "general");
  for (const [spec] of MODIFIER_CUES) {
    const [pattern, fallback] = spec.split(" ~ ");
    assertCueSpec(pattern, "modifier");
    if (fallback !== undefined) {
      assert.ok(
        (ASPECT_IDS as readonly string[]).includes(fallback),
        `modifier fallback ${fallback}`,
      );
    }
  }
  for (const pattern of NEUTRALIZERS) assertCueSpec(pattern, "neutralizer");
  for (const spec of SARCASM_CUES) {
    const [pattern, mode] = spec.split(" ~ ");
    assertCueSpec(pattern, "sarcasm");
    assert.ok(["always", "praise", "conditional"].includes(mode), spec);
  }
});

Deno.test("the lexicon compiles", () => {
  const entries = [
    ...ASPECT_IDS.flatMap((aspect) => ASPECT_CUES[aspect]),
    ...GENERAL_CUES,
  ].map((spec) => ({ pattern: spec.split(" ~ ")[0], data: spec }));
  const set = compilePatterns(entries);
  assert.ok(set.patterns.length > entries.length);
});

Deno.test("the domain phrases general lexicons miss are covered", () => {
  const all = ASPECT_IDS.flatMap((aspect) =>
    ASPECT_CUES[aspect].flatMap((spec) =>
      expandBraces(spec.split(" ~ ")[0]).map((pattern) =>
        `${aspect}: ${pattern}`
      )
    )
  );
  for (
    const expected of [
      "punctuality: on time|schedule",
      "price: overprice|overpriced",
      "honesty: upsell",
      "cleanliness: leave|left * mess",
    ]
  ) {
    assert.ok(all.includes(expected), `missing ${expected}`);
  }
});

Deno.test("negators and contrast words are single lower-case entries", () => {
  for (const word of [...NEGATORS, ...CONTRAST_WORDS]) {
    assert.equal(word, word.toLowerCase().trim());
  }
  assert.ok(CONTRAST_WORDS.has("but") && CONTRAST_WORDS.has("however"));
});

Deno.test("'to be fair' is no price; an excuse granted leaves a wait neutral", () => {
  assert.deepEqual(
    statementSigns("To be fair, the office called me back the same afternoon."),
    statementSigns("The office called me back the same afternoon."),
  );
  assert.deepEqual(statementSigns("It was a long wait."), ["punctuality:-1"]);
  assert.deepEqual(
    statementSigns("It was a long wait, but I'll give them a pass."),
    ["punctuality:0"],
  );
});

Deno.test("praise that goes 'nothing more' is lukewarm; needing nothing more is not", () => {
  assert.deepEqual(statementSigns("Will Carter was polite, nothing more."), [
    "professionalism:0",
  ]);
  assert.deepEqual(
    statementSigns("The price was fine, nothing more nothing less."),
    ["price:0"],
  );
  assert.deepEqual(
    statementSigns(
      "He said the system is fine and we need nothing more, no upselling.",
    ),
    statementSigns("He said the system is fine, no upselling."),
  );
});

Deno.test("an eye-roll after praise takes it back", () => {
  assertStatements([
    ["$380 to snake one sink, sure, totally reasonable 🙄", ["price:-1"]],
    ["Fair price, they said 😒", ["price:-1"]],
    // A grudging verdict stays neutral.
    ["Technically on time 🙄", ["punctuality:0"]],
  ]);
});

Deno.test("worth the fifth star weighs a rating, not the price", () => {
  assert.deepEqual(statementSigns("That alone is worth the fifth star."), []);
  assert.deepEqual(statementSigns("Worth every penny."), ["price:1"]);
});

Deno.test("expecting the worst of the bill is a fear, not its verdict", () => {
  assert.deepEqual(statementSigns("Opened the bill expecting the worst."), []);
});
