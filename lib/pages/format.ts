/**
 * Small formatting rules shared by the pages, the badge and the JSON-LD:
 * numbers, dates, opening hours, safe links.
 *
 * @module
 */
import { type Business, DAYS_OF_WEEK } from "../schemas/mod.ts";

/** A URL if it is `http:` or `https:`, otherwise null (never a link). */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:"
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/** A rating with one or two decimals as written on the pages: `4.1`. */
export function formatRating(value: number): string {
  return value.toFixed(value % 1 === 0 ? 1 : 2).replace(/(\.\d)0$/, "$1");
}

/** `1 review`, `12 reviews`. */
export function plural(count: number, noun: string): string {
  return `${count.toLocaleString("en-US")} ${noun}${count === 1 ? "" : "s"}`;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** `2024-06-01` → `June 1, 2024` (the date is shown as given, no time zone). */
export function formatDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const name = MONTHS[month - 1];
  return name ? `${name} ${day}, ${year}` : date;
}

/** `monday` → `Monday`. */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Schema.org day names of a business's opening-hours rule. */
export function schemaDayName(day: string): string {
  return capitalize(day);
}

/** `Monday–Friday` for consecutive days, `Monday, Wednesday` otherwise. */
export function formatDays(days: readonly string[]): string {
  const order: readonly string[] = DAYS_OF_WEEK;
  const indexes = days.map((day) => order.indexOf(day)).sort((a, b) => a - b);
  const consecutive = indexes.length > 2 &&
    indexes.every((index, i) => i === 0 || index === indexes[i - 1] + 1);
  if (consecutive) {
    return `${capitalize(order[indexes[0]])}–${
      capitalize(order[indexes.at(-1)!])
    }`;
  }
  return indexes.map((index) => capitalize(order[index])).join(", ");
}

/** A platform id as people write it: `google` → `Google`. */
export function platformName(platform: string): string {
  const known: Record<string, string> = {
    google: "Google",
    yelp: "Yelp",
    trustpilot: "Trustpilot",
    facebook: "Facebook",
    bbb: "BBB",
    angi: "Angi",
    homeadvisor: "HomeAdvisor",
    nextdoor: "Nextdoor",
    houzz: "Houzz",
    thumbtack: "Thumbtack",
    website: "our website",
  };
  const key = platform.toLowerCase();
  return Object.hasOwn(known, key) ? known[key] : platform;
}

/** The business type as words: `HVACBusiness` → `HVAC business`. */
export function businessTypeLabel(type: string): string {
  const known: Record<string, string> = {
    Plumber: "Plumber",
    HVACBusiness: "Heating and air conditioning",
    Electrician: "Electrician",
    HomeAndConstructionBusiness: "Home services",
    RoofingContractor: "Roofing contractor",
    GeneralContractor: "General contractor",
    HousePainter: "House painter",
    Locksmith: "Locksmith",
  };
  return Object.hasOwn(known, type)
    ? known[type]
    : type.replace(/([a-z])([A-Z])/g, "$1 $2").replace(
      /^./,
      (c) => c.toUpperCase(),
    );
}

/** One line of a postal address. */
export function formatAddress(address: Business["address"]): string {
  return `${address.street_address}, ${address.locality}, ${address.region} ${address.postal_code}`;
}

/** `tel:` URL of a telephone number as written (digits and a leading +). */
export function telUrl(telephone: string): string {
  const digits = telephone.replace(/[^\d+]/g, "");
  return `tel:${digits}`;
}

/** The aspect id as a heading: `professionalism` → `Professionalism`. */
export function aspectLabel(aspect: string): string {
  return capitalize(aspect);
}

/** Percentage of a part, rounded: 0 when the whole is 0. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}
