/** lib/analysis/lexicon_nordic_norwegian_cues.ts: everyday Norwegian cues. */
import assert from "node:assert/strict";
import {
  NORWEGIAN_CUES,
  NORWEGIAN_GENERAL,
} from "../../lib/analysis/lexicon_nordic_norwegian_cues.ts";
import {
  NORDIC_ASPECT_CUES,
  NORDIC_GENERAL_CUES,
  NORDIC_TABLES,
} from "../../lib/analysis/lexicon_nordic.ts";
import {
  assertLanguageTables,
  assertNoLoneWords,
  assertStatements,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Norwegian cues", () => {
  assertLanguageTables(NORWEGIAN_CUES, {
    holds: {
      punctuality: ["dukket aldri opp", "innenfor vinduet", "var sen"],
      scheduling: ["klemte oss inn", "berre telefonsvarar"],
      price: ["verdt det", "sløsing med penger", "litt dyrt , men"],
      quality: ["ingen problemer siden", "lekker igjen", "grei jobb"],
      professionalism: ["fin dame", "bra folk", "tok seg tid", "frekk"],
      communication: ["sendte melding på forhånd", "ryddig rapport"],
      cleanliness: ["ryddet etter seg", "måtte skrubbe"],
      expertise: ["skjønte ingenting", "hadde ikke peiling"],
      honesty: ["lurte oss", "stoler ikke på dem", "stemte med tilbudet"],
    },
    general: NORWEGIAN_GENERAL,
  });
});

Deno.test("the Norwegian cues join the Nordic tables", () => {
  assert.ok(
    NORDIC_ASPECT_CUES.price.some((cue) => cue.includes("sløsing med")),
  );
  assert.ok(NORDIC_GENERAL_CUES.some((cue) => cue.includes("gull verdt")));
  // Typed without accents too.
  assert.ok(
    NORDIC_ASPECT_CUES.communication.some((cue) =>
      cue.includes("melding pa forhand")
    ),
  );
});

Deno.test("Norwegian words that are English words are no cues alone", () => {
  assertNoLoneWords(NORDIC_TABLES, [
    "bra",
    "fin",
    "god",
    "sent",
    "men",
    "rent",
    "gratis",
    "wobbler",
    "dame",
  ]);
});

Deno.test("Norwegian reviews read as Norwegians write them", () => {
  assertStatements([
    // Arrival, waits and the overrun.
    ["Hun var her til avtalt tid.", ["punctuality:1"]],
    ["Dukket aldri opp.", ["punctuality:-1"]],
    ["Teknisk sett innenfor vinduet.", ["punctuality:0"]],
    ["Var her dagen etter og byttet den.", ["scheduling:1"]],
    ["Ventet ni dager på AC repair.", ["scheduling:-1"]],
    ["Eg fekk aldri snakke med eit menneske.", ["scheduling:-1"]],
    ["Lovet to uker men tok seks.", ["scheduling:-1"]],
    // Prices: worth it, hedged, neutral and wasted.
    ["Dyrt, men verdt det.", ["price:1"]],
    ["Litt dyrt, men jeg får betale det.", ["price:0"]],
    ["Prisen var helt grei.", ["price:0"]],
    ["Prisen sånn middels.", ["price:0"]],
    ["Sløsing med penger.", ["price:-1"]],
    // Work, manners, calls, mess, skill and honesty.
    ["Ingen problemer siden i fjor.", ["quality:1"]],
    ["Den wobbler litt.", ["quality:-1"]],
    ["Fin dame.", ["professionalism:1"]],
    ["Grant var grei nok.", ["professionalism:0"]],
    ["Hun sendte melding på forhånd.", ["communication:1"]],
    ["Veldig ryddig rapport.", ["communication:1"]],
    ["Svarte aldri på meldingene mine.", ["communication:-1"]],
    ["De la igjen tre esker i garasjen.", ["cleanliness:-1"]],
    ["Rydda bedre etter sæ enn æ gjør sjøl.", ["cleanliness:1"]],
    ["Ryddet ikke etter seg.", ["cleanliness:-1"]],
    ["Flink kar.", ["expertise:1"]],
    ["Han skjønte ingenting.", ["expertise:-1"]],
    ["Stoler ikke på dem lenger.", ["honesty:-1"]],
    ["Regningen stemte med tilbudet.", ["honesty:1"]],
  ]);
});

Deno.test("Norwegian phrases of blind793's kinds", () => {
  assertStatements([
    ["Han kom akkurat når han sa.", ["punctuality:1"]],
    ["De har ikke bommet på en eneste dato på tre år.", ["punctuality:1"]],
    ["De sa tre dager, og det tok tre dager.", ["scheduling:1"]],
    ["Cal sto på trappa 40 minutter etter at jeg ringte.", ["scheduling:1"]],
    ["Noen svarte faktisk telefonen.", ["scheduling:1"]],
    ["Dere svarer jo aldri telefonen.", ["scheduling:-1"]],
    ["350 dollar for en halvtimes jobb.", ["price:-1"]],
    ["Hva betalte jeg egentlig for?", ["price:-1"]],
    ["Vi har aldri hatt så godt trykk.", ["quality:1"]],
    ["Nå renner det som aldri før.", ["quality:1"]],
    ["Etter en uke var det tett igjen.", ["quality:-1"]],
    ["Kvaliteten har begynt å dale.", ["quality:-1"]],
    ["Moose er en snill kjempe.", ["professionalism:1"]],
    ["Han hadde det så travelt.", ["professionalism:-1"]],
    ["Han ringte først og spurte om det passet.", ["communication:1"]],
    ["Null forklaring på hva som var med.", ["communication:-1"]],
    ["Tok si tid før de svarte på mailen.", ["communication:-1"]],
    ["Skoovertrekk hadde han ikke hørt om.", ["cleanliness:-1"]],
    ["Han ryddet skikkelig etter seg.", ["cleanliness:1"]],
    ["Forrige elektriker brukte to dager uten å finne noe.", [
      "expertise:1",
    ]],
    ["Hun anbefalte ikke mer enn det som trengtes.", ["honesty:1"]],
  ]);
});

Deno.test("everyday Norwegian verdicts, waits, money and mess", () => {
  assertStatements([
    ["Bedre tidlig enn sent!", ["punctuality:1"]],
    ["Sto her første ting i morges.", ["scheduling:1"]],
    ["Venta fem timer på at noen skulle komme.", ["scheduling:-1"]],
    ["Tre uker å vente på en del.", ["scheduling:-1"]],
    ["Dyreste knappetrykket i mitt liv.", ["price:-1"]],
    ["Det kosta mindre enn jeg hadde regna med.", ["price:1"]],
    ["Han trakk skitt inn på teppet.", ["cleanliness:-1"]],
    ["De la ikke igjen så mye som en skrue.", ["cleanliness:1"]],
    ["Han måtte til slutt gi opp.", ["expertise:-1"]],
    ["Regningen ble nesten det dobbelte.", ["honesty:-1"]],
    ["Har ikke hørt et ord siden.", ["communication:-1"]],
  ]);
});
