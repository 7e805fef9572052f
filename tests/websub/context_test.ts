import assert from "node:assert/strict";
import { loadConfig } from "../../lib/config.ts";
import {
  MAX_CONSECUTIVE_FAILURES,
  retryDelayMs,
} from "../../lib/websub/context.ts";

Deno.test("retryDelayMs gives the configured delay before the 2nd and 3rd attempt", () => {
  const config = loadConfig({ WEBSUB_RETRY_DELAYS_MS: "100,2500" });
  assert.equal(retryDelayMs(config, 1), 100);
  assert.equal(retryDelayMs(config, 2), 2500);
  assert.equal(retryDelayMs(config, 5), 2500, "the last delay repeats");
  const single = loadConfig({ WEBSUB_RETRY_DELAYS_MS: "700" });
  assert.equal(retryDelayMs(single, 2), 700);
  assert.equal(MAX_CONSECUTIVE_FAILURES, 3);
});
