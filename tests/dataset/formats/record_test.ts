import assert from "node:assert/strict";
import { z } from "zod";
import {
  locateIssue,
  memberPath,
  zodFormatIssues,
} from "../../../lib/dataset/formats/record.ts";

Deno.test("memberPath: a JSON path without the $", () => {
  assert.equal(
    memberPath(["reviews", 4, "starRating"]),
    "reviews[4].starRating",
  );
  assert.equal(memberPath(["odd key"]), '["odd key"]');
  assert.equal(memberPath([]), "(the file)");
});

Deno.test("locateIssue: file, line and path in one place", () => {
  assert.deepEqual(
    locateIssue("google page2.json", {
      path: "reviews[4].starRating",
      message: "STAR_RATING_UNSPECIFIED is not a rating",
      code: "invalid_value",
    }),
    {
      path: "google page2.json: reviews[4].starRating",
      message: "STAR_RATING_UNSPECIFIED is not a rating",
      code: "invalid_value",
    },
  );
  assert.equal(
    locateIssue("csv reviews.csv", {
      line: 7,
      path: "rating",
      message: "must be 1–5",
      code: "x",
    }).path,
    "csv reviews.csv line 7: rating",
  );
});

Deno.test("zodFormatIssues: paths under a prefix", () => {
  const result = z.object({ a: z.int() }).safeParse({ a: "x" });
  assert.deepEqual(
    zodFormatIssues(result.error!.issues, ["reviews", 2]).map((issue) =>
      issue.path
    ),
    ["reviews[2].a"],
  );
});
