/**
 * The distributions reviews are drawn from: ratings, sources, aspects,
 * years, reply rates and author names.
 *
 * @module
 */
import { ASPECT_IDS } from "../../lib/schemas/mod.ts";
import type { AspectId } from "../../lib/schemas/mod.ts";
import { AREAS } from "./business.ts";
import { cumulate, table } from "./rng.ts";

/** The aspects, in the order of the aspect weights below. */
export const ASPECTS: readonly AspectId[] = ASPECT_IDS;

/** Cumulative weights of the aspects a review of 3 stars or more praises. */
export const POS_ASPECT_WEIGHTS = cumulate([3.5, 3, 5, 4, 3, 2.5, 2.5, 3, 2]);
/** The good things 1- and 2-star reviews concede ("the tech was nice, but..."). */
export const CONCEDED_ASPECT_WEIGHTS = cumulate([
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
/** Cumulative weights of the aspects a review criticises. */
export const NEG_ASPECT_WEIGHTS = cumulate([
  3,
  4,
  3,
  1.8,
  2.5,
  1.5,
  2.5,
  1.5,
  2,
]);

/** Star ratings. */
export const RATINGS = table<number>([[5, 60], [4, 18], [3, 7], [2, 5], [
  1,
  10,
]]);
/** The platforms reviews come from. */
export const SOURCES = table<string>([
  ["google", 46],
  ["yelp", 17],
  ["facebook", 10],
  ["angi", 10],
  ["nextdoor", 9],
  ["website", 8],
]);
/** Service areas weighted by their share of the reviews. */
export const AREA_TABLE = table(AREAS.map((a) => [a, a.weight] as const));
/** Relative number of reviews per year. */
export const YEAR_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [2019, 5],
  [2020, 8],
  [2021, 11],
  [2022, 14],
  [2023, 17],
  [2024, 21],
  [2025, 24],
];

/** Number of praised aspects in a 5-star review. */
export const POS_COUNT_5 = table<number>([[1, 25], [2, 35], [3, 28], [4, 12]]);
/** Number of praised aspects in a 4-star review. */
export const POS_COUNT_4 = table<number>([[1, 30], [2, 40], [3, 30]]);
/** Number of criticised aspects in a 2-star review. */
export const NEG_COUNT_2 = table<number>([[1, 35], [2, 45], [3, 20]]);
/** Number of criticised aspects in a 1-star review. */
export const NEG_COUNT_1 = table<number>([[1, 30], [2, 45], [3, 25]]);

/** Probability that an owner reply exists, by rating (text reviews). */
export const REPLY_RATE: Record<number, number> = {
  1: 0.72,
  2: 0.66,
  3: 0.5,
  4: 0.25,
  5: 0.22,
};
/** Probability that a technician is named, by rating. */
export const TECH_RATE: Record<number, number> = {
  1: 0.32,
  2: 0.38,
  3: 0.45,
  4: 0.52,
  5: 0.6,
};

/** First names of review authors. */
export const FIRST_NAMES = [
  "Maria",
  "Tom",
  "Priya",
  "James",
  "Linda",
  "Robert",
  "Jennifer",
  "David",
  "Patricia",
  "Carlos",
  "Aisha",
  "Brian",
  "Emily",
  "Jason",
  "Megan",
  "Kenji",
  "Rachel",
  "Daniel",
  "Sofia",
  "Marcus",
  "Heather",
  "Greg",
  "Olivia",
  "Ahmed",
  "Laura",
  "Steve",
  "Nicole",
  "Raj",
  "Karen",
  "Eric",
  "Hannah",
  "Derek",
  "Ana",
  "Chris",
  "Beth",
  "Wei",
  "Tamara",
  "Joe",
  "Fatima",
  "Paul",
  "Lisa",
  "Andre",
  "Kim",
  "Scott",
  "Angela",
  "Hector",
  "Diane",
  "Ryan",
  "Grace",
  "Omar",
  "Susan",
  "Matt",
  "Yolanda",
  "Nate",
  "Erin",
  "Dmitri",
  "Jill",
  "Trevor",
  "Rosa",
  "Ben",
  "Keisha",
  "Alan",
  "Monica",
  "Victor",
  "Amy",
  "Frank",
  "Leah",
  "Jamal",
  "Courtney",
  "Pete",
  "Nina",
  "Doug",
  "Mei",
  "Brandon",
  "Tina",
  "Gary",
  "Lauren",
  "Ivan",
  "Shannon",
  "Luke",
  "Deb",
  "Ravi",
  "Carol",
  "Tyler",
  "Jackie",
  "Hugo",
  "Renee",
  "Alex",
  "Brenda",
  "Noah",
  "Gloria",
  "Sean",
  "Anita",
  "Kyle",
  "Teresa",
  "Mohammed",
  "Holly",
  "Jorge",
  "Wendy",
  "Adam",
  "Lucy",
  "Curtis",
  "Sandra",
  "Elena",
  "Bill",
  "Naomi",
  "Rick",
  "Kathy",
  "Terrence",
  "Julia",
  "Mark",
  "Vanessa",
  "Ed",
];
/** Last names of the few authors who give one in full. */
export const LAST_NAMES = [
  "Garcia",
  "Bennett",
  "Kapoor",
  "Okafor",
  "Schmidt",
  "Lopez",
  "Park",
  "Hoffman",
  "Reyes",
  "Sullivan",
  "Novak",
  "Jackson",
  "Murphy",
  "Tanaka",
  "Friedman",
  "Castillo",
  "Wright",
  "Russo",
  "Anderson",
  "Baptiste",
];
/** Last-name initials of authors ("Dana K."). */
export const INITIALS = table<string>(
  "ABCDEFGHIJKLMNOPRSTVWYZ".split("").map((c) =>
    [
      c,
      "BCDGHMRS".includes(c) ? 3 : "IOUYZ".includes(c) ? 0.5 : 1.5,
    ] as const
  ),
);

/** A rendered sentence and the aspect statements it holds. */
