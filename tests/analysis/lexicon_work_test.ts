import assert from "node:assert/strict";
import {
  CLEANLINESS_CUES,
  EXPERTISE_CUES,
  QUALITY_CUES,
} from "../../lib/analysis/lexicon_work.ts";
import {
  assertCueTable,
  assertStatements,
  statementSigns,
} from "../helpers/analysis.ts";

Deno.test("quality cues are well formed and hold the core terms", () => {
  assertCueTable(QUALITY_CUES, {
    aspect: "quality",
    holds: ["workmanship|craftsmanship", "quality"],
  });
});

Deno.test("expertise cues are well formed and hold the core terms", () => {
  assertCueTable(EXPERTISE_CUES, {
    aspect: "expertise",
    holds: ["knowledge", "expertise"],
  });
});

Deno.test("cleanliness cues are well formed and hold the core terms", () => {
  assertCueTable(CLEANLINESS_CUES, {
    aspect: "cleanliness",
    holds: ["leave|left * mess"],
  });
});

Deno.test("damage told as what happened is quality negative; a problem found is not", () => {
  for (
    const text of [
      "Three long gouges in the vinyl.",
      "Travis put his knee through our closet ceiling.",
      "Ryan put a screw straight through the bathroom drain pipe.",
      "They cracked a tile in the utility room.",
    ]
  ) {
    assert.deepEqual(statementSigns(text), ["quality:-1"], text);
  }
  for (
    const text of [
      "Our heat exchanger was cracked.",
      "He replaced the cracked toilet seal.",
    ]
  ) {
    assert.deepEqual(statementSigns(text), [], text);
  }
});

Deno.test("what happened after the job tells the work: back again, or gone", () => {
  for (
    const text of [
      "The basement floor drain backed up two days later.",
      "The stink came back within a week.",
      "Four trips for the same running toilet.",
      "The fan started clicking after two weeks.",
    ]
  ) {
    assert.deepEqual(statementSigns(text), ["quality:-1"], text);
  }
  for (
    const text of [
      "The smell has been gone for six weeks.",
      "The floor patch is hard to spot.",
      "Not a scratch on the granite.",
    ]
  ) {
    assert.deepEqual(statementSigns(text), ["quality:1"], text);
  }
  // A person coming back is no problem coming back.
  assert.deepEqual(
    statementSigns("They came back within a week to finish the trim."),
    [],
  );
});

Deno.test("work that has not so much as coughed since is quality", () => {
  assert.deepEqual(statementSigns("The pump has not faltered."), ["quality:1"]);
  assert.deepEqual(statementSigns("It has not so much as coughed since."), [
    "quality:1",
  ]);
});

Deno.test("formal register: a room left as he found it, parts replaced that were not at fault", () => {
  assert.deepEqual(
    statementSigns("He left the utility room exactly as he found it."),
    ["cleanliness:1"],
  );
  assert.deepEqual(
    statementSigns("He replaced two switches that were not at fault."),
    ["expertise:-1"],
  );
});

Deno.test("guessing at parts or leaving without a cause is no expertise", () => {
  assert.deepEqual(
    statementSigns(
      "Frank swapped out three breakers before he landed on the root cause.",
    ),
    ["expertise:-1"],
  );
  assert.deepEqual(
    statementSigns("He left without a root cause."),
    ["expertise:-1"],
  );
  assert.deepEqual(statementSigns("The install was on spec."), ["quality:1"]);
});

Deno.test("faults looked for and not found; nothing tracked in; a clean-out", () => {
  assert.deepEqual(
    statementSigns(
      "Claire did the pot lights, and I can't find a thing wrong with them.",
    ),
    ["quality:1"],
  );
  assert.deepEqual(
    statementSigns("He couldn't find anything wrong with the drain."),
    [],
  );
  assert.deepEqual(statementSigns("Tomasz tracked nothing in."), [
    "cleanliness:1",
  ]);
  assert.deepEqual(
    statementSigns("Vince found the clean-out under the runners."),
    [],
  );
});

Deno.test("things brought in left about; a short label's verdict", () => {
  assertStatements([
    [
      "He left the boxes from the new furnace stacked at the bottom of my ramp.",
      [
        "cleanliness:-1",
      ],
    ],
    ["He left the jug of drain opener on the basement floor.", [
      "cleanliness:-1",
    ]],
    ["Timekeeping: spot on.", ["punctuality:1"]],
    ["Mess: don't ask.", ["cleanliness:-1"]],
    ["Price: on point.", ["price:1"]],
  ]);
});

Deno.test("charged for parts that were not the problem", () => {
  assert.deepEqual(
    statementSigns(
      "The invoice charges me for both parts that weren't the problem.",
    ),
    ["expertise:-1"],
  );
});

Deno.test("British English: a proper job, not the foggiest; precise work", () => {
  assert.deepEqual(statementSigns("Made a proper job of the guttering."), [
    "quality:1",
  ]);
  assert.deepEqual(statementSigns("The first lad hadn't the foggiest."), [
    "expertise:-1",
  ]);
  assert.deepEqual(statementSigns("The duct crew hadn't a clue."), [
    "expertise:-1",
  ]);
  // The reviewer's own ignorance is no verdict.
  assert.deepEqual(statementSigns("I hadn't a clue what a flue was."), []);
  assert.deepEqual(
    statementSigns("Didn't have a clue what a swamp cooler was."),
    [],
  );
  assert.deepEqual(statementSigns("Very precise work on the outlets."), [
    "quality:1",
  ]);
});

Deno.test("running like a dream, cooling quicker, not slow since", () => {
  for (
    const text of [
      "It runs like a top.",
      "The heater's going like a dream.",
      "The house cools down heaps quicker now.",
      "The drain hasn't been slow since.",
    ]
  ) {
    assert.deepEqual(statementSigns(text), ["quality:1"], text);
  }
});

Deno.test("a home kept warm or cool since the work is quality", () => {
  assertStatements([
    [
      "The kids' rooms have stayed toasty all winter since.",
      ["quality:1"],
    ],
    ["Been warm ever since.", ["quality:1"]],
    ["Kitchen drain snaked twice in 30 days.", ["quality:-1"]],
    ["The house finally holds the cold.", ["quality:1"]],
  ]);
});

Deno.test("Northern English work: done proper, sound as a pound, gormless", () => {
  assertStatements([
    ["It's sound as a pound.", ["quality:1"]],
    ["It was fixed proper.", ["quality:1"]],
    ["The lights look right smart.", ["quality:1"]],
    ["He was gormless.", ["expertise:-1"]],
  ]);
});

Deno.test("a fault measured against itself before the visit, and a result that held", () => {
  for (
    const text of [
      "The breaker keeps tripping exactly as often as before.",
      "The null result was reproducible.",
      "The floor in the hall is warm and damp again.",
    ]
  ) {
    assert.deepEqual(statementSigns(text), ["quality:-1"], text);
  }
  for (
    const text of [
      "Three weeks later: no recurrence.",
      "It's been draining fine for two months.",
      "It stayed ice cold right through the heat wave.",
    ]
  ) {
    assert.deepEqual(statementSigns(text), ["quality:1"], text);
  }
});

Deno.test("a fix that lasted: fine for months, without incident since", () => {
  for (
    const text of [
      "The unit has been fine for four months now.",
      "The unit has performed without incident since.",
    ]
  ) {
    assert.deepEqual(
      statementSigns(text).filter((s) => s.startsWith("quality")),
      ["quality:1"],
      text,
    );
  }
});

Deno.test("the final state after a call-back: been solid since", () => {
  assert.deepEqual(
    statementSigns("It's been solid since.").filter((s) =>
      s.startsWith("quality")
    ),
    ["quality:1"],
  );
});

Deno.test("an install that went in clean", () => {
  assert.ok(
    statementSigns("The 200-amp service went in clean.").includes("quality:1"),
  );
});
