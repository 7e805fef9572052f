import assert from "node:assert/strict";
import {
  clampLease,
  matchTopic,
  MAX_SECRET_BYTES,
  parseHubRequest,
} from "../../lib/websub/hub_request.ts";

const BASE = "http://hub.test";
const LEASE = { default: 864000, min: 3600, max: 2592000 };
const OPTIONS = { baseUrl: BASE, lease: LEASE };

function params(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}

function valid(extra: Record<string, string> = {}): URLSearchParams {
  return params({
    "hub.mode": "subscribe",
    "hub.callback": "https://subscriber.example/cb",
    "hub.topic": `${BASE}/feed.xml`,
    ...extra,
  });
}

Deno.test("parseHubRequest accepts a well-formed subscription with the default lease", () => {
  const result = parseHubRequest(valid(), OPTIONS);
  assert.ok(result.ok);
  assert.deepEqual(result.request, {
    mode: "subscribe",
    callback: "https://subscriber.example/cb",
    host: "subscriber.example",
    topic: `${BASE}/feed.xml`,
    topicPath: "/feed.xml",
    leaseSeconds: 864000,
    secret: null,
  });
});

Deno.test("parseHubRequest takes each of the three topics and keeps the topic as sent", () => {
  assert.equal(matchTopic(`${BASE}/api/feed.json`, BASE), "/api/feed.json");
  assert.equal(matchTopic(`${BASE}/reviews.json`, BASE), "/reviews.json");
  assert.equal(matchTopic("HTTP://HUB.TEST/feed.xml", BASE), "/feed.xml");
  assert.equal(matchTopic(`${BASE}/insights.json`, BASE), null);
  assert.equal(matchTopic("https://elsewhere.example/feed.xml", BASE), null);
  assert.equal(matchTopic("not a url", BASE), null);
  const result = parseHubRequest(
    valid({ "hub.topic": "HTTP://HUB.TEST/feed.xml" }),
    OPTIONS,
  );
  assert.ok(result.ok);
  assert.equal(result.request.topic, "HTTP://HUB.TEST/feed.xml");
});

Deno.test("parseHubRequest rejects plain-HTTP and malformed callbacks", () => {
  const cases: Array<[string, RegExp]> = [
    ["http://subscriber.example/cb", /HTTPS/],
    ["ftp://subscriber.example/cb", /HTTPS/],
    ["/relative", /absolute URL/],
    ["https://user:pw@subscriber.example/cb", /credentials/],
    [`https://subscriber.example/${"a".repeat(2100)}`, /longer/],
  ];
  for (const [callback, message] of cases) {
    const result = parseHubRequest(
      valid({ "hub.callback": callback }),
      OPTIONS,
    );
    assert.ok(!result.ok, callback);
    assert.match(result.message, message);
    // Only a callback that is not HTTPS is one of the plain-text reasons.
    assert.equal(result.plainText, /HTTPS/.test(message.source), callback);
  }
  const missing = parseHubRequest(
    params({ "hub.mode": "subscribe", "hub.topic": `${BASE}/feed.xml` }),
    OPTIONS,
  );
  assert.ok(!missing.ok);
  assert.match(missing.message, /hub\.callback is missing/);
});

Deno.test("parseHubRequest rejects a missing or unknown mode and an unknown topic", () => {
  const noMode = valid();
  noMode.delete("hub.mode");
  for (
    const [fields, message] of [
      [noMode, /hub\.mode is missing/],
      [valid({ "hub.mode": "publish" }), /subscribe or unsubscribe/],
      [valid({ "hub.mode": "" }), /hub\.mode is missing/],
      [
        valid({ "hub.topic": `${BASE}/insights.json` }),
        /hub\.topic must be one of/,
      ],
      [valid({ "hub.topic": "" }), /hub\.topic is missing/],
    ] as Array<[URLSearchParams, RegExp]>
  ) {
    const result = parseHubRequest(fields, OPTIONS);
    assert.ok(!result.ok);
    assert.match(result.message, message);
    assert.ok(result.plainText);
  }
});

Deno.test("parseHubRequest limits the secret to fewer than 200 bytes", () => {
  const ok = parseHubRequest(
    valid({ "hub.secret": "s".repeat(MAX_SECRET_BYTES - 1) }),
    OPTIONS,
  );
  assert.ok(ok.ok);
  assert.equal(ok.request.secret?.length, 199);
  const tooLong = parseHubRequest(
    valid({ "hub.secret": "s".repeat(200) }),
    OPTIONS,
  );
  assert.ok(!tooLong.ok);
  assert.match(tooLong.message, /200 bytes/);
  assert.ok(tooLong.plainText);
  // 100 two-byte characters are 200 bytes.
  assert.ok(
    !parseHubRequest(valid({ "hub.secret": "é".repeat(100) }), OPTIONS).ok,
  );
  const empty = parseHubRequest(valid({ "hub.secret": "" }), OPTIONS);
  assert.ok(empty.ok);
  assert.equal(empty.request.secret, null);
});

Deno.test("parseHubRequest clamps the requested lease and rejects a malformed one", () => {
  const lease = (value: string) => {
    const result = parseHubRequest(
      valid({ "hub.lease_seconds": value }),
      OPTIONS,
    );
    return result.ok ? result.request.leaseSeconds : result.message;
  };
  assert.equal(lease("60"), 3600);
  assert.equal(lease("7200"), 7200);
  assert.equal(lease("999999999"), 2592000);
  // A whole number of any length is clamped, not refused.
  assert.equal(lease("99999999999999999999"), 2592000);
  assert.equal(lease("9".repeat(400)), 2592000);
  assert.equal(lease("0"), 3600);
  assert.match(String(lease("-5")), /whole number/);
  assert.match(String(lease("1e5")), /whole number/);
  assert.equal(clampLease(null, LEASE), 864000);
});

Deno.test("parseHubRequest ignores unknown parameters, keeps the callback's query and drops its fragment", () => {
  const result = parseHubRequest(
    valid({
      "hub.callback": "https://subscriber.example/cb?foo=bar&x=%20y#frag",
      "hub.unknown": "1",
      "extra": "2",
    }),
    OPTIONS,
  );
  assert.ok(result.ok);
  assert.equal(
    result.request.callback,
    "https://subscriber.example/cb?foo=bar&x=%20y",
  );
});

Deno.test("parseHubRequest rejects a repeated hub parameter", () => {
  const fields = valid();
  fields.append("hub.topic", `${BASE}/reviews.json`);
  const result = parseHubRequest(fields, OPTIONS);
  assert.ok(!result.ok);
  assert.match(result.message, /more than once/);
});

Deno.test("parseHubRequest gives the host of an IPv6 callback without brackets", () => {
  const result = parseHubRequest(
    valid({ "hub.callback": "https://[2001:DB8::1]:8443/cb" }),
    OPTIONS,
  );
  assert.ok(result.ok);
  assert.equal(result.request.host, "2001:db8::1");
});
