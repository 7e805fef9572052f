import assert from "node:assert/strict";
import { THEMES } from "../../lib/analysis/lexicon_topics.ts";

Deno.test("themes have unique ids, labels and lower-case keywords", () => {
  const ids = new Set<string>();
  for (const theme of THEMES) {
    assert.match(theme.id, /^[a-z0-9-]+$/);
    assert.ok(!ids.has(theme.id), `duplicate theme ${theme.id}`);
    ids.add(theme.id);
    assert.ok(theme.label.length > 0);
    assert.ok(theme.keywords.length >= 3, `${theme.id} has few keywords`);
    for (const keyword of theme.keywords) {
      assert.equal(keyword, keyword.toLowerCase().trim());
    }
  }
  assert.ok(ids.has("emergency-service"), "the FAQ relies on this theme");
});
