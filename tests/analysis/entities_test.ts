import assert from "node:assert/strict";
import { findEntities } from "../../lib/analysis/entities.ts";
import { buildEntityMatchers } from "../../lib/analysis/entity_matchers.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import { type Business, BusinessSchema } from "../../lib/schemas/mod.ts";
import { ELECTRICIAN } from "../helpers/analysis.ts";

const matchers = buildEntityMatchers(ELECTRICIAN);

function find(text: string) {
  const found = findEntities(matchers, tokenize(text));
  return {
    technicians: [...found.technicians].sort().map((i) =>
      matchers.technicianNames[i]
    ),
    services: [...found.services].sort().map((i) => matchers.serviceIds[i]),
    area: found.area < 0 ? null : matchers.areaNames[found.area],
  };
}

Deno.test("first names that are English words need a person's context", () => {
  assert.deepEqual(find("Grant wired the panel.").technicians, [
    "Grant Holloway",
  ]);
  assert.deepEqual(find("Grant me patience.").technicians, []);
  assert.deepEqual(find("Frank assessment of the wiring.").technicians, []);
  assert.deepEqual(find("Frank was honest.").technicians, ["Frank Osei"]);
  assert.deepEqual(find("We asked for Frank again.").technicians, [
    "Frank Osei",
  ]);
  assert.deepEqual(find("to be frank, meh").technicians, []);
  assert.deepEqual(find("GRANT ME PATIENCE").technicians, []);
  assert.deepEqual(find("GRANT UPSOLD US").technicians, ["Grant Holloway"]);
  // English without tense: "me" as a subject, or a clause closing on a
  // bare verb.
  assert.deepEqual(find("Grant late. Me stand at window.").technicians, [
    "Grant Holloway",
  ]);
  assert.deepEqual(
    find("Grant come, face me, talk slow so me lipread.").technicians,
    ["Grant Holloway"],
  );
  assert.deepEqual(find("Grant access to the attic first.").technicians, []);
  assert.deepEqual(
    find("Frank for pot lights come, all in one line.").technicians,
    ["Frank Osei"],
  );
  // "Frank is the word I would use": the word, not the man.
  assert.deepEqual(
    find("Frank is the word I would use for the quote.").technicians,
    [],
  );
  assert.deepEqual(find("Frank is the best, he fixed it.").technicians, [
    "Frank Osei",
  ]);
});

Deno.test("a name before a common Nordic verb is a person", () => {
  assert.deepEqual(find("Frank er en hyggelig fyr.").technicians, [
    "Frank Osei",
  ]);
  assert.deepEqual(find("Grant kom presis kl. 8.").technicians, [
    "Grant Holloway",
  ]);
  assert.deepEqual(find("Grant me patience.").technicians, []);
});

Deno.test("a name that opens a line of a pasted thread is a person", () => {
  assert.deepEqual(find("Grant: still good for Monday?").technicians, [
    "Grant Holloway",
  ]);
  // A label with an amount after it is the bill, however hedged.
  assert.deepEqual(find("Grant: about $900, paid on the day.").technicians, []);
  assert.deepEqual(find("Grant: ~$900.").technicians, []);
  assert.deepEqual(find("Old quote: $900. Frank: loose wire.").technicians, [
    "Frank Osei",
  ]);
  // "PM" after a clock time is the time of day, not a project manager.
  assert.deepEqual(find("4:40 PM Frank was here").technicians, [
    "Frank Osei",
  ]);
  assert.deepEqual(find("my PM Frank Osei sent it").technicians, []);
});

Deno.test("a title and the surname name a technician, with or without a full stop", () => {
  assert.deepEqual(find("Mr. Holloway was punctual.").technicians, [
    "Grant Holloway",
  ]);
  assert.deepEqual(find("Mr Osei called ahead.").technicians, ["Frank Osei"]);
  assert.deepEqual(find("Dr. Osei, as we called him.").technicians, [
    "Frank Osei",
  ]);
  assert.deepEqual(find("Holloway Street was closed.").technicians, []);
});

Deno.test("a first name two technicians share matches neither", () => {
  assert.deepEqual(find("Bill came out on Sunday.").technicians, []);
  assert.deepEqual(find("Billy came out on Sunday.").technicians, [
    "Bill Nguyen",
  ]);
  assert.deepEqual(find("Bill Ortiz came out.").technicians, ["Bill Ortiz"]);
  assert.deepEqual(find("The bill was high.").technicians, []);
});

Deno.test("a name said as an exclamation is nobody", () => {
  const business = BusinessSchema.parse({
    ...ELECTRICIAN,
    technicians: [{
      id: "jesus-morales",
      name: "Jesús Morales",
      aliases: ["Jesus"],
    }],
  });
  const withJesus = buildEntityMatchers(business);
  const names = (text: string) =>
    [...findEntities(withJesus, tokenize(text)).technicians].map((i) =>
      withJesus.technicianNames[i]
    );
  for (
    const text of [
      "Jesus, what a week.",
      "Jesus, that quote.",
      "Praise Jesus, the lights are back.",
      "Jesus wept, the breaker tripped again.",
      "¡Jesús, María y José! The AC died.",
      "Y mi perrito Jesus lo adoró.",
      "Jesus take the wheel, 45 minutes on hold.",
      "Jesus, the invoice: $1,100 for a capacitor.",
      "Cons: Jesus, the bill.",
      "Jesus, it was 117 in Mesa when the AC quit.",
    ]
  ) {
    assert.deepEqual(names(text), [], text);
  }
  assert.deepEqual(names("Jesus take a bow, the AC is ice cold."), [
    "Jesús Morales",
  ]);
  assert.deepEqual(names("Jesus was great."), ["Jesús Morales"]);
  assert.deepEqual(
    names("Jesus, the slab leak guy, knew exactly where to cut."),
    ["Jesús Morales"],
  );
  assert.deepEqual(names("Jesus, our electrician, was great."), [
    "Jesús Morales",
  ]);
});

Deno.test("a name said twice is a cry: '¡Dale, dale!'", () => {
  const business = BusinessSchema.parse({
    ...ELECTRICIAN,
    technicians: [{ id: "dale-whitfield", name: "Dale Whitfield" }],
  });
  const withDale = buildEntityMatchers(business);
  const names = (text: string) =>
    [...findEntities(withDale, tokenize(text)).technicians].map((i) =>
      withDale.technicianNames[i]
    );
  assert.deepEqual(names("'Dale, dale,' le dije al señor."), []);
  assert.deepEqual(names("Dale, I know you get a lot of calls."), [
    "Dale Whitfield",
  ]);
});

Deno.test("an initial after a first name must fit the surname", () => {
  assert.deepEqual(find("Marisol V. did great.").technicians, ["Marisol Vega"]);
  assert.deepEqual(find("Marisol K. did great.").technicians, []);
});

Deno.test("services by name, alias, derived head and synonyms", () => {
  assert.deepEqual(find("They upgraded our breaker box.").services, [
    "panel-upgrade",
  ]);
  assert.deepEqual(find("New EV charger in the garage.").services, [
    "ev-charger",
  ]);
  assert.deepEqual(find("Two dead outlets fixed.").services, [
    "outlet-repair",
  ]);
  assert.deepEqual(find("The fuse box was ancient.").services, [
    "panel-upgrade",
  ]);
});

Deno.test("service words in passing are not mentions", () => {
  assert.deepEqual(find("I'm a huge fan of them.").services, []);
  assert.deepEqual(find("It passed the city inspection.").services, []);
  assert.deepEqual(find("Upon inspection he found a loose wire.").services, []);
  assert.deepEqual(find("The fan they hung is crooked.").services, [
    "ceiling-fan",
  ]);
});

Deno.test("areas: capitalised one-word names, not streets", () => {
  assert.equal(find("We are in Westbrook.").area, "Westbrook");
  assert.equal(find("I hope they come back.").area, null);
  assert.equal(find("Hope they stay in business.").area, null);
  assert.equal(find("Up in Elm Heights.").area, "Elm Heights");
  assert.equal(find("Our office on Westbrook Street.").area, null);
});

Deno.test("the business name is masked from aspect evidence", () => {
  const tokenized = tokenize("Bright Spark showed up on time.");
  const found = findEntities(matchers, tokenized);
  assert.ok(found.masked.has(0) && found.masked.has(1));
  assert.ok(!found.masked.has(2));
});

/** A Quebec plumbing and heating business with an English catalogue. */
const PLUMBER: Business = BusinessSchema.parse({
  id: "nord",
  name: "Northern Comfort Plumbing & Heating",
  type: "Plumber",
  url: "https://nord.example",
  telephone: "+1-555-0142",
  address: {
    street_address: "9 Birch Rd",
    locality: "Sherbrooke",
    region: "QC",
    postal_code: "J1H 1A1",
    country: "CA",
  },
  service_areas: [{ id: "magog", name: "Magog" }],
  services: [
    { id: "furnace-repair", name: "Furnace Repair", aliases: [] },
    {
      id: "furnace-install",
      name: "Furnace Installation",
      aliases: ["new furnace"],
    },
    {
      id: "water-heater",
      name: "Water Heater Replacement",
      aliases: ["hot water tank"],
    },
    { id: "drain", name: "Drain Cleaning", aliases: ["clogged drain"] },
    { id: "sewer", name: "Sewer Line Repair", aliases: ["main line"] },
    { id: "backwater", name: "Backwater Valve", aliases: [] },
    { id: "tune-up", name: "HVAC Tune-Up", aliases: ["maintenance plan"] },
    { id: "heat-pump", name: "Heat Pump Installation", aliases: [] },
    { id: "leak", name: "Leak Repair", aliases: ["leak detection"] },
    { id: "emergency", name: "Emergency Plumbing", aliases: [] },
  ],
  technicians: [
    { id: "luc", name: "Luc Gagnon", aliases: [] },
    { id: "marc", name: "Marc Roy", aliases: [] },
  ],
});
const plumber = buildEntityMatchers(PLUMBER);

function plumberFinds(text: string) {
  const found = findEntities(plumber, tokenize(text));
  return {
    technicians: [...found.technicians].sort().map((i) =>
      plumber.technicianNames[i]
    ),
    services: [...found.services].sort().map((i) => plumber.serviceIds[i]),
  };
}

Deno.test("French names find the catalogue's English services", () => {
  const electrician: Array<[string, string[]]> = [
    ["Installation d'une borne de recharge dans le garage.", ["ev-charger"]],
    ["Changement du panneau électrique, de 100 à 200 ampères.", [
      "panel-upgrade",
    ]],
    ["Ils ont posé un ventilateur de plafond dans la chambre.", [
      "ceiling-fan",
    ]],
    ["Trois prises et deux interrupteurs remplacés.", ["outlet-repair"]],
    ["L'inspection électrique a pris une heure.", ["inspection"]],
  ];
  for (const [text, services] of electrician) {
    assert.deepEqual(find(text).services, services, text);
  }
  const plumbing: Array<[string, string[]]> = [
    ["Le chauffe-eau coulait, ils l'ont remplacé.", ["water-heater"]],
    ["Débouchage du drain de la cuisine.", ["drain"]],
    ["L'égout refoulait au sous-sol.", ["sewer"]],
    ["Installation d'un clapet antiretour.", ["backwater"]],
    ["Installation d'une thermopompe murale.", ["heat-pump"]],
    ["Petite fuite sous l'évier.", ["leak"]],
    ["La fournaise est tombée en panne.", ["furnace-repair"]],
    ["Appel d'urgence un dimanche soir.", ["emergency"]],
  ];
  for (const [text, services] of plumbing) {
    assert.deepEqual(plumberFinds(text).services, services, text);
  }
});

Deno.test("French puts the action before the object", () => {
  // The action words choose between repair and installation.
  assert.deepEqual(
    plumberFinds("Réparation de la fournaise un dimanche.").services,
    [
      "furnace-repair",
    ],
  );
  assert.deepEqual(
    plumberFinds("Ils ont installé une nouvelle fournaise au gaz.").services,
    ["furnace-install"],
  );
  // "L'entretien de la fournaise" is the tune-up, as "furnace tune-up" is.
  assert.deepEqual(
    plumberFinds("L'entretien de la fournaise est fait chaque automne.")
      .services,
    ["tune-up"],
  );
  // A leak of the water heater is no plumbing leak repair.
  assert.deepEqual(
    plumberFinds("Fuite au chauffe-eau, réglée vite.").services,
    [
      "water-heater",
    ],
  );
});

Deno.test("French service words in passing are not mentions", () => {
  for (
    const text of [
      "La prise de rendez-vous en ligne était facile.",
      "La borne-fontaine devant chez nous.",
      "Ils ont passé l'inspection de la ville.",
    ]
  ) {
    assert.deepEqual(find(text).services, [], text);
  }
  for (
    const text of [
      "Pas besoin de changer le chauffe-eau, juste l'élément.",
      "Une fuite de réfrigérant, selon lui.",
      "J'ai fini à la salle d'urgence avec mon fils.",
    ]
  ) {
    assert.deepEqual(plumberFinds(text).services, [], text);
  }
});

Deno.test("French kinship words before a name make it someone else", () => {
  assert.deepEqual(
    plumberFinds("Mon chum Luc avait tout préparé.").technicians,
    [],
  );
  assert.deepEqual(
    plumberFinds("C'est mon beau-frère Marc qui nous les a recommandés.")
      .technicians,
    [],
  );
  assert.deepEqual(plumberFinds("Luc a réparé la fournaise.").technicians, [
    "Luc Gagnon",
  ]);
});

Deno.test("English text finds what it found before the French names", () => {
  const cases: Array<[string, string[]]> = [
    ["We had them change the furnace filter.", ["furnace-repair"]],
    ["The verification of the new furnace took an hour.", [
      "furnace-install",
    ]],
    ["He ran a camera down the main line.", ["sewer"]],
    ["The conduit was loose.", []],
    ["Installations like this take a day.", []],
  ];
  for (const [text, services] of cases) {
    assert.deepEqual(plumberFinds(text).services, services, text);
  }
  assert.deepEqual(
    find("The costs borne by the owner were fair.").services,
    [],
  );
  assert.deepEqual(find("Two outlets and a dimmer.").services, [
    "outlet-repair",
  ]);
});

Deno.test("Spanish names find the catalogue's English services", () => {
  const electrician: Array<[string, string[]]> = [
    ["Nos instalaron el cargador para el carro eléctrico en la cochera.", [
      "ev-charger",
    ]],
    ["Cambiaron la caja de breakers por un panel de 200 amperes.", [
      "panel-upgrade",
    ]],
    ["Pusieron un ventilador de techo en la recamara.", ["ceiling-fan"]],
    ["Tres contactos y dos apagadores nuevos.", ["outlet-repair"]],
    ["La inspección eléctrica tomó una hora.", ["inspection"]],
  ];
  for (const [text, services] of electrician) {
    assert.deepEqual(find(text).services, services, text);
  }
  const plumbing: Array<[string, string[]]> = [
    ["El calentador goteaba y lo reemplazaron.", ["water-heater"]],
    ["El boiler ya no calentaba, lo cambiaron el sábado.", ["water-heater"]],
    ["Destaparon el drenaje de la cocina.", ["drain"]],
    ["El desague de la regadera estaba tapado.", ["drain"]],
    ["El drenaje principal se regresaba al sótano.", ["sewer"]],
    ["Instalación de una válvula antirretorno.", ["backwater"]],
    ["Instalaron una bomba de calor en el patio.", ["heat-pump"]],
    ["Una fuga debajo del fregadero.", ["leak"]],
    ["La calefacción dejó de funcionar en enero.", ["furnace-repair"]],
    ["Llamada de emergencia un domingo en la noche.", ["emergency"]],
  ];
  for (const [text, services] of plumbing) {
    assert.deepEqual(plumberFinds(text).services, services, text);
  }
});

Deno.test("Spanish puts the action and the thing before what it is done to", () => {
  assert.deepEqual(
    plumberFinds("Reparación del calentón un domingo.").services,
    [
      "furnace-repair",
    ],
  );
  assert.deepEqual(
    plumberFinds("Instalaron un horno nuevo de calefacción.").services,
    ["furnace-install"],
  );
  // "El mantenimiento del aire" is the tune-up, as "AC tune-up" is.
  assert.deepEqual(
    plumberFinds("El mantenimiento del aire se hace cada primavera.").services,
    ["tune-up"],
  );
  // A leak of the water heater is no plumbing leak repair.
  assert.deepEqual(
    plumberFinds("Fuga del calentador, resuelta rápido.").services,
    [
      "water-heater",
    ],
  );
});

Deno.test("Spanish service words in passing are not mentions", () => {
  for (
    const text of [
      "Me puse en contacto con la oficina.",
      "El cargador del celular se quedó en la mesa.",
      "Ya pasó la inspección de la ciudad.",
    ]
  ) {
    assert.deepEqual(find(text).services, [], text);
  }
  for (
    const text of [
      "No hacía falta cambiar el calentador, solo el termopar.",
      "Nos dijo que el calentador todavía servía.",
      "Tuvo una emergencia familiar y cambiamos la cita.",
      "Quedó bien sellado y sin fugas.",
    ]
  ) {
    assert.deepEqual(plumberFinds(text).services, [], text);
  }
});

Deno.test("Spanish kinship words before a name make it someone else", () => {
  assert.deepEqual(
    plumberFinds("Mi esposo Luc ya había movido todo.").technicians,
    [],
  );
  assert.deepEqual(
    plumberFinds("Mi compadre Marc nos los recomendó.").technicians,
    [],
  );
  assert.deepEqual(plumberFinds("Luc reparó la calefacción.").technicians, [
    "Luc Gagnon",
  ]);
});

Deno.test("English text finds what it found before the Spanish names", () => {
  const cases: Array<[string, string[]]> = [
    ["The boiler room flooded last spring.", []],
    ["The freon guy came by.", []],
    ["We keep drinks in the cooler by the spa.", []],
    ["The old water heater was leaking.", ["water-heater"]],
  ];
  for (const [text, services] of cases) {
    assert.deepEqual(plumberFinds(text).services, services, text);
  }
  assert.deepEqual(find("The split level house has a jacuzzi.").services, []);
});

Deno.test("a pipe named after another service is where that work was done", async () => {
  const { loadEvalSet } = await import("../eval/run_eval.ts");
  const { businesses } = await loadEvalSet(["main"]);
  const rootmaster = buildEntityMatchers(businesses.rootmaster);
  const servicesOf = (text: string) =>
    [...findEntities(rootmaster, tokenize(text)).services].sort().map((i) =>
      rootmaster.serviceIds[i]
    );
  assert.deepEqual(servicesOf("Moose jetted the main line."), [
    "hydro-jetting",
  ]);
  assert.deepEqual(servicesOf("Vince ran the camera down our sewer line."), [
    "camera-inspection",
  ]);
  // Work on the pipe itself still counts.
  assert.deepEqual(servicesOf("They repaired the main line."), [
    "sewer-repair",
  ]);
  assert.deepEqual(
    servicesOf("They jetted it and then repaired the main line."),
    ["hydro-jetting", "sewer-repair"],
  );
});

Deno.test("an ex, an in-law or a colleague of the reviewer who shares a name is no technician", () => {
  assert.deepEqual(find("My ex Grant hung that fan crooked.").technicians, []);
  assert.deepEqual(
    find("My ex-husband Frank swore he could fix it.").technicians,
    [],
  );
  assert.deepEqual(
    find("My brother-in-law Frank recommended them.").technicians,
    [],
  );
  assert.deepEqual(find("My caseworker Grant set it up.").technicians, []);
  assert.deepEqual(find("Charge nurse Grant swore by them.").technicians, []);
  // An aside after the name says whose it is, when it closes before a verb.
  assert.deepEqual(
    find("Frank, my ex, would call this a rip-off.").technicians,
    [],
  );
  assert.deepEqual(
    find("Frank (my brother-in-law) recommended them.").technicians,
    [],
  );
  assert.deepEqual(
    find("Frank, my daughter wants to be an electrician now.").technicians,
    ["Frank Osei"],
  );
  assert.deepEqual(
    find("Frank, my husband's favourite, rewired the porch.").technicians,
    ["Frank Osei"],
  );
  assert.deepEqual(
    find("Frank from next door told us to call.").technicians,
    [],
  );
  assert.deepEqual(find("Frank next door told us to call.").technicians, []);
  // Neighbours, pets and the reviewer's own crew named like the technician.
  for (
    const text of [
      "Frank from down the street warned me they overcharge. Sorry, Frank.",
      "Frank from work told me to use these guys.",
      "My dog Frank barked the whole visit.",
      "Our dog is named Frank and she barked the whole visit.",
      "Frank, the German shepherd next door, barked the entire time.",
      "Frank, my derrickhand, is the one who told me to call.",
    ]
  ) assert.deepEqual(find(text).technicians, [], text);
  for (
    const text of [
      "I watched Frank from across the street run tarps to the door.",
      "My cat supervised Frank the entire time.",
      "Frank, our electrician, was awesome.",
      "Frank (the electrician) installed our EV charger.",
      "A colleague named Frank held the flashlight.",
    ]
  ) assert.deepEqual(find(text).technicians, ["Frank Osei"], text);
  assert.deepEqual(
    find("A colleague of mine, Frank, recommended them.").technicians,
    [],
  );
  assert.deepEqual(find("My co-host Frank is out sick.").technicians, []);
  assert.deepEqual(
    find("Dr. Frank, my endocrinologist, recommended them.").technicians,
    [],
  );
  // A name the review gave someone else stays theirs.
  assert.deepEqual(
    find(
      "My husband Frank tried it himself. Grant never made Frank feel dumb.",
    ).technicians,
    ["Grant Holloway"],
  );
  assert.deepEqual(
    find("My husband Frank called them. Grant came.").technicians,
    ["Grant Holloway"],
  );
  // A verb between the relative and the name: the name is the technician.
  assert.deepEqual(find("My partner says Frank was lovely.").technicians, [
    "Frank Osei",
  ]);
  assert.deepEqual(find("We loved Frank from the office.").technicians, [
    "Frank Osei",
  ]);
});

Deno.test("Catalan articles before a name still name the technician", () => {
  const business = BusinessSchema.parse({
    ...ELECTRICIAN,
    technicians: [
      { id: "hector", name: "Hector Ruiz", aliases: [] },
      { id: "angela", name: "Angela Brooks", aliases: ["Angie"] },
      { id: "art", name: "Art Lopez", aliases: [] },
      { id: "luis", name: "Luis Ramirez", aliases: [] },
      { id: "jesus", name: "Jesús Morales", aliases: [] },
    ],
  });
  const catalan = buildEntityMatchers(business);
  const names = (text: string) =>
    [...findEntities(catalan, tokenize(text)).technicians].map((i) =>
      catalan.technicianNames[i]
    );
  assert.deepEqual(names("Li vaig dir a l'Hector que sí."), ["Hector Ruiz"]);
  assert.deepEqual(names("L’Angie va arribar a les 8."), ["Angela Brooks"]);
  assert.deepEqual(names("L'Hector Ruiz ho va deixar net."), ["Hector Ruiz"]);
  assert.deepEqual(names("En Luis va ser puntual."), ["Luis Ramirez"]);
  // Luxembourgish "d'" goes before any name, not only a vowel.
  assert.deepEqual(names("D'Angie war pünktlech."), ["Angela Brooks"]);
  assert.deepEqual(names("Den Hector an d’Luis koumen."), [
    "Hector Ruiz",
    "Luis Ramirez",
  ]);
  // A name that is an English word gets no article: "l'art" is no Art.
  assert.deepEqual(names("Una obra d'art, l'art de la feina."), []);
  // Kinship words and exclamations: someone else, or nobody.
  assert.deepEqual(names("El meu fill Luis hi era."), []);
  assert.deepEqual(names("Jesús, quina calor."), []);
  assert.deepEqual(names("Jesús, Maria i Josep!"), []);
});

Deno.test("a name that is an English word is a person by what surrounds it", () => {
  // A technician's name before another is nobody's kin ("mari" is a
  // French husband), and "y" joins two people as "and" does.
  assert.deepEqual(find("Mari, Frank came early.").technicians, [
    "Marisol Vega",
    "Frank Osei",
  ]);
  assert.deepEqual(find("Mari y Frank vinieron temprano.").technicians, [
    "Marisol Vega",
    "Frank Osei",
  ]);
  assert.deepEqual(find("Grant y Frank vinieron temprano.").technicians, [
    "Grant Holloway",
    "Frank Osei",
  ]);
  // A capitalised name after "so" followed by a past verb, or after a
  // causative "had" followed by a plain verb.
  assert.deepEqual(find("It rained, so Frank stayed late.").technicians, [
    "Frank Osei",
  ]);
  assert.deepEqual(find("We had Grant put in the charger.").technicians, [
    "Grant Holloway",
  ]);
  assert.deepEqual(find("It was so frank of them.").technicians, []);
  assert.deepEqual(find("We had a grant for the charger.").technicians, []);
});

Deno.test("a nickname with the surname is the technician's full name", () => {
  assert.deepEqual(find("Billy Nguyen, what a gentleman.").technicians, [
    "Bill Nguyen",
  ]);
  assert.deepEqual(find("Mari Vega wired the panel.").technicians, [
    "Marisol Vega",
  ]);
  // The nickname before another surname is someone else.
  assert.deepEqual(find("Billy Ortiz wired the panel.").technicians, []);
});

Deno.test("Italian kinship words before a name make it someone else", () => {
  assert.deepEqual(find("My compare Grant came to watch.").technicians, []);
  assert.deepEqual(find("Zio Frank said to call them.").technicians, []);
  assert.deepEqual(find("My nonna Marisol loved it.").technicians, []);
  assert.deepEqual(find("Grant came to watch.").technicians, [
    "Grant Holloway",
  ]);
});

Deno.test("a lower-case Danish 'tom' (empty) names no Tom", () => {
  const tom = buildEntityMatchers(BusinessSchema.parse({
    ...ELECTRICIAN,
    technicians: [{ id: "tom", name: "Tomasz Nowak", aliases: ["Tom"] }],
  }));
  const toms = (text: string) => findEntities(tom, tokenize(text)).technicians;
  assert.equal(toms("Tanken er bare tom hver morgen.").size, 0);
  assert.equal(toms("Kaffekanden var tom by the time they left.").size, 0);
  assert.equal(toms("Tom Nowak kom torsdag.").size, 1);
  // Swedish: "helt tom", "var tom på varmvatten".
  assert.equal(toms("Tanken var tom på morgonen och helt kall.").size, 0);
  assert.equal(toms("The tank was tom, helt tom.").size, 0);
  // The gloss reads "det", "var" as English; the written words still
  // tell a Swedish sentence.
  assert.equal(
    toms("Det var bara oljetanken som var tom, det kollade teknikern.").size,
    0,
  );
  assert.equal(toms("tom was great, fixed it fast").size, 1);
  assert.equal(toms("Tom-ek ur-berogailua aldatu zuen.").size, 1);
});

Deno.test("lower-case Danish 'mark' and 'bo' name no Mark or Bo", () => {
  const both = buildEntityMatchers(BusinessSchema.parse({
    ...ELECTRICIAN,
    technicians: [
      { id: "mark", name: "Mark Lowe", aliases: ["Mark"] },
      { id: "bo", name: "Bo Jennings", aliases: ["Bo"] },
    ],
  }));
  const found = (text: string) =>
    findEntities(both, tokenize(text)).technicians.size;
  assert.equal(found("Man kan ikke bo i et hus uden varme."), 0);
  assert.equal(found("Kablet gik under en mark og ind i huset."), 0);
  assert.equal(found("Bo var grundig, og Mark kom til tiden."), 2);
});

Deno.test("Basque case endings on a name still name the technician", () => {
  const business = BusinessSchema.parse({
    ...ELECTRICIAN,
    technicians: [
      { id: "mike", name: "Michael Torres", aliases: ["Mike", "Mikey"] },
      { id: "angela", name: "Angela Brooks", aliases: ["Angie"] },
      { id: "tom", name: "Tomasz Nowak", aliases: ["Tom"] },
      { id: "luis", name: "Luis Ramirez", aliases: ["Luis"] },
      { id: "dana", name: "Dana Kowalski", aliases: ["Dana"] },
      { id: "will", name: "Will Chen", aliases: ["William"] },
    ],
  });
  const basque = buildEntityMatchers(business);
  const names = (text: string) =>
    [...findEntities(basque, tokenize(text)).technicians].map((i) =>
      basque.technicianNames[i]
    );
  assert.deepEqual(names("Mikerekin hitz egin nuen."), ["Michael Torres"]);
  assert.deepEqual(names("Angiek dena garbi utzi zuen."), ["Angela Brooks"]);
  assert.deepEqual(names("Tom-ek ur-berogailua aldatu zuen."), [
    "Tomasz Nowak",
  ]);
  assert.deepEqual(names("Mikeyren lana oso ona."), ["Michael Torres"]);
  // Only capitalised: "leek" is no Lee ("Leek" would be).
  const lee = buildEntityMatchers(BusinessSchema.parse({
    ...ELECTRICIAN,
    technicians: [{ id: "lee", name: "Lee Park", aliases: ["Lee"] }],
  }));
  const lees = (text: string) => findEntities(lee, tokenize(text)).technicians;
  assert.equal(lees("Leek etorri zen goizean.").size, 1);
  assert.equal(lees("We had leek soup while he worked.").size, 0);
  // "Danak" is Basque "everybody", no Dana.
  assert.deepEqual(names("Danak oso jatorrak."), []);
  // An alias with the technician's own surname is the technician.
  assert.deepEqual(names("William Chen, gizon jatorra."), ["Will Chen"]);
  assert.deepEqual(names("Mikey Torres was great."), ["Michael Torres"]);
  // Basque kinship words before or after a name: someone else.
  assert.deepEqual(names("My aitona Luis watched the whole job."), []);
  assert.deepEqual(names("Nire senarra Mike etxean zegoen."), []);
  assert.deepEqual(names("Luis aitona was there."), []);
  assert.deepEqual(names("Luis was early, garaiz."), ["Luis Ramirez"]);
});

Deno.test("an English-word name before a Nordic verb is a person", () => {
  for (
    const text of [
      "Frank monterte elbillader i garasjen.",
      "Frank snakket til meg, ikke til sønnen min.",
      "Frank byttet sikringen.",
      "Frank installerade laddboxen.",
      "Frank ryddede op efter sig.",
    ]
  ) {
    assert.deepEqual(find(text).technicians, ["Frank Osei"], text);
  }
  assert.deepEqual(find("Grant fant feilen på stikkontaktene.").technicians, [
    "Grant Holloway",
  ]);
  // English words after the name still read as before.
  assert.deepEqual(find("Grant me patience.").technicians, []);
  assert.deepEqual(find("Frank assessment of the wiring.").technicians, []);
});

Deno.test("a name before 'was' and an amount is the bill", () => {
  assert.deepEqual(
    find("Bill was $300 higher than the quote.").technicians,
    [],
  );
  assert.deepEqual(find("Grant was 10 minutes early.").technicians, [
    "Grant Holloway",
  ]);
});

Deno.test("a name before 'no-showed' is a person", () => {
  assert.deepEqual(find("Frank no-showed twice.").technicians, ["Frank Osei"]);
  assert.deepEqual(find("Mój szwagier Frank też.").technicians, []);
});

Deno.test("the review's own people keep a name only where no role makes it ours", () => {
  // A role makes the name the business's person again.
  assert.deepEqual(
    find("My husband Frank was home. Their tech Frank was great.").technicians,
    ["Frank Osei"],
  );
  assert.deepEqual(
    find("My husband Frank was home. The technician, Frank, fixed it.")
      .technicians,
    ["Frank Osei"],
  );
  // "Of mine" after a person word only.
  assert.deepEqual(
    find("A favorite of mine, Frank, always explains everything.").technicians,
    ["Frank Osei"],
  );
  // A thread's speaker tag before a hedge that is no amount.
  assert.deepEqual(find("Grant: about 20 min out.").technicians, [
    "Grant Holloway",
  ]);
  assert.deepEqual(find("Grant: just left your place.").technicians, [
    "Grant Holloway",
  ]);
});
