/**
 * Deterministic generator of the sample dataset (`data/reviews.json`): one
 * fictional plumbing, HVAC and electrical company with its catalogue and a
 * few hundred (or, for benchmarks, a hundred thousand) reviews composed from
 * many sentence fragments, with ratings, owner replies and sources drawn from
 * realistic distributions.
 *
 * The same options always give the same bytes: the randomness comes from a
 * seeded mulberry32 generator written here, never from `Math.random`.
 *
 * ```sh
 * deno run --allow-write --allow-read data/generate.ts [--count N] [--seed S] [--out FILE]
 * ```
 *
 * @module
 */
import { ASPECT_IDS } from "../lib/schemas.ts";
import type {
  AspectId,
  AspectMention,
  Business,
  ImportDataset,
  ImportReview,
  Sentiment,
} from "../lib/schemas.ts";

/** Number of reviews generated when no count is given. */
export const DEFAULT_COUNT = 800;

/** Seed used when none is given; `data/reviews.json` is made with it. */
export const DEFAULT_SEED = 20_190_101;

/** Where the command line writes when no `--out` is given. */
export const DEFAULT_OUT = "data/reviews.json";

/** First date a review can carry (inclusive). */
export const FIRST_DATE = "2019-01-01";

/** Last date a review or an owner reply can carry (inclusive). */
export const LAST_DATE = "2025-12-31";

/** Options of {@linkcode generateDataset}. */
export interface GenerateOptions {
  /** Number of review records, including unverified ones; default 800. */
  count?: number;
  /** Seed of the pseudo-random generator (any integer); default {@linkcode DEFAULT_SEED}. */
  seed?: number;
}

/**
 * What the generator knows about one review it wrote: the ground truth the
 * review was composed from, for evaluating entity and aspect detection.
 */
export interface ReviewLabels {
  /** The review id. */
  id: string;
  /** Full names of the technicians named in the title or text. */
  technicians: string[];
  /** Ids of the services named in the title or text. */
  services: string[];
  /** Name of the service area named in the title or text, or null. */
  service_area: string | null;
  /** The aspect statements the text was built from, in text order. */
  aspects: AspectMention[];
}

/** A generated dataset together with the ground truth of every review. */
export interface LabeledDataset {
  /** The dataset, as written to `data/reviews.json`. */
  dataset: ImportDataset;
  /** One entry per review, in the order of `dataset.reviews`. */
  labels: ReviewLabels[];
}

// ---------------------------------------------------------------------------
// Pseudo-random numbers
// ---------------------------------------------------------------------------

/** Seeded mulberry32 generator with the helpers the composer needs. */
class Rng {
  #state: number;

  constructor(seed: number) {
    // Scramble the seed (splitmix32-style) so nearby seeds diverge at once.
    let z = (normalizeSeed(seed) + 0x9e3779b9) >>> 0;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    this.#state = (z ^ (z >>> 16)) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max], both inclusive. */
  range(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** A uniformly chosen element. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  /** An index chosen with the given cumulative weights. */
  weighted(cumulative: readonly number[]): number {
    const x = this.next() * cumulative[cumulative.length - 1];
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/** Maps any finite number to a 32-bit unsigned seed. */
function normalizeSeed(seed: number): number {
  const t = Math.trunc(seed);
  return ((t % 4294967296) + 4294967296) % 4294967296;
}

/** Running sums of weights, for {@linkcode Rng.weighted}. */
function cumulate(weights: readonly number[]): number[] {
  const out: number[] = [];
  let sum = 0;
  for (const w of weights) {
    sum += w;
    out.push(sum);
  }
  return out;
}

/** A weighted choice among fixed values, prepared once. */
interface WeightedTable<T> {
  values: T[];
  cumulative: number[];
}

/** Builds a weighted table from `[value, weight]` pairs. */
function table<T>(
  pairs: ReadonlyArray<readonly [T, number]>,
): WeightedTable<T> {
  return {
    values: pairs.map((p) => p[0]),
    cumulative: cumulate(pairs.map((p) => p[1])),
  };
}

/** Draws a value from a weighted table. */
function draw<T>(rng: Rng, t: WeightedTable<T>): T {
  return t.values[rng.weighted(t.cumulative)];
}

// ---------------------------------------------------------------------------
// The business
// ---------------------------------------------------------------------------

type Trade = "plumbing" | "hvac" | "electrical";

/** A service of the catalogue with what the composer needs to talk about it. */
interface ServiceDef {
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
interface TechDef {
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

const SERVICES: ServiceDef[] = [
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

const TECHS: TechDef[] = [
  {
    id: "michael-torres",
    name: "Michael Torres",
    aliases: ["Mike", "Michael", "Mikey"],
    first: "Mike",
    nicknames: ["Michael", "Mikey"],
    gender: "m",
    trade: "plumbing",
    weight: 1.4,
    negativeBias: 0.7,
  },
  {
    id: "will-chen",
    name: "Will Chen",
    aliases: ["Will", "William"],
    first: "Will",
    nicknames: ["William"],
    gender: "m",
    trade: "hvac",
    weight: 1.2,
    negativeBias: 0.9,
  },
  {
    id: "dana-kowalski",
    name: "Dana Kowalski",
    aliases: ["Dana"],
    first: "Dana",
    nicknames: [],
    gender: "f",
    trade: "electrical",
    weight: 1,
    negativeBias: 0.7,
  },
  {
    id: "luis-ramirez",
    name: "Luis Ramirez",
    aliases: ["Luis", "Lou"],
    first: "Luis",
    nicknames: ["Lou"],
    gender: "m",
    trade: "plumbing",
    weight: 1,
    negativeBias: 1,
  },
  {
    id: "jasmine-brooks",
    name: "Jasmine Brooks",
    aliases: ["Jasmine", "Jaz"],
    first: "Jasmine",
    nicknames: ["Jaz"],
    gender: "f",
    trade: "hvac",
    weight: 1.1,
    negativeBias: 0.5,
  },
  {
    id: "tony-nguyen",
    name: "Tony Nguyen",
    aliases: ["Tony", "Anthony"],
    first: "Tony",
    nicknames: ["Anthony"],
    gender: "m",
    trade: "plumbing",
    weight: 0.9,
    negativeBias: 1.2,
  },
  {
    id: "kevin-obrien",
    name: "Kevin O'Brien",
    aliases: ["Kevin", "Kev"],
    first: "Kevin",
    nicknames: ["Kev"],
    gender: "m",
    trade: "hvac",
    weight: 0.8,
    negativeBias: 2.6,
  },
  {
    id: "sam-whitaker",
    name: "Sam Whitaker",
    aliases: ["Sam", "Samantha", "Sammy"],
    first: "Sam",
    nicknames: ["Samantha"],
    gender: "f",
    trade: "electrical",
    weight: 0.8,
    negativeBias: 0.8,
  },
];

const AREAS: ReadonlyArray<{ id: string; name: string; weight: number }> = [
  { id: "riverton", name: "Riverton", weight: 5 },
  { id: "north-riverton", name: "North Riverton", weight: 2.5 },
  { id: "maplewood", name: "Maplewood", weight: 3 },
  { id: "oak-hollow", name: "Oak Hollow", weight: 2 },
  { id: "brookside", name: "Brookside", weight: 2.5 },
  { id: "cedar-heights", name: "Cedar Heights", weight: 2 },
  { id: "willow-creek", name: "Willow Creek", weight: 1.5 },
  { id: "fox-run", name: "Fox Run", weight: 1.2 },
  { id: "stonebridge", name: "Stonebridge", weight: 1.5 },
  { id: "elm-park", name: "Elm Park", weight: 1.5 },
  { id: "millbrook", name: "Millbrook", weight: 1 },
];

const COMPANY = "Bluebird";
const PHONE = "(330) 555-0142";

/**
 * The business record of the sample dataset: a fictional plumbing, HVAC and
 * electrical contractor with its catalogue, technicians and service areas.
 *
 * @returns A fresh copy; callers may mutate it.
 */
export function createBusiness(): Business {
  return {
    id: "bluebird-plumbing-heating-electric",
    name: "Bluebird Plumbing, Heating & Electric",
    type: "HomeAndConstructionBusiness",
    description:
      "Family-owned plumbing, heating, cooling and electrical contractor serving the Riverton metro since 1998. Licensed and insured, upfront pricing, and 24/7 emergency service.",
    url: "https://www.bluebird-home.example",
    telephone: PHONE,
    address: {
      street_address: "418 Foundry Street, Suite B",
      locality: "Riverton",
      region: "OH",
      postal_code: "44391",
      country: "US",
    },
    opening_hours: [
      {
        days: ["monday", "tuesday", "wednesday", "thursday", "friday"],
        opens: "07:00",
        closes: "19:00",
      },
      { days: ["saturday"], opens: "08:00", closes: "16:00" },
    ],
    emergency_service: true,
    service_areas: AREAS.map((a) => ({ id: a.id, name: a.name })),
    services: SERVICES.map((s) => ({
      id: s.id,
      name: s.name,
      aliases: [...s.aliases],
    })),
    technicians: TECHS.map((t) => ({
      id: t.id,
      name: t.name,
      aliases: [...t.aliases],
    })),
    profiles: [
      { platform: "google", url: "https://maps.google.example/bluebird-home" },
      { platform: "yelp", url: "https://www.yelp.example/biz/bluebird-home" },
    ],
  };
}

// ---------------------------------------------------------------------------
// Templates: "[a|b|c]" picks one alternative (nestable), "{slot}" is filled
// from the review being composed.
// ---------------------------------------------------------------------------

type TplNode = string | { slot: string } | { options: TplNode[][] };

/** A pool entry: a template, optionally with the aspects it states. */
type Entry = string | {
  t: string;
  a?: Array<[AspectId, Sentiment]>;
  /** Not to be used in a review that mentions Will Chen. */
  noWill?: boolean;
};

const NEEDS_TECH = 1;
const NEEDS_NOUN = 2;
const NEEDS_JOB = 4;
const NEEDS_AREA = 8;
const NEEDS_SERVICE2 = 16;
const NEEDS_NO_WILL = 32;

interface Compiled {
  nodes: TplNode[];
  needs: number;
  aspects: Array<[AspectId, Sentiment]>;
}

/** Parses a template into nodes. */
function parseTemplate(src: string): TplNode[] {
  let pos = 0;
  function sequence(inChoice: boolean): TplNode[] {
    const out: TplNode[] = [];
    let text = "";
    while (pos < src.length) {
      const c = src[pos];
      if (inChoice && (c === "|" || c === "]")) break;
      if (c === "[") {
        if (text) out.push(text);
        text = "";
        pos++;
        const options: TplNode[][] = [];
        for (;;) {
          options.push(sequence(true));
          const end = src[pos++];
          if (end === "]") break;
          if (end !== "|") throw new Error(`unclosed [ in template: ${src}`);
        }
        out.push({ options });
      } else if (c === "{") {
        const close = src.indexOf("}", pos);
        if (close < 0) throw new Error(`unclosed { in template: ${src}`);
        if (text) out.push(text);
        text = "";
        out.push({ slot: src.slice(pos + 1, close) });
        pos = close + 1;
      } else {
        text += c;
        pos++;
      }
    }
    if (text) out.push(text);
    return out;
  }
  const nodes = sequence(false);
  if (pos !== src.length) throw new Error(`stray | or ] in template: ${src}`);
  return nodes;
}

const SLOTS = new Set([
  "T",
  "Tobj",
  "Tname",
  "he",
  "his",
  "him",
  "N",
  "N2",
  "J",
  "A",
  "co",
  "pro",
  "first",
  "Tfirst",
]);

/** Collects the slots a template uses, in order. */
function slotsOf(nodes: TplNode[], out: string[]): string[] {
  for (const n of nodes) {
    if (typeof n === "string") continue;
    if ("slot" in n) out.push(n.slot);
    else for (const o of n.options) slotsOf(o, out);
  }
  return out;
}

/** Compiles a pool of entries. */
function compile(entries: readonly Entry[]): Compiled[] {
  return entries.map((e) => {
    const src = typeof e === "string" ? e : e.t;
    const nodes = parseTemplate(src);
    const slots = slotsOf(nodes, []);
    let needs = 0;
    let introduced = false;
    for (const s of slots) {
      if (!SLOTS.has(s)) throw new Error(`unknown slot {${s}} in: ${src}`);
      if (s === "T" || s === "Tobj" || s === "Tname") introduced = true;
      if ((s === "he" || s === "his" || s === "him") && !introduced) {
        throw new Error(`pronoun before the technician in: ${src}`);
      }
      if (s === "Tname" || s === "Tfirst") needs |= NEEDS_TECH;
      if (s === "N") needs |= NEEDS_NOUN;
      if (s === "J") needs |= NEEDS_JOB;
      if (s === "A") needs |= NEEDS_AREA;
      if (s === "N2") needs |= NEEDS_SERVICE2;
    }
    if (typeof e !== "string" && e.noWill) needs |= NEEDS_NO_WILL;
    return {
      nodes,
      needs,
      aspects: typeof e === "string" ? [] : (e.a ?? []),
    };
  });
}

// ---------------------------------------------------------------------------
// Fragment pools
// ---------------------------------------------------------------------------

type Polarity = "pos" | "neg" | "mild";

/** Aspect clauses: independent clauses without final punctuation. */
const ASPECT_CLAUSES: Record<AspectId, Record<Polarity, string[]>> = {
  punctuality: {
    pos: [
      "{T} showed up right on time",
      "{T} [arrived|showed up|was here] [right at the start of the window|exactly when they said|ten minutes early|on the dot]",
      "{T} called [twenty|thirty|fifteen] minutes ahead to say {he} was on the way",
      "[arrived|showed up] [promptly|on time], which [is rare these days|I really appreciated|is more than I can say for the last company we used]",
      "they actually showed up [when they said they would|on the day and time they promised|exactly when promised]",
      "no waiting around all day for a [four|six]-hour window",
      "{T} was punctual [to the minute|and ready to work]",
      "{T} was here before my coffee was even done",
      "got the on-my-way text and {T} pulled up [ten|fifteen] minutes later",
      "not once did they keep [us|me] waiting[, even by five minutes|]",
      "{T} was early, not late, which [never happens|is a first for a contractor]",
      "they were [prompt|right on schedule] [both days|every visit|from day one]",
    ],
    neg: [
      "{T} showed up [two|three] hours late [with no call|and never apologized|without so much as a text]",
      "nobody showed up for the first appointment",
      "it was a complete no-show [the first time|on the day we took off work|on a Tuesday]",
      "we waited [all day|the entire window|until 6pm] and no one came",
      "{T} was [over an hour|almost two hours|ninety minutes] late",
      "the arrival window turned out to be more of a suggestion",
      "I took a day off work and they didn't show until after [4|5]",
      "they were a no-show twice before anyone actually came out",
      "{T} rolled in [at noon|mid-afternoon] for an 8am appointment",
      "they never showed up on time, not once in [three|four] visits",
    ],
    mild: [
      "{T} was a little late",
      "{T} showed up about [30|45] minutes after the window",
      "{T} arrived a bit later than promised",
      "{T} ran a little behind schedule",
      "they were [twenty|thirty] minutes late, though they did call ahead",
    ],
  },
  price: {
    pos: [
      "the price was [fair|very reasonable|more than fair]",
      "[fair|honest|reasonable|upfront] pricing[ with no surprises|]",
      "the final bill matched the quote [exactly|to the dollar]",
      "it cost [less than|about half of] what [two other companies|the other guys|the big-box store] quoted",
      "no hidden fees[ and no surprises|, no trip-charge games|]",
      "{T} gave me the price before starting any work, and that's what I paid",
      "they waived the [diagnostic|service call] fee since they did the repair",
      "they didn't gouge us even though it was [a weekend|a holiday|the middle of the night]",
      "the price was very reasonable for [an emergency call|a weekend call|the amount of work involved]",
      "the price was [competitive|better than I expected|lower than I was bracing for]",
      "[you get a lot for your money|you get your money's worth] with them",
      "the cost was [a pleasant surprise|well worth it]",
    ],
    neg: [
      "[way|completely|wildly] overpriced",
      "the final bill was [$200|$350|about $400] higher than [the quote|what we were quoted|the estimate]",
      "[$450|$380|$600] for a [20|30|45]-minute job is [ridiculous|highway robbery|hard to justify]",
      "they charged [us|me] a [$129|$149|$99] diagnostic fee just to say it needed replacing",
      "their prices are [way|far] higher than other companies in the area",
      "they billed [three|four] hours when {T} was here for [barely|maybe] [one|two]",
      "the quote over the phone and the price at the door were two very different numbers",
      "a second company quoted [half|a third of] what they wanted",
      "they tacked on fees nobody mentioned [upfront|beforehand]",
      "the bill came in higher than quoted, with no explanation",
    ],
    mild: [
      "[a bit|a little|somewhat] pricey",
      "[definitely |certainly |]not cheap[, but worth every penny| by any means|]",
      "they're not cheap[, I'll say that|, so be ready for the bill|]",
      "definitely not the cheapest option",
      "[it was|they're] on the expensive side",
      "[a little|a bit] more than I was hoping to pay",
      "their prices are higher than some of the smaller outfits",
      "not the cheapest in town",
    ],
  },
  quality: {
    pos: [
      "{T} fixed it right the first time",
      "everything has worked perfectly [since|ever since|for months now]",
      "[quality|excellent|top-notch|solid|meticulous] work",
      "the [repair|install|work] was [excellent|flawless|done right]",
      "[it's been|it has been] [six months|a year|two years|three months] and [no problems|not a single issue|it's still going strong]",
      "the work is clean and neat, and you can tell {T} takes pride in it",
      "everything was done [properly|to code] and [looks great|passed inspection the first time]",
      "problem solved [in under an hour|on the first visit|in one trip|before lunch]",
      "{T} did a [great|fantastic|really nice|first-rate] job",
      "the workmanship is [better than what the builder originally did|better than the original install|as good as I've seen]",
      "the {N} [has been working perfectly since|hasn't given us a lick of trouble since|runs better than ever now]",
      "{T} got the {N} [running|working] again [in no time|in about an hour]",
      "no [issues|problems|trouble] since, knock on wood",
    ],
    neg: [
      "the problem came back [two weeks|a month|three days|less than a week] later",
      "[it's|it is] still [not working right|doing the same thing|broken]",
      "we had to call [someone else|another company] to fix [their fix|what they did|it properly]",
      "[sloppy|shoddy|careless] work",
      "{T} [didn't actually fix|never fixed] the problem",
      "two visits later and the issue still isn't resolved",
      "the repair [failed after a month|lasted about a week|didn't even last a month]",
      "{T} [cut corners|rushed through the job] and it shows",
      "the {N} [broke down|started acting up] again [a month|two weeks] later",
      "the same problem was back before the invoice was even paid",
    ],
    mild: [
      "it needed a second visit to get completely right",
      "one small thing had to be redone",
      "it took two tries to get it working",
      "there was a small drip afterward that they had to come back for",
    ],
  },
  professionalism: {
    pos: [
      "{T} was [polite|courteous|friendly] and [professional|respectful of our home]",
      "[very|extremely|super] professional from start to finish",
      "{T} treated our home like {his} own",
      "{T} was [kind|patient] with [my kids|our very curious dog|my elderly mom], who wouldn't stop asking questions",
      "the office staff were [lovely|friendly|helpful] too",
      "no complaints about {Tobj} at all, [great attitude|super respectful]",
      "{T} was [a total pro|an absolute professional|a class act]",
      "everyone we dealt with was [courteous|respectful|pleasant]",
      "{T} has a great attitude and clearly cares about the customer",
      "[friendly|polite|courteous] from the first [phone call|call] to the [final invoice|moment they left]",
    ],
    neg: [
      "{T} was [rude|condescending|dismissive] [when I asked questions|the whole time|from the moment {he} walked in]",
      "[the office|the woman on the phone|the dispatcher] was [rude|short with me|unhelpful]",
      "{T} spent half the visit on {his} phone",
      "[unprofessional|disrespectful] [behavior|attitude] [from start to finish|all around]",
      "{T} [argued with me|got defensive] when I pointed out the [problem|issue]",
      "{T} complained the whole time about [the job|our house|{his} boss]",
      "{T} talked down to my wife like she didn't know anything",
      "{T} was smoking in our driveway and left the butts behind",
    ],
    mild: [
      "{T} was a bit curt",
      "{T} seemed rushed",
      "{T} wasn't the friendliest",
    ],
  },
  communication: {
    pos: [
      "{T} explained [everything|exactly what was wrong|all of our options] [in plain English|clearly|without any jargon]",
      "the office texted when {T} was on the way",
      "{T} showed me photos of the [problem|damage|before and after]",
      "[great|excellent|clear] communication [from the first call to the final invoice|throughout|the whole way]",
      "{T} took the time to answer all my [questions|dumb questions]",
      "the office [called back|returned my call] within [minutes|the hour]",
      "{T} walked me through [what {he} did|the options] and [never made me feel rushed|told me what to watch for]",
      "they even called [the next day|a week later] to make sure everything was working",
      "they kept me in the loop [the whole time|every step of the way]",
    ],
    neg: [
      "[impossible|very hard|hard] to reach [after the job|once they had my money|by phone]",
      "nobody [returned|ever returned] my calls",
      "I left [three|four|several] voicemails and [never heard back|got nothing]",
      "I never got [the follow-up|the written quote|the invoice] they promised",
      "no one told us {T} was running late",
      "{T} [barely|never really] explained what {he} was doing",
      "I got conflicting answers from the office and the tech",
      "[emails|messages] went unanswered for [days|a week]",
    ],
    mild: [
      "it took a day or two to hear back",
      "I had to call [twice|a couple of times] to get an update",
      "the office could be a little better about returning calls",
    ],
  },
  cleanliness: {
    pos: [
      "[didn't leave a mess|left no mess]",
      "{T} [wore shoe covers|put down drop cloths|laid down a tarp] and cleaned up [everything|after {him}self]",
      "{T} left the place cleaner than {he} found it",
      "not a speck of dust [left behind|anywhere]",
      "{T} [hauled away|took] the old [parts|unit|equipment] [and swept up|without being asked]",
      "very tidy [work area|worker]",
      "you'd never know anyone had been [here|working in there]",
      "{T} didn't leave a drop of water on the floor",
    ],
    neg: [
      "left a [huge|big|total] mess [behind|in our basement|in the kitchen]",
      "there were [muddy footprints|muddy boot prints] all over [the carpet|our new floors]",
      "they left the old [parts|unit|pipes] in our [driveway|yard|garage]",
      "drywall dust [everywhere|all over the bathroom] and no attempt to clean it up",
      "we spent [an hour|the evening] cleaning up after {Tobj}",
      "{T} didn't bother to put down drop cloths",
    ],
    mild: [
      "{T} left a little dust behind",
      "the cleanup could have been a bit better",
    ],
  },
  scheduling: {
    pos: [
      "they got [me|us] in [the same day|the next morning|within a couple of hours]",
      "[quick|easy|painless] scheduling [online|over the phone|through their website]",
      "they came out at [2am|midnight|11 at night] for an emergency",
      "[someone|a real person] answered on the [first|second] ring [on a Sunday|at 10pm|on a holiday weekend]",
      "booking was [easy|a breeze] and they gave me a [two-hour|tight] window",
      "they had someone here within [an hour|ninety minutes|two hours] of my call",
      "they squeezed us in [the day before Thanksgiving|on a Saturday|before a holiday weekend]",
      "it was [2am|after midnight|a Sunday night|Christmas Eve] and they still sent someone out",
    ],
    neg: [
      "they rescheduled [twice|three times] [on us|at the last minute]",
      "we had to wait [over a week|almost two weeks|ten days] for an appointment",
      "there was no appointment available for [days|a week] even though it was [an emergency|urgent]",
      "they [cancelled|canceled] [the morning of|an hour before] the appointment",
      "their emergency service turned out to mean waiting until Monday",
      "I booked online and nobody ever confirmed",
      "they pushed the appointment back [twice|three times]",
    ],
    mild: [
      "it took a few days to get on the schedule",
      "the first available appointment was [later in the week|four days out]",
      "scheduling was a bit slow",
    ],
  },
  expertise: {
    pos: [
      "{T} [knew {his} stuff|really knew what {he} was doing|clearly knows {his} trade]",
      "{T} [diagnosed|found] the problem in [minutes|about five minutes|no time]",
      "{T} figured out what [two other companies|the last guy|the previous company] [missed|couldn't]",
      "{T} was very knowledgeable[ and experienced|]",
      "{T} had the [right|exact] part on the truck",
      "{T} [spotted|caught] [a code violation|a problem] the previous owner left behind",
      "you can tell {T} has been doing this a long time",
      "[they clearly know|these folks clearly know|the whole team clearly knows] what they're doing",
    ],
    neg: [
      "{T} didn't seem to know what {he} was doing",
      "{T} [guessed|threw parts at the problem] instead of diagnosing it",
      "they [replaced|swapped] [two|three] parts that weren't the problem",
      "{T} had to call [the office|someone else] [three times|for help] to figure it out",
      "{T} [misdiagnosed|completely misdiagnosed] the issue",
      "{T} showed up without the right [parts|tools]",
    ],
    mild: [
      "{T} had to check with a senior tech before finishing",
      "it took a while to track down the problem",
    ],
  },
  honesty: {
    pos: [
      "honest, [no upsell|no pressure|no games]",
      "{T} told me I [didn't need|could hold off on] a [new unit|replacement] and just fixed it",
      "[{T} never tried|they never tried|{T} didn't try] to upsell [me|us]",
      "{T} could have sold me a [whole new system|replacement] and didn't",
      "there was [no|zero] pressure to buy anything [I didn't need|extra|we didn't need]",
      "finally [a company|a contractor|someone] I can trust[ completely|]",
      "{T} was upfront about what could wait and what couldn't",
      "{T} was honest about [the cost|what was actually wrong|the timeline]",
    ],
    neg: [
      "{T} [tried|kept trying] to upsell [me|us] on a [whole new system|brand new unit|$5,000 replacement|premium package]",
      "{T} [pushed|kept pushing] their [membership|VIP club|Comfort Club] [the whole time|hard|even after I said no]",
      "it felt like they were padding the bill",
      "{T} said we needed a full replacement, and the next company fixed it for [$150|$200|under $100]",
      "{T} used scare tactics to sell me things I didn't need",
      "they charged [us|me] for a part they never [installed|replaced]",
      "they weren't honest about [the timeline|the cost|what was actually wrong]",
    ],
    mild: [
      "there was a bit of a sales pitch at the end",
      "{T} mentioned a couple of upgrades a few too many times",
    ],
  },
};

const OPENINGS: Record<number, Entry[]> = {
  5: [
    "Can't say enough good things about {co}[ and their team|].",
    "[Fantastic|Excellent|Outstanding|Great|Wonderful] experience [from start to finish|all around|with {co}|from the first call].",
    "This is [the second|the third|at least the fourth] time we've used {co} and they [never disappoint|have been great every time].",
    "No complaints [at all|whatsoever|here].",
    "Five stars, [easily|no question|without hesitation].",
    "We've finally found our go-to {pro}[ after years of trying others|].",
    "Wish I could give [more than five stars|them six stars].",
    "[Very|Extremely|Really] happy with {co}.",
    "[Honestly|Truly] the best [service company|contractor|{pro}] we've dealt with[ in this town| in twenty years|].",
    "I don't usually write reviews, but [this one|they] earned it.",
    "What a relief[ to find a company like this|].",
    "[Absolutely|Simply] the best.",
    "Where do I [even |]start?",
    "So glad [a neighbor|my sister|a coworker] recommended them.",
    "[Wow.|Just wow.]",
    "Couldn't have asked for a better experience.",
    "[Impressed|Very impressed] [from start to finish|all around].",
    "{co} [saved the day|saved our weekend|came through for us].",
  ],
  4: [
    "Good experience overall.",
    "[Solid|Good|Reliable|Dependable] [company|outfit|crew].",
    "[Pretty|Very] happy with how this turned out.",
    "Mostly a great experience.",
    "Good service with [a couple of|one or two] small hiccups.",
    "Would hire {co} again.",
    "Four stars, [nearly five|and that's a good score from me].",
    "They did a [good|nice|solid] job for us.",
    "[Happy|Satisfied] customer, with one small gripe.",
    "Overall a [good|positive] experience with {co}.",
  ],
  3: [
    "Mixed feelings [about this one|here].",
    "It was [okay|fine|alright][, I guess|].",
    "Middle of the road experience.",
    "Some good, some bad.",
    "Not bad, not great.",
    "I'm torn on this one.",
    "Three stars feels about right.",
    "[Average|A so-so] experience with {co}.",
    "The job got done, [but|though] it wasn't smooth.",
  ],
  2: [
    "Disappointed.",
    "Not the experience I expected [from a company with so many good reviews|after reading the reviews].",
    "[Expected|Hoped for] [better|more].",
    "I really wanted to like them.",
    "Two stars, and I'm being generous.",
    "Not great.",
    "I've used {co} before without issue, but not this time.",
    "[Frustrating|A frustrating] experience[ overall|].",
  ],
  1: [
    "[Terrible|Awful|Horrible|Infuriating] experience.",
    "Stay away.",
    "Do not use this company.",
    "The worst service [company|call] I've ever dealt with.",
    "I would give zero stars if I could.",
    "Save yourself the headache.",
    "Buyer beware.",
    "Where do I even begin.",
    "One star is too many.",
    "[Unbelievable|Unreal].",
    "I'm writing this so nobody else goes through what we did.",
  ],
};

const CLOSINGS: Record<number, Entry[]> = {
  5: [
    "[Highly recommend|Definitely recommend|Would absolutely recommend|Can't recommend them enough].",
    "We will [definitely|absolutely|100%] call them again.",
    "[They're|{co} is] our go-to from now on.",
    "I will be recommending them to [all my neighbors|everyone on our street|friends and family|anyone who asks].",
    {
      t: "Will [definitely use them again|absolutely use them again|be calling them for everything from now on].",
      noWill: true,
    },
    "Thanks again, {co}[!|, you guys rock!]",
    "[Five stars|5 stars], well deserved.",
    "Already booked them for [our yearly checkup|the next project|the upstairs bathroom].",
    "If you're on the fence, [just call them|stop reading and call them].",
    "[Glad|So glad|Really glad] we found them.",
    "Thank you, {Tname}!",
    "Ask for {Tname}, you won't regret it.",
    "[We'll|We will] be customers for life.",
    "They will be getting all of our business[ from here on out|].",
    "You will not be disappointed[ with them|].",
    "Keep up the [great|good] work[, guys|, {co}|]!",
    "[This is|They're] how every contractor should operate.",
    "[Ten out of ten|10/10], would hire again.",
  ],
  4: [
    "Would use them again.",
    "[Recommended|Recommend], with [minor|small] reservations.",
    "We will probably call them again.",
    "Overall I'd recommend them.",
    { t: "Will use again.", noWill: true },
    "Still a solid four stars.",
    "Thanks, {Tname}.",
    "I will keep their number [on the fridge|handy|saved in my phone].",
    "[Would|I'd] hire them again[ without much hesitation|].",
    "Good company, [just|but] [expect to pay for the quality|fix the little things and it's five stars].",
  ],
  3: [
    "Might use them again, might not.",
    "I'll probably get a second quote next time.",
    "Hopefully this was a one-off.",
    "Three stars is about right.",
    "I will update this review if things improve.",
    "Your mileage may vary.",
    "[Not sure|Undecided] whether we'll call them again.",
  ],
  2: [
    "[We won't|I won't] be using them again.",
    "[Look elsewhere|Find someone else|Call someone else].",
    "Really disappointed.",
    "I will be telling my neighbors.",
    "There are better options in town.",
    "I expected more from {co}.",
    "Management, if you're reading this, [do better|train your people].",
    "[Can't|Cannot] recommend them after this.",
  ],
  1: [
    "[Won't|We won't|I won't] be using them again.",
    "[Avoid|Steer clear|Look elsewhere].",
    "I will be warning my neighbors.",
    { t: "Will not be calling them again.", noWill: true },
    "There are better options in town.",
    "Management, if you're reading this, [do better|train your people].",
    "Lesson learned.",
    "Never again.",
    "[Filing|I've filed] a complaint with the BBB.",
    "[Stay far away|Run].",
  ],
};

const GENERIC_STORIES: Entry[] = [
  "Called them [on a Monday morning|last week|over the weekend|on a holiday] [about an issue in the basement|for a repair in the kitchen|after another company flaked on us].",
  "We [just bought|recently moved into] [an older|a 1950s|a 1920s] house and [needed|wanted] someone [reliable|we could trust].",
  "Found them through [a neighbor|Nextdoor|a coworker|a Google search] [and gave them a try|after our usual guy retired].",
  "We've used them [a few|several|a handful of] times over the years.",
  "[My wife|My husband|My mom|Our landlord] [found|booked] them [online|through a friend].",
  "Had them out to look at [a few things|a couple of problems] around the house.",
  "[Our home warranty company|The previous owner] [had used|recommended] them, so we called.",
];

const SECOND_SERVICE: Entry[] = [
  "While {T} was here, {he} also took a look at our {N2}.",
  "{T} also checked the {N2} while {he} was here.",
  "We had them look at the {N2} on the same visit.",
];

const PROCESS: Entry[] = [
  "The whole job took about [an hour|two hours|half a day|most of the day].",
  "Paid by [card|check] [on the spot|when the job was done].",
  "{T} had to order a part, so it was a two-visit job.",
  "We got [three|a few|two other] quotes before choosing them.",
  "The invoice was [emailed|texted] [the same day|within the hour].",
  "[Everything|The paperwork] was handled [through their app|by email|on a tablet].",
  "{T} [brought|had] a helper [along|with {him}] for the heavy lifting.",
  "They [needed|pulled] a permit, and [the office|{T}] took care of it.",
];

const AREA_NEUTRAL: Entry[] = [
  "We live in {A}.",
  "[Out here in|Up here in|Over in] {A}, [good contractors are hard to find|everyone seems to use them|theirs are the trucks you see everywhere].",
  "This was at our place in {A}.",
  "Several neighbors in {A} [use|have used] them too.",
  "[Our house|Our rental|My mom's place] in {A} is [older|from the 60s|a 1970s ranch], so things break.",
];
const AREA_POSITIVE: Entry[] = [
  "[Highly recommend them|Recommend them] to anyone in {A}.",
  "{A} [neighbors|folks], this is who you call.",
  "They even came all the way out to {A} without a trip charge.",
];
const AREA_NEGATIVE: Entry[] = [
  "[Anyone in|Neighbors in] {A}, [look elsewhere|save yourselves the trouble].",
  "Apparently {A} is too far for them to bother with.",
];

const AREA_PREFIX = "[Out here in|Over in|Up here in|Here in] {A},";

const TITLES: Record<number, Entry[]> = {
  5: [
    "[Great|Excellent|Fantastic|Top-notch] service",
    "Highly recommend",
    "{Tname} is the best",
    "Fast, fair and friendly",
    "Lifesavers!",
    "[Great|Quick|Painless] {J}",
    {
      t: "On time and honest",
      a: [["punctuality", "positive"], ["honesty", "positive"]],
    },
    "Finally, a contractor I trust",
    "Above and beyond",
    "Five stars for {Tname}",
    { t: "Came out at 2am for an emergency", a: [["scheduling", "positive"]] },
    "Best {pro} in {A}",
    "Couldn't be happier",
    "{N} fixed same day",
    "Thank you, {Tname}!",
    "Our new go-to",
  ],
  4: [
    {
      t: "Good work, a bit pricey",
      a: [["quality", "positive"], ["price", "negative"]],
    },
    {
      t: "Good work, slightly late",
      a: [["quality", "positive"], ["punctuality", "negative"]],
    },
    "Solid {J}",
    "Very good experience",
    "Would hire again",
    "Happy overall",
    { t: "Good but not cheap", a: [["price", "negative"]] },
    "{Tname} did a nice job",
  ],
  3: [
    "Okay experience",
    {
      t: "Good work, poor communication",
      a: [["quality", "positive"], ["communication", "negative"]],
    },
    "Mixed bag",
    "It got fixed, eventually",
    "Average",
    "{J}: fine, not great",
  ],
  2: [
    "Disappointing",
    "Expected more",
    { t: "Overpriced {J}", a: [["price", "negative"]] },
    { t: "Took too long", a: [["scheduling", "negative"]] },
    "Not impressed",
    "Not the {co} I used to know",
  ],
  1: [
    "Avoid",
    { t: "No-show twice", a: [["punctuality", "negative"]] },
    { t: "Ripped off", a: [["price", "negative"]] },
    "Terrible service",
    {
      t: "Rude and overpriced",
      a: [["professionalism", "negative"], ["price", "negative"]],
    },
    { t: "Problem came back", a: [["quality", "negative"]] },
    "Do not hire",
    "Stay away",
    { t: "Overcharged for {J}", a: [["price", "negative"]] },
  ],
};

const CONNECT_POS_NEG = [
  ", but ",
  ". That said, ",
  "; however, ",
  ", although ",
  ". Only complaint: ",
  ". The one downside: ",
];
const CONNECT_NEG_POS = [
  ", but ",
  "; however, ",
  ", however ",
  ". On the plus side, ",
  ". Still, ",
  ". To be fair, ",
];

// Owner replies.
const REPLY_GREETING: Entry[] = [
  "Hi {first},",
  "Hello {first},",
  "{first},",
  "Dear {first},",
];
const REPLY_THANKS: Entry[] = [
  "Thank you for [the kind words|taking the time to leave a review|choosing {co}]!",
  "We really appreciate [the review|you taking the time to write this].",
  "Thanks so much for [the great review|the great rating|trusting us with your home].",
  "[Reviews like this make our day|This made our whole team smile].",
];
const REPLY_TECH: Entry[] = [
  "I'll make sure {Tfirst} sees this.",
  "We'll pass your kind words along to {Tfirst}.",
  "{Tfirst} will be thrilled to read this.",
];
const REPLY_POS_END: Entry[] = [
  "[We appreciate your business|We're glad we could help] and hope to see you again.",
  "See you next time[, and thanks again|]!",
  "Don't hesitate to call if anything else comes up.",
  "Enjoy [your weekend|the rest of your week]!",
  "We're always here if you need us.",
];
const REPLY_THANKS_MIXED: Entry[] = [
  "Thanks for the [honest|fair|helpful] feedback.",
  "We appreciate the review and the [honest|candid] feedback.",
  "Thank you for choosing {co}, and for the [honest|fair] review.",
];
const REPLY_SORRY: Entry[] = [
  "[I'm sorry|We're sorry] [to hear about your experience|that we let you down|this wasn't the experience you expected].",
  "I apologize [that we let you down|for the trouble you went through].",
  "Thank you for the honest feedback, and I'm sorry we fell short.",
  "This is not the level of service we aim for, and I apologize.",
];
const REPLY_ISSUE: Record<AspectId, string> = {
  punctuality:
    "Arriving late without a call is not our standard, and I've addressed it with the team.",
  price:
    "I'd like to go over the invoice with you line by line and make sure it's right.",
  quality:
    "We stand behind our work and will come back out at no charge to make it right.",
  professionalism:
    "That is not how we treat customers, and I'm following up on it personally.",
  communication:
    "You should never have to chase us for a callback, and we're fixing how our office handles messages.",
  cleanliness:
    "Leaving a mess is unacceptable; we'd like to send someone out to make it right.",
  scheduling:
    "We were short-staffed that week, but that's no excuse for how your appointment was handled.",
  expertise:
    "I've asked our senior technician to review the diagnosis with you.",
  honesty:
    "Our technicians are not paid on commission, and no one should ever feel pressured.",
};
/** Lighter answers to the small gripes of 3- and 4-star reviews. */
const REPLY_ISSUE_MILD: Record<AspectId, string> = {
  punctuality:
    "We're working on tighter arrival windows so this doesn't happen again.",
  price:
    "We know quality work isn't the cheapest option, and we appreciate you trusting us with it.",
  quality: "We're glad everything got sorted out in the end.",
  professionalism: "I've shared your feedback with the team.",
  communication:
    "We're working on how quickly our office gets back to customers.",
  cleanliness: "I've reminded the crew that cleanup is part of the job.",
  scheduling:
    "Our schedule fills up fast in peak season, and we're adding technicians to help.",
  expertise: "I've shared your feedback with our training lead.",
  honesty:
    "Our techs are supposed to mention options, never push them; I've passed this along.",
};
const REPLY_INVITE: Entry[] = [
  `Please call our office at ${PHONE}[ and ask for Dave| so we can make this right|].`,
  "Please reach out to our office so we can make this right.",
  `I'd welcome the chance to talk; my direct line is ${PHONE}.`,
];
const REPLY_SIGN = [
  "— Dave Whitfield, Owner",
  "— Dave W., owner",
  "— The Bluebird team",
  "— Karen, Office Manager",
];
const REPLY_RATING_ONLY_POS: Entry[] = [
  "Thanks for the [great rating|kind rating], {first}!",
  "Thank you, {first}! We appreciate your business.",
];
const REPLY_RATING_ONLY_NEG: Entry[] = [
  `We're sorry to see this rating, {first}, and would like to learn what happened. Please call us at ${PHONE}.`,
  "{first}, we'd like to understand what went wrong. Please reach out to our office so we can make it right.",
];

// ---------------------------------------------------------------------------
// Compiled pools
// ---------------------------------------------------------------------------

interface Pools {
  clauses: Record<AspectId, Record<Polarity, Compiled[]>>;
  openings: Record<number, Compiled[]>;
  closings: Record<number, Compiled[]>;
  titles: Record<number, Compiled[]>;
  stories: Map<string, Compiled[]>;
  genericStories: Compiled[];
  secondService: Compiled[];
  process: Compiled[];
  areaNeutral: Compiled[];
  areaPositive: Compiled[];
  areaNegative: Compiled[];
  areaPrefix: Compiled;
  reply: {
    greeting: Compiled[];
    thanks: Compiled[];
    tech: Compiled[];
    posEnd: Compiled[];
    sorry: Compiled[];
    thanksMixed: Compiled[];
    invite: Compiled[];
    ratingOnlyPos: Compiled[];
    ratingOnlyNeg: Compiled[];
  };
}

let poolsCache: Pools | null = null;

/** Compiles every pool once. */
function pools(): Pools {
  if (poolsCache) return poolsCache;
  const clauses = {} as Record<AspectId, Record<Polarity, Compiled[]>>;
  for (const aspect of Object.keys(ASPECT_CLAUSES) as AspectId[]) {
    const c = ASPECT_CLAUSES[aspect];
    clauses[aspect] = {
      pos: compile(c.pos),
      neg: compile(c.neg),
      mild: compile(c.mild),
    };
  }
  const byRating = (src: Record<number, Entry[]>) => {
    const out: Record<number, Compiled[]> = {};
    for (const r of [1, 2, 3, 4, 5]) out[r] = compile(src[r]);
    return out;
  };
  poolsCache = {
    clauses,
    openings: byRating(OPENINGS),
    closings: byRating(CLOSINGS),
    titles: byRating(TITLES),
    stories: new Map(SERVICES.map((s) => [s.id, compile(s.stories)])),
    genericStories: compile(GENERIC_STORIES),
    secondService: compile(SECOND_SERVICE),
    process: compile(PROCESS),
    areaNeutral: compile(AREA_NEUTRAL),
    areaPositive: compile(AREA_POSITIVE),
    areaNegative: compile(AREA_NEGATIVE),
    areaPrefix: compile([AREA_PREFIX])[0],
    reply: {
      greeting: compile(REPLY_GREETING),
      thanks: compile(REPLY_THANKS),
      tech: compile(REPLY_TECH),
      posEnd: compile(REPLY_POS_END),
      sorry: compile(REPLY_SORRY),
      thanksMixed: compile(REPLY_THANKS_MIXED),
      invite: compile(REPLY_INVITE),
      ratingOnlyPos: compile(REPLY_RATING_ONLY_POS),
      ratingOnlyNeg: compile(REPLY_RATING_ONLY_NEG),
    },
  };
  return poolsCache;
}

// ---------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------

/** The review being composed: who and what it talks about, and what it named. */
interface Ctx {
  rng: Rng;
  tech: TechDef | null;
  /** How the technician is first named in this review. */
  techFirstForm: string;
  /** How the technician is named after that. */
  techShortForm: string;
  /** Generic reference when no technician is named ("the plumber"). */
  genericRef: string;
  gender: "m" | "f";
  referenced: boolean;
  techNamed: boolean;
  service: ServiceDef | null;
  service2: ServiceDef | null;
  servicesNamed: Set<string>;
  area: { id: string; name: string } | null;
  areaNamed: boolean;
  authorFirst: string;
}

const PRO_WORDS: Record<Trade | "any", string[]> = {
  plumbing: ["plumber", "plumbing company"],
  hvac: ["HVAC company", "heating and cooling company"],
  electrical: ["electrician", "electrical contractor"],
  any: ["contractor", "home services company", "service company"],
};

const GENERIC_REFS: Record<Trade | "any", string[]> = {
  plumbing: ["the plumber", "the tech", "the technician"],
  hvac: ["the HVAC tech", "the tech", "the technician"],
  electrical: ["the electrician", "the tech", "the technician"],
  any: ["the tech", "the technician"],
};

/** Whether a compiled template can be used in this context. */
function usable(c: Compiled, ctx: Ctx): boolean {
  const n = c.needs;
  if (n === 0) return true;
  if (n & NEEDS_TECH && !ctx.tech) return false;
  if (n & NEEDS_NOUN && !(ctx.service && ctx.service.nouns.length)) {
    return false;
  }
  if (n & NEEDS_JOB && !ctx.service) return false;
  if (n & NEEDS_AREA && !ctx.area) return false;
  if (n & NEEDS_SERVICE2 && !ctx.service2) return false;
  if (n & NEEDS_NO_WILL && ctx.tech?.id === "will-chen") return false;
  return true;
}

/** Picks a usable (and acceptable) template from a pool. */
function choose(
  pool: readonly Compiled[],
  ctx: Ctx,
  accept?: (c: Compiled) => boolean,
): Compiled {
  const ok = (c: Compiled) => usable(c, ctx) && (!accept || accept(c));
  for (let i = 0; i < 12; i++) {
    const c = ctx.rng.pick(pool);
    if (ok(c)) return c;
  }
  const fallback = pool.find(ok);
  if (!fallback) throw new Error("no usable template in pool");
  return fallback;
}

/** Renders compiled nodes. */
function render(nodes: readonly TplNode[], ctx: Ctx): string {
  let out = "";
  for (const n of nodes) {
    if (typeof n === "string") out += n;
    else if ("slot" in n) out += fill(n.slot, ctx);
    else out += render(ctx.rng.pick(n.options), ctx);
  }
  return out;
}

/** Fills one slot and records what it named. */
function fill(slot: string, ctx: Ctx): string {
  const { rng } = ctx;
  const t = ctx.tech;
  const m = ctx.gender === "m";
  switch (slot) {
    case "T":
    case "Tobj": {
      if (!ctx.referenced) {
        ctx.referenced = true;
        if (t) {
          ctx.techNamed = true;
          return ctx.techFirstForm;
        }
        return ctx.genericRef;
      }
      if (t) {
        if (rng.chance(0.55)) return ctx.techShortForm;
      } else if (rng.chance(0.35)) {
        return ctx.genericRef.replace(" they sent", "");
      }
      if (slot === "T") return m ? "he" : "she";
      return m ? "him" : "her";
    }
    case "Tname":
      ctx.techNamed = true;
      if (!ctx.referenced) {
        ctx.referenced = true;
        return ctx.techFirstForm;
      }
      return ctx.techShortForm;
    case "Tfirst":
      return t ? t.first : "";
    case "he":
      return m ? "he" : "she";
    case "his":
      return m ? "his" : "her";
    case "him":
      return m ? "him" : "her";
    case "N": {
      const s = ctx.service!;
      ctx.servicesNamed.add(s.id);
      return rng.pick(s.nouns);
    }
    case "N2": {
      const s = ctx.service2!;
      ctx.servicesNamed.add(s.id);
      return rng.pick(s.nouns);
    }
    case "J": {
      const s = ctx.service!;
      ctx.servicesNamed.add(s.id);
      return rng.pick(s.jobs);
    }
    case "A":
      ctx.areaNamed = true;
      return ctx.area!.name;
    case "co":
      return COMPANY;
    case "pro":
      return rng.pick(PRO_WORDS[ctx.service ? ctx.service.trade : "any"]);
    case "first":
      return ctx.authorFirst;
    default:
      throw new Error(`unknown slot ${slot}`);
  }
}

/** Upper-cases the first letter. */
function capitalize(s: string): string {
  return s.length === 0 ? s : s[0].toUpperCase() + s.slice(1);
}

// ---------------------------------------------------------------------------
// Review composition
// ---------------------------------------------------------------------------

const ASPECTS: readonly AspectId[] = ASPECT_IDS;

const POS_ASPECT_WEIGHTS = cumulate([3.5, 3, 5, 4, 3, 2.5, 2.5, 3, 2]);
/** The good things 1- and 2-star reviews concede ("the tech was nice, but..."). */
const CONCEDED_ASPECT_WEIGHTS = cumulate([
  3,
  1.5,
  0.3,
  4,
  1.5,
  2.5,
  1.5,
  0.5,
  0,
]);
const NEG_ASPECT_WEIGHTS = cumulate([3, 4, 3, 1.8, 2.5, 1.5, 2.5, 1.5, 2]);

const RATINGS = table<number>([[5, 60], [4, 18], [3, 7], [2, 5], [1, 10]]);
const SOURCES = table<string>([
  ["google", 46],
  ["yelp", 17],
  ["facebook", 10],
  ["angi", 10],
  ["nextdoor", 9],
  ["website", 8],
]);
const AREA_TABLE = table(AREAS.map((a) => [a, a.weight] as const));
const YEAR_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [2019, 5],
  [2020, 8],
  [2021, 11],
  [2022, 14],
  [2023, 17],
  [2024, 21],
  [2025, 24],
];

const POS_COUNT_5 = table<number>([[1, 25], [2, 35], [3, 28], [4, 12]]);
const POS_COUNT_4 = table<number>([[1, 30], [2, 40], [3, 30]]);
const NEG_COUNT_2 = table<number>([[1, 35], [2, 45], [3, 20]]);
const NEG_COUNT_1 = table<number>([[1, 30], [2, 45], [3, 25]]);

/** Probability that an owner reply exists, by rating (text reviews). */
const REPLY_RATE: Record<number, number> = {
  1: 0.72,
  2: 0.66,
  3: 0.5,
  4: 0.25,
  5: 0.22,
};
/** Probability that a technician is named, by rating. */
const TECH_RATE: Record<number, number> = {
  1: 0.32,
  2: 0.38,
  3: 0.45,
  4: 0.52,
  5: 0.6,
};

// deno-fmt-ignore
const FIRST_NAMES = [
  "Maria", "Tom", "Priya", "James", "Linda", "Robert", "Jennifer", "David",
  "Patricia", "Carlos", "Aisha", "Brian", "Emily", "Jason", "Megan", "Kenji",
  "Rachel", "Daniel", "Sofia", "Marcus", "Heather", "Greg", "Olivia", "Ahmed",
  "Laura", "Steve", "Nicole", "Raj", "Karen", "Eric", "Hannah", "Derek", "Ana",
  "Chris", "Beth", "Wei", "Tamara", "Joe", "Fatima", "Paul", "Lisa", "Andre",
  "Kim", "Scott", "Angela", "Hector", "Diane", "Ryan", "Grace", "Omar",
  "Susan", "Matt", "Yolanda", "Nate", "Erin", "Dmitri", "Jill", "Trevor",
  "Rosa", "Ben", "Keisha", "Alan", "Monica", "Victor", "Amy", "Frank", "Leah",
  "Jamal", "Courtney", "Pete", "Nina", "Doug", "Mei", "Brandon", "Tina",
  "Gary", "Lauren", "Ivan", "Shannon", "Luke", "Deb", "Ravi", "Carol", "Tyler",
  "Jackie", "Hugo", "Renee", "Alex", "Brenda", "Noah", "Gloria", "Sean",
  "Anita", "Kyle", "Teresa", "Mohammed", "Holly", "Jorge", "Wendy", "Adam",
  "Lucy", "Curtis", "Sandra", "Elena", "Bill", "Naomi", "Rick", "Kathy",
  "Terrence", "Julia", "Mark", "Vanessa", "Ed",
];
// deno-fmt-ignore
const LAST_NAMES = [
  "Garcia", "Bennett", "Kapoor", "Okafor", "Schmidt", "Lopez", "Park",
  "Hoffman", "Reyes", "Sullivan", "Novak", "Jackson", "Murphy", "Tanaka",
  "Friedman", "Castillo", "Wright", "Russo", "Anderson", "Baptiste",
];
const INITIALS = table<string>(
  "ABCDEFGHIJKLMNOPRSTVWYZ".split("").map((c) =>
    [
      c,
      "BCDGHMRS".includes(c) ? 3 : "IOUYZ".includes(c) ? 0.5 : 1.5,
    ] as const
  ),
);

/** A rendered sentence and the aspect statements it holds. */
interface Piece {
  text: string;
  aspects: AspectMention[];
}

/** Chooses `n` distinct aspects with the given cumulative weights. */
function chooseAspects(
  rng: Rng,
  cumulative: readonly number[],
  n: number,
  taken: Set<AspectId>,
): AspectId[] {
  const out: AspectId[] = [];
  for (let tries = 0; out.length < n && tries < 40; tries++) {
    const a = ASPECTS[rng.weighted(cumulative)];
    if (!taken.has(a)) {
      taken.add(a);
      out.push(a);
    }
  }
  return out;
}

/** Renders one aspect clause (lower-case start, no final punctuation). */
function clause(
  aspect: AspectId,
  polarity: Polarity,
  ctx: Ctx,
): { text: string; sentiment: Sentiment } {
  const c = choose(pools().clauses[aspect][polarity], ctx);
  return {
    text: render(c.nodes, ctx),
    sentiment: polarity === "pos" ? "positive" : "negative",
  };
}

/** Finishes a sentence from one clause. */
function sentenceOf(
  aspect: AspectId,
  c: { text: string; sentiment: Sentiment },
  ctx: Ctx,
): Piece {
  const text = capitalize(c.text);
  const end = c.sentiment === "positive" && ctx.rng.chance(0.18) ? "!" : ".";
  return {
    text: text + end,
    aspects: [{ aspect, sentiment: c.sentiment, text }],
  };
}

/** Joins two clauses of opposite sentiment into one mixed sentence. */
function mixedSentence(
  first: { aspect: AspectId; c: { text: string; sentiment: Sentiment } },
  second: { aspect: AspectId; c: { text: string; sentiment: Sentiment } },
  ctx: Ctx,
  rating: number,
): Piece {
  // "Only complaint: ..." understates the problem of a 1- or 2-star review.
  const connectors = first.c.sentiment === "negative"
    ? CONNECT_NEG_POS
    : rating <= 2
    ? CONNECT_POS_NEG.slice(0, 3)
    : CONNECT_POS_NEG;
  const connector = ctx.rng.pick(connectors);
  const a = capitalize(first.c.text);
  const b = second.c.text;
  return {
    text: `${a}${connector}${b}.`,
    aspects: [
      { aspect: first.aspect, sentiment: first.c.sentiment, text: a },
      { aspect: second.aspect, sentiment: second.c.sentiment, text: b },
    ],
  };
}

/** Renders a template from a pool as a piece, with its aspects if any. */
function pieceFrom(
  pool: readonly Compiled[],
  ctx: Ctx,
  accept?: (c: Compiled) => boolean,
): Piece {
  const c = choose(pool, ctx, accept);
  const text = capitalize(render(c.nodes, ctx));
  return {
    text,
    aspects: c.aspects.map(([aspect, sentiment]) => ({
      aspect,
      sentiment,
      text: text.replace(/[.!]$/, ""),
    })),
  };
}

/** Picks the technician of a review, or null. */
function chooseTech(
  rng: Rng,
  rating: number,
  service: ServiceDef | null,
): TechDef | null {
  if (!rng.chance(TECH_RATE[rating])) return null;
  const sameTrade = service && rng.chance(0.88);
  const candidates = sameTrade
    ? TECHS.filter((t) => t.trade === service.trade)
    : TECHS;
  const weights = candidates.map((t) =>
    t.weight *
    (rating <= 2
      ? t.negativeBias
      : rating === 3
      ? (1 + t.negativeBias) / 2
      : 1 / Math.sqrt(t.negativeBias))
  );
  return candidates[rng.weighted(cumulate(weights))];
}

/**
 * Picks a service by season; with `besides`, another service of the same
 * trade (the technician on site looks at a second thing).
 */
function chooseService(
  rng: Rng,
  month: number,
  besides: ServiceDef | null,
): ServiceDef {
  const weights = SERVICES.map((s) =>
    s === besides || (besides && s.trade !== besides.trade)
      ? 0
      : s.weight * (s.season ? s.season[month] : 1)
  );
  return SERVICES[rng.weighted(cumulate(weights))];
}

/** What one composed review consists of. */
interface Composed {
  title: string | null;
  text: string;
  labels: Omit<ReviewLabels, "id">;
  /** The first negative aspect, for the owner reply. */
  complaint: AspectId | null;
  /** Whether the review's complaints are only small gripes. */
  mildComplaint: boolean;
}

/** Composes the title and text of one review. */
function composeReview(
  rng: Rng,
  rating: number,
  month: number,
  authorFirst: string,
): { composed: Composed; ctx: Ctx } {
  const P = pools();
  const service = rng.chance(0.78) ? chooseService(rng, month, null) : null;
  const tech = chooseTech(rng, rating, service);
  const gender = tech ? tech.gender : rng.chance(0.78) ? "m" : "f";
  const trade = service ? service.trade : "any";
  let genericRef = rng.pick(GENERIC_REFS[trade]);
  if (rng.chance(0.15)) {
    genericRef = gender === "m" ? "the guy they sent" : "the woman they sent";
  }
  let techFirstForm = "";
  let techShortForm = "";
  if (tech) {
    const r = rng.next();
    if (r < 0.25) {
      techFirstForm = tech.name;
      techShortForm = tech.first;
    } else if (r < 0.8 || tech.nicknames.length === 0) {
      techFirstForm = techShortForm = tech.first;
    } else {
      techFirstForm = techShortForm = rng.pick(tech.nicknames);
    }
  }
  const ctx: Ctx = {
    rng,
    tech,
    techFirstForm,
    techShortForm,
    genericRef,
    gender,
    referenced: false,
    techNamed: false,
    service,
    service2: null,
    servicesNamed: new Set(),
    area: rng.chance(0.26) ? draw(rng, AREA_TABLE) : null,
    areaNamed: false,
    authorFirst,
  };

  // Length class: short, normal or long.
  const lengthRoll = rng.next();
  const short = lengthRoll < 0.24;
  const long = lengthRoll > 0.8;

  // Aspect plan.
  const taken = new Set<AspectId>();
  let nPos = 0;
  let nNeg = 0;
  let negPolarity: Polarity = "neg";
  switch (rating) {
    case 5:
      nPos = draw(rng, POS_COUNT_5);
      break;
    case 4:
      nPos = draw(rng, POS_COUNT_4);
      if (rng.chance(0.45)) {
        nNeg = 1;
        negPolarity = "mild";
      }
      break;
    case 3:
      nPos = rng.chance(0.6) ? 1 : 2;
      nNeg = rng.chance(0.6) ? 1 : 2;
      negPolarity = rng.chance(0.5) ? "mild" : "neg";
      break;
    case 2:
      nPos = rng.chance(0.55) ? 1 : 0;
      nNeg = draw(rng, NEG_COUNT_2);
      break;
    default:
      nPos = rng.chance(0.2) ? 1 : 0;
      nNeg = draw(rng, NEG_COUNT_1);
  }
  if (short) {
    nPos = Math.min(nPos, rating >= 4 ? 2 : 1);
    nNeg = Math.min(nNeg, 1);
  } else if (long) {
    if (rating >= 4) nPos = Math.min(nPos + 1, 5);
    else nNeg = Math.min(nNeg + 1, 4);
  }
  const negAspects = chooseAspects(rng, NEG_ASPECT_WEIGHTS, nNeg, taken);
  const posAspects = chooseAspects(
    rng,
    rating <= 2 ? CONCEDED_ASPECT_WEIGHTS : POS_ASPECT_WEIGHTS,
    nPos,
    taken,
  );

  const pieces: Piece[] = [];
  const opening = !short || rng.chance(0.35)
    ? rng.chance(0.62) ? pieceFrom(P.openings[rating], ctx) : null
    : null;
  if (opening) pieces.push(opening);

  // Story: what broke.
  if (!short || (service && rng.chance(0.3))) {
    let story: Piece | null = null;
    if (service) {
      story = pieceFrom(P.stories.get(service.id)!, ctx);
      ctx.servicesNamed.add(service.id);
    } else if (rng.chance(0.6)) {
      story = pieceFrom(P.genericStories, ctx);
    }
    if (story) {
      if (ctx.area && rng.chance(0.45) && /^(Our|The) /.test(story.text)) {
        const prefix = render(P.areaPrefix.nodes, ctx);
        story.text = `${prefix} ${story.text[0].toLowerCase()}${
          story.text.slice(1)
        }`;
      }
      pieces.push(story);
    }
  }

  // Aspect sentences.
  const pos = posAspects.map((aspect) => ({
    aspect,
    c: clause(aspect, "pos", ctx),
  }));
  const neg = negAspects.map((aspect) => ({
    aspect,
    c: clause(aspect, negPolarity, ctx),
  }));
  const aspectPieces: Piece[] = [];
  const joinable = (x: { c: { text: string } }) => !/\bbut\b|;/.test(x.c.text);
  if (
    pos.length && neg.length && joinable(pos[0]) && joinable(neg[0]) &&
    rng.chance(0.55)
  ) {
    const p = pos.shift()!;
    const n = neg.shift()!;
    const posFirst = rating >= 3 ? rng.chance(0.7) : rng.chance(0.6);
    aspectPieces.push(
      posFirst
        ? mixedSentence(p, n, ctx, rating)
        : mixedSentence(n, p, ctx, rating),
    );
  }
  for (const x of [...pos, ...neg]) {
    aspectPieces.push(sentenceOf(x.aspect, x.c, ctx));
  }
  // Keep the mixed sentence first for good reviews (praise, then the "but").
  for (let i = aspectPieces.length - 1; i > 1; i--) {
    const j = 1 + rng.int(i);
    [aspectPieces[i], aspectPieces[j]] = [aspectPieces[j], aspectPieces[i]];
  }
  if (aspectPieces.length > 1 && rng.chance(0.3)) {
    aspectPieces.push(aspectPieces.shift()!);
  }
  pieces.push(...aspectPieces);

  // A second service, some process detail, the area.
  if (long && service && rng.chance(0.5)) {
    const second = chooseService(rng, month, service);
    if (second.nouns.length) {
      ctx.service2 = second;
      pieces.splice(
        Math.min(pieces.length, 2),
        0,
        pieceFrom(P.secondService, ctx),
      );
    }
  }
  if (!short && rng.chance(long ? 0.45 : 0.15)) {
    pieces.splice(
      1 + rng.int(pieces.length),
      0,
      pieceFrom(P.process, ctx),
    );
  }
  if (ctx.area && !ctx.areaNamed) {
    const pool = rating >= 4 && rng.chance(0.5)
      ? P.areaPositive
      : rating <= 2 && rng.chance(0.4)
      ? P.areaNegative
      : P.areaNeutral;
    const at = rng.chance(0.5) ? pieces.length : rng.int(pieces.length + 1);
    pieces.splice(at, 0, pieceFrom(pool, ctx));
  }

  // Closing.
  if (rng.chance(short ? 0.45 : 0.66) || pieces.length === 0) {
    pieces.push(pieceFrom(P.closings[rating], ctx));
  }

  // Title (rendered after the text so the text introduces the technician).
  let title: string | null = null;
  const titleAspects: AspectMention[] = [];
  const textAspects = pieces.flatMap((p) => p.aspects);
  if (rng.chance(0.48)) {
    // A title that states aspects must agree with the text.
    const said = new Set(textAspects.map((a) => `${a.aspect}:${a.sentiment}`));
    const fits = (c: Compiled) =>
      c.aspects.every(([a, s]) => said.has(`${a}:${s}`));
    const t = pieceFrom(P.titles[rating], ctx, fits);
    title = t.text;
    titleAspects.push(...t.aspects);
  }

  const text = pieces.map((p) => p.text).join(" ");
  const aspects = [...titleAspects, ...textAspects];
  const firstNegative = aspects.find((a) => a.sentiment === "negative");
  return {
    ctx,
    composed: {
      title,
      text,
      labels: {
        technicians: ctx.techNamed && ctx.tech ? [ctx.tech.name] : [],
        services: SERVICES.filter((s) => ctx.servicesNamed.has(s.id)).map((s) =>
          s.id
        ),
        service_area: ctx.areaNamed && ctx.area ? ctx.area.name : null,
        aspects,
      },
      complaint: firstNegative ? firstNegative.aspect : null,
      mildComplaint: negPolarity === "mild",
    },
  };
}

/** Composes the owner's reply to a review. */
function composeReply(
  ctx: Ctx,
  rating: number,
  composed: Composed | null,
): string {
  const R = pools().reply;
  const { rng } = ctx;
  const parts: string[] = [];
  let greeting = "";
  const say = (pool: readonly Compiled[]) =>
    parts.push(capitalize(render(choose(pool, ctx).nodes, ctx)));
  if (composed === null) {
    say(rating >= 4 ? R.ratingOnlyPos : R.ratingOnlyNeg);
  } else {
    if (rng.chance(0.75)) {
      greeting = capitalize(render(choose(R.greeting, ctx).nodes, ctx));
    }
    const complaint = composed.complaint;
    if (rating >= 4 && (complaint === null || rng.chance(0.5))) {
      say(R.thanks);
      if (composed.labels.technicians.length && rng.chance(0.7)) say(R.tech);
      say(R.posEnd);
    } else if (rating >= 4 || (rating === 3 && composed.mildComplaint)) {
      say(R.thanksMixed);
      if (complaint) parts.push(REPLY_ISSUE_MILD[complaint]);
      if (rating === 3) say(R.invite);
      else say(R.posEnd);
    } else {
      say(R.sorry);
      if (complaint) parts.push(REPLY_ISSUE[complaint]);
      say(R.invite);
    }
  }
  const body = parts.join(" ");
  // First-person replies are signed by a person, not by "the team".
  const signers = /\b(I|I'[a-z]+|me|my)\b/.test(body)
    ? REPLY_SIGN.filter((x) => !x.includes("team"))
    : REPLY_SIGN;
  const sign = rng.chance(0.7) ? `\n\n${rng.pick(signers)}` : "";
  return greeting ? `${greeting}\n\n${body}${sign}` : `${body}${sign}`;
}

// ---------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const FIRST_MS = Date.parse(`${FIRST_DATE}T00:00:00Z`);
const LAST_MS = Date.parse(`${LAST_DATE}T00:00:00Z`);
const DAY_COUNT = (LAST_MS - FIRST_MS) / DAY_MS + 1;

let dayStrings: string[] | null = null;

/** `YYYY-MM-DD` of every day in range, computed once. */
function days(): string[] {
  if (dayStrings) return dayStrings;
  dayStrings = new Array(DAY_COUNT);
  for (let i = 0; i < DAY_COUNT; i++) {
    dayStrings[i] = new Date(FIRST_MS + i * DAY_MS).toISOString().slice(0, 10);
  }
  return dayStrings;
}

/** Day indices (from FIRST_DATE) of `count` reviews, ascending. */
function reviewDays(rng: Rng, count: number): Int32Array {
  const years = YEAR_WEIGHTS.map(([year, w]) => {
    const start = (Date.UTC(year, 0, 1) - FIRST_MS) / DAY_MS;
    const end = Math.min(
      (Date.UTC(year + 1, 0, 1) - FIRST_MS) / DAY_MS,
      DAY_COUNT,
    );
    return { start, length: end - start, w };
  });
  const cumulative = cumulate(years.map((y) => y.w));
  const out = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const y = years[rng.weighted(cumulative)];
    out[i] = y.start + rng.int(y.length);
  }
  return out.sort();
}

// ---------------------------------------------------------------------------
// The dataset
// ---------------------------------------------------------------------------

/**
 * Generates the dataset and the ground truth of each review (the technicians,
 * services, service area and aspect statements it was composed from), for
 * evaluating the analysis. `dataset` equals {@linkcode generateDataset}'s result
 * for the same options.
 *
 * @param options Count and seed; defaults give `data/reviews.json`.
 * @returns The dataset and one label record per review, in the same order.
 * @throws {RangeError} When count is not a non-negative integer or seed is not finite.
 */
export function generateLabeledDataset(
  options: GenerateOptions = {},
): LabeledDataset {
  const count = options.count ?? DEFAULT_COUNT;
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`count must be a non-negative integer, got ${count}`);
  }
  if (!Number.isFinite(seed)) {
    throw new RangeError(`seed must be a finite number, got ${seed}`);
  }
  const rng = new Rng(seed);
  const allDays = days();
  const dayIdx = reviewDays(rng, count);
  const width = Math.max(6, String(count).length);

  const reviews: ImportReview[] = new Array(count);
  const labels: ReviewLabels[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const id = `r-${String(i + 1).padStart(width, "0")}`;
    const day = dayIdx[i];
    const date = allDays[day];
    const month = Number(date.slice(5, 7)) - 1;
    const rating = draw(rng, RATINGS);
    const authorFirst = rng.pick(FIRST_NAMES);
    const nameRoll = rng.next();
    const author = nameRoll < 0.05
      ? authorFirst
      : nameRoll < 0.1
      ? `${authorFirst} ${rng.pick(LAST_NAMES)}`
      : `${authorFirst} ${draw(rng, INITIALS)}.`;
    const source = draw(rng, SOURCES);
    const verified = !rng.chance(0.015);
    const ratingOnly = rng.chance(0.105);

    const { composed, ctx } = composeReview(rng, rating, month, authorFirst);
    const replyRate = REPLY_RATE[rating] * (ratingOnly ? 0.5 : 1);
    let response: ImportReview["response"] = null;
    if (rng.chance(replyRate)) {
      const roll = rng.next();
      const delay = roll < 0.5
        ? rng.int(4)
        : roll < 0.85
        ? rng.range(4, 14)
        : rng.range(15, 60);
      response = {
        text: composeReply(ctx, rating, ratingOnly ? null : composed),
        date: allDays[Math.min(day + delay, DAY_COUNT - 1)],
      };
    }
    reviews[i] = {
      id,
      rating,
      date,
      title: ratingOnly ? null : composed.title,
      text: ratingOnly ? "" : composed.text,
      author: { name: author },
      source,
      verified,
      response,
    };
    labels[i] = ratingOnly
      ? { id, technicians: [], services: [], service_area: null, aspects: [] }
      : { id, ...composed.labels };
  }
  // Ids grow with the date, so newest first (date, then id) is the reverse.
  reviews.reverse();
  labels.reverse();
  return { dataset: { business: createBusiness(), reviews }, labels };
}

/**
 * Generates the sample dataset in the import format (the shape of
 * `GET /reviews.json` without derived members). Deterministic: the same
 * options always give the same result. Linear in `count`; 100,000 reviews
 * take a few seconds.
 *
 * @param options Count (default 800) and seed (default {@linkcode DEFAULT_SEED}).
 * @returns The dataset, reviews newest first (date, then id, descending).
 * @throws {RangeError} When count is not a non-negative integer or seed is not finite.
 */
export function generateDataset(options: GenerateOptions = {}): ImportDataset {
  return generateLabeledDataset(options).dataset;
}

/**
 * Serialises a dataset exactly as `data/reviews.json` is written: JSON with
 * 2-space indentation and a final newline.
 *
 * @param dataset The dataset.
 * @returns The file content.
 */
export function serializeDataset(dataset: ImportDataset): string {
  return `${JSON.stringify(dataset, null, 2)}\n`;
}

// ---------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------

const USAGE =
  `Usage: deno run --allow-write --allow-read data/generate.ts [--count N] [--seed S] [--out FILE]

  --count N   number of reviews (default ${DEFAULT_COUNT})
  --seed S    integer seed (default ${DEFAULT_SEED})
  --out FILE  output file (default ${DEFAULT_OUT}); "-" writes to stdout
`;

/** Parses the command line; throws an Error with a message on bad input. */
function parseArgs(
  args: readonly string[],
): { count: number; seed: number; out: string; help: boolean } {
  const result = {
    count: DEFAULT_COUNT,
    seed: DEFAULT_SEED,
    out: DEFAULT_OUT,
    help: false,
  };
  for (let i = 0; i < args.length; i++) {
    let arg = args[i];
    let value: string | undefined;
    const eq = arg.indexOf("=");
    if (arg.startsWith("--") && eq > 0) {
      value = arg.slice(eq + 1);
      arg = arg.slice(0, eq);
    }
    if (arg === "--help" || arg === "-h") {
      result.help = true;
      continue;
    }
    if (arg !== "--count" && arg !== "--seed" && arg !== "--out") {
      throw new Error(`unknown argument: ${args[i]}`);
    }
    if (value === undefined) {
      value = args[++i];
      if (value === undefined) throw new Error(`${arg} needs a value`);
    }
    if (arg === "--out") {
      if (value === "") throw new Error("--out needs a file name");
      result.out = value;
      continue;
    }
    if (!/^-?\d+$/.test(value)) {
      throw new Error(`${arg} must be an integer, got "${value}"`);
    }
    const n = Number(value);
    if (arg === "--count") {
      if (!Number.isSafeInteger(n) || n < 0) {
        throw new Error(`--count must be a non-negative integer`);
      }
      result.count = n;
    } else {
      if (!Number.isSafeInteger(n)) throw new Error(`--seed is too large`);
      result.seed = n;
    }
  }
  return result;
}

/** Runs the command line. */
async function main(args: readonly string[]): Promise<number> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs(args);
  } catch (error) {
    console.error(`error: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (parsed.help) {
    console.log(USAGE);
    return 0;
  }
  const started = performance.now();
  const dataset = generateDataset({ count: parsed.count, seed: parsed.seed });
  const content = serializeDataset(dataset);
  if (parsed.out === "-") {
    await Deno.stdout.write(new TextEncoder().encode(content));
    return 0;
  }
  await Deno.writeTextFile(parsed.out, content);
  const ms = Math.round(performance.now() - started);
  console.error(
    `wrote ${dataset.reviews.length} reviews (seed ${parsed.seed}) to ${parsed.out} in ${ms} ms`,
  );
  return 0;
}

if (import.meta.main) {
  Deno.exit(await main(Deno.args));
}
