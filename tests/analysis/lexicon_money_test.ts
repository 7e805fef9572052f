import { HONESTY_CUES, PRICE_CUES } from "../../lib/analysis/lexicon_money.ts";
import { assertCueTable } from "../helpers/analysis.ts";

Deno.test("price cues are well formed and hold the core terms", () => {
  assertCueTable(PRICE_CUES, {
    aspect: "price",
    holds: ["overprice|overpriced", "quote|estimate"],
  });
});

Deno.test("honesty cues are well formed and hold the core terms", () => {
  assertCueTable(HONESTY_CUES, { aspect: "honesty", holds: ["upsell"] });
});
