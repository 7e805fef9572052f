import assert from "node:assert/strict";
import {
  NORWEGIAN_GLOSSES,
  NORWEGIAN_LOOKALIKES,
} from "../../lib/analysis/text_nordic_gloss_norwegian.ts";

Deno.test("norwegian gloss entries are word:english pairs, each word once", () => {
  const seen = new Set<string>();
  for (const entry of [...NORWEGIAN_GLOSSES, ...NORWEGIAN_LOOKALIKES]) {
    assert.match(entry, /^[^:\s]+:[a-z'-]+(?:\/[a-z'-]+)?$/, entry);
    const word = entry.slice(0, entry.lastIndexOf(":"));
    assert.ok(!seen.has(word), word);
    seen.add(word);
  }
});
