/**
 * The KV session store (lib/mcp/sessions.ts): sliding expiry on a fake
 * clock, ending, ids, persistence across store handles.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SESSION_TTL_MS,
  type McpSession,
  McpSessionStore,
  SESSION_PREFIX,
} from "../../lib/mcp/sessions.ts";
import { tempDir } from "../helpers/kv.ts";

function clock(start = 1_700_000_000_000) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

Deno.test("create stores the session in KV with its version and client", async () => {
  using kv = await Deno.openKv(":memory:");
  const time = clock();
  const store = new McpSessionStore(kv, { now: time.now });
  assert.equal(store.ttlMs, DEFAULT_SESSION_TTL_MS);
  const session = await store.create({
    protocolVersion: "2025-06-18",
    client: { name: "x".repeat(500), version: 7 },
  });
  assert.match(session.id, /^[A-Za-z0-9_-]{43}$/);
  assert.equal(session.protocol_version, "2025-06-18");
  assert.equal(session.client.name.length, 200);
  assert.equal(session.client.version, "");
  assert.equal(session.expires_at, time.now() + DEFAULT_SESSION_TTL_MS);
  const stored = await kv.get<McpSession>([...SESSION_PREFIX, session.id]);
  assert.deepEqual(stored.value, session);
  const other = await store.create({ protocolVersion: "2025-11-25" });
  assert.notEqual(other.id, session.id);
});

Deno.test("use slides the expiry; an idle session expires", async () => {
  using kv = await Deno.openKv(":memory:");
  const time = clock();
  const store = new McpSessionStore(kv, {
    ttlMs: 10_000,
    refreshMs: 1_000,
    now: time.now,
  });
  const session = await store.create({ protocolVersion: "2025-06-18" });
  // Used every 6 s for a minute: far past the 10 s TTL, still alive.
  for (let i = 0; i < 10; i++) {
    time.advance(6_000);
    const used = await store.use(session.id);
    assert.ok(used, `use ${i}`);
    assert.equal(used.expires_at, time.now() + 10_000);
  }
  time.advance(10_000);
  assert.equal(await store.use(session.id), null);
});

Deno.test("use rewrites the entry at most once per refresh interval", async () => {
  using kv = await Deno.openKv(":memory:");
  const time = clock();
  const store = new McpSessionStore(kv, {
    ttlMs: 60_000,
    refreshMs: 5_000,
    now: time.now,
  });
  const session = await store.create({ protocolVersion: "2025-06-18" });
  const key = [...SESSION_PREFIX, session.id];
  const first = (await kv.get(key)).versionstamp;
  time.advance(4_000);
  await store.use(session.id);
  assert.equal((await kv.get(key)).versionstamp, first, "no write yet");
  time.advance(2_000);
  const renewed = await store.use(session.id);
  assert.equal(renewed?.expires_at, time.now() + 60_000);
  assert.notEqual((await kv.get(key)).versionstamp, first, "renewed");
});

Deno.test("an entry past its stored expiry is gone even before KV drops it", async () => {
  using kv = await Deno.openKv(":memory:");
  const time = clock();
  const store = new McpSessionStore(kv, { ttlMs: 1_000, now: time.now });
  const session = await store.create({ protocolVersion: "2025-06-18" });
  time.advance(1_000);
  assert.ok((await kv.get([...SESSION_PREFIX, session.id])).value);
  assert.equal(await store.use(session.id), null);
  assert.equal(await store.end(session.id), false);
});

Deno.test("end removes a session once; unknown and malformed ids are null", async () => {
  using kv = await Deno.openKv(":memory:");
  const store = new McpSessionStore(kv);
  const session = await store.create({ protocolVersion: "2025-03-26" });
  assert.equal(await store.end(session.id), true);
  assert.equal(await store.use(session.id), null);
  assert.equal(await store.end(session.id), false);
  for (
    const id of [
      "",
      "short",
      "x".repeat(43),
      "a/b".repeat(15),
      "é".repeat(43),
    ]
  ) {
    assert.equal(await store.use(id), null, id);
    assert.equal(await store.end(id), false, id);
  }
});

Deno.test("a session outlives the store handle that made it", async () => {
  await using dir = await tempDir();
  const path = `${dir.path}/store.kv`;
  const first = await Deno.openKv(path);
  const session = await new McpSessionStore(first).create({
    protocolVersion: "2025-11-25",
  });
  first.close();
  using second = await Deno.openKv(path);
  const found = await new McpSessionStore(second).use(session.id);
  assert.equal(found?.protocol_version, "2025-11-25");
});

Deno.test("concurrent uses all see a live session; none started after an end sees it", async () => {
  using kv = await Deno.openKv(":memory:");
  const store = new McpSessionStore(kv);
  const { id } = await store.create({ protocolVersion: "2025-06-18" });
  const before = await Promise.all(
    Array.from({ length: 50 }, () => store.use(id)),
  );
  assert.ok(before.every((session) => session?.id === id));
  // Uses in flight while the session ends may see it either way; every
  // use that starts after the end is known to have committed sees null.
  const racing = Array.from({ length: 50 }, () => store.use(id));
  assert.equal(await store.end(id), true);
  const after = await Promise.all(
    Array.from({ length: 50 }, () => store.use(id)),
  );
  assert.ok(after.every((session) => session === null));
  await Promise.all(racing);
  assert.equal(await store.use(id), null);
});

Deno.test("a failed read fails every use waiting on it, and the next use reads again", async () => {
  const kv = await Deno.openKv(":memory:");
  const store = new McpSessionStore(kv);
  const { id } = await store.create({ protocolVersion: "2025-06-18" });
  kv.close();
  const uses = Array.from({ length: 5 }, () => store.use(id));
  for (const use of uses) await assert.rejects(use);
  await assert.rejects(store.use(id));
});
