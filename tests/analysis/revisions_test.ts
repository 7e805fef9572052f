/** lib/analysis/revisions.ts: edited reviews and their update marks. */
import assert from "node:assert/strict";
import { createAnalyzer } from "../../lib/analysis/mod.ts";
import {
  opensRevision,
  praisesLasting,
  revisionsOf,
} from "../../lib/analysis/revisions.ts";
import { sentenceView } from "../../lib/analysis/sentence_view.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import { ELECTRICIAN, viewOf } from "../helpers/analysis.ts";

Deno.test("opensRevision: an update mark, not a sentence starting with the word", () => {
  for (
    const text of [
      "UPDATE: the office called.",
      "Edit 2: still dry.",
      "**Update** they came back.",
      "Update - a fortnight on and the drain's back.",
      "EDIT (3 weeks later): it was fair.",
      "Update a year later: drains still clear.",
      "Edited to add: the warranty lapsed.",
      "Update, Jan 2026: the igniter went again.",
      "ACTUALIZACIÓN: volvieron y limpiaron.",
      "Mise à jour : ils sont revenus.",
      "MàJ : tout fonctionne.",
    ]
  ) assert.equal(opensRevision(viewOf(text)), true, text);
  for (
    const text of [
      "Updated the thermostat software for us.",
      "Edit the quote before you send it, please.",
      "The update was quick.",
      "Update the app and it works.",
      "Mise en service rapide.",
    ]
  ) assert.equal(opensRevision(viewOf(text)), false, text);
});

Deno.test("revisionsOf: each update mark opens the next revision", () => {
  const tokenized = tokenize(
    "Late again. No call. UPDATE: they phoned. Still fine. Edit 2: leaking.",
  );
  const views = tokenized.sentences.map((sentence) => {
    const sv = sentenceView(tokenized, sentence);
    if (sv === null) throw new Error("no words");
    return sv;
  });
  assert.deepEqual(revisionsOf(views), [0, 0, 1, 1, 2]);
});

Deno.test("the analysis takes an aspect's verdict from the latest revision", () => {
  const analyzer = createAnalyzer(ELECTRICIAN);
  const aspects = (text: string) =>
    analyzer.analyze({ title: null, text }).aspects.map((a) =>
      `${a.aspect}:${a.sentiment}`
    );
  assert.deepEqual(
    aspects(
      "The fan they installed rattles and wobbles terribly. UPDATE: Grant came back and fixed it properly, it works perfectly now.",
    ),
    ["quality:positive"],
  );
  // Without the mark, the most confident sentence decides.
  assert.deepEqual(
    aspects(
      "The fan they installed rattles and wobbles terribly. Grant came back and it works perfectly now.",
    ).length,
    1,
  );
});

Deno.test("praisesLasting: quality praised as lasting since the visit", () => {
  const sv = viewOf("It has held since Easter.");
  const last = sv.view.length - 1;
  assert.equal(
    praisesLasting(sv, { aspect: "quality", score: 1, from: 0, to: last }),
    true,
  );
  assert.equal(
    praisesLasting(sv, { aspect: "quality", score: -1, from: 0, to: last }),
    false,
  );
  assert.equal(
    praisesLasting(sv, { aspect: "price", score: 1, from: 0, to: last }),
    false,
  );
  const now = viewOf("It works perfectly now.");
  assert.equal(
    praisesLasting(now, {
      aspect: "quality",
      score: 1,
      from: 0,
      to: now.view.length - 1,
    }),
    false,
  );
});

Deno.test("the analysis takes quality from the work told as lasting since", () => {
  const analyzer = createAnalyzer(ELECTRICIAN);
  const aspects = (text: string) =>
    analyzer.analyze({ title: null, text }).aspects.map((a) =>
      `${a.aspect}:${a.sentiment}`
    );
  for (const model of [undefined, null]) {
    const decide = model === null
      ? (text: string) =>
        createAnalyzer(ELECTRICIAN, { model: null }).analyze({
          title: null,
          text,
        }).aspects.map((a) => `${a.aspect}:${a.sentiment}`)
      : aspects;
    const found = decide(
      "The switch failed again three weeks after their visit. The second trip was free, and it has held since Easter.",
    );
    assert.equal(found.includes("quality:negative"), false, found.join(" "));
    assert.equal(found.includes("quality:positive"), true, found.join(" "));
  }
});
