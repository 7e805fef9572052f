import assert from "node:assert/strict";
import {
  ConfigError,
  DEFAULT_CALLBACK_TIMEOUT_MS,
  DEFAULT_RETRY_DELAYS_MS,
  loadConfig,
} from "../lib/config.ts";

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    return error.problems;
  }
  assert.fail(`expected a ConfigError for ${JSON.stringify(env)}`);
}

Deno.test("loadConfig: documented defaults", () => {
  const config = loadConfig({});
  assert.equal(config.port, 8000);
  assert.equal(config.baseUrl, "http://localhost:8000");
  assert.equal(config.kvPath, ".data/reviews.kv");
  assert.equal(config.dataFile, "data/reviews.json");
  assert.equal(config.websub.allowPrivateCallbacks, false);
  assert.deepEqual(config.websub.retryDelaysMs, DEFAULT_RETRY_DELAYS_MS);
  assert.equal(config.websub.retryDelaysMs.length, 2);
  assert.equal(config.websub.callbackTimeoutMs, DEFAULT_CALLBACK_TIMEOUT_MS);
  assert.equal(DEFAULT_CALLBACK_TIMEOUT_MS, 10_000);
  assert.deepEqual(config.websub.lease, {
    default: 864000,
    min: 3600,
    max: 2592000,
  });
  assert.deepEqual(config.mcp.allowedOrigins, []);
});

Deno.test("loadConfig: BASE_URL defaults to localhost on PORT", () => {
  const config = loadConfig({ PORT: "9123" });
  assert.equal(config.port, 9123);
  assert.equal(config.baseUrl, "http://localhost:9123");
  assert.equal(loadConfig({ PORT: "0" }).port, 0);
  assert.equal(loadConfig({ PORT: "65535" }).port, 65535);
});

Deno.test("loadConfig: BASE_URL is kept without trailing slashes", () => {
  assert.equal(
    loadConfig({ BASE_URL: "https://reviews.example.com/" }).baseUrl,
    "https://reviews.example.com",
  );
  assert.equal(
    loadConfig({ BASE_URL: "https://example.com/reviews//", PORT: "1" })
      .baseUrl,
    "https://example.com/reviews",
  );
  assert.equal(
    loadConfig({ BASE_URL: "http://127.0.0.1:8080" }).baseUrl,
    "http://127.0.0.1:8080",
  );
});

Deno.test("loadConfig: KV_PATH, DATA_FILE and Deno Deploy", () => {
  const config = loadConfig({ KV_PATH: "/tmp/x.kv", DATA_FILE: "a.json" });
  assert.equal(config.kvPath, "/tmp/x.kv");
  assert.equal(config.dataFile, "a.json");
  assert.equal(loadConfig({ KV_PATH: ":memory:" }).kvPath, ":memory:");
  assert.equal(loadConfig({ KV_PATH: "" }).kvPath, ".data/reviews.kv");
  assert.equal(loadConfig({ DENO_DEPLOYMENT_ID: "abc" }).kvPath, undefined);
  assert.equal(
    loadConfig({ DENO_DEPLOYMENT_ID: "abc", KV_PATH: "https://kv.test/x" })
      .kvPath,
    "https://kv.test/x",
  );
});

Deno.test("loadConfig: WebSub and MCP settings", () => {
  for (const value of ["true", "TRUE", "1"]) {
    assert.equal(
      loadConfig({ WEBSUB_ALLOW_PRIVATE_CALLBACKS: value }).websub
        .allowPrivateCallbacks,
      true,
    );
  }
  for (const value of ["false", "0", ""]) {
    assert.equal(
      loadConfig({ WEBSUB_ALLOW_PRIVATE_CALLBACKS: value }).websub
        .allowPrivateCallbacks,
      false,
    );
  }
  assert.deepEqual(
    loadConfig({ WEBSUB_RETRY_DELAYS_MS: "100, 250" }).websub.retryDelaysMs,
    [100, 250],
  );
  assert.equal(
    loadConfig({ WEBSUB_CALLBACK_TIMEOUT_MS: " 2500 " }).websub
      .callbackTimeoutMs,
    2500,
  );
  assert.deepEqual(
    loadConfig({ WEBSUB_LEASE_SECONDS: "60,10,120" }).websub.lease,
    { default: 60, min: 10, max: 120 },
  );
  assert.deepEqual(
    loadConfig({
      MCP_ALLOWED_ORIGINS: "https://a.example, https://b.example,",
    }).mcp.allowedOrigins,
    ["https://a.example", "https://b.example"],
  );
});

Deno.test("loadConfig: each malformed variable is a problem", () => {
  const cases: Array<[Record<string, string>, RegExp]> = [
    [{ PORT: "abc" }, /PORT/],
    [{ PORT: "70000" }, /PORT/],
    [{ PORT: "-1" }, /PORT/],
    [{ PORT: "80.5" }, /PORT/],
    [{ BASE_URL: "ftp://example.com" }, /BASE_URL/],
    [{ BASE_URL: "not a url" }, /BASE_URL/],
    [{ BASE_URL: "https://reviews.example.com?x=1" }, /BASE_URL/],
    [{ BASE_URL: "https://reviews.example.com/#top" }, /BASE_URL/],
    [{ MCP_ALLOWED_ORIGINS: "notanorigin" }, /MCP_ALLOWED_ORIGINS/],
    [{ MCP_ALLOWED_ORIGINS: "https://a.example/app" }, /MCP_ALLOWED_ORIGINS/],
    [{ MCP_ALLOWED_ORIGINS: "ftp://a.example" }, /MCP_ALLOWED_ORIGINS/],
    [{ WEBSUB_ALLOW_PRIVATE_CALLBACKS: "yes" }, /WEBSUB_ALLOW_PRIVATE/],
    [{ WEBSUB_RETRY_DELAYS_MS: "10,x" }, /WEBSUB_RETRY_DELAYS_MS/],
    [{ WEBSUB_RETRY_DELAYS_MS: "-5" }, /WEBSUB_RETRY_DELAYS_MS/],
    [{ WEBSUB_CALLBACK_TIMEOUT_MS: "fast" }, /WEBSUB_CALLBACK_TIMEOUT_MS/],
    [{ WEBSUB_CALLBACK_TIMEOUT_MS: "99" }, /WEBSUB_CALLBACK_TIMEOUT_MS/],
    [{ WEBSUB_CALLBACK_TIMEOUT_MS: "120001" }, /WEBSUB_CALLBACK_TIMEOUT_MS/],
    [{ WEBSUB_CALLBACK_TIMEOUT_MS: "1500.5" }, /WEBSUB_CALLBACK_TIMEOUT_MS/],
    [{ WEBSUB_LEASE_SECONDS: "10,20" }, /WEBSUB_LEASE_SECONDS/],
    [{ WEBSUB_LEASE_SECONDS: "5,10,20" }, /WEBSUB_LEASE_SECONDS/],
    [{ WEBSUB_LEASE_SECONDS: "30,40,20" }, /WEBSUB_LEASE_SECONDS/],
    [{ WEBSUB_LEASE_SECONDS: "0,0,20" }, /WEBSUB_LEASE_SECONDS/],
    [{ WEBSUB_LEASE_SECONDS: "a,b,c" }, /WEBSUB_LEASE_SECONDS/],
  ];
  for (const [env, pattern] of cases) {
    const problems = problemsOf(env);
    assert.equal(problems.length, 1, JSON.stringify(env));
    assert.match(problems[0], pattern);
  }
});

Deno.test("loadConfig: every problem is listed at once", () => {
  const problems = problemsOf({
    PORT: "x",
    BASE_URL: "mailto:a@b.c",
    WEBSUB_LEASE_SECONDS: "1",
  });
  assert.equal(problems.length, 3);
  try {
    loadConfig({ PORT: "x", BASE_URL: "mailto:a@b.c" });
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    assert.match(error.message, /PORT[\s\S]*BASE_URL/);
  }
});
