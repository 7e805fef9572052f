import assert from "node:assert/strict";
import {
  dayIn,
  dayOfTimestamp,
  instantOfWallTime,
  PlatformTimestampSchema,
} from "../../../lib/dataset/formats/dates.ts";

Deno.test("dayIn: the calendar day in the zone, around midnight", () => {
  const lateUtc = Date.parse("2025-01-06T04:59:59Z");
  assert.equal(dayIn(lateUtc, "UTC"), "2025-01-06");
  assert.equal(dayIn(lateUtc, "America/Chicago"), "2025-01-05");
  assert.equal(
    dayIn(Date.parse("2025-01-06T06:00:00Z"), "America/Chicago"),
    "2025-01-06",
  );
  assert.equal(
    dayIn(Date.parse("2025-01-05T23:30:00Z"), "Asia/Tokyo"),
    "2025-01-06",
  );
  assert.equal(
    dayIn(Date.parse("2025-01-05T23:30:00Z"), "Asia/Kolkata"),
    "2025-01-06",
  );
});

Deno.test("dayIn follows daylight saving time", () => {
  // Chicago is UTC-6 in winter, UTC-5 from 2025-03-09.
  assert.equal(
    dayIn(Date.parse("2025-03-08T05:30:00Z"), "America/Chicago"),
    "2025-03-07",
  );
  assert.equal(
    dayIn(Date.parse("2025-03-12T04:30:00Z"), "America/Chicago"),
    "2025-03-11",
  );
  assert.equal(
    dayIn(Date.parse("2025-03-12T05:30:00Z"), "America/Chicago"),
    "2025-03-12",
  );
});

Deno.test("instantOfWallTime: Pacific wall clock to an instant", () => {
  const wall = (day: string, time: string) => {
    const [year, month, date] = day.split("-").map(Number);
    const [hour, minute, second] = time.split(":").map(Number);
    return { year, month, day: date, hour, minute, second };
  };
  const la = "America/Los_Angeles";
  assert.equal(
    new Date(instantOfWallTime(wall("2025-01-15", "23:30:00"), la))
      .toISOString(),
    "2025-01-16T07:30:00.000Z",
  );
  assert.equal(
    new Date(instantOfWallTime(wall("2025-07-15", "23:30:00"), la))
      .toISOString(),
    "2025-07-16T06:30:00.000Z",
  );
  // 01:30 happens twice on 2025-11-02: the earlier (PDT) one.
  assert.equal(
    new Date(instantOfWallTime(wall("2025-11-02", "01:30:00"), la))
      .toISOString(),
    "2025-11-02T08:30:00.000Z",
  );
  // 02:30 does not exist on 2025-03-09; it is read as 03:30 PDT.
  assert.equal(
    new Date(instantOfWallTime(wall("2025-03-09", "02:30:00"), la))
      .toISOString(),
    "2025-03-09T10:30:00.000Z",
  );
});

Deno.test("dayOfTimestamp: offsets and nine fractional digits", () => {
  assert.equal(
    dayOfTimestamp("2025-03-10T15:04:05.123456789Z", "UTC"),
    "2025-03-10",
  );
  assert.equal(
    dayOfTimestamp("2025-01-05T23:59:59-05:00", "UTC"),
    "2025-01-06",
  );
  assert.equal(
    dayOfTimestamp("2025-01-05T23:59:59-05:00", "America/Chicago"),
    "2025-01-05",
  );
  assert.equal(
    dayOfTimestamp("2025-01-05T23:59:59-05:00", "America/New_York"),
    "2025-01-05",
  );
});

Deno.test("PlatformTimestampSchema: RFC 3339 only", () => {
  assert.ok(
    PlatformTimestampSchema.safeParse("2025-03-10T15:04:05.123456789Z").success,
  );
  assert.ok(
    PlatformTimestampSchema.safeParse("2025-03-10T15:04:05+02:00").success,
  );
  for (
    const bad of ["2025-03-10", "yesterday", "2025-03-10 15:04:05", 1741619045]
  ) {
    assert.ok(!PlatformTimestampSchema.safeParse(bad).success, String(bad));
  }
  const missing = PlatformTimestampSchema.safeParse(undefined);
  assert.match(missing.error!.issues[0].message, /required/);
});
