import assert from "node:assert/strict";
import { findEntities } from "../../lib/analysis/entities.ts";
import { buildEntityMatchers } from "../../lib/analysis/entity_matchers.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import { businessActs } from "../../lib/analysis/service_no_work.ts";
import { type Business, BusinessSchema } from "../../lib/schemas/mod.ts";

// The module decides per sentence; it is exercised through findEntities,
// which gives it the matches, the sentence's view and its words.

/** An HVAC business whose repair service owns the equipment's aliases. */
const HVAC: Business = BusinessSchema.parse({
  id: "cool",
  name: "Cool Air Heating & Cooling",
  type: "HVACBusiness",
  url: "https://cool.example",
  telephone: "+1-555-0143",
  address: {
    street_address: "3 Elm St",
    locality: "Mesa",
    region: "AZ",
    postal_code: "85201",
    country: "US",
  },
  service_areas: [{ id: "tempe", name: "Tempe" }],
  services: [
    {
      id: "ac-repair",
      name: "AC Repair",
      aliases: ["AC", "air conditioner", "refrigerant", "capacitor"],
    },
    { id: "ac-install", name: "AC Installation", aliases: ["new AC"] },
    { id: "tune-up", name: "AC Tune-Up", aliases: ["tune-up"] },
    { id: "camera", name: "Camera Inspection", aliases: ["camera"] },
    { id: "sewer", name: "Sewer Repair", aliases: ["main line", "sewer line"] },
    {
      id: "sewer-replacement",
      name: "Sewer Line Replacement",
      aliases: ["new sewer line"],
    },
    { id: "roots", name: "Root Removal", aliases: ["roots"] },
    { id: "panel", name: "Panel Upgrade", aliases: ["panel"] },
    { id: "hot-tub", name: "Hot Tub Wiring", aliases: ["hot tub"] },
    {
      id: "troubleshooting",
      name: "Electrical Troubleshooting",
      aliases: ["breaker kept tripping"],
    },
  ],
  technicians: [{ id: "kayla", name: "Kayla Brennan", aliases: [] }],
});
const hvac = buildEntityMatchers(HVAC);

function hvacServices(text: string): string[] {
  const found = findEntities(hvac, tokenize(text));
  return [...found.services].sort().map((i) => hvac.serviceIds[i]);
}

Deno.test("an install word by a repair service's equipment alias chooses the installation", () => {
  const cases: Array<[string, string[]]> = [
    ["The AC install took three days.", ["ac-install"]],
    ["They installed the air conditioner in June.", ["ac-install"]],
    ["The AC stopped cooling again.", ["ac-repair"]],
    // The install word must be by the equipment.
    ["They installed a fan, then fixed the AC.", ["ac-repair"]],
    // Swedish "ny" is an install word; New York's "NY" is not.
    ["Ny AC installerad i juni.", ["ac-install"]],
    ["Fixed the AC in NY for my mom.", ["ac-repair"]],
  ];
  for (const [text, services] of cases) {
    assert.deepEqual(hvacServices(text), services, text);
  }
});

Deno.test("equipment a maintenance visit looked at is not a repair of it", () => {
  const cases: Array<[string, string[]]> = [
    ["The tune-up on the AC was quick.", ["tune-up"]],
    [
      "Kayla did the tune-up, gave me refrigerant pressures in writing.",
      ["tune-up"],
    ],
    ["They ran the camera down the main line.", ["camera"]],
    // Work on the equipment, or a second visit, is still a repair.
    ["The tune-up found a bad capacitor and replaced it.", [
      "ac-repair",
      "tune-up",
    ]],
    ["The tune-up turned up low refrigerant, $300 to top it off.", [
      "ac-repair",
      "tune-up",
    ]],
    ["Kayla did the tune-up in March and came back when the AC died.", [
      "ac-repair",
      "tune-up",
    ]],
  ];
  for (const [text, services] of cases) {
    assert.deepEqual(hvacServices(text), services, text);
  }
});

Deno.test("a pipe or a panel named as the place of other work is no service of its own", () => {
  const cases: Array<[string, string[]]> = [
    ["Moose cut the roots in our sewer line.", ["roots"]],
    ["They wired the hot tub, a long run from the panel.", ["hot-tub"]],
    // Named as the work, or with work on it, it is the service.
    ["They did our panel and the hot tub.", ["panel", "hot-tub"]],
    // A panel named alone as where something sat or was done.
    ["He put a drop cloth down under the panel.", []],
    ["Found a loose neutral in the panel.", []],
    ["Passed inspection, and the work inside the panel is beautiful.", [
      "panel",
    ]],
    ["She was on time both mornings of the panel job.", ["panel"]],
    // A word of a panel job anywhere in the text makes it the job.
    ["Kayla showed me photos inside the panel and why we needed the upgrade.", [
      "panel",
    ]],
    ["Kayla looked in the panel, said we didn't need an upgrade.", []],
    ["She sent a video from inside the panel. Made the upgrade easy.", [
      "panel",
    ]],
    ["The main line backed up, so they cut the roots in it.", [
      "sewer",
      "roots",
    ]],
  ];
  for (const [text, services] of cases) {
    assert.deepEqual(hvacServices(text), services, text);
  }
});

Deno.test("a replacement word by the equipment chooses its replacement service", () => {
  const cases: Array<[string, string[]]> = [
    ["They said the whole sewer line needs replacement.", [
      "sewer-replacement",
    ]],
    ["They replaced the AC in June.", ["ac-install"]],
    // A part of the equipment replaced is a repair of it.
    ["They replaced the AC fan motor.", ["ac-repair"]],
  ];
  for (const [text, services] of cases) {
    assert.deepEqual(hvacServices(text), services, text);
  }
});

Deno.test("equipment reported sound, with no work on it, is no service", () => {
  const cases: Array<[string, string[]]> = [
    ["She checked the AC and said it was fine.", []],
    ["Capacitor tested within spec, no need for a new AC.", []],
    ["He looked at the panel and said nothing wrong with it.", []],
    // Work on it, or no report of it sound, is the service.
    ["The AC was fine after he replaced the capacitor.", ["ac-repair"]],
    ["She checked the AC and recharged it.", ["ac-repair"]],
    ["The panel is fine now that they upgraded it.", ["panel"]],
    // Advice to save the money sets aside even a service that is not
    // repair alone; an inspection done is still done.
    ["Came to look at the hot tub, said it was fine and to save my money.", []],
    ["Came to look at the hot tub, said it was fine.", ["hot-tub"]],
    ["She ran the camera, said the main line was fine, save your money.", [
      "camera",
    ]],
  ];
  for (const [text, services] of cases) {
    assert.deepEqual(hvacServices(text), services, text);
  }
});

Deno.test("one's own roots are no root removal", () => {
  assert.deepEqual(hvacServices("Going back to our roots, we called."), []);
  assert.deepEqual(hvacServices("The roots came back, so they cut them."), [
    "roots",
  ]);
});

Deno.test("a part swapped or needed in a sound report is a repair", () => {
  const cases: Array<[string, string[]]> = [
    ["He said the compressor was fine, just a capacitor.", ["ac-repair"]],
    ["Said the AC was fine and only needed a capacitor.", ["ac-repair"]],
    ["Said we didn't need a new AC, swapped a bad capacitor.", ["ac-repair"]],
    ["Said the AC was fine and we didn't need a new one.", []],
    // Work done in the sentence after the report.
    ["He said the AC was fine. Then he replaced the capacitor.", [
      "ac-repair",
    ]],
  ];
  for (const [text, services] of cases) {
    assert.deepEqual(hvacServices(text), services, text);
  }
});

Deno.test("whether the business is at work is asked of faults alone (the shortcut of countedTextServices)", () => {
  // Texts that name no fault and would read as no work by the business:
  // their services count all the same, so not reading it changes nothing.
  for (
    const [text, services] of [
      ["The AC install took three days, no need for them to come back.", [
        "ac-install",
      ]],
    ] as const
  ) {
    assert.equal(businessActs(tokenize(text).tokens), false, text);
    assert.deepEqual(hvacServices(text), services, text);
  }
});

Deno.test("a fault told counts only with the business at work", () => {
  const cases: Array<[string, string[]]> = [
    ["Breaker kept tripping. Kayla came the next day.", ["troubleshooting"]],
    ["The tech couldn't say why the breaker kept tripping.", [
      "troubleshooting",
    ]],
    // The problem alone, or the reviewer's own work.
    ["Breaker kept tripping every time the kettle ran.", []],
    ["Breaker kept tripping so I swapped it myself.", []],
    // Advice that spared the visit.
    ["Breaker kept tripping. Kayla said no need for them to come out.", []],
    // A fault said of equipment is the equipment's service.
    ["Our hot tub breaker kept tripping, so Kayla fixed it.", ["hot-tub"]],
  ];
  for (const [text, services] of cases) {
    assert.deepEqual(hvacServices(text), services, text);
  }
});
