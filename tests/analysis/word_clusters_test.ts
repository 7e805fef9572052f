import assert from "node:assert/strict";
import {
  clusterIndex,
  WORD_CLUSTERS,
} from "../../lib/analysis/word_clusters.ts";

Deno.test("each word maps to its fine and coarse cluster, shared per cluster", () => {
  const index = clusterIndex({
    source: "hand-made",
    coarse: [0, 1, 0],
    clusters: ["cheap affordable", "late tardy", "pricey"],
  });
  assert.deepEqual(index.get("tardy"), { fine: "1", coarse: "1" });
  assert.deepEqual(index.get("pricey"), { fine: "2", coarse: "0" });
  assert.equal(index.get("cheap"), index.get("affordable"));
  assert.equal(index.get("unknown"), undefined);
});

Deno.test("the shipped clusters hold common review words", () => {
  for (const word of ["late", "rude", "cheap", "plumber"]) {
    assert.ok(WORD_CLUSTERS.has(word), word);
  }
});
