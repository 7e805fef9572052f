import assert from "node:assert/strict";
import {
  COMMUNICATION_CUES,
  PROFESSIONALISM_CUES,
} from "../../lib/analysis/lexicon_conduct.ts";
import {
  assertCueTable,
  assertStatements,
  statementSigns,
} from "../helpers/analysis.ts";

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
  assertStatements([
    ["They built me a plywood ramp without me asking.", ["professionalism:1"]],
    [
      "She went out of her way to keep the hallway clear.",
      ["professionalism:1"],
    ],
    ["He checked the smoke alarms without being asked.", ["professionalism:1"]],
  ]);
});

Deno.test("'was kind' is professionalism, 'was kind of' is not", () => {
  assertStatements([
    ["She was kind to my dad.", ["professionalism:1"]],
    ["He was so kind.", ["professionalism:1"]],
    ["He was kind of short with me.", ["professionalism:-1"]],
  ]);
});

Deno.test("how the state of a home was met is professionalism", () => {
  for (
    const text of [
      "Rich never once made a comment.",
      "Did not judge my disaster of a basement.",
      "Vinny snaked it without a single comment on the state of things.",
      "Deano didn't even flinch.",
    ]
  ) {
    assert.deepEqual(statementSigns(text), ["professionalism:1"], text);
  }
  assert.deepEqual(statementSigns("Dale was judgy."), ["professionalism:-1"]);
  assert.deepEqual(
    statementSigns(
      "JM would only talk to my ex-husband, who was dropping off the kids.",
    ),
    ["professionalism:-1"],
  );
});

Deno.test("registering a new unit's warranty is communication", () => {
  assert.deepEqual(statementSigns("Mari registered it with Generac."), [
    "communication:1",
  ]);
  assert.deepEqual(
    statementSigns("They did not register our new furnace like they promised."),
    ["communication:-1"],
  );
});

Deno.test("after the job: a call to check the work, marketing that won't stop", () => {
  assert.deepEqual(
    statementSigns("Claire called to ask how we were liking them."),
    [
      "communication:1",
    ],
  );
  assert.deepEqual(statementSigns("STOP TEXTING ME"), ["communication:-1"]);
  assert.deepEqual(statementSigns("Still waiting on my receipt."), [
    "communication:-1",
  ]);
});

Deno.test("second-language English: false friends of manners and telling", () => {
  assert.deepEqual(statementSigns("Very educated people."), [
    "professionalism:1",
  ]);
  assert.deepEqual(statementSigns("He educated me on my options."), [
    "communication:1",
  ]);
  assert.deepEqual(statementSigns("Dana got very brave with me."), [
    "professionalism:-1",
  ]);
  assert.deepEqual(statementSigns("They changed the day without no advise."), [
    "communication:-1",
  ]);
  // A double negative says nothing was said.
  assert.deepEqual(statementSigns("He didn't say nothing."), [
    "communication:-1",
  ]);
});

Deno.test("with a Deaf customer: speaking to be read, writing things down", () => {
  assert.deepEqual(statementSigns("He spoke slowly and clearly."), [
    "communication:1",
  ]);
  assert.deepEqual(statementSigns("Easy to lipread."), ["communication:1"]);
  assert.deepEqual(statementSigns("I cannot lipread through a mask."), [
    "communication:-1",
  ]);
  assert.deepEqual(
    statementSigns("Luis typed me every step on his phone."),
    ["communication:1"],
  );
  assert.deepEqual(statementSigns("He was on his phone the whole time."), [
    "professionalism:-1",
  ]);
  assert.deepEqual(
    statementSigns("She doesn't hear well, so he wrote everything down."),
    ["communication:1"],
  );
});

Deno.test("chattiness held against the technician, and a look is no conduct", () => {
  assert.deepEqual(statementSigns("Rich was a bit too chatty for me."), [
    "professionalism:-1",
  ]);
  assert.deepEqual(statementSigns("Moose talked my ear off."), [
    "professionalism:-1",
  ]);
  assert.deepEqual(
    statementSigns("Mum wouldn't stop talking about Hector."),
    [],
  );
  assert.deepEqual(
    statementSigns("She went through it again without so much as a sigh."),
    ["professionalism:1"],
  );
  assert.deepEqual(statementSigns("Professional-looking van."), []);
});

Deno.test("to call a thing something is no phone call; silence and expectations", () => {
  assert.deepEqual(
    statementSigns("I wouldn't call the guttering quote cheap."),
    [
      "price:-1",
    ],
  );
  assert.deepEqual(statementSigns("Nobody would call me back."), [
    "communication:-1",
  ]);
  assert.deepEqual(
    statementSigns("The kickoff call was great, then it was crickets."),
    ["communication:-1"],
  );
  assert.deepEqual(
    statementSigns("Marisol set clear expectations on the panel upgrade."),
    ["communication:1"],
  );
  assert.deepEqual(
    statementSigns("Linh kept looking at her phone while I was talking."),
    ["professionalism:-1"],
  );
  assert.deepEqual(
    statementSigns(
      "The professional photos on their website are stock images.",
    ),
    [],
  );
});

Deno.test("messages that go unanswered are silence", () => {
  assert.deepEqual(statementSigns("My texts to the office go unanswered."), [
    "communication:-1",
  ]);
  assert.deepEqual(
    statementSigns("It took four unanswered emails to get a refund."),
    ["communication:-1"],
  );
});

Deno.test("people called good as people are professionalism; 'the best' is not", () => {
  assert.deepEqual(statementSigns("Good folks."), ["professionalism:1"]);
  assert.deepEqual(statementSigns("Sunny's a good guy."), [
    "professionalism:1",
  ]);
  assert.deepEqual(statementSigns("The best people, the best."), []);
});

Deno.test("the customer's things moved without asking; 'let's be honest' is a filler", () => {
  assert.deepEqual(
    statementSigns("Tony moved my things without asking and put them back."),
    ["professionalism:-1"],
  );
  assert.deepEqual(
    statementSigns("Let's be honest, the office called me back in an hour."),
    statementSigns("The office called me back in an hour."),
  );
});

Deno.test("an attitude shown is manners; photos sent to the insurer are news", () => {
  for (
    const text of [
      "No need for the attitude.",
      "She had an attitude the whole time.",
      "Real bad attitude on that one.",
    ]
  ) {
    assert.deepEqual(statementSigns(text), ["professionalism:-1"], text);
  }
  assert.deepEqual(
    statementSigns("He sent the photos of the leak to my insurer."),
    ["communication:1"],
  );
  assert.deepEqual(
    statementSigns("I sent the invoice to my insurer myself."),
    [],
  );
});

Deno.test("facing a Deaf customer to be lip-read; the office's different dates", () => {
  assert.deepEqual(statementSigns("He faced me every time he talked."), [
    "communication:1",
  ]);
  assert.deepEqual(statementSigns("She did not face me once."), [
    "communication:-1",
  ]);
  assert.deepEqual(
    statementSigns("The office gave me three different dates."),
    ["communication:-1"],
  );
});

Deno.test("warm words for the person, and complaints to the customer, are professionalism", () => {
  assertStatements([
    ["Top woman.", ["professionalism:1"]],
    ["A true servant's heart.", ["professionalism:1"]],
    ["So cheerful the whole time.", ["professionalism:1"]],
    ["Then he complained to me about the stairs.", ["professionalism:-1"]],
    ["He went into my bedroom without asking.", ["professionalism:-1"]],
  ]);
});

Deno.test("Northern English conduct: a grand lad, mardy, a word against her", () => {
  assertStatements([
    ["He's a grand lad.", ["professionalism:1"]],
    ["Proper gent.", ["professionalism:1"]],
    ["She got mardy when I asked.", ["professionalism:-1"]],
    ["I'll not hear a word against her.", ["professionalism:1"]],
  ]);
});

Deno.test("an explanation lost in jargon is no explanation; one without is", () => {
  assert.deepEqual(
    statementSigns("She explained the footage in so much jargon I gave up."),
    ["communication:-1"],
  );
  assert.deepEqual(
    statementSigns("He walked me through it with no jargon."),
    ["communication:1"],
  );
});

Deno.test("for a blind customer: the work described or handed over, paperwork that reads or not", () => {
  assertStatements([
    ["He described everything he was seeing as he went.", [
      "communication:1",
    ]],
    ["She let me hold the corroded part she took out.", [
      "communication:1",
    ]],
    ["He guided my hand up to it.", ["communication:1"]],
    ["The receipt came as an accessible PDF.", ["communication:1"]],
    ["My screen reader just says 'image'.", ["communication:-1"]],
    ["He wouldn't let me hold the ladder.", []],
  ]);
});

Deno.test("furniture put back exactly, or pushed into the walkway, is professionalism", () => {
  assertStatements([
    ["Sam moved my couch and put it back exactly where it was.", [
      "professionalism:1",
    ]],
    ["The plumber moved my dining table into the walkway.", [
      "professionalism:-1",
    ]],
  ]);
});
