import assert from "node:assert/strict";
import { searchable } from "../../lib/analysis/insights_reviews.ts";
import { makeReview } from "../helpers/data.ts";

Deno.test("searchable: the title and the text, lower-cased, a line apart", () => {
  assert.equal(
    searchable(makeReview({
      id: "a",
      date: "2025-01-15",
      title: "Great",
      text: "Grant was on time.",
    })),
    "great\ngrant was on time.",
  );
  assert.equal(
    searchable(
      makeReview({ id: "b", date: "2025-01-15", title: null, text: "" }),
    ),
    "\n",
  );
});
