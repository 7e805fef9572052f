/**
 * Swedish word tables of the entity finder: the Swedish names of the things
 * a home-services business works on, as Swedes and Swedish-Americans call
 * them in a review mixed with English ("värmepumpen", "varmvattenberedaren",
 * "elcentralen", "stopp i avloppet", "laddboxen", "köksavloppet",
 * "gasläckan", "AC:n"), the Swedish words that
 * say what was done to them ("bytte", "lagade", "rensade"), and the names
 * of things English has no group for ("badtunnan", "radiatorerna").
 * `entity_words_nordic.ts`'s `withNordicNames` joins the names to the
 * English groups, with the Danish and Norwegian ones; names are written with their letters
 * ("ä", "å", "ö") and also found without them. "Tom" (empty) in a Nordic
 * text is `entity_person_words.ts`'s `NORDIC_NAME_WORDS`.
 *
 * @module
 */

/**
 * Swedish names of the things of an English group, by the group's first
 * member. Swedish joins the definite article to the noun
 * ("värmepump", "värmepumpen"), so both forms are written.
 */
export const SWEDISH_CONCEPT_WORDS: Readonly<
  Record<string, readonly string[]>
> = {
  "air conditioning": [
    "ac:n",
    "ac n",
    "luftkonditionering",
    "luftkonditioneringen",
    "kylaggregat",
    "kylaggregatet",
  ],
  "furnace": ["furnacen", "värmesystemet"],
  "heat pump": [
    "värmepump",
    "värmepumpen",
    "värmepumpar",
    "värmepumparna",
    "luftvärmepump",
    "luftvärmepumpen",
    "bergvärmepump",
    "bergvärmepumpen",
  ],
  "water heater": [
    "varmvattenberedare",
    "varmvattenberedaren",
    "varmvattenberedarn",
    "varmvattenberedarna",
    "varmvattnet",
    "water heatern",
    "inget varmvatten",
    "beredare",
    "beredaren",
    "beredarn",
    "beredarna",
    "varmvattenberedarens",
    "tanken var tom på varmvatten",
    "varmvattnet tog slut",
  ],
  "boiler": [
    "oljepanna",
    "oljepannan",
    "pelletspanna",
    "gaspanna",
    "värmepanna",
    "värmepannan",
    "pannan",
  ],
  "thermostat": ["termostat", "termostaten"],
  "drain": [
    "avlopp",
    "avloppet",
    "stopp i avloppet",
    "stopp i diskhon",
    "stopp i handfatet",
    "stopp i duschen",
    "golvbrunn",
    "golvbrunnen",
    "köksavlopp",
    "köksavloppet",
    "diskbänksavlopp",
    "diskbänksavloppet",
    "diskhoavloppet",
    "handfatsavloppet",
    "duschavloppet",
    "badrumsavloppet",
    "stopp i köket",
  ],
  "sewer": [
    "avloppsledning",
    "avloppsledningen",
    "stamledningen",
    "avloppsstammen",
    "stambyte",
    "stambytet",
    "servisledningen",
  ],
  "leak detection": ["slab leaken", "läckande rör", "läckande röret"],
  "gas line": [
    "gasläcka",
    "gasläckan",
    "gasledning",
    "gasledningen",
    "gasröret",
    "luktade gas",
    "gasen till spisen",
    "gas till spisen",
    "gasspisen",
  ],
  "outlet": [
    "uttag",
    "uttaget",
    "uttagen",
    "vägguttag",
    "vägguttaget",
    "eluttag",
    "eluttaget",
    "eluttagen",
    "strömbrytare",
    "strömbrytaren",
    "strömbrytarna",
    "utekontakt",
    "utekontakten",
    "strömställare",
    "strömställaren",
  ],
  "duct": [
    "ventilationskanaler",
    "ventilationskanalerna",
    "ventilationsrensning",
    "ventilationsrensningen",
    "ovk",
    "ovk:n",
    "ovk n",
    "ventilationskanalen",
    "rensade kanalerna",
  ],
  "toilet": [
    "toalett",
    "toaletten",
    "toalettstolen",
    "toan",
    "toa",
    "toastolen",
    "wc stolen",
    "toalettstol",
  ],
  "faucet": ["blandare", "blandaren", "kranen"],
  "electrical panel": [
    "elcentral",
    "elcentralen",
    "elskåp",
    "elskåpet",
    "proppskåp",
    "proppskåpet",
    "säkringsskåp",
    "säkringsskåpet",
  ],
  "ev charger": [
    "laddbox",
    "laddboxen",
    "laddboxar",
    "laddstation",
    "laddstationen",
    "elbilsladdare",
  ],
  "ceiling fan": ["takfläkt", "takfläkten"],
  "smoke detector": ["brandvarnare", "brandvarnaren", "brandvarnarna"],
  "light fixture": [
    "spotlights i",
    "belysning",
    "belysningen",
    "taklampa",
    "taklampan",
    "taklamporna",
    "armatur",
    "armaturen",
    "armaturer",
    "armaturerna",
  ],
  "wiring": [
    "dra om elen",
    "drog om elen",
    "dragit om elen",
    "dra om all el",
    "omdragning av el",
    "nya elledningar",
    "elledningarna",
  ],
  "inspection": [
    "elbesiktning",
    "elbesiktningen",
    "elkontroll",
    "elkontrollen",
  ],
  "sump pump": [
    "sumppump",
    "sumppumpen",
    "dräneringspump",
    "dräneringspumpen",
    "länspump",
    "länspumpen",
  ],
  "tune up": [
    "serviceavtal",
    "serviceavtalet",
    "årsservice",
    "årsservicen",
    "årlig service",
    "tune-upen",
    "tune upen",
  ],
  "emergency": [
    "jouren",
    "jourtjänst",
    "jourtjänsten",
    "akututryckning",
    "jourutryckning",
  ],
  "water softener": [
    "avhärdare",
    "avhärdaren",
    "avhärdningsfilter",
    "avhärdningsfiltret",
  ],
  "generator": [
    "elverk",
    "elverket",
    "reservkraft",
    "reservaggregat",
    "reservaggregatet",
  ],
  "hydro jetting": [
    "spolade ur hela",
    "högtrycksspolade",
  ],
};

/**
 * Swedish names of the things of a group English has no group for (French
 * or Nordic ones: "radiators", "hot tub"), by the group's first member;
 * `withNordicNames` joins them to those groups.
 */
export const SWEDISH_ONLY_CONCEPT_WORDS: Readonly<
  Record<string, readonly string[]>
> = {
  "radiators": ["radiatorerna", "radiatorn", "elementen"],
  "hot tub": ["badtunna", "badtunnan", "badtunnor", "spabadet"],
  "bathroom reno": [
    "badrumsrenovering",
    "badrumsrenoveringen",
    "renoveringen av badrummet",
    "renovera badrummet",
    "nytt badrum",
  ],
  "camera inspection": [
    "filmade avloppet",
    "filmade ledningen",
    "filmade röret",
    "körde ner kameran",
    "kamerainspektion",
    "kamerainspektionen",
    "rörinspektion",
    "rörinspektionen",
  ],
  "troubleshooting": [
    "jordfelsbrytaren löste ut",
    "jordfelsbrytaren slog ifrån",
    "jordfelsbrytaren går",
    "felsökning",
    "felsökningen",
    "det flimrar",
    "flimrar fortfarande",
    "lampan flimrar",
  ],
  "roots": ["rötterna var borta", "tog bort rötterna", "skar bort rötterna"],
  "grease trap": ["fettavskiljare", "fettavskiljaren"],
  "backwater valve": ["backventil", "backventilen", "bakvattenventil"],
};

/** Swedish action words, by the action group they join. */
export const SWEDISH_ACTION_GROUPS: Readonly<
  Record<string, readonly string[]>
> = {
  install: ("installera installerade installerat installation bytte " +
    "bytt byte byta byts byttes monterade monterat").split(" "),
  repair: ("laga lagade lagat reparera reparerade reparation fixade " +
    "fixat trasig trasiga sönder läcker läckte läckan läckande tätade " +
    "tätat").split(" "),
  maintenance: "servade servat översyn besiktning".split(" "),
  cleaning: "rensade rensat rensning spolade spolat spolning".split(" "),
};
