/** lib/analysis/softeners.ts: hedges, lukewarm verdicts, excuses, waves. */
import assert from "node:assert/strict";
import { buildClauses } from "../../lib/analysis/sentence_view.ts";
import {
  disownsSome,
  excusesBefore,
  excusesOpenly,
  excusesPlainly,
  isDisowned,
  isExcuse,
  isHedged,
  waveOffAt,
} from "../../lib/analysis/softeners.ts";
import { assertStatements, viewOf } from "../helpers/analysis.ts";

/** Whether each clause of a sentence passes `test`. */
function byClause(
  text: string,
  test: typeof isExcuse,
): boolean[] {
  const sv = viewOf(text);
  return buildClauses(sv).map((clause) => test(sv, clause));
}

Deno.test("isExcuse: the words of an excuse, in the clause that holds them", () => {
  assert.deepEqual(byClause("A bit pricey, but I get it.", isExcuse), [
    false,
    true,
  ]);
  assert.deepEqual(
    byClause("The trip fee stung, but that one's on me.", isExcuse),
    [false, true],
  );
  assert.deepEqual(byClause("Steep, but I'll live with it.", isExcuse), [
    false,
    true,
  ]);
  assert.deepEqual(byClause("Steep, but worth every penny.", isExcuse), [
    false,
    false,
  ]);
});

Deno.test("isDisowned: after 'but', the complaint put on another party", () => {
  assert.deepEqual(
    byClause(
      "The ramp is steep, but that's on the builder, not them.",
      isDisowned,
    ),
    [false, true],
  );
  assert.deepEqual(
    byClause(
      "The adjuster was rude, but none of that is on Northwind.",
      isDisowned,
    ),
    [false, true],
  );
  assert.deepEqual(
    byClause(
      "The vet bill was brutal, but that's a different review.",
      isDisowned,
    ),
    [false, true],
  );
  assert.deepEqual(
    byClause("The bill was high, but that's fair.", isDisowned),
    [false, false],
  );
  assert.deepEqual(
    byClause(
      "The fryer line is spotless, but that's my closing crew, not the plumber.",
      isDisowned,
    ),
    [false, true],
  );
  // "Weren't them" names no other party.
  assert.deepEqual(
    byClause("They cleaned up, but the delays weren't them.", isDisowned),
    [false, false],
  );
  assertStatements([
    ["The ramp out front is steep, but that's on the builder, not them.", []],
    ["The adjuster was rude, but none of that is on Northwind.", []],
    ["He were an hour late but he rang ahead, so no bother.", [
      "punctuality:0",
      "communication:1",
    ]],
  ]);
});

Deno.test("isHedged: 'I guess' or 'I suppose' in the clause", () => {
  assert.deepEqual(byClause("The install looks fine, I guess.", isHedged), [
    true,
  ]);
  assert.deepEqual(byClause("The install looks fine.", isHedged), [false]);
});

Deno.test("waveOffAt: where the sentence waves off what it said before", () => {
  const at = (text: string) => {
    const sv = viewOf(text);
    const position = waveOffAt(sv);
    return position < 0 ? null : sv.tokens[sv.view[position]].norm;
  };
  assert.equal(
    at("He was 40 minutes late, but he phoned, so no harm done."),
    "no",
  );
  assert.equal(at("Late, and with the roads that day who cares."), "who");
  assert.equal(at("She was a bit late but I didn't care."), "did");
  assert.equal(at("Took a week longer, nobody's fault."), "nobody");
  assert.equal(at("He was 40 minutes late and never called."), null);
  assert.equal(at("Steep for 40 minutes, but it is what it is."), "it");
  assert.equal(at("$2,400 installed, which is what it is."), "which");
  assert.equal(
    at("Cost an arm and a leg, but with the flood what're ya gonna do."),
    "what",
  );
  assert.equal(
    at("A bit dear, but that's Sydney, so what can you do."),
    "what",
  );
  // Asking what the company can do waves nothing off.
  assert.equal(at("I asked what they can do about the noise."), null);
  assert.equal(
    at("He came at ten past, which I'm not going to make a fuss about."),
    "not",
  );
  assert.equal(
    at("Two hours late, but he apologised, and I couldn't stay upset."),
    "could",
  );
  assert.equal(at("She was so sweet about it that I can't stay mad."), "can");
  assert.equal(at("tech was late but he called ahead so 🤷"), "so");
  assert.equal(
    at("Kevin was late both mornings but texted each time, so whatever."),
    "so",
  );
  assert.equal(
    at("Deux heures de retard, mais il avait prévenu, donc pas de souci."),
    "pas",
  );
  assert.equal(at("Se tardó toda la tarde, pero bueno, no pasa nada."), "pero");
  assert.equal(at("Se tardó toda la tarde, no pasa nada."), "no");
  assert.equal(at("Not cheap AT ALL, así que no me quejo."), "no");
  assert.equal(at("Dejaron algo de polvo pero nada grave."), "nada");
  assert.equal(at("Took four days, pero bueno, the guys were trying."), "pero");
  // "Caro pero bueno" is "dear but good", no wave-off.
  assert.equal(at("Caro pero bueno."), null);
  assert.equal(
    at("The quote was bit high, but what to do, he explained."),
    "but",
  );
  assert.equal(at("It took three, but it's an old house, what to do."), ",");
  // Telling what someone knew waves nothing off.
  assert.equal(at("He knew exactly what to do."), null);
  assert.equal(
    at("It took the whole day, but he was alone so I don't mind."),
    "so",
  );
  assert.equal(at("I don't mind paying more for good work."), null);
  assert.equal(
    at("It turned into three, but they hit an old footing, so fair enough."),
    "so",
  );
  assert.equal(at("I did not know what to do, so I called them."), null);
  // Opening the sentence it waves off nothing before it.
  assert.equal(at("No worries booking online, easy as."), null);
});

Deno.test("excusesBefore: a sentence that waves off or excuses the one before", () => {
  assert.equal(
    excusesBefore(viewOf("Crawlspace work is miserable, so I get it.")),
    true,
  );
  assert.equal(excusesBefore(viewOf("No worries.")), true);
  assert.equal(excusesBefore(viewOf("Fair enough.")), true);
  // "40 minutes late, but he texted. Acceptable.": alone only.
  assert.equal(excusesBefore(viewOf("Acceptable.")), true);
  assert.equal(excusesBefore(viewOf("The work was acceptable.")), false);
  assert.equal(excusesBefore(viewOf("He kept an eye on me.")), false);
  assert.equal(excusesBefore(viewOf("He was rude too.")), false);
});

Deno.test("excusesOpenly: a sentence that opens with a plain excuse", () => {
  assert.equal(excusesOpenly(viewOf("I understand summer is busy.")), true);
  assert.equal(excusesOpenly(viewOf("Fair enough.")), true);
  assert.equal(
    excusesOpenly(viewOf("Sighed like it was my fault the cot wasn't built.")),
    false,
  );
  assert.equal(
    excusesOpenly(viewOf("I understand they were busy, but come on.")),
    false,
  );
});

Deno.test("excusesPlainly: an excuse or a wave-off left standing, without 'but'", () => {
  assert.equal(excusesPlainly(viewOf("Not the end of the world.")), true);
  assert.equal(excusesPlainly(viewOf("Fine, no big deal.")), true);
  assert.equal(excusesPlainly(viewOf("I get it, busy season.")), true);
  assert.equal(
    excusesPlainly(viewOf("I understand they were busy, but no call?")),
    false,
  );
  assert.equal(excusesPlainly(viewOf("He was rude too.")), false);
});

Deno.test("disownsSome: a complaint put on another party anywhere", () => {
  assert.equal(
    disownsSome(
      viewOf("Steep, but that is on the city for the permit fees."),
    ),
    true,
  );
  assert.equal(
    disownsSome(
      viewOf("Money down the drain on a no-show - that was the other company."),
    ),
    true,
  );
  assert.equal(disownsSome(viewOf("Steep, and the tech was rude.")), false);
});
