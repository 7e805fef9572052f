/**
 * The sample business: its technicians, service areas, name and phone, and
 * {@linkcode createBusiness}, the business record written to the dataset.
 *
 * @module
 */
import type { Business } from "../../lib/schemas/mod.ts";
import { SERVICES } from "./catalogue.ts";
import type { TechDef } from "./catalogue.ts";

/** The technicians, with how reviews refer to them. */
export const TECHS: TechDef[] = [
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

/** The service areas with their share of the reviews. */
export const AREAS: ReadonlyArray<
  { id: string; name: string; weight: number }
> = [
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

/** The short company name reviews use ("{co}"). */
export const COMPANY = "Bluebird";
/** The office phone number, in the business record and in replies. */
export const PHONE = "(330) 555-0142";

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
