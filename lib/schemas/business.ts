/**
 * The business the reviews are about: catalogue, areas, address, hours,
 * profiles.
 *
 * @module
 */
import { z } from "zod";
import { NonEmptyString } from "./primitives.ts";
/** A catalogue entry (a service or a technician) with the names it goes by. */
export const NamedEntrySchema = z.object({
  id: NonEmptyString.max(100),
  name: NonEmptyString.max(200),
  aliases: z.array(NonEmptyString.max(200)).default([]),
});

/** A service the business offers. */
export const ServiceSchema = NamedEntrySchema.meta({ id: "Service" });
/** A service of the catalogue. */
export type Service = z.infer<typeof ServiceSchema>;
/** A technician of the business. */
export const TechnicianSchema = NamedEntrySchema.meta({ id: "Technician" });
/** A technician. */
export type Technician = z.infer<typeof TechnicianSchema>;

/** A town or district the business serves. */
export const ServiceAreaSchema = z.object({
  id: NonEmptyString.max(100),
  name: NonEmptyString.max(200),
}).meta({ id: "ServiceArea" });
/** A service area. */
export type ServiceArea = z.infer<typeof ServiceAreaSchema>;

/** A postal address (schema.org PostalAddress, snake_case). */
export const AddressSchema = z.object({
  street_address: NonEmptyString,
  locality: NonEmptyString,
  region: NonEmptyString,
  postal_code: NonEmptyString,
  country: NonEmptyString,
}).meta({ id: "Address" });

/** Days of the week, as used in opening hours. */
export const DAYS_OF_WEEK = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;

/** One opening-hours rule (schema.org OpeningHoursSpecification). */
export const OpeningHoursSchema = z.object({
  days: z.array(z.enum(DAYS_OF_WEEK)).min(1),
  opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM"),
  closes: z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/, "must be HH:MM"),
}).meta({ id: "OpeningHours" });

/** Whether `name` is a time zone `Intl` knows (an IANA name or `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The business's own page on a review platform (Google, Yelp, ...). */
export const ProfileSchema = z.object({
  platform: NonEmptyString.max(100).describe("google, yelp, trustpilot, ..."),
  url: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }),
}).meta({ id: "Profile" });
/** A review-platform profile of the business. */
export type Profile = z.infer<typeof ProfileSchema>;

/** The business the reviews are about. */
export const BusinessSchema = z.object({
  id: NonEmptyString.max(100),
  name: NonEmptyString.max(200),
  type: NonEmptyString.max(100).describe(
    "A schema.org type: Plumber, HVACBusiness, Electrician, HomeAndConstructionBusiness, ...",
  ),
  description: z.string().nullable().default(null),
  url: z.url(),
  telephone: NonEmptyString.max(50),
  address: AddressSchema,
  opening_hours: z.array(OpeningHoursSchema).default([]),
  emergency_service: z.boolean().default(false).describe(
    "Whether the business takes emergency calls outside opening hours.",
  ),
  service_areas: z.array(ServiceAreaSchema),
  services: z.array(ServiceSchema),
  technicians: z.array(TechnicianSchema),
  time_zone: z.string().refine(isTimeZone, {
    error: "must be an IANA time zone name such as America/Chicago",
  }).optional().describe(
    "IANA time zone of the business; review dates are days in it (default UTC).",
  ),
  profiles: z.array(ProfileSchema).optional().describe(
    "The business's pages on review platforms (JSON-LD sameAs).",
  ),
}).meta({ id: "Business" });
/** The business record. */
export type Business = z.infer<typeof BusinessSchema>;
