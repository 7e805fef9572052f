import assert from "node:assert/strict";
import {
  checkCallbackHost,
  createCallbackGuard,
  forbiddenAddressReason,
  isIpLiteral,
  isLocalhostName,
  literalHostVerdict,
  parseIpv4,
  parseIpv6,
} from "../../lib/websub/address_guard.ts";

Deno.test("parseIpv4 reads dotted decimal only", () => {
  assert.equal(parseIpv4("127.0.0.1"), 0x7f000001);
  assert.equal(parseIpv4("255.255.255.255"), 0xffffffff);
  assert.equal(parseIpv4("256.0.0.1"), null);
  assert.equal(parseIpv4("1.2.3"), null);
  assert.equal(parseIpv4("example.com"), null);
});

Deno.test("parseIpv6 reads compressed, bracketed and dotted-tail forms", () => {
  assert.deepEqual([...parseIpv6("::1")!], [...new Array(15).fill(0), 1]);
  assert.deepEqual([...parseIpv6("[::ffff:127.0.0.1]")!].slice(10), [
    0xff,
    0xff,
    127,
    0,
    0,
    1,
  ]);
  assert.deepEqual([...parseIpv6("2001:db8::ff00:42:8329")!].slice(0, 4), [
    0x20,
    0x01,
    0x0d,
    0xb8,
  ]);
  assert.equal(parseIpv6("1:2:3:4:5:6:7:8:9"), null);
  assert.equal(parseIpv6("1::2::3"), null);
  assert.equal(parseIpv6("12345::"), null);
  assert.equal(parseIpv6("127.0.0.1"), null);
});

Deno.test("forbiddenAddressReason refuses every non-public IPv4 range", () => {
  const refused = [
    "0.0.0.0",
    "10.1.2.3",
    "100.64.0.1",
    "100.127.255.254",
    "127.0.0.1",
    "127.255.255.255",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.0.0.8",
    "192.0.2.10",
    "192.168.1.1",
    "198.18.0.1",
    "198.51.100.7",
    "203.0.113.9",
    "224.0.0.1",
    "239.255.255.250",
    "240.0.0.1",
    "255.255.255.255",
  ];
  for (const address of refused) {
    assert.notEqual(forbiddenAddressReason(address), null, address);
  }
  for (
    const address of [
      "8.8.8.8",
      "1.1.1.1",
      "172.32.0.1",
      "100.128.0.1",
      "93.184.216.34",
    ]
  ) {
    assert.equal(forbiddenAddressReason(address), null, address);
  }
});

Deno.test("forbiddenAddressReason refuses non-public IPv6, IPv4-mapped forms included", () => {
  const refused = [
    "::",
    "::1",
    "[::1]",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "::127.0.0.1",
    "64:ff9b::10.0.0.1",
    "64:ff9b:1::1",
    "2002:7f00:1::",
    "2001:db8::1",
    "2001::1",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "fec0::1",
    "ff02::1",
    "100::1",
    "4000::1",
  ];
  for (const address of refused) {
    assert.notEqual(forbiddenAddressReason(address), null, address);
  }
  for (
    const address of [
      "2606:4700:4700::1111",
      "::ffff:8.8.8.8",
      "64:ff9b::808:808",
      "2002:808:808::",
    ]
  ) {
    assert.equal(forbiddenAddressReason(address), null, address);
  }
  assert.equal(forbiddenAddressReason("not-an-ip"), "not an IP address");
});

Deno.test("localhost names and IP literals are decided without resolving", () => {
  assert.ok(isLocalhostName("localhost"));
  assert.ok(isLocalhostName("LOCALHOST."));
  assert.ok(isLocalhostName("api.localhost"));
  assert.ok(!isLocalhostName("localhost.example.com"));
  assert.ok(isIpLiteral("[::1]"));
  assert.ok(!isIpLiteral("example.com"));
  assert.deepEqual(literalHostVerdict("8.8.8.8"), { allowed: true });
  assert.equal(literalHostVerdict("127.0.0.1")?.allowed, false);
  assert.equal(literalHostVerdict("localhost")?.allowed, false);
  assert.equal(literalHostVerdict("example.com"), null);
});

Deno.test("checkCallbackHost refuses a name when any of its addresses is private", async () => {
  const resolve = (name: string) => {
    const table: Record<string, string[]> = {
      "public.example": ["93.184.216.34", "2606:2800:220:1::1"],
      "mixed.example": ["93.184.216.34", "10.0.0.5"],
      "mapped.example": ["::ffff:192.168.0.1"],
      "empty.example": [],
    };
    if (!(name in table)) return Promise.reject(new Error("NXDOMAIN"));
    return Promise.resolve(table[name]);
  };
  assert.deepEqual(await checkCallbackHost("public.example", { resolve }), {
    allowed: true,
  });
  const mixed = await checkCallbackHost("mixed.example", { resolve });
  assert.equal(mixed.allowed, false);
  assert.match(!mixed.allowed ? mixed.reason : "", /10\.0\.0\.5 \(private\)/);
  assert.equal(
    (await checkCallbackHost("mapped.example", { resolve })).allowed,
    false,
  );
  assert.equal(
    (await checkCallbackHost("empty.example", { resolve })).allowed,
    false,
  );
  const missing = await checkCallbackHost("missing.example", { resolve });
  assert.match(!missing.allowed ? missing.reason : "", /cannot resolve/);
  assert.equal(
    (await checkCallbackHost("127.0.0.1", { resolve })).allowed,
    false,
  );
});

Deno.test("createCallbackGuard allows everything with allowPrivate and caches resolutions", async () => {
  assert.deepEqual(
    await createCallbackGuard({ allowPrivate: true })("https://127.0.0.1/cb"),
    { allowed: true },
  );
  let lookups = 0;
  const guard = createCallbackGuard({
    allowPrivate: false,
    resolve: () => {
      lookups++;
      return Promise.resolve(["93.184.216.34"]);
    },
  });
  assert.deepEqual(await guard("https://hooks.example/a"), { allowed: true });
  assert.deepEqual(await guard("https://hooks.example/b?x=1"), {
    allowed: true,
  });
  assert.equal(lookups, 1);
  assert.equal((await guard("https://[::1]:8443/cb")).allowed, false);
  assert.equal((await guard("https://localhost/cb")).allowed, false);
  assert.equal((await guard("not a url")).allowed, false);
});
