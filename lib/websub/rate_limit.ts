/**
 * Token-bucket rate limiting per key (a client address, a callback host),
 * held in memory by each instance.
 *
 * @module
 */

/** Options of {@linkcode RateLimiter}. */
export interface RateLimiterOptions {
  /** Requests allowed in a burst. */
  burst: number;
  /** Tokens added per second. */
  perSecond: number;
  /** Keys tracked at most; the least recently used are forgotten. Default 10,000. */
  maxKeys?: number;
  /** Clock in epoch ms; default `Date.now`. */
  now?: () => number;
}

/** The outcome of {@linkcode RateLimiter.take}. */
export type RateDecision = { allowed: true } | {
  allowed: false;
  retryAfterSeconds: number;
};

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** A token bucket per key. */
export class RateLimiter {
  #buckets = new Map<string, Bucket>();
  #burst: number;
  #perSecond: number;
  #maxKeys: number;
  #now: () => number;

  /** Creates a limiter. */
  constructor(options: RateLimiterOptions) {
    this.#burst = options.burst;
    this.#perSecond = options.perSecond;
    this.#maxKeys = options.maxKeys ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  /** Takes one token for `key`, or tells how long to wait for one. */
  take(key: string): RateDecision {
    const now = this.#now();
    let bucket = this.#buckets.get(key);
    if (bucket) {
      this.#buckets.delete(key);
      const elapsed = Math.max(0, now - bucket.updatedAt) / 1000;
      bucket.tokens = Math.min(
        this.#burst,
        bucket.tokens + elapsed * this.#perSecond,
      );
      bucket.updatedAt = now;
    } else {
      bucket = { tokens: this.#burst, updatedAt: now };
      if (this.#buckets.size >= this.#maxKeys) {
        const oldest = this.#buckets.keys().next().value;
        if (oldest !== undefined) this.#buckets.delete(oldest);
      }
    }
    this.#buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    const wait = (1 - bucket.tokens) / this.#perSecond;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
  }
}
