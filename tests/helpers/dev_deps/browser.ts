/**
 * The browser driver and the accessibility engine of the browser tests,
 * pinned here (see `packages.ts` for why test packages live in this folder).
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
