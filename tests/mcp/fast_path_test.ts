/**
 * The fast path (lib/mcp/fast_path.ts) holds its rule: every answer it
 * gives is the SDK path's answer to the same request, byte for byte, in
 * both generations; and it leaves alone every request the SDK could judge
 * otherwise.
 */
import assert from "node:assert/strict";
import { SnapshotHolder } from "../../lib/dataset/snapshot_holder.ts";
import {
  createStatelessDispatch,
  dispatchSession,
  dispatchStateless,
} from "../../lib/mcp/dispatch.ts";
import {
  fastSessionAnswer,
  fastStatelessAnswer,
  repeatedStatelessAnswer,
} from "../../lib/mcp/fast_path.ts";
import {
  publishFixture,
  statelessHeaders,
  statelessMessage,
} from "../helpers/mcp.ts";

const URL_ = "http://reviews.test/mcp";

/** Plain calls, including non-ASCII arguments and a failed lookup. */
const CALLS = [
  { name: "search_reviews", arguments: { limit: 5 } },
  { name: "search_reviews", arguments: { query: "José", limit: 3 } },
  {
    name: "search_reviews",
    arguments: { min_rating: 4, query: "water heater" },
  },
  { name: "get_rating_summary", arguments: {} },
  { name: "get_rating_summary", arguments: { since: "2024-01-01" } },
  { name: "get_business" },
  { name: "get_review", arguments: { id: "no-such-review" } },
  { name: "get_insights", arguments: { section: "summary" } },
  { name: "list_technicians", arguments: {} },
];

async function withHolder(fn: (holder: SnapshotHolder) => Promise<void>) {
  using kv = await Deno.openKv(":memory:");
  await fn(new SnapshotHolder(await publishFixture(kv, "https://r.test")));
}

/** Runs `fn` with a fixture holder and the SDK's stateless dispatch over it. */
async function withSdk(
  fn: (
    holder: SnapshotHolder,
    sdk: ReturnType<typeof createStatelessDispatch>,
  ) => Promise<void>,
) {
  await withHolder(async (holder) => {
    const sdk = createStatelessDispatch(holder, { maxBodyBytes: 65536 });
    try {
      await fn(holder, sdk);
    } finally {
      await sdk.close();
    }
  });
}

function request(headers: Record<string, string>, body: unknown): Request {
  return new Request(URL_, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
}

async function same(fast: Response, sdk: Response, label: string) {
  assert.equal(fast.status, sdk.status, label);
  assert.equal(
    fast.headers.get("content-type"),
    sdk.headers.get("content-type"),
    label,
  );
  assert.equal(await fast.text(), await sdk.text(), label);
}

Deno.test("2026-07-28: the fast answer is the SDK's, byte for byte", async () => {
  await withSdk(async (holder, sdk) => {
    for (const [index, call] of CALLS.entries()) {
      for (const id of [index, `id-${index}`]) {
        const body = statelessMessage(id, "tools/call", call);
        const headers = statelessHeaders("tools/call", call.name);
        const fast = fastStatelessAnswer(holder.current, {
          request: request(headers, body),
          body: body,
        });
        assert.ok(fast, call.name);
        const answer = await dispatchStateless(
          sdk,
          request(headers, body),
          body,
        );
        await same(fast, answer, `${call.name} ${id}`);
      }
    }
  });
});

Deno.test("2025 sessions: the fast answer is the SDK transport's, byte for byte", async () => {
  await withHolder(async (holder) => {
    for (const version of ["2025-03-26", "2025-06-18", "2025-11-25"] as const) {
      for (const [index, call] of CALLS.entries()) {
        const body = {
          jsonrpc: "2.0",
          id: index,
          method: "tools/call",
          params: call,
        };
        const fast = fastSessionAnswer(holder.current, body);
        assert.ok(fast, call.name);
        const answer = await dispatchSession(holder, body, {
          protocolVersion: version,
          url: URL_,
        });
        await same(fast, answer, `${version} ${call.name}`);
      }
    }
  });
});

Deno.test("answers built one after another keep their own ids, short and long", async () => {
  await withSdk(async (holder, sdk) => {
    const call = CALLS[2];
    const headers = statelessHeaders("tools/call", call.name);
    // All built before any is read: each must hold its own bytes.
    const ids = [7, "é-id", 123456789, "x".repeat(100), 8];
    const built = ids.map((id) => {
      const body = statelessMessage(id, "tools/call", call);
      const fast = fastStatelessAnswer(holder.current, {
        request: request(headers, body),
        body: body,
      });
      assert.ok(fast, String(id));
      return { id, body, fast };
    });
    for (const { id, body, fast } of built) {
      const answer = await dispatchStateless(
        sdk,
        request(headers, body),
        body,
      );
      await same(fast, answer, String(id));
    }
    const sessionBodies = ids.map((id) => ({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: call,
    }));
    const sessionAnswers = sessionBodies.map((body) =>
      fastSessionAnswer(holder.current, body)
    );
    for (const [index, body] of sessionBodies.entries()) {
      const fast = sessionAnswers[index];
      assert.ok(fast);
      await same(
        fast,
        await dispatchSession(holder, body, {
          protocolVersion: "2025-06-18",
          url: URL_,
        }),
        `session ${body.id}`,
      );
    }
  });
});

Deno.test("a repeated id is answered by clones of its kept answer, the SDK's bytes each time", async () => {
  await withSdk(async (holder, sdk) => {
    const call = CALLS[2];
    const headers = statelessHeaders("tools/call", call.name);
    const body = statelessMessage(1, "tools/call", call);
    const expected = await dispatchStateless(
      sdk,
      request(headers, body),
      body,
    );
    const expectedText = await expected.text();
    const ask = () => {
      const fast = fastStatelessAnswer(holder.current, {
        request: request(headers, body),
        body: body,
      });
      assert.ok(fast);
      return fast;
    };
    // Several clones out at once, read in turn: none uses another's body.
    const answers = [ask(), ask(), ask()];
    for (const fast of answers) {
      assert.equal(fast.status, 200);
      assert.equal(fast.headers.get("content-type"), "application/json");
      assert.equal(await fast.text(), expectedText);
    }
    // After more other ids than are kept, the first is built again.
    for (let id = 2; id < 80; id++) {
      const other = statelessMessage(id, "tools/call", call);
      const fast = fastStatelessAnswer(holder.current, {
        request: request(headers, other),
        body: other,
      });
      assert.ok(fast);
      assert.equal(
        await fast.text(),
        expectedText.replace(/"id":1}$/, `"id":${id}}`),
      );
    }
    const again = ask();
    assert.equal(again.headers.get("content-type"), "application/json");
    assert.equal(await again.text(), expectedText);
    // 2025: the same for a session's repeated call.
    const plain = {
      jsonrpc: "2.0",
      id: 5,
      method: "tools/call",
      params: call,
    };
    const sessionAnswer = await (await dispatchSession(holder, plain, {
      protocolVersion: "2025-06-18",
      url: URL_,
    })).text();
    for (let round = 0; round < 3; round++) {
      const fast = fastSessionAnswer(holder.current, plain);
      assert.ok(fast);
      await same(
        fast,
        await dispatchSession(holder, plain, {
          protocolVersion: "2025-06-18",
          url: URL_,
        }),
        `session round ${round}`,
      );
    }
    assert.ok(sessionAnswer.endsWith(`"id":5}`));
  });
});

Deno.test("a body text answered before is answered again unparsed, the SDK's bytes, with its headers checked anew", async () => {
  await withSdk(async (holder, sdk) => {
    for (const [index, call] of CALLS.entries()) {
      const body = statelessMessage(`repeat-${index}`, "tools/call", call);
      const text = JSON.stringify(body);
      const headers = statelessHeaders("tools/call", call.name);
      const post = (other = headers) => ({
        request: request(other, body),
        text,
      });
      assert.equal(repeatedStatelessAnswer(holder.current, post()), null);
      // Once: a new id, not remembered (numbered requests never repeat).
      assert.ok(fastStatelessAnswer(holder.current, { ...post(), body }));
      assert.equal(repeatedStatelessAnswer(holder.current, post()), null);
      // Its id again: remembered.
      assert.ok(
        fastStatelessAnswer(holder.current, { ...post(), body }),
        call.name,
      );
      const repeated = repeatedStatelessAnswer(holder.current, post());
      assert.ok(repeated, call.name);
      await same(
        repeated,
        await dispatchStateless(sdk, request(headers, body), body),
        `repeated ${call.name}`,
      );
      // The headers are not in the text: checked on every request.
      for (
        const other of [
          { ...headers, "mcp-name": "no_such_tool" },
          { ...headers, "mcp-method": "tools/list" },
          { ...headers, "mcp-protocol-version": "2025-06-18" },
          { ...headers, accept: "application/json" },
        ]
      ) {
        assert.equal(
          repeatedStatelessAnswer(holder.current, post(other)),
          null,
          JSON.stringify(other),
        );
      }
      const put = new Request(URL_, { method: "PUT", headers, body: text });
      assert.equal(
        repeatedStatelessAnswer(holder.current, { request: put, text }),
        null,
      );
    }
    // Another snapshot (a new dataset version) answers afresh.
    using kv = await Deno.openKv(":memory:");
    const other = await publishFixture(kv, "https://r.test");
    const call = CALLS[0];
    const body = statelessMessage(1, "tools/call", call);
    const text = JSON.stringify(body);
    const headers = statelessHeaders("tools/call", call.name);
    for (let round = 0; round < 2; round++) {
      assert.ok(
        fastStatelessAnswer(holder.current, {
          request: request(headers, body),
          body,
          text,
        }),
      );
    }
    assert.ok(
      repeatedStatelessAnswer(holder.current, {
        request: request(headers, body),
        text,
      }),
    );
    assert.equal(
      repeatedStatelessAnswer(other, {
        request: request(headers, body),
        text,
      }),
      null,
    );
    // Only answered texts are remembered, and only short ones.
    const refused = statelessMessage(2, "tools/call", {
      name: "search_reviews",
      arguments: { limit: 0 },
    });
    const refusedText = JSON.stringify(refused);
    for (let round = 0; round < 2; round++) {
      assert.equal(
        fastStatelessAnswer(holder.current, {
          request: request(headers, refused),
          body: refused,
          text: refusedText,
        }),
        null,
      );
    }
    assert.equal(
      repeatedStatelessAnswer(holder.current, {
        request: request(headers, refused),
        text: refusedText,
      }),
      null,
    );
    const longText = text + " ".repeat(5000);
    for (let round = 0; round < 2; round++) {
      assert.ok(
        fastStatelessAnswer(holder.current, {
          request: request(headers, body),
          body,
          text: longText,
        }),
      );
    }
    assert.equal(
      repeatedStatelessAnswer(holder.current, {
        request: request(headers, body),
        text: longText,
      }),
      null,
    );
  });
});

Deno.test("a text that ends with its id, as SDK clients send it, answers every id after one parse", async () => {
  await withSdk(async (holder, sdk) => {
    const call = CALLS[2];
    const headers = statelessHeaders("tools/call", call.name);
    const { jsonrpc, id: _, ...rest } = statelessMessage(
      0,
      "tools/call",
      call,
    );
    // The SDK clients' order: {...request, jsonrpc: "2.0", id}.
    const numbered = (id: unknown) =>
      JSON.stringify({ ...rest, jsonrpc }).slice(0, -1) +
      `,"id":${JSON.stringify(id)}}`;
    const sdkAnswer = async (text: string) => {
      const body = JSON.parse(text);
      return await dispatchStateless(sdk, request(headers, body), body);
    };
    const first = numbered(7);
    const firstBody = JSON.parse(first);
    assert.ok(
      fastStatelessAnswer(holder.current, {
        request: request(headers, firstBody),
        body: firstBody,
        text: first,
      }),
    );
    for (const id of [7, 8, 0, 123456789012345]) {
      const text = numbered(id);
      const fast = repeatedStatelessAnswer(holder.current, {
        request: request(headers, JSON.parse(text)),
        text,
      });
      assert.ok(fast, String(id));
      await same(fast, await sdkAnswer(text), `id ${id}`);
    }
    // Not numbered: other ids' forms, and texts that are not this one.
    const base = numbered(7).slice(0, -2);
    for (
      const text of [
        numbered("8"),
        numbered(1234567890123456),
        numbered(-1),
        numbered(1.5),
        base + "08}",
        base + " 8}",
        numbered(8) + "\n",
      ]
    ) {
      assert.equal(
        repeatedStatelessAnswer(holder.current, {
          request: request(headers, {}),
          text,
        }),
        null,
        text.slice(-12),
      );
    }
    // Headers still checked.
    assert.equal(
      repeatedStatelessAnswer(holder.current, {
        request: request({ ...headers, "mcp-name": "get_business" }, {}),
        text: numbered(9),
      }),
      null,
    );
    // An id member earlier in the text as well: JSON.parse keeps the last,
    // which is the one the answer carries.
    const twice = `{"id":3,${numbered(11).slice(1)}`;
    const twiceBody = JSON.parse(twice);
    assert.equal(twiceBody.id, 11);
    assert.ok(
      fastStatelessAnswer(holder.current, {
        request: request(headers, twiceBody),
        body: twiceBody,
        text: twice,
      }),
    );
    const twiceLater = `{"id":3,${numbered(12).slice(1)}`;
    const later = repeatedStatelessAnswer(holder.current, {
      request: request(headers, {}),
      text: twiceLater,
    });
    assert.ok(later);
    await same(later, await sdkAnswer(twiceLater), "id twice");
  });
});

Deno.test("requests the SDK could judge otherwise are left to it", async () => {
  await withHolder((holder) => {
    const snapshot = holder.current;
    const call = { name: "search_reviews", arguments: { limit: 2 } };
    const good = statelessMessage(1, "tools/call", call);
    const headers = statelessHeaders("tools/call", call.name);
    assert.ok(
      fastStatelessAnswer(snapshot, {
        request: request(headers, good),
        body: good,
      }),
    );
    const params = good.params as Record<string, unknown>;
    const meta = params._meta as Record<string, unknown>;
    const bodies: unknown[] = [
      [good],
      { ...good, extra: 1 },
      { ...good, id: null },
      { ...good, method: "tools/list" },
      { ...good, params: { ...params, task: {} } },
      { ...good, params: { ...params, arguments: [] } },
      { ...good, params: { ...params, arguments: { limit: 0 } } },
      { ...good, params: { ...params, name: "no_such_tool" } },
      { ...good, params: { ...params, _meta: { ...meta, progressToken: 1 } } },
      {
        ...good,
        params: {
          ...params,
          _meta: {
            ...meta,
            "io.modelcontextprotocol/protocolVersion": "2027-01-01",
          },
        },
      },
      { ...good, params: { ...params, _meta: undefined } },
    ];
    for (const body of bodies) {
      assert.equal(
        fastStatelessAnswer(snapshot, {
          request: request(headers, body),
          body: body,
        }),
        null,
        JSON.stringify(body),
      );
    }
    const otherHeaders: Record<string, string>[] = [
      { ...headers, "mcp-name": "get_business" },
      { ...headers, "mcp-method": "tools/list" },
      { ...headers, "mcp-protocol-version": "2025-06-18" },
      { ...headers, accept: "application/json" },
      Object.fromEntries(
        Object.entries(headers).filter(([name]) => name !== "mcp-name"),
      ),
    ];
    for (const other of otherHeaders) {
      assert.equal(
        fastStatelessAnswer(snapshot, {
          request: request(other, good),
          body: good,
        }),
        null,
        JSON.stringify(other),
      );
    }
    // 2025: the same plain-call rules (the session was checked before).
    const plain = { jsonrpc: "2.0", id: 1, method: "tools/call", params: call };
    assert.ok(fastSessionAnswer(snapshot, plain));
    for (
      const body of [
        { ...plain, params: { ...call, _meta: { progressToken: 1 } } },
        { ...plain, params: { ...call, arguments: { limit: 0 } } },
        [plain],
      ]
    ) {
      assert.equal(fastSessionAnswer(snapshot, body), null);
    }
    return Promise.resolve();
  });
});
