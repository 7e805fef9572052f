/**
 * The browser-test packages, pinned here rather than in `deno.json`: the
 * service's import map holds only what it runs with.
 *
 * @module
 */
export { default as axe } from "npm:axe-core@4.14.1";
export {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
} from "npm:playwright-core@1.65.1";

/** Lighthouse, run as a subprocess by `bench/lighthouse_bench.ts`. */
export const LIGHTHOUSE_PACKAGE = "npm:lighthouse@13.5.0";
