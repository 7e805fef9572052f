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
import { ASPECT_IDS } from "../../lib/schemas.ts";
import {
  compilePatterns,
  expandBraces,
} from "../../lib/analysis/text_patterns.ts";

const FLAG = new RegExp(
  `^([+-]?\\d+(\\.\\d+)?|S|W|F|R|N[+-]?\\d+(\\.\\d+)?|also:(${
    ASPECT_IDS.join("|")
  }))$`,
);

function checkSpec(spec: string, where: string): void {
  const [pattern, flags, extra] = spec.split(" ~ ");
  assert.equal(extra, undefined, `${where}: one " ~ " separator: ${spec}`);
  assert.ok(pattern.trim().length > 0, `${where}: empty pattern`);
  for (const flag of (flags ?? "").trim().split(/\s+/).filter(Boolean)) {
    assert.match(flag, FLAG, `${where}: bad flag "${flag}" in ${spec}`);
  }
  for (const expanded of expandBraces(pattern)) {
    for (const element of expanded.split(" ")) {
      assert.ok(
        !element.split("|").includes(""),
        `${where}: empty alternative in "${spec}"`,
      );
      assert.ok(!/[{}]/.test(element), `${where}: stray brace in "${spec}"`);
      assert.equal(
        element,
        element.replace(/:[A-Z]+$/, "").toLowerCase() +
          (element.match(/:[A-Z]+$/)?.[0] ?? ""),
        `${where}: words are lower case: "${spec}"`,
      );
    }
  }
}

Deno.test("every aspect has cues, and every cue is well formed", () => {
  for (const aspect of ASPECT_IDS) {
    assert.ok(ASPECT_CUES[aspect].length >= 10, `${aspect} has few cues`);
    for (const spec of ASPECT_CUES[aspect]) checkSpec(spec, aspect);
  }
  for (const spec of GENERAL_CUES) checkSpec(spec, "general");
  for (const [spec] of MODIFIER_CUES) {
    const [pattern, fallback] = spec.split(" ~ ");
    checkSpec(pattern, "modifier");
    if (fallback !== undefined) {
      assert.ok(
        (ASPECT_IDS as readonly string[]).includes(fallback),
        `modifier fallback ${fallback}`,
      );
    }
  }
  for (const pattern of NEUTRALIZERS) checkSpec(pattern, "neutralizer");
  for (const spec of SARCASM_CUES) {
    const [pattern, mode] = spec.split(" ~ ");
    checkSpec(pattern, "sarcasm");
    assert.ok(mode === "always" || mode === "conditional", spec);
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
