import assert from "node:assert/strict";
import { ConfigError } from "../../lib/config.ts";
import { readCurrentPointer } from "../../lib/dataset/store.ts";
import { ImportError, importFile } from "../../lib/dataset/importer.ts";
import { startService } from "../../service.ts";
import {
  readSmallDataset,
  ROOT_PATH,
  SMALL_DATASET_PATH,
} from "../helpers/data.ts";
import { tempDir, withKvAt, withTempDir } from "../helpers/kv.ts";
import { type StartedService, startedService } from "../helpers/service.ts";
import {
  runDenoScript,
  runToCompletion,
  subprocessEnv,
} from "../helpers/process.ts";
import { START_DEADLINE_MS } from "../helpers/wait.ts";

/** Starts the service on the small dataset with a fresh store in `dir`. */
function startSmallService(dir: string): Promise<StartedService> {
  return startedService({
    PORT: "0",
    KV_PATH: `${dir}/store.kv`,
    DATA_FILE: SMALL_DATASET_PATH,
  }, { quiet: true });
}

Deno.test("an empty store imports DATA_FILE at start", async () => {
  await using dir = await tempDir();
  await using service = await startSmallService(dir.path);
  assert.match(service.url, /^http:\/\/127\.0\.0\.1:\d+$/);
  assert.notEqual(service.config.port, 0);
  assert.equal(
    service.config.baseUrl,
    `http://localhost:${service.config.port}`,
  );
  const response = await fetch(`${service.url}/reviews.json`);
  assert.equal(response.status, 200);
  const dataset = await response.json();
  assert.equal(dataset.reviews.length, 10);
  const pointer = await readCurrentPointer(service.deps.kv);
  assert.equal(pointer?.version, service.deps.snapshots.current.version);
});

Deno.test("a store with a version does not import DATA_FILE again", async () => {
  await using dir = await tempDir();
  const kvPath = `${dir.path}/store.kv`;
  const version = await withKvAt(
    kvPath,
    async (kv) => (await importFile(kv, SMALL_DATASET_PATH)).pointer.version,
  );
  const raw = await readSmallDataset();
  raw.reviews = raw.reviews.slice(0, 3);
  const other = `${dir.path}/other.json`;
  await Deno.writeTextFile(other, JSON.stringify(raw));
  await using service = await startedService({
    PORT: "0",
    KV_PATH: kvPath,
    DATA_FILE: other,
  });
  assert.equal(service.deps.snapshots.current.version, version);
  const response = await fetch(`${service.url}/reviews.json`);
  assert.equal((await response.json()).reviews.length, 10);
});

Deno.test("startService: a bad DATA_FILE or environment is an error", async () => {
  await withTempDir(async (dir) => {
    const raw = await readSmallDataset();
    raw.reviews[0].rating = 0;
    const bad = `${dir}/bad.json`;
    await Deno.writeTextFile(bad, JSON.stringify(raw));
    const env = { PORT: "0", KV_PATH: `${dir}/store.kv` };
    await assert.rejects(
      startService({ ...env, DATA_FILE: bad }, { hostname: "127.0.0.1" }),
      (error: unknown) =>
        error instanceof ImportError &&
        error.issues.some((issue) => issue.path === "$.reviews[0].rating"),
    );
    await assert.rejects(
      startService(
        { ...env, DATA_FILE: `${dir}/missing.json` },
        { hostname: "127.0.0.1" },
      ),
      ImportError,
    );
    await assert.rejects(
      startService({ ...env, PORT: "http" }, { hostname: "127.0.0.1" }),
      ConfigError,
    );
    // Nothing was published by the failed starts.
    await withKvAt(env.KV_PATH, async (kv) => {
      assert.equal(await readCurrentPointer(kv), null);
    });
  });
});

Deno.test("the real server: HEAD has no body, 404 and 405 are JSON", async () => {
  await using dir = await tempDir();
  await using service = await startSmallService(dir.path);
  for (
    const path of ["/reviews.json", "/feed.xml", "/api/reviews/search"]
  ) {
    const get = await fetch(`${service.url}${path}`);
    const length = (await get.arrayBuffer()).byteLength;
    const head = await fetch(`${service.url}${path}`, { method: "HEAD" });
    assert.equal(head.status, 200);
    assert.equal((await head.arrayBuffer()).byteLength, 0);
    assert.equal(head.headers.get("etag"), get.headers.get("etag"));
    // HEAD declares the length a GET would send.
    assert.equal(head.headers.get("content-length"), String(length), path);
  }
  const missing = await fetch(`${service.url}/no/such/path`);
  assert.equal(missing.status, 404);
  assert.equal((await missing.json()).error, "not_found");
  const post = await fetch(`${service.url}/reviews.json`, {
    method: "POST",
    body: "{}",
  });
  assert.equal(post.status, 405);
  assert.match(post.headers.get("allow")!, /GET/);
  await post.body?.cancel();
  // Closing twice is harmless (the dispose closes again).
  await service.close();
});

/** Reads a child's stdout until `pattern` matches or the time runs out. */
async function waitForLine(
  stream: ReadableStream<Uint8Array>,
  pattern: RegExp,
  timeoutMs: number,
): Promise<{ match: RegExpMatchArray | null; output: string }> {
  const reader = stream.pipeThrough(new TextDecoderStream()).getReader();
  let output = "";
  const timer = setTimeout(() => reader.cancel(), timeoutMs);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return { match: null, output };
      output += value;
      const match = output.match(pattern);
      if (match) return { match, output };
    }
  } finally {
    clearTimeout(timer);
    await reader.cancel();
  }
}

Deno.test("main.ts prints where it listens and serves until SIGTERM", async () => {
  await withTempDir(async (dir) => {
    const child = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "main.ts"],
      cwd: ROOT_PATH,
      clearEnv: true,
      env: subprocessEnv({
        PORT: "0",
        KV_PATH: `${dir}/store.kv`,
        DATA_FILE: SMALL_DATASET_PATH,
      }),
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const stderr = new Response(child.stderr).text();
    try {
      const { match, output } = await waitForLine(
        child.stdout,
        /Listening on (http:\/\/127\.0\.0\.1:(\d+))\//,
        START_DEADLINE_MS,
      );
      assert.ok(match, `no "Listening on" line in:\n${output}`);
      const response = await fetch(`${match[1]}/reviews.json`);
      assert.equal(response.status, 200);
      assert.equal((await response.json()).reviews.length, 10);
      const search = await fetch(`${match[1]}/api/reviews/search?rating=9`);
      assert.equal(search.status, 400);
      await search.body?.cancel();
    } finally {
      child.kill("SIGTERM");
    }
    const status = await child.status;
    await stderr;
    assert.equal(status.code, 0);
  });
});

Deno.test("main.ts exits 1 with a clear message: a bad DATA_FILE, PORT or KV_PATH, a port in use", async () => {
  await withTempDir(async (dir) => {
    const raw = await readSmallDataset();
    raw.reviews[2].date = "2025-02-30";
    raw.reviews[4].rating = 7;
    const bad = `${dir}/bad.json`;
    await Deno.writeTextFile(bad, JSON.stringify(raw));
    const result = await runDenoScript("main.ts", [], {
      PORT: "0",
      KV_PATH: `${dir}/store.kv`,
      DATA_FILE: bad,
    });
    assert.equal(result.code, 1);
    assert.match(result.stderr, /\$\.reviews\[2\] \(id r-003\)\.date/);
    assert.match(result.stderr, /\$\.reviews\[4\] \(id r-005\)\.rating/);
    assert.doesNotMatch(result.stdout, /Listening/);

    const config = await runDenoScript("main.ts", [], {
      PORT: "99999",
      KV_PATH: `${dir}/store.kv`,
      DATA_FILE: SMALL_DATASET_PATH,
    });
    assert.equal(config.code, 1);
    assert.match(config.stderr, /PORT/);

    // A port in use and a store that cannot be opened: one line each, no
    // stack trace.
    using busy = Deno.listen({ port: 0 });
    const taken = await runDenoScript("main.ts", [], {
      PORT: String((busy.addr as Deno.NetAddr).port),
      KV_PATH: `${dir}/store.kv`,
      DATA_FILE: SMALL_DATASET_PATH,
    });
    assert.equal(taken.code, 1);
    assert.match(taken.stderr, /^port \d+ is in use: .*PORT/m);
    assert.doesNotMatch(taken.stderr, /\n\s+at /);
    const store = await runDenoScript("main.ts", [], {
      PORT: "0",
      KV_PATH: `${bad}/store.kv`,
      DATA_FILE: SMALL_DATASET_PATH,
    });
    assert.equal(store.code, 1);
    assert.match(store.stderr, /KV_PATH=.*cannot open the store/);
    assert.doesNotMatch(store.stderr, /\n\s+at /);
  });
});

/** What `deno info --json` says of one module. */
interface InfoModule {
  specifier: string;
  dependencies?: { code?: { specifier: string }; isDynamic?: boolean }[];
}

/**
 * The modules a process evaluates before its own code runs: the graph of
 * `main` through its static imports (an `import()` whose specifier is made
 * at run time is not in it).
 */
async function startupGraph(main: string): Promise<string[]> {
  const result = await runToCompletion(
    Deno.execPath(),
    ["info", "--json", main],
    { cwd: ROOT_PATH, env: subprocessEnv({}) },
  );
  assert.equal(result.code, 0, result.stderr);
  const info = JSON.parse(result.stdout) as {
    roots: string[];
    modules: InfoModule[];
  };
  const modules = new Map(info.modules.map((m) => [m.specifier, m]));
  const seen = new Set<string>();
  const pending = [...info.roots];
  while (pending.length > 0) {
    const specifier = pending.pop()!;
    if (seen.has(specifier)) continue;
    seen.add(specifier);
    for (const dependency of modules.get(specifier)?.dependencies ?? []) {
      if (dependency.code && !dependency.isDynamic) {
        pending.push(dependency.code.specifier);
      }
    }
  }
  return [...seen];
}

Deno.test("main.ts starts without npm packages, the pages or the hub: they are loaded after it listens", async () => {
  const graph = await startupGraph("main.ts");
  const local = graph.filter((specifier) => specifier.startsWith("file:"));
  assert.ok(local.some((specifier) => specifier.endsWith("/crons.ts")));
  assert.ok(local.some((specifier) => specifier.endsWith("/service.ts")));
  // Hono, zod, @noble/hashes, the MCP SDK and wink-nlp each cost a new
  // instance tens of ms before its first answer.
  const late = graph.filter((specifier) =>
    specifier.startsWith("npm:") ||
    /\/(routes\/mod\.ts|lib\/dataset\/snapshot\.ts|lib\/pages\/|lib\/schemas\/|lib\/websub\/worker\.ts)/
      .test(specifier)
  );
  assert.deepEqual(late, []);
});
