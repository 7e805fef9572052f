import assert from "node:assert/strict";
import { captureConsole } from "../helpers/console.ts";
import { createHubRoutes, MAX_HUB_BODY_BYTES } from "../../routes/hub.ts";
import {
  listIntents,
  listSubscriptions,
} from "../../lib/websub/subscriptions.ts";
import { createTestDeps } from "../helpers/websub_fixtures.ts";
import type { HubHarness } from "../helpers/websub_harness.ts";
import { storeSubscription, withHub } from "../helpers/websub_harness.ts";

const HUB = "http://hub.test/api/websub/hub";

function form(
  h: HubHarness,
  fields: Record<string, string> = {},
): Record<string, string> {
  return {
    "hub.mode": "subscribe",
    "hub.callback": h.subscriber.url("cb"),
    "hub.topic": h.topic("/feed.xml"),
    ...fields,
  };
}

async function expectText(
  response: Response,
  status: number,
  pattern: RegExp,
): Promise<void> {
  const body = await response.text();
  assert.equal(response.status, status, body);
  assert.match(response.headers.get("content-type") ?? "", /^text\/plain/);
  assert.match(body, pattern);
}

/** A JSON error (every hub error but the four plain-text 400s). */
async function expectJson(
  response: Response,
  status: number,
  expected: { error: string; message: RegExp },
): Promise<void> {
  const text = await response.text();
  assert.equal(response.status, status, text);
  assert.match(
    response.headers.get("content-type") ?? "",
    /^application\/json/,
  );
  const body = JSON.parse(text);
  assert.equal(body.error, expected.error);
  assert.match(body.message, expected.message);
}

Deno.test("a well-formed subscription is accepted with 202 and verified afterwards", async () => {
  await withHub({}, async (h) => {
    const response = await h.hub(
      form(h, { "hub.unknown": "ignored", "hub.lease_seconds": "4000" }),
    );
    await expectText(response, 202, /verify/);
    await h.worker!.idle();
    assert.equal(h.subscriber.verifications("cb").length, 1);
    const [subscription] = await listSubscriptions(h.kv);
    assert.equal(subscription.value.leaseSeconds, 4000);
    assert.equal(
      h.subscriber.notifications("cb").length,
      0,
      "subscribing never pushes by itself",
    );
  });
});

Deno.test("the four named reasons get a plain-text 400, other malformed requests a JSON 400; no trace", async () => {
  await withHub({ worker: false }, async (h) => {
    const noMode = form(h);
    delete noMode["hub.mode"];
    const cases: Array<[Record<string, string>, RegExp]> = [
      [
        form(h, {
          "hub.callback": h.subscriber.url("cb").replace("https:", "http:"),
        }),
        /HTTPS/,
      ],
      [noMode, /hub\.mode is missing/],
      [form(h, { "hub.mode": "publish" }), /subscribe or unsubscribe/],
      [
        form(h, { "hub.topic": h.topic("/insights.json") }),
        /hub\.topic must be one of/,
      ],
      [
        form(h, { "hub.topic": "https://elsewhere.example/feed.xml" }),
        /hub\.topic/,
      ],
      [form(h, { "hub.secret": "x".repeat(200) }), /hub\.secret/],
    ];
    for (const [fields, pattern] of cases) {
      await expectText(await h.hub(fields), 400, pattern);
    }
    const others: Array<[Record<string, string>, RegExp]> = [
      [form(h, { "hub.lease_seconds": "-5" }), /whole number/],
      [form(h, { "hub.callback": "/relative" }), /absolute URL/],
      [
        form(h, { "hub.callback": "https://u:p@subscriber.example/cb" }),
        /credentials/,
      ],
    ];
    for (const [fields, message] of others) {
      await expectJson(await h.hub(fields), 400, {
        error: "invalid_hub_request",
        message,
      });
    }
    assert.deepEqual(await listIntents(h.kv), []);
  });
});

Deno.test("other methods get 405 with Allow: POST", async () => {
  await withHub({ worker: false }, async (h) => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const response = await h.app.request(HUB, { method });
      assert.equal(response.status, 405);
      assert.equal(response.headers.get("allow"), "POST");
      assert.equal((await response.json()).error, "method_not_allowed");
    }
  });
});

Deno.test("a body that is not form-encoded gets 415", async () => {
  await withHub({ worker: false }, async (h) => {
    for (
      const headers of [
        { "content-type": "application/json" },
        {} as Record<string, string>,
      ]
    ) {
      const response = await h.app.request(HUB, {
        method: "POST",
        headers,
        body: "{}",
      });
      await expectJson(response, 415, {
        error: "unsupported_media_type",
        message: /x-www-form-urlencoded/,
      });
    }
    const charset = await h.app.request(HUB, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded; charset=UTF-8",
      },
      body: new URLSearchParams(form(h)).toString(),
    });
    assert.equal(charset.status, 202);
  });
});

Deno.test("a body over the size cap gets 413, declared or streamed", async () => {
  await withHub({ worker: false }, async (h) => {
    const big = new URLSearchParams(
      form(h, { padding: "x".repeat(MAX_HUB_BODY_BYTES) }),
    ).toString();
    const declared = await h.app.request(HUB, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": String(big.length),
      },
      body: big,
    });
    await expectJson(declared, 413, {
      error: "payload_too_large",
      message: /at most/,
    });
    const streamed = await h.app.request(HUB, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new Blob([big]).stream(),
    });
    await expectJson(streamed, 413, {
      error: "payload_too_large",
      message: /at most/,
    });
  });
});

Deno.test("rate limits per client address and per callback host answer 429 with Retry-After", async () => {
  await withHub({
    worker: false,
    routes: {
      clientRate: { burst: 3, perSecond: 0.1 },
      callbackHostRate: { burst: 2, perSecond: 0.1 },
    },
  }, async (h) => {
    const post = (address: string, fields: Record<string, string>) =>
      h.app.request(HUB, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      }, { remoteAddr: { hostname: address } });
    assert.equal((await post("10.0.0.1", form(h))).status, 202);
    assert.equal((await post("10.0.0.1", form(h))).status, 202);
    const hostLimited = await post("10.0.0.2", form(h));
    await expectJson(hostLimited, 429, {
      error: "too_many_requests",
      message: /callback host/,
    });
    assert.equal(hostLimited.headers.get("retry-after"), "10");
    const other = form(h, { "hub.callback": "https://[2001:db8::1]/cb" });
    assert.equal((await post("10.0.0.1", other)).status, 202);
    const clientLimited = await post("10.0.0.1", other);
    await expectJson(clientLimited, 429, {
      error: "too_many_requests",
      message: /this address/,
    });
    assert.ok(Number(clientLimited.headers.get("retry-after")) >= 1);
  });
});

Deno.test("a callback host with the most subscriptions allowed gets 403 for a new one", async () => {
  await withHub(
    { worker: false, routes: { maxSubscriptionsPerHost: 2 } },
    async (h) => {
      await storeSubscription(h.kv, {
        callback: h.subscriber.url("one"),
        topicPath: "/feed.xml",
      });
      await storeSubscription(h.kv, {
        callback: h.subscriber.url("two"),
        topicPath: "/feed.xml",
      });
      await expectJson(await h.hub(form(h)), 403, {
        error: "subscription_limit",
        message: /most subscriptions/,
      });
      // Renewing an existing subscription is still possible.
      assert.equal(
        (await h.hub(form(h, { "hub.callback": h.subscriber.url("one") })))
          .status,
        202,
      );
      assert.equal(
        (await h.hub(form(h, { "hub.mode": "unsubscribe" }))).status,
        202,
      );
    },
  );
});

Deno.test("without WEBSUB_ALLOW_PRIVATE_CALLBACKS, loopback and private callbacks are refused", async () => {
  await withHub({
    worker: false,
    env: { WEBSUB_ALLOW_PRIVATE_CALLBACKS: "false" },
  }, async (h) => {
    for (
      const callback of [
        "https://127.0.0.1/cb",
        "https://localhost:8443/cb",
        "https://[::1]/cb",
        "https://[::ffff:127.0.0.1]/cb",
        "https://10.1.2.3/cb",
        "https://169.254.169.254/latest",
        "https://0x7f.1/cb",
      ]
    ) {
      await expectJson(
        await h.hub(form(h, { "hub.callback": callback })),
        400,
        { error: "invalid_hub_request", message: /must not point/ },
      );
    }
    assert.deepEqual(await listIntents(h.kv), []);
  });
});

Deno.test("a store failure answers 503, never 500", async () => {
  const testDeps = await createTestDeps();
  const app = createHubRoutes(testDeps.deps);
  testDeps.kv.close();
  using logged = captureConsole(["error"]);
  const response = await app.request(HUB, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      "hub.mode": "subscribe",
      "hub.callback": "https://subscriber.example/cb",
      "hub.topic": "http://hub.test/feed.xml",
    }).toString(),
  });
  assert.equal(response.headers.get("retry-after"), "5");
  await expectJson(response, 503, {
    error: "unavailable",
    message: /try again later/,
  });
  assert.equal(logged.calls.error.length, 1);
  assert.match(logged.lines("error")[0], /^websub: hub request failed:/);
});
