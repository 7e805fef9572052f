import assert from "node:assert/strict";
import { lexicon } from "../../lib/analysis/cues.ts";

const set = lexicon();

/** The cue of the pattern with a given source. */
function cueOf(source: string) {
  const pattern = set.patterns.find((p) => p.source === source);
  assert.ok(pattern, `no pattern ${source}`);
  return pattern.data;
}

Deno.test("the lexicon is compiled once", () => {
  assert.equal(lexicon(), set);
});

Deno.test("flags become cue members", () => {
  const punctual = cueOf("punctual");
  assert.equal(punctual.kind, "aspect");
  assert.equal(punctual.aspect, "punctuality");
  assert.equal(punctual.pol, 1);
  assert.equal(punctual.term, null);
  const appointment = cueOf("appointment|appt");
  assert.equal(appointment.aspect, "scheduling");
  assert.equal(appointment.term, "S");
  assert.equal(appointment.negPol, -1);
  assert.equal(appointment.pol, 0);
});

Deno.test("every kind of cue is in the set", () => {
  const kinds = new Set(set.patterns.map((pattern) => pattern.data.kind));
  assert.deepEqual([...kinds].sort(), [
    "aspect",
    "general",
    "modifier",
    "sarcasm",
  ]);
  for (const pattern of set.patterns) {
    const cue = pattern.data;
    if (cue.kind === "aspect") assert.notEqual(cue.aspect, null);
    if (cue.kind === "modifier") assert.notEqual(cue.mods, null);
    if (cue.kind === "sarcasm") assert.notEqual(cue.ironic, null);
  }
});

Deno.test("no cue expands into more than 3,000 patterns", () => {
  // A cue's brace groups multiply: one written with numbers in braces once
  // made 58,080 patterns, a fifth of the lexicon. Its expansions share
  // the cue's data.
  const counts = new Map<object, { source: string; count: number }>();
  for (const pattern of set.patterns) {
    const entry = counts.get(pattern.data) ??
      { source: pattern.source, count: 0 };
    entry.count++;
    counts.set(pattern.data, entry);
  }
  const largest = [...counts.values()].sort((a, b) => b.count - a.count)[0];
  assert.ok(
    largest.count <= 3000,
    `${largest.count} patterns from the cue of "${largest.source}"`,
  );
});

Deno.test("brace groups of single words are one element's alternatives", () => {
  // "{tell|warn} {me|us} about" is one pattern, not four.
  const sources = set.patterns.map((pattern) => pattern.source);
  assert.ok(sources.includes("appointment|appt"));
  assert.ok(!sources.some((source) => /\{[^{}\s]+\}/.test(source)));
});
