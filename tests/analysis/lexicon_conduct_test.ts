import assert from "node:assert/strict";
import {
  COMMUNICATION_CUES,
  PROFESSIONALISM_CUES,
} from "../../lib/analysis/lexicon_conduct.ts";
import { sentenceStatements } from "../../lib/analysis/statements.ts";
import { assertCueTable, viewOf } from "../helpers/analysis.ts";

Deno.test("professionalism cues are well formed and hold the core terms", () => {
  assertCueTable(PROFESSIONALISM_CUES, {
    aspect: "professionalism",
    holds: ["professionalism", "customer service"],
  });
});

Deno.test("communication cues are well formed and hold the core terms", () => {
  assertCueTable(COMMUNICATION_CUES, {
    aspect: "communication",
    holds: [
      "communication|communicate|communicating|communicative",
      "miscommunication",
    ],
  });
});

Deno.test("care nobody asked for reads as professionalism", () => {
  for (
    const text of [
      "They built me a plywood ramp without me asking.",
      "She went out of her way to keep the hallway clear.",
      "He checked the smoke alarms without being asked.",
    ]
  ) {
    assert.deepEqual(
      sentenceStatements(viewOf(text), new Set()).map((statement) =>
        `${statement.aspect}:${Math.sign(statement.score)}`
      ),
      ["professionalism:1"],
      text,
    );
  }
});
