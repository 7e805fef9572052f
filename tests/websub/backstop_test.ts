import assert from "node:assert/strict";
import { registerBackstop, runBackstops } from "../../lib/websub/backstop.ts";

Deno.test("runBackstops drives every registered worker", async () => {
  const runs: string[] = [];
  const offA = registerBackstop({
    runBackstop: () => Promise.resolve(void runs.push("a")),
  });
  const offB = registerBackstop({
    runBackstop: () => Promise.resolve(void runs.push("b")),
  });
  try {
    assert.deepEqual(await runBackstops(), { workers: 2, finished: true });
    assert.deepEqual(runs.sort(), ["a", "b"]);
  } finally {
    offA();
    offB();
  }
});

Deno.test("runBackstops waits for a worker that registers during the run", async () => {
  let ran = false;
  let off = () => {};
  const timer = setTimeout(() => {
    off = registerBackstop({
      runBackstop: () => Promise.resolve(void (ran = true)),
    });
  }, 50);
  try {
    const run = await runBackstops({ registerWaitMs: 5_000 });
    assert.deepEqual(run, { workers: 1, finished: true });
    assert.equal(ran, true);
  } finally {
    clearTimeout(timer);
    off();
  }
});

Deno.test("runBackstops without a worker gives up after its wait", async () => {
  assert.deepEqual(await runBackstops({ registerWaitMs: 20 }), {
    workers: 0,
    finished: true,
  });
});

Deno.test("runBackstops is time-boxed: a long pass goes on, the run returns", async () => {
  let release = () => {};
  const pass = new Promise<void>((resolve) => release = resolve);
  let finished = false;
  const off = registerBackstop({
    runBackstop: () => pass.then(() => void (finished = true)),
  });
  try {
    const started = Date.now();
    const run = await runBackstops({ budgetMs: 100 });
    assert.deepEqual(run, { workers: 1, finished: false });
    assert.ok(Date.now() - started < 5_000);
    assert.equal(finished, false);
    release();
    await pass;
    await Promise.resolve();
    assert.equal(finished, true, "the pass went on after the run");
  } finally {
    off();
  }
});
