/**
 * The service catalogue of the sample business: each service with its
 * aliases, trade, seasonality and the nouns, job names and story sentences
 * reviews use to talk about it.
 *
 * @module
 */

/** The three trades of the business. */
export type Trade = "plumbing" | "hvac" | "electrical";

/** A service of the catalogue with what the composer needs to talk about it. */
export interface ServiceDef {
  id: string;
  name: string;
  aliases: string[];
  trade: Trade;
  weight: number;
  /** Relative weight by month (index 0 = January); omitted = flat. */
  season?: number[];
  /** Things that can "work again": each contains an alias. */
  nouns: string[];
  /** Bare job names ("AC repair"): each contains an alias. */
  jobs: string[];
  /** Story sentences: each names the service through an alias. */
  stories: string[];
}

/** A technician with how reviews refer to them. */
export interface TechDef {
  id: string;
  name: string;
  aliases: string[];
  /** The everyday first name ("Mike"). */
  first: string;
  /** Nicknames used now and then. */
  nicknames: string[];
  gender: "m" | "f";
  trade: Trade;
  weight: number;
  /** Multiplier of the weight in 1- and 2-star reviews. */
  negativeBias: number;
}

const SUMMER = [0.3, 0.3, 0.5, 0.8, 1.6, 2.6, 3, 2.8, 1.8, 0.8, 0.4, 0.3];
const WINTER = [3, 2.8, 1.8, 0.8, 0.4, 0.2, 0.2, 0.2, 0.5, 1.4, 2.4, 3];
const SPRING_FALL = [
  0.6,
  0.7,
  1.6,
  1.8,
  1.2,
  0.7,
  0.6,
  0.7,
  1.4,
  1.8,
  1.2,
  0.6,
];
const WET = [0.8, 0.9, 1.6, 1.9, 1.6, 1.1, 0.9, 0.8, 0.8, 0.8, 0.8, 0.8];

/** The service catalogue. */
export const SERVICES: ServiceDef[] = [
  {
    id: "water-heater-repair",
    name: "Water Heater Repair & Replacement",
    aliases: [
      "water heater",
      "water heaters",
      "hot water heater",
      "hot water tank",
      "no hot water",
    ],
    trade: "plumbing",
    weight: 10,
    season: [1.4, 1.3, 1.1, 1, 0.9, 0.8, 0.8, 0.8, 0.9, 1, 1.2, 1.4],
    nouns: ["water heater", "hot water heater", "new water heater"],
    jobs: ["water heater repair", "water heater replacement"],
    stories: [
      "Our water heater [quit|died|gave out] [on a Saturday morning|the day before Thanksgiving|right before my in-laws arrived|in the middle of January|two days after the warranty ran out].",
      "Woke up to no hot water [and a puddle under the tank|on a Monday with three kids to get ready for school|with a house full of guests].",
      "The pilot on our hot water heater kept going out, [sometimes twice a day|usually right when someone was in the shower].",
      "Our [40|50]-gallon water heater was [leaking from the bottom|making a popping noise|rusting through at the seams] and [we knew it was time|it was clearly on its last legs].",
      "Called about a [leaking|noisy|dead] water heater [in our basement|in the garage|in the utility closet].",
      "The thermostat on our hot water tank [went bad|stopped working], so the water was either lukewarm or scalding.",
      "Needed a new water heater [installed|put in] [before we listed the house|after the old one flooded the laundry room|on pretty short notice].",
    ],
  },
  {
    id: "tankless-water-heater-install",
    name: "Tankless Water Heater Installation",
    aliases: [
      "tankless",
      "tankless water heater",
      "tankless unit",
      "tankless heater",
      "on-demand water heater",
    ],
    trade: "plumbing",
    weight: 4,
    nouns: ["tankless unit", "tankless water heater", "new tankless"],
    jobs: ["tankless water heater installation", "tankless installation"],
    stories: [
      "Had them install a tankless water heater [in our basement|in the garage|to replace our old 50-gallon tank].",
      "We finally went tankless [after years of running out of hot water|when our old tank gave out|to free up space in the utility room].",
      "[Switched|Upgraded] to a [Navien|Rinnai|Rheem] tankless unit [last month|this spring|before the holidays].",
      "They [flushed|descaled] our tankless heater [and replaced a sensor|as part of a yearly service call].",
      "Got a quote for a tankless install from them and two other companies[ and went with them|].",
    ],
  },
  {
    id: "drain-cleaning",
    name: "Drain Cleaning",
    aliases: [
      "drain cleaning",
      "clogged drain",
      "slow drain",
      "kitchen drain",
      "shower drain",
      "bathtub drain",
      "drain line",
      "hydro jetting",
      "hydro-jetting",
      "drain snake",
    ],
    trade: "plumbing",
    weight: 10,
    nouns: ["kitchen drain", "shower drain", "drain line"],
    jobs: ["drain cleaning", "hydro jetting"],
    stories: [
      "Our kitchen drain was [completely clogged|backing up into both sinks|draining at a snail's pace] [the night before a dinner party|on a Sunday|for the second time this year].",
      "Had a clogged drain in the [basement|laundry room|upstairs bathroom] [that kept coming back|that no amount of Drano would touch].",
      "The shower drain was [clogged|barely draining] [and we were standing in ankle-deep water|for the third time this year].",
      "Needed hydro jetting on a slow drain [in our basement|in the laundry room|that two other companies had already snaked].",
      "Bathtub drain [clogged|backed up] the night before [a family visit|we hosted Thanksgiving].",
      "Grease buildup in the kitchen drain line [finally caught up with us|after years of bad habits].",
    ],
  },
  {
    id: "sewer-line-repair",
    name: "Sewer Line Repair",
    aliases: [
      "sewer",
      "sewer line",
      "sewer pipe",
      "sewer camera",
      "main sewer line",
    ],
    trade: "plumbing",
    weight: 5,
    season: WET,
    nouns: ["sewer line"],
    jobs: ["sewer line repair", "sewer work"],
    stories: [
      "The sewer line backed up into our basement [on a Sunday|after a heavy rain|the week we moved in].",
      "Tree roots [had gotten into|crushed a section of] our sewer line.",
      "They ran a sewer camera [down the line|through the cleanout] and [showed us the break|found a collapsed section|found roots about forty feet out].",
      "Needed [a section of|part of] our main sewer line [replaced|dug up and replaced] [under the front yard|under the driveway].",
      "Had a [cracked|broken|sagging] sewer pipe under the [front yard|driveway|basement slab].",
    ],
  },
  {
    id: "leak-detection",
    name: "Leak Detection",
    aliases: [
      "leak detection",
      "slab leak",
      "hidden leak",
      "pinhole leak",
      "water leak",
    ],
    trade: "plumbing",
    weight: 4,
    nouns: [],
    jobs: ["leak detection"],
    stories: [
      "Our water bill [doubled|tripled|jumped by eighty dollars] [out of nowhere|in a single month] and we suspected a hidden leak.",
      "They came out for leak detection [after we found a wet spot on the ceiling|because part of the floor was warm to the touch|when the meter kept spinning with everything off].",
      "Turned out we had a slab leak under the [kitchen|hallway|living room].",
      "{T} found a pinhole leak [inside the wall|behind the dishwasher|in a copper line above the ceiling] and only opened up a small patch of drywall.",
      "Had a water leak [somewhere in the wall|under the floor] that nobody could find.",
    ],
  },
  {
    id: "toilet-repair",
    name: "Toilet Repair & Installation",
    aliases: [
      "toilet",
      "toilets",
      "running toilet",
      "clogged toilet",
      "wax ring",
    ],
    trade: "plumbing",
    weight: 5,
    nouns: ["toilet"],
    jobs: ["toilet repair"],
    stories: [
      "Our upstairs toilet [kept running|wouldn't stop running|was rocking] [all night|for weeks].",
      "Had a clogged toilet [that a plunger couldn't handle|the morning of a big party|in our only bathroom].",
      "The toilet was leaking at the base, so the wax ring had to be replaced.",
      "[Needed|Called about] a new toilet [installed|in the guest bath|in the basement bathroom].",
      "Water was seeping around the toilet [and staining the ceiling below|every time it was flushed].",
    ],
  },
  {
    id: "sump-pump",
    name: "Sump Pump Installation & Repair",
    aliases: ["sump pump", "sump", "battery backup pump"],
    trade: "plumbing",
    weight: 3,
    season: WET,
    nouns: ["sump pump"],
    jobs: ["sump pump replacement", "sump pump installation"],
    stories: [
      "Our sump pump [died|failed|stopped kicking on] [during a storm|in the middle of a spring downpour|while we were on vacation].",
      "[Had|Got] a new sump pump with a battery backup [installed|put in] [before the rainy season|after last year's flood].",
      "The sump [was making a grinding noise|kept cycling on and off|had a stuck float].",
      "[Water in the basement|Basement flooding] after the sump pump [quit|gave out] [overnight|during a thunderstorm].",
    ],
  },
  {
    id: "gas-line",
    name: "Gas Line Installation & Repair",
    aliases: ["gas line", "gas lines", "gas leak", "gas pipe", "gas hookup"],
    trade: "plumbing",
    weight: 3,
    nouns: ["gas line"],
    jobs: ["gas line work", "gas line installation"],
    stories: [
      "Thought we had a gas leak near the [stove|dryer] [and called them first thing|and didn't know who else to call].",
      "Needed a gas line run [to our new range|for an outdoor grill|to the garage].",
      "[Had|Got] a gas line [installed|extended] for [our new stove|a backyard fire pit|a gas dryer].",
      "Our home inspection flagged a gas line [issue|fitting] [that had to be fixed before closing|in the basement].",
    ],
  },
  {
    id: "ac-repair",
    name: "AC Repair & Installation",
    aliases: [
      "AC",
      "A/C",
      "air conditioner",
      "air conditioning",
      "central air",
      "AC unit",
    ],
    trade: "hvac",
    weight: 9,
    season: SUMMER,
    nouns: ["AC", "air conditioner", "AC unit", "A/C"],
    jobs: ["AC repair", "air conditioner repair", "AC installation"],
    stories: [
      "Our AC [quit|died|stopped blowing cold air] [during a heat wave|on the hottest day of the year|over the Fourth of July weekend|in the middle of July].",
      "The air conditioner was [blowing warm air|freezing up|making a loud buzzing noise|leaking water inside].",
      "Central air [went out|stopped working] [with a newborn in the house|while my elderly dad was staying with us|the day of our son's graduation party].",
      "[Our upstairs|The] AC unit [wouldn't turn on|kept tripping the breaker|was running nonstop without cooling].",
      "Needed a capacitor replaced on our A/C [in August|on a Friday afternoon].",
      "Got quotes to replace our [20|18|22]-year-old air conditioner.",
    ],
  },
  {
    id: "furnace-repair",
    name: "Furnace Repair & Installation",
    aliases: [
      "furnace",
      "furnaces",
      "no heat",
      "heating system",
      "blower motor",
    ],
    trade: "hvac",
    weight: 8,
    season: WINTER,
    nouns: ["furnace"],
    jobs: ["furnace repair", "furnace replacement"],
    stories: [
      "Our furnace [quit|died|stopped working] [on the coldest night of the year|right before Christmas|during a January cold snap|when it was five degrees out].",
      "Woke up to a [55|52|58]-degree house and a furnace that wouldn't light.",
      "The furnace was [short cycling|blowing cold air|making a loud banging noise when it kicked on].",
      "Needed a new [igniter|igniter and flame sensor|flame sensor and pressure switch] for our furnace[ in December|].",
      "No heat [in the middle of February|with two little kids at home|on a Sunday night].",
      "The blower motor on our [old|ancient] furnace [finally gave out|started screeching].",
    ],
  },
  {
    id: "heat-pump",
    name: "Heat Pump & Ductless Mini-Split Service",
    aliases: [
      "heat pump",
      "heat pumps",
      "mini split",
      "mini-split",
      "ductless",
    ],
    trade: "hvac",
    weight: 4,
    season: [1.4, 1.3, 1, 0.8, 0.9, 1.2, 1.3, 1.2, 0.8, 0.8, 1, 1.3],
    nouns: ["heat pump", "mini split"],
    jobs: ["heat pump repair", "mini-split installation"],
    stories: [
      "Our heat pump [was stuck in defrost|wasn't keeping up|kept running nonstop].",
      "Had a ductless mini split installed in our [sunroom|garage office|finished attic].",
      "[Replaced|Swapped out] our old heat pump [with a high-efficiency model|before winter].",
      "The mini-split in the [bedroom|home office] [stopped cooling|was dripping down the wall].",
    ],
  },
  {
    id: "duct-cleaning",
    name: "Air Duct & Dryer Vent Cleaning",
    aliases: ["duct cleaning", "air ducts", "ductwork", "ducts", "dryer vent"],
    trade: "hvac",
    weight: 3,
    season: SPRING_FALL,
    nouns: [],
    jobs: ["duct cleaning", "dryer vent cleaning"],
    stories: [
      "Had our air ducts cleaned [after a renovation|when we moved in|because of my son's allergies].",
      "They did duct cleaning [and a dryer vent cleaning|for the whole house|before our baby arrived].",
      "Our dryer vent was [clogged solid|packed with lint] [and the dryer took forever|and a real fire hazard].",
      "The ductwork in the [basement|attic] was [disconnected|leaking air] in two places.",
    ],
  },
  {
    id: "hvac-maintenance",
    name: "HVAC Tune-Up & Maintenance Plan",
    aliases: [
      "tune-up",
      "tune up",
      "tune-ups",
      "maintenance plan",
      "maintenance visit",
      "HVAC maintenance",
    ],
    trade: "hvac",
    weight: 5,
    season: SPRING_FALL,
    nouns: [],
    jobs: ["HVAC maintenance"],
    stories: [
      "Booked the [spring|fall|annual] tune-up [for our system|like we do every year].",
      "We're on their maintenance plan [and get two visits a year|for the second year now].",
      "Routine tune-up, nothing broken, just wanted everything checked before [summer|winter].",
      "Signed up for the maintenance plan after [our first visit|a neighbor recommended it].",
    ],
  },
  {
    id: "panel-upgrade",
    name: "Electrical Panel Upgrade",
    aliases: [
      "panel upgrade",
      "breaker panel",
      "electrical panel",
      "fuse box",
      "200-amp service",
    ],
    trade: "electrical",
    weight: 3,
    nouns: ["breaker panel", "electrical panel"],
    jobs: ["panel upgrade", "breaker panel replacement"],
    stories: [
      "Needed a panel upgrade [for our kitchen remodel|for a new hot tub|because the house still had 100-amp service].",
      "Our old fuse box [had to go|failed the home inspection|was a fire hazard].",
      "Had them replace our [Federal Pacific|Zinsco|original 1960s] breaker panel.",
      "The electrical panel [kept tripping|was buzzing|felt warm to the touch].",
      "Upgraded to 200-amp service [before adding a workshop|as part of our addition].",
    ],
  },
  {
    id: "ev-charger-install",
    name: "EV Charger Installation",
    aliases: [
      "EV charger",
      "EV chargers",
      "Level 2 charger",
      "car charger",
      "wall connector",
    ],
    trade: "electrical",
    weight: 3.5,
    nouns: ["EV charger"],
    jobs: ["EV charger installation"],
    stories: [
      "Had a Level 2 charger installed [in our garage|for our new Tesla|for my wife's new electric car].",
      "Needed an EV charger [put in|installed] [before our car was delivered|on the outside wall of the garage].",
      "They installed a Tesla wall connector [and ran a new circuit|in about half a day].",
      "Got quotes for an EV charger from three companies[ and they were the only ones who called back|].",
    ],
  },
  {
    id: "electrical-repair",
    name: "Outlet, Switch & Wiring Repair",
    aliases: [
      "electrical repair",
      "outlet",
      "outlets",
      "GFCI",
      "wiring",
      "rewiring",
      "light switch",
      "light fixture",
      "light fixtures",
      "ceiling fan",
    ],
    trade: "electrical",
    weight: 4.5,
    nouns: ["wiring", "GFCI outlet"],
    jobs: ["electrical repair", "rewiring"],
    stories: [
      "[Several|Half the] outlets in our [kitchen|living room] stopped working [all at once|after a storm].",
      "Had GFCI outlets [installed|added] in the [bathrooms|kitchen|garage].",
      "Needed some old [knob-and-tube|aluminum] wiring replaced [in our 1940s house|before closing].",
      "[A light switch|An outlet] [in the hallway|in the kitchen] was [sparking|hot to the touch|buzzing].",
      "Had them [hang a ceiling fan|install new light fixtures] and fix a dead outlet in the [bedroom|den].",
    ],
  },
];
