import assert from "node:assert/strict";
import { isTransientKvError, withKvRetry } from "../../lib/dataset/kv_retry.ts";

Deno.test("isTransientKvError recognises lock contention only", () => {
  assert.equal(isTransientKvError(new Error("database is locked")), true);
  assert.equal(isTransientKvError(new Error("Database is busy")), true);
  assert.equal(isTransientKvError(new Error("SQLITE_BUSY: x")), true);
  assert.equal(isTransientKvError("database is locked"), true);
  assert.equal(isTransientKvError(new Error("Value too large")), false);
  assert.equal(isTransientKvError(new TypeError("x is undefined")), false);
  assert.equal(isTransientKvError(undefined), false);
});

Deno.test("withKvRetry returns the first success", async () => {
  let calls = 0;
  const value = await withKvRetry(() => {
    calls++;
    return Promise.resolve(42);
  });
  assert.equal(value, 42);
  assert.equal(calls, 1);
});

Deno.test("withKvRetry retries while the store is locked", async () => {
  let calls = 0;
  const value = await withKvRetry(() => {
    calls++;
    if (calls < 4) return Promise.reject(new Error("database is locked"));
    return Promise.resolve("ok");
  }, { initialDelayMs: 1 });
  assert.equal(value, "ok");
  assert.equal(calls, 4);
});

Deno.test("withKvRetry gives up after the attempts", async () => {
  let calls = 0;
  await assert.rejects(
    withKvRetry(() => {
      calls++;
      return Promise.reject(new Error(`database is locked (${calls})`));
    }, { attempts: 3, initialDelayMs: 1 }),
    { message: "database is locked (3)" },
  );
  assert.equal(calls, 3);
});

Deno.test("withKvRetry does not retry other errors", async () => {
  let calls = 0;
  await assert.rejects(
    withKvRetry(() => {
      calls++;
      return Promise.reject(new RangeError("Value too large"));
    }, { initialDelayMs: 1 }),
    RangeError,
  );
  assert.equal(calls, 1);
});

Deno.test("withKvRetry backs off between attempts", async () => {
  const times: number[] = [];
  await withKvRetry(() => {
    times.push(performance.now());
    if (times.length < 3) return Promise.reject(new Error("SQLITE_BUSY"));
    return Promise.resolve();
  }, { initialDelayMs: 20 });
  // Delays are 20 ms and 40 ms, each jittered by 0.5-1.5.
  assert.ok(times[1] - times[0] >= 9, `${times[1] - times[0]}`);
  assert.ok(times[2] - times[1] >= 19, `${times[2] - times[1]}`);
});
