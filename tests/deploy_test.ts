import assert from "node:assert/strict";
import { checkStore, isDenoDeploy } from "../lib/deploy.ts";

/** A local store made to refuse queue writes as a remote (KV Connect) one does. */
function refusingQueues(kv: Deno.Kv): Deno.Kv {
  const atomic = kv.atomic.bind(kv);
  return Object.assign(kv, {
    atomic() {
      const operation = atomic();
      const commit = operation.commit.bind(operation);
      let enqueued = false;
      return Object.assign(operation, {
        enqueue() {
          enqueued = true;
          return operation;
        },
        commit: () =>
          enqueued
            ? Promise.reject(
              new TypeError(
                "Enqueue operations are not supported in KV Connect",
              ),
            )
            : commit(),
      });
    },
  });
}

Deno.test("isDenoDeploy: DENO_DEPLOY=true or a deployment id", () => {
  assert.equal(isDenoDeploy({}), false);
  assert.equal(isDenoDeploy({ DENO_DEPLOY: "true" }), true);
  assert.equal(isDenoDeploy({ DENO_DEPLOYMENT_ID: "abc" }), true);
  assert.equal(isDenoDeploy({ DENO_DEPLOY: "false" }), false);
});

Deno.test("checkStore: off Deno Deploy the store is taken as it is", async () => {
  await using kv = await Deno.openKv(":memory:");
  for (const kvPath of [":memory:", ".data/x.kv", undefined]) {
    assert.deepEqual(await checkStore(kv, { env: {}, kvPath }), {
      persistent: true,
      reason: null,
      advice: null,
    });
  }
});

Deno.test("checkStore: on Deploy the in-memory fallback is refused, with advice, and nothing is written", async () => {
  await using kv = await Deno.openKv(":memory:");
  const check = await checkStore(kv, {
    env: { DENO_DEPLOY: "true" },
    kvPath: undefined,
  });
  assert.equal(check.persistent, false);
  assert.match(check.reason!, /no KV database is assigned/);
  assert.match(check.advice!, /deno deploy database provision/);
  assert.match(check.advice!, /deno deploy database assign/);
  // The probe's write was checked to fail: the store holds nothing.
  const entries = await Array.fromAsync(kv.list({ prefix: [] }));
  assert.deepEqual(entries, []);
  let delivered = false;
  const listening = kv.listenQueue(() => {
    delivered = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(delivered, false, "nothing was enqueued");
  kv.close();
  await listening;
});

Deno.test("checkStore: on Deploy the assigned database is recognised", async () => {
  await using kv = await Deno.openKv(":memory:");
  // By the platform's default location...
  assert.equal(
    (await checkStore(kv, {
      env: {
        DENO_DEPLOY: "true",
        DENO_KV_DEFAULT_PATH: "https://kv.example/db",
      },
      kvPath: undefined,
    })).persistent,
    true,
  );
  // ...or by a remote store's refusal of queue writes.
  assert.equal(
    (await checkStore(refusingQueues(kv), {
      env: { DENO_DEPLOY: "true" },
      kvPath: undefined,
    })).persistent,
    true,
  );
  // A KV Connect URL in KV_PATH is persistent; a file on Deploy is not.
  assert.equal(
    (await checkStore(kv, {
      env: { DENO_DEPLOY: "true" },
      kvPath: "https://api.deno.com/v2/databases/x/connect",
    })).persistent,
    true,
  );
  const file = await checkStore(kv, {
    env: { DENO_DEPLOY: "true" },
    kvPath: ":memory:",
  });
  assert.equal(file.persistent, false);
  assert.match(file.reason!, /KV_PATH=:memory: is not persistent/);
});
