import assert from "node:assert/strict";
import {
  isPanelPlace,
  namesFixture,
  namesPipe,
} from "../../lib/analysis/service_fixtures.ts";
import { viewOf } from "../helpers/analysis.ts";

/** View positions of `words` in a sentence, end exclusive. */
function spanOf(text: string, words: string) {
  const sv = viewOf(text);
  const norms = sv.view.map((index) => sv.tokens[index].norm);
  const wanted = words.split(" ");
  const start = norms.findIndex((_, p) =>
    wanted.every((word, k) => norms[p + k] === word)
  );
  assert.ok(start >= 0, `${words} in ${text}`);
  return { sv, mention: { start, end: start + wanted.length } };
}

Deno.test("namesFixture: a pipe or panel after a place preposition", () => {
  for (
    const [text, words, expected] of [
      ["Cleared the roots in our sewer line.", "sewer line", true],
      ["Ran the new circuit from the panel.", "panel", true],
      ["Replaced our sewer line.", "sewer line", false],
      ["Ran a line to the gas line.", "gas line", false],
    ] as const
  ) {
    const { sv, mention } = spanOf(text, words);
    assert.equal(namesFixture(sv.tokens, sv.view, mention), expected, text);
  }
});

Deno.test("namesPipe: the words of a mention name a pipe", () => {
  const { sv, mention } = spanOf("They jetted the main line.", "main line");
  assert.equal(namesPipe(sv.tokens, sv.view, mention), true);
  const fan = spanOf("They hung the ceiling fan.", "ceiling fan");
  assert.equal(namesPipe(fan.sv.tokens, fan.sv.view, fan.mention), false);
});

Deno.test("isPanelPlace: a panel named only as where something was", () => {
  const place = (text: string, equipmentOnly = true) => {
    const { sv, mention } = spanOf(text, "panel");
    return isPanelPlace(sv.tokens, sv.view, { ...mention, equipmentOnly });
  };
  assert.equal(place("He put a drop cloth under the panel."), true);
  assert.equal(place("Found a loose neutral in the panel."), true);
  // A word of a panel job anywhere in the sentence makes it the job.
  assert.equal(
    place("Photos inside the panel, then he quoted the swap."),
    true,
  );
  assert.equal(
    place("Photos inside the panel showed why we needed the upgrade."),
    false,
  );
  assert.equal(place("They worked on the panel all day."), false);
  // A denied job is no job: "didn't need the upgrade".
  assert.equal(
    place("Looked in the panel and said we didn't need an upgrade."),
    true,
  );
  // Only equipment named alone is read so.
  assert.equal(place("He put a drop cloth under the panel.", false), false);
});
