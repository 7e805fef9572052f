/**
 * A real browser for the page tests: Debian's chromium driven by
 * playwright-core, with axe-core to check accessibility. Test-only
 * packages, imported here by pinned npm specifiers (not in the service's
 * import map).
 *
 * @module
 */
import { axe, type Browser, chromium, type Page } from "./dev_deps/browser.ts";

// Browser globals, used inside `page.evaluate` callbacks (they run in the
// page, not in Deno).
// deno-lint-ignore no-explicit-any
declare const document: any;

/** Where Debian installs chromium (`.ci/run` installs it when missing). */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** The flags the browser runs with. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A launched browser, closed by `await using`. */
export interface TestBrowser extends AsyncDisposable {
  browser: Browser;
}

/** Launches chromium headless. */
export async function launchBrowser(): Promise<TestBrowser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  return {
    browser,
    async [Symbol.asyncDispose]() {
      await browser.close();
    },
  };
}

/** axe-core's browser script (the package exports its own source). */
const AXE_SOURCE: string = axe.source;

/** A violation axe-core reports. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

/**
 * The axe-core rules whose verdict depends on the colours: all that can
 * change between the light and the dark scheme of the same page.
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Runs axe-core on the page's document (or the element `options.selector`
 * picks, shadow root included): every rule but experimental ones, or only
 * `options.rules`.
 */
export async function axeViolations(
  page: Page,
  options: { rules?: readonly string[]; selector?: string } = {},
): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the page's CSP forbids scripts.
  // Once per document: a second run on it (another colour scheme) reuses it.
  if (!await page.evaluate(() => "axe" in globalThis)) {
    await page.evaluate(AXE_SOURCE);
  }
  return await page.evaluate(async ({ rules, selector }) => {
    // deno-lint-ignore no-explicit-any
    const engine = (globalThis as any).axe;
    const scope = selector === null
      ? document
      : document.querySelector(selector);
    const result = await engine.run(scope, {
      resultTypes: ["violations"],
      ...(rules ? { runOnly: { type: "rule", values: rules } } : {}),
    });
    // deno-lint-ignore no-explicit-any
    return result.violations.map((violation: any) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      // deno-lint-ignore no-explicit-any
      nodes: violation.nodes.map((node: any) => ({
        target: node.target,
        html: node.html,
      })),
    }));
  }, {
    rules: options.rules ? [...options.rules] : null,
    selector: options.selector ?? null,
  });
}
