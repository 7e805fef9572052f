import assert from "node:assert/strict";
import { RateLimiter } from "../../lib/websub/rate_limit.ts";

Deno.test("RateLimiter allows a burst, then refuses with the wait in seconds", () => {
  let now = 0;
  const limiter = new RateLimiter({ burst: 3, perSecond: 0.5, now: () => now });
  for (let index = 0; index < 3; index++) {
    assert.deepEqual(limiter.take("a"), { allowed: true });
  }
  assert.deepEqual(limiter.take("a"), { allowed: false, retryAfterSeconds: 2 });
  assert.deepEqual(limiter.take("b"), { allowed: true });
  now = 2_000;
  assert.deepEqual(limiter.take("a"), { allowed: true });
  assert.equal(limiter.take("a").allowed, false);
});

Deno.test("RateLimiter refills no further than the burst", () => {
  let now = 0;
  const limiter = new RateLimiter({ burst: 2, perSecond: 10, now: () => now });
  limiter.take("a");
  now = 60_000;
  assert.ok(limiter.take("a").allowed);
  assert.ok(limiter.take("a").allowed);
  assert.equal(limiter.take("a").allowed, false);
});

Deno.test("RateLimiter forgets the least recently used keys beyond maxKeys", () => {
  const limiter = new RateLimiter({
    burst: 1,
    perSecond: 0.001,
    maxKeys: 2,
    now: () => 0,
  });
  limiter.take("a");
  limiter.take("b");
  limiter.take("c"); // forgets a
  assert.ok(limiter.take("a").allowed);
  assert.equal(limiter.take("c").allowed, false);
});
