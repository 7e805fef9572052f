/**
 * Seeded pseudo-random numbers (mulberry32) and weighted choices: the
 * generator's only source of randomness, so the same seed gives the same bytes.
 *
 * @module
 */

/** Seeded mulberry32 generator with the helpers the composer needs. */
export class Rng {
  #state: number;

  constructor(seed: number) {
    // Scramble the seed (splitmix32-style) so nearby seeds diverge at once.
    let z = (normalizeSeed(seed) + 0x9e3779b9) >>> 0;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    this.#state = (z ^ (z >>> 16)) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max], both inclusive. */
  range(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** A uniformly chosen element. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  /** An index chosen with the given cumulative weights. */
  weighted(cumulative: readonly number[]): number {
    const x = this.next() * cumulative[cumulative.length - 1];
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/** Maps any finite number to a 32-bit unsigned seed. */
function normalizeSeed(seed: number): number {
  const t = Math.trunc(seed);
  return ((t % 4294967296) + 4294967296) % 4294967296;
}

/** Running sums of weights, for {@linkcode Rng.weighted}. */
export function cumulate(weights: readonly number[]): number[] {
  const out: number[] = [];
  let sum = 0;
  for (const w of weights) {
    sum += w;
    out.push(sum);
  }
  return out;
}

/** A weighted choice among fixed values, prepared once. */
interface WeightedTable<T> {
  values: T[];
  cumulative: number[];
}

/** Builds a weighted table from `[value, weight]` pairs. */
export function table<T>(
  pairs: ReadonlyArray<readonly [T, number]>,
): WeightedTable<T> {
  return {
    values: pairs.map((p) => p[0]),
    cumulative: cumulate(pairs.map((p) => p[1])),
  };
}

/** Draws a value from a weighted table. */
export function draw<T>(rng: Rng, t: WeightedTable<T>): T {
  return t.values[rng.weighted(t.cumulative)];
}
