import assert from "node:assert/strict";
import { ASPECT_IDS, IsoDateSchema } from "../../lib/schemas/primitives.ts";

Deno.test("IsoDateSchema accepts calendar dates only", () => {
  for (const date of ["2024-02-29", "2025-12-31", "2025-01-01", "2000-02-29"]) {
    assert.equal(IsoDateSchema.safeParse(date).success, true, date);
  }
  for (
    const date of [
      "2025-02-30",
      "2023-02-29",
      "2025-04-31",
      "2025-13-01",
      "2025-00-10",
      "2025-1-1",
      "20250101",
      "2025-01-01T00:00:00Z",
      " 2025-01-01",
      "",
      "yesterday",
    ]
  ) {
    assert.equal(IsoDateSchema.safeParse(date).success, false, date);
  }
  assert.equal(IsoDateSchema.safeParse(20250101).success, false);
});

Deno.test("the aspect taxonomy is the documented one", () => {
  assert.deepEqual([...ASPECT_IDS], [
    "punctuality",
    "price",
    "quality",
    "professionalism",
    "communication",
    "cleanliness",
    "scheduling",
    "expertise",
    "honesty",
  ]);
});
