import assert from "node:assert/strict";
import { clusterWords, kmeans, normalizeRows } from "./word_clustering.ts";

/** Twelve words in three directions of a 3-d space, four words each. */
const WORDS = [
  "late",
  "tardy",
  "delayed",
  "behind",
  "rude",
  "curt",
  "impolite",
  "snippy",
  "cheap",
  "affordable",
  "inexpensive",
  "economical",
];
const VECTORS = Float32Array.from([
  [9, 1, 0],
  [8, 0, 1],
  [10, 1, 1],
  [7, 1, 0],
  [0, 9, 1],
  [1, 8, 0],
  [1, 10, 1],
  [0, 7, 1],
  [1, 0, 9],
  [0, 1, 8],
  [1, 1, 10],
  [0, 0, 7],
].flat());

Deno.test("kmeans finds three well-separated groups, by direction not length", () => {
  const points = normalizeRows(VECTORS, 3);
  const { assignments, sizes } = kmeans(points, { dims: 3, k: 3 });
  for (let group = 0; group < 3; group++) {
    const members = assignments.slice(group * 4, group * 4 + 4);
    assert.equal(new Set(members).size, 1, `group ${group}: ${members}`);
  }
  assert.equal(new Set(assignments).size, 3);
  assert.deepEqual([...sizes].sort(), [4, 4, 4]);
});

Deno.test("kmeans is deterministic for a seed and rejects impossible shapes", () => {
  const points = normalizeRows(VECTORS, 3);
  for (const seed of [1, 2, 3]) {
    assert.deepEqual(
      kmeans(points, { dims: 3, k: 5 }, { seed }),
      kmeans(points, { dims: 3, k: 5 }, { seed }),
    );
  }
  assert.throws(() => kmeans(points, { dims: 3, k: 13 }), RangeError);
  assert.throws(() => kmeans(points, { dims: 5, k: 2 }), RangeError);
});

Deno.test("kmeans leaves no cluster empty when points repeat", () => {
  const same = normalizeRows(Float32Array.from([1, 0, 1, 0, 1, 0, 0, 1]), 2);
  const { sizes } = kmeans(same, { dims: 2, k: 3 });
  assert.deepEqual([...sizes].sort(), [1, 1, 2]);
});

Deno.test("clusterWords stores fine clusters in a canonical order with their coarse ones", () => {
  const clusters = clusterWords(WORDS, VECTORS, {
    dims: 3,
    fine: 3,
    coarse: 2,
    source: "hand-made",
  });
  assert.deepEqual(clusters.clusters, [
    "affordable cheap economical inexpensive",
    "behind delayed late tardy",
    "curt impolite rude snippy",
  ]);
  assert.equal(clusters.source, "hand-made");
  assert.equal(clusters.coarse.length, 3);
  assert.equal(clusters.coarse[0], 0);
  assert.deepEqual([...new Set(clusters.coarse)].sort(), [0, 1]);
  // Another seed may number the clusters otherwise; the stored form is the same.
  assert.deepEqual(
    clusterWords(WORDS, VECTORS, {
      dims: 3,
      fine: 3,
      coarse: 3,
      seed: 7,
      source: "hand-made",
    }).clusters,
    clusters.clusters,
  );
});
