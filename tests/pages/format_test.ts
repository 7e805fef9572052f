import assert from "node:assert/strict";
import {
  businessTypeLabel,
  formatDate,
  formatDays,
  formatRating,
  platformName,
  safeHttpUrl,
  telUrl,
} from "../../lib/pages/format.ts";

Deno.test("safeHttpUrl keeps http(s) only", () => {
  assert.equal(safeHttpUrl("https://a.example/x"), "https://a.example/x");
  assert.equal(safeHttpUrl("http://a.example"), "http://a.example/");
  for (
    const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:x",
      "data:text/html,x",
      "//a",
      "",
      3,
    ]
  ) {
    assert.equal(safeHttpUrl(bad), null, String(bad));
  }
});

Deno.test("numbers, dates, days and phone numbers as shown", () => {
  assert.equal(formatRating(4.1), "4.1");
  assert.equal(formatRating(4.62), "4.62");
  assert.equal(formatRating(4), "4.0");
  assert.equal(formatDate("2025-03-09"), "March 9, 2025");
  assert.equal(
    formatDays(["monday", "tuesday", "wednesday", "thursday", "friday"]),
    "Monday–Friday",
  );
  assert.equal(formatDays(["saturday", "monday"]), "Monday, Saturday");
  assert.equal(telUrl("(330) 555-0142"), "tel:3305550142");
  assert.equal(telUrl("+1-555-010-2000"), "tel:+15550102000");
});

Deno.test("platformName and businessTypeLabel name what they know, else the value", () => {
  assert.equal(platformName("trustpilot"), "Trustpilot");
  assert.equal(
    businessTypeLabel("HVACBusiness"),
    "Heating and air conditioning",
  );
  assert.equal(businessTypeLabel("PestControl"), "Pest Control");
  // An object's own property names nothing.
  assert.equal(platformName("constructor"), "constructor");
  assert.equal(businessTypeLabel("toString"), "To String");
});
