import assert from "node:assert/strict";
import {
  callbackUrlWith,
  MAX_VERIFICATION_ANSWER_BYTES,
  postNotification,
  randomChallenge,
  requestVerification,
  sendDenied,
  signatureHeader,
} from "../../lib/websub/callback_http.ts";
import { TestSubscriber } from "../helpers/subscriber.ts";
import { createTestCertificate } from "../helpers/tls.ts";
import { REQUEST_DEADLINE_MS } from "../helpers/wait.ts";

async function withSubscriber(
  test: (subscriber: TestSubscriber, client: Deno.HttpClient) => Promise<void>,
): Promise<void> {
  const certificate = await createTestCertificate();
  const subscriber = TestSubscriber.start(certificate);
  const client = Deno.createHttpClient({ caCerts: [certificate.cert] });
  try {
    await test(subscriber, client);
  } finally {
    await subscriber.close();
    client.close();
    await certificate.remove();
  }
}

Deno.test("callbackUrlWith appends to the callback's own query string", () => {
  assert.equal(
    callbackUrlWith("https://a.example/cb", { "hub.mode": "subscribe" }),
    "https://a.example/cb?hub.mode=subscribe",
  );
  assert.equal(
    callbackUrlWith("https://a.example/cb?x=%20y&z", {
      "hub.topic": "http://t/feed.xml",
    }),
    "https://a.example/cb?x=%20y&z&hub.topic=http%3A%2F%2Ft%2Ffeed.xml",
  );
  assert.equal(
    callbackUrlWith("https://a.example/cb?", { a: "1" }),
    "https://a.example/cb?a=1",
  );
  assert.equal(
    callbackUrlWith("https://a.example/cb?q=1&", { a: "1" }),
    "https://a.example/cb?q=1&a=1",
  );
  assert.equal(
    callbackUrlWith("https://a.example/cb#f", { a: "1" }),
    "https://a.example/cb?a=1",
  );
});

Deno.test("randomChallenge is URL-safe and different each time", () => {
  const seen = new Set<string>();
  for (let index = 0; index < 100; index++) {
    const challenge = randomChallenge();
    assert.match(challenge, /^[A-Za-z0-9_-]{43}$/);
    seen.add(challenge);
  }
  assert.equal(seen.size, 100);
});

Deno.test("signatureHeader is the hex HMAC-SHA256 of the body", async () => {
  // RFC 4231 test case 2.
  const body = new TextEncoder().encode("what do ya want for nothing?");
  assert.equal(
    await signatureHeader("Jefe", body),
    "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
  );
});

Deno.test("requestVerification succeeds only on a 2xx whose body is exactly the challenge", async () => {
  await withSubscriber(async (subscriber, client) => {
    const options = { timeoutMs: REQUEST_DEADLINE_MS, client };
    const params = {
      mode: "subscribe",
      topic: "http://hub.test/feed.xml",
      challenge: "abc123",
      leaseSeconds: 3600,
    };
    subscriber.behave("echo", { verify: "echo" });
    assert.deepEqual(
      await requestVerification(
        subscriber.url("echo", "own=1"),
        params,
        options,
      ),
      { ok: true },
    );
    const [request] = subscriber.verifications("echo");
    assert.equal(request.url.searchParams.get("own"), "1");
    assert.equal(request.url.searchParams.get("hub.mode"), "subscribe");
    assert.equal(
      request.url.searchParams.get("hub.topic"),
      "http://hub.test/feed.xml",
    );
    assert.equal(request.url.searchParams.get("hub.challenge"), "abc123");
    assert.equal(request.url.searchParams.get("hub.lease_seconds"), "3600");

    subscriber.behave("wrong", { verify: "wrong" });
    assert.equal(
      (await requestVerification(subscriber.url("wrong"), params, options))
        .ok,
      false,
    );
    subscriber.behave("404", { verify: 404 });
    assert.deepEqual(
      await requestVerification(subscriber.url("404"), params, options),
      {
        ok: false,
        reason: "answered 404",
      },
    );
    subscriber.behave("redirect", { verify: 302 });
    assert.equal(
      (await requestVerification(subscriber.url("redirect"), params, options))
        .ok,
      false,
    );
    subscriber.behave("padded", { verify: () => new Response("abc123\n") });
    assert.equal(
      (await requestVerification(subscriber.url("padded"), params, options))
        .ok,
      false,
    );
    subscriber.behave("huge", {
      verify: () =>
        new Response("abc123" + "x".repeat(MAX_VERIFICATION_ANSWER_BYTES * 50)),
    });
    assert.deepEqual(
      await requestVerification(subscriber.url("huge"), params, options),
      {
        ok: false,
        reason: "answer too long",
      },
    );
  });
});

Deno.test("requestVerification fails on an unreachable callback or an untrusted certificate", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  const params = {
    mode: "subscribe",
    topic: "t",
    challenge: "c",
    leaseSeconds: 1,
  };
  const refused = await requestVerification(
    `https://127.0.0.1:${port}/cb`,
    params,
    { timeoutMs: REQUEST_DEADLINE_MS },
  );
  assert.ok(!refused.ok);
  assert.match(refused.reason, /network error/);
  await withSubscriber(async (subscriber) => {
    // Without the test certificate the default client does not trust it.
    const untrusted = await requestVerification(subscriber.url("x"), params, {
      timeoutMs: REQUEST_DEADLINE_MS,
    });
    assert.equal(untrusted.ok, false);
  });
});

Deno.test("postNotification sends the content, type, Link and signature and classifies the answer", async () => {
  await withSubscriber(async (subscriber, client) => {
    const body = new TextEncoder().encode("<feed/>");
    const notification = {
      body,
      contentType: "application/atom+xml; charset=utf-8",
      link:
        '<http://hub.test/api/websub/hub>; rel="hub", <http://hub.test/feed.xml>; rel="self"',
      secret: "s3cret",
    };
    const options = { timeoutMs: REQUEST_DEADLINE_MS, client };
    subscriber.behave("a", { notify: [204, 500, 410, "redirect", "hang"] });
    assert.deepEqual(
      await postNotification(subscriber.url("a"), notification, options),
      {
        kind: "delivered",
        status: 204,
      },
    );
    const [sent] = subscriber.notifications("a");
    assert.deepEqual(sent.body, body);
    assert.equal(sent.headers.get("content-type"), notification.contentType);
    assert.equal(sent.headers.get("link"), notification.link);
    assert.equal(
      sent.headers.get("x-hub-signature"),
      await signatureHeader("s3cret", body),
    );
    assert.deepEqual(
      await postNotification(subscriber.url("a"), notification, options),
      {
        kind: "failed",
        reason: "answered 500",
      },
    );
    assert.deepEqual(
      await postNotification(subscriber.url("a"), notification, options),
      { kind: "gone" },
    );
    assert.deepEqual(
      await postNotification(subscriber.url("a"), notification, options),
      {
        kind: "failed",
        reason: "answered 307",
      },
    );
    assert.equal(
      subscriber.requests("a-moved").length,
      0,
      "a redirect is never followed",
    );
    // Only the request to the callback that never answers has a short limit.
    assert.deepEqual(
      await postNotification(subscriber.url("a"), notification, {
        timeoutMs: 500,
        client,
      }),
      {
        kind: "failed",
        reason: "timed out",
      },
    );
    const unsigned = await postNotification(subscriber.url("b"), {
      ...notification,
      secret: null,
    }, options);
    assert.equal(unsigned.kind, "delivered");
    assert.equal(
      subscriber.notifications("b")[0].headers.get("x-hub-signature"),
      null,
    );
  });
});

Deno.test("postNotification reports aborted when the service stops", async () => {
  await withSubscriber(async (subscriber, client) => {
    subscriber.behave("slow", { notify: ["hang"] });
    const controller = new AbortController();
    const pending = postNotification(subscriber.url("slow"), {
      body: new Uint8Array(1),
      contentType: "application/json",
      link: "",
      secret: null,
    }, { timeoutMs: REQUEST_DEADLINE_MS, client, signal: controller.signal });
    await subscriber.waitFor(() =>
      subscriber.notifications("slow").length === 1
    );
    controller.abort();
    assert.deepEqual(await pending, { kind: "aborted" });
  });
});

Deno.test("sendDenied sends hub.mode=denied with the topic and reason", async () => {
  await withSubscriber(async (subscriber, client) => {
    assert.equal(
      await sendDenied(subscriber.url("d", "k=v"), {
        topic: "http://hub.test/feed.xml",
        reason: "gone away",
      }, {
        timeoutMs: REQUEST_DEADLINE_MS,
        client,
      }),
      true,
    );
    const [denied] = subscriber.denials("d");
    assert.equal(denied.url.searchParams.get("k"), "v");
    assert.equal(
      denied.url.searchParams.get("hub.topic"),
      "http://hub.test/feed.xml",
    );
    assert.equal(denied.url.searchParams.get("hub.reason"), "gone away");
  });
});
