/**
 * Platform timestamps as review dates: the calendar day in the business's
 * time zone, computed by `Intl`.
 *
 * @module
 */
import { z } from "zod";

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of an instant in a time zone. */
function wallClock(epochMs: number, timeZone: string): number[] {
  const fields: Record<string, number> = {};
  for (const part of dayFormat(timeZone).formatToParts(epochMs)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  return [
    fields.year,
    fields.month,
    fields.day,
    fields.hour,
    fields.minute,
    fields.second,
  ];
}

/** The calendar day (`YYYY-MM-DD`) of an instant in a time zone. */
export function dayIn(epochMs: number, timeZone: string): string {
  const [year, month, day] = wallClock(epochMs, timeZone);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${
    String(day).padStart(2, "0")
  }`;
}

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
function zoneOffset(epochMs: number, timeZone: string): number {
  const [year, month, day, hour, minute, second] = wallClock(
    epochMs,
    timeZone,
  );
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant at which a zone's wall clock shows the given time (the
 * earlier one when the clock is set back, the later one in a gap).
 */
export function instantOfWallTime(
  wall: {
    year: number;
    month: number;
    day: number;
    hour: number;
    minute: number;
    second: number;
  },
  timeZone: string,
): number {
  const asUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
  );
  const first = asUtc - zoneOffset(asUtc, timeZone);
  const second = asUtc - zoneOffset(first, timeZone);
  const shows = (instant: number) =>
    instant + zoneOffset(instant, timeZone) === asUtc;
  const matching = [first, second].filter(shows);
  // Two readings when the clock is set back: the earlier. None in the gap
  // when it is set forward: the later (02:30 is read as 03:30).
  return matching.length > 0 ? Math.min(...matching) : Math.max(first, second);
}

/** An RFC 3339 timestamp with a `Z` or numeric offset, any precision. */
export const PlatformTimestampSchema = z.iso.datetime({
  offset: true,
  error: (issue) =>
    issue.input === undefined
      ? "required: an RFC 3339 timestamp"
      : "must be an RFC 3339 timestamp such as 2024-05-01T14:30:00Z",
});

/** The day of an RFC 3339 timestamp in a time zone. */
export function dayOfTimestamp(timestamp: string, timeZone: string): string {
  // Platforms send up to nine fractional digits; Date.parse wants three.
  return dayIn(Date.parse(timestamp.replace(/(\.\d{3})\d+/, "$1")), timeZone);
}
