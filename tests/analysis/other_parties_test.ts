/** lib/analysis/other_parties.ts: who else a review speaks of. */
import assert from "node:assert/strict";
import { otherCompanyNames } from "../../lib/analysis/other_parties.ts";
import { viewOf } from "../helpers/analysis.ts";

/** The words of a sentence that name another company. */
function names(text: string): string {
  const sv = viewOf(text);
  const marks = otherCompanyNames(sv);
  return sv.view.filter((_, p) => marks?.[p] === 1)
    .map((index) => sv.tokens[index].text).join(" ");
}

Deno.test("otherCompanyNames: a capitalised name ending in a trade word", () => {
  assert.equal(
    names("Capital Electric came in under them."),
    "Capital Electric",
  );
  assert.equal(
    names("We first called Metro Rooter, then Rapid Flow Drain Services."),
    "Metro Rooter Rapid Flow Drain Services",
  );
  assert.equal(names("The electric bill dropped."), "");
  assert.equal(names("I called an Electric company."), "");
});

Deno.test("otherCompanyNames: a name before 's and a person or company word", () => {
  assert.equal(names("Frostline's tech was rude."), "Frostline 's");
  assert.equal(names("Frostline's quote was high."), "");
});
